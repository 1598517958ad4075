// An undecided verdict says which limit stopped its search and, where the budget ran out, how large
// the region it played on was (parts::region_words): the size of the fight that stayed unread. The
// confirmation's case is checked in confirmation_retry_test.cpp.
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "rulesets/parts/playout_status.hpp"
#include "rulesets/parts/undecided_reason.hpp"
#include "tests/corpus/corpus_record.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {

namespace {

// The region's size and its empty points, read back from a reason ("... ran out on a region of
// 25 points (16 of them empty)"); {-1, -1} where the reason names none.
std::pair<int, int> region_in(const std::string& reason) {
  static const std::regex words(R"(ran out on a region of (\d+) points \((\d+) of them empty\))");
  std::smatch m;
  if (!std::regex_search(reason, m, words)) return {-1, -1};
  return {std::stoi(m[1]), std::stoi(m[2])};
}

}  // namespace

TEST_CASE("region_words counts a region's points and its empty ones", "[rulesets][reasons]") {
  const Board b = test::board_from({"X.O", "...", "..."});
  const PointSet region = test::marked(b, {"aaa", "a..", "..."}, 'a');
  CHECK(parts::region_words(b, region) == " on a region of 4 points (2 of them empty)");
  CHECK(parts::region_words(b, PointSet{}).empty());
  CHECK(parts::undecided_reason(solver::Budget{100}, 0, "search", parts::region_words(b, region)) ==
        "undecided: the search budget of 100 nodes ran out on a region of 4 points (2 of them empty)");
}

TEST_CASE("a play-out that runs out of budget names its region", "[rulesets][reasons]") {
  const Position& pos = test::corpus_record("j89-ex07-1").position;
  parts::PlayoutStatusOptions options;
  options.rules.count = solver::LocalCount::area;
  options.starter = parts::PlayoutStarter::capturer;
  options.budget = solver::Budget{200};
  options.article = "test";
  const parts::StatusMap statuses = parts::playout_status(pos, options);
  int named = 0;
  for (const StringVerdict& v : statuses.strings) {
    if (v.status != Status::undecided || v.reason.find("budget of 200 nodes ran out") == std::string::npos) continue;
    INFO(v.reason);
    const auto [points, empty] = region_in(v.reason);
    CHECK(points >= static_cast<int>(v.stones.size()));
    CHECK(empty > 0);
    ++named;
  }
  CHECK(named > 0);
}

}  // namespace kiyaku
