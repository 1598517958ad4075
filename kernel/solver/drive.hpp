// One driver for the hypothetical-play searches of the rulesets: run a solver over a game and
// read its three-valued answer as the ruleset's own verdict (dead/alive, removed/prevented),
// with the witness line and the search statistics.
#pragma once
#include <vector>

#include "kernel/solver/search.hpp"

namespace kiyaku::solver {

// A verdict of a hypothetical play, in the caller's terms.
template <class Status, class Move>
struct Decision {
  Status status{};  // always set by decide()
  std::vector<Move> witness;
  bool witness_ends_in_cycle = false;
  bool witness_ends_settled = false;
  bool witness_cut_short = false;
  bool rests_on_unread = false;  // unknown because the hero's loss rests on an unread end (Solution)
  Stats stats;
};

// What each value of the search means to the caller.
template <class Status>
struct Reading {
  Status hero_wins, hero_loses, unknown;
};

template <class Status, class AnySolver>
auto decide(AnySolver& solver, const Reading<Status>& reading) {
  const auto solution = solver.solve();
  Decision<Status, typename AnySolver::Move> out;
  out.status = solution.value == Value::hero_wins    ? reading.hero_wins
               : solution.value == Value::hero_loses ? reading.hero_loses
                                                     : reading.unknown;
  out.witness = solution.witness;
  out.witness_ends_in_cycle = solution.witness_ends_in_cycle;
  out.witness_ends_settled = solution.witness_ends_settled;
  out.witness_cut_short = solution.witness_cut_short;
  out.rests_on_unread = solution.rests_on_unread;
  out.stats = solution.stats;
  return out;
}

}  // namespace kiyaku::solver
