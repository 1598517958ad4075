#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

using namespace kiyaku::test;

fs::path fixture(const std::string& name, const std::string& content) {
  const fs::path path = scratch_dir() / name;
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

const std::string kShowCorpus = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";

}  // namespace

TEST_CASE("kiyaku --help lists the show subcommand and exits 0", "[cli][show]") {
  const auto r = run_kiyaku("--help");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("show"));
  CHECK(run_kiyaku("show --help").exit_code == 0);
}

TEST_CASE("kiyaku --version prints the program name and version", "[cli][show]") {
  const auto r = run_kiyaku("--version");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::StartsWith("kiyaku 0."));
}

TEST_CASE("show prints one corpus record chosen by --record", "[cli][show]") {
  const auto r = run_kiyaku("show '" + kShowCorpus + "' --record j89-ref06-1");
  CHECK(r.exit_code == 0);
  CHECK(r.err.empty());
  CHECK_THAT(r.out, Catch::StartsWith("   A B C D E F G H J K L M N O P Q R S T\n19 o X . X . X o"));
  CHECK_THAT(r.out, Catch::Contains("\nid: j89-ref06-1\n"));
  CHECK_THAT(r.out, Catch::Contains("\nto move: none\n"));
  CHECK(count_of(r.out, "\nid: ") == 1);
}

TEST_CASE("show prints every record of a corpus", "[cli][show]") {
  const auto r = run_kiyaku("show '" + kShowCorpus + "'");
  CHECK(r.exit_code == 0);
  CHECK(count_of(r.out, "\nid: j89-") == 59);
}

TEST_CASE("show rejects an unknown record id with exit code 2", "[cli][show]") {
  const auto r = run_kiyaku("show '" + kShowCorpus + "' --record no-such-record");
  CHECK(r.exit_code == 2);
  CHECK(r.err == kShowCorpus + ": error: no record with id \"no-such-record\"\n");
}

TEST_CASE("show reports malformed JSON as file:line:column and exits 2", "[cli][show]") {
  const auto path = fixture("broken.json", "{\n  \"format\": \"kiyaku-position/1\",\n  \"size\": oops\n}\n");
  const auto r = run_kiyaku("show " + quoted(path));
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::StartsWith(path.string() + ":3:11: error: invalid JSON"));
  CHECK(r.out.empty());
}

TEST_CASE("show reports a missing file and exits 2", "[cli][show]") {
  const auto r = run_kiyaku("show " + quoted(scratch_dir() / "missing.sgf"));
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("missing.sgf: error: cannot open file"));
}

TEST_CASE("show prints a JSON position", "[cli][show]") {
  const auto path = fixture("two.json", R"({"format": "kiyaku-position/1", "id": "two", "size": {"width": 3, "height": 3},
    "to_move": "white", "stones": {"black": ["B2"]}, "game": {"komi": 6.5}})");
  const auto r = run_kiyaku("show " + quoted(path));
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::StartsWith("   A B C\n 3 . . . 3\n 2 . X . 2\n"));
  CHECK_THAT(r.out, Catch::Contains("\nto move: white\nprisoners: black took 0, white took 0\nkomi: 6.5\n"));
}

TEST_CASE("show stops an SGF at an illegal move, prints the position before it and exits 1", "[cli][show]") {
  const auto path = fixture("illegal.sgf", "(;GM[1]FF[4]SZ[5];B[cc];W[cc])");
  const auto r = run_kiyaku("show " + quoted(path));
  CHECK(r.exit_code == 1);
  CHECK_THAT(r.out, Catch::Contains(" 3 . . X . . 3\n"));
  CHECK_THAT(r.out, Catch::Contains("illegal move: 2 white C3 (the point is occupied)\n"));
  CHECK_THAT(r.err, Catch::StartsWith(path.string() + ":"));
  CHECK_THAT(r.err, Catch::Contains(": error: move 2 (white C3) is illegal"));
}

TEST_CASE("show --node picks an SGF node of the main line", "[cli][show]") {
  const auto path = fixture("game.sgf", "(;GM[1]FF[4]SZ[5];B[cc];W[dd];B[bb])");
  const auto r = run_kiyaku("show " + quoted(path) + " --node 1");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains(" 3 . . X . . 3\n 2 . . . . . 2\n"));
  CHECK_THAT(r.out, Catch::Contains(" 4 . . . . . 4\n"));
  CHECK_THAT(r.out, Catch::Contains("to move: white\n"));
  CHECK(run_kiyaku("show " + quoted(path) + " --node 9").exit_code == 2);
}

TEST_CASE("show --node on a file that is not SGF is an error", "[cli][show]") {
  const auto r = run_kiyaku("show '" + kShowCorpus + "' --node 1");
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("--node applies to SGF files only"));
}

TEST_CASE("kiyaku with an unknown option exits 2", "[cli][show]") {
  CHECK(run_kiyaku("show --no-such-option x").exit_code == 2);
  CHECK(run_kiyaku("").exit_code == 2);
}

TEST_CASE("show picks the reader by content, whatever the extension", "[cli][show]") {
  const auto json_in_txt =
      fixture("position.txt", R"({"format": "kiyaku-position/1", "size": {"width": 2, "height": 2}})");
  CHECK(run_kiyaku("show " + quoted(json_in_txt)).exit_code == 0);
  const auto sgf_in_json = fixture("game.json", "(;GM[1]SZ[3];B[aa])");
  const auto r = run_kiyaku("show " + quoted(sgf_in_json));
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::StartsWith("   A B C\n 3 X . . 3\n"));
  const auto unknown = fixture("notes.txt", "just some notes\n");
  const auto u = run_kiyaku("show " + quoted(unknown));
  CHECK(u.exit_code == 2);
  CHECK_THAT(u.err, Catch::Contains("notes.txt: error: cannot tell the format"));
}
