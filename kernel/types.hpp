// Rule-neutral vocabulary shared by every layer: colours, points, moves.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace kiyaku {

enum class Color : std::uint8_t { empty = 0, black = 1, white = 2, border = 3 };

constexpr Color opponent(Color c) noexcept { return c == Color::black ? Color::white : Color::black; }
constexpr bool is_stone(Color c) noexcept { return c == Color::black || c == Color::white; }
constexpr int color_index(Color c) noexcept { return c == Color::black ? 0 : 1; }
constexpr char color_letter(Color c) noexcept { return c == Color::black ? 'B' : c == Color::white ? 'W' : '.'; }
constexpr std::string_view color_name(Color c) noexcept {
  switch (c) {
    case Color::black: return "black";
    case Color::white: return "white";
    case Color::empty: return "empty";
    default: return "border";
  }
}

// Index into the padded one-dimensional board (see board.hpp). Index 0 is always border,
// so it doubles as "no point" and as the pass move.
using Point = std::uint16_t;
inline constexpr Point kNoPoint = 0;

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 25;
// (height + 2) rows of stride (width + 1), plus one trailing sentinel.
inline constexpr int kMaxPoints = (kMaxSize + 2) * (kMaxSize + 1) + 1;

// Board coordinates as people and files write them: x = column from the left, y = row from
// the top, both 0-based. GTP vertices number rows from the bottom; see gtp_vertex().
struct Coord {
  int x = 0;
  int y = 0;
  friend bool operator==(Coord, Coord) = default;
};

struct Move {
  Color color = Color::black;
  Point point = kNoPoint;  // kNoPoint = pass
  constexpr bool is_pass() const noexcept { return point == kNoPoint; }
  friend bool operator==(Move, Move) = default;
};

}  // namespace kiyaku
