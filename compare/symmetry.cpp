#include "compare/symmetry.hpp"

#include <algorithm>
#include <sstream>
#include <utility>

#include "kernel/vertex.hpp"

namespace kiyaku {

namespace {

// Where a fragment's cells land: its corners are mapped, and its open edges turn with the board.
io::Placement map_placement(const Board& b, const io::Placement& f, Symmetry s) {
  const Point a = map_point(b, b.point({f.x0, f.y0}), s);
  const Point z = map_point(b, b.point({f.x0 + f.cols - 1, f.y0 + f.rows - 1}), s);
  io::Placement out = f;
  out.x0 = std::min(b.coord(a).x, b.coord(z).x);
  out.y0 = std::min(b.coord(a).y, b.coord(z).y);
  if (s.index & 1) std::swap(out.open_left, out.open_right);
  if (s.index & 2) std::swap(out.open_top, out.open_bottom);
  if (s.transposes()) {
    std::swap(out.cols, out.rows);
    std::swap(out.open_left, out.open_top);
    std::swap(out.open_right, out.open_bottom);
  }
  return out;
}

PointSet map_set(const Board& b, const PointSet& set, Symmetry s) {
  PointSet out;
  set.for_each([&](Point p) { out.insert(map_point(b, p, s)); });
  return out;
}

Position map_position(const Position& from, Symmetry s) {
  const Board& b = from.board();
  Board to(b.width(), b.height());
  for (Point p : b.points())
    if (is_stone(b.at(p))) to.set_stone(map_point(b, p, s), map_color(b.at(p), s));
  Position out(std::move(to));
  out.set_to_move(map_color(from.to_move(), s));
  for (Color c : {Color::black, Color::white}) out.add_prisoners(map_color(c, s), from.prisoners_taken_by(c));
  out.set_frame(map_set(b, from.frame(), s));
  out.set_open_area(map_set(b, from.open_area(), s));
  out.set_beyond(from.beyond());
  out.set_assumed_alive(map_set(b, from.assumed_alive(), s));
  out.set_looks_dead(map_set(b, from.looks_dead(), s));
  return out;
}

PointClass map_class(PointClass c, Symmetry s) {
  if (!s.swap_colours) return c;
  if (c == PointClass::black_territory) return PointClass::white_territory;
  if (c == PointClass::white_territory) return PointClass::black_territory;
  return c;
}

std::string life(Status s) { return s == Status::dead ? "dead" : "living"; }

bool undecided(const Outcome& o) {
  return std::any_of(o.strings.begin(), o.strings.end(),
                     [](const StringVerdict& v) { return v.status == Status::undecided; });
}

// Collects the differences of one comparison, each named in the original's coordinates.
class Differences {
 public:
  Differences(const Board& b, Symmetry s, SymmetryCheck& out) : b_(b), s_(s), out_(out) {}

  template <class T>
  void expect(const std::string& what, const T& base, const T& moved) {
    ++out_.compared;
    if (base == moved) return;
    std::ostringstream line;
    line << what << ": " << base << " here, " << moved << " under " << s_.name();
    out_.differences.push_back(line.str());
  }
  std::string at(Point p) const { return gtp_vertex(b_, p); }

 private:
  const Board& b_;
  Symmetry s_;
  SymmetryCheck& out_;
};

// Where some status is undecided in either, only life is compared: alive and seki differ by the
// dame next to a string (1989 Art. 8), and an undecided neighbour decides whether a point is dame.
void compare_strings(const Board& b, const Outcome& base, const Outcome& moved, Symmetry s, Differences& d) {
  const bool settled = !undecided(base) && !undecided(moved);
  for (const StringVerdict& v : base.strings) {
    const Point q = map_point(b, v.stones.front(), s);
    const auto it = std::find_if(moved.strings.begin(), moved.strings.end(), [&](const StringVerdict& w) {
      return std::find(w.stones.begin(), w.stones.end(), q) != w.stones.end();
    });
    const std::string name = "string " + d.at(v.stones.front());
    if (it == moved.strings.end()) {
      d.expect(name, std::string("judged"), std::string("not judged"));
      continue;
    }
    d.expect(name + " colour", std::string(color_name(map_color(v.color, s))), std::string(color_name(it->color)));
    d.expect(name + " size", v.stones.size(), it->stones.size());
    if (v.status == Status::undecided || it->status == Status::undecided) continue;
    if (settled)
      d.expect(name + " status", std::string(status_name(v.status)), std::string(status_name(it->status)));
    else
      d.expect(name + " life", life(v.status), life(it->status));
  }
}

void compare_points(const Board& b, const Outcome& base, const Outcome& moved, Symmetry s, Differences& d) {
  for (const PointVerdict& pv : base.points) {
    const Point q = map_point(b, pv.point, s);
    const auto it =
        std::find_if(moved.points.begin(), moved.points.end(), [&](const PointVerdict& w) { return w.point == q; });
    const std::string name = "point " + d.at(pv.point);
    const std::string want(point_class_name(map_class(pv.cls, s)));
    d.expect(name, want, it == moved.points.end() ? std::string("not judged") : std::string(point_class_name(it->cls)));
  }
}

void compare_score(const Outcome& base, const Outcome& moved, Symmetry s, Differences& d) {
  // Komi is White's, negated with the colours (transformed()): the totals are compared without it.
  const double base_black = base.score.total_black, base_white = base.score.total_white - base.score.komi;
  double moved_black = moved.score.total_black, moved_white = moved.score.total_white - moved.score.komi;
  if (s.swap_colours) std::swap(moved_black, moved_white);
  d.expect("black's count", base_black, moved_black);
  d.expect("white's count before komi", base_white, moved_white);
}

void compare_result(const Outcome& base, const Outcome& moved, Symmetry s, Differences& d) {
  const ResultVerdict& a = base.result;
  const ResultVerdict& m = moved.result;
  if (a.kind == ResultKind::undecided || m.kind == ResultKind::undecided) return;
  d.expect("result", std::string(result_kind_name(a.kind)), std::string(result_kind_name(m.kind)));
  d.expect("winner", std::string(color_name(map_color(a.winner, s))), std::string(color_name(m.winner)));
  d.expect("margin", a.margin, m.margin);
}

}  // namespace

std::optional<io::Document> transformed(const io::Document& doc, Symmetry s, std::string& why) {
  const Position& from = doc.position;
  if (s.transposes() && from.board().width() != from.board().height())
    why = "a rectangular board has no transposition";
  else if (from.history().size() > 1 || doc.illegal)
    why = "it carries a record of moves, which is not transformed";
  else if (from.board().ko_point() != kNoPoint)
    why = "it carries a simple-ko ban, which is not transformed";
  if (!why.empty()) return std::nullopt;
  io::Document out;
  out.format = doc.format;
  out.file = doc.file;
  out.id = doc.id;
  out.title = doc.title;
  out.position = map_position(from, s);
  out.info = doc.info;
  if (s.swap_colours && out.info.komi) out.info.komi = -*out.info.komi;
  if (doc.fragment) out.fragment = map_placement(from.board(), *doc.fragment, s);
  return out;
}

io::Document starting_point(const io::Document& doc, Symmetry s) {
  io::Document out = doc;
  if (s.swap_colours && out.position.to_move() == Color::empty) out.position.set_to_move(Color::black);
  return out;
}

SymmetryRun check_symmetries(const io::Document& doc, const std::vector<Outcome>& judged, const JudgeAll& judge) {
  const Board& board = doc.position.board();
  SymmetryRun run;
  run.checks.resize(judged.size());
  std::optional<std::vector<Outcome>> black_to_move;  // for the colour swaps of a stopped position
  for (const Symmetry s : board_symmetries(board)) {
    const io::Document from = starting_point(doc, s);
    const bool own_start = from.position.to_move() != doc.position.to_move();
    if (own_start && !black_to_move) black_to_move = judge(from);
    std::string why;
    const auto moved = transformed(from, s, why);
    if (!moved) {
      run.skipped.push_back(s.name() + ": " + why);
      continue;
    }
    ++run.transforms;
    const std::vector<Outcome> moved_outcomes = judge(*moved);
    const std::vector<Outcome>& base = own_start ? *black_to_move : judged;
    for (std::size_t i = 0; i < judged.size(); ++i) {
      SymmetryCheck c = compare_transformed(board, base[i], moved_outcomes[i], s);
      run.checks[i].compared += c.compared;
      for (auto& d : c.differences) run.checks[i].differences.push_back(std::move(d));
    }
  }
  return run;
}

SymmetryCheck compare_transformed(const Board& original, const Outcome& base, const Outcome& moved, Symmetry s) {
  SymmetryCheck out;
  Differences d(original, s, out);
  compare_strings(original, base, moved, s, d);
  if (!undecided(base) && !undecided(moved)) {
    compare_points(original, base, moved, s, d);
    compare_score(base, moved, s, d);
  }
  compare_result(base, moved, s, d);
  return out;
}

}  // namespace kiyaku
