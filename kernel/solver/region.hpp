// Where a hypothetical play about one string may take place: the string's local region,
// bounded by strings that nothing can change (Benson pass-alive, or the frame of a fragment)
// and by the owner's secure eye space. Rule-neutral; rulesets pick the kind of region.
#pragma once
#include "kernel/benson.hpp"
#include "kernel/position.hpp"
#include <array>
#include <optional>
#include <string_view>

namespace kiyaku::solver {

enum class RegionKind : std::uint8_t {
  benson,       // component of T among points not settled and not the owner's secure eye space
  neighbours,   // T's own points and their unsettled neighbours
  enclosed,     // T's own points, its liberties, and the points T cuts off from the rest of the board
  whole_board,  // every point not settled by the frame or the open area
};

// Facts computed once per position and shared by every string's region.
struct SettledFacts {
  PassAlive black, white;
  PointSet settled;       // pass-alive stones of both colours, frame stones, open area
  PointSet assumed_area;  // the part of `settled` a game record's end-of-game assumption adds
};

SettledFacts settled_facts(const Position& pos);

// Why a stone is taken as alive without any search, if it is: the frame of a rule-book
// fragment, or the end-of-game assumption of a game record (Position::assumed_alive).
struct Assumption {
  std::string_view tag;  // what the verdict cites beside its articles: "frame" or "assumed"
  std::string_view reason;
};
std::optional<Assumption> assumption_for(const Position& pos, Point p);

// The region for the string at `t` (empty if the string is itself settled).
PointSet local_region(const Position& pos, const SettledFacts& facts, Point t, RegionKind kind);

// The points `encloser` (a chain) cuts off from the rest of the board that lie in the component
// of `t`, if it cuts `t` off; the rest is the largest component of the other points.
std::optional<PointSet> enclosure(const Board& b, Point t, const PointSet& encloser);

// The assumed edge of `region` (assumed_edge). The attacker may play there, so that a new stone
// the owner places at the region's edge can still be captured; the owner may not (no invasion
// lives there, which is the assumption).
// The same holds for the open area of a fragment whose frame is all one colour's, when that
// colour attacks: the board beyond the diagram is taken as that colour's (surrounding_colour).
PointSet attacker_fringe(const Position& pos, const SettledFacts& facts, const PointSet& region, Color attacker);

// A game record's assumed area (SettledFacts::assumed_area): the empty points more than two steps
// from every stone the end-of-game assumption does not take as alive. Empty for a fragment.
PointSet assumed_area(const Position& pos);

// The empty points of `assumed_area` next to `region`: where a search of that region meets the
// assumed territory.
PointSet assumed_edge(const Board& b, const PointSet& assumed_area, const PointSet& region);

// A game record's assumed territory next to `region`, by the colour that may play there
// (colour_index): the assumed edge of the region, each part of it taken by the colour whose
// stones alone border its component of the assumed area. Its owner plays there only next to a
// stone of the other's (fringe_play_allowed), so that a stone placed at the region's edge can
// still be captured; the other never does (no invasion lives there, which is the assumption). As
// attacker_fringe() gives the confirmation's attacker, for a play-out where both sides play.
std::array<PointSet, 2> assumed_fringe(const Board& b, const PointSet& assumed_area, const PointSet& region);

// The rule of every fringe beyond a search's region (attacker_fringe, assumed_fringe,
// surroundings_fringe): `mover` may play a fringe point only next to a stone of the other colour.
// There the play takes a liberty of a stone at the region's edge; anywhere else it would only
// claim a point that the assumption, or the diagram, already gives its holder.
inline bool fringe_play_allowed(const Board& b, Color mover, Point p) { return b.next_to(p, opponent(mover)); }

// The open-area points next to `region` where the surrounding colour may play (next to a stone
// of the other: it takes the liberties the board beyond the diagram would not give), or none.
PointSet surroundings_fringe(const Position& pos, const PointSet& region);

// The colour of every frame string of a fragment, when they share one (Color::empty otherwise,
// for a position without an open area, and where the position's reading is Beyond::untouched).
// A rule-book diagram whose open sides show only one colour's walls draws that colour's
// surroundings: what lies beyond is taken as its own.
Color surrounding_colour(const Position& pos);

}  // namespace kiyaku::solver
