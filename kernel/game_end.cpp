#include "kernel/game_end.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <numeric>

#include "kernel/dame_game.hpp"
#include "kernel/regions.hpp"
#include "kernel/solver/capture.hpp"
#include "kernel/solver/invasion.hpp"

namespace kiyaku {

namespace {

// Areas: connected empty points and dead stones, with the colours of live stones around them.
// An area whose live border stones are three times as many of one colour as of the other is
// that colour's: a few enemy stones inside do not unmake a wall's territory.
struct Area {
  PointSet points;
  bool black = false, white = false;
  // Whether some point of the area touches no living stone of White (of Black): the area keeps an
  // eye for Black (for White) though the other colour's stones border it, since he can reduce it
  // only by plays joined to those stones, and those touch every point he can take so.
  bool black_eye = false, white_eye = false;
  int black_stones = 0, white_stones = 0;  // distinct live stones on the border
  Color owner() const {
    constexpr int kDominance = 3;
    if (black_stones >= kDominance * white_stones && black_stones > 0) return Color::black;
    if (white_stones >= kDominance * black_stones && white_stones > 0) return Color::white;
    return Color::empty;
  }
};

// Groups: live strings of one colour that share a liberty or an area of their own, the unit a
// player judges ("this group has two eyes").
struct Group {
  Color color = Color::empty;
  PointSet stones;
  std::vector<int> own_areas;  // indices into the area list
  int largest_own_area = 0;
  // Own areas with a point that no living stone of the other colour touches (Area::black_eye):
  // a point the other's stone touches is no eye, since he can play there joined to that stone.
  int eye_areas = 0;
  bool strong() const { return eye_areas >= 2 || largest_own_area >= kLargeAreaPoints; }
};

class UnionFind {
 public:
  explicit UnionFind(std::size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0); }
  std::size_t find(std::size_t i) {
    while (parent_[i] != i) i = parent_[i] = parent_[parent_[i]];
    return i;
  }
  void unite(std::size_t a, std::size_t b) { parent_[find(a)] = find(b); }

 private:
  std::vector<std::size_t> parent_;
};

std::vector<Area> areas_of(const Board& b, const PointSet& dead, std::vector<int>& area_at) {
  std::vector<Area> areas;
  std::fill(area_at.begin(), area_at.end(), -1);
  for (const PointSet& set : connected_sets(b, [&](Point p) { return b.at(p) == Color::empty || dead.contains(p); })) {
    Area a{set};
    const int index = static_cast<int>(areas.size());
    PointSet border;
    set.for_each([&](Point p) {
      area_at[p] = index;
      bool next_to_black = false, next_to_white = false;
      for (Point n : b.neighbours(p)) {
        if (!is_stone(b.at(n)) || set.contains(n)) continue;
        (b.at(n) == Color::black ? a.black : a.white) = true;
        (b.at(n) == Color::black ? next_to_black : next_to_white) = true;
        border.insert(n);
      }
      a.black_eye = a.black_eye || !next_to_white;
      a.white_eye = a.white_eye || !next_to_black;
    });
    border.for_each([&](Point n) { ++(b.at(n) == Color::black ? a.black_stones : a.white_stones); });
    areas.push_back(a);
  }
  return areas;
}

// A one-point eye its owner cannot keep as an eye: the opponent's living stones hold enough of its
// diagonal points (one on the edge or in the corner, two in the middle) that the strings around it
// can be cut apart through it, so it counts for no eye of its own.
bool false_eye(const Board& b, const PointSet& area, Color owner, const PointSet& dead) {
  if (area.size() != 1) return false;
  const Point p = area.first();
  if (b.at(p) != Color::empty) return false;
  const Coord c = b.coord(p);
  int on_board = 0, held = 0;
  for (int dy : {-1, 1})
    for (int dx : {-1, 1}) {
      if (!b.contains(c.x + dx, c.y + dy)) continue;
      ++on_board;
      const Point q = b.point(c.x + dx, c.y + dy);
      held += b.at(q) == opponent(owner) && !dead.contains(q);
    }
  return held >= (on_board == 4 ? 2 : 1);
}

std::vector<Group> groups_of(const Board& b, const PointSet& dead, const std::vector<Area>& areas,
                             const std::vector<int>& area_at) {
  std::vector<Point> heads;
  std::vector<int> head_index(kMaxPoints, -1);
  for (Point p : b.points())
    if (is_stone(b.at(p)) && !dead.contains(p) && b.chain_head(p) == p) {
      head_index[p] = static_cast<int>(heads.size());
      heads.push_back(p);
    }
  UnionFind uf(heads.size());
  auto string_index = [&](Point p) { return static_cast<std::size_t>(head_index[b.chain_head(p)]); };
  // Same-colour live strings around one empty point, or around one area they own, are one group.
  std::vector<std::vector<std::size_t>> by_area(areas.size());
  for (Point p : b.points()) {
    if (area_at[p] < 0) continue;
    const Area& area = areas[static_cast<std::size_t>(area_at[p])];
    std::size_t first[2] = {SIZE_MAX, SIZE_MAX};
    for (Point n : b.neighbours(p)) {
      if (!is_stone(b.at(n)) || dead.contains(n)) continue;
      const std::size_t s = string_index(n);
      std::size_t& f = first[color_index(b.at(n))];
      if (b.at(p) == Color::empty) {
        if (f == SIZE_MAX)
          f = s;
        else
          uf.unite(s, f);
      }
      if (area.owner() == b.at(n)) by_area[static_cast<std::size_t>(area_at[p])].push_back(s);
    }
  }
  for (const auto& members : by_area)
    for (std::size_t s : members) uf.unite(s, members.front());
  std::vector<int> group_of_root(heads.size(), -1);
  std::vector<Group> groups;
  for (std::size_t i = 0; i < heads.size(); ++i) {
    const std::size_t root = uf.find(i);
    if (group_of_root[root] < 0) {
      group_of_root[root] = static_cast<int>(groups.size());
      groups.push_back({b.at(heads[i]), {}, {}, 0});
    }
    Group& g = groups[static_cast<std::size_t>(group_of_root[root])];
    g.stones |= b.chain(heads[i]);
  }
  for (std::size_t a = 0; a < areas.size(); ++a) {
    if (by_area[a].empty()) continue;
    Group& g = groups[static_cast<std::size_t>(group_of_root[uf.find(by_area[a].front())])];
    g.own_areas.push_back(static_cast<int>(a));
    g.largest_own_area = std::max(g.largest_own_area, static_cast<int>(areas[a].points.size()));
    const bool eye = g.color == Color::black ? areas[a].black_eye : areas[a].white_eye;
    if (eye && !false_eye(b, areas[a].points, g.color, dead)) ++g.eye_areas;
  }
  return groups;
}

// Stones of the other colour touching the group or bordering an area the group touches: the
// stones that would have to kill it.
PointSet opponents_near(const Board& b, const Group& g, const std::vector<Area>& areas, const std::vector<int>& area_at) {
  PointSet near;
  const Color them = opponent(g.color);
  std::vector<bool> seen(areas.size(), false);
  g.stones.for_each([&](Point s) {
    for (Point n : b.neighbours(s)) {
      if (b.at(n) == them) near.insert(n);
      if (area_at[n] < 0 || seen[static_cast<std::size_t>(area_at[n])]) continue;
      seen[static_cast<std::size_t>(area_at[n])] = true;
      areas[static_cast<std::size_t>(area_at[n])].points.for_each([&](Point p) {
        for (Point m : b.neighbours(p))
          if (b.at(m) == them) near.insert(m);
      });
    }
  });
  return near;
}

// Influence of the other stones over the group and its liberties: positive where the group's
// own colour dominates. Stones within Manhattan distance 3 weigh 8, 4, 2, 1 by distance; the
// group's own stones do not count, so a group cannot hold itself up.
// Returned per probed point, in sixteenths.
int support(const Board& b, const Group& g, const PointSet& dead) {
  PointSet probe = g.stones;
  g.stones.for_each([&](Point s) {
    for (Point n : b.neighbours(s))
      if (b.at(n) == Color::empty) probe.insert(n);
  });
  int total = 0;
  probe.for_each([&](Point p) {
    const Coord c = b.coord(p);
    for (int dy = -3; dy <= 3; ++dy)
      for (int dx = -3 + std::abs(dy); dx <= 3 - std::abs(dy); ++dx) {
        if (!b.contains(c.x + dx, c.y + dy)) continue;
        const Point q = b.point(c.x + dx, c.y + dy);
        if (!is_stone(b.at(q)) || g.stones.contains(q) || dead.contains(q)) continue;
        const int weight = 8 >> (std::abs(dx) + std::abs(dy));
        total += b.at(q) == g.color ? weight : -weight;
      }
  });
  return total * 16 / static_cast<int>(probe.size());
}

// An eye space its opponent kills by playing first: up to three points, or four in a square
// or a pyramid (one point touching the other three). Straight, bent and twisted fours live.
bool killable_eye_space(const Board& b, const PointSet& space) {
  const std::size_t size = space.size();
  if (size <= 3) return true;
  if (size > 4) return false;
  int touching_pairs = 0, most = 0;
  space.for_each([&](Point p) {
    int n = 0;
    for (Point q : b.neighbours(p)) n += space.contains(q);
    touching_pairs += n;
    most = std::max(most, n);
  });
  const bool square = touching_pairs == 8;  // four pairs of neighbours, each counted twice
  const bool pyramid = most == 3;
  return square || pyramid;
}

// A weak group with at most one small eye is dead when every opponent group around it is safe,
// or when the stones around it are overwhelmingly the opponent's (which breaks the deadlock of
// a dead stone inside an area whose owner counts as weak only because of that stone).
bool looks_dead(const Board& b, const Group& g, const std::vector<Group>& groups, const std::vector<int>& group_at,
                const std::vector<Area>& areas, const std::vector<int>& area_at, const PointSet& dead) {
  if (g.strong()) return false;
  if (!g.own_areas.empty() && !killable_eye_space(b, areas[static_cast<std::size_t>(g.own_areas.front())].points))
    return false;
  const PointSet near = opponents_near(b, g, areas, area_at);
  if (near.empty()) return false;
  bool all_strong = true;
  near.for_each([&](Point p) {
    const int gi = group_at[p];
    if (gi < 0 || !groups[static_cast<std::size_t>(gi)].strong()) all_strong = false;
  });
  if (all_strong) return true;
  constexpr std::size_t kFewStones = 6;  // a long wall is not judged by the stones around it
  if (g.stones.size() > kFewStones) return false;
  constexpr int kOverwhelmed = -12 * 16;  // per probed point: about 1.5 adjacent opponent stones more than own
  return support(b, g, dead) < kOverwhelmed;
}

std::vector<int> group_index(const std::vector<Group>& groups) {
  std::vector<int> at(kMaxPoints, -1);
  for (std::size_t i = 0; i < groups.size(); ++i)
    groups[i].stones.for_each([&](Point p) { at[p] = static_cast<int>(i); });
  return at;
}

// Breadth-first distance, inside `area`, from the live stones of colour c around it.
std::vector<int> distances_from(const Board& b, const PointSet& area, const PointSet& dead, Color c) {
  constexpr int kFar = 1 << 20;
  std::vector<int> dist(kMaxPoints, kFar);
  std::deque<Point> queue;
  area.for_each([&](Point p) {
    for (Point n : b.neighbours(p))
      if (b.at(n) == c && !dead.contains(n)) {
        dist[p] = 1;
        queue.push_back(p);
        return;
      }
  });
  while (!queue.empty()) {
    const Point p = queue.front();
    queue.pop_front();
    for (Point n : b.neighbours(p))
      if (area.contains(n) && dist[n] > dist[p] + 1) {
        dist[n] = dist[p] + 1;
        queue.push_back(n);
      }
  }
  return dist;
}

// In each area bordering live stones of both colours, the empty points whose distances to the
// two sides differ by at most one: the boundary the players close. (Equal distance alone would
// miss a gap of even width, such as two points between facing walls, filled one stone each.)
PointSet neutral_points(const Board& b, const PointSet& dead) {
  std::vector<int> area_at(kMaxPoints, -1);
  PointSet out;
  for (const Area& a : areas_of(b, dead, area_at)) {
    if (!a.black || !a.white) continue;
    const auto from_black = distances_from(b, a.points, dead, Color::black);
    const auto from_white = distances_from(b, a.points, dead, Color::white);
    a.points.for_each([&](Point p) {
      if (b.at(p) == Color::empty && std::abs(from_black[p] - from_white[p]) <= 1) out.insert(p);
    });
  }
  return out;
}

// Strings their owner cannot save: the opponent takes them even when the owner moves first (the
// capture game, kernel/solver/capture.hpp). Dead by reading, whatever the areas around them look
// like; only short strings are read, where the capture game can reach an answer.
constexpr solver::Budget kLostStringBudget{.max_nodes = 2000, .max_depth = 24, .max_witness = 0};
constexpr int kReadLiberties = 3;

// Two lost strings of both colours side by side are a capturing race the capture game does not
// follow (the owner's answers there only chase short strings): neither is taken as lost.
PointSet lost_strings(const Board& b) {
  PointSet lost, seen;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || seen.contains(p)) continue;
    const PointSet chain = b.chain(p);
    seen |= chain;
    if (b.liberties_up_to(p, kReadLiberties + 1) > kReadLiberties) continue;
    if (solver::can_capture_owner_first(b, p, kLostStringBudget) == solver::Capture::possible) lost |= chain;
  }
  PointSet racing;
  lost.for_each([&](Point s) {
    for (Point n : b.neighbours(s))
      if (b.at(n) == opponent(b.at(s)) && lost.contains(n)) racing.insert(s);
  });
  PointSet out;
  lost.for_each([&](Point s) {
    if (!out.contains(s) && !b.any_stone(s, [&](Point t) { return racing.contains(t); })) out |= b.chain(s);
  });
  return out;
}

}  // namespace

GameEndEstimate estimate_game_end(const Board& b) {
  GameEndEstimate e;
  e.dead = lost_strings(b);
  std::vector<int> area_at(kMaxPoints, -1);
  std::vector<Area> areas;
  std::vector<Group> groups;
  // Each round removes the groups that look dead, which enlarges their opponents' areas and can
  // make further groups safe or dead; stops when nothing changes (at most one round per group).
  for (bool changed = true; changed;) {
    areas = areas_of(b, e.dead, area_at);
    groups = groups_of(b, e.dead, areas, area_at);
    const std::vector<int> group_at = group_index(groups);
    changed = false;
    for (const Group& g : groups)
      if (looks_dead(b, g, groups, group_at, areas, area_at, e.dead)) {
        e.dead |= g.stones;
        changed = true;
      }
  }
  for (const Group& g : groups)
    if (g.strong()) e.safe |= g.stones;
  e.neutral = neutral_points(b, e.dead);
  return e;
}

PointSet open_boundary_points(const Board& b, const GameEndEstimate& e) {
  PointSet out;
  e.neutral.for_each([&](Point p) {
    const auto around = b.neighbours(p);
    const bool next_to_living =
        std::any_of(around.begin(), around.end(), [&](Point n) { return is_stone(b.at(n)) && !e.dead.contains(n); });
    if (!next_to_living) out.insert(p);
  });
  return out;
}

void revise_estimate(const Board& b, GameEndEstimate& e, const PointSet& alive, const PointSet& dead) {
  e.dead = (e.dead & ~alive) | dead;
  e.safe = e.safe & ~dead;
  e.neutral = neutral_points(b, e.dead);
}

namespace {

// The side whose area a neutral point closes: the side of its empty, non-neutral neighbours.
Color closing_side(const Board& b, const PointSet& neutral, Point p, const std::vector<int>& nearer) {
  bool black = false, white = false;
  for (Point n : b.neighbours(p)) {
    if (b.at(n) != Color::empty || neutral.contains(n)) continue;
    (nearer[n] < 0 ? black : white) = true;
  }
  if (black && white) return Color::border;  // between both sides' areas: cannot be closed
  return black ? Color::black : white ? Color::white : Color::empty;
}

int liberties_after(Board& b, Color c, Point p) {
  b.play(c, p);
  const int n = b.liberty_count(p);
  b.undo();
  return n;
}

// The liberties of a fill that captures nothing and leaves its own string at least two; 0 for
// any other fill.
int harmless_fill_liberties(Board& b, Color c, Point p) {
  if (b.check(c, p) != PlayCheck::legal || b.would_capture(c, p)) return 0;
  const int n = liberties_after(b, c, p);
  return n >= 2 ? n : 0;
}

// The points where the owner of `string` captures an opponent string next to it that is in atari,
// appended to `out`.
void add_atari_captures(const Board& b, Point string, std::vector<Point>& out) {
  const Color owner = b.at(string);
  b.for_each_stone(string, [&](Point s) {
    for (Point n : b.neighbours(s))
      if (b.at(n) == opponent(owner) && b.in_atari(n)) out.push_back(b.only_liberty(n));
  });
}

// The first of `candidates` where the owner of `string` may play and, with the stone on the
// board, the string stands and `holds()`; kNoPoint if none does.
template <class Holds>
Point first_saving(Board& b, Point string, const std::vector<Point>& candidates, Holds&& holds) {
  const Color owner = b.at(string);
  for (Point p : candidates) {
    if (b.check(owner, p) != PlayCheck::legal) continue;
    b.play(owner, p);
    const bool saved = b.at(string) == owner && holds();
    b.undo();
    if (saved) return p;
  }
  return kNoPoint;
}

// The 手入れ of a string in atari: its owner's play at the last liberty, if that is legal and
// leaves the string two liberties; else, given the stones the players take as dead, the capture
// of a dead string next to it that is in atari (the answer to a dame that ataris a string beside a
// dead stone). kNoPoint if neither holds.
Point reinforcement_of(Board& b, Point string, const PointSet& dead = PointSet{}) {
  const std::vector<Point> teire = teire_points(b, string, dead);
  return teire.empty() ? kNoPoint : teire.front();
}

// Where no single stone saves a string in atari: its owner extends at the last liberty, and the
// longer string, in atari again, then has a 手入れ of its own (Hon-69-2: Black's A11 joins two
// strings that share their last liberty, and his A9 takes the dead stone beside them). Both
// kNoPoint where no such pair holds.
std::pair<Point, Point> two_stone_reinforcement(Board& b, Point string, const PointSet& dead) {
  const Color owner = b.at(string);
  const Point last = b.only_liberty(string);
  if (b.check(owner, last) != PlayCheck::legal) return {kNoPoint, kNoPoint};
  b.play(owner, last);
  Point fix = kNoPoint;
  if (b.at(string) == owner && b.in_atari(string)) fix = reinforcement_of(b, string, dead);
  b.undo();
  return {fix == kNoPoint ? kNoPoint : last, fix};
}

// A fill that captures nothing and leaves every string it puts in atari (of either colour) a
// reinforcement: the shared-liberty dame that players fill at the end and then answer with
// 手入れ, one for each string left short (reinforce() plays them).
bool reinforceable_fill(Board& b, Color c, Point p) {
  if (b.check(c, p) != PlayCheck::legal || b.would_capture(c, p)) return false;
  b.play(c, p);
  bool ok = true;
  auto check_string = [&](Point s) {
    if (ok && is_stone(b.at(s)) && b.in_atari(s))
      ok = capture_answered_by_retaking(b, s) || reinforcement_of(b, s) != kNoPoint;
  };
  check_string(p);
  for (Point n : b.neighbours(p)) check_string(n);
  b.undo();
  return ok;
}

// -1 where living black stones are nearer, +1 where white are, 0 elsewhere (empty points only).
std::vector<int> nearer_side(const Board& b, const PointSet& dead) {
  std::vector<int> nearer(kMaxPoints, 0);
  PointSet empties;
  for (Point p : b.points())
    if (b.at(p) == Color::empty) empties.insert(p);
  const auto from_black = distances_from(b, empties, dead, Color::black);
  const auto from_white = distances_from(b, empties, dead, Color::white);
  for (Point p : b.points())
    if (b.at(p) == Color::empty) nearer[p] = from_black[p] < from_white[p] ? -1 : from_black[p] > from_white[p] ? 1 : 0;
  return nearer;
}

void play_reinforcement(Board& b, const Move& m, DameFilling& out) {
  out.reinforcements.push_back(m);
  out.sequence.push_back(m);
  b.play(m.color, m.point);
}

// A living string the fills left in atari: its owner extends at the last liberty, or takes the
// dead stones that put it there (手入れ).
void reinforce(Board& b, const PointSet& dead, DameFilling& out) {
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || dead.contains(p) || b.chain_head(p) != p || !b.in_atari(p)) continue;
    if (capture_answered_by_retaking(b, p)) continue;
    const Color owner = b.at(p);
    if (const Point fix = reinforcement_of(b, p, dead); fix != kNoPoint) {
      play_reinforcement(b, {owner, fix}, out);
      continue;
    }
    const auto [extend, fix] = two_stone_reinforcement(b, p, dead);
    if (fix == kNoPoint) continue;
    play_reinforcement(b, {owner, extend}, out);
    play_reinforcement(b, {owner, fix}, out);
  }
}

// The capture questions of the shortage check are small local readings: a string the opponent
// cannot take within this budget is left as it is (no 手入れ is invented from an unknown).
constexpr solver::Budget kShortageBudget{.max_nodes = 10000, .max_depth = 24, .max_witness = 0};

// Asked on the board as it stands, dead stones included: stones the players agreed are dead
// still take liberties until they are lifted, which is what makes a shortage (ダメヅマリ) bite.
bool takeable(const Board& b, Point string) {
  return solver::can_capture(b, string, kShortageBudget) == solver::Capture::possible;
}

// Where the owner of a takeable string can add one stone so that it no longer can be taken: his
// own liberties (extending, connecting), the capture of an opponent's string next to it that is in
// atari, then a point next to a liberty that touches no opponent stone (a hanging connection
// inside his own area); the first that holds. No chasing: a stone in the opponent's area is not
// how players mend a shortage, and would change the count around it.
Point shortage_fix(Board& b, Point string) {
  const Color owner = b.at(string);
  const std::vector<Point> own = b.liberties(string).to_vector();
  std::vector<Point> points = own;
  add_atari_captures(b, string, points);
  for (Point l : own)
    for (Point n : b.neighbours(l))
      if (b.at(n) == Color::empty && !b.next_to(n, opponent(owner))) points.push_back(n);
  return first_saving(b, string, points, [&] { return !takeable(b, string); });
}

// 手入れ against a shortage of liberties (ダメヅマリ): a living string the fills leave with two
// liberties, which the opponent, moving first, could take. Players add the stone before they
// count; the owner plays the first fix that holds. A string that no single stone saves is left
// to the rule text's status procedure.
void reinforce_shortages(Board& b, const PointSet& dead, DameFilling& out) {
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || dead.contains(p) || b.chain_head(p) != p || b.liberties_up_to(p, 3) != 2) continue;
    if (!takeable(b, p)) continue;
    const Point fix = shortage_fix(b, p);
    if (fix == kNoPoint) continue;
    play_reinforcement(b, {b.at(p), fix}, out);
  }
}

// A double threat the fills leave: an empty point that is a liberty of two or more of one
// player's living strings short of liberties, one of them with two (his opponent's stone there is
// an atari) and the others with at most three (left with two, they may be taken). The question is
// whether one answer saves them all. The threatened strings of `owner` at `p`, or none.
std::vector<Point> threatened_strings_beside(const Board& b, const PointSet& dead, Point p, Color owner) {
  std::vector<Point> heads;
  bool atari = false;
  for (Point n : b.neighbours(p)) {
    if (b.at(n) != owner || dead.contains(n)) continue;
    const int liberties = b.liberties_up_to(n, 4);
    if (liberties > 3) continue;
    atari = atari || liberties == 2;
    const Point head = b.chain_head(n);
    if (std::find(heads.begin(), heads.end(), head) == heads.end()) heads.push_back(head);
  }
  if (!atari || heads.size() < 2) heads.clear();
  return heads;
}

bool none_takeable(const Board& b, const std::vector<Point>& strings, Color owner) {
  return std::none_of(strings.begin(), strings.end(), [&](Point s) { return b.at(s) != owner || takeable(b, s); });
}

// Whether the owner, after the opponent's stone at the point of a double threat, has one play (a
// liberty of a threatened string, or the capture of a string in atari beside one) after which
// none of them can be taken.
bool double_threat_answered(Board& b, const std::vector<Point>& strings, Color owner) {
  std::vector<Point> answers;
  for (Point s : strings) {
    b.liberties(s).for_each([&](Point l) { answers.push_back(l); });
    add_atari_captures(b, s, answers);
  }
  for (Point r : answers) {
    if (b.check(owner, r) != PlayCheck::legal) continue;
    b.play(owner, r);
    const bool saved = none_takeable(b, strings, owner);
    b.undo();
    if (saved) return true;
  }
  return false;
}

// 手入れ against a double threat (a shortage of two strings at once, which a reading of each
// string alone does not see: each escapes where the other is lost). Where no single answer would
// save them all, the owner plays first: at the point itself, else at one of the strings'
// liberties, the first after which none of them can be taken.
void reinforce_double_threats(Board& b, const PointSet& dead, DameFilling& out) {
  for (Point p : b.points()) {
    if (b.at(p) != Color::empty) continue;
    for (Color owner : {Color::black, Color::white}) {
      const std::vector<Point> strings = threatened_strings_beside(b, dead, p, owner);
      if (strings.empty() || b.check(opponent(owner), p) != PlayCheck::legal) continue;
      b.play(opponent(owner), p);
      const bool answered = double_threat_answered(b, strings, owner);
      b.undo();
      if (answered) continue;
      std::vector<Point> fixes{p};
      for (Point s : strings) b.liberties(s).for_each([&](Point l) { fixes.push_back(l); });
      const Point fix = first_saving(b, strings.front(), fixes, [&] { return none_takeable(b, strings, owner); });
      if (fix != kNoPoint) play_reinforcement(b, {owner, fix}, out);
      if (b.at(p) != Color::empty) break;
    }
  }
}

// The small areas a player must still mend although no string of his is short of liberties:
// an area of his, enclosed by his living strings alone, holding stones of the opponent that the
// estimate calls dead. They are dead while he answers them; their owner, moving first, may make a
// nakade, a seki or a capturing race of the area (solver/invasion.hpp reads it). A larger area
// leaves room to answer, and is not read. An area without stones is a group's eye space, whose
// shape the rule text's own status procedure judges.
constexpr std::size_t kInvadableArea = 12;
constexpr solver::Budget kInvasionBudget{.max_nodes = 1500, .max_depth = 40, .max_witness = 0};

// The owner of an invadable area: the one colour around it, when every stone inside is the
// other's; Color::empty otherwise.
Color invadable_owner(const Board& b, const Area& a) {
  if (a.black == a.white || a.points.size() > kInvadableArea) return Color::empty;
  const Color owner = a.black ? Color::black : Color::white;
  bool own_stone = false;
  a.points.for_each([&](Point p) { own_stone = own_stone || b.at(p) == owner; });
  return own_stone ? Color::empty : owner;
}

// The owner's first play in the area after which the invasion fails: captures first (the dead
// stones in atari), then the other points in board order. kNoPoint if none is proven to hold.
Point invasion_fix(Board& b, const PointSet& area, Color owner) {
  std::vector<Point> candidates, others;  // the captures, then the rest
  area.for_each([&](Point p) {
    if (b.at(p) != Color::empty || b.check(owner, p) != PlayCheck::legal) return;
    (b.would_capture(owner, p) ? candidates : others).push_back(p);
  });
  candidates.insert(candidates.end(), others.begin(), others.end());
  for (Point p : candidates) {
    b.play(owner, p);
    const bool holds = solver::invade(b, area, owner, kInvasionBudget) == solver::Invasion::fails;
    b.undo();
    if (holds) return p;
  }
  return kNoPoint;
}

// 手入れ in the invadable areas: where the invader, moving first, would capture a wall or keep it
// from living, the owner plays the first fix that holds. An area no single stone mends, or that
// the budget cannot read, is left to the rule text's status procedure. The areas are read in the
// order of their first dead stone; a fix plays and takes only inside its own area, so the others
// stay as found.
void reinforce_invadable_areas(Board& b, const PointSet& dead, DameFilling& out) {
  std::vector<int> area_at(kMaxPoints, -1);
  const std::vector<Area> areas = areas_of(b, dead, area_at);
  std::vector<char> read(areas.size(), 0);
  for (Point p : b.points()) {
    if (!dead.contains(p) || b.at(p) == Color::empty) continue;
    const auto i = static_cast<std::size_t>(area_at[p]);
    if (read[i]) continue;
    read[i] = 1;
    const Area& a = areas[i];
    const Color owner = invadable_owner(b, a);
    if (owner == Color::empty) continue;
    if (solver::invade(b, a.points, owner, kInvasionBudget) != solver::Invasion::kills) continue;
    const Point fix = invasion_fix(b, a.points, owner);
    if (fix != kNoPoint) play_reinforcement(b, {owner, fix}, out);
  }
}

// Who fills a point, and whether reinforcements must follow at once.
struct Filler {
  Color side = Color::empty;  // empty: nobody can
  bool reinforced = false;
};

// `side` or else `other` (empty: nobody else may) without loss; failing both, the first of them
// whose fill only needs reinforcements afterwards.
Filler filler_of(Board& b, Point p, Color side, Color other) {
  const std::array<Color, 2> candidates{side, other};
  for (Color c : candidates)
    if (c != Color::empty && harmless_fill_liberties(b, c, p) > 0) return {c, false};
  for (Color c : candidates)
    if (c != Color::empty && reinforceable_fill(b, c, p)) return {c, true};
  return {};
}

// One round: a stone on each point of `neutral` that can take one without loss or capture.
// Returns whether any stone was placed.
bool fill_round(Board& b, const GameEndEstimate& e, const PointSet& neutral, Color& turn, DameFilling& out,
                PointSet& open) {
  const std::vector<int> nearer = nearer_side(b, e.dead);
  bool placed = false;
  for (Point p : neutral.to_vector()) {
    if (b.at(p) != Color::empty) continue;
    Color side = closing_side(b, neutral, p, nearer);
    Color other = Color::empty;                    // who fills it instead when `side` cannot, if anyone may
    if (side == Color::empty && nearer[p] != 0) {  // closes nobody's area: the nearer side's point
      side = nearer[p] < 0 ? Color::black : Color::white;
      other = opponent(side);
    } else if (side == Color::empty || side == Color::border) {  // either side may take it: in turn
      side = turn;
      other = opponent(turn);
      turn = opponent(turn);
    }
    const Filler filler = filler_of(b, p, side, other);
    if (filler.side == Color::empty) {
      open.insert(p);
      continue;
    }
    b.play(filler.side, p);
    out.fills.push_back({filler.side, p});
    out.sequence.push_back({filler.side, p});
    if (filler.reinforced) reinforce(b, e.dead, out);  // at once, before a later fill could take the point
    placed = true;
  }
  return placed;
}

// The dame phase's input: who may fill each neutral point, as fill_round assigns them: the side
// whose area alone the point closes, else the side nearer to it (the other side's stone there
// would enter that side's boundary: an endgame move, not a dame), else either side.
DamePhaseInput dame_phase_input(const Board& b, const GameEndEstimate& e, Color first) {
  const std::vector<int> nearer = nearer_side(b, e.dead);
  DamePhaseInput in;
  in.dead = e.dead;
  in.neutral = e.neutral;
  in.first = first;
  in.open = open_boundary_points(b, e);
  in.nearer = nearer;
  e.neutral.for_each([&](Point p) { in.nearer[p] = 0; });  // a neutral point is nobody's area
  e.neutral.for_each([&](Point p) {
    Color side = closing_side(b, e.neutral, p, nearer);
    if (side == Color::empty && nearer[p] != 0) side = nearer[p] < 0 ? Color::black : Color::white;
    if (side != Color::white) in.black_fills.insert(p);
    if (side != Color::black) in.white_fills.insert(p);
  });
  return in;
}

// The hot points, solved as a game (kernel/dame_game.hpp): its line is played. The game leaves
// empty only hot points that neither side may fill with a stone that keeps two liberties; like
// every point the game does not take (all of them, past its budget), they go to fill_round.
void play_dame_phase(Board& b, const GameEndEstimate& e, Color& turn, DameFilling& out) {
  const DamePhase phase = solve_dame_phase(b, dame_phase_input(b, e, turn));
  out.boundary_read = phase.boundary;
  for (const Move& m : phase.sequence) {
    b.play(m.color, m.point);
    (phase.boundary.contains(m.point) ? out.endgame
     : e.neutral.contains(m.point)    ? out.fills
                                      : out.reinforcements)
        .push_back(m);
    out.sequence.push_back(m);
  }
  turn = phase.next;
}

// The liberties of a seki the record leaves: a living string and a living string of the other
// colour next to it, each with two liberties, the same two, and each of kSekiStones or more.
// Whoever fills one puts both in atari, and his opponent takes his string and with it an eye space
// of seven points or more, which no play kills (the largest killable eye space is six points), so
// no player fills them (Hon-87-1's S17 and T13). A smaller string is a stone thrown into the other's
// eye space, whose capture leaves a space a placement kills, and the fill is how players sacrifice it.
constexpr int kSekiStones = 6;

bool seki_pair(const Board& b, Point black, Point white) {
  return b.chain_size(black) >= kSekiStones && b.chain_size(white) >= kSekiStones &&
         b.liberties(black) == b.liberties(white);
}

PointSet seki_liberties(const Board& b, const PointSet& dead) {
  PointSet out;
  for (Point p : b.points()) {
    if (b.at(p) != Color::black || dead.contains(p) || b.chain_head(p) != p || b.liberties_up_to(p, 3) != 2) continue;
    b.for_each_stone(p, [&](Point s) {
      for (Point n : b.neighbours(s))
        if (b.at(n) == Color::white && !dead.contains(n) && seki_pair(b, p, n)) out |= b.liberties(p);
    });
  }
  return out;
}

}  // namespace

DameFilling plan_dame_filling(const Board& position, const GameEndEstimate& estimate, Color first) {
  Board b = position;
  DameFilling out;
  Color turn = first;
  PointSet open = seki_liberties(b, estimate.dead);  // neutral points no stone can take
  GameEndEstimate e = estimate;
  e.neutral &= ~open;
  play_dame_phase(b, e, turn, out);
  // Each round's stones make new boundaries; rounds go on until every area between the two
  // sides is closed or only unfillable points remain (each round fills at least one point).
  // The open boundaries read as games are left as their lines left them: a fill there would be
  // a play the game found worth nothing, or one it did not allow.
  const PointSet unfilled = open | out.boundary_read;
  for (PointSet neutral = e.neutral & ~unfilled; !neutral.empty();
       neutral = neutral_points(b, e.dead) & ~unfilled & ~open) {
    if (!fill_round(b, e, neutral, turn, out, open)) break;
  }
  out.left_open = open.to_vector();
  reinforce(b, e.dead, out);
  reinforce_shortages(b, e.dead, out);
  reinforce_double_threats(b, e.dead, out);
  reinforce_invadable_areas(b, e.dead, out);
  return out;
}

}  // namespace kiyaku
