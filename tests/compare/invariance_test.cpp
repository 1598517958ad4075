// Invariants every ruleset must satisfy, run over the whole Hana list: the 8 rotations and
// reflections and the colour swap give the transformed verdicts; pass-alive strings are alive;
// evaluating never changes the input position. A search visits moves in board order, so what
// fits in a budget can depend on the orientation: `undecided` is compared with nothing, and the
// test requires that decided verdicts were compared.
#include <catch2/catch.hpp>

#include <algorithm>
#include <boost/hana/unpack.hpp>
#include <tuple>

#include "compare/evaluate.hpp"
#include "compare/symmetry.hpp"
#include "kernel/benson.hpp"
#include "rulesets/all.hpp"
#include "tests/compare/known_asymmetries.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace {

using namespace kiyaku;

using AllRulesets =
    decltype(boost::hana::unpack(rulesets::all, [](auto... t) { return std::tuple<typename decltype(t)::type...>{}; }));

// Small records every text decides quickly (snapback, seki with a dame, direct ko, territory).
const char* const kRecords[] = {"j89-ref07-1", "j89-ex01", "j89-ref09-1", "j89-ref12"};

template <class R>
Outcome run(const io::Document& doc) {
  solver::Budget budget;
  budget.max_nodes = 200'000;
  return evaluate<R>(doc, Choices(R::choices()), budget);
}

}  // namespace

TEMPLATE_LIST_TEST_CASE("rotations, reflections and the colour swap give the transformed verdicts", "[invariance]",
                        AllRulesets) {
  const std::string id = GENERATE(from_range(std::begin(kRecords), std::end(kRecords)));
  // The colour swap of a stopped diagram is tested with Black to move (compare/symmetry.hpp
  // starting_point); here every transform is, to keep one base outcome.
  io::Document doc = test::corpus_record(id);
  if (doc.position.to_move() == Color::empty) doc.position.set_to_move(Color::black);
  const auto judge = [](const io::Document& d) { return std::vector<Outcome>{run<TestType>(d)}; };
  const SymmetryRun r = check_symmetries(doc, judge(doc), judge);
  CHECK(r.skipped.empty());
  if (const test::KnownAsymmetry* k = test::known_asymmetry(id, std::string(TestType::metadata().id))) {
    INFO(id << ": known asymmetry: " << k->why);
    CHECK_FALSE(r.checks.front().differences.empty());  // fixed? then remove it from known_asymmetries.inc
    return;
  }
  for (const auto& d : r.checks.front().differences) FAIL_CHECK(id << ": " << d);
  const int compared = r.checks.front().compared;
  CHECK(compared > 0);
}

TEMPLATE_LIST_TEST_CASE("pass-alive strings are alive and evaluation leaves the input untouched", "[invariance]",
                        AllRulesets) {
  const std::string id = "j89-ref06-1";  // its black group has two one-point eyes: pass-alive
  const io::Document& doc = test::corpus_record(id);
  const Board before = doc.position.board();
  const std::size_t history = doc.position.history().size();
  const Outcome o = run<TestType>(doc);
  CHECK(identical(doc.position.board(), before));
  CHECK(doc.position.history().size() == history);
  const PointSet alive = pass_alive(before, Color::black).stones | pass_alive(before, Color::white).stones;
  int checked = 0;
  for (const auto& v : o.strings) {
    if (!alive.contains(v.stones.front())) continue;
    ++checked;
    CHECK((v.status == Status::alive || v.status == Status::seki));
  }
  CHECK(checked > 0);
}
