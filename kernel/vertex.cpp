#include "kernel/vertex.hpp"

#include <cctype>

namespace kiyaku {

char gtp_column_letter(int x) { return static_cast<char>('A' + x + (x >= 8 ? 1 : 0)); }

std::string gtp_vertex(const Board& b, Point p) {
  if (p == kNoPoint) return "pass";
  const Coord c = b.coord(p);
  return gtp_column_letter(c.x) + std::to_string(b.height() - c.y);
}

std::optional<Point> parse_gtp_vertex(const Board& b, std::string_view text) {
  if (text.size() < 2) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  if (text[1] == '0') return std::nullopt;  // "C03" or "C0": rows are written without leading zeros
  const int x = letter - 'A' - (letter > 'I' ? 1 : 0);
  int row = 0;
  for (char ch : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(ch)) || row > 100) return std::nullopt;
    row = row * 10 + (ch - '0');
  }
  const int y = b.height() - row;
  if (!b.contains(x, y)) return std::nullopt;
  return b.point(x, y);
}

}  // namespace kiyaku
