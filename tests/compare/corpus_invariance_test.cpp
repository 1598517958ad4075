// The 1989 issue's invariance tests: every record of the bundled 1989 corpus, under japan1989,
// rotated, reflected and colour-swapped (compare/symmetry.hpp), gives the transformed verdicts.
// The budget is small so that the whole corpus fits the suite: what is decided within it is
// compared, and `kiyaku corpus corpus/j1989-examples.txt --rules japan1989 --symmetries` runs the
// same check at any budget. The records are dealt round-robin into kParts test cases for `ctest -j`.
#include <catch2/catch.hpp>

#include <optional>
#include <tuple>
#include <utility>

#include "compare/evaluate.hpp"
#include "compare/symmetry.hpp"
#include "kernel/io/load.hpp"
#include "rulesets/japan1989.hpp"

namespace {

using namespace kiyaku;

constexpr std::uint64_t kNodes = 5'000;  // per confirmation
constexpr int kParts = 4;

template <int... Part>
std::tuple<std::integral_constant<int, Part>...> parts(std::integer_sequence<int, Part...>);
using Parts = decltype(parts(std::make_integer_sequence<int, kParts>{}));

Outcome judge(const io::Document& doc) {
  solver::Budget budget;
  budget.max_nodes = kNodes;
  return evaluate<Japan1989>(doc, Choices(Japan1989::choices()), budget);
}

// Returns the verdicts compared over every transform of the record.
int check_record(const io::Document& doc) {
  const Outcome stopped = judge(doc);
  std::optional<Outcome> black_to_move;  // for the colour swaps (starting_point)
  int compared = 0;
  for (const Symmetry s : board_symmetries(doc.position.board())) {
    const io::Document from = starting_point(doc, s);
    const bool own_start = from.position.to_move() != doc.position.to_move();
    if (own_start && !black_to_move) black_to_move = judge(from);
    std::string why;
    const auto moved = transformed(from, s, why);
    INFO(doc.id << " under " << s.name() << ": " << why);
    REQUIRE(moved);  // rule-book diagrams carry no move history or ko ban
    const SymmetryCheck c = compare_transformed(doc.position.board(), own_start ? *black_to_move : stopped, judge(*moved), s);
    for (const auto& d : c.differences) FAIL_CHECK(d);
    compared += c.compared;
  }
  return compared;
}

}  // namespace

TEMPLATE_LIST_TEST_CASE("every 1989 corpus record gives the transformed verdicts when rotated, reflected or colour-swapped",
                        "[invariance][corpus][slow]", Parts) {
  const auto records = io::load_documents(KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt");
  REQUIRE(records.size() >= static_cast<std::size_t>(kParts));
  int compared = 0;
  for (auto i = static_cast<std::size_t>(TestType::value); i < records.size(); i += kParts) compared += check_record(records[i]);
  CHECK(compared > 0);
}
