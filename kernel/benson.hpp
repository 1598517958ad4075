// Benson's unconditional life ("pass-alive"): chains of a colour that the opponent cannot
// capture even if their owner always passes, and the regions that keep them alive.
#pragma once
#include "kernel/board.hpp"

namespace kiyaku {

struct PassAlive {
  PointSet stones;         // stones of pass-alive chains
  PointSet vital_regions;  // points of the small enclosed regions vital to those chains (secure eye space)
  // pass_alive_within() only: the regions inside c's own area, bordered by anchored chains alone,
  // every point of which (stone or empty) is next to one of them. c can capture every opponent
  // stone ever played there: each play that fills a liberty joins an anchored chain, so it is
  // never suicide and never captured, and a captured string frees points that are again next to
  // an anchored chain (no eye) and that c may fill in turn. The chains need not be one: each
  // point needs only some anchored neighbour.
  PointSet safe_regions;
  // pass_alive_within() only: the safe regions, plus the regions where c can still capture every
  // opponent stone by answering each play, though one point of theirs is next to none of c's
  // chains. Such a region is bordered by pass-alive chains alone, each of which stays pass-alive
  // with no kill region counted as its eye (c's plays there never cost a chain an eye it needs:
  // a region vital to anchored chains only costs nothing), lies inside c's own area,
  // and has at most one point x next to no c stone, or two, x and y, next to each other
  // (few_interior_points). c fills a liberty of an opponent string next to one of its chains
  // whenever there is one (joining a chain that can never be captured, so the play is legal and
  // stays), connects a stone at x that the opponent puts in atari, and plays x only once every
  // opponent string's liberties are among x and y. Every other neighbour of x (and of y) is then
  // an opponent stone, so a capture at x (or y) takes at least two stones and is no ko. With y
  // empty too, c's stone at x keeps the liberty y: the opponent either takes it by y, joining y to
  // the stones around it, whose last liberty is then x, and c takes them all there, or lets c
  // play y and take every string left. c's stones next to his chains only grow, a lone stone of
  // his at x is taken at most once before he takes two or more, and the region is finite, so
  // every opponent stone is captured and no position repeats. The opponent can ban none of these
  // plays by a ko: he takes no lone stone of c's but by a string of two or more. A ko ban from
  // before can bar a fill; lifting it costs a ko-pass, which must not count toward the end of the
  // play (the confirmation checks its rules before it relies on these regions).
  PointSet kill_regions;
};

PassAlive pass_alive(const Board& b, Color c);

// Whether `points` hold at most one point next to no c stone, or two next to each other: the
// interior a kill region may have (PassAlive::kill_regions).
bool few_interior_points(const Board& b, Color c, const PointSet& points);

// Benson's analysis of a hypothetical play in which the opponent may play only on
// `opponent_area` (and c never plays). A c chain with an empty neighbour outside that area keeps
// the liberty forever, so it counts as pass-alive from the start (an anchored chain); so does a
// chain with two held eyes: empty points every neighbour of which is the chain itself or an
// anchored chain (two solid eyes, or eyes shared with anchored walls). `own_area` (where c may
// play) only bounds the safe regions.
PassAlive pass_alive_within(const Board& b, Color c, const PointSet& opponent_area, const PointSet& own_area);

}  // namespace kiyaku
