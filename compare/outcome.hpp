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
  std::vector<Move> fills;            // neutral points filled, as players do before counting
  std::vector<Move> reinforcements;   // 手入れ the fills made necessary
  std::vector<Point> left_open;       // neutral points no stone could fill without loss
  std::vector<Point> estimated_dead;  // stones the end-of-game estimate saw as dead (searched, not assumed)
  std::vector<Point> found_alive;     // of those, the ones the text found alive: the dame were filled again
  std::vector<Point> assumed_alive;   // stones taken as alive without search
};

struct Outcome {
  std::string ruleset;                 // id, e.g. "japan1989"
  std::string title;
  Fidelity fidelity = Fidelity::full;
  std::vector<ChoiceInForce> choices;  // every interpretation choice, in the ruleset's order
  std::vector<StringVerdict> strings;  // reading order of the first stone
  std::vector<PointVerdict> points;    // judged points, reading order
  Score score;
  ResultVerdict result;
  std::uint64_t nodes = 0;             // total search nodes
  Normalisation normalisation;         // empty unless the position is a game record
};

}  // namespace kiyaku
