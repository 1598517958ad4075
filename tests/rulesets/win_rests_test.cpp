// parts::WinRestQuestions asks the confirmation game, with its winner held back, whether a
// status turns on kos or on an endless cycle (nihonkiin1949's P3, R-review and R-cycle). The
// answers here are the 1949 readings of the 1989 book's ko examples.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "kernel/vertex.hpp"
#include "tests/kernel/test_boards.hpp"
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
  return questions.ask(*p, winner, false, options.budget.max_nodes).rests;
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

TEST_CASE("a looks-dead string alive by its owner's play away from it rests on no cycle", "[rulesets][nihonkiin1949]") {
  // Hon-76-2's lower left once its dame are filled: Black's wall has only the corner, with his
  // lone B1 in it, and the end-of-game estimate sees both dead. B1 lives (White's B2 is answered
  // at A2, White's C1 at C2), but A2 touches neither B1 nor a settled stone, so the owner's search
  // restriction forbids it. The question is asked where the verdict was found, unrestricted.
  Position pos(test::board_from({".OOOO.", "OOOOOO", "OOOOOO", "XXXXOO", "...XOO", ".X.XOO"}));
  const Point b1 = pos.board().point(1, 5);
  pos.set_looks_dead(pos.board().chain(b1) | pos.board().chain(pos.board().point(0, 3)));
  const parts::ConfirmationStatusOptions options = options_1949();
  const parts::StatusMap statuses = parts::confirmation_status(pos, options);
  const StringVerdict& v = statuses.strings[static_cast<std::size_t>(statuses.index[b1])];
  REQUIRE(v.status == Status::alive);
  CHECK(std::ranges::find(v.articles, "assumed") == v.articles.end());
  parts::WinRestQuestions questions(pos, options);
  CHECK(questions.ask(b1, Color::black, false, options.budget.max_nodes).rests == parts::WinRests::no_ko);
  // Under the restriction Black cannot answer at A2: a loss that says nothing of cycles.
  CHECK(questions.ask(b1, Color::black, true, options.budget.max_nodes).rests != parts::WinRests::no_ko);
}

}  // namespace kiyaku
