// Counting methods: how a text turns territory, prisoners and stones into a score.
#pragma once
#include <string>

#include "kernel/position.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku::parts {

// 1989 Art. 10-2 (and 1949): prisoners, including the dead stones removed under 10-1, are
// filled into the opponent's territory; komi (outside the rules) goes to White.
Score territory_minus_prisoners(const Position& pos, const TerritoryMap& t, double komi, std::string method);

}  // namespace kiyaku::parts
