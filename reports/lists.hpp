// Lists in report text: parts joined by a separator, stones as GTP vertices.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku::reports {

// The parts with `sep` between them; a separator follows only text already written, so leading
// empty parts add nothing.
std::string join(const std::vector<std::string>& parts, std::string_view sep);

// "D4 E5": the stones as GTP vertices, space-separated.
std::string vertex_list(const Board& b, const std::vector<Point>& stones);

// "B D4 W E5": the moves with their colours, `sep` between them; "none" for no move.
std::string move_list(const Board& b, const std::vector<Move>& moves, std::string_view sep = " ");

}  // namespace kiyaku::reports
