#include "kernel/solver/playout.hpp"

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/job_scope.hpp"
#include "kernel/solver/memo.hpp"
#include "kernel/solver/region.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <map>
#include <memory>
#include <unordered_map>
#include <unordered_set>

#include "kernel/benson.hpp"
#include "kernel/board_symmetry.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku::solver {

namespace {

constexpr std::uint64_t kOnePassKey = 0x2545F4914F6CDD1DULL;
constexpr std::uint64_t kExcessKey = 0x9E6C63D0676A9A99ULL;
constexpr std::uint64_t kTakenKey = 0xD1B54A32D192ED03ULL;
constexpr std::uint64_t kRepeatKey = 0x8CB92BA72F3D8DD7ULL;

std::array<int, 2> stone_counts(const Board& b) { return {b.stone_count(Color::black), b.stone_count(Color::white)}; }

std::uint64_t hash_of(const Fringe& f) {
  return hash_combine(f.points.hash() ^ static_cast<std::uint64_t>(f.holder),
                      f.assumed[0].hash() ^ std::rotl(f.assumed[1].hash(), 1));
}

// The terms that, with the board, decide analyse_settled(): the region, the fringe, what is
// counted and the confined colour (nothing of the path or the goal).
struct SettledTerms {
  PointSet region;
  Fringe fringe;
  LocalCount count;
  Color confined;
  friend bool operator==(const SettledTerms&, const SettledTerms&) = default;
};
struct SettledTermsHash {
  std::size_t operator()(const SettledTerms& t) const {
    return hash_combine(hash_combine(t.region.hash(), hash_of(t.fringe)),
                        static_cast<std::uint64_t>(t.count) | static_cast<std::uint64_t>(t.confined) << 8);
  }
};

// The settled counts of this thread's play-outs on the same terms: the two first movers of a
// region, their threshold questions and the texts that play the same region out all meet many of
// the same boards (on the Hon records, 43% of the analyses repeated one already made). A game's
// play-outs use a few dozen terms; past that many, or past a few million counts in all (tens of
// megabytes), all are dropped (recomputed on need).
std::shared_ptr<PlayoutGame::SettledCounts> settled_counts_for(const PointSet& region, const Fringe& fringe,
                                                               LocalCount count, Color confined) {
  constexpr std::size_t kTermsKept = 64, kCountsKept = std::size_t{1} << 21;
  thread_local std::unordered_map<SettledTerms, std::shared_ptr<PlayoutGame::SettledCounts>, SettledTermsHash> kept;
  thread_local JobScope scope;
  if (scope.new_job()) kept.clear();
  std::size_t counts = 0;
  for (const auto& [terms, table] : kept) counts += table->size();
  if (kept.size() >= kTermsKept || counts >= kCountsKept) kept.clear();
  auto& slot = kept[SettledTerms{region, fringe, count, confined}];
  if (!slot) {
    slot = std::make_shared<PlayoutGame::SettledCounts>();
    slot->bound(kCountsKept);  // one long play-out's counts: a count let go is counted again
  }
  return slot;
}

}  // namespace

PlayoutGame::PlayoutGame(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first,
                         const Fringe& fringe, Confinement confinement)
    : board_(board.position_only()),
      region_(region),
      region_points_(region.to_vector()),
      fringe_(fringe),
      fringe_points_(fringe.all_points().to_vector()),
      rules_(rules),
      to_move_(first),
      confinement_(confinement),
      settled_counts_(settled_counts_for(region, fringe, rules.count, confinement.owner)) {
  path_.push_back(board_.hash());
  path_plies_.push_back(0);
  path_stones_.push_back(stone_counts(board_));
  path_key_ = zobrist::mix(board_.hash());
}

// --- state key -----------------------------------------------------------------

std::uint64_t PlayoutGame::key() const noexcept {
  std::uint64_t h = board_.hash() ^ zobrist::to_move(to_move_);
  if (passes_ == 1) h ^= kOnePassKey;
  if (rules_.simple_ko == SimpleKo::banned && board_.ko_point() != kNoPoint)
    h ^= std::rotl(zobrist::ban(board_.ko_point()), board_.ko_color() == Color::black ? 7 : 29);
  if (rules_.max_occurrences <= 0) return h;
  if (keyed_by_whole_path_) return h ^ path_key_ ^ zobrist::mix(kExcessKey + static_cast<std::uint64_t>(excess_used_));
  // Under a cap, what the path means for the play ahead: the free excess used, the positions it
  // repeated (their further occurrences), and where stones were taken (settled() reads it). Which
  // earlier positions a play would recreate is not in the key: moves() reports it as the
  // dependence of this state's values on the path (path_dependence()).
  h ^= repeat_key_ ^ zobrist::mix(kExcessKey + static_cast<std::uint64_t>(excess_used_));
  if (path_took_stones())
    h ^= zobrist::mix(taken_on_path_[0].hash() + kTakenKey) ^ std::rotl(zobrist::mix(taken_on_path_[1].hash()), 17);
  return h;
}

// --- the end and the count ---------------------------------------------------------

std::optional<bool> PlayoutGame::terminal() const {
  if (!captive_.empty()) {
    if (captive_taken()) return true;
    return passes_ < 2 ? std::nullopt : std::optional<bool>(false);
  }
  if (passes_ < 2) return std::nullopt;
  const int count = local_count();
  return hero_ == Color::black ? count >= threshold_ : count <= threshold_;
}

int PlayoutGame::leaf_hint() const {
  if (captive_.empty()) {
    if (region_points_.size() > kWideRegion) return 0;
    const int count = local_count();
    return (hero_ == Color::black ? count >= threshold_ : count <= threshold_) ? 1 : -1;
  }
  const Point stone = captive_.first();
  if (board_.at(stone) != opponent(hero_)) return 0;  // taken: the end is known already
  return liberty_hint(board_.liberties_up_to(stone, 3));
}

bool PlayoutGame::captive_taken() const noexcept {
  const Color captive = opponent(hero_);
  bool taken = false;
  captive_.for_each([&](Point p) { taken = taken || board_.at(p) != captive; });
  return taken;
}

int PlayoutGame::local_count() const {
  int count = 0;
  std::array<std::int8_t, kMaxPoints> owner;  // per point: +1 Black's area, -1 White's, 0 neither, 2 not yet known
  owner.fill(2);
  for (Point p : region_points_) {
    const Color c = board_.at(p);
    if (is_stone(c)) {
      count += c == Color::black ? 1 : -1;
      continue;
    }
    if (rules_.count == LocalCount::stones) continue;
    if (owner[p] == 2) {
      // One empty area of the whole board: it counts for the only colour it touches. The walk
      // appends each point once and reads the list as it grows (0 marks a point met).
      std::vector<Point>& area = count_scratch_;
      area.assign(1, p);
      owner[p] = 0;  // seen
      bool black = false, white = false;
      for (std::size_t next = 0; next < area.size(); ++next)
        for (Point n : board_.neighbours(area[next])) {
          const Color nc = board_.at(n);
          black = black || nc == Color::black;
          white = white || nc == Color::white;
          if (nc != Color::empty || owner[n] != 2) continue;
          owner[n] = 0;
          area.push_back(n);
        }
      const std::int8_t value = black == white ? 0 : black ? 1 : -1;
      for (Point q : area) owner[q] = value;
    }
    count += owner[p];
  }
  return count;
}

// The play-out's bars on a play, on any board: a capture of a string that reaches outside the
// region, and a play leaving such a string of the mover's in atari.
namespace {

// Whether the string at p has a stone outside `region`: the play-out never takes such a string.
bool reaches_outside(const Board& b, const PointSet& region, Point p) {
  return b.any_stone(p, [&](Point s) { return !region.contains(s); });
}

bool takes_outside(const Board& b, const PointSet& region, Color c, Point p) {
  bool outside = false;
  b.for_each_capture(c, p, [&](Point head) { outside = outside || reaches_outside(b, region, head); });
  return outside;
}

// Whether the play leaves a string of c's that reaches outside `region` with one liberty.
bool leaves_outside_string_in_atari(const Board& b, const PointSet& region, Color c, Point p) {
  // The joined string's liberties, up to two: p's empty neighbours, then its chains' but p.
  std::array<Point, 2> libs{};
  int count = 0;
  auto add = [&](Point l) {
    if (count < 2 && l != p && (count == 0 || libs[0] != l)) libs[static_cast<std::size_t>(count++)] = l;
  };
  if (!b.next_to(p, c)) return false;
  for (Point n : b.neighbours(p))
    if (b.at(n) == Color::empty) add(n);
  if (count == 2) return false;
  for (Point n : b.neighbours(p)) {
    if (b.at(n) != c) continue;
    const bool two = b.any_stone(n, [&](Point s) {
      for (Point e : b.neighbours(s))
        if (b.at(e) == Color::empty) add(e);
      return count == 2;
    });
    if (two) return false;
  }
  for (Point n : b.neighbours(p))
    if (b.at(n) == c && reaches_outside(b, region, n)) return true;
  return false;
}

}  // namespace

// --- held regions ---------------------------------------------------------------------

namespace {
constexpr std::int16_t kUnsettled = INT16_MIN;
}

// A count goal's outcome before the end. When every point of the region is a pass-alive stone
// or lies in a kill region of one colour (kernel/benson.hpp: its owner can capture every stone
// the other plays there), each side can keep what it holds, whatever the other does, so optimal
// play ends with exactly that count; and it ends, since each side's stones in its own regions
// only grow. The kill-region argument needs the owner's fills, which a ko ban from before could
// bar. A repetition cap could bar a fill too; holders_kept_their_points() says where it cannot.
// Under the stones count a held point counts once its holder's stone stands there
// (fill_order()), and a side that has nothing left to fill could end the play by passing
// after the other's pass, before the other's fills: there a state just after a pass is not settled.
bool PlayoutGame::settling_applies() const noexcept {
  if (!settling_allowed_ || !captive_.empty()) return false;
  if (rules_.count == LocalCount::stones && passes_ > 0) return false;
  return rules_.simple_ko == SimpleKo::allowed || board_.ko_point() == kNoPoint;
}

std::optional<bool> PlayoutGame::settled() const {
  const std::optional<int> count = settled_value();
  if (!count) return std::nullopt;
  return hero_ == Color::black ? *count >= threshold_ : *count <= threshold_;
}

std::optional<int> PlayoutGame::settled_value() const {
  if (confined_out_fills()) return opponent(confinement_.owner) == Color::black ? region_size() : -region_size();
  if (!settling_applies()) return std::nullopt;
  const std::optional<int> count = settled_count();
  if (!count || !holders_kept_their_points()) return std::nullopt;
  return count;
}

// The count the held points fix, or nullopt (cached by board hash).
std::optional<int> PlayoutGame::settled_count() const {
  if (const std::int16_t* known = settled_counts_->find(board_.hash()))
    return *known == kUnsettled ? std::nullopt : std::optional<int>(*known);
  const std::optional<int> count = analyse_settled();
  settled_counts_->put(board_.hash(), count ? static_cast<std::int16_t>(*count) : kUnsettled);
  return count;
}

// Under a repetition cap, a holder's fill is barred only if it recreates a position of the path.
// Each fill adds a stone on a point its holder holds, and his stones there are never taken after
// this state, so after every fill he has more stones on those points than now. If no stone of
// his was taken on those points on the path either, his stones there only grew along it, so no
// earlier position had as many: no fill recreates a position, and no cap bars one. Where a stone
// of his was taken there, nothing is settled. (The cap only narrows the other side's plays.)
bool PlayoutGame::holders_kept_their_points() const {
  if (!path_took_stones()) return true;
  Held held;
  return analyse_settled(nullptr, &held) && held_points_kept(held);
}

bool PlayoutGame::path_took_stones() const noexcept {
  return rules_.max_occurrences > 0 && !(taken_on_path_[0].empty() && taken_on_path_[1].empty());
}

bool PlayoutGame::held_points_kept(const Held& held) const noexcept {
  return !taken_on_path_[0].intersects(held[0]) && !taken_on_path_[1].intersects(held[1]);
}

// The region's points whose component of points that are not h stones (within the region) has
// at most one point next to no h stone, or two next to each other, as h's kill and safe regions
// have (kernel/benson.hpp, few_interior_points).
PointSet PlayoutGame::holdable_by(Color h) const {
  PointSet holdable, seen;
  std::vector<Point>& component = count_scratch_;
  for (Point start : region_points_) {
    if (board_.at(start) == h || seen.contains(start)) continue;
    component.assign(1, start);
    seen.insert(start);
    PointSet points;
    for (std::size_t i = 0; i < component.size(); ++i) {
      const Point p = component[i];
      points.insert(p);
      for (Point n : board_.neighbours(p))
        if (region_.contains(n) && board_.at(n) != h && !seen.contains(n)) {
          seen.insert(n);
          component.push_back(n);
        }
    }
    if (few_interior_points(board_, h, points)) holdable |= points;
  }
  return holdable;
}

std::optional<PointSet> PlayoutGame::settled_captives() const {
  if (confined_out_fills()) return PointSet{};
  PointSet captives;
  return settled_held(&captives) ? std::optional<PointSet>(std::move(captives)) : std::nullopt;
}

std::optional<std::array<std::vector<Point>, 2>> PlayoutGame::settled_fills() const {
  if (!counts_stones()) return std::nullopt;
  if (auto fills = confined_out_fills()) {
    std::array<std::vector<Point>, 2> out;
    out[color_index(opponent(confinement_.owner))] = std::move(*fills);
    return out;
  }
  const std::optional<Held> held = settled_held(nullptr);
  return held ? fill_order(*held) : std::nullopt;
}

// The points each colour holds where the current state is settled (and the stones standing in
// the holders' kill regions into `captives`), else nullopt.
std::optional<PlayoutGame::Held> PlayoutGame::settled_held(PointSet* captives) const {
  if (!settling_applies()) return std::nullopt;
  Held held;
  if (!analyse_settled(captives, &held) || (path_took_stones() && !held_points_kept(held))) return std::nullopt;
  return held;
}

// Both colours' analyses, the opponent playing anywhere in the region and neither side outside
// it (the play-out's rule): each point held by exactly one colour, or no count. `captives`, if
// given, receives the stones standing in the other colour's kill regions. Most states hold
// nothing for good: two floods (holdable_by) reject most of them before the Benson analyses, and
// Black's analysis rejects more before White's.
std::optional<int> PlayoutGame::analyse_settled(PointSet* captives, Held* held) const {
  const PointSet black_may = holdable_by(Color::black);
  const PointSet white_may = holdable_by(Color::white);
  for (Point p : region_points_) {
    const Color c = board_.at(p);
    if (c == Color::empty && !black_may.contains(p) && !white_may.contains(p)) return std::nullopt;
    // A stone outside the other's holdable points must be pass-alive: two liberties at least.
    if (is_stone(c) && !(c == Color::black ? white_may : black_may).contains(p) && board_.chain_head(p) == p &&
        board_.in_atari(p))
      return std::nullopt;
  }
  const PassAlive black = pass_alive_within(board_, Color::black, area_of(Color::white), area_of(Color::black));
  for (Point p : region_points_)
    if (board_.at(p) == Color::black && !black.stones.contains(p) && !white_may.contains(p)) return std::nullopt;
  const PassAlive white = pass_alive_within(board_, Color::white, area_of(Color::black), area_of(Color::white));
  int count = 0;
  Held points;
  for (Point p : region_points_) {
    const bool by_black = black.stones.contains(p) || black.kill_regions.contains(p);
    const bool by_white = white.stones.contains(p) || white.kill_regions.contains(p);
    if (by_black == by_white) return std::nullopt;
    count += by_black ? 1 : -1;
    const Color holder = by_black ? Color::black : Color::white;
    if (board_.at(p) == opponent(holder)) {
      // The play-out never takes a string that reaches outside the region: in a holder's kill
      // region it would stand for good, and the region is not his.
      if (reaches_outside(board_, region_, p)) return std::nullopt;
      if (captives) captives->insert(p);
    }
    points[color_index(holder)].insert(p);
  }
  if (!fills_stay_legal(Color::black, black.kill_regions) || !fills_stay_legal(Color::white, white.kill_regions))
    return std::nullopt;
  if (!confinement_keeps_fills(confinement_.owner == Color::black ? black.kill_regions : white.kill_regions))
    return std::nullopt;
  if (counts_stones() && !fill_order(points)) return std::nullopt;
  if (held) *held = std::move(points);
  return count;
}

// The play-out bars a play that leaves a string reaching outside the region with one liberty
// (endangers_settled()), which could bar a fill the kill-region argument needs. A fill joins
// chains next to the region: one that is pass-alive inside keeps a liberty in each of two vital
// regions, and one that reaches outside keeps its empty neighbours there that the other colour
// may not play (outside the fringe he holds); two of those suffice.
bool PlayoutGame::fills_stay_legal(Color c, const PointSet& kill_regions) const {
  bool legal = true;
  PointSet checked;  // chain heads: each chain is walked once
  kill_regions.for_each([&](Point p) {
    for (Point n : board_.neighbours(p)) {
      if (!legal || board_.at(n) != c || checked.contains(board_.chain_head(n))) continue;
      checked.insert(board_.chain_head(n));
      int outside = 0;
      bool reaches_out = false;
      PointSet counted;
      board_.any_stone(n, [&](Point s) {
        reaches_out = reaches_out || !region_.contains(s);
        for (Point e : board_.neighbours(s))
          if (board_.at(e) == Color::empty && !region_.contains(e) && !fringe_.holds(opponent(c), e) &&
              !counted.contains(e)) {
            counted.insert(e);
            ++outside;
          }
        return false;
      });
      legal = !reaches_out || outside >= 2;
    }
  });
  return legal;
}

// The kill-region argument has its holder play a point next to none of his stones (kernel/benson.hpp),
// which a confined holder may not do unless it captures: his kill regions count only where every
// point is next to one of his stones.
bool PlayoutGame::confinement_keeps_fills(const PointSet& confined_kill_regions) const {
  const Color owner = confinement_.owner;
  if (owner == Color::empty) return true;
  bool kept = true;
  confined_kill_regions.for_each([&](Point p) { kept = kept && board_.next_to(p, owner); });
  return kept;
}

// Whether the confinement (Confinement) lets `c` play at `p`, a play that takes `captures` stones.
bool PlayoutGame::confinement_allows(Color c, Point p, int captures) const {
  const Color owner = confinement_.owner;
  if (owner == Color::empty || captures > 0) return true;
  if (c == owner) return board_.next_to(p, owner);
  if (!confinement_.other_near || board_.next_to(p, owner)) return true;
  for (Point n : board_.neighbours(p))
    if (board_.at(n) == Color::empty && board_.next_to(n, owner)) return true;
  return false;
}

bool PlayoutGame::confined_to_move() const noexcept {
  return confinement_.owner != Color::empty && (to_move_ == confinement_.owner || confinement_.other_near);
}

// Under the stones count: the plays by which each holder fills every point he holds, or nullopt
// where some point stays empty. Played on a copy of the board, each holder's points in the
// region's order, again and again while one is legal: plays that join his strings or take the
// other's stones in his kill regions, never suicide and never leaving a string that reaches
// outside the region in atari (the play-out bars that). The two holders' points never touch
// (a kill region is bordered by its holder's stones alone), so the plays of one change nothing
// for the other's. Order-dependent, so it may miss a filling: settled() then only finds less.
std::optional<std::array<std::vector<Point>, 2>> PlayoutGame::fill_order(const Held& held) const {
  Board b = board_;
  std::array<std::vector<Point>, 2> fills;
  for (Color c : {Color::black, Color::white}) {
    const PointSet& mine = held[color_index(c)];
    for (bool filled = true; filled;) {
      filled = false;
      for (Point p : region_points_) {
        if (!mine.contains(p) || b.at(p) != Color::empty) continue;
        int captures = 0;
        const PlayCheck check = b.check(c, p, &captures);
        if (check != PlayCheck::legal && !(check == PlayCheck::ko_retake && rules_.simple_ko == SimpleKo::allowed))
          continue;
        if (captures > 0 ? takes_outside(b, region_, c, p) : leaves_outside_string_in_atari(b, region_, c, p)) continue;
        b.play(c, p);
        fills[color_index(c)].push_back(p);
        filled = true;
      }
    }
  }
  for (Point p : region_points_) {
    const Color holder = held[0].contains(p) ? Color::black : Color::white;
    if (b.at(p) != holder) return std::nullopt;
  }
  return fills;
}

// --- a confined colour with nothing left to play ---------------------------------------

// Whether the confined colour has a play: a point of his area next to a stone of his (in the
// region or out of it), or the capture of a string of the other's in atari.
bool PlayoutGame::confined_can_play() const {
  const Color owner = confinement_.owner;
  bool can = false;
  area_of(owner).for_each([&](Point p) {
    can = can || board_.at(p) == owner || (board_.at(p) == Color::empty && board_.next_to(p, owner)) ||
          (board_.at(p) == opponent(owner) && board_.in_atari(p));
  });
  return can;
}

// Where the confined colour can never play again, the region is the other's (Confinement): with
// no stone of his on it or next to it, he can only capture, and the other leaves him nothing in
// atari. Under the area count that holds once every empty point of the region is the other's
// area; under the stones count once the other can fill every point, a point at a time in the
// region's order, never leaving a string of his in atari, and no pass was just made (the confined
// colour's pass would then end the play before the fills). The other's fills, or nullopt.
std::optional<std::vector<Point>> PlayoutGame::confined_out_fills() const {
  if (confinement_.owner == Color::empty || !captive_.empty() || confined_can_play()) return std::nullopt;
  const Color other = opponent(confinement_.owner);
  const int all = other == Color::black ? region_size() : -region_size();
  if (!counts_stones())
    return local_count() == all ? std::optional<std::vector<Point>>(std::vector<Point>{}) : std::nullopt;
  if (passes_ > 0) return std::nullopt;
  Board b = board_;
  std::vector<Point> fills;
  for (bool filled = true; filled;) {
    filled = false;
    for (Point p : region_points_) {
      if (b.at(p) != Color::empty || b.check(other, p) != PlayCheck::legal || b.would_capture(other, p)) continue;
      b.play(other, p);
      if (b.in_atari(p)) {
        b.undo();
        continue;
      }
      fills.push_back(p);
      filled = true;
    }
  }
  return static_cast<int>(fills.size()) + std::abs(local_count()) == region_size() ? std::optional(fills) : std::nullopt;
}

// --- moves ---------------------------------------------------------------------------

PointSet PlayoutGame::area_of(Color c) const {
  PointSet area = c == fringe_.holder ? region_ | fringe_.points : region_;
  return is_stone(c) ? area | fringe_.assumed[color_index(c)] : area;
}

// The fringe's holder plays there only to take a liberty of the other's stone (a waiting move
// there is not a move the position offers).
bool PlayoutGame::fringe_open(Color c, Point p) const {
  return fringe_.holds(c, p) && board_.at(p) == Color::empty && fringe_play_allowed(board_, c, p);
}

bool PlayoutGame::captures_outside(Color c, Point p) const { return takes_outside(board_, region_, c, p); }

// A play that leaves a string reaching outside the region (settled by assumption) of its own
// colour with one liberty would hand the opponent that string: never part of optimal play, and
// the play-out may not capture it, so it is not played at all.
bool PlayoutGame::endangers_settled(Color c, Point p) const {
  return leaves_outside_string_in_atari(board_, region_, c, p);
}

int PlayoutGame::occurrences(std::uint64_t hash) const {
  return static_cast<int>(std::count(path_.begin(), path_.end(), hash));
}

// A play recreating a position of the path: this state's moves, or the states they lead to,
// depend on the path back to that position's first occurrence.
void PlayoutGame::note_dependence(std::uint64_t hash) const {
  const auto first = std::find(path_.begin(), path_.end(), hash);
  const std::size_t back = undo_.size() - path_plies_[static_cast<std::size_t>(first - path_.begin())];
  depends_back_ = std::max(depends_back_.value_or(0), back);
}

// A play adds one stone of the mover's and takes none or some of the other's.
bool PlayoutGame::moves_independent_of_path() const noexcept {
  if (rules_.max_occurrences <= 0) return true;
  const auto mover = static_cast<std::size_t>(color_index(to_move_));
  const auto other = static_cast<std::size_t>(color_index(opponent(to_move_)));
  const std::array<int, 2> now = stone_counts(board_);
  return std::none_of(path_stones_.begin(), path_stones_.end(), [&](const std::array<int, 2>& then) {
    return then[mover] == now[mover] + 1 && then[other] <= now[other];
  });
}

bool PlayoutGame::repeats_too_often(Color c, Point p, int captures) const {
  if (rules_.max_occurrences <= 0) return false;
  const std::uint64_t after = board_.hash_after(c, p, captures);
  const int seen = occurrences(after);
  if (seen > 0) {
    repetition_met_ = true;
    note_dependence(after);
  }
  if (seen < rules_.max_occurrences) return false;
  return excess_used_ >= rules_.free_excess;
}

bool PlayoutGame::legal(Color c, Point p, int& captures) const {
  const PlayCheck check = board_.check(c, p, &captures);
  if (check == PlayCheck::ko_retake && rules_.simple_ko == SimpleKo::allowed) {
    // the board's simple ko is not this play-out's rule
  } else if (check != PlayCheck::legal) {
    return false;
  }
  if (captures > 0 && captures_outside(c, p)) return false;
  if (!confinement_allows(c, p, captures)) return false;
  return (captures > 0 || !endangers_settled(c, p)) && !repeats_too_often(c, p, captures);
}

void PlayoutGame::moves(std::vector<Move>& out) const {
  depends_back_.reset();
  const Color c = to_move_;
  quiet_.clear();
  for (Point p : region_points_) {
    int captures = 0;
    if (board_.at(p) != Color::empty || !legal(c, p, captures)) continue;
    (captures > 0 ? out : quiet_).push_back({c, p});  // captures first: they decide most local fights
  }
  for (Point p : fringe_points_) {
    int captures = 0;
    if (fringe_open(c, p) && legal(c, p, captures)) (captures > 0 ? out : quiet_).push_back({c, p});
  }
  out.insert(out.end(), quiet_.begin(), quiet_.end());
  out.push_back({c, kNoPoint});
}

// An upper bound on moves().size(), for df-pn's initial numbers only: the pass, every empty point
// with an empty neighbour (legal but for the rare superko or settled-string exceptions), and the
// points without one that are legal. The full check on every point cost an O(region) walk per
// child of every expansion; counting every empty point alone made some corpus play-outs run out
// of budget.
std::size_t PlayoutGame::mobility() const {
  if (region_points_.size() > kWideRegion) return region_points_.size() + fringe_points_.size() + 1;
  std::size_t count = 1;  // the pass
  for (Point p : region_points_) {
    if (board_.at(p) != Color::empty) continue;
    int captures = 0;
    count += (!confined_to_move() && board_.next_to_empty(p)) || legal(to_move_, p, captures);
  }
  for (Point p : fringe_points_) {
    int captures = 0;
    count += fringe_open(to_move_, p) && legal(to_move_, p, captures);
  }
  return count;
}

// Under a repetition cap, the points where the play takes stones join taken_on_path_.
void PlayoutGame::note_captures(const Move& m) {
  PointSet& lost = taken_on_path_[color_index(opponent(m.color))];
  bool& took = undo_.back().took;
  board_.for_each_capture(m.color, m.point, [&](Point head) {
    if (!took) taken_before_.push_back(taken_on_path_);
    took = true;
    board_.any_stone(head, [&](Point s) {
      lost.insert(s);
      return false;
    });
  });
}

void PlayoutGame::play(const Move& m) {
  undo_.push_back({!(m.point == kNoPoint), false, passes_, excess_used_, repeat_key_});
  if (rules_.max_occurrences > 0 && m.point != kNoPoint) note_captures(m);
  if (m.point == kNoPoint) {
    board_.pass();
    ++passes_;
  } else {
    board_.play(m.color, m.point);  // its hash is hash_after()'s: counted on the path before it joins
    if (rules_.max_occurrences > 0) {
      const int seen = occurrences(board_.hash());
      if (seen >= rules_.max_occurrences) ++excess_used_;
      if (seen > 0) repeat_key_ += zobrist::mix(board_.hash() ^ (kRepeatKey * static_cast<std::uint64_t>(seen)));
    }
    path_.push_back(board_.hash());
    path_plies_.push_back(undo_.size());
    path_stones_.push_back(stone_counts(board_));
    path_key_ += zobrist::mix(board_.hash());
    passes_ = 0;
  }
  to_move_ = opponent(m.color);
}

void PlayoutGame::undo() {
  const Undo u = undo_.back();
  undo_.pop_back();
  if (u.stone) {
    path_key_ -= zobrist::mix(path_.back());
    path_.pop_back();
    path_plies_.pop_back();
    path_stones_.pop_back();
  }
  repeat_key_ = u.repeat_key;
  if (u.took) {
    taken_on_path_ = taken_before_.back();
    taken_before_.pop_back();
  }
  board_.undo();
  passes_ = u.passes;
  excess_used_ = u.excess_used;
  to_move_ = opponent(to_move_);
}

// --- the driver ------------------------------------------------------------------------

namespace {

using Solver = ProofNumberSolver<PlayoutGame>;

// The proven states of each threshold question, by (color_index(hero), k), that the two first
// movers' play-outs of one region share: a proof stored by df-pn holds on every path, and after
// the first move the two games meet the same states.
using SharedProofs = std::map<std::pair<int, int>, ProofTable>;

class Driver {
 public:
  // `shared`: where the proofs of each question are kept for the other first mover's play-out of
  // the same region (play_out_both), or nullptr.
  Driver(PlayoutGame& game, const Budget& budget, SharedProofs* shared = nullptr)
      : game_(game), budget_(budget), remaining_(budget.max_nodes), shared_(shared) {}

  // Can `hero` force a count >= k (Black) or <= k (White)? Only the value is searched for; a
  // question asked before is answered from what it found.
  Value ask(Color hero, int k) {
    const auto asked = answers_.find({color_index(hero), k});
    if (asked != answers_.end()) return asked->second;
    if (remaining_ == 0) return Value::unknown;
    game_.set_goal(hero, k);
    Budget b = budget_;
    b.max_nodes = remaining_;
    b.max_witness = 0;
    auto solver = std::make_unique<Solver>(game_, b, &expansions_);
    if (shared_)
      solver->share_states(shared_->try_emplace({color_index(hero), k}, bounded_proof_table()).first->second);
    const auto solution = solver->solve();
    remaining_ -= std::min(remaining_, solution.stats.nodes);
    nodes_ += solution.stats.nodes;
    if (solution.value != Value::unknown) answers_[{color_index(hero), k}] = solution.value;
    if (solution.value == Value::hero_wins) proven_[color_index(hero)] = {k, std::move(solver)};
    return solution.value;
  }

  // Whether the count `k` is the value: Black can force at least k and White at most k. White's
  // question is the one just above Black's turned round (White refutes every try of Black's for
  // more), at the same cost on the corpus; asking it first, where the guess is right, spares the
  // other (死活例3: 0.88 million nodes of its 1.84). Counts no play can pass are not asked.
  Value value_is(int k, int n) {
    const Value black = k == -n ? Value::hero_wins : ask(Color::black, k);
    if (black != Value::hero_wins) return black;
    return k == n ? Value::hero_wins : ask(Color::white, k);
  }

  // The solver that proved `hero`'s last forced bound, if it is `k`, with its proof in its table;
  // else nullptr. Black's floor and White's ceiling are each the last bound their side was
  // proven to force (the floor only rises, the ceiling only falls), unless it was never asked
  // (-n and n hold without a search).
  std::unique_ptr<Solver> take_proof(Color hero, int k) {
    ProvenBound& p = proven_[color_index(hero)];
    return p.solver && p.bound == k ? std::move(p.solver) : nullptr;
  }

  // The highest k Black can force, in [lo, hi] (lo is known to be forced); nullopt if undecided.
  std::optional<int> black_floor(int lo, int hi) {
    while (lo < hi) {
      const int mid = lo + (hi - lo + 1) / 2;
      const Value v = ask(Color::black, mid);
      if (v == Value::unknown) return std::nullopt;
      if (v == Value::hero_wins)
        lo = mid;
      else
        hi = mid - 1;
    }
    return lo;
  }

  // black_floor() asked first at `guess` and, if it holds, just above it: where the guess is the
  // value, the two costly questions are the only ones.
  std::optional<int> black_floor_near(int guess, int lo, int hi) {
    guess = std::clamp(guess, lo, hi);
    for (const int k : {guess, guess + 1}) {
      if (k <= lo || k > hi) continue;  // known already
      const Value v = ask(Color::black, k);
      if (v == Value::unknown) return std::nullopt;
      if (v != Value::hero_wins) {
        hi = k - 1;
        break;
      }
      lo = k;
    }
    return black_floor(lo, hi);
  }

  // The lowest k White can force, in [lo, hi] (hi is known to be forced; lo is Black's floor, so
  // nothing lower can be). Asked at lo first: most regions have a value (floor = ceiling), and a
  // question above the value can cost as much as the one at it (White must still refute every
  // try of Black's), so bisecting from the middle would ask several such.
  std::optional<int> white_ceiling(int lo, int hi) {
    if (lo < hi) {
      const Value at_floor = ask(Color::white, lo);
      if (at_floor == Value::unknown) return std::nullopt;
      if (at_floor == Value::hero_wins) return lo;
      ++lo;
    }
    while (lo < hi) {
      const int mid = lo + (hi - lo) / 2;
      const Value v = ask(Color::white, mid);
      if (v == Value::unknown) return std::nullopt;
      if (v == Value::hero_wins)
        hi = mid;
      else
        lo = mid + 1;
    }
    return hi;
  }

  std::uint64_t nodes() const noexcept { return nodes_; }
  void add_nodes(std::uint64_t n) noexcept { nodes_ += n; }
  ExpansionCache<PlayoutMove>& expansions() noexcept { return expansions_; }

 private:
  PlayoutGame& game_;
  Budget budget_;
  std::uint64_t remaining_;
  SharedProofs* shared_;
  std::uint64_t nodes_ = 0;
  ExpansionCache<PlayoutMove> expansions_;  // every question's solver lends it: the moves do not depend on the threshold
  struct ProvenBound {
    int bound = 0;
    std::unique_ptr<Solver> solver;
  };
  std::array<ProvenBound, 2> proven_;             // by color_index: the last bound each side was proven to force
  std::map<std::pair<int, int>, Value> answers_;  // by (color_index(hero), k): the questions decided
};

// The solver of one side's line: the one that proved its bound, whose table holds that proof
// (every state of the line lies in both sides' proofs, so most steps are read from it), else a
// new one. Either way `budget.max_nodes` more nodes are its line's own.
std::unique_ptr<Solver> line_solver(Driver& driver, PlayoutGame& game, Color side, int bound, const Budget& budget) {
  std::unique_ptr<Solver> solver = driver.take_proof(side, bound);
  if (!solver) return std::make_unique<Solver>(game, budget, &driver.expansions());
  solver->continue_with(budget);
  return solver;
}

// Whether the side to move keeps its bound by playing `m` (a pass if its point is kNoPoint; the
// solver's goal is set). Unknown when the step's budget runs out, which leaves the choice to the proof.
bool keeps_bound(PlayoutGame& game, Solver& solver, const PlayoutMove& m) {
  game.play(m);
  const bool keeps = solver.solve().value == Value::hero_wins;
  game.undo();
  return keeps;
}

// The least Zobrist hash of the board and the side to move over the board's symmetries (8 on a
// square board, 4 on a rectangle), each with and without the colours swapped: the same for a
// position however it is turned or coloured.
std::uint64_t symmetric_key(const Board& board, Color to_move) {
  std::vector<Symmetry> all = board_symmetries(board);
  all.push_back({});  // the identity
  std::vector<std::uint64_t> keys;
  for (const Symmetry& s : all) keys.push_back(zobrist::to_move(map_color(to_move, s)));
  for (Point p : board.points()) {
    const Color c = board.at(p);
    if (!is_stone(c)) continue;
    for (std::size_t i = 0; i < all.size(); ++i)
      keys[i] ^= zobrist::stone(map_color(c, all[i]), map_point(board, p, all[i]));
  }
  return *std::min_element(keys.begin(), keys.end());
}

// Where the bounds meet and passing does not keep the mover's bound: of the moves that keep it,
// the one whose resulting position has the least symmetric_key(), so that the line, and the
// statuses the play-out texts read from it, turn with the board (取らず三目's two quiet moves,
// W B19 and W C18, keep the same count but not the same stones). `proven` is the proof's move;
// only moves whose key is below its key are asked about, each in its own question.
PlayoutMove least_keeping_move(PlayoutGame& game, Solver& solver, PlayoutMove proven) {
  std::vector<PlayoutMove> moves;
  game.moves(moves);
  std::vector<std::pair<std::uint64_t, PlayoutMove>> below;
  std::uint64_t proven_key = 0;
  for (const PlayoutMove& m : moves) {
    if (m.point == kNoPoint) continue;
    game.play(m);
    const std::uint64_t key = symmetric_key(game.board(), game.to_move());
    game.undo();
    if (m == proven)
      proven_key = key;
    else
      below.emplace_back(key, m);
  }
  std::erase_if(below, [&](const auto& km) { return km.first >= proven_key; });
  std::stable_sort(below.begin(), below.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [key, m] : below)
    if (keeps_bound(game, solver, m)) return m;
  return proven;
}

// Under the stones count the held points count only once filled, so a line that reaches a held
// state plays the fills to the end: each side fills its next point, or passes when it has none,
// until both pass. False if a fill is not among the game's plays or the line grows too long.
bool play_fills(PlayoutGame& game, const std::array<std::vector<Point>, 2>& fills, const Budget& budget, Playout& out) {
  std::array<std::size_t, 2> next{0, 0};
  std::vector<PlayoutMove> legal;
  while (!game.ended()) {
    if (out.line.size() >= budget.max_witness) return false;
    const Color mover = game.to_move();
    std::size_t& i = next[static_cast<std::size_t>(color_index(mover))];
    const std::vector<Point>& mine = fills[static_cast<std::size_t>(color_index(mover))];
    PlayoutMove move{mover, i < mine.size() ? mine[i++] : kNoPoint};
    legal.clear();
    game.moves(legal);
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return false;
    game.play(move);
    out.line.push_back(move);
  }
  return true;
}

// The mover's next move on the principal line, his goal set: where the value is exact, the pass
// if it keeps his bound, else the least move that keeps it (least_keeping_move); otherwise the
// first move of his proof. nullopt where no proof is found within the step's budget.
std::optional<PlayoutMove> line_step(PlayoutGame& game, Solver& solver, bool exact) {
  const PlayoutMove pass{game.to_move(), kNoPoint};
  if (exact && keeps_bound(game, solver, pass)) return pass;
  const auto step = solver.solve();
  if (step.value != Value::hero_wins || step.witness.empty()) return std::nullopt;
  return exact ? least_keeping_move(game, solver, step.witness.front()) : step.witness.front();
}

// Both sides follow their proven strategies (Black for >= floor, White for <= ceiling) until the
// play ends, repeats or reaches a state where every point is held for good (its count is then
// the end's, and the searches' witnesses stop there too). Returns false if a step could not be
// proven within the budget. Each step asks only for its first move.
//
// Where the bounds meet and a side may pass and keep its bound, it passes. Optimal lines are
// seldom unique, and the texts that read statuses from the line call a stone dead if optimal
// play captures it: which proven move df-pn met first (it depends on what its table holds) must
// not decide that. A capture that changes no count is not needed for the result, so the line
// leaves it out and the stones stand (参考図11<1> played out by area: W A3 takes A4 and B D1 takes C1,
// or both pass). Where the bounds do not meet, a pass may keep a loose bound only (参考図19<1>'s
// endless White-first play-out would lose White's seki-making move), so the proofs lead.
bool principal_line(PlayoutGame& game, const Budget& budget, Playout& out, Driver& driver) {
  Budget step_budget = budget;
  step_budget.max_witness = 1;
  const std::array<std::unique_ptr<Solver>, 2> solvers{
      line_solver(driver, game, Color::black, out.black_floor, step_budget),
      line_solver(driver, game, Color::white, out.white_ceiling, step_budget)};
  std::unordered_set<std::uint64_t> seen{game.key()};
  // Each solver's statistics run on over its steps (and the question it answered).
  const std::array<std::uint64_t, 2> before_line{solvers[0]->nodes(), solvers[1]->nodes()};
  bool proven = true;
  const bool exact = out.black_floor == out.white_ceiling;
  while (!game.ended() && out.line.size() < budget.max_witness) {
    if (game.counts_stones()) {
      if (const auto fills = game.settled_fills()) {
        proven = play_fills(game, *fills, budget, out);
        break;
      }
    } else if (auto captives = game.settled_captives()) {
      out.line_ends_settled = true;
      out.taken_at_end = std::move(*captives);
      break;
    }
    const Color mover = game.to_move();
    game.set_goal(mover, mover == Color::black ? out.black_floor : out.white_ceiling);
    const std::optional<PlayoutMove> move = line_step(game, *solvers[color_index(mover)], exact);
    if (!move) {
      proven = false;
      break;
    }
    game.play(*move);
    out.line.push_back(*move);
    if (!game.ended() && !seen.insert(game.key()).second) {
      out.line_ends_in_cycle = true;
      break;
    }
  }
  for (std::size_t i = 0; i < solvers.size(); ++i) out.nodes += solvers[i]->nodes() - before_line[i];
  const bool ended = game.ended();
  for (std::size_t i = 0; i < out.line.size(); ++i) game.undo();
  return proven && (ended || out.line_ends_in_cycle || out.line_ends_settled);
}

}  // namespace

namespace {

// Everything a play-out's (or one threshold question's) result depends on; see memo.hpp.
struct PlayoutInputs {
  BoardSnapshot board;
  PointSet region;
  Fringe fringe;
  PlayoutRules rules;
  Color first;  // empty: both first movers' play-outs (play_out_both)
  Budget budget;
  Color hero = Color::empty;  // with the threshold: a can_force() question; empty: a whole play_out()
  int threshold = 0;
  std::optional<int> guess = std::nullopt;  // a whole play_out()'s (it changes the nodes the result reports)
  bool led = false;                         // play_out_led(): both first movers' play-outs, `first`'s searched first
  Confinement confinement{};                // play_out()'s and play_out_led()'s
  // Set on the key of a result that holds under every repetition cap of at least one (see below),
  // which must never equal the exact key of a search.
  bool any_cap = false;
  friend bool operator==(const PlayoutInputs&, const PlayoutInputs&) = default;
  std::uint64_t hash() const {
    std::uint64_t h = hash_combine(hash_of(board), region.hash());
    h = hash_combine(h, hash_of(fringe));
    h = hash_combine(h, static_cast<std::uint64_t>(rules.simple_ko) | static_cast<std::uint64_t>(rules.count) << 8 |
                            static_cast<std::uint64_t>(static_cast<std::uint32_t>(rules.max_occurrences)) << 16 |
                            static_cast<std::uint64_t>(static_cast<std::uint32_t>(rules.free_excess)) << 40);
    h = hash_combine(h, static_cast<std::uint64_t>(first) | static_cast<std::uint64_t>(hero) << 8 |
                            static_cast<std::uint64_t>(led) << 16 | static_cast<std::uint64_t>(confinement.owner) << 24 |
                            static_cast<std::uint64_t>(confinement.other_near) << 32);
    h = hash_combine(h, static_cast<std::uint64_t>(static_cast<std::uint32_t>(threshold)));
    h = hash_combine(h, guess ? static_cast<std::uint64_t>(static_cast<std::uint32_t>(*guess)) | 1ULL << 32 : 0);
    return hash_combine(hash_combine(h, hash_of(budget)), any_cap);
  }
  // The key of a result whose search never met a play that would recreate a position of its path:
  // with a cap of at least one (the key then follows the path the same way), the cap and its free
  // excess cannot have touched it (the 1962 draft caps at three, the 1963 proposal at one).
  PlayoutInputs for_any_cap() const {
    PlayoutInputs k = *this;
    if (rules.max_occurrences < 1) return k;
    k.rules.max_occurrences = 1;
    k.rules.free_excess = 0;
    k.any_cap = true;
    return k;
  }
};

// From this thread's memo: a result whose search met no play that would repeat a position
// (`search(repetition_free)`) is kept under the cap-free key, any other under the exact one.
template <class Value, class Search>
Value remembered(const PlayoutInputs& inputs, Search&& search) {
  return Memo<PlayoutInputs, Value>::for_this_thread().get(inputs, inputs.for_any_cap(), search);
}

struct Answer {
  Value value;
  std::uint64_t nodes;
};

Answer search_threshold(const Board& board, const PointSet& region, const Fringe& fringe, const PlayoutRules& rules,
                        Color first, Color hero, int threshold, const Budget& budget, bool& repetition_free) {
  PlayoutGame game(board, region, rules, first, fringe);
  game.set_goal(hero, threshold);
  Budget no_line = budget;
  no_line.max_witness = 0;  // only the value is asked for
  ProofNumberSolver<PlayoutGame> solver(game, no_line);
  const auto solution = solver.solve();
  repetition_free = !game.repetition_met();
  return {solution.value, solution.stats.nodes};
}

Playout search_play_out(PlayoutGame& game, const Budget& budget, std::optional<int> guess,
                        SharedProofs* shared = nullptr) {
  Playout out;
  out.confined = game.confined();
  if ((out.too_wide = width_beyond(game, budget)) > 0) return out;
  Driver driver(game, budget, shared);
  const int n = game.region_size();
  const int near = std::clamp(guess.value_or(game.local_count()), -n, n);
  const bool exact = driver.value_is(near, n) == Value::hero_wins;
  const auto floor = exact ? near : driver.black_floor_near(near, -n, n);
  const auto ceiling = exact ? near : floor ? driver.white_ceiling(*floor, n) : std::nullopt;
  out.nodes = driver.nodes();
  if (!floor || !ceiling) return out;
  out.black_floor = *floor;
  out.white_ceiling = *ceiling;
  // Where neither side can force the other's bound, the strategies are only bounds: one side's
  // moves may hand the other a held position its best play would not allow, so that line is
  // followed to where it repeats, as optimal play does.
  game.allow_settling(*floor == *ceiling);
  if (!principal_line(game, budget, out, driver)) {  // undecided: a line cut short proves nothing
    out.line.clear();
    out.line_ends_in_cycle = out.line_ends_settled = false;
    out.taken_at_end = {};
    return out;
  }
  out.end = *floor == *ceiling && !out.line_ends_in_cycle ? PlayoutEnd::exact : PlayoutEnd::endless;
  out.value = *floor;
  return out;
}

// play_out_ending()'s search. Black's question at the count as the board stands comes first, as
// in search_play_out(); where it fails, White's just below it comes next, and where that fails
// too the gap is proven in two questions (参考図18's round-robin ko: about two of the dozen
// questions and none of the line the full play-out needs). Otherwise the floor is bisected
// as there and White's question at the floor says whether the bounds meet.
PlayoutEnding search_ending(PlayoutGame& game, const Budget& budget) {
  Driver driver(game, budget);
  PlayoutEnding out;
  const int n = game.region_size();
  const int guess = std::clamp(game.local_count(), -n, n);
  const auto floor = [&]() -> std::optional<int> {
    const Value at_guess = driver.ask(Color::black, guess);  // at -n it holds: no count is lower
    if (at_guess == Value::unknown) return std::nullopt;
    if (at_guess == Value::hero_wins) {
      const Value exact = driver.value_is(guess, n);  // White's question at the guess: the floor's, most often
      if (exact == Value::unknown) return std::nullopt;
      return exact == Value::hero_wins ? guess : driver.black_floor_near(guess, guess, n);
    }
    const Value below = driver.ask(Color::white, guess - 1);
    if (below == Value::unknown) return std::nullopt;
    if (below == Value::hero_loses) {
      out.end = PlayoutEnd::endless;
      out.value = guess;
      return std::nullopt;
    }
    return driver.black_floor(-n, guess - 1);
  }();
  if (floor) {
    const Value at_floor = driver.ask(Color::white, *floor);
    if (at_floor != Value::unknown) out.end = at_floor == Value::hero_wins ? PlayoutEnd::exact : PlayoutEnd::endless;
    out.value = at_floor == Value::hero_wins ? *floor : *floor + 1;
  }
  out.nodes = driver.nodes();
  return out;
}

}  // namespace

PlayoutEnding play_out_ending(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first,
                              const Budget& budget, const Fringe& fringe) {
  PlayoutGame game(board, region, rules, first, fringe);
  return search_ending(game, budget);
}

Value can_force(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first, Color hero,
                int threshold, const Budget& budget, std::uint64_t& nodes, const Fringe& fringe) {
  const PlayoutInputs inputs{BoardSnapshot(board), region, fringe, rules, first, budget, hero, threshold};
  const Answer a = remembered<Answer>(inputs, [&](bool& repetition_free) {
    return search_threshold(board, region, fringe, rules, first, hero, threshold, budget, repetition_free);
  });
  nodes += a.nodes;
  return a.value;
}

Value can_take(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first, Point target,
               const Budget& budget, std::uint64_t& nodes, const Fringe& fringe) {
  PlayoutGame game(board, region, rules, first, fringe);
  game.set_capture_goal(opponent(board.at(target)), board.chain(target));
  Budget no_line = budget;
  no_line.max_witness = 0;  // only the value is asked for
  ProofNumberSolver<PlayoutGame> solver(game, no_line);
  const auto solution = solver.solve();
  nodes += solution.stats.nodes;
  return solution.value;
}

FirstMoverPlayouts play_out_both(const Board& board, const PointSet& region, const PlayoutRules& rules,
                                 const Budget& budget, const Fringe& fringe, std::optional<int> guess) {
  PlayoutInputs inputs{BoardSnapshot(board), region, fringe, rules, Color::empty, budget};
  inputs.guess = guess;
  return remembered<FirstMoverPlayouts>(inputs, [&](bool& repetition_free) {
    SharedProofs shared;
    PlayoutGame black(board, region, rules, Color::black, fringe), white(board, region, rules, Color::white, fringe);
    FirstMoverPlayouts found;
    Budget black_budget = budget;  // White's play-out reads Black's proofs: Black's is most of the work
    black_budget.max_nodes = add_nodes(budget.max_nodes, budget.max_nodes);
    found.black_first = search_play_out(black, black_budget, guess, &shared);
    found.white_first = search_play_out(white, budget, guess, &shared);
    repetition_free = !black.repetition_met() && !white.repetition_met();
    return found;
  });
}

FirstMoverPlayouts play_out_led(const Board& board, const PointSet& region, const PlayoutRules& rules, Color lead,
                                const Budget& budget, const Fringe& fringe, Confinement confinement,
                                std::optional<int> guess) {
  PlayoutInputs inputs{BoardSnapshot(board), region, fringe, rules, lead, budget};
  inputs.led = true;
  inputs.guess = guess;
  inputs.confinement = confinement;
  return remembered<FirstMoverPlayouts>(inputs, [&](bool& repetition_free) {
    SharedProofs shared;
    PlayoutGame leader(board, region, rules, lead, fringe, confinement);
    PlayoutGame follower(board, region, rules, opponent(lead), fringe, confinement);
    FirstMoverPlayouts found;
    found.from(lead) = search_play_out(leader, budget, guess, &shared);
    repetition_free = !leader.repetition_met();
    if (found.from(lead).end != PlayoutEnd::exact) return found;
    found.from(opponent(lead)) = search_play_out(follower, budget, guess, &shared);
    repetition_free = repetition_free && !follower.repetition_met();
    return found;
  });
}

Playout play_out(const Board& board, const PointSet& region, const PlayoutRules& rules, Color first,
                 const Budget& budget, const Fringe& fringe, std::optional<int> guess, Confinement confinement) {
  PlayoutInputs inputs{BoardSnapshot(board), region, fringe, rules, first, budget};
  inputs.guess = guess;
  inputs.confinement = confinement;
  return remembered<Playout>(inputs, [&](bool& repetition_free) {
    PlayoutGame game(board, region, rules, first, fringe, confinement);
    const Playout found = search_play_out(game, budget, guess);
    repetition_free = !game.repetition_met();
    return found;
  });
}

}  // namespace kiyaku::solver
