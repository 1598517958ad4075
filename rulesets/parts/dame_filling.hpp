// The `dame_filling` choice every text carries for game records (compare/game_record.hpp):
// whether the neutral points a record leaves open are filled, with the reinforcements they
// require, before the text judges the end ("customary", as players do), or the text is applied
// to the position exactly as recorded ("literal").
#pragma once
#include <string_view>

#include "rulesets/ruleset.hpp"

namespace kiyaku::parts {

enum class DameDefault { customary, literal };

}  // namespace kiyaku::parts

namespace kiyaku {

template <>
struct ChoiceNames<parts::DameDefault> : ChoiceNaming<"dame_filling", "customary", "literal"> {};

namespace parts {

inline ChoiceSpec dame_filling_choice(DameDefault d, std::string_view citation) {
  return choice_spec(
      d,
      "Game records: are the neutral points left open filled (with the 手入れ they require) before the end is judged?",
      citation);
}

}  // namespace parts
}  // namespace kiyaku
