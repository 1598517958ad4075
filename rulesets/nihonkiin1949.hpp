// 日本棋院囲碁規約 (1949) with its four precedents (判例). Only the preamble, Art. 1 and Arts. 47-49
// were seen; Arts. 37, 39, 40-2, 60 and 61 are known from the Nihon Ki-in's 1989 summary; the rules
// of play are codified custom reconstructed from commentators (../shared/rules/nihonkiin1949.md,
// nihonkiin1949-precedents.md). Article ids: the code's own numbers where known, "R-..." for a
// reconstructed topic, "P1".."P3" for the precedents.
//
// Life and death: the code has no procedure; the players agree, the precedents decide the shapes
// they name, and anything else goes to the review board (審査会). The agreement is read as the
// customary judgement by ordinary play: the attacker moves first, a ko lost must be answered by a
// pass before retaking (no ko threats exist in a finished position), and a verdict that turns on
// a cycle or on more than one ko is not settled by any rule.
#pragma once
#include <span>

#include "rulesets/parts/precedents.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

struct NihonKiin1949 : TextPolicies<NihonKiin1949> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in nihonkiin1949.cpp):
  // - Status: R-life + P1-P3: ordinary play as the agreement, then the precedents, else the review board.
  // - Territory: R-territory, R-seki: empty points surrounded by one side's live stones; seki eyes count nothing.
  // - Counting: R-count + P2: prisoners fill the opponent's territory; 取らず三目 credits fixed points.
  // - Results: Art. 1, R-result, Art. 60, R-cycle: win, 持碁, 無勝負; undecidable when no rule settles a status.

  // The precedent table (data); the `precedents` choice says which entries are in force.
  static std::span<const parts::Precedent> precedents();
};
static_assert(RulesetPolicy<NihonKiin1949>);

}  // namespace kiyaku
