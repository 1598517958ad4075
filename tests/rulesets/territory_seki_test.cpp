// Art. 8's seki stones (rulesets/parts/territory.cpp) when some string is still undecided: an
// undecided string counts as live until decided, so a seki that rests on it is not reported. And
// the conventional definition, under which only a dame neither side can fill makes seki. And
// dead stones in a dame region, left by the 1989 text and removed by the 1949 custom.
#include <catch2/catch.hpp>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "kernel/position.hpp"
#include "rulesets/parts/territory.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

// One verdict per string, its status given by the label of any of its stones in `labels`.
parts::StatusMap statuses(const Board& b, const test::Picture& labels, const std::map<char, Status>& by_label) {
  parts::StatusMap out;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || out.index[p] >= 0) continue;
    StringVerdict v;
    v.color = b.at(p);
    b.for_each_stone(p, [&](Point s) { v.stones.push_back(s); });
    const Coord at = b.coord(p);
    v.status = by_label.at(labels[static_cast<std::size_t>(at.y)][static_cast<std::size_t>(at.x)]);
    for (Point s : v.stones) out.index[s] = static_cast<std::int16_t>(out.strings.size());
    out.strings.push_back(std::move(v));
  }
  return out;
}

Status after_article_8(const Board& b, parts::StatusMap& s, Point p, parts::SekiDame seki_dame = parts::SekiDame::any) {
  parts::TerritoryOptions o;
  o.seki_dame = seki_dame;
  parts::eyes_of_non_seki_living(Position(b), s, o);
  return s.status(p);
}

const std::map<char, Status> kLiveAndDead = {{'a', Status::alive}, {'d', Status::dead}};

}  // namespace

TEST_CASE("a seki that rests on an undecided string is withheld, one that does not is kept", "[territory][seki]") {
  // The black string shares a dame with each white string. With the left one undecided, the right
  // one's dame alone makes Black's string seki for sure.
  const test::Picture rows = {"O.X.O", "O.X.O"};
  const test::Picture labels = {"u.a.a", "u.a.a"};
  const Board b = test::board_from(rows);
  auto s = statuses(b, labels, {{'u', Status::undecided}, {'a', Status::alive}});
  CHECK(after_article_8(b, s, b.point(2, 0)) == Status::seki);
  CHECK(s.status(b.point(4, 0)) == Status::seki);
  CHECK(s.status(b.point(0, 0)) == Status::undecided);

  // Without the right one, Black's only dame rests on the undecided string: were it dead, the
  // points beside it would be Black's. Black's string is withheld, and says why.
  const test::Picture short_rows = {"O.X", "O.X"};
  const Board c = test::board_from(short_rows);
  auto t = statuses(c, {"u.a", "u.a"}, {{'u', Status::undecided}, {'a', Status::alive}});
  CHECK(after_article_8(c, t, c.point(2, 0)) == Status::undecided);
  CHECK(t.at(c.point(2, 0))->reason.find("Art. 8") != std::string::npos);

  // Decided, the same stones are in seki.
  auto decided = statuses(c, {"u.a", "u.a"}, {{'u', Status::alive}, {'a', Status::alive}});
  CHECK(after_article_8(c, decided, c.point(2, 0)) == Status::seki);
}

namespace {

// The statuses after Art. 8 of the black string at (0, 0) and the white one at (2, 0).
std::pair<Status, Status> pair_after_article_8(const test::Picture& rows, const test::Picture& labels,
                                               parts::SekiDame seki_dame) {
  const Board b = test::board_from(rows);
  auto s = statuses(b, labels, kLiveAndDead);
  after_article_8(b, s, b.point(0, 0), seki_dame);
  return {s.status(b.point(0, 0)), s.status(b.point(2, 0))};
}

}  // namespace

TEST_CASE("under the conventional definition only a dame neither side can fill makes seki", "[territory][seki]") {
  using parts::SekiDame;
  const std::pair seki{Status::seki, Status::seki};
  const std::pair alive{Status::alive, Status::alive};
  // Both strings' two liberties are shared: a stone on either dame leaves its string one liberty.
  CHECK(pair_after_article_8({"X.O", "X.O"}, {"a.a", "a.a"}, SekiDame::unfillable) == seki);

  // Black has two eyes and White liberties of its own: either side fills the dame and keeps two,
  // so neither string is in seki; Art. 8 read as written makes both seki all the same.
  const test::Picture open_rows = {"X.O.", "XXO.", ".XO.", "XXO.", ".XO."};
  const test::Picture open_labels = {"a.a.", "aaa.", ".aa.", "aaa.", ".aa."};
  CHECK(pair_after_article_8(open_rows, open_labels, SekiDame::unfillable) == alive);
  CHECK(pair_after_article_8(open_rows, open_labels, SekiDame::any) == seki);

  // White's stone on a dame keeps two liberties but leaves Black's string in atari with no 手入れ:
  // an attack, not a fill. Where the text's statuses call both strings alive (a 万年劫, whoever
  // starts dies), the dame stay unfilled and the strings are in seki.
  CHECK(pair_after_article_8({"X.O.", "X.OO", "XXOO"}, {"a.a.", "a.aa", "aaaa"}, SekiDame::unfillable) == seki);

  // A fill is judged with the dead stones of White's region lifted. On the board as it stands
  // the dead black stone takes White's second liberty, and neither side could fill.
  const test::Picture dead_rows = {"X.OX.", "XXOOO", ".XOOO", "XXOOO", ".XOOO"};
  const test::Picture dead_labels = {"a.ad.", "aaaaa", ".aaaa", "aaaaa", ".aaaa"};
  CHECK(pair_after_article_8(dead_rows, dead_labels, SekiDame::unfillable) == alive);
}

// A dead stone in a region that is nobody's territory: the 1989 text removes only the dead stones
// inside territory (Art. 10-1), so it stays; the 1949 custom removes dead stones as they stand, so
// it goes to its remover's prisoners and its point is dame.
TEST_CASE("a dead stone in a dame region stays under Art. 10-1 and is removed by the 1949 custom", "[territory]") {
  const test::Picture rows = {"XX.OO", "XO.OO", "XX.OO"};
  const test::Picture labels = {"aa.aa", "ad.aa", "aa.aa"};
  const Board b = test::board_from(rows);
  const Point dead = b.point(1, 1);
  const auto class_of = [&](const parts::TerritoryMap& t) -> std::optional<PointClass> {
    for (const auto& v : t.points)
      if (v.point == dead) return v.cls;
    return std::nullopt;
  };
  parts::TerritoryOptions o;
  auto s = statuses(b, labels, kLiveAndDead);
  const parts::TerritoryMap stays = parts::eyes_of_non_seki_living(Position(b), s, o);
  CHECK(stays.dead_removed == std::array<int, 2>{0, 0});
  CHECK(class_of(stays) == PointClass::stone);

  o.dead_in_dame = parts::DeadInDame::removed;
  auto t = statuses(b, labels, kLiveAndDead);
  const parts::TerritoryMap removed = parts::eyes_of_non_seki_living(Position(b), t, o);
  CHECK(removed.dead_removed[color_index(Color::black)] == 1);
  CHECK(removed.dead_removed[color_index(Color::white)] == 0);
  CHECK(class_of(removed) == PointClass::dame);
  CHECK(removed.territory == stays.territory);
}

}  // namespace kiyaku
