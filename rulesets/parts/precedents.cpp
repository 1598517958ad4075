#include "rulesets/parts/precedents.hpp"

#include <algorithm>
#include <optional>

namespace kiyaku::parts {

namespace {

// One of the 8 placements of a corner stencil: the corner, the direction of its columns and
// rows, and whether stencil columns run along board rows (the reflection in the diagonal).
struct Orientation {
  int x0, y0, dx, dy;
  bool transpose;
};

std::vector<Orientation> orientations(const Board& b) {
  std::vector<Orientation> out;
  for (int corner = 0; corner < 4; ++corner) {
    const bool right = corner & 1, bottom = corner & 2;
    for (bool transpose : {false, true})
      out.push_back({right ? b.width() - 1 : 0, bottom ? b.height() - 1 : 0, right ? -1 : 1, bottom ? -1 : 1, transpose});
  }
  return out;
}

std::optional<Point> cell_point(const Board& b, const Orientation& o, int col, int row) {
  const int c = o.transpose ? row : col, r = o.transpose ? col : row;
  const int x = o.x0 + o.dx * c, y = o.y0 + o.dy * r;
  if (!b.contains(x, y)) return std::nullopt;
  return b.point(x, y);
}

std::optional<StencilMatch> match_at(const Position& pos, const CornerStencil& s, const Orientation& o, Color x) {
  const Board& b = pos.board();
  StencilMatch m;
  m.x = x;
  for (std::size_t row = 0; row < s.rows.size(); ++row)
    for (std::size_t col = 0; col < s.rows[row].size(); ++col) {
      const char cell = s.rows[row][col];
      if (cell == '?') continue;
      const auto p = cell_point(b, o, static_cast<int>(col), static_cast<int>(row));
      if (!p || pos.open_area().contains(*p)) return std::nullopt;
      const Color want = cell == 'X' ? x : cell == 'O' ? opponent(x) : Color::empty;
      if (b.at(*p) != want) return std::nullopt;
      (cell == 'X' ? m.x_points : cell == 'O' ? m.o_points : m.empty_points).push_back(*p);
    }
  return m;
}

PointSet as_set(const std::vector<Point>& points) {
  PointSet s;
  for (Point p : points) s.insert(p);
  return s;
}

PointSet chains_at(const Board& b, const std::vector<Point>& points) {
  PointSet s;
  for (Point p : points) s |= b.chain(p);
  return s;
}

// dead_shape: the 'O' group must have no liberty outside the stencil's interior.
std::optional<ShapeRuling> rule_dead_shape(const Board& b, const Precedent& prec, const StencilMatch& m) {
  const PointSet interior = as_set(m.x_points) | as_set(m.empty_points);
  const PointSet group = chains_at(b, m.o_points);
  bool enclosed = true;
  group.for_each([&](Point s) {
    for (Point n : b.neighbours(s))
      if (b.at(n) == Color::empty && !interior.contains(n)) enclosed = false;
  });
  if (!enclosed) return std::nullopt;
  ShapeRuling r{&prec, m.x, group, chains_at(b, m.x_points), {}, Color::empty, 0};
  return r;
}

// points_without_capture: mutual atari at the first empty point; the 'X' string's size sets the credit.
std::optional<ShapeRuling> rule_points(const Board& b, const Precedent& prec, const StencilMatch& m) {
  if (m.empty_points.empty() || m.x_points.empty()) return std::nullopt;
  const Point shared = m.empty_points.front();
  PointSet stay;
  for (Point n : b.neighbours(shared)) {
    if (!is_stone(b.at(n))) continue;
    const PointSet libs = b.liberties(n);
    if (libs.size() != 1 || !libs.contains(shared)) return std::nullopt;
    stay |= b.chain(n);
  }
  const int stones = b.chain_size(m.x_points.front());
  if (stones < prec.base_stones || !stay.contains(m.x_points.front())) return std::nullopt;
  const int points = prec.points + prec.points_per_extra_stone * (stones - prec.base_stones);
  return ShapeRuling{&prec, m.x, {}, {}, stay, opponent(m.x), points};
}

}  // namespace

std::vector<StencilMatch> match_corner_stencil(const Position& pos, const CornerStencil& stencil) {
  std::vector<StencilMatch> out;
  for (const Orientation& o : orientations(pos.board()))
    for (Color x : {Color::black, Color::white}) {
      auto m = match_at(pos, stencil, o, x);
      if (!m) continue;
      const bool seen = std::any_of(out.begin(), out.end(), [&](const StencilMatch& e) {
        return e.x == m->x && as_set(e.x_points) == as_set(m->x_points) && as_set(e.o_points) == as_set(m->o_points) &&
               as_set(e.empty_points) == as_set(m->empty_points);
      });
      if (!seen) out.push_back(std::move(*m));
    }
  return out;
}

std::vector<ShapeRuling> find_shape_rulings(const Position& pos, std::span<const Precedent* const> in_force) {
  std::vector<ShapeRuling> out;
  const Board& b = pos.board();
  for (const Precedent* prec : in_force) {
    if (prec->kind == PrecedentKind::ko_reinforcement || prec->shape.rows.empty()) continue;
    for (const StencilMatch& m : match_corner_stencil(pos, prec->shape)) {
      auto r = prec->kind == PrecedentKind::dead_shape ? rule_dead_shape(b, *prec, m) : rule_points(b, *prec, m);
      if (r) out.push_back(std::move(*r));
    }
  }
  return out;
}

}  // namespace kiyaku::parts
