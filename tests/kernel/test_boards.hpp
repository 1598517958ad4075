// Boards for tests, written as pictures a reviewer can check by eye.
//
//   const Board b = board_from({"X.O..",
//                               ".XO..",
//                               "....."});   // 5 wide, 3 high
//
// Rows run top to bottom (row 0 = y 0), columns left to right (x). 'X' is black, 'O' is
// white, '.' is empty. Any other character except 'x'/'o' (likely typos) and spaces is an
// empty point carrying a label, so one picture can name points too: marked(b, rows, 'a').
// Bad pictures (no rows, ragged rows, a size outside 2-25, lower-case x/o) throw
// std::invalid_argument, so a typo fails the test instead of testing another position.
#pragma once
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::test {

using Picture = std::vector<std::string_view>;

inline void check_picture(const Picture& rows) {
  if (rows.empty()) throw std::invalid_argument("test picture has no rows");
  for (std::string_view row : rows) {
    if (row.size() != rows.front().size())
      throw std::invalid_argument("test picture rows differ in length: '" + std::string(row) + "'");
    for (char ch : row)
      if (ch == 'x' || ch == 'o' || ch == ' ')
        throw std::invalid_argument("test picture has '" + std::string(1, ch) + "': use X, O or '.'");
  }
}

inline Color picture_color(char ch) { return ch == 'X' ? Color::black : ch == 'O' ? Color::white : Color::empty; }

inline constexpr Color B = Color::black;
inline constexpr Color W = Color::white;

// The point a GTP vertex names ("D4"); the vertex must be on the board.
inline Point at(const Board& b, const char* vertex) { return *parse_gtp_vertex(b, vertex); }

// The board of the picture, set up stone by stone (no captures, no undo history).
inline Board board_from(const Picture& rows) {
  check_picture(rows);
  Board b(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].size(); ++x)
      if (const Color c = picture_color(rows[y][x]); c != Color::empty)
        b.set_stone(b.point(static_cast<int>(x), static_cast<int>(y)), c);
  return b;
}

// The points where `rows` (same size as `b`) shows `label`.
inline PointSet marked(const Board& b, const Picture& rows, char label) {
  check_picture(rows);
  if (static_cast<int>(rows.size()) != b.height() || static_cast<int>(rows.front().size()) != b.width())
    throw std::invalid_argument("marked(): picture and board differ in size");
  PointSet out;
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].size(); ++x)
      if (rows[y][x] == label) out.insert(b.point(static_cast<int>(x), static_cast<int>(y)));
  return out;
}

// The one point labelled `label` (throws unless exactly one is).
inline Point point_at(const Board& b, const Picture& rows, char label) {
  const auto points = marked(b, rows, label).to_vector();
  if (points.size() != 1)
    throw std::invalid_argument("point_at(): label '" + std::string(1, label) + "' is not on exactly one point");
  return points.front();
}

// The board as a picture again ('X', 'O', '.'), for failure messages and round trips.
inline std::vector<std::string> picture_of(const Board& b) {
  std::vector<std::string> rows;
  for (int y = 0; y < b.height(); ++y) {
    std::string row;
    for (int x = 0; x < b.width(); ++x) {
      const Color c = b.at(b.point(x, y));
      row += c == Color::black ? 'X' : c == Color::white ? 'O' : '.';
    }
    rows.push_back(row);
  }
  return rows;
}

// A point set drawn on the board: `mark` where the set holds a point, '.' elsewhere.
// Compare with CHECK(map_of(b, set) == Rows{...}) so a failure prints both maps.
inline std::vector<std::string> map_of(const Board& b, const PointSet& set, char mark = '#') {
  std::vector<std::string> rows;
  for (int y = 0; y < b.height(); ++y) {
    std::string row;
    for (int x = 0; x < b.width(); ++x) row += set.contains(b.point(x, y)) ? mark : '.';
    rows.push_back(row);
  }
  return rows;
}

using Rows = std::vector<std::string>;

}  // namespace kiyaku::test
