// 塚本惠一提案「囲碁ルール考」: 日本式囲碁規約(塚本案) V0.01 (Tsukamoto Keiichi, 2003).
// Source digest: ../shared/rules/tsukamoto2003.md. Only Arts. 1-3 and the first line of Art. 4
// were seen. Everything that decides a position here is the digest's provisional model
// (ambiguity 1): the familiar Japanese rules as the project's 1989 model, labelled
// "reconstructed" in every article, choice and verdict reason.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku {

struct Tsukamoto2003 {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // Not seen: reconstructed as a 1989-style confirmation.
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // Not seen: reconstructed as 1989 Art. 8.
  struct Territory {
    static parts::TerritoryMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // Art. 1: more 地 wins (seen); whether prisoners count is a choice (not seen).
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::TerritoryMap& t, const Choices& c);
  };
  // Not seen: win, jigo, no result, forfeit as in 1989.
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
