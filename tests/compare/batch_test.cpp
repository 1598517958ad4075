#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "compare/batch.hpp"

namespace {

using namespace kiyaku;
using namespace kiyaku::batch;

ResultVerdict win(Color winner, double margin) {
  ResultVerdict r;
  r.kind = ResultKind::win;
  r.winner = winner;
  r.margin = margin;
  return r;
}

ResultVerdict of_kind(ResultKind kind) {
  ResultVerdict r;
  r.kind = kind;
  return r;
}

// A stand-in for the rule texts: the result is read from the komi, so each game's answer is known,
// and game i takes a little longer than game i + 1 (mod 5), so threads finish out of order.
std::vector<Outcome> fake_evaluate(const io::Document& doc) {
  const double komi = doc.info.komi.value_or(0);
  std::this_thread::sleep_for(std::chrono::microseconds(200 * (4 - static_cast<int>(komi) % 5)));
  Outcome a;
  a.ruleset = "first";
  a.result = win(Color::black, komi + 0.5);
  Outcome b;
  b.ruleset = "second";
  b.result = static_cast<int>(komi) % 3 == 0 ? of_kind(ResultKind::jigo) : win(Color::black, komi + 0.5);
  if (static_cast<int>(komi) % 2 == 1) {  // odd komi: "second" rests on two assumed strings
    StringVerdict assumed;
    assumed.status = Status::alive;
    assumed.articles = {"7-1", "assumed"};
    b.strings = {assumed, assumed};
  }
  return {a, b};
}

std::string game_sgf(int i) {
  return "(;GM[1]SZ[9]KM[" + std::to_string(i) + "]RE[B+" + std::to_string(i) + ".5];B[ee];W[cc])";
}

// Jobs from SGF texts; every seventh is malformed.
std::vector<GameJob> make_jobs(int n) {
  std::vector<GameJob> jobs;
  for (int i = 0; i < n; ++i) {
    GameJob job;
    job.line = i + 1;
    job.sgf = i % 7 == 6 ? std::string("(;GM[1]SZ[9];B[zz") : game_sgf(i);
    jobs.push_back(job);
  }
  return jobs;
}

JobSource source_of(const std::vector<GameJob>& jobs) {
  auto at = std::make_shared<std::size_t>(0);
  return [&jobs, at]() -> std::optional<GameJob> {
    if (*at == jobs.size()) return std::nullopt;
    return jobs[(*at)++];
  };
}

std::vector<std::string> run_lines(const std::vector<GameJob>& jobs, int threads) {
  std::vector<std::string> lines;
  run_batch(source_of(jobs), fake_evaluate, {threads, 0},
            [&](const GameReport& r) { lines.push_back(report_line(r, Timing::omitted)); });
  return lines;
}

}  // namespace

TEST_CASE("recorded results are read from every usual RE[] spelling", "[batch]") {
  struct Row {
    const char* raw;
    RecordedKind kind;
    Color winner;
    double margin;  // -1 = none
  };
  const Row row = GENERATE(values<Row>({
      {"B+3.5", RecordedKind::score, Color::black, 3.5},
      {"W+12", RecordedKind::score, Color::white, 12},
      {" W+0.5 ", RecordedKind::score, Color::white, 0.5},
      {"B+R", RecordedKind::resignation, Color::black, -1},
      {"B+Resign", RecordedKind::resignation, Color::black, -1},
      {"W+R (130 moves)", RecordedKind::resignation, Color::white, -1},
      {"B+R.", RecordedKind::resignation, Color::black, -1},
      {"W+T", RecordedKind::time, Color::white, -1},
      {"W+Time", RecordedKind::time, Color::white, -1},
      {"W+F", RecordedKind::forfeit, Color::white, -1},
      {"B+Forfeit", RecordedKind::forfeit, Color::black, -1},
      {"B+", RecordedKind::win, Color::black, -1},
      {"0", RecordedKind::draw, Color::empty, -1},
      {"Draw", RecordedKind::draw, Color::empty, -1},
      {"jigo", RecordedKind::draw, Color::empty, -1},
      {"持碁", RecordedKind::draw, Color::empty, -1},
      {"W+Jigo", RecordedKind::draw, Color::white, -1},
      {"W+0", RecordedKind::draw, Color::white, -1},
      {"W+J", RecordedKind::draw, Color::white, -1},
      {"Void", RecordedKind::void_game, Color::empty, -1},
      {"無勝負", RecordedKind::void_game, Color::empty, -1},
      {"?", RecordedKind::unknown, Color::empty, -1},
      {"", RecordedKind::none, Color::empty, -1},
      {"B+7.5?", RecordedKind::unparsed, Color::empty, -1},
      {"B+Rx", RecordedKind::unparsed, Color::empty, -1},
      {"B+3.", RecordedKind::unparsed, Color::empty, -1},
      {"White wins by resignation", RecordedKind::unparsed, Color::empty, -1},
      {"X+3", RecordedKind::unparsed, Color::empty, -1},
  }));
  CAPTURE(row.raw);
  const RecordedResult r = parse_recorded_result(row.raw);
  CHECK(r.kind == row.kind);
  CHECK(r.winner == row.winner);
  CHECK(r.margin.has_value() == (row.margin >= 0));
  if (row.margin >= 0) CHECK(*r.margin == row.margin);
  CHECK(r.raw == row.raw);  // kept verbatim, garbage included
}

TEST_CASE("a result matches the record when winner and margin are equal, a jigo a draw, no result a void game",
          "[batch]") {
  const auto b35 = parse_recorded_result("B+3.5");
  CHECK(matches_record(b35, win(Color::black, 3.5)) == std::optional<bool>(true));
  CHECK(matches_record(b35, win(Color::black, 2.5)) == std::optional<bool>(false));
  CHECK(matches_record(b35, win(Color::white, 3.5)) == std::optional<bool>(false));
  CHECK(matches_record(b35, of_kind(ResultKind::undecided)) == std::optional<bool>(false));
  CHECK(matches_record(parse_recorded_result("0"), of_kind(ResultKind::jigo)) == std::optional<bool>(true));
  CHECK(matches_record(parse_recorded_result("Jigo"), win(Color::white, 0.5)) == std::optional<bool>(false));
  CHECK(matches_record(parse_recorded_result("Void"), of_kind(ResultKind::no_result)) == std::optional<bool>(true));
  CHECK(matches_record(parse_recorded_result("Void"), of_kind(ResultKind::jigo)) == std::optional<bool>(false));
}

TEST_CASE("a record without a counted result is not checked: resignation, time, forfeit, unknown, none", "[batch]") {
  for (const char* raw : {"B+R", "W+T", "W+F", "B+", "?", "", "garbage"}) {
    CAPTURE(raw);
    CHECK_FALSE(matches_record(parse_recorded_result(raw), win(Color::black, 3.5)).has_value());
    CHECK_FALSE(is_checkable(parse_recorded_result(raw)));
  }
}

TEST_CASE("a result's margin is measured from the record's when both are counts", "[batch]") {
  const auto b35 = parse_recorded_result("B+3.5");
  CHECK(margin_distance(b35, win(Color::black, 3.5)) == std::optional<double>(0.0));
  CHECK(margin_distance(b35, win(Color::black, 4.5)) == std::optional<double>(1.0));
  CHECK(margin_distance(b35, win(Color::white, 2.5)) == std::optional<double>(6.0));  // across the winner
  CHECK(margin_distance(b35, of_kind(ResultKind::jigo)) == std::optional<double>(3.5));
  CHECK(margin_distance(parse_recorded_result("0"), win(Color::white, 0.5)) == std::optional<double>(0.5));
  CHECK(margin_distance(parse_recorded_result("W+Jigo"), of_kind(ResultKind::jigo)) == std::optional<double>(0.0));
  CHECK_FALSE(margin_distance(b35, of_kind(ResultKind::undecided)).has_value());
  CHECK_FALSE(margin_distance(b35, of_kind(ResultKind::no_result)).has_value());
  CHECK_FALSE(margin_distance(parse_recorded_result("B+R"), win(Color::black, 3.5)).has_value());
  CHECK_FALSE(margin_distance(parse_recorded_result("Void"), of_kind(ResultKind::jigo)).has_value());
}

TEST_CASE("the summary counts the results within one point of the record and those off by more than five", "[batch]") {
  auto game = [](const char* recorded, ResultVerdict result) {
    GameJob job;
    job.sgf = std::string("(;GM[1]SZ[9]KM[6.5]RE[") + recorded + "];B[ee])";
    auto evaluate = [result](const io::Document&) {
      std::vector<Outcome> out(1);
      out[0].ruleset = "only";
      out[0].result = result;
      return out;
    };
    return run_game(job, evaluate);
  };
  Summary summary;
  summary.add(game("B+3.5", win(Color::black, 3.5)));          // exact
  summary.add(game("B+3.5", win(Color::black, 2.5)));          // within one
  summary.add(game("W+0.5", win(Color::black, 0.5)));          // within one, though the winner differs
  summary.add(game("B+3.5", win(Color::black, 8.5)));          // five off: neither
  summary.add(game("B+3.5", win(Color::white, 2.5)));          // six off
  summary.add(game("B+3.5", of_kind(ResultKind::undecided)));  // no count: neither
  summary.add(game("B+R", win(Color::white, 30.5)));           // not checkable: neither
  const std::string table = summary.table();
  CAPTURE(table);
  CHECK_THAT(table, Catch::Contains("  within one  off by >5"));
  CHECK_THAT(table,
             Catch::Contains("\nonly                         1/6    16.7           3          1         6          1"));
}

TEST_CASE("short results read like RE[] values", "[batch]") {
  CHECK(short_result(win(Color::black, 3.5)) == "B+3.5");
  CHECK(short_result(win(Color::white, 12)) == "W+12");
  CHECK(short_result(of_kind(ResultKind::jigo)) == "0");
  CHECK(short_result(of_kind(ResultKind::no_result)) == "Void");
  CHECK(short_result(of_kind(ResultKind::undecided)) == "undecided");
}

TEST_CASE("reports come out in input order and the same bytes with 1 or 4 threads", "[batch]") {
  const auto jobs = make_jobs(40);
  const auto one = run_lines(jobs, 1);
  const auto four = run_lines(jobs, 4);
  REQUIRE(one.size() == 40);
  CHECK(one == four);
  for (std::size_t i = 0; i < one.size(); ++i) {
    const auto line = nlohmann::json::parse(one[i]);
    CHECK(line["index"] == i);
    CHECK(line["line"] == i + 1);
  }
}

TEST_CASE("a game that cannot be read yields an error line and the run goes on", "[batch]") {
  const auto lines = run_lines(make_jobs(8), 2);
  REQUIRE(lines.size() == 8);
  const auto bad = nlohmann::json::parse(lines[6]);
  CHECK_THAT(bad["error"].get<std::string>(), Catch::StartsWith("<stdin line 7>:1:"));
  CHECK_FALSE(bad.contains("results"));
  const auto good = nlohmann::json::parse(lines[7]);
  CHECK(good["recorded"]["raw"] == "B+7.5");
  CHECK(good["results"][0]["matches_record"] == true);  // first: B+7.5
  CHECK(good["results"][1]["matches_record"] == true);  // second: 7 % 3 != 0, also B+7.5
  const auto jigo = nlohmann::json::parse(lines[3]);
  CHECK(jigo["results"][1]["result"] == "0");
  CHECK(jigo["results"][1]["matches_record"] == false);  // recorded B+3.5
}

TEST_CASE("an evaluator that throws gives an error line for that game only", "[batch]") {
  const auto jobs = make_jobs(3);
  std::vector<GameReport> reports;
  const GameEvaluator failing_on_second = [](const io::Document& doc) {
    if (doc.info.komi == 1.0) throw std::runtime_error("evaluation failed");
    return fake_evaluate(doc);
  };
  run_batch(source_of(jobs), failing_on_second, {2, 0}, [&](const GameReport& r) { reports.push_back(r); });
  REQUIRE(reports.size() == 3);
  CHECK(reports[0].error.empty());
  CHECK(reports[1].error == "evaluation failed");
  CHECK(reports[2].error.empty());
}

TEST_CASE("no more reports wait for an earlier game than the window allows", "[batch]") {
  const auto jobs = make_jobs(30);
  std::atomic<int> taken{0}, written{0}, most_ahead{0};
  auto next = source_of(jobs);
  const JobSource counting = [&]() {
    auto job = next();
    if (job) most_ahead = std::max(most_ahead.load(), ++taken - written.load());
    return job;
  };
  run_batch(counting, fake_evaluate, {3, 4}, [&](const GameReport&) { ++written; });
  CHECK(written == 30);
  CHECK(most_ahead <= 4);
}

TEST_CASE("a failing sink stops the run and its exception reaches the caller", "[batch]") {
  const auto jobs = make_jobs(20);
  int written = 0;
  const auto sink = [&](const GameReport&) {
    if (++written == 3) throw std::runtime_error("disk full");
  };
  CHECK_THROWS_WITH(run_batch(source_of(jobs), fake_evaluate, {2, 0}, sink), "disk full");
  CHECK(written == 3);
}

TEST_CASE("a report line has its fields in a fixed order and time only when asked", "[batch]") {
  GameJob job;
  job.file = "games/a.sgf";
  job.sgf = "(;GM[1]SZ[9]KM[6.5]HA[0]RE[W+R];B[ee])";
  const GameReport r = run_game(job, fake_evaluate);
  const std::string line = report_line(r, Timing::omitted);
  CHECK_THAT(
      line,
      Catch::StartsWith(
          R"({"index":0,"file":"games/a.sgf","recorded":{"raw":"W+R","kind":"resignation","winner":"W","margin":null},"komi":6.5,"handicap":0,"date":"","illegal_move":null,"record_fault":null,"results":[{"ruleset":"first","result":"B+7","kind":"win","winner":"B","margin":7.0,"matches_record":null,"undecided_strings":0,"assumed_strings":0,"open_boundary":0,"nodes":0})"));
  CHECK_THAT(line, !Catch::Contains("time_ms"));
  CHECK_THAT(report_line(r, Timing::included), Catch::Contains(",\"time_ms\":"));
}

TEST_CASE("a record text that is not UTF-8 is written with replacement characters, not an exception", "[batch]") {
  GameReport r;
  r.file = "x.sgf";
  r.recorded = parse_recorded_result("B+\xE9");
  std::string line;
  REQUIRE_NOTHROW(line = report_line(r, Timing::omitted));
  CHECK_THAT(line, Catch::Contains("\"raw\":\"B+\xEF\xBF\xBD\""));
}

TEST_CASE("NDJSON lines: an SGF string, or an object with id and sgf", "[batch]") {
  const GameJob plain = parse_ndjson_line(R"j("(;SZ[9])")j", 3);
  CHECK(plain.error.empty());
  CHECK(plain.sgf == "(;SZ[9])");
  CHECK(plain.line == 3);
  CHECK(plain.id.is_null());
  const GameJob named = parse_ndjson_line(R"j({"id": "g-1", "sgf": "(;SZ[9]\n;B[aa])"})j", 4);
  CHECK(named.error.empty());
  CHECK(named.id == "g-1");
  CHECK(named.sgf == "(;SZ[9]\n;B[aa])");
  CHECK(parse_ndjson_line(R"j({"id": 17, "sgf": "(;)"})j", 5).id == 17);
}

TEST_CASE("malformed NDJSON lines give errors that name the stdin line and column", "[batch]") {
  const GameJob bad_json = parse_ndjson_line(R"j({"sgf": x})j", 7);
  CHECK_THAT(bad_json.error, Catch::StartsWith("<stdin>:7:9: error: not JSON: "));
  CHECK(parse_ndjson_line(R"j({"id": 1e999, "sgf": "(;)"})j", 12).error ==
        "<stdin>:12:8: error: not JSON: number overflow parsing '1e999'");
  CHECK_THAT(parse_ndjson_line("[1, 2]", 8).error, Catch::StartsWith("<stdin>:8: error: expected a JSON string"));
  CHECK_THAT(parse_ndjson_line(R"j({"sgf": 3})j", 9).error, Catch::Contains("\"sgf\" must be a string"));
  CHECK_THAT(parse_ndjson_line(R"j({"id": [], "sgf": "(;)"})j", 9).error,
             Catch::Contains("\"id\" must be a string or a number"));
  CHECK_THAT(parse_ndjson_line(R"j({"sgf": "(;)", "path": "a"})j", 10).error, Catch::Contains("unknown key \"path\""));
  CHECK_THAT(parse_ndjson_line(R"j({"id": "a"})j", 11).error, Catch::Contains("no \"sgf\" member"));
  CHECK(is_blank("  \t\r"));
  CHECK_FALSE(is_blank(" \"\" "));
}

TEST_CASE("the summary counts agreement per ruleset, undecided results and games where the texts disagree", "[batch]") {
  Summary summary;
  for (const auto& line : std::vector<GameJob>(make_jobs(8))) summary.add(run_game(line, fake_evaluate));
  CHECK(summary.games() == 8);
  CHECK(summary.errors() == 1);
  const std::string table = summary.table();
  CAPTURE(table);
  // Games 0-5 and 7 are read; the second text says jigo on 0 and 3 (komi divisible by 3).
  CHECK_THAT(table, Catch::Contains("games: 8 (errors: 1)"));
  CHECK_THAT(table, Catch::Contains("recorded results: score 7; checkable (score, draw, void): 7"));
  // Every win of "first" is the record's margin; "second"'s jigo is 0.5 from B+0.5 and 3.5 from B+3.5.
  // No DT[] year, so no text in force to compare with: the last column is "-".
  CHECK_THAT(
      table,
      Catch::Contains(
          "\nfirst                        7/7   100.0           7          0         7          0                  "
          "0                 -          0 (0)              0\n"));
  // Komi 1, 3, 5 and 7 (the seventh record is malformed): four games rest on assumptions, two strings each.
  CHECK_THAT(
      table,
      Catch::Contains(
          "\nsecond                       5/7    71.4           6          0         7          0                  "
          "0                 -          4 (8)              0\n"));
  CHECK_THAT(table, Catch::Contains("the selected texts disagree on 2 of 7 games"));
}

TEST_CASE("the in-force row judges each game under the text of its DT year, and each text is compared with it",
          "[batch]") {
  CHECK(text_in_force(1948).empty());
  CHECK(text_in_force(1949) == "nihonkiin1949");
  CHECK(text_in_force(1988) == "nihonkiin1949");
  CHECK(text_in_force(1989) == "japan1989");
  auto game = [](const std::string& date, bool agree_1949, bool agree_1989) {
    GameJob job;
    job.sgf = "(;GM[1]SZ[9]KM[6.5]DT[" + date + "]RE[B+1.5];B[ee])";
    auto evaluate = [&](const io::Document&) {
      std::vector<Outcome> out(2);
      out[0].ruleset = "nihonkiin1949";
      out[1].ruleset = "japan1989";
      for (std::size_t i = 0; i < 2; ++i) {
        out[i].result.kind = ResultKind::win;
        out[i].result.winner = Color::black;
        out[i].result.margin = (i == 0 ? agree_1949 : agree_1989) ? 1.5 : 2.5;
      }
      return out;
    };
    return run_game(job, evaluate);
  };
  const GameReport old_game = game("1950-05-06,07", true, false);
  CHECK(old_game.year == 1950);
  CHECK_THAT(report_line(old_game, Timing::omitted), Catch::Contains(R"("date":"1950-05-06,07")"));
  Summary summary;
  summary.add(old_game);
  summary.add(game("1995-06-01", false, true));
  summary.add(game("1941", true, true));  // before 1949: no text in force, left out of the row
  summary.add(game("", true, true));      // no date: left out too
  const std::string table = summary.table();
  CAPTURE(table);
  CHECK_THAT(
      table,
      Catch::Contains(
          "\nin force                     2/2   100.0           2          0         2          0                  "
          "0                 -          0 (0)              0\n"));
  // Which text judged which years, from the years the texts declare (Metadata::in_force).
  CHECK_THAT(table,
             Catch::Contains("\nin force: each game dated 1949-1988 under nihonkiin1949, from 1989 under japan1989 "
                             "(DT[] year)\n"));
  CHECK_THAT(table, Catch::Contains("\nnihonkiin1949                3/4    75.0"));
  // The dated games 1950 and 1995: each text differs from the other's result once, and is its own
  // reference on the other; the undated and pre-1949 games are not compared.
  CHECK_THAT(
      table,
      Catch::Contains(
          "\nnihonkiin1949                3/4    75.0           4          0         4          0                  "
          "0               1/2          0 (0)              0\n"));
  CHECK_THAT(
      table,
      Catch::Contains(
          "\njapan1989                    3/4    75.0           4          0         4          0                  "
          "0               1/2          0 (0)              0\n"));
}

TEST_CASE("a record stopping at an illegal move its own result contradicts is a record fault, counted apart",
          "[batch]") {
  // Move 3 (B C3) plays on White's stone, yet the record says Black won by 7.5 on the count.
  GameJob faulty;
  faulty.line = 1;
  faulty.sgf = "(;GM[1]SZ[9]KM[7]RE[B+7.5];B[ee];W[cc];B[cc])";
  GameJob forfeited;  // the same move, and the record says White won by forfeit: no fault of the record
  forfeited.line = 2;
  forfeited.sgf = "(;GM[1]SZ[9]KM[7]RE[W+F];B[ee];W[cc];B[cc])";
  const GameReport a = run_game(faulty, fake_evaluate), b = run_game(forfeited, fake_evaluate);
  REQUIRE(a.record_fault);
  CHECK_THAT(*a.record_fault, Catch::StartsWith("<stdin line 1>:1:42: "));
  CHECK_THAT(*a.record_fault, Catch::Contains("move 3 (black C7) is illegal: its point is occupied"));
  CHECK_THAT(report_line(a, Timing::omitted),
             Catch::Contains(R"("illegal_move":3,"record_fault":"<stdin line 1>:1:42: move 3)"));
  CHECK(b.illegal_move == 3);
  CHECK_FALSE(b.record_fault);
  Summary summary;
  summary.add(a);
  summary.add(b);
  summary.add(run_game(make_jobs(1).front(), fake_evaluate));  // komi 0, B+0.5: agrees
  const std::string table = summary.table();
  CAPTURE(table);
  CHECK_THAT(table, Catch::Contains(
                        "\nrecord faults: 1 games stop at an illegal move that their own recorded result contradicts"));
  // The faulty game's literal verdict (fake: B+7.5, agreeing by chance) is not checked; the forfeit is not checkable.
  CHECK_THAT(table, Catch::Contains("\nfirst                        1/1   100.0           1          0         3"));
}

TEST_CASE("a count recorded without KM[] is not checked, unless --komi-if-missing states the komi", "[batch]") {
  GameJob no_komi;  // fake_evaluate gives B+0.5 at komi 0: the record's B+0.5, by chance
  no_komi.line = 1;
  no_komi.sgf = "(;GM[1]SZ[9]RE[B+0.5];B[ee];W[cc])";
  GameJob stated = no_komi;
  stated.komi_if_missing = 0.0;
  GameJob resigned = no_komi;  // nothing to count: no komi needed
  resigned.sgf = "(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])";
  const GameReport a = run_game(no_komi, fake_evaluate), b = run_game(stated, fake_evaluate),
                   c = run_game(resigned, fake_evaluate);
  CHECK(a.komi_unknown());
  REQUIRE(a.results.size() == 2);
  CHECK_FALSE(a.results[0].matches_record);
  CHECK_THAT(report_line(a, Timing::omitted), Catch::Contains(R"("komi":null,)"));
  CHECK_THAT(report_line(a, Timing::omitted), Catch::Contains(R"("matches_record":null,)"));
  CHECK_FALSE(b.komi_unknown());
  CHECK(b.results[0].matches_record == true);
  CHECK_FALSE(c.komi_unknown());
  Summary summary;
  summary.add(a);
  summary.add(b);
  summary.add(c);
  const std::string table = summary.table();
  CAPTURE(table);
  CHECK_THAT(table, Catch::Contains("\nkomi unknown: 1 games record a count but no KM[]"));
  CHECK_THAT(table, Catch::Contains("\nfirst                        1/1   100.0           1          0         3"));
}

TEST_CASE("a recorded result is a count when it has a margin or is a draw", "[batch]") {
  for (const char* re : {"B+3.5", "W+12", "0", "Jigo", "W+0"}) CHECK(io::is_count(parse_recorded_result(re)));
  for (const char* re : {"B+R", "W+T", "B+F", "B+", "Void", "?", "", "B+7.5?"})
    CHECK_FALSE(io::is_count(parse_recorded_result(re)));
}
