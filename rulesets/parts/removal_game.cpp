#include "rulesets/parts/removal_game.hpp"
#include "rulesets/parts/undecided_reason.hpp"

#include <algorithm>
#include <bit>

#include "kernel/benson.hpp"
#include "kernel/solver/dfpn.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku::parts {

RemovalGame::RemovalGame(const Board& board, Point target, const PointSet& region, const RemovalRules& rules,
                         Color first_to_move, const PointSet& attacker_only, bool owner_confined)
    : board_(board.position_only()),
      target_(target),
      owner_(board.at(target)),
      attacker_(opponent(board.at(target))),
      region_points_(region.to_vector()),
      fringe_points_(attacker_only.to_vector()),
      rules_(rules),
      to_move_(first_to_move),
      owner_confined_(owner_confined),
      region_(region),
      attacker_area_(region | attacker_only) {
  window_.push_back(board_.hash());
  window_key_ = zobrist::mix(board_.hash());
  owner_captures_at_pass_ = board_.captures_by(owner_);
}

std::uint64_t RemovalGame::key() const noexcept {
  std::uint64_t h =
      board_.hash() ^ zobrist::to_move(to_move_) ^ zobrist::mix(0xA5A5u + static_cast<std::uint64_t>(passes_));
  if (rules_.repetition == RepetitionBan::since_last_pass) return h ^ std::rotl(window_key_, 7);
  return h ^ zobrist::ban(board_.ko_point());
}

// Art. 8 (Yasunaga): the play ends after `passes_to_end` consecutive passes; the string is then
// not removed. Removing it ends the play at once.
std::optional<bool> RemovalGame::terminal() const noexcept {
  if (board_.at(target_) != owner_) return true;
  if (passes_ >= rules_.passes_to_end) return false;
  return std::nullopt;
}

namespace {
// RemovalGame::analyses_: bit pairs (known, value) for the two Benson analyses of one board.
constexpr std::uint8_t kOwnerAliveKnown = 1, kOwnerAlive = 2, kKillKnown = 4, kKill = 8;
}  // namespace

// Each side's analysis runs after its own moves only, as in the confirmation (ConfirmationGame::
// settled()): what it finds is still found one ply later.
std::optional<bool> RemovalGame::settled() const {
  if (board_.at(target_) != owner_) return std::nullopt;  // terminal() decides
  if (to_move_ == attacker_) return owner_pass_alive() ? std::optional<bool>(false) : std::nullopt;
  if (board_.captures_by(owner_) != owner_captures_at_pass_ || board_.ko_point() != kNoPoint) return std::nullopt;
  return in_attacker_kill_region() ? std::optional<bool>(true) : std::nullopt;
}

std::size_t RemovalGame::mobility() const {
  std::size_t count = 1;  // the pass
  for (Point p : region_points_) count += board_.at(p) == Color::empty;
  for (Point p : fringe_points_) count += board_.at(p) == Color::empty;
  return count;
}

// One of the two analyses of the current board, from analyses_ or computed and kept there.
template <class Analyse>
bool RemovalGame::cached_analysis(std::uint8_t known_bit, std::uint8_t value_bit, Analyse&& analyse) const {
  const std::uint8_t* known = analyses_.find(board_.hash());
  if (known && (*known & known_bit)) return *known & value_bit;
  const bool value = analyse();
  analyses_.put(board_.hash(), static_cast<std::uint8_t>((known ? *known : 0) | known_bit | (value ? value_bit : 0)));
  return value;
}

bool RemovalGame::owner_pass_alive() const {
  return cached_analysis(kOwnerAliveKnown, kOwnerAlive, [&] {
    return pass_alive_within(board_, owner_, attacker_area_, region_).stones.contains(target_);
  });
}

bool RemovalGame::in_attacker_kill_region() const {
  return cached_analysis(kKillKnown, kKill, [&] {
    return pass_alive_within(board_, attacker_, region_, attacker_area_).kill_regions.contains(target_);
  });
}

// Art. 7 (Yasunaga): a move may not recreate a board seen since the last pass.
bool RemovalGame::repeats(Color c, Point p, int captures) const {
  const std::uint64_t h = board_.hash_after(c, p, captures);
  return std::find(window_.begin(), window_.end(), h) != window_.end();
}

void RemovalGame::moves(std::vector<Move>& out) const {
  const Color c = to_move_;
  std::vector<ScoredPoint>& plays = scratch_;
  plays.clear();
  const auto playable = [&](Point p) {
    return board_.at(p) == Color::empty &&
           (region_.contains(p) || (c == attacker_ && solver::fringe_play_allowed(board_, c, p)));
  };
  for (const std::vector<Point>* points : {&region_points_, &fringe_points_})
    for (Point p : *points) {
      if (!playable(p)) continue;
      int captures = 0;
      const PlayCheck check = board_.check(c, p, &captures);
      const bool ko_ok = rules_.repetition == RepetitionBan::since_last_pass && check == PlayCheck::ko_retake;
      if (check != PlayCheck::legal && !ko_ok) continue;
      if (c == owner_ && owner_confined_ && captures == 0 && !board_.next_to(p, owner_)) continue;
      if (rules_.repetition == RepetitionBan::since_last_pass && repeats(c, p, captures)) continue;
      int score = 4 * captures;
      for (Point n : board_.neighbours(p))
        if (board_.at(n) == owner_ && board_.chain_head(n) == board_.chain_head(target_)) score += 2;
      plays.push_back({score, p});
    }
  sort_by_falling_score(plays);
  // The owner's usual refutation is to pass; the attacker tries every play before passing.
  if (c == owner_) out.push_back({Move::Kind::pass, kNoPoint, c});
  for (const auto& s : plays) out.push_back({Move::Kind::play, s.p, c});
  if (c == attacker_) out.push_back({Move::Kind::pass, kNoPoint, c});
}

void RemovalGame::play(const Move& m) {
  if (m.kind == Move::Kind::pass) {
    undo_.push_back({false, passes_, owner_captures_at_pass_, std::move(window_), window_key_});
    board_.pass();
    ++passes_;
    owner_captures_at_pass_ = board_.captures_by(owner_);
    window_ = {board_.hash()};  // a pass gives up the right to move: the window starts again
    window_key_ = zobrist::mix(board_.hash());
  } else {
    undo_.push_back({true, passes_, owner_captures_at_pass_, {}, window_key_});
    board_.play(m.color, m.point);
    passes_ = 0;
    window_.push_back(board_.hash());
    window_key_ ^= zobrist::mix(board_.hash());
  }
  to_move_ = opponent(m.color);
}

void RemovalGame::undo() {
  Undo& u = undo_.back();
  board_.undo();
  if (u.board_moved)
    window_.pop_back();
  else
    window_ = std::move(u.window);
  passes_ = u.passes;
  owner_captures_at_pass_ = u.owner_captures_at_pass;
  window_key_ = u.window_key;
  to_move_ = opponent(to_move_);
  undo_.pop_back();
}

RemovalVerdict decide_removal(const Board& board, Point target, const PointSet& region, const RemovalRules& rules,
                              solver::Budget budget, const PointSet& attacker_only, bool owner_confined) {
  RemovalGame game(board, target, region, rules, first_to_move(rules.first_mover, board.at(target)), attacker_only,
                   owner_confined);
  solver::ProofNumberSolver<RemovalGame> search(game, budget);
  return solver::decide(search, solver::Reading<Removal>{Removal::removed, Removal::prevented, Removal::undecided});
}

namespace {

StringVerdict verdict_for(const Board& b, Point head, Status st, std::string article, std::string reason) {
  StringVerdict v;
  v.color = b.at(head);
  v.stones = b.chain(head).to_vector();
  v.status = st;
  v.articles = {std::move(article)};
  v.reason = std::move(reason);
  return v;
}

// A string of a game record that the end-of-game estimate sees dead is searched first with its
// owner confined to plays next to his own stones or captures, as the confirmation texts search
// such a string (status.cpp): "prevented" found so holds without the confinement, and "removed" is
// checked without it on a quarter of the budget; where that runs out, the verdict rests on the
// confinement and says so. Where the confined search runs out, the string is undecided.
constexpr std::uint64_t kUnconfinedRemovalShare = 4;

struct SearchedRemoval {
  RemovalVerdict found;
  std::uint64_t nodes = 0;
  bool rests_on_confinement = false;
};

SearchedRemoval search_removal(const Position& pos, Point head, const PointSet& region, const PointSet& assumed_edge,
                               const RemovalStatusOptions& o) {
  const Board& b = pos.board();
  const bool confined = pos.looks_dead().contains(head);
  SearchedRemoval s{decide_removal(b, head, region, o.rules, o.budget, assumed_edge, confined)};
  s.nodes = s.found.stats.nodes;
  if (!confined || s.found.status != Removal::removed) return s;
  RemovalVerdict unconfined =
      decide_removal(b, head, region, o.rules, solver::share_of(o.budget, kUnconfinedRemovalShare), assumed_edge);
  s.nodes += unconfined.stats.nodes;
  if (unconfined.status != Removal::undecided)
    s.found = std::move(unconfined);
  else
    s.rests_on_confinement = true;
  return s;
}

StringVerdict searched_verdict(const Position& pos, const solver::SettledFacts& facts, Point head,
                               const RemovalStatusOptions& o) {
  const Board& b = pos.board();
  const PointSet region = local_region(pos, facts, head, o.region);
  // A game record's assumed territory next to the region (not a fragment's surroundings, which
  // this text's searches do not read).
  const PointSet assumed = solver::assumed_edge(b, facts.assumed_area, region);
  const SearchedRemoval searched = search_removal(pos, head, region, assumed, o);
  const RemovalVerdict& r = searched.found;
  const Status st = r.status == Removal::prevented ? Status::alive
                    : r.status == Removal::removed ? Status::dead
                                                   : Status::undecided;
  std::string reason = st == Status::alive ? "its owner can prevent its removal"
                       : st == Status::dead
                           ? "the opponent, moving first, removes it whatever its owner does"
                           : undecided_reason(o.budget, r.stats.too_wide, "search", region_words(b, region));
  if (searched.rests_on_confinement)
    reason +=
        " (assumed: searched with its owner playing only next to his own stones or to capture, as the "
        "end-of-game estimate sees its group dead; the search without that restriction ran out of budget)";
  StringVerdict v = verdict_for(b, head, st, o.article, reason);
  if (searched.rests_on_confinement) v.articles.push_back("assumed");
  v.nodes = searched.nodes;
  v.witness_ends_in_cycle = r.witness_ends_in_cycle;
  v.witness_ends_settled = r.witness_ends_settled;
  for (const auto& m : r.witness)
    v.witness.push_back(
        {m.kind == RemovalMove::Kind::play ? WitnessMove::Kind::play : WitnessMove::Kind::pass, m.color, m.point});
  return v;
}

}  // namespace

StatusMap removal_status(const Position& pos, const RemovalStatusOptions& o) {
  const Board& b = pos.board();
  const solver::SettledFacts facts = solver::settled_facts(pos);
  StatusMap out;
  std::vector<std::size_t> searched;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || out.index[p] >= 0) continue;
    const auto assumed = solver::assumption_for(pos, p);
    const bool settled = !assumed && facts.settled.contains(p);
    if (!assumed && !settled) searched.push_back(out.strings.size());
    StringVerdict v = assumed ? verdict_for(b, p, Status::alive, std::string(assumed->tag), std::string(assumed->reason))
                      : settled
                          ? verdict_for(b, p, Status::alive, o.article, "pass-alive (Benson): nothing can remove it")
                          : searched_verdict(pos, facts, p, o);
    const auto i = static_cast<std::int16_t>(out.strings.size());
    for (Point s : v.stones) out.index[s] = i;
    out.strings.push_back(std::move(v));
  }
  // As the confirmation texts do (status.hpp): a game record's strings still undecided get the
  // nodes the others left unspent, here of the strings searched only: a budget for every string
  // of the record, as the confirmation texts pool it, decided no further record and doubled the
  // time (docs/batch.md, "Budget").
  spend_unused_budget(o.budget, searched.size(), searched, out, [&](Point head, const solver::Budget& wider) {
    RemovalStatusOptions again = o;
    again.budget = wider;
    return searched_verdict(pos, facts, head, again);
  });
  return out;
}

}  // namespace kiyaku::parts
