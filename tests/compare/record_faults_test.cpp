#include <catch2/catch.hpp>

#include "compare/record_faults.hpp"
#include "kernel/io/sgf.hpp"

using namespace kiyaku;

namespace {

std::vector<RecordFault> faults_of(const std::string& sgf) { return record_faults(io::read_sgf(sgf, "game.sgf")); }

}  // namespace

TEST_CASE("a record without an illegal move has no fault", "[record_faults]") {
  CHECK(faults_of("(;GM[1]SZ[9]RE[B+2.5];B[ee];W[cc])").empty());
}

TEST_CASE("an illegal move is a fault of the record when its own result says the game went on", "[record_faults]") {
  // Move 4 (W E5) plays on Black's first stone; the record was counted to B+2.5 (line 2, column 22: the point of W[ee]).
  const auto faults = faults_of("(;GM[1]SZ[9]RE[B+2.5]\n;B[ee];W[cc];B[gg];W[ee])");
  REQUIRE(faults.size() == 1);
  CHECK(faults[0].kind == "illegal_move");
  CHECK(faults[0].location == "game.sgf:2:22");
  CHECK(faults[0].against_result);
  CHECK_THAT(faults[0].message, Catch::StartsWith("move 4 (white E5) is illegal: its point is occupied; the record's "
                                                  "own result, B+2.5, says the game went on"));
  // A resignation after the move says so too.
  CHECK(faults_of("(;GM[1]SZ[9]RE[W+R];B[ee];W[cc];B[gg];W[ee])")[0].against_result);
}

TEST_CASE(
    "an illegal move that the record's forfeit result explains, or a record without a result, is not held against it",
    "[record_faults]") {
  const auto forfeit = faults_of("(;GM[1]SZ[9]RE[B+F];B[ee];W[cc];B[gg];W[ee])");  // White's move lost by forfeit
  REQUIRE(forfeit.size() == 1);
  CHECK_FALSE(forfeit[0].against_result);
  const auto silent = faults_of("(;GM[1]SZ[9];B[ee];W[cc];B[gg];W[ee])");
  REQUIRE(silent.size() == 1);
  CHECK_FALSE(silent[0].against_result);
  CHECK_THAT(silent[0].message, Catch::Contains("the record gives no result"));
  // A forfeit awarded to the player who made the illegal move does not explain it.
  CHECK(faults_of("(;GM[1]SZ[9]RE[W+F];B[ee];W[cc];B[gg];W[ee])")[0].against_result);
}
