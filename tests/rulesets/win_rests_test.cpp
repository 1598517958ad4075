// parts::WinRestQuestions asks the confirmation game, with its winner held back, whether a
// status turns on kos or on an endless cycle (nihonkiin1949's P3, R-review and R-cycle). The
// answers here are the 1949 readings of the 1989 book's ko examples.
#include <catch2/catch.hpp>

#include <string>

#include "kernel/vertex.hpp"
#include "rulesets/parts/status.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

// The 1949 confirmation (rulesets/nihonkiin1949.cpp): every retake after a pass for that ko.
parts::ConfirmationStatusOptions options_1949() {
  parts::ConfirmationStatusOptions o;
  o.rules.reban = parts::ReBan::per_capture;
  o.budget.max_nodes = 300'000;
  return o;
}

parts::WinRests rests(const std::string& record, const std::string& vertex, Color winner) {
  const io::Document& doc = test::corpus_record(record);
  const auto p = parse_gtp_vertex(doc.position.board(), vertex);
  REQUIRE(p);
  const parts::ConfirmationStatusOptions options = options_1949();
  parts::WinRestQuestions questions(doc.position, options);
  return questions.ask(*p, winner).rests;
}

}  // namespace

TEST_CASE("a direct ko's corner dies by one ko, the ko stone's taker by none", "[rulesets][nihonkiin1949]") {
  // 死活例9: White kills Black's corner by taking the ko; Black's taking of B19 needs no ko.
  CHECK(rests("j89-ex09", "D19", Color::white) == parts::WinRests::one_ko);
  CHECK(rests("j89-ex09", "B19", Color::black) == parts::WinRests::no_ko);
}

TEST_CASE("an approach ko's corner lives by one ko", "[rulesets][nihonkiin1949]") {
  CHECK(rests("j89-ex10", "E19", Color::black) == parts::WinRests::one_ko);
}

TEST_CASE("a double-ko seki lives by an endless cycle", "[rulesets][nihonkiin1949]") {
  // 死活例25: whoever takes a ko, the other takes the other; only an endless play keeps both.
  CHECK(rests("j89-ex25", "B19", Color::black) == parts::WinRests::cycle);
  CHECK(rests("j89-ex25", "E19", Color::white) == parts::WinRests::cycle);
}

TEST_CASE("the eye-or-no-eye triple ko's black stones turn on more than one ko", "[rulesets][nihonkiin1949]") {
  // 1989 改定の概要 IV(1): under the old code their status was undetermined (死活不明石).
  CHECK(rests("j89-chg01-1", "E19", Color::white) == parts::WinRests::kos);
}

}  // namespace kiyaku
