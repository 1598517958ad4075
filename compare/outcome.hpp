// One ruleset's verdict on one position: what every report renders.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "rulesets/ruleset.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku {

struct ChoiceInForce {
  std::string name;
  std::string value;
  bool is_default = true;
};

// What kiyaku did to a game record before the rule text judged it (compare/game_record.hpp).
struct Normalisation {
  bool game_record = false;
  std::string dame_filling;           // the text's reading: "customary" or "literal"
  bool reached_stop = true;           // false: the record ends before the stop; nothing is filled
  bool unfinished = false;            // why: no result, and a boundary left open (else resignation, time, forfeit)
  std::vector<Point> open_boundary;   // neutral points next to no living stone at the record's end: a boundary
                                      // left open. Without a result, the record then shows no stop
  std::vector<Move> fills;            // neutral points filled, as players do before counting
  std::vector<Move> reinforcements;   // 手入れ the fills made necessary
  std::vector<Move> endgame;          // plays of an open boundary read as a local endgame
  std::vector<Move> sequence;         // all of them together, in the order played: the finish's witness
  std::vector<Point> left_open;       // neutral points no stone could fill without loss
  std::vector<Point> estimated_dead;  // stones the end-of-game estimate saw as dead (searched, not assumed)
  std::vector<Point> found_alive;     // of those, the ones the text found alive: the dame were filled again
  std::vector<Point> found_dead;      // record stones the estimate took as living that the text found dead: likewise
  std::vector<Point> assumed_alive;   // stones taken as alive without search

  // The customary fills took open boundary points without reading the endgame: the count rests on that.
  bool open_boundary_filled() const { return reached_stop && dame_filling == "customary" && !open_boundary.empty(); }
};

// Where a source's cited verdict departs from its own text: a record's expect_<era> map beside a
// text_<era> map and a divergence_<era> line (corpus/README-j1989.md). Letters as in the maps.
struct DivergentPoint {
  Point point = kNoPoint;
  char source = '-';  // the source's verdict (the cited map)
  char text = '-';    // the text's verdict as written (the text map)
  char kiyaku = '-';  // this outcome's verdict
};

// A reading found to give the source's verdict: the choice set away from the default, and the
// cited verdicts of a corpus that the default meets and this reading does not (known only where a
// whole corpus was run under it).
struct ReproducingReading {
  std::string choice, value;
  int undecided = 0;  // points of the cited map the reading leaves undecided
  bool losses_known = false;
  std::vector<std::string> loses;  // "j89-ex09 expect_1989", ...
};

struct Divergence {
  std::string source;  // who gives the cited verdict (the record's verdict_source or source line)
  std::string cited;   // "expect_1989"
  std::string text;    // "text_1989"
  std::string reason;  // the divergence_<era> line
  std::string text_note;
  std::vector<DivergentPoint> points;  // every point where the source and the text differ, reading order
  bool follows_text = false;           // this outcome gives the text's verdict at every point the text map asserts
  bool follows_source = false;         // ... and the source's at every point the cited map asserts
  bool readings_searched = false;      // were the text's readings tried for one that gives the source's verdict?
  std::vector<ReproducingReading> reproduced_by;
};

struct Outcome {
  std::string ruleset;  // id, e.g. "japan1989"
  std::string title;
  Fidelity fidelity = Fidelity::full;
  std::vector<ChoiceInForce> choices;  // every interpretation choice, in the ruleset's order
  std::vector<StringVerdict> strings;  // reading order of the first stone
  std::vector<PointVerdict> points;    // judged points, reading order
  Score score;
  ResultVerdict result;
  std::uint64_t nodes = 0;              // total search nodes
  Normalisation normalisation;          // empty unless the position is a game record
  std::vector<Divergence> divergences;  // where the record's source departs from this text (compare/divergence.hpp)
};

}  // namespace kiyaku
