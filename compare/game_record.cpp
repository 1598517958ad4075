#include "compare/game_record.hpp"

#include <deque>
#include <utility>

#include "kernel/game_end.hpp"

namespace kiyaku {

bool is_game_record(const io::Document& doc) {
  return doc.format == io::SourceFormat::sgf && !doc.fragment && doc.position.moves_played();
}

namespace {

// A game that ended by resignation, on time or by forfeit never reached the stop: the dame are
// filled after the stop (1949 Art. 39; 1989 Art. 9's commentary), so nothing is filled.
bool reached_the_stop(const io::RecordedResult& recorded) {
  using io::RecordedKind;
  return recorded.kind != RecordedKind::resignation && recorded.kind != RecordedKind::time &&
         recorded.kind != RecordedKind::forfeit;
}

// A result that says how play ended. Without one (no RE[], "?", or text kiyaku cannot read) only
// the position can show that the players had reached the stop.
bool result_shows_end(const io::RecordedResult& recorded) {
  using io::RecordedKind;
  return recorded.kind != RecordedKind::none && recorded.kind != RecordedKind::unknown &&
         recorded.kind != RecordedKind::unparsed;
}

std::string dame_reading(const Choices& choices) {
  const auto it = choices.values().find("dame_filling");
  return it == choices.values().end() ? std::string("literal") : it->second;
}

// What the preparation does to a record's final position: a function of that position (its
// board, ko and player to move), the text's dame reading and the stones found alive alone.
struct EndPlan {
  Normalisation normalisation;  // its `sequence`: the fills and 手入れ to play, in order
  PointSet assumed_alive;
  PointSet looks_dead;
};

// The open boundary points (a neutral point next to no living stone: an open board, walls three
// points apart) are kept whatever happens to them. A record without a result that ends with some
// shows no stop: the players had yet to play them out, and filling them would be playing their
// endgame for them, so nothing is filled. A record with a result is filled: the custom takes
// those points without reading the endgame there, an assumption the result then cites.
EndPlan plan_end(Board board, Color to_move, const std::string& reading, const EstimateCorrections& corrections,
                 bool result_shows_end) {
  EndPlan plan;
  Normalisation& n = plan.normalisation;
  n.game_record = true;
  n.dame_filling = reading;
  GameEndEstimate estimate = estimate_game_end(board);
  n.estimated_dead = estimate.dead.to_vector();
  if (!corrections.empty()) {
    revise_estimate(board, estimate, corrections.found_alive, corrections.found_dead);
    n.found_alive = corrections.found_alive.to_vector();
    n.found_dead = corrections.found_dead.to_vector();
  }
  n.open_boundary = open_boundary_points(board, estimate).to_vector();
  n.unfinished = !result_shows_end && !n.open_boundary.empty();
  const Board stop = board;
  if (reading == "customary" && !n.unfinished) {
    DameFilling filling = plan_dame_filling(board, estimate, to_move == Color::white ? Color::white : Color::black);
    for (const Move& m : filling.sequence) board.play(m.color, m.point);
    n.fills = std::move(filling.fills);
    n.reinforcements = std::move(filling.reinforcements);
    n.endgame = std::move(filling.endgame);
    n.sequence = std::move(filling.sequence);
    n.left_open = std::move(filling.left_open);
    std::erase_if(n.open_boundary, [&](Point p) { return filling.boundary_read.contains(p); });
  }
  plan.assumed_alive = assumed_alive_strings(stop, board, estimate.safe);
  plan.looks_dead = estimate.dead;
  n.assumed_alive = plan.assumed_alive.to_vector();
  return plan;
}

// The ten texts prepare the same record over and over (most read the dame alike), and the 手入れ
// reading is the costliest part: this thread's last plans, by their complete inputs. A hit gives
// the plan a fresh computation would, so output does not depend on what ran before.
struct PlanKey {
  Board board;
  Color to_move;
  std::string reading;
  EstimateCorrections corrections;
  bool result_shows_end;
  friend bool operator==(const PlanKey& a, const PlanKey& b) {
    return a.to_move == b.to_move && a.reading == b.reading && a.corrections == b.corrections &&
           a.result_shows_end == b.result_shows_end && identical(a.board, b.board);
  }
};

const EndPlan& remembered_plan(const Board& board, Color to_move, const std::string& reading,
                               const EstimateCorrections& corrections, bool result_shows_end) {
  constexpr std::size_t kRemembered = 8;
  thread_local std::deque<std::pair<PlanKey, EndPlan>> memo;
  PlanKey key{board, to_move, reading, corrections, result_shows_end};
  for (const auto& [k, plan] : memo)
    if (k == key) return plan;
  if (memo.size() == kRemembered) memo.pop_front();
  EndPlan plan = plan_end(board, to_move, reading, corrections, result_shows_end);
  memo.emplace_back(std::move(key), std::move(plan));
  return memo.back().second;
}

}  // namespace

PointSet assumed_alive_strings(const Board& stop, const Board& b, const PointSet& safe) {
  constexpr std::size_t kFewStones = 6;
  PointSet out;
  safe.for_each([&](Point p) {
    if (!is_stone(b.at(p)) || b.at(p) != stop.at(p) || out.contains(p)) return;
    const PointSet chain = b.chain(p);
    if (b.liberty_count(p) >= 2 || chain.size() > kFewStones) out |= chain;
  });
  return out;
}

PreparedGame prepare_game_end(const io::Document& doc, const Choices& choices, const EstimateCorrections& corrections) {
  PreparedGame g{JudgedPosition(doc), {}};
  if (!is_game_record(doc)) return g;
  Position& pos = g.judged.position;
  const bool stopped = reached_the_stop(g.judged.recorded);
  const std::string reading = dame_reading(choices);
  const EndPlan& plan = remembered_plan(pos.board(), pos.to_move(), stopped ? reading : "literal", corrections,
                                        result_shows_end(g.judged.recorded));
  g.normalisation = plan.normalisation;
  g.normalisation.dame_filling = reading;
  g.normalisation.reached_stop = stopped && !plan.normalisation.unfinished;
  // Not moves of the game (1989 Art. 9 commentary: fills agreed after the stop are not moves
  // under the rules), so they change the board without entering the record's history.
  Board& board = pos.board_for_setup();
  for (const Move& m : plan.normalisation.sequence) board.play(m.color, m.point);
  pos.set_assumed_alive(plan.assumed_alive);
  pos.set_looks_dead(plan.looks_dead);
  pos.set_to_move(Color::empty);  // the record's last move is taken as the stop
  return g;
}

}  // namespace kiyaku
