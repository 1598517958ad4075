#include <catch2/catch.hpp>

#include <string>

#include "compare/evaluate.hpp"
#include "kernel/io/diagram.hpp"
#include "rulesets/nihonkiin1949.hpp"
#include "rulesets/parts/precedents.hpp"
#include "tests/corpus/corpus_record.hpp"
#include "tests/kernel/test_boards.hpp"
#include "tests/rulesets/bent_four.hpp"

namespace {

using kiyaku::Color;
using kiyaku::NihonKiin1949;
using kiyaku::test::board_from;

// 取らず三目 (1989 死活例1) in the top left corner of a 9x9 board.
const kiyaku::test::Picture kTorazu = {".XXO.....", "OXXO.....", "XOOO.....", "XXX......", ".........",
                                       ".........", ".........", ".........", "........."};

// The picture transformed by one of the 8 symmetries of the square, optionally with colours swapped.
std::vector<std::string> transformed(const kiyaku::test::Picture& p, int symmetry, bool swap) {
  const int n = static_cast<int>(p.size());
  std::vector<std::string> out(static_cast<std::size_t>(n), std::string(static_cast<std::size_t>(n), '.'));
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      int u = symmetry & 4 ? y : x, v = symmetry & 4 ? x : y;
      if (symmetry & 1) u = n - 1 - u;
      if (symmetry & 2) v = n - 1 - v;
      char ch = p[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (swap && ch != '.') ch = ch == 'X' ? 'O' : 'X';
      out[static_cast<std::size_t>(v)][static_cast<std::size_t>(u)] = ch;
    }
  return out;
}

kiyaku::Position position_of(const std::vector<std::string>& rows) {
  return kiyaku::Position(board_from(kiyaku::test::Picture(rows.begin(), rows.end())));
}

const kiyaku::parts::Precedent& precedent(std::string_view id) {
  for (const auto& p : NihonKiin1949::precedents())
    if (p.id == id) return p;
  throw std::logic_error("no precedent " + std::string(id));
}

std::vector<kiyaku::parts::ShapeRuling> rulings(const kiyaku::Position& pos, std::string_view id) {
  const kiyaku::parts::Precedent* p = &precedent(id);
  return kiyaku::parts::find_shape_rulings(pos, std::span<const kiyaku::parts::Precedent* const>(&p, 1));
}

kiyaku::Outcome evaluate_text(const std::string& text, const std::string& precedents = "P1+P2+P3") {
  auto docs = kiyaku::io::read_diagram_corpus(text, "test");
  REQUIRE(docs.size() == 1);
  kiyaku::Choices c(NihonKiin1949::choices());
  c.set("precedents", precedents);
  return kiyaku::evaluate<NihonKiin1949>(docs.front(), c, kiyaku::solver::Budget{});
}

constexpr const char* kTorazuRecord = R"(id: torazu
size: 19
to_move: none
board:
┌●●○┬
○●●○┼
●○○○┼
●●●┼┼
├┼┼┼┼
)";

using kiyaku::test::kBentFourRecord;

}  // namespace

TEST_CASE("the torazu precedent finds its shape in all eight orientations and both colours",
          "[rulesets][nihonkiin1949]") {
  for (int symmetry = 0; symmetry < 8; ++symmetry)
    for (bool swap : {false, true}) {
      INFO("symmetry " << symmetry << (swap ? ", colours swapped" : ""));
      const auto found = rulings(position_of(transformed(kTorazu, symmetry, swap)), "P2");
      REQUIRE(found.size() == 1);
      CHECK(found.front().credited == (swap ? Color::black : Color::white));
      CHECK(found.front().points == 3);
      CHECK(found.front().stay.size() == 5);  // the clump of four and the lone stone
    }
}

TEST_CASE("a torazu clump of one more stone is credited two more points", "[rulesets][nihonkiin1949]") {
  const auto found = rulings(position_of({".XXXO....", "OXXOO....", "XOO......", "XX.......", ".........", ".........",
                                          ".........", ".........", "........."}),
                             "P2");
  REQUIRE(found.size() == 1);
  CHECK(found.front().points == 5);
}

TEST_CASE("the torazu precedent needs the mutual atari at the corner point", "[rulesets][nihonkiin1949]") {
  // The lone white stone has a second liberty: an ordinary position, not the precedent's shape.
  CHECK(rulings(position_of({".XXO.....", "OXXO.....", ".OOO.....", "XXX......", ".........", ".........", ".........",
                             ".........", "........."}),
                "P2")
            .empty());
}

TEST_CASE("bent four is not the precedent's shape while the defender keeps an outside liberty",
          "[rulesets][nihonkiin1949]") {
  const std::vector<std::string> closed = {"XXX.OX...", ".OOOOX...", "OOXXXX...", "XXX......", ".........",
                                           ".........", ".........", ".........", "........."};
  std::vector<std::string> open = closed;
  open[3][0] = '.';  // the white stone at (0,2) gains a liberty below it
  CHECK(rulings(position_of(closed), "P1").size() == 1);
  CHECK(rulings(position_of(open), "P1").empty());
}

TEST_CASE("1949 credits 取らず三目 to the surrounding side and no longer does without precedent 2",
          "[rulesets][nihonkiin1949]") {
  const auto with = evaluate_text(kTorazuRecord);
  CHECK(with.score.total_white - with.score.total_black == 3);
  CHECK(with.result.kind == kiyaku::ResultKind::win);
  CHECK(with.result.winner == Color::white);
  const auto without = evaluate_text(kTorazuRecord, "P1+P3");
  CHECK(without.score.total_white - without.score.total_black == 0);
  for (const auto& s : without.strings) CHECK(s.articles.front() != "P2");
}

TEST_CASE("1949 cites precedent 1 for bent four only while it is in force", "[rulesets][nihonkiin1949]") {
  auto cites_p1 = [](const kiyaku::Outcome& o) {
    for (const auto& s : o.strings)
      if (s.color == Color::white && s.status == kiyaku::Status::dead && s.articles.front() == "P1") return true;
    return false;
  };
  CHECK(cites_p1(evaluate_text(kBentFourRecord)));
  CHECK_FALSE(cites_p1(evaluate_text(kBentFourRecord, "P2+P3")));
}

TEST_CASE("1949 lists every precedent id as a value of its precedents choice", "[rulesets][nihonkiin1949]") {
  const auto& spec = NihonKiin1949::choices().front();
  REQUIRE(spec.name == "precedents");
  for (const auto& p : NihonKiin1949::precedents())
    CHECK(std::string(spec.values.front()).find(p.id) != std::string::npos);
}

// A string decided on the nodes the position's other searches left unspent (a game record's
// budget, Budget::unspent_shares) has its kos-or-cycle questions asked on as many: at the status
// budget alone they run out where the status search needed more (parts::question_budget). White's
// lone stone in Black's walled area needs some 20,000 nodes; the four pass-alive groups beside it
// make the position's budget five searches' worth.
TEST_CASE("1949 asks whether a verdict turns on kos on the budget the verdict took", "[rulesets][nihonkiin1949]") {
  kiyaku::io::Document doc;
  doc.position =
      kiyaku::Position(board_from({"X.X.X.X.X.X..", "XXXXX.XXXXX..", ".............", "..........XXX", "..........X.X",
                                   "..........XXX", "XXXXXX....X.X", "X....X....XXX", "X.O..X.......", "X....X.......",
                                   "X....X.......", "XXXXXX.......", ".X.X.X......."}));
  const kiyaku::Point white = doc.position.board().point(2, 8);
  const kiyaku::Choices c(NihonKiin1949::choices());
  auto verdict = [&](const kiyaku::Outcome& o) {
    for (const auto& s : o.strings)
      if (s.stones.front() == white) return s;
    FAIL("no verdict for White's stone");
    return kiyaku::StringVerdict{};
  };
  kiyaku::solver::Budget alone{5'000};
  kiyaku::solver::Budget pooled = alone;
  pooled.unspent_shares = 4;
  CHECK(verdict(kiyaku::evaluate<NihonKiin1949>(doc, c, alone)).status == kiyaku::Status::undecided);
  const kiyaku::StringVerdict v = verdict(kiyaku::evaluate<NihonKiin1949>(doc, c, pooled));
  CHECK(v.status == kiyaku::Status::dead);
  CHECK(v.reason.find("turns on kos") == std::string::npos);
}
