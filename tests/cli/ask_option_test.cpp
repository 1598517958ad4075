// --ask: only the named strings are searched by the texts that judge string by string.
#include <catch2/catch.hpp>

#include <string>

#include "tests/cli/run_kiyaku.hpp"

namespace {

using namespace kiyaku::test;

const fs::path kAskCorpus = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";

RunResult compare_ex18(const std::string& ask) {
  return run_kiyaku("compare " + quoted(kAskCorpus) + " --record j89-ex18 --rules japan1989 --ask " + ask);
}

}  // namespace

TEST_CASE("compare --ask searches the named strings alone and leaves the others undecided, not asked", "[cli][ask]") {
  // 死活例18's corner: seki by the text, asked without the centre's double ko.
  const RunResult r = compare_ex18("B19,D19");
  REQUIRE(r.exit_code == 0);
  CHECK(count_of(r.out, "asked: the strings at B19 D19") == 1);
  CHECK(count_of(r.out, "white B19: seki") == 1);
  CHECK(count_of(r.out, "black D19 B18 C18 D18 B17 A16 B16: seki") == 1);
  CHECK(count_of(r.out, "undecided [not_asked]") > 0);
}

TEST_CASE("compare --ask names a point off the board or without a stone and exits 2", "[cli][ask]") {
  const RunResult off = compare_ex18("Z99");
  CHECK(off.exit_code == 2);
  CHECK(count_of(off.err, "--ask: 'Z99' is not a point") == 1);
  const RunResult empty = compare_ex18("C19");
  CHECK(empty.exit_code == 2);
  CHECK(count_of(empty.err, "C19 holds no stone") == 1);
}
