// The play-out: both players play one local region to its end, each trying to maximise his own
// count, and the value and the final position of optimal play are what the texts that settle
// status by play read statuses and scores from. Rule-neutral: the ruleset states the repetition
// rule, what is counted and who starts.
//
// Game: plays on empty points of the region (no suicide; never a capture of a stone outside the
// region, which is settled by assumption, nor a self-atari of such a string), or a pass; two passes in a row end the play.
// Repetition: the simple ko of the last move (optional) and a cap on how often one whole-board
// position may occur on the play-out path (1 = positional superko). Local value = Black's count
// minus White's over the region's points on the final board.
//
// The exact value is found with the boolean solver (search.hpp) by thresholds: the highest k
// Black can force (count >= k) and the lowest k White can force (count <= k), an endless play
// counting as a failure for whichever side asks. The questions next to the value cost the most,
// so the first two ask whether the count as the board stands (play seldom changes a stopped
// region's count), or the caller's guess, is the value: Black's question at it, then White's;
// only where that fails is Black's floor bisected, and White's asked from it upwards. Equal
// bounds = the value; a gap = optimal play does not end (a cycle the rules leave open). The
// witness is the line where both sides follow their proven strategies, read from the proofs of
// the two bounds, and it ends in the final position. Where the bounds meet, a side passes
// whenever a pass keeps its bound, so a capture that changes no count is left out of the line,
// and otherwise plays, of the moves that keep it, the one whose position has the least hash over
// the board's symmetries and colour swaps, so that the line turns with the board.
//
// Confinement, a search restriction and not a rule (Confinement below): the confined colour plays
// only next to a stone of his own, or to capture. It can only cost that colour, so the value found
// under it is at least as good for the other as the value without it; where the other takes the
// confined colour's stones under it, he takes them as far as the confinement holds, which is what
// a caller that uses it must say. The texts' statuses confine the owner of stones the end-of-game
// estimate of a game record sees dead, as the confirmations restrict such an owner.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/solver/key_table.hpp"
#include "kernel/solver/node_time.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::solver {

enum class SimpleKo : std::uint8_t { banned, allowed };  // may the last ko capture be retaken at once?
enum class LocalCount : std::uint8_t { stones, area };   // stones only, or stones + one-colour empty areas

struct PlayoutRules {
  SimpleKo simple_ko = SimpleKo::banned;
  // How often one whole-board position may occur on the play-out path (the start included);
  // 0 = no cap (only the simple ko). 1 = positional superko.
  int max_occurrences = 0;
  // Moves that make a position's occurrence count exceed the cap anyway, allowed per play-out
  // (a text may let the first move of a further cycle repeat freely).
  int free_excess = 0;
  LocalCount count = LocalCount::area;
  friend bool operator==(const PlayoutRules&, const PlayoutRules&) = default;
};

// Points outside the region that one colour alone may play, and only next to a stone of the
// other: the surroundings a fragment's diagram leaves to that colour (solver::surroundings_fringe),
// and a game record's assumed territory next to the region, each point its owner's
// (solver::assumed_fringe). Its stones there are outside the region: never captured, never counted.
struct Fringe {
  PointSet points;
  Color holder = Color::empty;
  std::array<PointSet, 2> assumed{};  // by colour_index: the assumed territory that colour may play
  bool holds(Color c, Point p) const {
    return (c == holder && points.contains(p)) || (is_stone(c) && assumed[color_index(c)].contains(p));
  }
  PointSet all_points() const { return points | assumed[0] | assumed[1]; }
  friend bool operator==(const Fringe&, const Fringe&) = default;
};

// A search restriction on a play-out (above). `other_near` keeps the other colour near the owner's
// stones as well: he plays only next to one, next to an empty point next to one, or to capture. That
// can only cost him, so it proves no value but the best he could have: where he still takes every
// point of the region, he takes them under the owner's confinement alone. settled() reads the held
// regions as in the game without it (from there the other may play anywhere), so that conclusion holds.
struct Confinement {
  Color owner = Color::empty;  // Color::empty: nobody is confined
  bool other_near = false;
  friend bool operator==(const Confinement&, const Confinement&) = default;
};

struct PlayoutMove {
  Color color = Color::black;
  Point point = kNoPoint;  // kNoPoint = pass
  friend bool operator==(const PlayoutMove&, const PlayoutMove&) = default;
};

class PlayoutGame {
 public:
  using Move = PlayoutMove;

  PlayoutGame(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first,
              const Fringe& fringe = {}, Confinement confinement = {});

  // The question the solver answers: can `hero` force a final count at least (Black) or at
  // most (White) `threshold`?
  void set_goal(Color hero, int threshold) noexcept {
    hero_ = hero;
    threshold_ = threshold;
    captive_.clear();
  }
  // The other question: can `hero` remove some stone of `stones` (one string of the opponent's on
  // the starting board)? The play ends at the first such capture; an end without one, or an
  // endless play, fails. No count is kept, so a capture need not pay.
  void set_capture_goal(Color hero, const PointSet& stones) {
    hero_ = hero;
    captive_ = stones;
  }

  // --- solver::SearchGame ---
  bool hero_to_move() const noexcept { return to_move_ == hero_; }
  std::uint64_t key() const noexcept;
  // Every state: the game's moves and end follow from its key, so a proof may be lent to the
  // same question's search from the other first mover (solver::ProofNumberSolver::share_states).
  bool shared_state() const noexcept { return true; }
  std::optional<bool> terminal() const;  // not noexcept: the count walks areas in a growing buffer
  bool hero_wins_cycle(std::size_t) const noexcept { return false; }  // an endless play proves nothing
  void moves(std::vector<Move>& out) const;
  // After moves(), under a repetition cap: how many plies back lies the earliest state whose
  // position one of the plays considered would recreate. The moves, or the states they lead to,
  // depend on the path since then, so the solvers keep the values that rest on them for this path
  // only (as they keep those that rest on a cycle). No play recreates a position while no stone
  // has been taken on the path: every earlier position is then a part of the board.
  std::optional<std::size_t> path_dependence() const noexcept { return depends_back_; }
  // Whether a move list found on another path may serve here: where no play can recreate a
  // position of the path (none has one more stone of the mover's and no more of the other's).
  bool moves_independent_of_path() const noexcept;
  // The reference the tests judge the key against: every position of the path in the key, so
  // that no value is ever shared between paths.
  void key_by_whole_path() noexcept { keyed_by_whole_path_ = true; }
  // What df-pn starts a leaf's numbers from: an upper bound on moves().size() that checks only
  // the points without an empty neighbour, each move counting kLeafWeight (dfpn.hpp, leaf_weight).
  // On a region of more than kWideRegion points (searched only when --max-width is raised past its
  // default, the same bound) both guesses cost a walk of the region per child, which made single
  // nodes cost milliseconds: there mobility() is the region's size (still an upper bound) and
  // leaf_hint() guesses nothing. Either changes only the order of the search.
  std::size_t mobility() const;
  static constexpr std::uint32_t kLeafWeight = 4;
  static constexpr std::size_t kWideRegion = Budget::kDefaultMaxWidth;
  // df-pn's guess about a new leaf (dfpn.hpp, leaf_hint): for a count goal, whether the count as
  // the board stands already meets it (the play seldom moves it far); for the capture goal, the
  // captive string's liberties, as in the confirmation (ConfirmationGame::leaf_hint).
  // Weight 4 (against 16 and 64): 参考図18<3>'s threshold questions took a quarter to a third
  // of the nodes without the hint, and the fewest of the three weights on most of them.
  int leaf_hint() const;
  static constexpr std::uint32_t kLeafHintWeight = 4;
  // A count goal's outcome when every point of the region is held for good (see settled_count()).
  std::optional<bool> settled() const;
  // The count those held points fix, whatever the goal, where settled() would fix an outcome.
  std::optional<int> settled_value() const;
  // Where the current state is so held: the stones standing in the other colour's kill regions,
  // which their holder takes whatever their owner does; nullopt where it is not.
  std::optional<PointSet> settled_captives() const;
  // Under the stones count, where the current state is so held: the points each holder fills to
  // reach the end (by colour index, each in an order that keeps every play legal).
  std::optional<std::array<std::vector<Point>, 2>> settled_fills() const;
  bool counts_stones() const noexcept { return rules_.count == LocalCount::stones; }
  // Off: settled() and settled_captives() fix nothing, so lines run to their real end or cycle.
  void allow_settling(bool allowed) noexcept { settling_allowed_ = allowed; }
  void play(const Move& m);
  void undo();

  const Board& board() const noexcept { return board_; }
  Color to_move() const noexcept { return to_move_; }
  bool ended() const noexcept { return passes_ >= 2; }
  // The points it may play on (Budget::max_width).
  std::size_t width() const noexcept { return region_points_.size() + fringe_points_.size(); }
  int region_size() const noexcept { return static_cast<int>(region_points_.size()); }
  // Black's count minus White's over the region, on the current board.
  int local_count() const;
  Color confined() const noexcept { return confinement_.owner; }
  // settled_count() by board hash, kUnsettled for none: it depends on the board alone given the
  // region, the fringe and what is counted, so this thread's play-outs on the same terms share one
  // (playout.cpp).
  using SettledCounts = KeyTable<std::int16_t>;
  // Whether some play considered since construction would have recreated a position of its path
  // (undo does not clear it). Without one, the repetition cap (any cap of at least one) and its
  // free excess never made a difference.
  bool repetition_met() const noexcept { return repetition_met_; }

 private:
  bool legal(Color c, Point p, int& captures) const;  // captures: stones the play would take
  bool captures_outside(Color c, Point p) const;
  bool endangers_settled(Color c, Point p) const;                // for a play that captures nothing
  bool repeats_too_often(Color c, Point p, int captures) const;  // captures: as check() counted them
  void note_dependence(std::uint64_t hash) const;                // a play would recreate this position
  bool captive_taken() const noexcept;                           // some stone of captive_ is no longer the opponent's
  int occurrences(std::uint64_t hash) const;
  bool settling_applies() const noexcept;
  std::optional<int> settled_count() const;
  // The points each colour holds for good (its pass-alive stones and kill regions), by colour index.
  using Held = std::array<PointSet, 2>;
  std::optional<int> analyse_settled(PointSet* captives = nullptr, Held* held = nullptr) const;
  bool holders_kept_their_points() const;
  bool path_took_stones() const noexcept;                  // under a cap, of either colour
  bool held_points_kept(const Held& held) const noexcept;  // no stone taken on the path where its colour holds
  void note_captures(const Move& m);
  PointSet holdable_by(Color h) const;
  bool fills_stay_legal(Color c, const PointSet& kill_regions) const;
  bool confinement_keeps_fills(const PointSet& confined_kill_regions) const;
  bool confinement_allows(Color c, Point p, int captures) const;
  bool confined_to_move() const noexcept;
  bool confined_can_play() const;
  std::optional<std::vector<Point>> confined_out_fills() const;
  std::optional<std::array<std::vector<Point>, 2>> fill_order(const Held& held) const;
  std::optional<Held> settled_held(PointSet* captives) const;
  bool fringe_open(Color c, Point p) const;
  PointSet area_of(Color c) const;  // where c may play: the region, and the fringe if he holds it

  Board board_;
  PointSet region_;
  std::vector<Point> region_points_;
  Fringe fringe_;
  std::vector<Point> fringe_points_;
  PlayoutRules rules_;
  Color to_move_;
  Confinement confinement_;
  Color hero_ = Color::black;
  int threshold_ = 0;
  PointSet captive_;  // set_capture_goal()'s stones; empty for a count goal
  int passes_ = 0;
  int excess_used_ = 0;
  std::vector<std::uint64_t> path_;              // board hashes after the start and every play (path_[0] = start)
  std::vector<std::size_t> path_plies_;          // the ply of each entry of path_ (plays and passes since the start)
  std::vector<std::array<int, 2>> path_stones_;  // each entry's stone counts, by colour index
  std::uint64_t path_key_ = 0;                   // multiset hash of path_ (key_by_whole_path())
  std::uint64_t repeat_key_ = 0;                 // multiset hash of the repeated positions of path_, with their counts
  bool keyed_by_whole_path_ = false;
  mutable std::optional<std::size_t> depends_back_;  // path_dependence()
  // With a repetition cap: the points where a stone of each colour was taken on the path, and
  // their values before each play that took some (holders_kept_their_points()).
  Held taken_on_path_;
  std::vector<Held> taken_before_;
  struct Undo {
    bool stone;
    bool took;
    int passes;
    int excess_used;
    std::uint64_t repeat_key;
  };
  std::vector<Undo> undo_;
  mutable std::vector<Move> quiet_;           // move generation buffer: the plays that capture nothing
  mutable std::vector<Point> count_scratch_;  // local_count()'s and holdable_by()'s buffer for one area
  mutable bool repetition_met_ = false;
  bool settling_allowed_ = true;
  std::shared_ptr<SettledCounts> settled_counts_;
};

enum class PlayoutEnd : std::uint8_t { exact, endless, undecided };

struct Playout {
  PlayoutEnd end = PlayoutEnd::undecided;
  int value = 0;                  // exact: Black's count minus White's over the region
  int black_floor = 0;            // Black can force at least this
  int white_ceiling = 0;          // White can force at most this
  std::vector<PlayoutMove> line;  // both sides' optimal play; ends in the final position or a repeat
  bool line_ends_in_cycle = false;
  // The line stops where every point is held for good (PlayoutGame::settled_captives()); the
  // stones of that position its holders take on the way to the end, which the line leaves out.
  bool line_ends_settled = false;
  PointSet taken_at_end;
  std::uint64_t nodes = 0;
  std::size_t too_wide = 0;       // the region's width, where it exceeded Budget::max_width and nothing was searched
  Color confined = Color::empty;  // the colour the search confined, if any: the result rests on it
};

// One threshold question: with `first` to move, can `hero` force a final count of at least
// (Black) or at most (White) `threshold`? Unknown when the budget runs out; `nodes` grows by the
// nodes searched. Like play_out(), answered from this thread's memo when asked before.
Value can_force(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first, Color hero,
                int threshold, const Budget& budget, std::uint64_t& nodes, const Fringe& fringe = {});

// The capture question: with `first` to move, can `hero` remove some stone of the string at
// `target` (set_capture_goal)? Unknown when the budget runs out; `nodes` grows by the nodes searched.
Value can_take(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first, Point target,
               const Budget& budget, std::uint64_t& nodes, const Fringe& fringe = {});

// Whether optimal play ends, without its line: the question of a text that voids a game whose
// best play repeats forever. Exact: `value` is the count optimal play ends with.
// Endless: Black cannot force a count of `value`, nor White one of `value` - 1, so whoever
// gives in loses by it and neither does.
struct PlayoutEnding {
  PlayoutEnd end = PlayoutEnd::undecided;
  int value = 0;
  std::uint64_t nodes = 0;
};
PlayoutEnding play_out_ending(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first,
                              const Budget& budget, const Fringe& fringe = {});

// Plays `region` of `board` out optimally, `first` to move. The node budget covers all solves. A
// result this thread found before for the same inputs is returned without searching again.
// `guess`: where the caller expects the value (else the count as the board stands). It orders
// the threshold questions, so it changes what they cost, never the value or the line: the line
// follows the searches that proved the two bounds, and each of those is asked once, on its own,
// whatever the order.
// `confinement`: the search restriction (above), if any.
Playout play_out(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first, const Budget& budget,
                 const Fringe& fringe = {}, std::optional<int> guess = std::nullopt, Confinement confinement = {});

// Both first movers' play-outs of one region, Black's first: White's then reads the proofs
// Black's questions stored (the same questions after the first move), which on 参考図8<1> spares
// most of its nodes. Black's play-out is play_out()'s. White's has play_out()'s values and
// bounds; its line may be another optimal one, and since which questions Black's play-out asked
// depends on the guess, so may that line (the guess still changes no value or bound).
// Black's play-out gets twice `budget` and White's `budget`: White's reads Black's proofs, so
// Black's is most of the pair's work, and whatever play_out() settles within the budget for
// both first movers is settled here too.
struct FirstMoverPlayouts {
  Playout black_first, white_first;
  Playout& from(Color first) { return first == Color::black ? black_first : white_first; }
  const Playout& from(Color first) const { return first == Color::black ? black_first : white_first; }
};
FirstMoverPlayouts play_out_both(const Board& board, const PointSet& region, const PlayoutRules& rules,
                                 const Budget& budget, const Fringe& fringe = {},
                                 std::optional<int> guess = std::nullopt);

// Both first movers' play-outs of one region for a sum of regions: `lead`'s with `budget`, then,
// only where that one is exact, the other's with `budget` too, reading the lead's proofs. The other
// is left undecided (no nodes) where the lead's play-out is not exact: what starting gains in the
// region is then unknown anyway. `guess` orders both play-outs' questions, as play_out()'s does.
FirstMoverPlayouts play_out_led(const Board& board, const PointSet& region, const PlayoutRules& rules, Color lead,
                                const Budget& budget, const Fringe& fringe = {}, Confinement confinement = {},
                                std::optional<int> guess = std::nullopt);

}  // namespace kiyaku::solver
