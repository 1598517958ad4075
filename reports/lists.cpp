#include "reports/lists.hpp"

#include "kernel/vertex.hpp"

namespace kiyaku::reports {

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (const auto& p : parts) {
    if (!out.empty()) out += sep;
    out += p;
  }
  return out;
}

std::string vertex_list(const Board& b, const std::vector<Point>& stones) {
  std::vector<std::string> vertices;
  vertices.reserve(stones.size());
  for (Point p : stones) vertices.push_back(gtp_vertex(b, p));
  return join(vertices, " ");
}

std::string move_list(const Board& b, const std::vector<Move>& moves, std::string_view sep) {
  std::vector<std::string> parts;
  parts.reserve(moves.size());
  for (const Move& m : moves) parts.push_back((m.color == Color::black ? "B " : "W ") + gtp_vertex(b, m.point));
  return parts.empty() ? "none" : join(parts, sep);
}

}  // namespace kiyaku::reports
