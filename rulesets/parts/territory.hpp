// Territory as the eyes of independent living stones (1989 Art. 8; also used by texts that
// follow it): eye points, dame, seki stones and territory, from the statuses of Art. 7.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "kernel/position.hpp"
#include "rulesets/choice_names.hpp"
#include "rulesets/parts/status.hpp"

namespace kiyaku::parts {

enum class RegionReading : std::uint8_t {
  with_dead_stones,  // R-A: regions are empty points and dead stones (死活例6, 死活例25)
  empty_only,        // R-B: regions are empty points; one next to a dead stone is dame (antiseki)
};
enum class SekiLevel : std::uint8_t { string, group };  // A10: who "has" a dame
// Which dame make the live strings beside them seki.
enum class SekiDame : std::uint8_t {
  any,         // 1989 Art. 8: a live stone that has dame is a seki stone
  unfillable,  // the conventional definition: a dame one side can fill is filled, and makes no seki
};

// Dead stones in a region that is nobody's territory (a dame region): left on the board, as the
// 1989 text removes only those inside territory (Art. 10-1), or removed as prisoners, as the texts
// that remove dead stones "as they stand" do (the 1949 custom, Kaise 1962's 注5, 1963 Art. 6(3)).
enum class DeadInDame : std::uint8_t { stay, removed };

struct TerritoryOptions {
  RegionReading regions = RegionReading::with_dead_stones;
  DeadInDame dead_in_dame = DeadInDame::stay;
  SekiLevel seki = SekiLevel::string;
  SekiDame seki_dame = SekiDame::any;
  std::string article = "8";
  std::string article_removal = "10-1";
};

struct TerritoryMap {
  std::vector<PointVerdict> points;   // every judged point, reading order (the open area is not judged)
  std::array<int, 2> territory{};     // [color_index]
  std::array<int, 2> dead_removed{};  // dead opponent stones each colour removes (territory; dame regions if removed)
};

// Classifies the points and turns live strings that have dame into seki strings.
TerritoryMap eyes_of_non_seki_living(const Position& pos, StatusMap& statuses, const TerritoryOptions& options);

}  // namespace kiyaku::parts

namespace kiyaku {

// The spellings of the choices these readings answer (rulesets/choice_names.hpp).
template <>
struct ChoiceNames<parts::RegionReading> : ChoiceNaming<"regions", "with_dead_stones", "empty_only"> {};
template <>
struct ChoiceNames<parts::SekiLevel> : ChoiceNaming<"seki_level", "string", "group"> {};
template <>
struct ChoiceNames<parts::SekiDame> : ChoiceNaming<"seki_dame", "any", "unfillable"> {};

}  // namespace kiyaku
