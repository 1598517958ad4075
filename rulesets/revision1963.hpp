// 囲碁規約改正案 (棋道 1963, second revised draft): superko (Art. 4), dame filled before the end
// (Art. 6-2), disputed life and death settled by continuing play and the position restored
// (Art. 6-3), territory of independent live stones (Art. 7), traditional counting (Art. 8).
// Source digest: ../shared/rules/revision1963.md.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/playout_status.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

struct Revision1963 {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // Art. 6-3 (a): doubtful life and death is decided by continuing play under Art. 4 (superko).
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // Art. 6-3 (b), Art. 7: the position is restored; empty points of independent live stones are territory.
  struct Territory {
    static parts::TerritoryMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // Art. 8: territory minus own dead stones and prisoners.
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::TerritoryMap& t, const Choices& c);
  };
  // Art. 8: the difference decides; draw, komi and no result are not in the text.
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
