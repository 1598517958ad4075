// 安永一「囲碁憲法草案」(1932): Yasunaga Hajime's draft constitution of go, 9 articles and the
// definitions of 活路, 生, 地 and 囲む, seen in full (../shared/rules/yasunaga1932.md). The draft
// gives definitions, not procedures: how 生 ("can prevent removal") is tested is a named choice.
#pragma once
#include <span>

#include "rulesets/policy.hpp"

namespace kiyaku {

struct Yasunaga1932 : TextPolicies<Yasunaga1932> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in yasunaga1932.cpp):
  // - Status: Art. 9 生: not removed, or able to prevent removal (a hypothetical play under Arts. 5-8).
  // - Territory: Art. 9 地/囲む: points enclosed by stones able to live independently; stones not 生 are removed.
  // - Counting: Art. 9: territory minus one's own stones removed from the board (in play and at the end).
  // - Results: Art. 9: the larger count wins by the difference; nothing else is stated.
};
static_assert(RulesetPolicy<Yasunaga1932>);

}  // namespace kiyaku
