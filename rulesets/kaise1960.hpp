// 貝瀬尊明 日本囲碁基本規則案 草案要綱 (貝瀬ルール, 24 June 1960). Only the opening was seen (notes 1-2
// and the start of Part I); everything else is reconstructed from the 1962 draft by the same
// author, WITHOUT its long-cycle rule (the digest warns not to assume it for 1960).
// Source digest: ../shared/rules/kaise1960.md.
#pragma once
#include <span>

#include "rulesets/parts/playout_status.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

struct Kaise1960 : TextPolicies<Kaise1960> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in kaise1960.cpp):
  // - Status: (reconstructed from 1962 注4 / I(9)) play-out to the theoretical end, capturer first, basic ko.
  // - Territory: (reconstructed from 1962 I(4)) eyes of two-eyed stones.
  // - Counting: I (seen): Japanese counting for an end by agreement is the normal method.
  // - Results: (reconstructed) comparison; an endless optimal play is left as the 1949 rules leave it.
};
static_assert(RulesetPolicy<Kaise1960>);

}  // namespace kiyaku
