// The Diff: which rule texts agree on each string and point, the disagreement regions, the
// result table and the plain-language summaries. Verdicts are hand-made pictures
// (tests/reports/report_fixtures.hpp), so these tests do not depend on any solver.
#include <catch2/catch.hpp>

#include <algorithm>

#include "compare/diff.hpp"
#include "kernel/vertex.hpp"
#include "tests/reports/report_fixtures.hpp"

namespace kiyaku {
namespace {

using test::Verdicts;

std::vector<std::string> vertices(const Board& b, const std::vector<Point>& points) {
  std::vector<std::string> out;
  for (Point p : points) out.push_back(gtp_vertex(b, p));
  return out;
}

const StringDiff& string_at(const Diff& d, const Board& b, std::string_view vertex) {
  const Point p = *parse_gtp_vertex(b, vertex);
  for (const auto& s : d.strings)
    for (Point q : s.stones)
      if (q == p) return s;
  throw std::logic_error("no string at " + std::string(vertex));
}

}  // namespace

TEST_CASE("rule texts that give the same verdicts make no disagreement region", "[diff]") {
  const auto doc = test::ex01();
  const std::vector<Outcome> same{test::outcome_from(doc, test::seki_view()), test::outcome_from(doc, test::seki_view())};
  const Diff d = diff_outcomes(doc.position.board(), same);
  CHECK(d.regions.empty());
  CHECK(d.results_agree);
  CHECK(d.all_agree());
  REQUIRE(d.strings.size() == 4);
  for (const auto& s : d.strings) CHECK(s.agreement == Agreement::same);
  for (const auto& p : d.points) CHECK(p.agreement == Agreement::same);
  for (const auto& s : d.summaries) {
    CHECK(s.strings_alone == 0);
    CHECK(s.points_alone == 0);
    CHECK_FALSE(s.result_alone);
    CHECK(s.text.find("agrees on every stone and point") != std::string::npos);
  }
}

TEST_CASE("seki under one text and dead under another make one region of the corner", "[diff]") {
  const auto doc = test::ex01();
  const Board& b = doc.position.board();
  const Diff d = diff_outcomes(b, test::ex01_outcomes(doc));
  CHECK(d.rulesets == std::vector<std::string>{"sekitext", "deadtext"});

  const StringDiff& black = string_at(d, b, "B19");
  CHECK(black.status == std::vector<Status>{Status::seki, Status::dead});
  CHECK(black.agreement == Agreement::differ);
  CHECK(string_at(d, b, "A18").agreement == Agreement::differ);  // seki against alive
  CHECK(string_at(d, b, "D19").agreement == Agreement::same);

  // The four black stones, the white stone in seki and the labelled point a, nothing else.
  REQUIRE(d.regions.size() == 1);
  const DisagreementRegion& r = d.regions.front();
  CHECK(vertices(b, r.points) == std::vector<std::string>{"A19", "B19", "C19", "A18", "B18", "C18"});
  CHECK(r.strings.size() == 2);
  CHECK(d.disputed_stones(b) == 5);
  CHECK(d.disputed_points(b) == 1);
  CHECK(r.verdicts[0] ==
        "Black's 4 stones (B19 C19 B18 C18) and White's stone A18 are alive in seki (Art. 7-1, 8): each side's capture "
        "gives rise to new stones that cannot be captured; A19 is dame, so neither side gets territory here (Art. 8).");
  CHECK(r.verdicts[1] ==
        "Black's 4 stones (B19 C19 B18 C18) are dead (Art. 7-1): the opponent can capture it and keep the point; "
        "White's stone A18 is alive (Art. 7-1): the opponent cannot capture it; White gets 5 points of territory here "
        "(Art. 8).");
}

TEST_CASE("a text that counts territory no point carries is not said to give none", "[diff]") {
  const auto doc = test::ex01();
  test::Verdicts precedent = test::seki_view();
  precedent.id = "precedent";
  precedent.score.territory_white = 3;  // a fixed count for the shape, on no point
  const Diff d = diff_outcomes(doc.position.board(),
                               {test::outcome_from(doc, test::dead_view()), test::outcome_from(doc, precedent)});
  REQUIRE(d.regions.size() == 1);
  CHECK(d.regions[0].verdicts[1].find("territory") == std::string::npos);
  CHECK(d.regions[0].verdicts[1].find("A19 is dame") != std::string::npos);
  CHECK(d.regions[0].verdicts[1].find("alive in seki") != std::string::npos);
}

TEST_CASE("an empty point only one text judges is named with what each text makes of it", "[diff]") {
  const auto doc = test::ex01();
  test::Verdicts wider = test::seki_view();
  wider.id = "wider";
  wider.classes = {".sss.", "ssss-", "ssss-", "sss--", "-----"};  // also judges E19
  const Diff d =
      diff_outcomes(doc.position.board(), {test::outcome_from(doc, test::seki_view()), test::outcome_from(doc, wider)});
  REQUIRE(d.regions.size() == 1);
  CHECK(d.regions[0].verdicts[0] == "E19 is not judged.");
  CHECK(d.regions[0].verdicts[1] == "E19 is dame, so neither side gets territory here (Art. 8).");
}

TEST_CASE("each point lists every rule text's class, and an unjudged point stays unjudged", "[diff]") {
  const auto doc = test::ex01();
  const Board& b = doc.position.board();
  const Diff d = diff_outcomes(b, test::ex01_outcomes(doc));
  const Point a = *parse_gtp_vertex(b, "A19");
  const auto it = std::find_if(d.points.begin(), d.points.end(), [&](const PointDiff& p) { return p.point == a; });
  REQUIRE(it != d.points.end());
  CHECK(it->cls == std::vector<std::optional<PointClass>>{PointClass::dame, PointClass::white_territory});
  CHECK(it->agreement == Agreement::differ);
  // E19 lies on the fragment's open side: no text judges it, so it is not listed.
  const Point open = *parse_gtp_vertex(b, "E19");
  CHECK(std::none_of(d.points.begin(), d.points.end(), [&](const PointDiff& p) { return p.point == open; }));
}

TEST_CASE("an undecided verdict beside a decided one is open, not a disagreement", "[diff]") {
  const auto doc = test::ex01();
  Verdicts unsure = test::seki_view();
  unsure.id = "unsure";
  unsure.statuses = {".??A.", "???A.", "AAAA.", "AAA..", "....."};
  unsure.result = {ResultKind::undecided, Color::empty, 0, {}, "the status of some stones is undecided"};
  const Diff d =
      diff_outcomes(doc.position.board(), {test::outcome_from(doc, test::seki_view()), test::outcome_from(doc, unsure)});
  CHECK(string_at(d, doc.position.board(), "B19").agreement == Agreement::open);
  CHECK(d.regions.empty());
  CHECK(d.results_agree);  // an undecided result disagrees with nobody
  CHECK(d.summaries[1].strings_alone == 0);
  CHECK(d.summaries[1].result == "Undecided");  // its undecided strings say why
}

TEST_CASE("a text stands apart only where no other text shares its verdict", "[diff]") {
  const auto doc = test::ex01();
  const std::vector<Outcome> three{test::outcome_from(doc, test::seki_view()), test::outcome_from(doc, test::dead_view()),
                                   test::outcome_from(doc, test::seki_view())};
  const Diff d = diff_outcomes(doc.position.board(), three);
  CHECK(d.summaries[0].strings_alone == 0);  // the third text shares its seki
  CHECK(d.summaries[1].strings_alone == 2);  // dead black stones, plain-alive white stone
  CHECK(d.summaries[1].points_alone == 5);   // a and the four dead stones counted as White's
  CHECK(d.summaries[1].result_alone);
  CHECK_FALSE(d.summaries[0].result_alone);
  CHECK_FALSE(d.results_agree);
  CHECK_FALSE(d.all_agree());
}

TEST_CASE("separate disagreements make separate regions in reading order", "[diff]") {
  const auto doc = test::read_record(R"(id: two
title: two places
size: 9
fragment: 9 cols x 3 rows; edges: left,top,right
to_move: none
board:
●┬┬┬┬┬┬┬○
├┼┼┼┼┼┼┼┤
├┼┼┼┼┼┼┼┤
)");
  Verdicts first{"first", "First", {"A.......A"}, {"s-------s"}, {}, {}};
  Verdicts second{"second", "Second", {"D.......D"}, {"w-------b"}, {}, {}};
  const Board& b = doc.position.board();
  const Diff d = diff_outcomes(b, {test::outcome_from(doc, first), test::outcome_from(doc, second)});
  REQUIRE(d.regions.size() == 2);
  CHECK(vertices(b, d.regions[0].points) == std::vector<std::string>{"A9"});
  CHECK(vertices(b, d.regions[1].points) == std::vector<std::string>{"J9"});
  CHECK(d.regions[1].verdicts[1] ==
        "White's stone J9 is dead (Art. 7-1): the opponent can capture it and keep the point; Black gets 1 point of "
        "territory "
        "here (Art. 8).");
}

TEST_CASE("the summary starts with the result in words and the count", "[diff]") {
  const auto doc = test::ex01();
  const Diff d = diff_outcomes(doc.position.board(), test::ex01_outcomes(doc));
  CHECK(d.summaries[0].result == "Jigo (a draw)");
  CHECK(d.summaries[1].result == "White wins by 3");
  CHECK(d.summaries[1].text.rfind("White wins by 3: Black 0, White 3. Black's 4 stones", 0) == 0);
  CHECK(d.summaries[0].short_text == "Jigo · 5 seki");
  CHECK(d.summaries[1].short_text == "W+3 · 4 dead, W terr. 5");
}

TEST_CASE("with one text the summary names the strings that are not simply alive", "[diff]") {
  const auto doc = test::ex01();
  const Diff d = diff_outcomes(doc.position.board(), {test::outcome_from(doc, test::seki_view())});
  REQUIRE(d.summaries.size() == 1);
  CHECK(d.summaries[0].text ==
        "Jigo (a draw): Black 0, White 0. Black's 4 stones (B19 C19 B18 C18) and White's stone A18 are alive in seki "
        "(Art. 7-1, 8): each side's capture gives rise to new stones that cannot be captured; the other 2 strings are "
        "alive; territory: Black 0, White 0.");
  CHECK(d.summaries[0].strings_alone == 0);
}

TEST_CASE("the result table and the choices follow the outcomes", "[diff]") {
  const auto doc = test::ex01();
  const auto outcomes = test::ex01_outcomes(doc);
  const Diff d = diff_outcomes(doc.position.board(), outcomes);
  REQUIRE(d.results.size() == 2);
  CHECK(d.results[1].ruleset == "deadtext");
  CHECK(d.results[1].score.territory_white == 5);
  CHECK(d.results[1].result.winner == Color::white);
  REQUIRE(d.choices.size() == 2);
  REQUIRE(d.choices[0].choices.size() == 2);
  CHECK(d.choices[0].choices[1].name == "reban");
  CHECK_FALSE(d.choices[0].choices[1].is_default);
}

TEST_CASE("results and articles read as words", "[diff]") {
  CHECK(result_phrase({ResultKind::win, Color::black, 6.5, {}, ""}) == "Black wins by 6.5");
  CHECK(result_short({ResultKind::win, Color::black, 6.5, {}, ""}) == "B+6.5");
  CHECK(result_short({ResultKind::forfeit, Color::white, 0, {}, ""}) == "W+forfeit");
  CHECK(result_phrase({ResultKind::both_lose, Color::empty, 0, {}, ""}) == "Both players lose");
  CHECK(article_list({"7-1", "8"}) == "Art. 7-1, 8");
  CHECK(article_list({"7-1", "判例2"}) == "Art. 7-1, 判例2");
  CHECK(article_list({}).empty());
  CHECK(agreement_name(Agreement::open) == "open");
}

TEST_CASE("no outcomes give an empty diff that agrees", "[diff]") {
  const auto doc = test::ex01();
  const Diff d = diff_outcomes(doc.position.board(), {});
  CHECK(d.rulesets.empty());
  CHECK(d.points.empty());
  CHECK(d.regions.empty());
  CHECK(d.all_agree());
  REQUIRE(d.strings.size() == 4);
  CHECK(d.strings.front().status.empty());
}

TEST_CASE(
    "a result that differs only between texts that count differently is the counting method's, not the position's",
    "[diff]") {
  const auto doc = test::ex01();
  auto counted = [&](CountBasis basis, double margin) {
    Outcome o = test::outcome_from(doc, test::seki_view());
    o.score.basis = basis;
    o.result = {ResultKind::win, Color::white, margin, {}, ""};
    return o;
  };
  const Diff by_method =
      diff_outcomes(doc.position.board(), {counted(CountBasis::territory, 3), counted(CountBasis::area, 4)});
  CHECK_FALSE(by_method.results_agree);
  CHECK(by_method.kinds.counting);
  CHECK_FALSE(by_method.kinds.any_about_position());

  const Diff alike =
      diff_outcomes(doc.position.board(), {counted(CountBasis::territory, 3), counted(CountBasis::territory, 4)});
  CHECK(alike.kinds.result);
  CHECK_FALSE(alike.kinds.counting);

  Outcome both_lose = counted(CountBasis::area, 0);
  both_lose.result = {ResultKind::both_lose, Color::empty, 0, {}, ""};
  const Diff no_count = diff_outcomes(doc.position.board(), {counted(CountBasis::territory, 3), both_lose});
  CHECK(no_count.kinds.result);  // a both-lose is no count: the texts disagree about the game

  const Diff statuses = diff_outcomes(doc.position.board(), test::ex01_outcomes(doc));
  CHECK(statuses.kinds.status);
}

}  // namespace kiyaku
