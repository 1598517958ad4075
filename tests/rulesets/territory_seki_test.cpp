// Art. 8's seki stones (rulesets/parts/territory.cpp) when some string is still undecided: an
// undecided string counts as live until decided, so a seki that rests on it is not reported.
#include <catch2/catch.hpp>
#include <map>
#include <string>

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

Status after_article_8(const Board& b, parts::StatusMap& s, Point p) {
  parts::eyes_of_non_seki_living(Position(b), s, parts::TerritoryOptions{});
  return s.status(p);
}

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

}  // namespace kiyaku
