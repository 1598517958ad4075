// 塚本惠一提案「囲碁ルール考」: 日本式囲碁規約(塚本案) V0.01 (Tsukamoto Keiichi, 2003).
// Source digest: ../shared/rules/tsukamoto2003.md. Only Arts. 1-3 and the first line of Art. 4
// were seen. Everything that decides a position here is the digest's provisional model
// (ambiguity 1): the familiar Japanese rules as the project's 1989 model, labelled
// "reconstructed" in every article, choice and verdict reason.
#pragma once
#include <span>

#include "rulesets/policy.hpp"

namespace kiyaku {

struct Tsukamoto2003 : TextPolicies<Tsukamoto2003> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in tsukamoto2003.cpp):
  // - Status: Not seen: reconstructed as a 1989-style confirmation.
  // - Territory: Not seen: reconstructed as 1989 Art. 8.
  // - Counting: Art. 1: more 地 wins (seen); whether prisoners count is a choice (not seen).
  // - Results: Not seen: win, jigo, no result, forfeit as in 1989.
};
static_assert(RulesetPolicy<Tsukamoto2003>);

}  // namespace kiyaku
