// The words of an `undecided` verdict: which limit of the search stopped it.
#pragma once
#include <string>
#include <string_view>

#include "kernel/board.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::parts {

// Where a search ran out, in words: " on a region of 25 points (16 of them empty)", so that a
// reader sees how large a fight stayed unread. Empty for no region.
inline std::string region_words(const Board& b, const PointSet& region) {
  if (region.empty()) return "";
  int empty = 0;
  region.for_each([&](Point p) { empty += b.at(p) == Color::empty ? 1 : 0; });
  return " on a region of " + std::to_string(region.size()) + " points (" + std::to_string(empty) + " of them empty)";
}

// Which limit stopped a search, in words: "the play-out search budget of 2000 nodes ran out on a
// region of 12 points (9 of them empty)". `search` names it ("search", "play-out search");
// `too_wide` is solver::Stats::too_wide; `where` is region_words() of the region searched.
inline std::string search_limit(const solver::Budget& budget, std::size_t too_wide, std::string_view search = "search",
                                const std::string& where = "") {
  if (too_wide > 0)
    return "the " + std::string(search) + " would play on " + std::to_string(too_wide) + " points, more than the " +
           std::to_string(budget.max_width) + " a search may take (--max-width)";
  return "the " + std::string(search) + " budget of " + std::to_string(budget.max_nodes) + " nodes ran out" + where;
}

// The reason of a verdict left `undecided` by that limit.
inline std::string undecided_reason(const solver::Budget& budget, std::size_t too_wide,
                                    std::string_view search = "search", const std::string& where = "") {
  return "undecided: " + search_limit(budget, too_wide, search, where);
}

// The reason of a confirmation left `undecided` because its "alive" rests on a new stone whose
// A6 check ran out of its share of the budget (ConfirmationGame::answer_unread).
inline std::string unread_check_reason(const solver::Budget& budget) {
  return "undecided: it lives only by a new stone whose check (would that stone stand without the exchange? "
         "A6) ran out of its share of the search budget of " +
         std::to_string(budget.max_nodes) + " nodes";
}

}  // namespace kiyaku::parts
