#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "compare/evaluate.hpp"
#include "compare/game_record.hpp"
#include "compare/registry.hpp"
#include "kernel/io/load.hpp"
#include "kernel/io/sgf.hpp"

using namespace kiyaku;

namespace {

io::Document game(const std::string& name) {
  return io::load_documents(std::string(KIYAKU_SOURCE_DIR) + "/tests/data/games/" + name).front();
}

Outcome run(const io::Document& doc, const std::string& ruleset, const std::string& dame = "") {
  const RulesetEntry& r = find_ruleset(ruleset);
  Choices c = r.default_choices();
  if (!dame.empty()) c.set("dame_filling", dame);
  solver::Budget budget;
  budget.max_nodes = 20000;
  return r.evaluate(doc, c, budget);
}

}  // namespace

TEST_CASE("A game record is told apart from a rule-book diagram", "[game_record]") {
  CHECK(is_game_record(game("open-dame.sgf")));
  const auto corpus = io::load_documents(std::string(KIYAKU_SOURCE_DIR) + "/tests/corpus/classics.txt");
  REQUIRE_FALSE(corpus.empty());
  CHECK_FALSE(is_game_record(corpus.front()));
  const PreparedGame same = prepare_game_end(corpus.front(), find_ruleset("japan1989").default_choices());
  CHECK_FALSE(same.normalisation.game_record);
  CHECK(identical(same.judged.position.board(), corpus.front().position.board()));
}

TEST_CASE("Open dame are filled before the 1989 and 1949 counts, as the players would, and the record's margin results",
          "[game_record]") {
  const io::Document doc = game("open-dame.sgf");  // RE[W+6.5]; the E column is open between the walls
  for (const std::string id : {"japan1989", "nihonkiin1949"}) {
    INFO(id);
    const Outcome o = run(doc, id);
    CHECK(o.normalisation.dame_filling == "customary");
    CHECK(o.normalisation.fills.size() == 9);
    CHECK(o.result.kind == ResultKind::win);
    CHECK(o.result.winner == Color::white);
    CHECK(o.result.margin == Approx(6.5));
  }
}

TEST_CASE("A record that ends by resignation never reached the stop: nothing is filled", "[game_record]") {
  io::Document doc = game("open-dame.sgf");
  for (const char* ended : {"W+R", "W+T", "B+F"}) {
    INFO(ended);
    doc.info.result = ended;
    const PreparedGame g = prepare_game_end(doc, find_ruleset("japan1989").default_choices());
    CHECK(g.normalisation.dame_filling == "customary");  // the text's reading, not applied
    CHECK_FALSE(g.normalisation.reached_stop);
    CHECK(g.normalisation.fills.empty());
    CHECK(identical(g.judged.position.board(), doc.position.board()));
  }
  doc.info.result = "W+6.5";
  const PreparedGame counted = prepare_game_end(doc, find_ruleset("japan1989").default_choices());
  CHECK(counted.normalisation.reached_stop);
  CHECK(counted.normalisation.fills.size() == 9);
}

TEST_CASE("A record without a result whose boundaries are still open shows no stop: nothing is filled",
          "[game_record]") {
  io::Document doc = game("unfinished.sgf");  // four opening moves on 9x9, no RE[]
  const Board& b = doc.position.board();
  const PreparedGame g = prepare_game_end(doc, find_ruleset("japan1989").default_choices());
  CHECK(g.normalisation.dame_filling == "customary");  // the text's reading, not applied
  CHECK_FALSE(g.normalisation.reached_stop);
  CHECK(g.normalisation.unfinished);
  CHECK_FALSE(g.normalisation.open_boundary_filled());
  CHECK(g.normalisation.fills.empty());
  CHECK(identical(g.judged.position.board(), b));
  const std::vector<Point>& open = g.normalisation.open_boundary;
  CHECK(std::find(open.begin(), open.end(), b.point(4, 4)) != open.end());  // E5, three points from every stone
  for (Point p : open)
    for (Point n : b.neighbours(p)) CHECK_FALSE(is_stone(b.at(n)));
  // A counted result says the players stopped and agreed: the open boundary is then filled, and
  // the result says it rests on those fills.
  doc.info.result = "B+2.5";
  const PreparedGame counted = prepare_game_end(doc, find_ruleset("japan1989").default_choices());
  CHECK(counted.normalisation.reached_stop);
  CHECK_FALSE(counted.normalisation.unfinished);
  CHECK(counted.normalisation.open_boundary == open);
  CHECK(counted.normalisation.open_boundary_filled());
  CHECK_FALSE(counted.normalisation.fills.empty());
  const Outcome o = run(doc, "japan1989");
  REQUIRE(o.result.kind == ResultKind::win);
  CHECK(cites(o.result.articles, "assumed"));
  CHECK_THAT(o.result.reason, Catch::Contains("leaves a boundary open at the stop"));
  CHECK_FALSE(cites(run(game("open-dame.sgf"), "japan1989").result.articles, "assumed"));  // no open boundary there
  // Without a result, a record whose only open points are dame next to both walls is at the stop.
  io::Document closed = game("open-dame.sgf");
  closed.info.result = "";
  const PreparedGame dame = prepare_game_end(closed, find_ruleset("japan1989").default_choices());
  CHECK(dame.normalisation.reached_stop);
  CHECK(dame.normalisation.open_boundary.empty());
  CHECK_FALSE(dame.normalisation.unfinished);
  CHECK(dame.normalisation.fills.size() == 9);
}

TEST_CASE("A resigned record is won by resignation under the text's article, or by custom labelled as such",
          "[game_record]") {
  io::Document doc = game("open-dame.sgf");  // the board counts W+6.5 after the fills
  doc.info.result = "B+R";
  const std::map<std::string, std::string> article = {
      {"japan1989", "11"}, {"revision2012", "6"}, {"nihonkiin1949", "37"}, {"kaise1962", "V"}};
  for (const RulesetEntry& r : registry()) {
    INFO(r.metadata->id);
    const Outcome o = run(doc, std::string(r.metadata->id));
    CHECK(o.result.kind == ResultKind::resignation);
    CHECK(o.result.winner == Color::black);  // the record's winner, not the board's count
    REQUIRE(o.result.articles.size() == 1);
    const auto cited = article.find(std::string(r.metadata->id));
    if (cited != article.end()) {
      CHECK(o.result.articles.front() == cited->second);
      CHECK(o.result.reason.find("reconstructed") == std::string::npos);
    } else {
      CHECK(o.result.articles.front() == "R-resignation");
      CHECK(o.result.reason.rfind("reconstructed (", 0) == 0);
    }
  }
}

TEST_CASE("A record's result belongs to its last node: an earlier node is judged without it", "[game_record]") {
  const std::string text = "(;GM[1]SZ[9]KM[6.5]RE[B+R];B[ee];W[cc];B[gg];W[cg];B[gc])";
  const io::Document end = io::read_sgf(text, "resigned.sgf");
  CHECK(end.at_record_end);
  CHECK(run(end, "japan1989").result.kind == ResultKind::resignation);
  const io::Document earlier = io::read_sgf(text, "resigned.sgf", io::SgfOptions{3});
  CHECK_FALSE(earlier.at_record_end);
  CHECK(JudgedPosition(earlier).recorded.kind == io::RecordedKind::none);
  CHECK(run(earlier, "japan1989").result.kind != ResultKind::resignation);
}

TEST_CASE("A loss on time is the record's, not the text's, and an illegal move is judged before a resignation",
          "[game_record]") {
  io::Document doc = game("open-dame.sgf");
  doc.info.result = "W+T";
  const Outcome timed = run(doc, "japan1989");
  CHECK(timed.result.kind == ResultKind::forfeit);
  CHECK(timed.result.winner == Color::white);
  CHECK(timed.result.articles.empty());
  CHECK(timed.result.reason.find("not an article of the text") != std::string::npos);
  // Move 3 plays on White's stone, and the record goes on to say that Black resigned.
  const io::Document illegal = io::read_sgf("(;GM[1]SZ[9]KM[6.5]RE[W+R];B[ee];W[cc];B[cc];W[gg])", "illegal.sgf");
  const Outcome o = run(illegal, "japan1989");
  CHECK(o.result.kind == ResultKind::forfeit);
  CHECK(o.result.articles == std::vector<std::string>{"14"});
}

TEST_CASE("Read literally, the 1989 Art. 8 makes the groups next to open dame seki and the count changes",
          "[game_record]") {
  const Outcome literal = run(game("open-dame.sgf"), "japan1989", "literal");
  CHECK(literal.normalisation.fills.empty());
  CHECK(std::any_of(literal.strings.begin(), literal.strings.end(),
                    [](const StringVerdict& s) { return s.status == Status::seki; }));
  const Outcome customary = run(game("open-dame.sgf"), "japan1989");
  CHECK(customary.score.territory_black > 0);
  CHECK(literal.score.territory_black == 0);  // seki stones' eyes are not territory (Art. 8)
  CHECK(literal.score.territory_white == 0);
}

TEST_CASE("A missing reinforcement is detected, played, and costs its point", "[game_record]") {
  const io::Document doc = game("missing-reinforcement.sgf");  // RE[W+12]: Black must connect at C5
  const Outcome o = run(doc, "japan1989");
  const Board& b = doc.position.board();
  REQUIRE(o.normalisation.reinforcements.size() == 1);
  CHECK(o.normalisation.reinforcements.front() == Move{Color::black, b.point(2, 4)});
  CHECK(o.result.kind == ResultKind::win);
  CHECK(o.result.winner == Color::white);
  CHECK(o.result.margin == Approx(12));
}

TEST_CASE("A record whose play repeats the whole board ends without result under 1989 and 1949", "[game_record]") {
  const io::Document doc = game("triple-ko.sgf");  // RE[Void]
  CHECK(run(doc, "japan1989").result.kind == ResultKind::no_result);
  CHECK(run(doc, "nihonkiin1949").result.kind == ResultKind::no_result);
}

TEST_CASE("Stones the end-of-game estimate sees dead are judged by the text, never assumed alive", "[game_record]") {
  const io::Document doc = game("dead-stones.sgf");  // white B8 and B3 inside Black's area
  const Outcome o = run(doc, "nihonkiin1949");
  const Board& b = doc.position.board();
  for (Point p : {b.point(1, 1), b.point(1, 6)}) {
    CHECK(std::find(o.normalisation.estimated_dead.begin(), o.normalisation.estimated_dead.end(), p) !=
          o.normalisation.estimated_dead.end());
    const auto it = std::find_if(o.strings.begin(), o.strings.end(), [&](const StringVerdict& s) {
      return std::find(s.stones.begin(), s.stones.end(), p) != s.stones.end();
    });
    REQUIRE(it != o.strings.end());
    CHECK(it->status == Status::dead);  // never assumed alive
    // The confirmation restricted the owner's plays first; where the full search ran out, the
    // verdict says so rather than passing the restriction off as the text.
    if (std::find(it->articles.begin(), it->articles.end(), "assumed") != it->articles.end())
      CHECK(it->reason.find("its owner playing only next to his own stones") != std::string::npos);
  }
}

TEST_CASE("A text's statuses correct the estimate both ways, record stones only, and corrections are kept",
          "[game_record]") {
  Board record(9);
  const Point dead_looking = record.point(2, 2), living_looking = record.point(6, 6), fill = record.point(4, 4);
  record.play(Color::black, dead_looking);
  record.play(Color::white, living_looking);
  Normalisation n;
  n.dame_filling = "customary";
  n.estimated_dead = {dead_looking};
  struct Verdicts {
    std::vector<StringVerdict> strings;
  } judged;
  auto verdict = [](Color c, Point p, Status s) {
    StringVerdict v;
    v.color = c;
    v.stones = {p};
    v.status = s;
    return v;
  };
  judged.strings.push_back(verdict(Color::black, dead_looking, Status::seki));
  judged.strings.push_back(verdict(Color::white, living_looking, Status::dead));
  judged.strings.push_back(verdict(Color::white, fill, Status::dead));  // a fill stone: not the record's
  const EstimateCorrections c = estimate_corrections(n, record, judged);
  CHECK(c.found_alive.to_vector() == std::vector<Point>{dead_looking});
  CHECK(c.found_dead.to_vector() == std::vector<Point>{living_looking});
  // A later judgment that turns a correction round again does not undo it.
  n.found_dead = {living_looking};
  judged.strings[1].status = Status::alive;
  CHECK(estimate_corrections(n, record, judged).found_dead.to_vector() == std::vector<Point>{living_looking});
  // Without customary filling nothing depends on the estimate.
  n.dame_filling = "literal";
  CHECK(estimate_corrections(n, record, judged).empty());
}

TEST_CASE("A safe stone the finish took is no longer safe: the string filled on its point is judged, not assumed",
          "[game_record]") {
  // At the stop White's lone stone at C1, between Black's B1 and D1, belongs to a group the
  // estimate found safe. The finish takes it with Black's C2 and fills its point with Black's C1.
  Board stop(9);
  const Point taken = stop.point(2, 8), kept = stop.point(6, 2);  // C1; G7, a safe stone left standing
  stop.play(Color::white, taken);
  stop.play(Color::black, stop.point(1, 8));
  stop.play(Color::black, stop.point(3, 8));
  stop.play(Color::white, kept);
  Board filled = stop;
  filled.play(Color::black, stop.point(2, 7));
  REQUIRE(filled.at(taken) == Color::empty);
  filled.play(Color::black, taken);
  PointSet safe;
  safe.insert(taken);
  safe.insert(kept);
  const PointSet assumed = assumed_alive_strings(stop, filled, safe);
  CHECK_FALSE(assumed.contains(taken));  // Black's four stones through C1 are judged by the text
  CHECK(assumed.contains(kept));
  CHECK(assumed.size() == 1);
  // Read against the filled board itself, as if its stones had stood at the stop, they would be
  // assumed alive.
  CHECK(assumed_alive_strings(filled, filled, safe).contains(taken));
}
