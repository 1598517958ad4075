// Precedents (判例) as data: a shape recognised on the board and the ruling attached to it.
// The 1949 code decided the hard cases of life, death and counting by precedent rather than by a
// general method; a text that does so lists its precedents as a table of these entries and a
// choice saying which are in force, so an amendment can remove one.
//
// Shapes are stencils anchored at a board corner and matched in all 8 orientations and with
// both colour assignments, so a precedent never depends on how (or where) a record draws it.
#pragma once
#include <span>
#include <string_view>
#include <vector>

#include "kernel/position.hpp"

namespace kiyaku::parts {

// Rows read from the corner outward, columns from the corner outward:
//   'X' a stone of one side, 'O' a stone of the other, '.' an empty point, '?' anything.
// Every cell other than '?' must lie on the board and inside the part the source shows.
struct CornerStencil {
  std::vector<std::string_view> rows;
};

struct StencilMatch {
  Color x = Color::black;                               // the colour that plays 'X' (O is its opponent)
  std::vector<Point> x_points, o_points, empty_points;  // in stencil reading order
};

// Every placement of the stencil on the board (corners x orientations x colours), each once.
std::vector<StencilMatch> match_corner_stencil(const Position& pos, const CornerStencil& stencil);

enum class PrecedentKind : std::uint8_t {
  dead_shape,              // the 'O' group is dead and the 'X' stones inside it alive, whatever else is on the board
  points_without_capture,  // both sides' stones stay; the 'O' side is credited a fixed number of points
  ko_reinforcement,        // a ko left open: a direct ko must be reinforced, an approach ko need not (no stencil)
};

struct Precedent {
  std::string_view id;       // the value naming it in a ruleset's `precedents` choice
  std::string_view article;  // the article id verdicts cite
  std::string_view summary;  // one line, English
  PrecedentKind kind = PrecedentKind::dead_shape;
  CornerStencil shape;             // empty for ko_reinforcement
  int points = 0;                  // points_without_capture: credit for the base shape ...
  int base_stones = 0;             // ... whose 'X' string has this many stones ...
  int points_per_extra_stone = 0;  // ... and this much more for each further stone of it
  std::string_view source;
};

// One precedent found on the board, with the stones it rules on.
struct ShapeRuling {
  const Precedent* precedent = nullptr;
  Color x = Color::black;
  PointSet dead;   // dead_shape: every stone of the enclosed 'O' group
  PointSet alive;  // dead_shape: the 'X' stones inside it
  PointSet stay;   // points_without_capture: the stones left on the board uncaptured
  Color credited = Color::empty;
  int points = 0;
};

// The shapes of `in_force` present on the board, after the checks the shape itself cannot express:
//  - dead_shape: the 'O' strings have no liberty outside the stencil (otherwise the attacker's ko
//    is an approach ko and the shape is not the one ruled on);
//  - points_without_capture: the two strings at the first empty point have that point as their
//    only liberty (mutual atari); the 'X' string may be larger than the stencil shows (extension).
std::vector<ShapeRuling> find_shape_rulings(const Position& pos, std::span<const Precedent* const> in_force);

}  // namespace kiyaku::parts
