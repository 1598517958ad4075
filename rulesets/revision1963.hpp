// 囲碁規約改正案 (棋道 1963, second revised draft): superko (Art. 4), dame filled before the end
// (Art. 6-2), disputed life and death settled by continuing play and the position restored
// (Art. 6-3), territory of independent live stones (Art. 7), traditional counting (Art. 8).
// Source digest: ../shared/rules/revision1963.md.
#pragma once
#include <span>

#include "rulesets/parts/playout_status.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

struct Revision1963 : TextPolicies<Revision1963> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in revision1963.cpp):
  // - Status: Art. 6-3 (a): doubtful life and death is decided by continuing play under Art. 4 (superko).
  // - Territory: Art. 6-3 (b), Art. 7: the position is restored; empty points of independent live stones are territory.
  // - Counting: Art. 8: territory minus own dead stones and prisoners.
  // - Results: Art. 8: the difference decides; draw, komi and no result are not in the text.
};
static_assert(RulesetPolicy<Revision1963>);

}  // namespace kiyaku
