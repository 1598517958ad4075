#include "rulesets/parts/territory.hpp"

#include <numeric>

#include "kernel/dame_game.hpp"
#include "kernel/regions.hpp"

namespace kiyaku::parts {

namespace {

bool is_live(const StatusMap& s, Point p) {
  const Status st = s.status(p);
  return st == Status::alive || st == Status::seki || st == Status::undecided;
}

struct JudgedRegion {
  PointSet points;
  Color owner = Color::empty;       // the one colour of live stones around it, or empty for dame
  bool rests_on_undecided = false;  // a stone next to it is undecided: the owner may change
};

// Regions per the reading, without those that reach the open area (nothing there is judged).
std::vector<JudgedRegion> judged_regions(const Position& pos, const StatusMap& s, const TerritoryOptions& o) {
  const Board& b = pos.board();
  auto member = [&](Point p) {
    return b.at(p) == Color::empty || (o.regions == RegionReading::with_dead_stones && s.status(p) == Status::dead);
  };
  std::vector<JudgedRegion> out;
  for (const PointSet& set : connected_sets(b, member)) {
    if (set.intersects(pos.open_area())) continue;
    bool black = false, white = false, next_to_dead = false, next_to_undecided = false;
    set.for_each([&](Point p) {
      for (Point n : b.neighbours(p)) {
        if (!is_stone(b.at(n)) || set.contains(n)) continue;
        if (is_live(s, n))
          (b.at(n) == Color::black ? black : white) = true;
        else
          next_to_dead = true;
        next_to_undecided = next_to_undecided || s.status(n) == Status::undecided;
      }
    });
    Color owner = black != white ? (black ? Color::black : Color::white) : Color::empty;
    if (o.regions == RegionReading::empty_only && next_to_dead) owner = Color::empty;  // R-B
    out.push_back({set, owner, next_to_undecided});
  }
  return out;
}

// Calls f(string index) for each string next to an empty point of `points`, once per such
// adjacency.
template <class F>
void for_each_string_beside_empty(const Board& b, const StatusMap& s, const PointSet& points, F&& f) {
  points.for_each([&](Point p) {
    if (b.at(p) != Color::empty) return;
    for (Point n : b.neighbours(p))
      if (s.index[n] >= 0) f(static_cast<std::size_t>(s.index[n]));
  });
}

// The board with the dead stones of one colour's regions lifted, as the count removes them. Dead
// stones in a dame region stay: nothing removes them (a double ko's dead stones, 死活例25).
Board without_removable_dead_stones(const Board& b, const StatusMap& s, const std::vector<JudgedRegion>& regions) {
  Board lifted = b.position_only();
  for (const auto& r : regions)
    if (r.owner != Color::empty)
      r.points.for_each([&](Point p) {
        if (is_stone(b.at(p)) && s.status(p) == Status::dead) lifted.set_stone(p, Color::empty);
      });
  return lifted;
}

// Whether, after `c`'s stone at p, every opponent string next to it keeps a liberty to spare or
// has a 手入れ.
bool leaves_answers(Board& b, Color c, Point p) {
  for (Point n : b.neighbours(p))
    if (b.at(n) == opponent(c) && b.in_atari(n) && teire_points(b, n, PointSet{}).empty()) return false;
  return true;
}

// Whether some side can add a stone at p that takes nothing, keeps two liberties and leaves every
// string it puts in atari a 手入れ: a dame the players fill at the end. A stone that leaves no
// answer is an attack, not a fill.
bool fillable(Board& lifted, Point p) {
  for (Color c : {Color::black, Color::white}) {
    if (lifted.check(c, p) != PlayCheck::legal || lifted.would_capture(c, p)) continue;
    lifted.play(c, p);
    const bool fills = lifted.liberties_up_to(p, 2) >= 2 && leaves_answers(lifted, c, p);
    lifted.undo();
    if (fills) return true;
  }
  return false;
}

// The empty dame points that make the live strings beside them seki. Art. 8: every one. The
// conventional definition (Kaise 1962 quotes it: both sides' stones have no eye or one, and
// neither side moving first can take the other's): only those that neither side can fill (see
// fillable()), judged with the removable dead stones lifted. A dame one side can fill is no seki:
// the players fill it and the 手入れ it asks is answered.
PointSet seki_dame_points(const Board& b, const StatusMap& s, const std::vector<JudgedRegion>& regions,
                          const TerritoryOptions& o) {
  PointSet out;
  for (const auto& r : regions)
    if (r.owner == Color::empty) out |= r.points;
  if (o.seki_dame == SekiDame::any || out.empty()) return out;
  Board lifted = without_removable_dead_stones(b, s, regions);
  PointSet unfillable;
  out.for_each([&](Point p) {
    if (b.at(p) == Color::empty && !fillable(lifted, p)) unfillable.insert(p);
  });
  return unfillable;
}

// Whether Art. 8's classification of each live string could change with a string still
// undecided. An undecided string counts as live until decided, so a region it touches may turn
// from one colour's into dame or back once it is: the live strings with an empty point in such a
// region are in seki or not depending on it, unless a region that rests on no undecided string
// already gives them dame.
struct SekiCertainty {
  std::vector<char> seki_for_sure, open_question;  // by string index
};

SekiCertainty seki_certainty(const Board& b, const StatusMap& s, const std::vector<JudgedRegion>& regions,
                             const PointSet& seki_dame) {
  SekiCertainty out{std::vector<char>(s.strings.size(), 0), std::vector<char>(s.strings.size(), 0)};
  for (const auto& r : regions) {
    if (r.rests_on_undecided)
      for_each_string_beside_empty(b, s, r.points, [&](std::size_t i) { out.open_question[i] = 1; });
    else if (r.owner == Color::empty)
      for_each_string_beside_empty(b, s, r.points & seki_dame, [&](std::size_t i) { out.seki_for_sure[i] = 1; });
  }
  return out;
}

// The live strings whose seki Art. 8 cannot settle yet are withheld as undecided, not guessed.
void withhold_open_seki(StatusMap& s, const SekiCertainty& c) {
  for (std::size_t i = 0; i < s.strings.size(); ++i) {
    StringVerdict& v = s.strings[i];
    if ((v.status != Status::alive && v.status != Status::seki) || c.seki_for_sure[i] || !c.open_question[i]) continue;
    v.status = Status::undecided;
    v.reason =
        "alive by its confirmation, but whether it is in seki (Art. 8) waits on an undecided string next to its "
        "empty points";
  }
}

// A10 group reading: strings of one colour that share an eye region form a group. Each string's
// group, named by one of its strings (union-find over string indices).
std::vector<std::size_t> live_groups(const Board& b, const StatusMap& s, const std::vector<JudgedRegion>& regions) {
  std::vector<std::size_t> parent(s.strings.size());
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (const auto& r : regions) {
    if (r.owner == Color::empty) continue;
    std::int64_t first = -1;
    r.points.for_each([&](Point p) {
      for (Point n : b.neighbours(p)) {
        if (s.index[n] < 0 || b.at(n) != r.owner || !is_live(s, n)) continue;
        const auto i = static_cast<std::size_t>(s.index[n]);
        if (first < 0)
          first = static_cast<std::int64_t>(i);
        else
          parent[find(i)] = find(static_cast<std::size_t>(first));
      }
    });
  }
  for (std::size_t i = 0; i < parent.size(); ++i) parent[i] = find(i);
  return parent;
}

// A flag one string of a group has, every string of it gets.
void spread_over_groups(const std::vector<std::size_t>& group, std::vector<char>& flags) {
  std::vector<char> any(flags.size(), 0);
  for (std::size_t i = 0; i < flags.size(); ++i) any[group[i]] |= flags[i];
  for (std::size_t i = 0; i < flags.size(); ++i) flags[i] = any[group[i]];
}

// Art. 8: live stones that have dame (an adjacent empty dame point, of those that make seki)
// are seki stones. Under the group reading one seki string makes its whole group seki, and a
// group is as open a question as its most open string, unless one of them is in seki for sure.
void mark_seki(const Board& b, StatusMap& s, const std::vector<JudgedRegion>& regions, const TerritoryOptions& o,
               const PointSet& seki_dame, SekiCertainty& certainty) {
  for_each_string_beside_empty(b, s, seki_dame, [&](std::size_t i) {
    if (s.strings[i].status == Status::alive) s.strings[i].status = Status::seki;
  });
  if (o.seki != SekiLevel::group) return;
  const std::vector<std::size_t> group = live_groups(b, s, regions);
  std::vector<char> seki(s.strings.size(), 0);
  for (std::size_t i = 0; i < s.strings.size(); ++i) seki[i] = s.strings[i].status == Status::seki;
  spread_over_groups(group, seki);
  for (std::size_t i = 0; i < s.strings.size(); ++i)
    if (s.strings[i].status == Status::alive && seki[i]) s.strings[i].status = Status::seki;
  spread_over_groups(group, certainty.seki_for_sure);
  spread_over_groups(group, certainty.open_question);
}

bool borders_only_independent_life(const Board& b, const StatusMap& s, const JudgedRegion& r) {
  bool independent = true;
  r.points.for_each([&](Point p) {
    for (Point n : b.neighbours(p))
      if (b.at(n) == r.owner && !r.points.contains(n) && s.status(n) == Status::seki) independent = false;
  });
  return independent;
}

}  // namespace

TerritoryMap eyes_of_non_seki_living(const Position& pos, StatusMap& s, const TerritoryOptions& o) {
  const Board& b = pos.board();
  const auto regions = judged_regions(pos, s, o);
  const PointSet seki_dame = seki_dame_points(b, s, regions, o);
  SekiCertainty certainty = seki_certainty(b, s, regions, seki_dame);
  mark_seki(b, s, regions, o, seki_dame, certainty);
  withhold_open_seki(s, certainty);
  for (auto& v : s.strings)
    if (v.status == Status::seki) cite(v.articles, o.article);

  std::array<PointClass, kMaxPoints> cls;
  cls.fill(PointClass::stone);
  std::array<bool, kMaxPoints> judged{};
  for (Point p : b.points()) judged[p] = is_stone(b.at(p));
  TerritoryMap out;
  for (const auto& r : regions) {
    const bool territory = r.owner != Color::empty && borders_only_independent_life(b, s, r);
    r.points.for_each([&](Point p) {
      judged[p] = true;
      const Color c = b.at(p);
      if (r.owner == Color::empty) {
        const bool removed = c != Color::empty && o.dead_in_dame == DeadInDame::removed;
        cls[p] = c == Color::empty || removed ? PointClass::dame : PointClass::stone;
        if (removed) ++out.dead_removed[color_index(opponent(c))];
      } else if (!territory) {
        cls[p] = c == Color::empty ? PointClass::eye : PointClass::stone;
      } else if (c == Color::empty || c == opponent(r.owner)) {
        cls[p] = r.owner == Color::black ? PointClass::black_territory : PointClass::white_territory;
        ++out.territory[color_index(r.owner)];
        if (c != Color::empty) ++out.dead_removed[color_index(r.owner)];
      }
    });
  }
  for (Point p : b.points()) {
    if (!judged[p]) continue;
    PointVerdict v{p, cls[p], {}};
    if (cls[p] != PointClass::stone) v.articles = {o.article};
    if (is_stone(b.at(p)) && cls[p] != PointClass::stone) cite(v.articles, o.article_removal);
    out.points.push_back(std::move(v));
  }
  return out;
}

}  // namespace kiyaku::parts
