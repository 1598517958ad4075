// The two readings of the 1989 re-ban (Art. 7-2, japan1989.md A4) in the confirmation game
// itself, on the constructed corner of tests/corpus/japan1989-readings.txt: the line in which
// Black takes the ko A19/B19 a second time, and what each reading lets White do after it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "kernel/io/load.hpp"
#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/region.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "rulesets/parts/status.hpp"

namespace kiyaku {
namespace {

using parts::ConfirmationGame;
using parts::ConfirmationMove;
using Kind = ConfirmationMove::Kind;

struct Corner {
  io::Document doc;
  parts::PlayArea area;
  Point target = kNoPoint;  // White's four stones C19 B18 C18 D18
};

// The play area the 1989 text gives the four stones (parts::confirmation_area).
Corner corner() {
  Corner c;
  for (auto& d : io::load_documents(KIYAKU_SOURCE_DIR "/tests/corpus/japan1989-readings.txt"))
    if (d.id == "reading-a4-ko-taken-twice") c.doc = std::move(d);
  const Position& pos = c.doc.position;
  c.target = *parse_gtp_vertex(pos.board(), "C19");
  c.area = parts::confirmation_area(pos, solver::settled_facts(pos), c.target, solver::RegionKind::benson);
  return c;
}

// "B19", "pass", or "ko-pass" (for the ko A19/B19, named by A19), colours alternating from Black.
ConfirmationMove parse_move(const Board& b, const std::string& text, Color color) {
  if (text == "pass") return {Kind::pass, kNoPoint, color};
  if (text == "ko-pass") return {Kind::ko_pass, *parse_gtp_vertex(b, "A19"), color};
  return {Kind::play, *parse_gtp_vertex(b, text), color};
}

bool offers(const ConfirmationGame& game, const ConfirmationMove& m) {
  std::vector<ConfirmationMove> moves;
  game.moves(moves);
  return std::any_of(moves.begin(), moves.end(), [&](const ConfirmationMove& x) {
    return x.kind == m.kind && x.point == m.point && x.color == m.color;
  });
}

// Black's line (docs/amendments.md): take the ko, White ko-passes, Black joins A18 to his wall,
// White retakes, Black fills C17, then Black ko-passes and takes the ko a second time.
const char* const kLine[] = {"B19", "ko-pass", "A17", "A19", "C17", "pass", "ko-pass", "pass", "B19"};

}  // namespace

TEST_CASE("1989 re-ban: after a second capture in the same ko, only once-per-ko lets White retake at once",
          "[rulesets][japan1989]") {
  const Corner c = corner();
  REQUIRE(c.doc.id == "reading-a4-ko-taken-twice");
  const Board& b = c.doc.position.board();
  for (const auto reban : {parts::ReBan::once_per_ko, parts::ReBan::per_capture}) {
    const bool once = reban == parts::ReBan::once_per_ko;
    INFO((once ? "once per ko" : "per capture"));
    parts::ConfirmationRules rules;
    rules.reban = reban;
    ConfirmationGame game(b, c.target, c.area, rules, Color::black);  // Art. 7: the attacker first
    Color color = Color::black;
    for (const char* text : kLine) {
      const ConfirmationMove m = parse_move(game.board(), text, color);
      INFO("move " << text);
      REQUIRE(offers(game, m));  // the same line is open under both readings
      game.play(m);
      color = opponent(color);
    }
    // White's ko-pass at move 2 lifted his ban for good under once per ko; per capture, Black's
    // second capture bans him again and he must pass for the ko once more first.
    const ConfirmationMove retake = parse_move(game.board(), "A19", Color::white);
    const ConfirmationMove ko_pass = parse_move(game.board(), "ko-pass", Color::white);
    CHECK(offers(game, retake) == once);
    CHECK(offers(game, ko_pass) == !once);
    // And that decides the four stones: per capture Black fills D19 next; once per ko the
    // captures at B19 and A19 repeat and the stones are never taken (Art. 7-1).
    solver::ProofNumberSolver<ConfirmationGame> search(game, solver::Budget{20'000});
    CHECK(search.solve().value == (once ? solver::Value::hero_loses : solver::Value::hero_wins));
  }
}

}  // namespace kiyaku
