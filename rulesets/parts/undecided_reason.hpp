// The words of an `undecided` verdict: which limit of the search stopped it.
#pragma once
#include <string>
#include <string_view>

#include "kernel/solver/search.hpp"

namespace kiyaku::parts {

// Which limit stopped a search, in words: "the play-out search budget of 2000 nodes ran out".
// `search` names it ("search", "play-out search"); `too_wide` is solver::Stats::too_wide.
inline std::string search_limit(const solver::Budget& budget, std::size_t too_wide, std::string_view search = "search") {
  if (too_wide > 0)
    return "the " + std::string(search) + " would play on " + std::to_string(too_wide) + " points, more than the " +
           std::to_string(budget.max_width) + " a search may take (--max-width)";
  return "the " + std::string(search) + " budget of " + std::to_string(budget.max_nodes) + " nodes ran out";
}

// The reason of a verdict left `undecided` by that limit.
inline std::string undecided_reason(const solver::Budget& budget, std::size_t too_wide,
                                    std::string_view search = "search") {
  return "undecided: " + search_limit(budget, too_wide, search);
}

// The reason of a confirmation left `undecided` because its "alive" rests on a new stone whose
// A6 check ran out of its share of the budget (ConfirmationGame::answer_unread).
inline std::string unread_check_reason(const solver::Budget& budget) {
  return "undecided: it lives only by a new stone whose check (would that stone stand without the exchange? "
         "A6) ran out of its share of the search budget of " +
         std::to_string(budget.max_nodes) + " nodes";
}

}  // namespace kiyaku::parts
