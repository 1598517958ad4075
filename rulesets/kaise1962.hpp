// 貝瀬尊明 日本囲碁基本規則案草案(漸進案)要綱 (1 June 1962): the theoretical end (理論上の終局) is the
// supreme arbiter; dead stones are those actually captured, the capturer moving first, with the
// non-alternation fee; long cycles are free three times, then need threats (III).
// Source digest: ../shared/rules/kaise1962.md (full text; no diagrams in the source).
#pragma once
#include <span>

#include "rulesets/parts/playout_status.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

struct Kaise1962 : TextPolicies<Kaise1962> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in kaise1962.cpp):
  // - Status: 注4 / I(9): each unsettled region is played out to the theoretical end, the capturer first.
  // - Territory: I(4)-I(7): eyes of two-eyed stones are territory; stones with dame are seki, their eyes count nothing.
  // - Counting: I(9): territory + prisoners (I(6): captured stones, dead stones removed, fee stones).
  // - Results: The comparison; V takes over the 1949 provisions that do not contradict the outline.
};
static_assert(RulesetPolicy<Kaise1962>);

}  // namespace kiyaku
