// evaluate<R>: the outcome's totals. Its node count is the whole effort behind its verdicts, the
// result's own play-outs included (the benchmark's "nodes per position" reads it).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "compare/evaluate.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/japan1989.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

TEST_CASE("an outcome's nodes are its strings' searches plus its result's", "[compare][evaluate]") {
  // 参考図7<1>, a snapback: the statuses are searched, then Art. 13-1's play-outs ask whether a
  // first move gains (it does not: the game is counted).
  const io::Document& doc = test::corpus_record("j89-ref07-1");
  solver::Budget budget;
  budget.max_nodes = 20000;
  const Outcome o = evaluate<Japan1989>(doc, Choices(Japan1989::choices()), budget);
  REQUIRE(o.result.kind == ResultKind::win);
  std::uint64_t strings = 0;
  for (const auto& s : o.strings) strings += s.nodes;
  CHECK(o.result.nodes > 0);
  CHECK(o.nodes == strings + o.result.nodes);
}

TEST_CASE("an alive that rests on an A6 check out of budget is undecided, and says so (死活例3)",
          "[compare][evaluate][japan1989]") {
  // At 50,000 nodes 死活例3's A19-C19 lives only by a new stone whose check (would it stand without
  // the exchange?) ran out, also when searched again with a larger share for the checks; 4 million
  // nodes prove its seki.
  const io::Document& doc = test::corpus_record("j89-ex03");
  solver::Budget budget;
  budget.max_nodes = 50000;
  const Outcome o = evaluate<Japan1989>(doc, Choices(Japan1989::choices()), budget);
  const Point a19 = *parse_gtp_vertex(doc.position.board(), "A19");
  const auto corner = std::find_if(o.strings.begin(), o.strings.end(), [&](const StringVerdict& v) {
    return std::find(v.stones.begin(), v.stones.end(), a19) != v.stones.end();
  });
  REQUIRE(corner != o.strings.end());
  CHECK(corner->status == Status::undecided);
  CHECK(corner->reason.find("ran out of its share of the search budget of 50000 nodes") != std::string::npos);
}

TEST_CASE("asked about some strings, the evaluation searches those alone and gives them the whole run's verdicts",
          "[compare][evaluate]") {
  const io::Document& doc = test::corpus_record("j89-ref07-1");
  solver::Budget budget;
  budget.max_nodes = 20000;
  const Choices choices(Japan1989::choices());
  const Outcome whole = evaluate<Japan1989>(doc, choices, budget);
  // A dead string: a living one's seki (Art. 8) waits on its neighbours, which would need asking too.
  const auto searched = std::find_if(whole.strings.begin(), whole.strings.end(),
                                     [](const StringVerdict& v) { return v.nodes > 0 && v.status == Status::dead; });
  REQUIRE(searched != whole.strings.end());
  PointSet asked;
  asked.insert(searched->stones.back());  // any stone names its string
  const Outcome part = evaluate_asked<Japan1989>(doc, choices, budget, asked);
  REQUIRE(part.strings.size() == whole.strings.size());
  int not_asked = 0;
  for (std::size_t i = 0; i < part.strings.size(); ++i) {
    const StringVerdict& p = part.strings[i];
    const StringVerdict& w = whole.strings[i];
    INFO(p.reason);
    if (p.stones == searched->stones) {
      CHECK(p.status == w.status);
      CHECK(p.witness.size() == w.witness.size());
      CHECK(p.nodes == w.nodes);
    } else if (w.nodes > 0) {  // searched in the whole run, not asked here
      CHECK(p.status == Status::undecided);
      CHECK(cites(p.articles, "not_asked"));
      CHECK(p.nodes == 0);
      ++not_asked;
    }
  }
  CHECK(not_asked > 0);
  CHECK(part.result.kind == ResultKind::undecided);  // the count needs every string
  CHECK(part.result.nodes == 0);                     // and no play-out is run for it
}

StringVerdict string_of(Color c, std::vector<Point> stones, Status status) {
  StringVerdict v;
  v.color = c;
  v.stones = std::move(stones);
  v.status = status;
  return v;
}

parts::StatusMap two_strings(Status first, Status second) {
  parts::StatusMap m;
  m.strings.push_back(string_of(Color::black, {10, 11}, first));
  m.strings.push_back(string_of(Color::white, {20}, second));
  return m;
}

TEST_CASE("a stone whose status flips with the dame filling is contested, and its verdict cites the assumption",
          "[compare][evaluate]") {
  Normalisation n;
  n.found_alive = {10};  // the estimate saw it dead; the text found it alive, so the dame were filled again
  n.found_dead = {20};   // the estimate saw it living; the text found it dead
  // The last judgment confirms both corrections: nothing is contested.
  CHECK(contested_stones(n, two_strings(Status::seki, Status::dead)).empty());
  // Filled again as living, the black string is dead; filled again as dead, the white one lives.
  const PointSet contested = contested_stones(n, two_strings(Status::dead, Status::alive));
  CHECK(contested.contains(10));
  CHECK(contested.contains(20));
  CHECK_FALSE(contested.contains(11));  // only the corrected stones themselves
  parts::StatusMap marked = two_strings(Status::dead, Status::alive);
  PointSet black_only;
  black_only.insert(11);  // any stone of a string marks the whole string
  mark_contested(marked, black_only);
  CHECK(marked.strings[0].status == Status::dead);  // the verdict stands, resting on the finish
  CHECK(cites(marked.strings[0].articles, "assumed"));
  CHECK_THAT(marked.strings[0].reason, Catch::Contains("turns with the dame filling"));
  CHECK_FALSE(cites(marked.strings[1].articles, "assumed"));
}

TEST_CASE("two results are the same when kind, winner and margin are", "[compare][evaluate]") {
  ResultVerdict a;
  a.kind = ResultKind::win;
  a.winner = Color::black;
  a.margin = 3.5;
  ResultVerdict b = a;
  b.reason = "another way to the same count";
  CHECK(same_result(a, b));
  b.margin = 2.5;
  CHECK_FALSE(same_result(a, b));
  CHECK(result_short(a) == "B+3.5");  // how the other filling's result is named
}

}  // namespace
}  // namespace kiyaku
