// docs/studies/j89-ex21-lines.txt draws positions on Black's lines in 死活例21, and
// docs/rulesets/japan1989.md reports what kiyaku finds there. Each record must be the corpus
// record with the moves its title names played, so that those figures are about the line named.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "kernel/io/load.hpp"
#include "kernel/vertex.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

using Line = std::vector<std::pair<Color, std::string>>;

Board after(Board b, const Line& line) {
  for (const auto& [color, vertex] : line) {
    const auto p = parse_gtp_vertex(b, vertex);
    REQUIRE(p);
    REQUIRE(b.check(color, *p) == PlayCheck::legal);
    b.play(color, *p);
  }
  return b;
}

void require_same_stones(const Board& expected, const Board& got) {
  expected.every_point().for_each([&](Point p) {
    INFO("at " << gtp_vertex(expected, p));
    REQUIRE(got.at(p) == expected.at(p));
  });
}

}  // namespace

TEST_CASE("the 死活例21 study positions are the record after the moves their titles name", "[corpus][studies]") {
  const auto studies = io::load_documents(KIYAKU_SOURCE_DIR "/docs/studies/j89-ex21-lines.txt");
  const Board& start = test::corpus_record("j89-ex21").position.board();
  constexpr Color B = Color::black, W = Color::white;
  const std::vector<std::pair<std::string, Line>> lines = {
      {"study-ex21-0", {}},
      {"study-ex21-1", {{B, "D16"}}},
      {"study-ex21-2", {{B, "D16"}, {W, "F16"}}},
      {"study-ex21-2a", {{B, "D16"}, {W, "F16"}, {B, "E16"}}},
      {"study-ex21-2b", {{B, "D16"}, {W, "F16"}, {B, "F17"}}},
      {"study-ex21-3", {{B, "D16"}, {B, "F16"}}},
      {"study-ex21-4", {{B, "B19"}, {W, "A16"}}},
  };
  REQUIRE(studies.size() == lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO(lines[i].first);
    REQUIRE(studies[i].id == lines[i].first);
    require_same_stones(after(start, lines[i].second), studies[i].position.board());
  }
}

}  // namespace kiyaku
