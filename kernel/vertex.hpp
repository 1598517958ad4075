// GTP vertices ("D4"): columns A-Z without I, row 1 at the bottom. Used in every output.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "kernel/board.hpp"

namespace kiyaku {

char gtp_column_letter(int x);                                                 // 0 -> 'A', 8 -> 'J' (no I)
std::string gtp_vertex(const Board& b, Point p);                               // "pass" for kNoPoint
std::optional<Point> parse_gtp_vertex(const Board& b, std::string_view text);  // case-insensitive

}  // namespace kiyaku
