// Every witness line japan1989 prints for the 1989 corpus is a line of the confirmation game
// (rulesets/parts/confirmation.hpp) it claims to be: replayed from the position, each move is one
// the game offers its player there, and where the line ends the game agrees with the verdict (the
// play's end, Benson's analysis within the play's areas, or a repetition of the line), unless the
// line stops early because rebuilding a path-dependent proof on it ran out of budget (none does here).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "compare/evaluate.hpp"
#include "kernel/io/load.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/japan1989.hpp"
#include "rulesets/parts/status.hpp"

namespace kiyaku {
namespace {

constexpr std::uint64_t kNodes = 20'000;  // per confirmation

parts::ConfirmationMove to_game_move(const WitnessMove& w) {
  using K = parts::ConfirmationMove::Kind;
  const K kind = w.kind == WitnessMove::Kind::play ? K::play : w.kind == WitnessMove::Kind::pass ? K::pass : K::ko_pass;
  return {kind, w.point, w.color};
}

bool offered(const parts::ConfirmationGame& game, const parts::ConfirmationMove& m) {
  std::vector<parts::ConfirmationMove> moves;
  game.moves(moves);
  return std::any_of(moves.begin(), moves.end(), [&](const parts::ConfirmationMove& o) {
    return o.kind == m.kind && o.point == m.point && o.color == m.color;
  });
}

// How a replayed line ended: 1 it proves the verdict where it stops, 0 it stops early.
int replay(const Position& pos, const solver::SettledFacts& facts, const StringVerdict& v) {
  const Board& b = pos.board();
  const Point head = v.stones.front();
  const parts::ConfirmationRules rules;  // japan1989's default readings
  parts::ConfirmationGame game(b, head, parts::confirmation_area(pos, facts, head, solver::RegionKind::benson), rules,
                               parts::first_to_move(rules.first_mover, b.at(head)));
  std::set<std::uint64_t> seen{game.key()};
  int number = 0;
  for (const WitnessMove& w : v.witness) {
    const parts::ConfirmationMove m = to_game_move(w);
    INFO("move " << ++number << ": " << color_letter(w.color) << " " << gtp_vertex(b, w.point));
    REQUIRE(offered(game, m));
    game.play(m);
    seen.insert(game.key());
  }
  const bool dead = v.status == Status::dead;
  if (v.witness_ends_in_cycle) {
    CHECK(seen.size() <= v.witness.size());  // the last state repeats one before it
    return 1;
  }
  if (v.witness_ends_settled) {
    CHECK(game.settled() == std::optional<bool>(dead));
    return 1;
  }
  if (const auto end = game.terminal()) {
    CHECK(*end == dead);
    return 1;
  }
  return 0;
}

}  // namespace

TEST_CASE("every witness line of the 1989 corpus replays in the confirmation game and ends as its verdict says",
          "[rulesets][japan1989][witness][slow]") {
  solver::Budget budget;
  budget.max_nodes = kNodes;
  const Choices defaults(Japan1989::choices());
  int lines = 0, proving = 0;
  for (const io::Document& doc : io::load_documents(KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt")) {
    const solver::SettledFacts facts = solver::settled_facts(doc.position);
    for (const StringVerdict& v : Japan1989::Status::decide(doc, defaults, budget).strings) {
      if (v.status == Status::undecided || v.articles.empty() || v.articles.front() != "7-1") continue;
      if (v.witness.empty() && !v.witness_ends_settled) continue;  // pass-alive from the start: no play
      INFO(doc.id << ", string " << gtp_vertex(doc.position.board(), v.stones.front()) << " " << status_name(v.status));
      ++lines;
      proving += replay(doc.position, facts, v);
    }
  }
  CHECK(lines > 100);
  CHECK(proving ==
        lines);  // 147 of 147: a line is cut short only where rebuilding a path-dependent proof runs out of its budget
}

}  // namespace kiyaku
