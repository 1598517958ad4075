// The `enclosed` region (japan1989.new_stone_region=enclosed): a string's confirmation confined to
// the string, its liberties and the points it cuts off from the rest of the board. It is kiyaku's
// test of a local confirmation, not a cited reading: on 死活例18 it gives the cited verdict for
// the corner (the 7 black stones die inside White's ring, which the play cannot reach), but White's
// ring of 14 dies too, against the Q&A's 「右側は両劫セキ」 (docs/rulesets/japan1989.md).
#include <catch2/catch.hpp>

#include "kernel/vertex.hpp"
#include "rulesets/parts/status.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

Point at(const Board& b, const char* vertex) { return *parse_gtp_vertex(b, vertex); }

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

}  // namespace kiyaku
