// A position as kiyaku receives it: the board, whose turn it is, the whole-board history
// (for repetition questions), prisoners, and the frame of a rule-book fragment.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku {

// What a fragment's source says of the board beyond its open sides (docs/position-formats.md):
//   frame_colour: where every frame string is one colour's, the board beyond is that colour's,
//                 which alone may fill the liberties the other's stones find there (the default:
//                 a diagram that shows only one colour's walls draws that colour's surroundings);
//   untouched:    nothing is assumed; nobody plays beyond, so those liberties stay.
enum class Beyond : std::uint8_t { frame_colour, untouched };
inline std::string_view beyond_name(Beyond b) { return b == Beyond::frame_colour ? "frame_colour" : "untouched"; }
inline std::optional<Beyond> parse_beyond(std::string_view name) {
  for (Beyond b : {Beyond::frame_colour, Beyond::untouched})
    if (name == beyond_name(b)) return b;
  return std::nullopt;
}

// One entry of the history: the board after setup or after a move, and who moved.
struct HistoryEntry {
  std::uint64_t hash = 0;
  Move move{};         // the move that produced this board (a pass for the setup entry)
  bool setup = false;  // the entry was made by setup, not by a move
};

class Position {
 public:
  explicit Position(Board b) : board_(std::move(b)) { mark_setup(); }

  const Board& board() const noexcept { return board_; }
  Board& board_for_setup() noexcept { return board_; }

  // Color::empty = play has stopped and no side is to move (rule-book diagrams: "to_move: none").
  Color to_move() const noexcept { return to_move_; }
  void set_to_move(Color c) noexcept { to_move_ = c; }

  // Stones captured by `c` (board captures plus prisoners given by the source).
  int prisoners_taken_by(Color c) const noexcept { return board_.captures_by(c) + extra_prisoners_[color_index(c)]; }
  void add_prisoners(Color taker, int n) noexcept { extra_prisoners_[color_index(taker)] += n; }

  // Strings on an open side of a fragment: settled by the rest of the board (stone points).
  const PointSet& frame() const noexcept { return frame_; }
  void set_frame(const PointSet& f) { frame_ = f; }

  // Points the source does not show: beyond a fragment's open sides, plus the empty cells of
  // those open border lines. Nothing there is judged; strings next to it are the frame.
  const PointSet& open_area() const noexcept { return open_area_; }
  void set_open_area(const PointSet& a) { open_area_ = a; }
  Beyond beyond() const noexcept { return beyond_; }
  void set_beyond(Beyond b) noexcept { beyond_ = b; }

  // Strings taken as alive without search because the end-of-game estimate of a game record
  // (kernel/game_end.hpp) finds them safe: an assumption the reports state, never a verdict.
  const PointSet& assumed_alive() const noexcept { return assumed_alive_; }
  void set_assumed_alive(const PointSet& s) { assumed_alive_ = s; }
  // Stones the same estimate sees as dead: still judged by each text, but a search about them
  // may first restrict their owner's plays (rulesets/parts/status.cpp), which verdicts state.
  const PointSet& looks_dead() const noexcept { return looks_dead_; }
  void set_looks_dead(const PointSet& s) { looks_dead_ = s; }

  // Plays `m` if the board allows it (simple ko included) and records it in the history.
  PlayCheck play(Move m);
  // Records the current board as a new setup state (after AB/AW/AE in a record).
  void mark_setup();

  const std::vector<HistoryEntry>& history() const noexcept { return history_; }
  // Whether any move (a play or a pass) was made, not only setup: a game, not a diagram.
  bool moves_played() const noexcept;
  int consecutive_passes() const noexcept;
  // Earlier history index with the same board as the current one, or -1 (whole-board repetition).
  int previous_occurrence() const noexcept;

 private:
  Board board_;
  Color to_move_ = Color::black;
  std::array<int, 2> extra_prisoners_{};
  PointSet frame_;
  PointSet open_area_;
  Beyond beyond_ = Beyond::frame_colour;
  PointSet assumed_alive_;
  PointSet looks_dead_;
  std::vector<HistoryEntry> history_;
};

}  // namespace kiyaku
