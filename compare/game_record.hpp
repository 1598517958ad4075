// The end of a game record, made ready for a rule text as the players would have made it:
// kiyaku's end-of-game estimate marks the groups it takes as alive (they bound every search
// and are reported as an assumption), and, where the text's `dame_filling` choice says so,
// the neutral points are filled and the reinforcements (手入れ) the fills require are played.
// Rule-book diagrams and JSON positions pass through unchanged.
#pragma once
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

// An SGF record whose main line has at least one move: a played game, not a problem diagram.
bool is_game_record(const io::Document& doc);

struct PreparedGame {
  io::Document doc;
  Normalisation normalisation;
};

// `choices` are the ruleset's; a ruleset without a `dame_filling` choice gets no filling.
// `found_alive`: stones the estimate saw as dead but the text, judging a first preparation,
// found alive; the dame are then filled as if the estimate had seen them alive.
PreparedGame prepare_game_end(const io::Document& doc, const Choices& choices, const PointSet& found_alive = {});

// The stones of `estimated_dead` that lie in strings `statuses` found alive or in seki: when the
// dame were filled around them as dead, the preparation must be redone (customary filling only).
template <class StatusMap>
PointSet dead_estimates_refuted(const Normalisation& n, const StatusMap& statuses) {
  PointSet out;
  if (n.dame_filling != "customary") return out;
  PointSet estimated;
  for (Point p : n.estimated_dead) estimated.insert(p);
  for (const auto& s : statuses.strings) {
    if (s.status != Status::alive && s.status != Status::seki) continue;
    for (Point p : s.stones)
      if (estimated.contains(p)) out.insert(p);
  }
  return out;
}

}  // namespace kiyaku
