// --beyond: how the commands that evaluate read the board beyond a fragment's open sides.
#include <catch2/catch.hpp>

#include <string>

#include "tests/cli/run_kiyaku.hpp"

namespace {

using namespace kiyaku::test;

const fs::path kCorpus = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";

// 参考図8<3>: every frame string is White's, so by default White's surroundings may take the
// liberties Black's stones find beyond the diagram.
std::string compare_ref08_3(const std::string& extra) {
  const RunResult r =
      run_kiyaku("compare " + quoted(kCorpus) + " --record j89-ref08-3 --rules japan1989 --max-nodes 20000 " + extra);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

}  // namespace

TEST_CASE("the option beyond=untouched drops the one-colour surroundings, and the JSON position says so",
          "[cli][fragment]") {
  CHECK(count_of(compare_ref08_3(""), "[7-1, surroundings]") > 0);
  const fs::path json = scratch_dir() / "untouched.json";
  const std::string untouched = compare_ref08_3("--beyond untouched --json " + quoted(json));
  CHECK(count_of(untouched, "surroundings") == 0);
  CHECK(count_of(untouched, "black C12 D12 C11 C10 D10: dead") == 0);
  CHECK(count_of(read_file(json), R"("beyond": "untouched")") == 1);
}

TEST_CASE("the option beyond with an unknown reading exits 2 and names the readings", "[cli][fragment]") {
  const RunResult r = run_kiyaku("compare " + quoted(kCorpus) + " --record j89-ref08-3 --beyond sea");
  CHECK(r.exit_code == 2);
  CHECK(count_of(r.err, "frame_colour") == 1);
  CHECK(count_of(r.err, "untouched") == 1);
}
