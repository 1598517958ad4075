// df-pn takes a leaf's initial numbers from the game's mobility(); it must be exactly the number
// of moves moves() lists, or the search would change with the shortcut.
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "kernel/solver/playout.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using test::board_from;

// Two kos, a shared liberty and a string in atari: every kind of move (plays, captures, ko
// recaptures, ko-passes, passes) shows up within a few random moves.
const test::Picture kKos = {".XO.O.",
                            "XO.OXO",
                            ".XOXX.",
                            "XXO.OX",
                            "OO.XO."};

PointSet empty_points(const Board& b) {
  PointSet out;
  for (Point p : b.points())
    if (b.at(p) == Color::empty) out.insert(p);
  return out;
}

// Walks `steps` random moves from the start, `walks` times, checking at every state.
template <class Game, class Make>
void check_random_walks(Make make, int walks, int steps) {
  std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
  for (int w = 0; w < walks; ++w) {
    Game game = make();
    std::vector<typename Game::Move> moves;
    for (int s = 0; s < steps && !game.terminal(); ++s) {
      moves.clear();
      game.moves(moves);
      REQUIRE(game.mobility() == moves.size());
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      game.play(moves[(seed >> 33) % moves.size()]);
    }
  }
}

}  // namespace

TEST_CASE("the confirmation game's mobility is the number of its moves", "[solver][dfpn]") {
  const Board b = board_from(kKos);
  const Point target = b.point(1, 1);
  for (const auto reban : {parts::ReBan::once_per_ko, parts::ReBan::per_capture}) {
    parts::ConfirmationRules rules;
    rules.reban = reban;
    const parts::PlayArea area{empty_points(b) | b.chain(target), {}, std::nullopt};
    check_random_walks<parts::ConfirmationGame>(
        [&] { return parts::ConfirmationGame(b, target, area, rules, Color::black); }, 200, 40);
    const parts::PlayArea anchored{area.region, {}, PointSet{}};  // the owner plays only next to his stones
    check_random_walks<parts::ConfirmationGame>(
        [&] { return parts::ConfirmationGame(b, target, anchored, rules, Color::white); }, 200, 40);
  }
}

TEST_CASE("the play-out game's mobility is the number of its moves", "[solver][dfpn]") {
  const Board b = board_from(kKos);
  solver::PlayoutRules rules;
  check_random_walks<solver::PlayoutGame>([&] { return solver::PlayoutGame(b, empty_points(b), rules, Color::black); },
                                          200, 40);
  rules.simple_ko = solver::SimpleKo::allowed;
  check_random_walks<solver::PlayoutGame>([&] { return solver::PlayoutGame(b, empty_points(b), rules, Color::white); },
                                          200, 40);
}

}  // namespace kiyaku
