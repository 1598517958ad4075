// 日本囲碁規約 修正案 / 分かりやすい日本囲碁規約(試案) (鄭銘瑝, 2011-2012): a private trial
// revision of the 1989 rules. Source digest: ../shared/rules/revision2012.md.
// Seen: Arts. 1-6 and the Art. 7 commentary notes (解説と付則); the verification is hypothetical
// play in which the OWNER of the target stones moves first. Not seen: the ko and pass rules of
// the verification and Arts. 8-12, reconstructed here from 1989 and labelled so in every
// article, choice and verdict reason they decide.
#pragma once
#include <span>

#include "rulesets/policy.hpp"

namespace kiyaku {

struct Revision2012 : TextPolicies<Revision2012> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in revision2012.cpp):
  // - Status: Art. 7 notes: verification by hypothetical moves, the owner first (ko and passes reconstructed).
  // - Territory: Art. 8 (not seen): reconstructed as 1989 Art. 8.
  // - Counting: Art. 10 (title seen): reconstructed as 1989 Art. 10, territory minus prisoners.
  // - Results: Arts. 6, 10-12: resignation, count, 無勝負 (11), 反則負け (12); no both-lose article.
};
static_assert(RulesetPolicy<Revision2012>);

}  // namespace kiyaku
