#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "kernel/io/json_position.hpp"
#include "kernel/vertex.hpp"
#include "compare/registry.hpp"
#include "rulesets/japan1989.hpp"
#include "rulesets/parts/resumption.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

// 9x9. Black (columns A-E, eyes B7 and B3) and White (columns F-J, eyes H7 and H3) are
// pass-alive; the `open` points of column E are left empty. `to_move` "black" or "white": play
// in progress; "none": stopped.
io::Document opened(double komi, const std::vector<std::string>& open, const std::string& to_move = "none") {
  std::string black, white;
  auto add = [](std::string& list, const std::string& v) { list += (list.empty() ? "\"" : ", \"") + v + "\""; };
  const std::string cols = "ABCDEFGHJ";
  for (int col = 0; col < 9; ++col)
    for (int row = 1; row <= 9; ++row) {
      const std::string v = cols.substr(static_cast<std::size_t>(col), 1) + std::to_string(row);
      const bool eye = v == "B7" || v == "B3" || v == "H7" || v == "H3";
      if (eye || std::find(open.begin(), open.end(), v) != open.end()) continue;
      add(col <= 4 ? black : white, v);
    }
  const std::string json = R"({"format": "kiyaku-position/1", "id": "two-dame", "size": {"width": 9, "height": 9},
    "to_move": ")" + to_move +
                           R"(", "game": {"komi": )" + std::to_string(komi) + R"(}, "stones": {"black": [)" + black +
                           R"(], "white": [)" + white + "]}}";
  return io::read_json_position(json, "two-dame.json");
}

// The board above with the two dame E9 and E5 open, one stone's worth each by area. Komi 7 is
// Black's lead in settled area, so who ends ahead depends only on the dame. With `e5_black`,
// Black has filled E5 and only E9 is open. `open_column`: the whole E column is open.
io::Document two_dame(double komi = 7, bool e5_black = false, bool open_column = false,
                      const std::string& to_move = "none") {
  if (open_column) return opened(komi, {"E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9"}, to_move);
  return opened(komi, e5_black ? std::vector<std::string>{"E9"} : std::vector<std::string>{"E9", "E5"}, to_move);
}

// Art. 13-1's play-outs of `doc`, each within `nodes`: both first movers' settle, to the same
// count, so the first move decides nothing. Returns them for further checks.
parts::Resumption check_first_move_changes_nothing(const io::Document& doc, std::uint64_t nodes) {
  solver::Budget budget;
  budget.max_nodes = nodes;
  const parts::Resumption r = parts::analyse_resumption(doc, budget);
  REQUIRE(r.black_first.decided);
  REQUIRE(r.white_first.decided);
  CHECK(r.black_first.count == r.white_first.count);
  CHECK_FALSE(parts::first_move_decides(doc, r));
  return r;
}

TEST_CASE("1989 Art. 13-1: after the stop the players alternate over the regions, so two equal dame decide nothing",
          "[japan1989][resumption]") {
  // Whoever resumes takes one dame and his opponent the other: the same count either way.
  const parts::Resumption r = check_first_move_changes_nothing(two_dame(), 10000);
  CHECK(r.black_first.count == 7);
  CHECK(r.nodes > 0);  // the play-outs' nodes are reported (the outcome's total counts them)
}

TEST_CASE("1989 Art. 13-1: bounds on the regions fix the winner without play-outs when the margin is wide enough",
          "[japan1989][resumption]") {
  solver::Budget budget;
  budget.max_nodes = 10000;
  std::uint64_t nodes = 0;
  // Black leads by 3.5 after komi; the two dame are worth at most 2 to White.
  CHECK(parts::winner_by_bounds(two_dame(3.5), budget, nodes) == parts::WinnerBounds::fixed);
  CHECK(nodes == 0);  // no question was needed
  // Level after komi: the dame decide (by alternation nobody gains, which only the exact analysis shows).
  CHECK(parts::winner_by_bounds(two_dame(7), budget, nodes) == parts::WinnerBounds::need_exact);
  CHECK(nodes > 0);
}

TEST_CASE("1989 Art. 13-1: a question that runs out of budget leaves the winner open, unless the margin fixes it",
          "[japan1989][resumption]") {
  solver::Budget starved;
  starved.max_nodes = 4;  // a question gets one node: not enough to answer any
  std::uint64_t nodes = 0;
  CHECK(parts::winner_by_bounds(two_dame(7), starved, nodes) == parts::WinnerBounds::out_of_budget);
  CHECK(parts::winner_by_bounds(two_dame(3.5), starved, nodes) == parts::WinnerBounds::fixed);  // no question needed
}

TEST_CASE("1989 Art. 13-1: a question that runs out of a quarter of the budget is asked again with all of it",
          "[japan1989][resumption]") {
  // Two regions: E9-E8 and the dame E5. A question gets a quarter of the budget, 4 nodes here,
  // too few for one about the two-point region; asked again with the whole 16 it is answered,
  // and the bounds fix the winner (M-68-3 of goban-original-games, decided this way at the default).
  const io::Document doc = opened(7.5, {"E9", "E8", "E5"});
  solver::Budget budget;
  budget.max_nodes = 16;
  std::uint64_t nodes = 0;
  CHECK(parts::winner_by_bounds(doc, budget, nodes) == parts::WinnerBounds::fixed);
  CHECK(nodes > budget.max_nodes / 4);
  CHECK(nodes <= budget.max_nodes * 2);  // never past a play-out's budget per region
}

TEST_CASE("1989 Art. 13-1: the bounds never fix a winner that the first move decides", "[japan1989][resumption]") {
  // One dame left and level after komi: by area, which the play-outs count, whoever fills it wins,
  // so both lose. (By Art. 10 a dame is worth nothing and White wins either way: the known gap
  // "Art. 13-1 counts area" in docs/rulesets/japan1989.md.)
  const io::Document doc = two_dame(8, true);
  solver::Budget budget;
  budget.max_nodes = 10000;
  std::uint64_t nodes = 0;
  CHECK(parts::winner_by_bounds(doc, budget, nodes) == parts::WinnerBounds::need_exact);
  const parts::Resumption r = parts::analyse_resumption(doc, budget);
  CHECK(r.black_first.count == 9);
  CHECK(r.white_first.count == 7);
  CHECK(parts::first_move_decides(doc, r));
}

// The whole ruleset on the one-dame board: its own statuses say both lose. With one status
// undecided, the result is undecided for that first cause and the Art. 13-1 bounds are not asked
// (a result they could only leave undecided or turn into both-lose; see docs/rulesets/japan1989.md).
TEST_CASE("1989 Art. 13-1 is not asked on a whole board whose statuses are undecided", "[japan1989][resumption]") {
  const io::Document doc = two_dame(8, true);
  const Choices c(Japan1989::choices());
  solver::Budget budget;
  budget.max_nodes = 10000;
  parts::StatusMap statuses = Japan1989::Status::decide(doc, c, budget);
  REQUIRE_FALSE(statuses.any_undecided());
  const auto territory = Japan1989::Territory::classify(doc, statuses, c);
  const Score score = Japan1989::Counting::count(doc, territory, c);
  const ResultVerdict both = Japan1989::Results::decide(doc, statuses, score, c, budget);
  CHECK(both.kind == ResultKind::both_lose);
  // Area 9 and 7 against komi 8: the reason gives the count it rests on and each side's result.
  CHECK(both.reason ==
        "after the stop the first move decides the game (by area after optimal play, komi 8: Black "
        "first, Black wins by 1; White first, White wins by 1); the requester's opponent would move "
        "first, so nobody resumes and nobody agrees");
  CHECK(both.nodes > 0);  // the play-outs' nodes travel with the result into the outcome's total

  REQUIRE_FALSE(statuses.strings.empty());
  statuses.strings.front().status = Status::undecided;
  const ResultVerdict r = Japan1989::Results::decide(doc, statuses, score, c, budget);
  CHECK(r.kind == ResultKind::undecided);
  CHECK(r.reason == "the status of some stones is undecided");
}

// 参考図13: a seki with three dame. Neither side gains by playing in it, and showing so means
// refuting every try of the other side at the value itself; the play-out's White bound is asked
// there first (at Black's floor), not by bisecting above it, where every question costs as much.
TEST_CASE("1989 Art. 13-1: the play-outs of a seki settle its value within the default budget",
          "[japan1989][resumption]") {
  // 200,000: the 1989 text's play-out budget at 20,000 nodes per confirmation
  check_first_move_changes_nothing(test::corpus_record("j89-ref13"), 200000);
}

// 死活例3, ハネゼキ: whoever captures first loses, so after the stop neither first move changes
// anything. Black's play-out needs about 964,000 nodes: within play_out_both's twice 500,000 (the
// default run's play-out budget), not within 500,000, where the result stays undecided.
TEST_CASE("1989 Art. 13-1: the hane seki's play-outs settle within the default run's budget",
          "[japan1989][resumption]") {
  check_first_move_changes_nothing(test::corpus_record("j89-ex03"), 500000);
}

// 参考図19<1>: whoever plays at a first decides the corner. Black there keeps his territory;
// White there leaves Black's lower string in seki (Art. 8: no territory), and Black can better
// that only by a cycle. No stone is captured on either line: the seki is what the first move decides.
TEST_CASE("1989 Art. 13-1 for a fragment: a first move that leaves stones in seki decides", "[japan1989][resumption]") {
  const io::Document& doc = test::corpus_record("j89-ref19-1");
  solver::Budget budget;
  budget.max_nodes = 500000;  // the play-out budget where every status is known
  const parts::Resumption r = parts::analyse_resumption(doc, budget);
  REQUIRE(r.black_first.decided);
  REQUIRE(r.white_first.decided);
  CHECK(r.black_first.removed == r.white_first.removed);
  CHECK(r.black_first.seki.empty());
  // White first is an endless play whose line may stop anywhere in the cycle: Black's lower four
  // stones are in seki wherever it stops, the upper four only at some points of it.
  for (const char* lower : {"B17", "A16", "B16", "C16"})
    CHECK(r.white_first.seki.contains(*parse_gtp_vertex(doc.position.board(), lower)));
  CHECK(r.black_first.floor > r.white_first.floor);
  CHECK(parts::first_move_decides(doc, r));
}

// The two conditions of a fragment's effective move, on made-up lines: what each side can force
// must change, and so must some status. Either alone is not enough.
TEST_CASE("1989 Art. 13-1 for a fragment: the forced outcome and a status must both change",
          "[japan1989][resumption]") {
  const io::Document& doc = test::corpus_record("j89-ref19-1");
  const Point stone = *parse_gtp_vertex(doc.position.board(), "B16");
  parts::Resumption r;
  r.black_first.first = Color::black;
  r.white_first.first = Color::white;
  r.black_first.floor = r.black_first.ceiling = r.white_first.floor = r.white_first.ceiling = 3;
  r.white_first.seki.insert(stone);
  // An endless play: the same range whoever starts, and lines that stop at different points of the cycle.
  CHECK_FALSE(parts::first_move_decides(doc, r));
  r.white_first.floor = r.white_first.ceiling = 2;
  CHECK(parts::first_move_decides(doc, r));
  // A lone dame: the range moves by one, no status does.
  r.white_first.seki.clear();
  CHECK_FALSE(parts::first_move_decides(doc, r));
  r.white_first.removed.insert(stone);
  CHECK(parts::first_move_decides(doc, r));
}

// Art. 12 needs only whether best play from the player to move ends. With one region it is asked
// of that region's play-out from him alone; with several, of the full analysis's line for him.
// Either way it agrees with the full analysis.
TEST_CASE("1989 Art. 12: whether best play from the player to move ends, as the full analysis says",
          "[japan1989][resumption]") {
  solver::Budget budget;
  budget.max_nodes = 100000;  // the play-out budget of the ruleset at 10,000 nodes per confirmation
  for (const io::Document& doc :
       {two_dame(0.5, false, true, "white"), two_dame(7, false, false, "white"), two_dame(7, false, false, "black")}) {
    const parts::BestPlayEnding alone = parts::best_play_ending(doc, doc.position.to_move(), budget);
    const parts::Resumption full = parts::analyse_resumption(doc, budget);
    const parts::FirstMoveLine& line = doc.position.to_move() == Color::black ? full.black_first : full.white_first;
    REQUIRE(line.decided);
    CHECK(alone.end == (line.endless ? solver::PlayoutEnd::endless : solver::PlayoutEnd::exact));
    CHECK(alone.proof.empty() == !line.endless);
  }
}

// 参考図8<1>: Black's 8 corner stones are dead (Art. 7), so play after the stop ends with the
// whole 14-point region White's, whoever moves first; as the board stands it counts +4 for Black.
// Started at the count the statuses expect, each play-out asks two questions where it asked six
// from +4 down, and ends within the budget that the six used up (500,000 nodes for Black's
// play-out, which play_out_both gives twice the budget).
TEST_CASE("1989 Art. 13-1: the play-outs start at the count the statuses expect", "[japan1989][resumption]") {
  const io::Document doc = test::corpus_record("j89-ref08-1");
  solver::Budget budget;
  budget.max_nodes = 250000;
  const Board& b = doc.position.board();
  PointSet dead_black;
  for (Point p : b.points())
    if (b.at(p) == Color::black) dead_black.insert(p);
  const parts::Resumption guided = parts::analyse_resumption(doc, budget, dead_black);
  for (const parts::FirstMoveLine* line : {&guided.black_first, &guided.white_first}) {
    REQUIRE(line->decided);
    CHECK(line->count == -14);
  }
  CHECK_FALSE(parts::first_move_decides(doc, guided));
  const parts::Resumption unguided = parts::analyse_resumption(doc, budget);
  CHECK_FALSE(unguided.black_first.decided);
}

// 参考図18's round-robin ko, Black to play: two threshold questions show that neither side can
// force an end, well inside the ruleset's play-out budget.
TEST_CASE("1989 Art. 12: the round-robin ko of 参考図18 never ends, shown without its line",
          "[japan1989][resumption]") {
  solver::Budget budget;
  budget.max_nodes = 500000;
  const parts::BestPlayEnding e = parts::best_play_ending(test::corpus_record("j89-ref18-2"), Color::black, budget);
  CHECK(e.end == solver::PlayoutEnd::endless);
  CHECK(e.proof.find("neither can force an end") != std::string::npos);
}

// Play in progress (Art. 12): the count stands only once the play-outs have shown that best play
// from here ends; a budget too small to show it leaves the result undecided, said so.
TEST_CASE("1989 Art. 12: play in progress whose repetition test runs out of budget has no counted result",
          "[japan1989][resumption]") {
  const io::Document doc = two_dame(0.5, false, true, "black");
  const Choices c(Japan1989::choices());
  auto result = [&](std::uint64_t nodes) {
    solver::Budget budget;
    budget.max_nodes = nodes;
    parts::StatusMap statuses = Japan1989::Status::decide(doc, c, budget);
    REQUIRE_FALSE(statuses.any_undecided());  // pass-alive: no search needed
    const auto territory = Japan1989::Territory::classify(doc, statuses, c);
    return Japan1989::Results::decide(doc, statuses, Japan1989::Counting::count(doc, territory, c), c, budget);
  };
  const ResultVerdict ample = result(10000);
  CHECK(ample.kind == ResultKind::win);
  const ResultVerdict starved = result(1);
  CHECK(starved.kind == ResultKind::undecided);
  CHECK(starved.reason == "undecided: the play-outs that test whether best play from here repeats ran out of budget");
}

TEST_CASE("1989 Arts. 12 and 13-1: the play-outs' budgets follow the run's", "[japan1989][resumption]") {
  using B = Japan1989::Results::PlayoutBudgets;  // {each Art. 13-1 play-out, Art. 12's ending question}
  const auto budgets = Japan1989::Results::playout_budgets;
  // The default budget: 500,000 where every status is known (Art. 12 gets two confirmations'
  // worth), 200,000 for a long shot.
  CHECK(budgets(2'000'000, true) == B{500'000, 4'000'000});
  CHECK(budgets(2'000'000, false) == B{200'000, 200'000});
  // Above it the caps grow with the run, so a larger --max-nodes reaches the result.
  CHECK(budgets(8'000'000, true) == B{2'000'000, 16'000'000});
  CHECK(budgets(8'000'000, false) == B{800'000, 800'000});
  // Below 200,000 a long shot of Art. 13-1 gets one confirmation's worth; Art. 12's keeps ten
  // (参考図18<2>'s no_result at 20,000 needs it).
  CHECK(budgets(20'000, false) == B{20'000, 200'000});
  CHECK(budgets(20'000, true) == B{200'000, 200'000});
}

}  // namespace
// The whole 1989 evaluation of a corpus record under the default readings.
Outcome japan1989_outcome(const io::Document& doc, std::uint64_t nodes) {
  solver::Budget budget;
  budget.max_nodes = nodes;
  const RulesetEntry& text = find_ruleset("japan1989");
  return text.evaluate(doc, text.default_choices(), budget);
}

TEST_CASE("1989 Art. 13-1 for a fragment: a capture the reply answers is no effective move (参考図7's snapbacks)",
          "[japan1989][resumption]") {
  for (const char* id : {"j89-ref07-1", "j89-ref07-2", "j89-ref07-3"}) {
    INFO(id);
    const Outcome o = japan1989_outcome(test::corpus_record(id), 300000);
    CHECK(o.result.kind != ResultKind::both_lose);
    CHECK((o.result.kind == ResultKind::win || o.result.kind == ResultKind::jigo));
  }
}

TEST_CASE("1989 Art. 13-1 for a fragment: a first mover's gain that rests on a ko is no effective move, one without is",
          "[japan1989][resumption]") {
  // 本劫 left open: Black first saves his seven stones by the ko, White first takes them; the
  // commentary counts the game as it stands ("if the game ends as it is, dead").
  CHECK(japan1989_outcome(test::corpus_record("j89-ref09-1"), 300000).result.kind == ResultKind::win);
  // 参考図19<2>: whoever plays a first lives or kills the bulky five, with no ko: both lose.
  const Outcome both = japan1989_outcome(test::corpus_record("j89-ref19-2"), 300000);
  CHECK(both.result.kind == ResultKind::both_lose);
  CHECK(both.result.reason.find("Black first, Black +18; White first, White +4") != std::string::npos);
}

namespace {

// The one-dame board of the test above reached by a move: E9 and E5 open, Black fills E5, and
// play stops; `result` is the record's RE[].
io::Document one_dame_record(const std::string& result) {
  io::Document doc = opened(8, {"E9", "E5"}, "black");
  REQUIRE(doc.position.play({Color::black, *parse_gtp_vertex(doc.position.board(), "E5")}) == PlayCheck::legal);
  doc.position.set_to_move(Color::empty);
  doc.info.result = result;
  return doc;
}

}  // namespace

TEST_CASE("1989 Art. 13-1 does not arise on a record whose result is a count: the players agreed at the stop",
          "[japan1989][resumption]") {
  // Asked, the one dame left decides the winner by area, so both lose (the test above); a record
  // counted to its end shows that the players agreed, and Art. 10's count stands.
  const Outcome counted = japan1989_outcome(one_dame_record("W+1"), 20000);
  CHECK(counted.result.kind == ResultKind::win);
  CHECK(counted.result.winner == Color::white);
  CHECK_THAT(counted.result.reason, Catch::Contains("Art. 13-1 does not arise: the record's result, W+1, is a count"));
  CHECK(counted.result.nodes == 0);  // no play-out after the stop
  // Asked as of a diagram (stop_agreement=asked), or where the record has no result, the question
  // is put; a resigned record is won by resignation (Art. 11), and the question does not arise.
  const RulesetEntry& text = find_ruleset("japan1989");
  Choices asked = text.default_choices();
  asked.set("stop_agreement", "asked");
  solver::Budget budget;
  budget.max_nodes = 20000;
  CHECK(text.evaluate(one_dame_record("W+1"), asked, budget).result.kind == ResultKind::both_lose);
  CHECK(japan1989_outcome(one_dame_record(""), 20000).result.kind == ResultKind::both_lose);
  const Outcome resigned = japan1989_outcome(one_dame_record("B+R"), 20000);
  CHECK(resigned.result.kind == ResultKind::resignation);
  CHECK(resigned.result.nodes == 0);
}

}  // namespace kiyaku
