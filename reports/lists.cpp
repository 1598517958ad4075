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

}  // namespace kiyaku::reports
