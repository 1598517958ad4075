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
};

}  // namespace kiyaku
