// The removal game: can the owner of a string prevent its removal? Texts that define life as
// "not removed, or able to prevent removal" (Yasunaga 1932 Art. 9 生) decide it by a hypothetical
// play on the string's local region in which the attacker wins as soon as the string is taken off
// the board, and the owner wins if play ends (a number of consecutive passes) or repeats forever.
// Unlike the 1989 confirmation there is no "new stones" clause: a recapture does not save it.
//
// Repetition: either the board's simple ko, or a whole-board repetition ban whose window starts
// afresh at every pass (Yasunaga Art. 7: 同型反復 forbidden while the right to move is not given up).
#pragma once
#include <cstdint>
#include <vector>

#include "kernel/position.hpp"
#include "kernel/solver/key_table.hpp"
#include "kernel/solver/region.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/choice_names.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "rulesets/parts/move_order.hpp"
#include "rulesets/parts/status.hpp"

namespace kiyaku::parts {

enum class RepetitionBan : std::uint8_t {
  since_last_pass,  // no move may recreate a board seen since the last pass (the window includes the board the pass left)
  simple_ko,        // only the immediate retake of a single-stone ko is forbidden
};

struct RemovalRules {
  FirstMover first_mover = FirstMover::attacker;
  RepetitionBan repetition = RepetitionBan::since_last_pass;
  int passes_to_end = 3;
};

struct RemovalMove {
  enum class Kind : std::uint8_t { play, pass } kind = Kind::pass;
  Point point = kNoPoint;
  Color color = Color::black;
};

class RemovalGame {
 public:
  using Move = RemovalMove;

  // `attacker_only`: points beyond the region the attacker alone may play, and only next to an owner
  // stone (a game record's assumed territory next to the region, solver::assumed_edge), so that a string that
  // reaches the region's edge can still be removed.
  // `owner_confined`: a search restriction, not a rule: the owner plays only next to a stone of his
  // own or to capture. It can only hurt him, so "prevented" found under it holds without it; "removed"
  // rests on it.
  RemovalGame(const Board& board, Point target, const PointSet& region, const RemovalRules& rules, Color first_to_move,
              const PointSet& attacker_only = {}, bool owner_confined = false);

  // --- solver::SearchGame (the hero is the attacker) ---
  // The points either side may play on (solver::Budget::max_width).
  std::size_t width() const noexcept { return region_points_.size() + fringe_points_.size(); }
  const Board& board() const noexcept { return board_; }
  bool hero_to_move() const noexcept { return to_move_ == attacker_; }
  std::uint64_t key() const noexcept;
  std::optional<bool> terminal() const noexcept;
  bool hero_wins_cycle(std::size_t) const noexcept { return false; }  // the string stayed on the board throughout
  void moves(std::vector<Move>& out) const;
  void play(const Move& m);
  void undo();
  // Two outcomes Benson's analysis within the region fixes (sound, so df-pn may stop there; the
  // exhaustive solver ignores it, and the tests compare the two):
  //   - the owner keeps the string if it is pass-alive while only the attacker plays;
  //   - the attacker removes it if it stands in one of his kill regions (kernel/benson.hpp) and
  //     no fill of his can be barred: no simple-ko point, and no stone of his taken since the
  //     last pass, so his stones have only grown since and every fill makes a board new to the
  //     window (Art. 7).
  std::optional<bool> settled() const;
  // For df-pn's initial numbers only: an upper bound on moves().size() (every empty point of the
  // region, and the pass), without the legality and repetition checks that generating them costs.
  std::size_t mobility() const;

 private:
  struct Undo {
    bool board_moved;
    int passes;
    int owner_captures_at_pass;
    std::vector<std::uint64_t> window;  // only saved for a pass (a move just appends)
    std::uint64_t window_key;
  };

  bool repeats(Color c, Point p, int captures) const;  // captures: as check() counted them
  bool owner_pass_alive() const;                       // cached by board hash
  bool in_attacker_kill_region() const;                // cached by board hash
  template <class Analyse>
  bool cached_analysis(std::uint8_t known_bit, std::uint8_t value_bit, Analyse&& analyse) const;

  Board board_;
  Point target_;
  Color owner_, attacker_;
  std::vector<Point> region_points_;
  std::vector<Point> fringe_points_;  // attacker_only's
  RemovalRules rules_;
  Color to_move_;
  bool owner_confined_;
  int passes_ = 0;
  std::vector<std::uint64_t> window_;  // board hashes since the last pass
  std::uint64_t window_key_ = 0;       // order-free key of the window
  int owner_captures_at_pass_ = 0;  // the owner's captures when the window began: more now = attacker stones taken since
  PointSet region_;
  PointSet attacker_area_;                           // the region and attacker_only
  mutable solver::KeyTable<std::uint8_t> analyses_;  // by board hash: kOwnerAlive, kKillRegion bits once known
  std::vector<Undo> undo_;
  mutable std::vector<ScoredPoint> scratch_;  // move generation buffer, reused
};

enum class Removal : std::uint8_t { prevented, removed, undecided };

using RemovalVerdict = solver::Decision<Removal, RemovalMove>;

RemovalVerdict decide_removal(const Board& board, Point target, const PointSet& region, const RemovalRules& rules,
                              solver::Budget budget, const PointSet& attacker_only = {}, bool owner_confined = false);

struct RemovalStatusOptions {
  RemovalRules rules;
  solver::RegionKind region = solver::RegionKind::benson;
  solver::Budget budget;
  std::string article = "9";  // cited for every searched verdict
};

// Every string: frame and pass-alive strings need no play; the others by the removal game.
StatusMap removal_status(const Position& pos, const RemovalStatusOptions& options);

}  // namespace kiyaku::parts

namespace kiyaku {

// The spellings of the choices these readings answer (rulesets/choice_names.hpp).
template <>
struct ChoiceNames<parts::RepetitionBan> : ChoiceNaming<"repetition", "since_last_pass", "simple_ko"> {};

}  // namespace kiyaku
