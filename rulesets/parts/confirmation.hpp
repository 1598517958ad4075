// The confirmation game (確認): the hypothetical play by which the 1989 rules (Art. 7) and the
// texts that follow them decide whether one string is alive. One string T of the owner O is
// tested; the attacker A tries to capture T and leave O no new stone that A cannot capture.
//
// Move types (japan1989.md, "Article 7: the confirmation algorithm"):
//   - a play on an empty point of the region: no suicide, and not a banned ko recapture;
//   - a ko-pass for ko K: only while banned on K; lifts that ban (Art. 7-2 「それぞれにつき」);
//   - a plain pass. Two plain passes in a row end the play.
// Ko bans: a ko capture at p taking the lone stone at q bans the other player from retaking at
// q (capturing exactly the stone at p) until he ko-passes for K = {p, q}; unlike Art. 6 the ban
// does not expire after one move.
// Goal (Art. 7-1): A wins a play iff some stone of T is removed and no O stone placed during the
// play survives to its end (for an endless play: survives the whole repeating cycle).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/solver/chunked_vector.hpp"
#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/drive.hpp"
#include "kernel/solver/key_table.hpp"
#include "kernel/solver/region.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/choice_names.hpp"
#include "rulesets/parts/move_order.hpp"

namespace kiyaku::parts {

enum class FirstMover : std::uint8_t { attacker, owner };
enum class ReBan : std::uint8_t { once_per_ko, per_capture };  // A4: P2 / P1
enum class PassScope : std::uint8_t { per_ko, all_kos };       // A3
enum class KoPassEnds : std::uint8_t { no, yes };              // does a ko-pass count toward the two passes?
enum class InitialBans : std::uint8_t { none, last_move };     // A5: keep the Art. 6 ban of the last real move?
// A6: which surviving new stones of the owner save T (Art. 7-1 「新たに生じる石」)?
//   count:   every one;
//   ignored: not one that stands in one string with the owner's other original stones (it lives
//            because they do);
//   enabled: only one the exchange made possible: it stands where a stone stood at the start, or
//            the owner could not have placed it there at the start and kept it (the digest's "a
//            stone of O, made possible by the exchange"; the 'enable' reading of OGS 24109 and
//            lifein19x19 t=17115).
enum class JoinedNewStones : std::uint8_t { count, ignored, enabled };

// Who opens a hypothetical play about a string of `owner`.
inline Color first_to_move(FirstMover first, Color owner) {
  return first == FirstMover::attacker ? opponent(owner) : owner;
}

struct ConfirmationRules {
  FirstMover first_mover = FirstMover::attacker;
  ReBan reban = ReBan::once_per_ko;
  PassScope pass_scope = PassScope::per_ko;
  KoPassEnds ko_pass_ends = KoPassEnds::no;
  InitialBans initial_bans = InitialBans::none;
  JoinedNewStones joined_new_stones = JoinedNewStones::enabled;
  friend bool operator==(const ConfirmationRules&, const ConfirmationRules&) = default;
};

// Where the plays of one confirmation may go.
struct PlayArea {
  PointSet region;         // points both players may use
  PointSet attacker_only;  // points only the attacker may use, next to an owner stone (solver::attacker_fringe)
  // A search restriction, not a rule: when set, the owner plays only next to T, to a stone he
  // placed during the play, or to one of these stones (his safe stones, to connect out), or to
  // capture. It can only hurt the owner, so "alive" found under it is alive; "dead" rests on it.
  std::optional<PointSet> owner_anchors;
  // A search restriction too: when set, the attacker plays only next to T or a stone the owner
  // placed, or next to an empty point next to one, or to capture. It can only hurt the attacker,
  // so "dead" found under it is dead (as far as the owner's restriction allows); "alive" means
  // nothing.
  bool attacker_near = false;
  // A question, not a rule (nihonkiin1949's R-review and R-cycle ask it of a decided string):
  // when set, `player` may capture in at most `max_kos` distinct kos, and an endless play counts
  // against him. It can only hurt him, so where he still wins, his win rests on no more kos than
  // that and on no cycle. Asked of the game, not read off one witness line, the answer turns with
  // the board.
  struct WinnerLimit {
    Color player = Color::black;
    std::uint8_t max_kos = 0;
    friend bool operator==(const WinnerLimit&, const WinnerLimit&) = default;
  };
  std::optional<WinnerLimit> limit{};
  friend bool operator==(const PlayArea&, const PlayArea&) = default;
};

// settled()'s two analyses by board hash, for one owner and one pair of areas (the board alone
// then decides them). Shared by this thread's confirmations with the same owner and areas: the
// texts confirm the same strings under other readings, and two in five analyses met a position
// another confirmation had analysed.
// Both tables by board hash are bounded (an analysis they let go is run again), and each distinct
// set of pass-alive stones is kept once: a search meets millions of boards and few such sets.
struct SettledAnalyses {
  SettledAnalyses();
  solver::KeyTable<std::uint32_t> owner_alive_index;   // into owner_alive
  solver::ChunkedVector<PointSet> owner_alive;         // the owner's pass-alive stones (never moved as it grows)
  solver::KeyTable<std::uint32_t> owner_alive_by_set;  // PointSet::hash() -> an index into owner_alive
  // Bit 0: some owner point is outside the attacker's stones and safe regions; bit 1: outside his
  // stones and kill regions (kernel/benson.hpp).
  solver::KeyTable<std::uint8_t> owner_escapes;

  // The index of `alive` in owner_alive, added if it is not there.
  std::uint32_t index_of(const PointSet& alive);

  static std::shared_ptr<SettledAnalyses> for_areas(Color owner, const PointSet& owner_area,
                                                    const PointSet& attacker_area);
  // The bound of each table by board hash: 2^21 slots, 32 MiB.
  static constexpr std::size_t kBoardSlots = std::size_t{1} << 21;
};

// The answers of the A6 `enabled` checks (would the owner's stone placed at a point on the
// starting board stand by itself?), by point. One confirmation's searches pass them on, so that
// a search run again after a check ran out keeps the answers it has.
struct EnabledChecks {
  PointSet known, enabled;  // points checked; those where the exchange enabled the stone
  PointSet unread;          // points whose check ran out of budget (counted as enabled)
  std::uint64_t nodes = 0;  // the checks' searches' nodes
};

struct ConfirmationMove {
  enum class Kind : std::uint8_t { play, pass, ko_pass } kind = Kind::pass;
  Point point = kNoPoint;  // the stone played, or for a ko-pass the ko's recapture point
  Color color = Color::black;
};

class ConfirmationGame {
 public:
  using Move = ConfirmationMove;

  // `board` is copied; `target` is a stone of T.
  ConfirmationGame(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                   Color first_to_move, solver::Budget budget = {});

  // --- solver::SearchGame ---
  // The points the attacker may play on, the owner's among them (solver::Budget::max_width).
  std::size_t width() const noexcept { return attacker_points_.size(); }
  bool hero_to_move() const noexcept { return now_.to_move == attacker_; }
  std::uint64_t key() const noexcept;
  // key() and the order the kos arose in, which orders the ko-passes among the moves.
  std::uint64_t moves_key() const noexcept;
  std::optional<bool> terminal() const;  // not noexcept: the A6 `enabled` check may run a confirmation
  // A winner the position already fixes before the play ends (Benson with the play's areas).
  std::optional<bool> settled() const;
  bool hero_wins_cycle(std::size_t from_ply) const;
  // After T's capture nothing of the game but its area, rules and starting board refers to T:
  // the goal is then only that no counted new stone survive (unless the A6 reading `ignored`
  // or a search restriction names T's stones). Those states may share one table among the
  // confirmations of the same owner's strings (solver::ProofNumberSolver::share_states).
  bool shared_state() const noexcept { return now_.captured; }
  // Whether the owner's win that terminal() or hero_wins_cycle() has just given rests on a new
  // stone counted only because its A6 check ran out of budget: no proof then (the solver's
  // `unread`). Counting such a stone helps the owner, so the attacker's wins hold whatever it is.
  bool answer_unread() const noexcept { return answer_unread_; }
  // Before T's capture, the same state as another string's confirmation sees it after its own
  // target's capture (solver::ProofNumberSolver's relaxed_key): there the attacker need only leave
  // no new stone, here he must also capture T. Both games have the same moves and the same end.
  std::optional<std::uint64_t> relaxed_key() const noexcept;
  void moves(std::vector<Move>& out) const;
  // moves().size() without ordering or storing them (df-pn counts the moves of every leaf).
  std::size_t mobility() const;
  // df-pn's guess about a new leaf (solver::leaf_hint): before the capture, T's liberties; after
  // it, the attacker looks close once the owner has lost kBigLoss of his stones at the start or
  // more, else no guess (below). Weight 8 (against 2 and 4): at 300000 nodes the
  // 1989 corpus kept 42 strings undecided (45 without the hint, 46 at 4); at the default budget
  // 参考図18<3>'s statuses were decided at 8 and not at 4; 死活例18 and 23's strings took a tenth
  // of the nodes.
  int leaf_hint() const;
  static constexpr std::uint32_t kLeafHintWeight = 8;
  // After a big capture the owner's new stones stand in the attacker's wide space and seldom
  // live; a search for the owner's answer that spends itself proving they do is lost. Where few
  // stones were taken, new stones often retake (石の下, the collapse of a seki: 死活例19's three
  // and 20's four inner stones live so). The 1989 corpus at 300000 nodes: 37
  // undecided strings without the guess, 29 after any capture, 24 after 4 or 5 stones (on its
  // five hardest records 13 after 4 or 5, 14 after 6 or 8); at the default budget 18 without, 15
  // at 4, 13 at 5 (死活例20's inner four stones are decided at 5 only, and the text's seki is
  // met), with a third fewer nodes.
  static constexpr int kBigLoss = 5;
  void play(const Move& m);
  void undo();

  const Board& board() const noexcept { return board_; }
  Color attacker() const noexcept { return attacker_; }
  // Whether any ko-pass has been played since construction (undo does not clear it). Without
  // one, the readings of what a ko-pass does (A4 re-ban, ko_pass_ends) never made a difference.
  bool ko_pass_played() const noexcept { return ko_pass_played_; }
  // The A6 `enabled` checks' answers (each first run on 1/check_share of this one's budget) and
  // the nodes of the checks this game ran. A game may start from another's answers; its node
  // count starts at zero.
  const EnabledChecks& checks() const noexcept { return checks_; }
  void set_checks(EnabledChecks checks) {
    checks_ = std::move(checks);
    checks_.nodes = 0;
  }
  // Runs again each check that ran out, on `max_nodes`, while `total` nodes last; how many of them
  // now have an answer.
  std::size_t reread_unread_checks(std::uint64_t max_nodes, std::uint64_t total);
  // The checks' share of this confirmation's budget, as a divisor (kCheckShare by default).
  void set_check_share(std::uint64_t divisor) noexcept { check_share_ = divisor; }
  static constexpr std::uint64_t kCheckShare = 64;

 private:
  struct Ko {
    Point a, b;               // the two points of the ko, a < b
    std::uint8_t banned = 0;  // bit color_index: that colour may not retake
    std::uint8_t exempt = 0;  // bit color_index: that colour has ko-passed for it (P2)
    std::uint8_t taken = 0;   // 1: the player of PlayArea::limit has captured in it
  };
  static constexpr std::size_t kMaxKos = 12;  // kos one local fight can hold; more -> budget out
  struct State {                              // everything play() changes besides the board
    std::array<Ko, kMaxKos> kos{};
    std::uint8_t ko_count = 0;
    PointSet placed;               // owner stones placed during the play, still on the board
    std::uint64_t placed_key = 0;  // incremental hash of `placed`
    Color to_move;
    std::uint8_t plain_passes;  // consecutive passes that count toward the end
    bool captured;              // some stone of T has been removed
  };

  void add_initial_ban();
  bool banned_recapture(Color c, Point p) const;
  bool counts_as_new(Point p) const;
  // Whether some stone counts; `unread`, if given, says whether each that counts does so only
  // because its A6 check ran out.
  bool any_counts_as_new(const PointSet& stones, bool* unread = nullptr) const;
  bool any_counts_noting_unread(const PointSet& stones) const;
  bool enabled_by_exchange(Point p) const;
  void record_check(Point p, std::uint64_t max_nodes) const;
  bool owner_may_live() const;
  bool attacker_may_hold() const;
  const PointSet& owner_pass_alive() const;
  bool owner_escapes() const;
  bool ko_pass_may_end_play() const;
  bool sealed_by(const PointSet& alive, Point p) const;
  bool owner_may_use(Point p, int captures, Point target_head) const;
  bool attacker_may_use(Point p, int captures, Point target_head) const;
  bool restriction_allows(Color c, Point p, int captures, Point target_head) const;
  bool near_owner_play(Point p, Point target_head) const;
  bool fringe_allows(Point p) const;
  bool may_play(Color c, Point p, Point target_head, int& captures) const;
  bool may_play_quick(Color c, Point p, Point target_head) const;
  bool over_ko_limit(Color c, Point p) const;
  std::size_t ko_index(Point a, Point b) const;  // the ko of points a < b in now_.kos; ko_count if none
  Point target_chain_head() const;               // kNoPoint once T is off the board
  template <class F>
  void for_each_ko_pass(Color c, F&& f) const;
  void push_play(Color c, Point p);
  void push_ko_pass(Color c, Point p);
  std::uint64_t state_key(const State& s) const noexcept;

  Board board_;
  Point target_;
  Color owner_, attacker_;
  std::vector<Point> region_points_;
  std::vector<Point> attacker_points_;  // region_points_ and the attacker-only points
  PlayArea area_;                       // region: the owner's points (region_points_ as a set)
  PointSet attacker_area_;              // attacker_points_ as a set
  PointSet other_originals_;            // the owner's stones at the start, T's excepted
  Board start_;            // the board at the start (A6 enabled: where a stone could stand; leaf_hint: stones lost)
  solver::Budget budget_;  // the budget of this confirmation (A6 enabled: its checks get a share)
  mutable EnabledChecks checks_;        // enabled_by_exchange() answers
  mutable bool answer_unread_ = false;  // see answer_unread()
  std::uint64_t check_share_ = kCheckShare;
  ConfirmationRules rules_;
  State now_;
  std::vector<State> history_;     // the state before each move of the current path
  std::vector<bool> board_moved_;  // whether that move put a stone on the board
  bool ko_pass_played_ = false;
  mutable std::vector<ScoredPoint> scratch_;   // move generation buffer, reused
  std::shared_ptr<SettledAnalyses> analyses_;  // settled()'s, by board hash
};

// Decides T's status by the confirmation game. Alive = the attacker cannot force a win. A result
// this thread found before for the same inputs is returned without searching again.
enum class Confirmed : std::uint8_t { alive, dead, undecided };

using Confirmation = solver::Decision<Confirmed, ConfirmationMove>;

Confirmation confirm(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                     solver::Budget budget);

// Whether confirmations on these terms may share their states after the capture (see
// ConfirmationGame::shared_state); where not, confirm_sharing() is confirm().
bool may_share_states(const PlayArea& area, const ConfirmationRules& rules);

// The states a search met, as a sorted set of their keys: whole keys, as one new proof among
// them is reason enough for a second search (status.cpp).
using MetStates = std::vector<std::uint64_t>;

// confirm() with the states after T's capture kept in `shared`, which the caller lends to the
// confirmations of one owner's strings on the same board, area, rules and budget, in an order
// of its own. The result then depends on the searches before it in that table, so it is not
// kept for other callers (confirm()'s memo); the caller keeps the order fixed. Where the terms
// name T after its capture (a search restriction, the A6 reading `ignored`; see
// ConfirmationGame::shared_state) nothing is shared and this is confirm(). Where a shared search
// ends undecided and `met` is given, the states it met go there.
Confirmation confirm_sharing(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                             solver::Budget budget, solver::ProofTable& shared, MetStates* met = nullptr);

}  // namespace kiyaku::parts

namespace kiyaku {

// The spellings of the choices these readings answer (rulesets/choice_names.hpp).
template <>
struct ChoiceNames<parts::FirstMover> : ChoiceNaming<"first_mover", "attacker", "owner"> {};
template <>
struct ChoiceNames<parts::ReBan> : ChoiceNaming<"reban", "once_per_ko", "per_capture"> {};
template <>
struct ChoiceNames<parts::PassScope> : ChoiceNaming<"pass_scope", "per_ko", "all_kos"> {};
template <>
struct ChoiceNames<parts::KoPassEnds> : ChoiceNaming<"ko_pass_ends", "no", "yes"> {};
template <>
struct ChoiceNames<parts::InitialBans> : ChoiceNaming<"initial_bans", "none", "last_move"> {};
template <>
struct ChoiceNames<parts::JoinedNewStones> : ChoiceNaming<"joined_new_stones", "count", "ignored", "enabled"> {};
template <>
struct ChoiceNames<solver::RegionKind>
    : ChoiceNaming<"new_stone_region", "benson", "neighbours", "enclosed", "whole_board"> {};

}  // namespace kiyaku
