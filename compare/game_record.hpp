// The preparation stage, between reading and judging: a reader's document becomes the one value
// a rule text judges (kernel/judged_position.hpp). The end of a game record is made ready as the
// players would have made it: kiyaku's end-of-game estimate marks the groups it takes as alive
// (they bound every search and are reported as an assumption), and, where the text's
// `dame_filling` choice says so, the neutral points are filled and the reinforcements (手入れ) the
// fills require are played. Rule-book diagrams and JSON positions pass through unchanged.
#pragma once
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "kernel/judged_position.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

// An SGF record whose main line has at least one move: a played game, not a problem diagram.
bool is_game_record(const io::Document& doc);

// The preparation stage's product: what the text judges, and what was done to the record for it.
struct PreparedGame {
  JudgedPosition judged;
  Normalisation normalisation;
};

// Alive or in seki: a status the count leaves on the board.
inline bool living(Status s) { return s == Status::alive || s == Status::seki; }

// What a rule text's judgment of a prepared record says the estimate got wrong: stones it saw as
// dead that the text finds alive or in seki, and record stones it saw as living that the text
// finds dead. The dame are filled again as if the estimate had seen them so.
struct EstimateCorrections {
  PointSet found_alive;
  PointSet found_dead;
  bool empty() const { return found_alive.empty() && found_dead.empty(); }
  friend bool operator==(const EstimateCorrections&, const EstimateCorrections&) = default;
};

// The corrections the preparation `n` was made with.
inline EstimateCorrections corrections_made(const Normalisation& n) {
  EstimateCorrections out;
  for (Point p : n.found_alive) out.found_alive.insert(p);
  for (Point p : n.found_dead) out.found_dead.insert(p);
  return out;
}

// The strings of the filled board `b` assumed alive: those holding a stone the estimate found safe
// (`safe`) that still stands on its point as at the stop, except a few stones the fills cut off
// and left in atari without a reinforcement (those are judged, not assumed). A point whose stone
// the finish took and the other colour then filled holds no safe stone: its new string is judged
// (Hon-94-1: Black's line at the bottom takes White's K1-L1, and his 手入れ at K1 joined them).
PointSet assumed_alive_strings(const Board& stop, const Board& b, const PointSet& safe);

// `choices` are the ruleset's; a ruleset without a `dame_filling` choice gets no filling.
PreparedGame prepare_game_end(const io::Document& doc, const Choices& choices,
                              const EstimateCorrections& corrections = {});

// The corrections a text's statuses make to the preparation `n` of `record` (the board before any
// fill); none unless the dame were filled (customary filling), since only the fills depend on it.
// Corrections already made stay made, so that repeated preparations converge.
template <class StatusMap>
EstimateCorrections estimate_corrections(const Normalisation& n, const Board& record, const StatusMap& statuses) {
  if (n.dame_filling != "customary") return {};
  EstimateCorrections out = corrections_made(n);
  PointSet estimated;
  for (Point p : n.estimated_dead) estimated.insert(p);
  for (const auto& s : statuses.strings) {
    const bool lives = living(s.status);
    if (!lives && s.status != Status::dead) continue;
    for (Point p : s.stones) {
      if (lives && estimated.contains(p) && !out.found_dead.contains(p)) out.found_alive.insert(p);
      if (!lives && !estimated.contains(p) && record.at(p) == s.color && !out.found_alive.contains(p))
        out.found_dead.insert(p);
    }
  }
  return out;
}

}  // namespace kiyaku
