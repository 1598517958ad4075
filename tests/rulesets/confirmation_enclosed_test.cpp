// Two local readings of the confirmation, both tested on 死活例18 (docs/rulesets/japan1989.md).
// The `enclosed` region (japan1989.new_stone_region=enclosed): a string's confirmation confined to
// the string, its liberties and the points it cuts off from the rest of the board. It is kiyaku's
// test of a local confirmation, not a cited reading: on 死活例18 it gives the cited verdict for
// the corner (the 7 black stones die inside White's ring, which the play cannot reach), but White's
// ring of 14 dies too, against the Q&A's 「右側は両劫セキ」.
// The A7 reading `precedent_1949_staging` (japan1989.precedent_1949_staging=yes): a string one opponent chain
// encloses without sharing a liberty with it is judged first inside that enclosure; those found dead
// are removed and the rest judged after. On 死活例18 it gives the Q&A's whole answer.
#include <catch2/catch.hpp>

#include <algorithm>

#include "kernel/vertex.hpp"
#include "rulesets/parts/status.hpp"
#include "tests/corpus/corpus_record.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using test::at;

PointSet points(const Board& b, std::initializer_list<const char*> vertices) {
  PointSet out;
  for (const char* v : vertices) out.insert(at(b, v));
  return out;
}

}  // namespace

TEST_CASE("an enclosed region holds the string, its liberties and what it cuts off", "[region][japan1989]") {
  const Position& pos = test::corpus_record("j89-ex18").position;
  const Board& b = pos.board();
  const solver::SettledFacts facts = solver::settled_facts(pos);
  // The corner's 7 black stones cut off A19, B19, C19, A18 and A17; White's ring around them
  // (liberties E16 and D15) is outside.
  const PointSet corner = solver::local_region(pos, facts, at(b, "D19"), solver::RegionKind::enclosed);
  CHECK(corner == (b.chain(at(b, "D19")) | points(b, {"A19", "B19", "C19", "A18", "A17"})));
  // The centre's 11 black stones cut nothing off: their region is themselves and their liberties.
  const PointSet centre = solver::local_region(pos, facts, at(b, "F19"), solver::RegionKind::enclosed);
  CHECK(centre == (b.chain(at(b, "F19")) | points(b, {"G15", "F14"})));
  // The benson region of the corner reaches the centre's kos.
  CHECK(solver::local_region(pos, facts, at(b, "D19"), solver::RegionKind::benson).contains(at(b, "E16")));
}

TEST_CASE("confined to what it encloses, 死活例18's corner dies, and White's ring with it", "[rulesets][japan1989]") {
  const Position& pos = test::corpus_record("j89-ex18").position;
  parts::ConfirmationStatusOptions options;
  options.region = solver::RegionKind::enclosed;
  options.budget = solver::Budget{300'000};
  const parts::StatusMap statuses = parts::confirmation_status(pos, options);
  const Board& b = pos.board();
  CHECK(statuses.status(at(b, "D19")) == Status::dead);  // the corner's 7
  CHECK(statuses.status(at(b, "F19")) == Status::dead);  // the centre's 11
  CHECK(statuses.status(at(b, "E19")) == Status::dead);  // White's ring of 14
  // Alive to the confirmation (Art. 8 then makes it seki).
  CHECK(statuses.status(at(b, "B19")) == Status::alive);
  // The default region lets Black answer in the centre's kos: the corner is not dead.
  options.region = solver::RegionKind::benson;
  CHECK(parts::confirmation_status(pos, options).status(at(b, "D19")) == Status::alive);
}

TEST_CASE("a chain encloses what it cuts off from the largest part of the board", "[region]") {
  const Position& pos = test::corpus_record("j89-ex18").position;
  const Board& b = pos.board();
  const PointSet ring = b.chain(at(b, "E19"));
  const auto corner = solver::enclosure(b, at(b, "D19"), ring);
  REQUIRE(corner.has_value());
  CHECK(corner->contains(at(b, "A19")));
  CHECK(!corner->contains(at(b, "E16")));
  CHECK(!solver::enclosure(b, at(b, "F19"), ring).has_value());  // the centre reaches the rest of the board
}

TEST_CASE("judged first inside White's ring, 死活例18's corner dies and the seki collapses", "[rulesets][japan1989]") {
  const Position& pos = test::corpus_record("j89-ex18").position;
  parts::ConfirmationStatusOptions options;
  options.enclosed_first = true;
  options.budget = solver::Budget{1'000'000};
  const parts::StatusMap statuses = parts::confirmation_status(pos, options);
  const Board& b = pos.board();
  const auto* corner = statuses.at(at(b, "D19"));
  REQUIRE(corner != nullptr);
  CHECK(corner->status == Status::dead);
  CHECK(std::find(corner->articles.begin(), corner->articles.end(), "enclosed") != corner->articles.end());
  CHECK(statuses.status(at(b, "F19")) == Status::dead);   // the centre's 11: the seki collapses
  CHECK(statuses.status(at(b, "E19")) == Status::alive);  // White's ring lives on the corner's space
  CHECK(statuses.status(at(b, "B19")) == Status::alive);
}

}  // namespace kiyaku
