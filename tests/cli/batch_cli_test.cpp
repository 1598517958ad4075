// kiyaku batch as a user runs it: on the small game records of tests/data/games with the cheapest
// text (shimada) and a small budget. Verdicts on these games are asserted elsewhere; here, the
// batch behaviour: order, fields, errors, stdin, determinism, exit codes.
#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace kiyaku::test;
using nlohmann::json;

const fs::path kGames = fs::path(KIYAKU_SOURCE_DIR) / "tests/data/games";
const std::string kCheap = " --rules shimada --max-nodes 20000 --no-timing";

std::vector<json> json_lines(const std::string& text) {
  std::vector<json> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(json::parse(line));
  return lines;
}

void write_file(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

TEST_CASE("batch on a directory writes one line per game, sorted by path, with the recorded result", "[cli][batch]") {
  const auto r = run_kiyaku("batch " + quoted(kGames) + kCheap);
  REQUIRE(r.exit_code == 0);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 6);
  const std::vector<std::string> names = {"dead-stones.sgf", "missing-reinforcement.sgf",
                                          "open-dame.sgf",   "resignation.sgf",
                                          "triple-ko.sgf",   "unfinished.sgf"};
  for (std::size_t i = 0; i < lines.size(); ++i) {
    CAPTURE(i);
    CHECK(lines[i]["index"] == i);
    CHECK(fs::path(lines[i]["file"].get<std::string>()).filename() == names[i]);
    REQUIRE(lines[i]["results"].size() == 1);
    CHECK(lines[i]["results"][0]["ruleset"] == "shimada");
    CHECK_FALSE(lines[i].contains("time_ms"));
  }
  CHECK(lines[0]["recorded"] == json::parse(R"({"raw":"B+4.5","kind":"score","winner":"B","margin":4.5})"));
  CHECK(lines[1]["komi"] == 0.0);
  CHECK(lines[3]["recorded"]["kind"] == "resignation");
  CHECK(lines[3]["results"][0]["matches_record"].is_null());  // nothing to check a resignation against
  CHECK(lines[0]["results"][0]["matches_record"].is_boolean());
  CHECK(lines[4]["recorded"]["kind"] == "void");
  CHECK(lines[5]["recorded"]["kind"] == "none");
  CHECK_THAT(r.err, Catch::Contains("games: 6 (errors: 0)"));
  CHECK_THAT(r.err, Catch::Contains("\nshimada "));
  CHECK_THAT(r.err, !Catch::Contains("\r"));  // no progress bar when stderr is not a terminal
  CHECK_THAT(r.err, !Catch::Contains("games/s"));
}

TEST_CASE("batch counts the results that take the custom's fills of a boundary the record leaves open",
          "[cli][batch]") {
  std::string sgf = read_file(kGames / "unfinished.sgf");  // four opening moves, no result
  const fs::path dir = scratch_dir() / "open-boundary";
  fs::create_directories(dir);
  write_file(dir / "counted.sgf", sgf.replace(sgf.find("RU[Japanese]"), 12, "RU[Japanese]RE[B+2.5]"));
  const auto r = run_kiyaku("batch " + quoted(dir) + kCheap);
  REQUIRE(r.exit_code == 0);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0]["results"][0]["kind"] == "win");
  CHECK(lines[0]["results"][0]["open_boundary"] == 9);  // the E column, three points from every stone
  CHECK_THAT(r.err, Catch::Contains("open boundary: decided results whose count takes the custom's fills"));
}

TEST_CASE("batch gives the same bytes with -j 1 and -j 3", "[cli][batch]") {
  const auto one = run_kiyaku("batch " + quoted(kGames) + kCheap + " -j 1");
  const auto three = run_kiyaku("batch " + quoted(kGames) + kCheap + " -j 3");
  REQUIRE(one.exit_code == 0);
  CHECK(one.out == three.out);
  CHECK(without_node_time_warning(one.err) == without_node_time_warning(three.err));
}

TEST_CASE("batch reads NDJSON from stdin and reports a malformed line by number, exiting 1", "[cli][batch]") {
  const std::string sgf = read_file(kGames / "open-dame.sgf");
  const fs::path input = scratch_dir() / "games.ndjson";
  write_file(input, json(sgf).dump() + "\n\n" + json{{"id", "g2"}, {"sgf", sgf}}.dump() + "\n{\"sgf\": nope}\n");
  const auto r = run_kiyaku("batch --stdin" + kCheap + " < " + quoted(input));
  CHECK(r.exit_code == 1);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0]["line"] == 1);
  CHECK(lines[0]["recorded"]["raw"] == "W+6.5");
  CHECK(lines[1]["line"] == 3);  // the blank line 2 is skipped but counted
  CHECK(lines[1]["id"] == "g2");
  CHECK(lines[1]["results"] == lines[0]["results"]);
  CHECK_THAT(lines[2]["error"].get<std::string>(),
             Catch::StartsWith("<stdin>:4:10: error: not JSON"));  // at "no", where the literal fails
  CHECK_THAT(r.err, Catch::Contains("games: 3 (errors: 1)"));
}

TEST_CASE("batch --stdin: a number too large for a double costs its line alone", "[cli][batch]") {
  const std::string sgf = read_file(kGames / "open-dame.sgf");
  const fs::path input = scratch_dir() / "overflow.ndjson";
  write_file(input, json{{"id", "g1"}, {"sgf", sgf}}.dump() + "\n{\"id\": 7e600, \"sgf\": \"(;)\"}\n" +
                        json{{"id", "g3"}, {"sgf", sgf}}.dump() + "\n");
  const auto r = run_kiyaku("batch --stdin" + kCheap + " < " + quoted(input));
  CHECK(r.exit_code == 1);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0]["id"] == "g1");
  CHECK(lines[1]["error"] == "<stdin>:2:8: error: not JSON: number overflow parsing '7e600'");
  CHECK(lines[2]["id"] == "g3");
  CHECK(lines[2]["results"] == lines[0]["results"]);
}

TEST_CASE("batch reports an unreadable game in its place, goes on, and exits 1", "[cli][batch]") {
  const fs::path dir = scratch_dir() / "mixed";
  fs::create_directories(dir / "sub");
  fs::copy_file(kGames / "resignation.sgf", dir / "b.sgf", fs::copy_options::overwrite_existing);
  write_file(dir / "sub" / "a.mgt", "(;GM[1]SZ[9];B[ee]");
  write_file(dir / "notes.txt", "not a game");
  const auto r = run_kiyaku("batch " + quoted(dir) + kCheap + " --out " + quoted(dir / "out.ndjson"));
  CHECK(r.exit_code == 1);
  CHECK(r.out.empty());
  const auto lines = json_lines(read_file(dir / "out.ndjson"));
  REQUIRE(lines.size() == 2);  // notes.txt is not a record file
  CHECK(fs::path(lines[0]["file"].get<std::string>()).filename() == "b.sgf");
  CHECK(lines[0]["recorded"]["raw"] == "B+R");
  CHECK(fs::path(lines[1]["file"].get<std::string>()).filename() == "a.mgt");  // "b.sgf" < "sub/a.mgt"
  CHECK_THAT(lines[1]["error"].get<std::string>(), Catch::Contains("a.mgt:1:"));
}

TEST_CASE("batch with a missing path or no input at all is a usage error", "[cli][batch]") {
  const auto missing = run_kiyaku("batch " + quoted(scratch_dir() / "no-such-dir") + kCheap);
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Catch::Contains("no-such-dir: error: no such file or directory"));
  CHECK(run_kiyaku("batch" + kCheap).exit_code == 2);
  CHECK(run_kiyaku("batch - --stdin" + kCheap + " < /dev/null").exit_code == 2);
}

TEST_CASE("batch with timing prints time per game and the games per second", "[cli][batch]") {
  const auto r = run_kiyaku("batch " + quoted(kGames / "resignation.sgf") + " --rules shimada --max-nodes 20000");
  REQUIRE(r.exit_code == 0);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0]["time_ms"].is_number());
  CHECK_THAT(r.err, Catch::Contains(" games/s\n"));
}

TEST_CASE("batch --komi-if-missing counts a record without KM[] with that komi, and says so", "[cli][batch]") {
  // open-dame.sgf: 27 points each; with KM[6.5] removed the count is 27 to 27 plus the komi given.
  std::string sgf = read_file(kGames / "open-dame.sgf");
  const auto km = sgf.find("KM[6.5]");
  REQUIRE(km != std::string::npos);
  sgf.erase(km, 7);
  const fs::path game = scratch_dir() / "no-komi.sgf";
  write_file(game, sgf);

  const auto plain = run_kiyaku("batch " + quoted(game) + kCheap);
  REQUIRE(plain.exit_code == 0);
  const json without = json_lines(plain.out).at(0);
  CHECK(without["komi"].is_null());
  CHECK_FALSE(without.contains("komi_assumed"));

  const auto given = run_kiyaku("batch " + quoted(game) + kCheap + " --komi-if-missing 4.5");
  REQUIRE(given.exit_code == 0);
  const json with = json_lines(given.out).at(0);
  CHECK(with["komi"] == 4.5);
  CHECK(with["komi_assumed"] == true);
  const auto black_lead = [](const json& line) {
    const json& result = line["results"][0];
    const double margin = result["margin"].is_null() ? 0.0 : result["margin"].get<double>();
    return result["winner"] == "W" ? -margin : margin;
  };
  CHECK(black_lead(with) == black_lead(without) - 4.5);

  // A record that has KM[] keeps it.
  const auto kept = run_kiyaku("batch " + quoted(kGames / "open-dame.sgf") + kCheap + " --komi-if-missing 4.5");
  CHECK(json_lines(kept.out).at(0)["komi"] == 6.5);
  CHECK_FALSE(json_lines(kept.out).at(0).contains("komi_assumed"));

  for (const char* bad : {"nan", "inf", "1e9", "4.5x"}) {
    const auto r = run_kiyaku("batch " + quoted(game) + kCheap + " --komi-if-missing " + bad);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("komi must be a number"));
  }
}

namespace {

// The first `n` lines of `text`, each with its newline.
std::string first_lines(const std::string& text, int n) {
  std::size_t end = 0;
  for (int i = 0; i < n; ++i) end = text.find('\n', end) + 1;
  return text.substr(0, end);
}

}  // namespace

TEST_CASE("batch --out writes each game as it is done; a run killed then resumed gives the same bytes",
          "[cli][batch][resume]") {
  std::string input;
  for (const char* name : {"open-dame", "dead-stones", "resignation", "triple-ko", "missing-reinforcement"})
    input += json{{"id", name}, {"sgf", read_file(kGames / (std::string(name) + ".sgf"))}}.dump() + "\n";
  const fs::path all = scratch_dir() / "resume-input.ndjson", whole = scratch_dir() / "whole.ndjson",
                 killed = scratch_dir() / "killed.ndjson", pid_file = scratch_dir() / "batch.pid";
  write_file(all, input);
  REQUIRE(run_kiyaku("batch --stdin --out " + quoted(whole) + kCheap + " < " + quoted(all)).exit_code == 0);
  const std::string expected = read_file(whole);
  REQUIRE(std::count(expected.begin(), expected.end(), '\n') == 5);

  // Three games on a standard input left open: their lines must reach the file while kiyaku still
  // waits for a fourth, and kill -9 then leaves exactly them.
  const std::string command = "echo $$ > " + quoted(pid_file) + "; exec '" + KIYAKU_BINARY + "' batch --stdin --out " +
                              quoted(killed) + kCheap + " 2>/dev/null";
  FILE* pipe = ::popen(command.c_str(), "w");
  REQUIRE(pipe != nullptr);
  const std::string three = first_lines(input, 3);
  std::fwrite(three.data(), 1, three.size(), pipe);
  std::fflush(pipe);
  std::string written;
  for (int wait = 0; wait < 600 && std::count(written.begin(), written.end(), '\n') < 3; ++wait) {
    ::usleep(100'000);
    written = read_file(killed);
  }
  const pid_t pid = std::stoi(read_file(pid_file));
  ::kill(pid, SIGKILL);
  ::pclose(pipe);
  CHECK(read_file(killed) == first_lines(expected, 3));

  // As if the kill had come in the middle of the fourth line's write: --resume drops the cut line.
  std::ofstream(killed, std::ios::binary | std::ios::app) << expected.substr(first_lines(expected, 3).size(), 40);
  const auto resumed = run_kiyaku("batch --stdin --resume --out " + quoted(killed) + kCheap + " < " + quoted(all));
  CHECK(resumed.exit_code == 0);
  CHECK_THAT(resumed.err,
             Catch::Contains("resumed: the first 3 games were in") && Catch::Contains("games: 2 (errors: 0)"));
  CHECK(read_file(killed) == expected);
}

TEST_CASE("batch --resume refuses a file that is not its own output", "[cli][batch][resume]") {
  const fs::path foreign = scratch_dir() / "foreign.ndjson";
  write_file(foreign, "{\"index\": 0}\n{\"index\": 5}\n");
  const auto r = run_kiyaku("batch " + quoted(kGames) + kCheap + " --resume --out " + quoted(foreign));
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains(foreign.string() + ":2:1: error: --resume: not the line of game 1"));
  CHECK(run_kiyaku("batch " + quoted(kGames) + kCheap + " --resume").exit_code == 2);  // no --out
}
