// 島田拓爾「原始棋法」(Shimada Takuji, Primitive Rules of Go, in 囲碁の数理 1943, rev. 1958). Only
// Art. 1 and the definitions (board, stones, neighbour, chain of points, region, connected region,
// linked group, liberties) were seen (../shared/rules/shimada.md). Everything operative is a
// RECONSTRUCTION, labelled as such: the digest's provisional model, "primitive" play to the end
// with area counting, is what this type computes; it is not Shimada's text.
#pragma once
#include <span>

#include "rulesets/policy.hpp"

namespace kiyaku {

struct Shimada : TextPolicies<Shimada> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in shimada.cpp):
  // - Status: (reconstructed) Stones stand as played: play goes on until dead stones are captured.
  // - Territory: def-group + (reconstructed) empty regions surrounded by one colour only.
  // - Counting: (reconstructed) Area counting: stones on the board plus surrounded points.
  // - Results: Art. 1 (a contest of two sides) + (reconstructed) the larger count wins, equal is a draw.
};
static_assert(RulesetPolicy<Shimada>);

}  // namespace kiyaku
