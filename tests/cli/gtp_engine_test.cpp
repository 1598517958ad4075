// kiyaku gtp's answers, in-process: the engine against the same evaluation `kiyaku compare` runs,
// and GTP errors that leave the engine's state as it was.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "compare/cli/eval_options.hpp"
#include "compare/cli/gtp_engine.hpp"
#include "compare/diff.hpp"
#include "kernel/io/load.hpp"
#include "kernel/vertex.hpp"
#include "reports/json_report.hpp"
#include "tests/cli/run_kiyaku.hpp"

using namespace kiyaku;

namespace {

const std::string kGtpGames = KIYAKU_SOURCE_DIR "/tests/data/games/";
const std::string kGtpCorpus = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";
constexpr std::uint64_t kGtpNodes = 20'000;

gtp::Engine make_engine(const std::string& rules = "japan1989") {
  gtp::EngineOptions options;
  options.rules = rules;
  options.max_nodes = kGtpNodes;
  options.version = "test";
  return gtp::Engine(options);
}

gtp::Reply send(gtp::Engine& engine, const std::string& line) {
  const auto command = gtp::parse_command(line);
  REQUIRE(command);
  return engine.run(*command);
}

// What `kiyaku compare FILE [--record ID] [--node N] --rules RULES --max-nodes kGtpNodes` evaluates.
Outcome compare_outcome(const std::string& file, const std::string& rules, const std::string& record = {},
                        std::optional<int> node = std::nullopt) {
  const auto docs = io::load_documents(file, io::SgfOptions{node});
  const io::Document* doc = &docs.front();
  for (const auto& d : docs)
    if (d.id == record) doc = &d;
  solver::Budget budget;
  budget.max_nodes = kGtpNodes;
  return cli::evaluate_all(*doc, select_rulesets({rules}, {}), budget).front();
}

std::string status_lines(const Outcome& o, const Board& board, Status status) {
  std::string out;
  for (const auto& s : o.strings) {
    if (s.status != status) continue;
    std::string line;
    for (Point p : s.stones) line += (line.empty() ? "" : " ") + gtp_vertex(board, p);
    out += (out.empty() ? "" : "\n") + line;
  }
  return out;
}

}  // namespace

TEST_CASE("gtp engine: final_score and final_status_list give kiyaku compare's verdicts", "[gtp]") {
  for (const std::string rules : {"japan1989", "nihonkiin1949", "jungo"}) {
    for (const std::string game : {"dead-stones.sgf", "open-dame.sgf", "missing-reinforcement.sgf"}) {
      INFO(rules << " " << game);
      auto engine = make_engine(rules);
      REQUIRE(send(engine, "loadsgf " + kGtpGames + game).ok);
      const Outcome expected = compare_outcome(kGtpGames + game, rules);
      const auto score = send(engine, "final_score");
      REQUIRE(expected.result.kind == ResultKind::win);
      CHECK(score.ok);
      CHECK(score.text == result_short(expected.result));
      const Board& board = engine.position().position.board();
      for (Status status : {Status::alive, Status::dead, Status::seki}) {
        const auto list = send(engine, "final_status_list " + std::string(status_name(status)));
        CHECK(list.ok);
        CHECK(list.text == status_lines(expected, board, status));
      }
    }
  }
}

TEST_CASE("gtp engine: dead stones of a game record are listed one string a line", "[gtp]") {
  auto engine = make_engine();
  REQUIRE(send(engine, "loadsgf " + kGtpGames + "dead-stones.sgf").ok);
  CHECK(send(engine, "final_score").text == "B+4.5");
  CHECK(send(engine, "final_status_list dead").text == "B8\nB3");
}

TEST_CASE("gtp engine: a result that is no win is a GTP error in the text's words", "[gtp]") {
  auto engine = make_engine();
  REQUIRE(send(engine, "loadsgf " + kGtpGames + "triple-ko.sgf").ok);
  const auto score = send(engine, "final_score");
  CHECK_FALSE(score.ok);
  CHECK(score.text.starts_with("no result (Art. 12): "));
}

TEST_CASE("gtp engine: a corpus record loads by its id and scores as kiyaku compare does", "[gtp]") {
  auto engine = make_engine("nihonkiin1949");
  REQUIRE(send(engine, "loadsgf " + kGtpCorpus + " j89-ref06-1").ok);
  const Outcome expected = compare_outcome(kGtpCorpus, "nihonkiin1949", "j89-ref06-1");
  CHECK(send(engine, "final_status_list alive").text ==
        status_lines(expected, engine.position().position.board(), Status::alive));
  const auto missing = send(engine, "loadsgf " + kGtpCorpus + " no-such-record");
  CHECK_FALSE(missing.ok);
  CHECK(missing.text.find("no record 'no-such-record'") != std::string::npos);
  const auto unnamed = send(engine, "loadsgf " + kGtpCorpus);
  CHECK_FALSE(unnamed.ok);
  CHECK(unnamed.text.find("name one: loadsgf FILE ID") != std::string::npos);
  CHECK(engine.position().id == "j89-ref06-1");  // the failed loads left the position alone
}

TEST_CASE("gtp engine: loadsgf FILE N is the position before move N", "[gtp]") {
  auto engine = make_engine();
  const std::string file = kGtpGames + "dead-stones.sgf";
  REQUIRE(send(engine, "loadsgf " + file + " 3").ok);
  // Root node 0 holds no move, so move 3 is node 3 and the position before it is node 2's.
  const auto docs = io::load_documents(file, io::SgfOptions{2});
  CHECK(engine.position().position.board() == docs.front().position.board());
  CHECK(engine.position().position.history().size() == docs.front().position.history().size());
  REQUIRE(send(engine, "loadsgf " + file + " 100000").ok);
  CHECK(engine.position().position.board() == io::load_documents(file).front().position.board());
  CHECK(send(engine, "loadsgf " + file + " 0").text.starts_with("syntax error"));
}

TEST_CASE("gtp engine: loadsgf FILE 1 fails where the root node holds the first move", "[gtp]") {
  const auto file = test::scratch_dir() / "root-move.sgf";
  std::ofstream(file) << "(;GM[1]FF[4]SZ[9]B[ee];W[cc])";
  auto engine = make_engine();
  const auto first = send(engine, "loadsgf " + file.string() + " 1");
  CHECK_FALSE(first.ok);
  CHECK(first.text.find("move 1 is in the root node") != std::string::npos);
  REQUIRE(send(engine, "loadsgf " + file.string() + " 2").ok);
  CHECK(engine.position().position.board().stone_count(Color::black) == 1);
  CHECK(engine.position().position.board().stone_count(Color::white) == 0);
}

TEST_CASE("gtp engine: play, illegal plays and undo", "[gtp]") {
  auto engine = make_engine();
  REQUIRE(send(engine, "boardsize 5").ok);
  const Board& board = engine.position().position.board();
  REQUIRE(send(engine, "play B B1").ok);
  REQUIRE(send(engine, "play b A2").ok);
  const auto occupied = send(engine, "play white B1");
  CHECK_FALSE(occupied.ok);
  CHECK(occupied.text == "illegal move");
  CHECK(send(engine, "play W A1").text == "illegal move");  // suicide
  CHECK(send(engine, "play W Z9").text == "illegal move");  // off the board
  CHECK(send(engine, "play green A1").text.starts_with("syntax error"));
  CHECK(board.stone_count(Color::white) == 0);
  CHECK(send(engine, "play W pass").ok);
  CHECK(send(engine, "play w PASS").ok);
  CHECK(engine.position().position.consecutive_passes() == 2);
  for (int i = 0; i < 4; ++i) CHECK(send(engine, "undo").ok);
  CHECK(send(engine, "undo").text == "cannot undo");
  CHECK(engine.position().position.board().stone_count(Color::black) == 0);
}

TEST_CASE("gtp engine: the simple ko's retake is an illegal move", "[gtp]") {
  auto engine = make_engine();
  REQUIRE(send(engine, "boardsize 5").ok);
  for (const char* play : {"B B3", "W C3", "B A2", "W D2", "B B1", "W C1", "W B2", "B C2"})
    REQUIRE(send(engine, std::string("play ") + play).ok);
  CHECK(engine.position().position.board().stone_count(Color::white) == 3);  // C2 took B2
  CHECK(send(engine, "play W B2").text == "illegal move");
  REQUIRE(send(engine, "play W pass").ok);
  REQUIRE(send(engine, "play B pass").ok);
  CHECK(send(engine, "play W B2").ok);  // the ban lasts one move
}

TEST_CASE("gtp engine: board sizes from 2 to 25, square or rectangular", "[gtp]") {
  auto engine = make_engine();
  CHECK(send(engine, "boardsize 1").text == "unacceptable size");
  CHECK(send(engine, "boardsize 26").text == "unacceptable size");
  CHECK(send(engine, "boardsize nine").text.starts_with("syntax error"));
  REQUIRE(send(engine, "rectangular_boardsize 7 5").ok);
  CHECK(engine.position().position.board().width() == 7);
  CHECK(engine.position().position.board().height() == 5);
  REQUIRE(send(engine, "play B G5").ok);
  CHECK(send(engine, "play B H5").text == "illegal move");
  REQUIRE(send(engine, "clear_board").ok);
  CHECK(engine.position().position.board().stone_count(Color::black) == 0);
  CHECK(engine.position().position.board().width() == 7);
}

TEST_CASE("gtp engine: komi counts in final_score and survives clear_board", "[gtp]") {
  auto engine = make_engine();
  REQUIRE(send(engine, "boardsize 5").ok);
  REQUIRE(send(engine, "play B C3").ok);
  CHECK(send(engine, "final_score").text == "B+24");  // 24 points of territory around the stone
  REQUIRE(send(engine, "komi 6.5").ok);
  CHECK(send(engine, "final_score").text == "B+17.5");
  REQUIRE(send(engine, "clear_board").ok);
  REQUIRE(send(engine, "play B C3").ok);
  CHECK(send(engine, "final_score").text == "B+17.5");
  CHECK(send(engine, "komi lots").text.starts_with("syntax error"));
}

TEST_CASE("gtp engine: unknown commands and bad arguments fail without ending the engine", "[gtp]") {
  auto engine = make_engine();
  CHECK(send(engine, "genmove b").text == "unknown command");
  CHECK(send(engine, "7").text == "unknown command");
  CHECK(send(engine, "known_command genmove").text == "false");
  CHECK(send(engine, "known_command final_score").text == "true");
  CHECK(send(engine, "final_status_list maybe").text.starts_with("syntax error"));
  CHECK(send(engine, "loadsgf /no/such/file.sgf").text.starts_with("cannot load file: /no/such/file.sgf"));
  CHECK(send(engine, "kiyaku-rules nope").text.starts_with("unknown ruleset 'nope'"));
  CHECK(send(engine, "kiyaku-set japan1989.reban=never").text.find("cannot be 'never'") != std::string::npos);
  CHECK(send(engine, "kiyaku-set reban").text.starts_with("syntax error"));
  CHECK(send(engine, "kiyaku-explain Q99").text.starts_with("syntax error"));
  CHECK_FALSE(engine.quit_requested());
  CHECK(send(engine, "protocol_version").text == "2");
  CHECK(send(engine, "quit").ok);
  CHECK(engine.quit_requested());
}

TEST_CASE("gtp engine: list_commands names every command known_command knows, and no genmove", "[gtp]") {
  auto engine = make_engine();
  const std::string list = send(engine, "list_commands").text;
  for (auto name : gtp::Engine::command_names())
    CHECK(send(engine, "known_command " + std::string(name)).text == "true");
  CHECK(list.find("genmove") == std::string::npos);
  CHECK(list.find("final_status_list\n") != std::string::npos);
  CHECK(list.find("kiyaku-explain") != std::string::npos);
}

TEST_CASE("gtp engine: kiyaku-rules and kiyaku-set switch text and reading", "[gtp]") {
  auto engine = make_engine();
  CHECK(send(engine, "kiyaku-rules").text == "japan1989");
  REQUIRE(send(engine, "loadsgf " + kGtpGames + "dead-stones.sgf").ok);
  REQUIRE(send(engine, "kiyaku-rules jungo").ok);
  CHECK(send(engine, "kiyaku-rules").text == "jungo");
  CHECK(send(engine, "final_score").text == result_short(compare_outcome(kGtpGames + "dead-stones.sgf", "jungo").result));
  REQUIRE(send(engine, "kiyaku-set japan1989.reban=per_capture").ok);
  REQUIRE(send(engine, "kiyaku-set japan1989.reban=once_per_ko").ok);
  CHECK(send(engine, "kiyaku-set").text == "japan1989.reban=once_per_ko");
}

TEST_CASE("gtp engine: kiyaku-compare is the JSON report of kiyaku compare on one line", "[gtp]") {
  auto engine = make_engine();
  const std::string file = kGtpGames + "open-dame.sgf";
  REQUIRE(send(engine, "loadsgf " + file).ok);
  const auto reply = send(engine, "kiyaku-compare japan1989 jungo");
  REQUIRE(reply.ok);
  CHECK(reply.text.find('\n') == std::string::npos);
  const auto doc = io::load_documents(file).front();
  solver::Budget budget;
  budget.max_nodes = kGtpNodes;
  const auto outcomes = cli::evaluate_all(doc, select_rulesets({"japan1989", "jungo"}, {}), budget);
  CHECK(nlohmann::ordered_json::parse(reply.text) == reports::comparison_to_json(doc, outcomes));
}

TEST_CASE("gtp engine: kiyaku-explain gives a string's verdict with its article and line, or a point's class",
          "[gtp]") {
  auto engine = make_engine();
  REQUIRE(send(engine, "loadsgf " + kGtpGames + "dead-stones.sgf").ok);
  const auto stone = send(engine, "kiyaku-explain b8");
  REQUIRE(stone.ok);
  CHECK(stone.text.starts_with("white B8: dead (Art. "));
  CHECK(stone.text.find("\nwitness: ") != std::string::npos);
  CHECK(send(engine, "kiyaku-explain A1").text == "A1: black_territory (Art. 8)");
}

TEST_CASE("kiyaku gtp: lines in, replies out, until the end of the input", "[gtp]") {
  const auto input = test::scratch_dir() / "gtp-input.txt";
  {
    std::ofstream f(input, std::ios::binary);
    f << "1 protocol_version\r\n\n# a comment\n\t2 boardsize 3 # why\nplay b B2\n3 final_score\nbogus\n";
  }
  const auto run = test::run_kiyaku("gtp --max-nodes 1000 < " + test::quoted(input));
  CHECK(run.exit_code == 0);
  CHECK(run.out == "=1 2\n\n=2\n\n=\n\n=3 B+8\n\n? unknown command\n\n");
  CHECK(test::without_node_time_warning(run.err).empty());  // a slow machine may add the time warning
}

TEST_CASE("kiyaku gtp: a bad --rules or --set stops it before it reads, with status 2", "[gtp]") {
  const auto rules = test::run_kiyaku("gtp --rules nope < /dev/null");
  CHECK(rules.exit_code == 2);
  CHECK(rules.err.find("unknown ruleset 'nope'") != std::string::npos);
  const auto set = test::run_kiyaku("gtp --set japan1989.reban=never < /dev/null");
  CHECK(set.exit_code == 2);
  CHECK(set.err.find("cannot be 'never'") != std::string::npos);
}

TEST_CASE("gtp engine: GoGui's analyze commands name only commands kiyaku answers", "[gtp]") {
  auto engine = make_engine();
  const auto reply = send(engine, "gogui-analyze_commands");
  REQUIRE(reply.ok);
  std::istringstream lines(reply.text);
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count) {
    INFO(line);
    const auto second_slash = line.find('/', line.find('/') + 1);
    REQUIRE(second_slash != std::string::npos);
    const auto command = gtp::parse_command(line.substr(second_slash + 1));
    REQUIRE(command);
    CHECK(send(engine, "known_command " + command->name).text == "true");
  }
  CHECK(count == 6);
}
