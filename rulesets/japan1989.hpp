// 日本囲碁規約 (1989): the Japanese Rules of Go of 10 April 1989 with the official commentary.
// Source digest: ../shared/rules/japan1989.md. Every open reading is a named choice (A1-A20).
#pragma once
#include <cstdint>
#include <span>

#include "kernel/judged_position.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/results.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

struct Japan1989 : TextPolicies<Japan1989> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in japan1989.cpp):
  // - Status: Art. 7: the confirmation play after the stop, string by string.
  // - Territory: Art. 8: eye points of live stones of one colour; live stones with dame are seki stones;
  //   eye points of non-seki live stones are territory.
  // - Counting: Art. 10: dead stones in territory are removed (10-1); prisoners fill the opponent's territory (10-2).
  // Arts. 10-14: win, 持碁, 無勝負 (12), 両負け (13-1), 反則負け (14).
  struct Results {
    // The Art. 12 / 13-1 play-outs search, so they take the run's budget (evaluate<R> passes it
    // to every Results policy that accepts one).
    static ResultVerdict decide(const JudgedPosition& judged, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c, const solver::Budget& budget);
    // The node budgets those play-outs get from the run's --max-nodes: each of Art. 13-1's after
    // the stop, and Art. 12's ending question (japan1989.cpp says why each is what it is).
    struct PlayoutBudgets {
      std::uint64_t resumption, ending;
      friend bool operator==(const PlayoutBudgets&, const PlayoutBudgets&) = default;
    };
    static PlayoutBudgets playout_budgets(std::uint64_t run_max_nodes, bool statuses_known);
  };
};
static_assert(RulesetPolicy<Japan1989>);

}  // namespace kiyaku
