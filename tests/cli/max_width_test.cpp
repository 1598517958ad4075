// --max-width: a search wider than it is not started, and the verdict says so.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "tests/cli/run_kiyaku.hpp"

namespace {

using namespace kiyaku::test;

// A 19x19 record stopped after four moves: every search of its stones spans the open board.
fs::path four_stone_record() {
  const fs::path file = scratch_dir() / "four-stones.sgf";
  std::ofstream(file) << "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd])";
  return file;
}

}  // namespace

TEST_CASE("a search on an open board is wider than the default max-width: undecided, with its width", "[cli][width]") {
  const RunResult jungo = run_kiyaku("compare " + quoted(four_stone_record()) + " --rules jungo");
  REQUIRE(jungo.exit_code == 0);
  CHECK(count_of(jungo.out,
                 "undecided: the play-out search would play on 361 points, more than the 96 a search may "
                 "take (--max-width)") == 1);
  const RunResult removal = run_kiyaku("compare " + quoted(four_stone_record()) + " --rules yasunaga1932");
  REQUIRE(removal.exit_code == 0);
  CHECK(count_of(removal.out, "undecided: the search would play on 361 points, more than the 96 a search may take") == 1);
  CHECK(count_of(jungo.out + removal.out, "nodes ran out") == 0);
}

TEST_CASE("the option max-width sets the bound the reason names, and must be positive", "[cli][width]") {
  const RunResult narrow = run_kiyaku("compare " + quoted(four_stone_record()) + " --rules jungo --max-width 50");
  REQUIRE(narrow.exit_code == 0);
  CHECK(count_of(narrow.out, "more than the 50 a search may take (--max-width)") > 0);
  CHECK(run_kiyaku("compare " + quoted(four_stone_record()) + " --max-width 0").exit_code == 2);
}
