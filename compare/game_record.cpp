#include "compare/game_record.hpp"

#include "kernel/game_end.hpp"

namespace kiyaku {

bool is_game_record(const io::Document& doc) {
  if (doc.format != io::SourceFormat::sgf || doc.fragment) return false;
  for (const auto& h : doc.position.history())
    if (!h.setup) return true;
  return false;
}

namespace {

std::string dame_reading(const Choices& choices) {
  const auto it = choices.values().find("dame_filling");
  return it == choices.values().end() ? std::string("literal") : it->second;
}

// Strings of the (filled) board holding a stone the estimate found safe, except a few stones the
// fills cut off and left in atari without a reinforcement: those are judged, not assumed.
PointSet safe_strings(const Board& b, const PointSet& stones) {
  constexpr std::size_t kFewStones = 6;
  PointSet out;
  stones.for_each([&](Point p) {
    if (!is_stone(b.at(p)) || out.contains(p)) return;
    const PointSet chain = b.chain(p);
    if (b.liberty_count(p) >= 2 || chain.size() > kFewStones) out |= chain;
  });
  return out;
}

}  // namespace

PreparedGame prepare_game_end(const io::Document& doc, const Choices& choices, const PointSet& found_alive) {
  PreparedGame g{doc, {}};
  if (!is_game_record(doc)) return g;
  Normalisation& n = g.normalisation;
  n.game_record = true;
  n.dame_filling = dame_reading(choices);
  Position& pos = g.doc.position;
  GameEndEstimate estimate = estimate_game_end(pos.board());
  n.estimated_dead = estimate.dead.to_vector();
  if (!found_alive.empty()) {
    revise_estimate(pos.board(), estimate, found_alive);
    n.found_alive = found_alive.to_vector();
  }
  if (n.dame_filling == "customary") {
    const DameFilling filling = plan_dame_filling(pos.board(), estimate, pos.to_move() == Color::white ? Color::white : Color::black);
    // Not moves of the game (1989 Art. 9 commentary: fills agreed after the stop are not moves
    // under the rules), so they change the board without entering the record's history.
    Board& board = pos.board_for_setup();
    for (const Move& m : filling.sequence) board.play(m.color, m.point);
    n.fills = filling.fills;
    n.reinforcements = filling.reinforcements;
    n.left_open = filling.left_open;
  }
  pos.set_assumed_alive(safe_strings(pos.board(), estimate.safe));
  pos.set_looks_dead(estimate.dead);
  pos.set_to_move(Color::empty);  // the record's last move is taken as the stop
  n.assumed_alive = pos.assumed_alive().to_vector();
  return g;
}

}  // namespace kiyaku
