// 貝瀬尊明 日本囲碁基本規則案 草案要綱 (貝瀬ルール, 24 June 1960). Only the opening was seen (notes 1-2
// and the start of Part I); everything else is reconstructed from the 1962 draft by the same
// author, WITHOUT its long-cycle rule (the digest warns not to assume it for 1960).
// Source digest: ../shared/rules/kaise1960.md.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/playout_status.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

struct Kaise1960 {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // (reconstructed from 1962 注4 / I(9)) play-out to the theoretical end, capturer first, basic ko.
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // (reconstructed from 1962 I(4)) eyes of two-eyed stones.
  struct Territory {
    static parts::TerritoryMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // I (seen): Japanese counting for an end by agreement is the normal method.
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::TerritoryMap& t, const Choices& c);
  };
  // (reconstructed) comparison; an endless optimal play is left as the 1949 rules leave it.
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
