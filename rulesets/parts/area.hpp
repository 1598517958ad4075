// Area counting: the stones a side has on the board plus the empty points only its stones
// surround. Used by texts (or reconstructions) that count what stands on the board rather than
// territory minus prisoners.
#pragma once
#include <array>
#include <string>

#include "kernel/position.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku::parts {

// Empty regions (with the dead stones in them) bordered by live stones of one colour only are
// that colour's; every other empty point is dame. Regions reaching the open area are not judged.
TerritoryMap surrounded_points(const Position& pos, const StatusMap& statuses, const std::string& article);

enum class AreaItems : std::uint8_t {
  stones_and_points,  // live stones plus surrounded points
  stones_only,        // live stones only (the surrounded points are not counted)
};

// The map of a text that counts stones: the points and territory as any map, plus the stones each
// side has standing when play ends. For a text that judges the board as it stands these are its
// live stones; for one that settles by play (Jungo) they are the stones of the play-out's end,
// which the points of the starting board cannot tell.
struct AreaMap : TerritoryMap {
  std::array<int, 2> stones{};  // [color_index]
};

// Counts `t.stones` as the stones on the board.
Score area_count(const Position& pos, const AreaMap& t, AreaItems items, double komi, std::string method);
// Live stones are the stones `t` leaves as stones (dead stones are classed with their region).
Score area_count(const Position& pos, const TerritoryMap& t, AreaItems items, double komi, std::string method);

}  // namespace kiyaku::parts
