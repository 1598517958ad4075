#include "rulesets/parts/confirmation.hpp"

#include <algorithm>
#include <bit>
#include <unordered_map>

#include "kernel/benson.hpp"
#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/memo.hpp"
#include "kernel/solver/region.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku::parts {

namespace {

std::uint8_t bit(Color c) { return static_cast<std::uint8_t>(1u << color_index(c)); }

constexpr std::uint64_t kCapturedKey = 0x5D1CE4E5B9A3F00DULL;
constexpr std::uint64_t kPassPendingKey = 0x2545F4914F6CDD1DULL;

// What SettledAnalyses are kept by.
struct Areas {
  Color owner;
  PointSet own, attacker;
  friend bool operator==(const Areas&, const Areas&) = default;
};
struct AreasHash {
  std::size_t operator()(const Areas& a) const {
    return solver::hash_combine(solver::hash_combine(a.own.hash(), a.attacker.hash()),
                                static_cast<std::uint64_t>(a.owner));
  }
};

}  // namespace

SettledAnalyses::SettledAnalyses() {
  owner_alive_index.bound(kBoardSlots);
  owner_escapes.bound(kBoardSlots);
}

std::uint32_t SettledAnalyses::index_of(const PointSet& alive) {
  const std::uint64_t hash = alive.hash();
  if (const std::uint32_t* i = owner_alive_by_set.find(hash); i && owner_alive[*i] == alive) return *i;
  const auto i = static_cast<std::uint32_t>(owner_alive.size());
  owner_alive.push_back(alive);
  owner_alive_by_set.put(hash, i);  // two sets of one hash: the later is found, the earlier still kept
  return i;
}

std::shared_ptr<SettledAnalyses> SettledAnalyses::for_areas(Color owner, const PointSet& owner_area,
                                                            const PointSet& attacker_area) {
  // A game's confirmations use a few dozen areas; past that many, or past a few million boards in
  // all (tens of megabytes, the analyses of positions long done among them), all are dropped
  // (recomputed on need).
  constexpr std::size_t kAreasKept = 64, kBoardsKept = std::size_t{1} << 22;
  thread_local std::unordered_map<Areas, std::shared_ptr<SettledAnalyses>, AreasHash> kept;
  thread_local solver::JobScope scope;
  if (scope.new_job()) kept.clear();
  std::size_t boards = 0;
  for (const auto& [areas, analyses] : kept)
    boards += analyses->owner_alive_index.size() + analyses->owner_escapes.size();
  if (kept.size() >= kAreasKept || boards >= kBoardsKept) kept.clear();
  std::shared_ptr<SettledAnalyses>& slot = kept[Areas{owner, owner_area, attacker_area}];
  if (!slot) slot = std::make_shared<SettledAnalyses>();
  return slot;
}

ConfirmationGame::ConfirmationGame(const Board& board, Point target, const PlayArea& area,
                                   const ConfirmationRules& rules, Color first_to_move, solver::Budget budget)
    : board_(board.position_only()),
      target_(target),
      owner_(board.at(target)),
      attacker_(opponent(board.at(target))),
      region_points_(area.region.to_vector()),
      attacker_points_((area.region | area.attacker_only).to_vector()),
      area_(area),
      attacker_area_(area.region | area.attacker_only),
      start_(board.position_only()),
      budget_(budget),
      rules_(rules),
      now_{{}, 0, {}, 0, first_to_move, 0, false},
      analyses_(SettledAnalyses::for_areas(owner_, area_.region, attacker_area_)) {
  if (rules.initial_bans == InitialBans::last_move) add_initial_ban();
  const PointSet t = board.chain(target);
  for (Point p : board.points())
    if (board.at(p) == owner_ && !t.contains(p)) other_originals_.insert(p);
}

// A6 reading `ignored`: a new stone in one string with the owner's other original stones lives
// by them, so it does not make T alive (死活例24: white c joining the living white string).
bool ConfirmationGame::counts_as_new(Point p) const {
  if (rules_.joined_new_stones == JoinedNewStones::count) return true;
  if (rules_.joined_new_stones == JoinedNewStones::enabled) return enabled_by_exchange(p);
  bool joined = false;
  board_.for_each_stone(p, [&](Point s) { joined = joined || other_originals_.contains(s); });
  return !joined;
}

// A6 reading `enabled`: a new stone at p counts if a stone stood at p at the start (the exchange
// vacated it), or if the owner's stone placed at p on the starting board would be illegal or die
// by this same confirmation (死活例2: Black 2 and 4 stand outside T's points, but alone they would
// be taken). A stone that would live there anyway, such as 死活例24's white c filling its own
// eye next to its living string, does not make T alive. The check's confirmation counts every new
// stone (no nesting); it gets a share of the budget, and undecided counts the stone (as `count`)
// but marks it, so that no proof of the owner's rests on it (answer_unread).
// The share is a sixty-fourth: the checks are cheap or hopeless (on the 1989 corpus at 2 million
// nodes, 214 of 551 were decided, nine in ten of those within 15,000 nodes; the other 337 spent
// 42 million nodes, a third of the run, to run out). A sixteenth decided no verdict more at
// 300,000 or 2 million nodes, and cost nearly a third more nodes.
bool ConfirmationGame::enabled_by_exchange(Point p) const {
  if (start_.at(p) != Color::empty) return true;
  if (!checks_.known.contains(p)) record_check(p, std::max<std::uint64_t>(1, budget_.max_nodes / check_share_));
  return checks_.enabled.contains(p);
}

// Runs p's check on `max_nodes` and keeps its answer in checks_, over any earlier one.
void ConfirmationGame::record_check(Point p, std::uint64_t max_nodes) const {
  checks_.known.insert(p);
  Confirmed status = Confirmed::dead;  // a stone that cannot be played there: the exchange enabled it
  if (start_.check(owner_, p) == PlayCheck::legal) {
    Board placed = start_;
    placed.play(owner_, p);
    ConfirmationRules any = rules_;
    any.joined_new_stones = JoinedNewStones::count;
    solver::Budget share = budget_;
    share.max_nodes = max_nodes;
    share.max_witness = 0;
    PlayArea free_attacker = area_;  // "alive" under the attacker's restriction would prove nothing
    free_attacker.attacker_near = false;
    free_attacker.limit.reset();  // a question about the play, not about where a stone could stand
    const Confirmation check = confirm(placed, p, free_attacker, any, share);
    checks_.nodes += check.stats.nodes;
    status = check.status;
  }
  if (status == Confirmed::undecided)
    checks_.unread.insert(p);
  else
    checks_.unread.erase(p);
  if (status != Confirmed::alive)
    checks_.enabled.insert(p);
  else
    checks_.enabled.erase(p);
}

std::size_t ConfirmationGame::reread_unread_checks(std::uint64_t max_nodes, std::uint64_t total) {
  const std::uint64_t start = checks_.nodes;
  std::size_t read = 0;
  const PointSet unread = checks_.unread;  // record_check changes checks_.unread
  unread.for_each([&](Point p) {
    if (checks_.nodes - start >= total) return;
    record_check(p, max_nodes);
    read += checks_.unread.contains(p) ? 0 : 1;
  });
  return read;
}

// The stones whose answer is known come first: under A6 `enabled` the others may each need a
// confirmation of their own, and one counted stone is enough.
bool ConfirmationGame::any_counts_as_new(const PointSet& stones, bool* unread) const {
  bool found = false, found_unread = false;
  const auto known = [&](Point p) {
    return rules_.joined_new_stones != JoinedNewStones::enabled || start_.at(p) != Color::empty ||
           checks_.known.contains(p);
  };
  // Where the caller asks, a stone counted only by a check out of budget is set aside while a
  // firmly counted one may follow.
  const auto counts = [&](Point p) {
    if (!counts_as_new(p)) return false;
    if (!unread || !checks_.unread.contains(p)) return true;
    found_unread = true;
    return false;
  };
  stones.for_each([&](Point p) { found = found || (known(p) && counts(p)); });
  stones.for_each([&](Point p) { found = found || (!known(p) && counts(p)); });
  if (unread) *unread = !found && found_unread;
  return found || found_unread;
}

// any_counts_as_new() at an end of the play: whether the owner wins there, noting in
// answer_unread_ whether that win rests only on checks out of budget.
bool ConfirmationGame::any_counts_noting_unread(const PointSet& stones) const {
  bool unread = false;
  const bool counted = any_counts_as_new(stones, &unread);
  answer_unread_ = unread;
  return counted;
}

// A5 option: the simple-ko ban of the last real move carries into the confirmation.
void ConfirmationGame::add_initial_ban() {
  const Point q = board_.ko_point();
  if (q == kNoPoint) return;
  for (Point taker : board_.neighbours(q)) {
    if (board_.at(taker) != opponent(board_.ko_color()) || board_.chain_size(taker) != 1 || !board_.in_atari(taker))
      continue;
    now_.kos[now_.ko_count++] = Ko{std::min(q, taker), std::max(q, taker), bit(board_.ko_color()), 0, 0};
    return;
  }
}

bool ConfirmationGame::owner_may_use(Point p, int captures, Point target_head) const {
  if (!area_.owner_anchors || captures > 0) return true;
  for (Point n : board_.neighbours(p)) {
    if (board_.at(n) != owner_) continue;
    if (board_.chain_head(n) == target_head || now_.placed.contains(n) || area_.owner_anchors->contains(n)) return true;
  }
  return false;
}

// The search restriction of the side to play (PlayArea::owner_anchors, attacker_near).
bool ConfirmationGame::restriction_allows(Color c, Point p, int captures, Point target_head) const {
  return c == owner_ ? owner_may_use(p, captures, target_head) : attacker_may_use(p, captures, target_head);
}

// T's stones and the owner's new stones: what the attacker's restriction keeps him near.
bool ConfirmationGame::near_owner_play(Point p, Point target_head) const {
  return board_.at(p) == owner_ && (board_.chain_head(p) == target_head || now_.placed.contains(p));
}

bool ConfirmationGame::attacker_may_use(Point p, int captures, Point target_head) const {
  if (!area_.attacker_near || captures > 0) return true;
  for (Point n : board_.neighbours(p)) {
    if (near_owner_play(n, target_head)) return true;
    if (board_.at(n) != Color::empty) continue;
    for (Point m : board_.neighbours(n))
      if (near_owner_play(m, target_head)) return true;
  }
  return false;
}

// --- state key ----------------------------------------------------------------

std::uint64_t ConfirmationGame::state_key(const State& s) const noexcept {
  std::uint64_t h = zobrist::to_move(s.to_move);
  if (s.captured) h ^= kCapturedKey;
  if (s.plain_passes) h ^= kPassPendingKey;
  h ^= s.placed_key;
  for (std::size_t i = 0; i < s.ko_count; ++i) {
    const Ko& k = s.kos[i];
    h ^= zobrist::mix(std::uint64_t{k.a} | std::uint64_t{k.b} << 16 | std::uint64_t{k.banned} << 32 |
                      std::uint64_t{k.exempt} << 40 | std::uint64_t{k.taken} << 48);
  }
  return h;
}

std::uint64_t ConfirmationGame::key() const noexcept { return board_.hash() ^ state_key(now_); }

std::optional<std::uint64_t> ConfirmationGame::relaxed_key() const noexcept {
  if (now_.captured) return std::nullopt;
  return key() ^ kCapturedKey;
}

std::uint64_t ConfirmationGame::moves_key() const noexcept {
  std::uint64_t order = 0;
  for (std::size_t i = 0; i < now_.ko_count; ++i)
    order = zobrist::mix(order + (std::uint64_t{now_.kos[i].a} | std::uint64_t{now_.kos[i].b} << 16));
  return key() ^ std::rotl(order, 1);
}

// --- end of the play and its outcome -----------------------------------------

std::optional<bool> ConfirmationGame::terminal() const {
  answer_unread_ = false;
  if (now_.plain_passes < 2) return std::nullopt;
  if (!now_.captured) return false;
  return !any_counts_noting_unread(now_.placed);  // Art. 7-1: some new stone of the owner stands at the end
}

// Two outcomes Benson's analysis fixes with the areas each side may play on (sound, so the
// search may stop there; the witness line stops there too). Neither winner needs a ko capture or
// a cycle for it (a kill region's captures take two stones or more and never repeat,
// kernel/benson.hpp), so both hold under PlayArea::limit too:
//   - the owner wins if a stone that must survive is pass-alive while only the attacker plays:
//     T before its capture, a counted new stone after it (passing keeps it to the end);
//   - the attacker wins if every point the owner may play on is his pass-alive stone or lies in
//     a kill region of his (kernel/benson.hpp): he captures T and every new stone, and no play
//     of the owner ever escapes.
std::optional<bool> ConfirmationGame::settled() const {
  // Each side's moves are what settle its own fate, so each analysis runs only after them: half
  // the cost, and a shortcut found one ply later is still found.
  if (now_.to_move == attacker_ && owner_may_live()) {
    const PointSet& alive = owner_pass_alive();
    if (!now_.captured && alive.contains(target_)) return false;
    bool unread = false;  // no shortcut through a stone counted only by a check out of budget
    if (now_.captured && any_counts_as_new(now_.placed & alive, &unread) && !unread) return false;
  }
  if (now_.to_move != owner_ || !attacker_may_hold() || ko_pass_may_end_play()) return std::nullopt;
  return owner_escapes() ? std::nullopt : std::optional<bool>(true);
}

// The owner's pass-alive stones while only the attacker plays (cached by board hash).
const PointSet& ConfirmationGame::owner_pass_alive() const {
  SettledAnalyses& a = *analyses_;
  if (const std::uint32_t* i = a.owner_alive_index.find(board_.hash())) return a.owner_alive[*i];
  const std::uint32_t i = a.index_of(pass_alive_within(board_, owner_, attacker_area_, area_.region).stones);
  a.owner_alive_index.put(board_.hash(), i);
  return a.owner_alive[i];
}

// Whether some point the owner may play on is neither the attacker's pass-alive stone nor in a
// region where the attacker captures every stone the owner plays (cached by board hash). The
// kill regions with a point no attacker stone touches rest on ko-passes not counting toward the
// end of the play (kernel/benson.hpp); where they count, only the safe regions are used.
bool ConfirmationGame::owner_escapes() const {
  const bool strict = rules_.ko_pass_ends == KoPassEnds::yes;
  const std::uint8_t bit = strict ? 1 : 2;
  if (const std::uint8_t* known = analyses_->owner_escapes.find(board_.hash())) return *known & bit;
  const PassAlive attacker = pass_alive_within(board_, attacker_, area_.region, attacker_area_);
  bool escapes_safe = false, escapes_kill = false;
  area_.region.for_each([&](Point p) {
    if (attacker.stones.contains(p) || sealed_by(attacker.stones, p)) return;
    escapes_safe = escapes_safe || !attacker.safe_regions.contains(p);
    escapes_kill = escapes_kill || !attacker.kill_regions.contains(p);
  });
  analyses_->owner_escapes.put(board_.hash(), static_cast<std::uint8_t>((escapes_safe ? 1 : 0) | (escapes_kill ? 2 : 0)));
  return strict ? escapes_safe : escapes_kill;
}

// An empty point every neighbour of which is a pass-alive attacker stone: the owner can never play
// there, as the play would be suicide (it captures nothing that cannot be captured).
bool ConfirmationGame::sealed_by(const PointSet& alive, Point p) const {
  if (board_.at(p) != Color::empty) return false;
  for (Point n : board_.neighbours(p))
    if (board_.at(n) != Color::border && !alive.contains(n)) return false;
  return true;
}

// Cheap necessary conditions for the two analyses of settled(). A pass-alive T has two
// liberties or an anchored one; after the capture only a new stone can live.
bool ConfirmationGame::owner_may_live() const {
  if (now_.captured) return !now_.placed.empty();
  if (board_.liberties_up_to(target_, 2) >= 2) return true;
  bool anchored = false;
  board_.liberties(target_).for_each([&](Point p) { anchored = anchored || !attacker_area_.contains(p); });
  return anchored;
}

// Every point of a kill region but one, or two next to each other, is next to an attacker stone
// (few_interior_points), so no point next to none touches two others.
bool ConfirmationGame::attacker_may_hold() const {
  const auto untouched = [&](Point p) { return board_.at(p) != attacker_ && !board_.next_to(p, attacker_); };
  bool held = true;
  area_.region.for_each([&](Point p) {
    if (!held || !untouched(p)) return;
    int touching = 0;
    for (Point n : board_.neighbours(p)) touching += area_.region.contains(n) && untouched(n) ? 1 : 0;
    held = touching <= 1;
  });
  return held;
}

// An endless play: the owner keeps a new stone iff one stays on the board through the whole
// cycle (a stone removed and re-created in every round is not uncapturable).
bool ConfirmationGame::hero_wins_cycle(std::size_t from_ply) const {
  answer_unread_ = false;
  if (area_.limit) return area_.limit->player == owner_;  // the cycle counts against the limited player
  if (!now_.captured) return false;
  PointSet survivors = now_.placed;
  for (std::size_t i = from_ply; i < history_.size(); ++i) survivors &= history_[i].placed;
  return !any_counts_noting_unread(survivors);
}

// --- moves ---------------------------------------------------------------------

// Art. 7-2: a player whose stone was taken in ko K may not retake in K (capturing exactly the
// stone that took) until he has passed for K.
bool ConfirmationGame::banned_recapture(Color c, Point p) const {
  for (std::size_t i = 0; i < now_.ko_count; ++i) {
    const Ko& k = now_.kos[i];
    if (!(k.banned & bit(c)) || (p != k.a && p != k.b)) continue;
    const Point taker = p == k.a ? k.b : k.a;
    if (board_.at(taker) != opponent(c) || board_.chain_size(taker) != 1) continue;
    int liberties = 0;  // a lone stone's liberties are its empty neighbours
    for (Point n : board_.neighbours(taker)) liberties += board_.at(n) == Color::empty;
    if (liberties == 1 && board_.would_capture_count(c, p) == 1) return true;
  }
  return false;
}

Point ConfirmationGame::target_chain_head() const {
  return board_.at(target_) == owner_ ? board_.chain_head(target_) : kNoPoint;
}

// The ko-passes open to c: one per ko that bans him, or one for all (A3 all_kos). `f` gets the
// point that names the ko.
template <class F>
void ConfirmationGame::for_each_ko_pass(Color c, F&& f) const {
  for (std::size_t i = 0; i < now_.ko_count; ++i) {
    const Ko& k = now_.kos[i];
    if (!(k.banned & bit(c))) continue;
    f(k.a);
    if (rules_.pass_scope == PassScope::all_kos) break;  // one pass lifts every ban
  }
}

// Where a ko-pass counts toward the end (KoPassEnds::yes) and a ko bans the attacker's recapture,
// the owner's lone stone dropped on that ko's point can only be taken after a ko-pass, which with
// the owner's pass ends the play with the stone standing: the attacker's hold does not settle it.
bool ConfirmationGame::ko_pass_may_end_play() const {
  if (rules_.ko_pass_ends != KoPassEnds::yes) return false;
  bool open = false;
  for_each_ko_pass(attacker_, [&](Point) { open = true; });
  return open;
}

void ConfirmationGame::moves(std::vector<Move>& out) const {
  const Color c = now_.to_move;
  const Point target_head = target_chain_head();
  std::vector<ScoredPoint>& plays = scratch_;
  plays.clear();
  for (Point p : c == attacker_ ? attacker_points_ : region_points_) {
    int captures = 0;
    if (!may_play(c, p, target_head, captures)) continue;
    int score = 4 * captures;
    if (target_head != kNoPoint)
      for (Point n : board_.neighbours(p))
        if (board_.at(n) == owner_ && board_.chain_head(n) == target_head) score += 2;
    plays.push_back({score, p});
  }
  sort_by_falling_score(plays);
  // Captures first. The owner's most common refutation is to pass, so it comes next for him;
  // the attacker tries every play before giving up.
  const bool attacker = c == attacker_;
  auto capture_end = std::find_if(plays.begin(), plays.end(), [](const ScoredPoint& s) { return s.score < 4; });
  for (auto it = plays.begin(); it != capture_end; ++it) out.push_back({Move::Kind::play, it->p, c});
  if (!attacker) out.push_back({Move::Kind::pass, kNoPoint, c});
  for_each_ko_pass(c, [&](Point ko) { out.push_back({Move::Kind::ko_pass, ko, c}); });
  for (auto it = capture_end; it != plays.end(); ++it) out.push_back({Move::Kind::play, it->p, c});
  if (attacker) out.push_back({Move::Kind::pass, kNoPoint, c});
}

// The attacker-only points stand for surroundings the attacker holds: he plays there only to take
// a liberty of an owner stone; a play next to none would be a waiting move the position does not
// offer.
bool ConfirmationGame::fringe_allows(Point p) const {
  return !area_.attacker_only.contains(p) || solver::fringe_play_allowed(board_, attacker_, p);
}

bool ConfirmationGame::may_play(Color c, Point p, Point target_head, int& captures) const {
  if (board_.at(p) != Color::empty || !fringe_allows(p)) return false;
  const PlayCheck check = board_.check(c, p, &captures);
  if (check != PlayCheck::legal && check != PlayCheck::ko_retake)
    return false;  // the board's simple ko is not this game's rule
  if (now_.ko_count && banned_recapture(c, p)) return false;
  if (captures == 1 && over_ko_limit(c, p)) return false;
  return restriction_allows(c, p, captures, target_head);
}

// PlayArea::limit: a ko capture in a ko its player has not captured in yet, past his number of kos.
bool ConfirmationGame::over_ko_limit(Color c, Point p) const {
  if (!area_.limit || area_.limit->player != c) return false;
  const Point taken = board_.would_ko_capture(c, p);
  if (taken == kNoPoint) return false;
  const std::size_t same = ko_index(std::min(p, taken), std::max(p, taken));
  if (same < now_.ko_count && now_.kos[same].taken) return false;  // a ko he has captured in before
  const auto end = now_.kos.begin() + now_.ko_count;
  const auto kos_taken = std::count_if(now_.kos.begin(), end, [](const Ko& k) { return k.taken != 0; });
  return kos_taken >= area_.limit->max_kos;
}

std::size_t ConfirmationGame::ko_index(Point a, Point b) const {
  std::size_t i = 0;
  while (i < now_.ko_count && !(now_.kos[i].a == a && now_.kos[i].b == b)) ++i;
  return i;
}

// may_play() without its capture count where the answer does not need one. A point with an
// empty neighbour is never suicide and never the board's ko retake (a retake point is closed),
// so only the game's own ko bans and the owner's restriction remain to check.
bool ConfirmationGame::may_play_quick(Color c, Point p, Point target_head) const {
  if (board_.at(p) != Color::empty || !fringe_allows(p)) return false;
  if (!board_.next_to_empty(p)) {
    int captures = 0;
    return may_play(c, p, target_head, captures);
  }
  if (now_.ko_count && banned_recapture(c, p)) return false;
  if (restriction_allows(c, p, 0, target_head)) return true;
  // A capture frees either restriction; it needs an opponent stone next to p (most points have none).
  return board_.next_to(p, opponent(c)) && board_.would_capture(c, p);
}

std::size_t ConfirmationGame::mobility() const {
  const Color c = now_.to_move;
  const Point target_head = target_chain_head();
  std::size_t count = 1;  // the plain pass
  // Most points are occupied or open; without ko bans an open point is playable but for the
  // owner's search restriction. Both are counted without a call.
  const bool open_is_enough = now_.ko_count == 0 && (c == attacker_ ? !area_.attacker_near : !area_.owner_anchors);
  for (Point p : c == attacker_ ? attacker_points_ : region_points_) {
    if (board_.at(p) != Color::empty || !fringe_allows(p)) continue;
    count += (open_is_enough && board_.next_to_empty(p)) || may_play_quick(c, p, target_head);
  }
  for_each_ko_pass(c, [&](Point) { ++count; });
  return count;
}

int ConfirmationGame::leaf_hint() const {
  if (!now_.captured) return solver::liberty_hint(board_.liberties_up_to(target_, 3));  // T stands
  const int originals_left = board_.stone_count(owner_) - static_cast<int>(now_.placed.size());
  return start_.stone_count(owner_) - originals_left >= kBigLoss ? 1 : 0;
}

void ConfirmationGame::push_play(Color c, Point p) {
  const PlayEffect effect = board_.play(c, p);
  board_moved_.push_back(true);
  now_.plain_passes = 0;
  if (c == owner_) {
    now_.placed.insert(p);
    now_.placed_key ^= std::rotl(zobrist::ban(p), 17);
  }
  if (c == attacker_ && effect.captured > 0) {
    const PointSet before = now_.placed;
    before.for_each([&](Point s) {
      if (board_.at(s) == owner_) return;
      now_.placed.erase(s);
      now_.placed_key ^= std::rotl(zobrist::ban(s), 17);
    });
    if (board_.at(target_) != owner_) now_.captured = true;
  }
  if (!effect.ko_capture) return;
  const Point a = std::min(p, effect.single_capture), b = std::max(p, effect.single_capture);
  const std::size_t i = ko_index(a, b);
  if (i == now_.ko_count) {
    if (now_.ko_count == kMaxKos) return;  // cannot happen in a local fight; the ban is dropped
    now_.kos[now_.ko_count++] = Ko{a, b, 0, 0, 0};
  }
  Ko& ko = now_.kos[i];
  if (area_.limit && area_.limit->player == c) ko.taken = 1;
  const Color loser = opponent(c);
  if (rules_.reban == ReBan::per_capture || !(ko.exempt & bit(loser))) ko.banned |= bit(loser);
}

void ConfirmationGame::push_ko_pass(Color c, Point ko_point) {
  board_moved_.push_back(false);
  ko_pass_played_ = true;
  std::uint8_t kept = 0;
  for (std::size_t i = 0; i < now_.ko_count; ++i) {
    Ko k = now_.kos[i];
    const bool lifted = (k.banned & bit(c)) && (rules_.pass_scope == PassScope::all_kos || k.a == ko_point);
    if (lifted) {
      k.banned = static_cast<std::uint8_t>(k.banned & ~bit(c));
      if (rules_.reban == ReBan::once_per_ko) k.exempt |= bit(c);
    }
    if (k.banned || k.exempt || k.taken) now_.kos[kept++] = k;
  }
  now_.ko_count = kept;
  now_.plain_passes = rules_.ko_pass_ends == KoPassEnds::yes ? static_cast<std::uint8_t>(now_.plain_passes + 1) : 0;
}

void ConfirmationGame::play(const Move& m) {
  history_.push_back(now_);
  switch (m.kind) {
    case Move::Kind::play: push_play(m.color, m.point); break;
    case Move::Kind::ko_pass: push_ko_pass(m.color, m.point); break;
    case Move::Kind::pass:
      board_moved_.push_back(false);
      ++now_.plain_passes;
      break;
  }
  now_.to_move = opponent(m.color);
}

void ConfirmationGame::undo() {
  if (board_moved_.back()) board_.undo();
  board_moved_.pop_back();
  now_ = std::move(history_.back());
  history_.pop_back();
}

namespace {

// Everything a confirmation's result depends on (see kernel/solver/memo.hpp).
struct ConfirmationInputs {
  solver::BoardSnapshot board;
  Point target;
  PlayArea area;
  ConfirmationRules rules;
  solver::Budget budget;
  // Set on the key of a result that holds under both re-ban readings (see below), which must
  // never equal the exact key of a search under the default readings.
  bool any_ko_pass_reading = false;
  friend bool operator==(const ConfirmationInputs&, const ConfirmationInputs&) = default;
  std::uint64_t hash() const {
    using solver::hash_combine;
    std::uint64_t h = hash_combine(solver::hash_of(board), target);
    h = hash_combine(h, area.region.hash() ^ (area.attacker_only.hash() << 1));
    if (area.owner_anchors) h = hash_combine(h, area.owner_anchors->hash());
    h = hash_combine(h, area.attacker_near);
    if (area.limit)
      h = hash_combine(h, 0x100u | static_cast<std::uint64_t>(area.limit->player) << 4 | area.limit->max_kos << 12);
    h = hash_combine(h, static_cast<std::uint64_t>(rules.first_mover) | static_cast<std::uint64_t>(rules.reban) << 8 |
                            static_cast<std::uint64_t>(rules.pass_scope) << 16 |
                            static_cast<std::uint64_t>(rules.ko_pass_ends) << 24 |
                            static_cast<std::uint64_t>(rules.initial_bans) << 32 |
                            static_cast<std::uint64_t>(rules.joined_new_stones) << 40);
    return hash_combine(hash_combine(h, solver::hash_of(budget)), any_ko_pass_reading);
  }
  // The key of a result whose search played no ko-pass: one that the readings of what a ko-pass
  // does afterwards (A4 re-ban, ko_pass_ends) cannot have touched (1949 re-bans per capture, 1989
  // once per ko; without a ko-pass the games are equal). Not A3: the pass scope changes which
  // ko-passes are offered, and so the search, even where none is played.
  ConfirmationInputs without_ko_pass_readings() const {
    ConfirmationInputs k = *this;
    const ConfirmationRules defaults;
    k.rules.reban = defaults.reban;
    k.rules.ko_pass_ends = defaults.ko_pass_ends;
    k.any_ko_pass_reading = true;
    return k;
  }
};

// The A6 checks' share of the budget when a search is run again because "alive" rested on one that
// ran out (a divisor, as ConfirmationGame::kCheckShare): the checks it had not run before.
constexpr std::uint64_t kRetriedCheckShare = 4;
// One search of the confirmation game, its A6 checks on 1/check_share of the budget, starting
// from the answers in `checks` and leaving there those it has. Where it ends undecided and `met`
// is given, the states it met go there.
Confirmation search_once(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                         solver::Budget budget, std::uint64_t check_share, solver::ProofTable* shared, bool& no_ko_pass,
                         MetStates* met, EnabledChecks& checks) {
  ConfirmationGame game(board, target, area, rules, first_to_move(rules.first_mover, board.at(target)), budget);
  game.set_check_share(check_share);
  game.set_checks(std::move(checks));
  solver::ProofNumberSolver<ConfirmationGame> search(game, budget);
  if (shared) search.share_states(*shared);
  Confirmation found =
      solver::decide(search, solver::Reading<Confirmed>{Confirmed::dead, Confirmed::alive, Confirmed::undecided});
  found.stats.nodes += game.checks().nodes;  // the A6 checks' searches are this one's work too
  checks = game.checks();
  no_ko_pass = no_ko_pass && !game.ko_pass_played();
  if (met && found.status == Confirmed::undecided) {
    met->clear();
    search.for_each_state([&](std::uint64_t key) { met->push_back(key); });
    std::sort(met->begin(), met->end());
    met->erase(std::unique(met->begin(), met->end()), met->end());
  }
  return found;
}

// Reads again the checks in `checks` that ran out, each on the budget shared by them (half of it
// at most), all of them on one budget; how many now have an answer. 死活例3's corner needs one
// check of 577,000 nodes, where the search that asks it needs 72,000.
std::size_t reread_checks(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                          const solver::Budget& budget, EnabledChecks& checks) {
  ConfirmationGame game(board, target, area, rules, first_to_move(rules.first_mover, board.at(target)), budget);
  game.set_checks(std::move(checks));
  const std::uint64_t each =
      std::max<std::uint64_t>(1, budget.max_nodes / std::max<std::size_t>(2, game.checks().unread.size()));
  const std::size_t read = game.reread_unread_checks(each, budget.max_nodes);
  checks = game.checks();
  return read;
}

// One confirmation; `no_ko_pass` says whether it played none. Where it ends undecided and `met`
// is given, the states its first search (the one that shares proofs) met go there.
Confirmation run_confirmation(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                              solver::Budget budget, solver::ProofTable* shared, bool& no_ko_pass,
                              MetStates* met = nullptr) {
  no_ko_pass = true;
  EnabledChecks checks;
  Confirmation found =
      search_once(board, target, area, rules, budget, ConfirmationGame::kCheckShare, shared, no_ko_pass, met, checks);
  if (!found.rests_on_unread) return found;
  // "Alive" rested on a check that ran out, so the search is undecided (Hon-59-5's C13-C14 was
  // "alive" at 2,500 nodes that way, and is dead from 3,750 on). The checks that ran out are read
  // again on more nodes; where some now has an answer, the search runs once more, alone. (A second
  // such round decided nothing more on the 1989 corpus or the Hon records.)
  const std::size_t read = reread_checks(board, target, area, rules, budget, checks);
  found.stats.nodes += checks.nodes;
  if (read == 0) return found;
  const std::uint64_t before = found.stats.nodes;
  found = search_once(board, target, area, rules, budget, kRetriedCheckShare, nullptr, no_ko_pass, nullptr, checks);
  found.stats.nodes += before;
  if (met && found.status != Confirmed::undecided) met->clear();
  return found;
}

}  // namespace

bool may_share_states(const PlayArea& area, const ConfirmationRules& rules) {
  return !area.owner_anchors && !area.attacker_near && rules.joined_new_stones != JoinedNewStones::ignored;
}

Confirmation confirm(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                     solver::Budget budget) {
  const ConfirmationInputs inputs{solver::BoardSnapshot(board), target, area, rules, budget};
  return solver::Memo<ConfirmationInputs, Confirmation>::for_this_thread().get(
      inputs, inputs.without_ko_pass_readings(),
      [&](bool& no_ko_pass) { return run_confirmation(board, target, area, rules, budget, nullptr, no_ko_pass); });
}

Confirmation confirm_sharing(const Board& board, Point target, const PlayArea& area, const ConfirmationRules& rules,
                             solver::Budget budget, solver::ProofTable& shared, MetStates* met) {
  if (!may_share_states(area, rules)) return confirm(board, target, area, rules, budget);
  bool no_ko_pass = false;
  return run_confirmation(board, target, area, rules, budget, &shared, no_ko_pass, met);
}

}  // namespace kiyaku::parts
