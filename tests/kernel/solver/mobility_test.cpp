// df-pn takes a leaf's initial numbers from the game's mobility(). The confirmation game's must be
// exactly the number of moves moves() lists (its restrictions make the count informative); the
// play-out's is an upper bound that checks only the points without an empty neighbour.
#include <catch2/catch.hpp>
#include <algorithm>
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
const test::Picture kKos = {".XO.O.", "XO.OXO", ".XOXX.", "XXO.OX", "OO.XO."};

PointSet empty_points(const Board& b) {
  PointSet out;
  for (Point p : b.points())
    if (b.at(p) == Color::empty) out.insert(p);
  return out;
}

// Walks `steps` random moves from the start, `walks` times, checking `expected` against mobility()
// at every state.
template <class Game, class Make, class Expected>
void check_random_walks(Make make, int walks, int steps, Expected expected) {
  std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
  for (int w = 0; w < walks; ++w) {
    Game game = make();
    std::vector<typename Game::Move> moves;
    for (int s = 0; s < steps && !game.terminal(); ++s) {
      moves.clear();
      game.moves(moves);
      REQUIRE(game.mobility() == expected(game, moves));
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      game.play(moves[(seed >> 33) % moves.size()]);
    }
  }
}

auto move_count = [](const auto&, const auto& moves) { return moves.size(); };

}  // namespace

TEST_CASE("the confirmation game's mobility is the number of its moves", "[solver][dfpn]") {
  const Board b = board_from(kKos);
  const Point target = b.point(1, 1);
  for (const auto reban : {parts::ReBan::once_per_ko, parts::ReBan::per_capture}) {
    parts::ConfirmationRules rules;
    rules.reban = reban;
    const parts::PlayArea area{empty_points(b) | b.chain(target), {}, std::nullopt};
    check_random_walks<parts::ConfirmationGame>(
        [&] { return parts::ConfirmationGame(b, target, area, rules, Color::black); }, 200, 40, move_count);
    const parts::PlayArea anchored{area.region, {}, PointSet{}};  // the owner plays only next to his stones
    check_random_walks<parts::ConfirmationGame>(
        [&] { return parts::ConfirmationGame(b, target, anchored, rules, Color::white); }, 200, 40, move_count);
  }
}

TEST_CASE("the play-out game's mobility counts its moves and the empty points with an empty neighbour",
          "[solver][dfpn]") {
  const Board b = board_from(kKos);
  const PointSet region = empty_points(b);
  auto moves_and_open_points = [&](const solver::PlayoutGame& g, const std::vector<solver::PlayoutMove>& moves) {
    std::size_t extra = 0;  // open points moves() leaves out (superko, endangered settled strings)
    const Board& now = g.board();
    region.for_each([&](Point p) {
      if (now.at(p) != Color::empty) return;
      bool open = false;
      for (Point n : now.neighbours(p)) open = open || now.at(n) == Color::empty;
      const bool listed = std::any_of(moves.begin(), moves.end(), [&](const auto& m) { return m.point == p; });
      extra += open && !listed;
    });
    return moves.size() + extra;
  };
  solver::PlayoutRules rules;
  check_random_walks<solver::PlayoutGame>([&] { return solver::PlayoutGame(b, region, rules, Color::black); }, 200, 40,
                                          moves_and_open_points);
  rules.simple_ko = solver::SimpleKo::allowed;
  check_random_walks<solver::PlayoutGame>([&] { return solver::PlayoutGame(b, region, rules, Color::white); }, 200, 40,
                                          moves_and_open_points);
}

}  // namespace kiyaku
