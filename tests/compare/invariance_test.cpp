// Invariants every ruleset must satisfy, run over the whole Hana list: the 8 rotations and
// reflections and the colour swap give the transformed verdicts; pass-alive strings are alive;
// evaluating never changes the input position. A search visits moves in board order, so what
// fits in a budget can depend on the orientation: `undecided` is compared with nothing, and the
// test requires that decided verdicts were compared.
#include <catch2/catch.hpp>

#include <algorithm>
#include <boost/hana/unpack.hpp>
#include <tuple>

#include "compare/evaluate.hpp"
#include "kernel/benson.hpp"
#include "rulesets/all.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace {

using namespace kiyaku;

using AllRulesets = decltype(boost::hana::unpack(rulesets::all, [](auto... t) {
  return std::tuple<typename decltype(t)::type...>{};
}));

// Small records every text decides quickly (snapback, seki with a dame, direct ko, territory).
const char* const kRecords[] = {"j89-ref07-1", "j89-ex01", "j89-ref09-1", "j89-ref12"};

// Symmetry s (0-7: bit 0 mirror x, bit 1 mirror y, bit 2 transpose) of a square board.
Point map_point(const Board& b, Point p, int s) {
  Coord c = b.coord(p);
  const int n = b.width() - 1;
  if (s & 1) c.x = n - c.x;
  if (s & 2) c.y = n - c.y;
  if (s & 4) std::swap(c.x, c.y);
  return b.point(c);
}

Color map_color(Color c, bool swap) { return swap && is_stone(c) ? opponent(c) : c; }

io::Document transformed(const io::Document& doc, int s, bool swap) {
  const Board& from = doc.position.board();
  Board to(from.width(), from.height());
  for (Point p : from.points())
    if (is_stone(from.at(p))) to.set_stone(map_point(from, p, s), map_color(from.at(p), swap));
  io::Document out;
  out.id = doc.id;
  out.position = Position(to);
  out.position.set_to_move(map_color(doc.position.to_move(), swap));
  PointSet frame, open;
  doc.position.frame().for_each([&](Point p) { frame.insert(map_point(from, p, s)); });
  doc.position.open_area().for_each([&](Point p) { open.insert(map_point(from, p, s)); });
  out.position.set_frame(frame);
  out.position.set_open_area(open);
  out.info = doc.info;
  return out;
}

template <class R>
Outcome run(const io::Document& doc) {
  solver::Budget budget;
  budget.max_nodes = 200'000;
  return evaluate<R>(doc, Choices(R::choices()), budget);
}

}  // namespace

TEMPLATE_LIST_TEST_CASE("rotations, reflections and the colour swap give the transformed verdicts", "[invariance]",
                        AllRulesets) {
  const std::string id = GENERATE(from_range(std::begin(kRecords), std::end(kRecords)));
  // A stopped diagram does not say who moves next, and texts that play a region out then start
  // with Black by convention, which a colour swap cannot carry over: so the swap is tested on the
  // position with Black to move against its mirror image with White to move.
  io::Document doc = test::corpus_record(id);
  if (doc.position.to_move() == Color::empty) doc.position.set_to_move(Color::black);
  const Outcome base = run<TestType>(doc);
  const Board& b = doc.position.board();
  int compared = 0;
  for (int s = 0; s < 8; ++s)
    for (bool swap : {false, true}) {
      INFO(id << " symmetry " << s << (swap ? " with colours swapped" : ""));
      const io::Document t = transformed(doc, s, swap);
      const Outcome o = run<TestType>(t);
      REQUIRE(o.strings.size() == base.strings.size());
      for (const auto& v : base.strings) {
        const Point q = map_point(b, v.stones.front(), s);
        const auto it = std::find_if(o.strings.begin(), o.strings.end(), [&](const StringVerdict& w) {
          return std::find(w.stones.begin(), w.stones.end(), q) != w.stones.end();
        });
        REQUIRE(it != o.strings.end());
        CHECK(it->color == map_color(v.color, swap));
        if (it->status == Status::undecided || v.status == Status::undecided) continue;
        CHECK(it->status == v.status);
        ++compared;
      }
      const auto undecided = [](const Outcome& x) {
        return std::any_of(x.strings.begin(), x.strings.end(), [](const StringVerdict& v) { return v.status == Status::undecided; });
      };
      if (undecided(o) || undecided(base)) continue;  // territory rests on every status
      REQUIRE(o.points.size() == base.points.size());
      for (const auto& pv : base.points) {
        const Point q = map_point(b, pv.point, s);
        const auto it = std::find_if(o.points.begin(), o.points.end(), [&](const PointVerdict& w) { return w.point == q; });
        REQUIRE(it != o.points.end());
        PointClass want = pv.cls;
        if (swap && want == PointClass::black_territory) want = PointClass::white_territory;
        else if (swap && want == PointClass::white_territory) want = PointClass::black_territory;
        CHECK(it->cls == want);
      }
      if (o.result.kind == ResultKind::undecided || base.result.kind == ResultKind::undecided) continue;
      CHECK(o.result.kind == base.result.kind);
      CHECK(o.result.winner == map_color(base.result.winner, swap));
    }
  CHECK(compared > 0);
}

TEMPLATE_LIST_TEST_CASE("pass-alive strings are alive and evaluation leaves the input untouched", "[invariance]",
                        AllRulesets) {
  const std::string id = "j89-ref06-1";  // its black group has two one-point eyes: pass-alive
  const io::Document& doc = test::corpus_record(id);
  const Board before = doc.position.board();
  const std::size_t history = doc.position.history().size();
  const Outcome o = run<TestType>(doc);
  CHECK(identical(doc.position.board(), before));
  CHECK(doc.position.history().size() == history);
  const PointSet alive = pass_alive(before, Color::black).stones | pass_alive(before, Color::white).stones;
  int checked = 0;
  for (const auto& v : o.strings) {
    if (!alive.contains(v.stones.front())) continue;
    ++checked;
    CHECK((v.status == Status::alive || v.status == Status::seki));
  }
  CHECK(checked > 0);
}
