#include "rulesets/parts/playout_status.hpp"
#include "rulesets/parts/undecided_reason.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "kernel/regions.hpp"
#include "kernel/solver/region.hpp"

namespace kiyaku::parts {

namespace {

using solver::Playout;
using solver::PlayoutEnd;

std::vector<WitnessMove> witness_of_line(const std::vector<solver::PlayoutMove>& line) {
  std::vector<WitnessMove> out;
  for (const auto& m : line)
    out.push_back({m.point == kNoPoint ? WitnessMove::Kind::pass : WitnessMove::Kind::play, m.color, m.point});
  return out;
}

StringVerdict verdict_from(const Board& b, Point head, const PointSet& region, const Playout& po, const PointSet& gone,
                           const PlayoutStatusOptions& o) {
  StringVerdict v;
  v.color = b.at(head);
  v.stones = b.chain(head).to_vector();
  v.articles = {o.article};
  v.witness = witness_of_line(po.line);
  v.witness_ends_in_cycle = po.line_ends_in_cycle;
  v.witness_ends_settled = po.line_ends_settled;
  switch (po.end) {
    case PlayoutEnd::undecided:
      v.status = Status::undecided;
      v.reason = undecided_reason(o.budget, po.too_wide, "play-out search", region_words(b, region));
      break;
    case PlayoutEnd::endless:
      v.status = Status::undecided;
      v.witness_ends_in_cycle = true;  // optimal play does not reach an end (any_endless() reads it)
      // A line of the two bounds' strategies that ended anyway (one side's strategy for its bound
      // need not be best play) proves nothing here: not shown.
      if (!po.line_ends_in_cycle) v.witness.clear();
      v.reason = "optimal play in this region repeats without end (Black can force " + std::to_string(po.black_floor) +
                 ", White " + std::to_string(po.white_ceiling) + "): no final position";
      break;
    case PlayoutEnd::exact:
      v.status = gone.contains(head) ? Status::dead : Status::alive;
      v.reason = std::string(v.status == Status::dead ? "captured" : "still on the board at the end") +
                 " in the optimal play-out of its region (local count " + std::to_string(po.value) + " for Black)";
      break;
  }
  if (po.confined != Color::empty) {
    if (po.end == PlayoutEnd::exact) v.articles.push_back("assumed");
    v.reason += po.end == PlayoutEnd::exact
                    ? " (assumed: played out with its owner playing only next to his own stones "
                      "or to capture, as the end-of-game estimate sees them dead; the play-out "
                      "without that restriction ran out of budget)"
                    : " (played out with its owner playing only next to his own stones or to "
                      "capture, as the end-of-game estimate sees them dead)";
  }
  if (!o.note.empty()) v.reason += " " + o.note;
  return v;
}

void add(StatusMap& out, StringVerdict v) {
  const auto i = static_cast<std::int16_t>(out.strings.size());
  for (Point s : v.stones) out.index[s] = i;
  out.strings.push_back(std::move(v));
}

StringVerdict settled(const Board& b, Point p, std::string article, std::string reason) {
  StringVerdict v;
  v.color = b.at(p);
  v.stones = b.chain(p).to_vector();
  v.status = Status::alive;
  v.articles = {std::move(article)};
  v.reason = std::move(reason);
  return v;
}

Color side_to_move(const Position& pos) { return pos.to_move() == Color::empty ? Color::black : pos.to_move(); }

StonelessPlay stoneless_play(const Board& b, const PointSet& region, const Playout& po, const PlayoutStatusOptions& o,
                             StatusMap& out);

// A region without stones that the game has not finished: it touches both colours or neither, and
// some point of it touches no stone, so it is more than a line of dame between walls (a board in
// play, an opening record). A fragment's surroundings are not such a region: the diagram leaves
// them out. A text that counts the region as it stands would count the game as if it had ended.
bool open_in_play(const Position& pos, const PointSet& region) {
  const Board& b = pos.board();
  if (region.intersects(pos.open_area())) return false;
  bool black = false, white = false, untouched = false;
  region.for_each([&](Point p) {
    black = black || b.next_to(p, Color::black);
    white = white || b.next_to(p, Color::white);
    untouched = untouched || !(b.next_to(p, Color::black) || b.next_to(p, Color::white));
  });
  return black == white && untouched;
}

// The colour of a game record's region whose stones are all that colour's and all seen dead by the
// end-of-game estimate (Position::looks_dead), else Color::empty.
Color hopeless_colour(const Position& pos, const PointSet& region) {
  const Board& b = pos.board();
  std::array<bool, 2> any{};
  bool all_dead = true;
  region.for_each([&](Point p) {
    if (!is_stone(b.at(p))) return;
    any[color_index(b.at(p))] = true;
    all_dead = all_dead && pos.looks_dead().contains(p);
  });
  if (!all_dead || any[0] == any[1]) return Color::empty;
  return any[color_index(Color::black)] ? Color::black : Color::white;
}

// A region with hopeless stones is played out first with their owner confined to plays next to
// his own stones or captures (solver::Confinement), as the confirmation texts search such a string
// first (status.cpp). Where that play-out ends, the unconfined one is asked on a quarter of the
// budget from its value: where it ends too it is the result, else the confined one stands and the
// verdicts say they rest on it. Where the confined play-out runs out, it is the result (undecided):
// the unconfined one, over more moves, then decided none on the Hon records and cost a fifth more
// time.
constexpr std::uint64_t kUnconfinedShare = 4;

// Where the confined play-out of an area count runs out, it is asked once more on half the budget
// with the other side kept near the hopeless stones too (Confinement::other_near), as the
// confirmation keeps its attacker near (status.cpp): a stone deep in a wide area leaves him many
// plays that change nothing. Only a play-out in which he still takes every point of the region is
// kept: the restriction can only cost him, so he takes them under the owner's confinement alone.
constexpr std::uint64_t kNearShare = 2;

// Where the play-out of a region whose stones are all one colour's and all seen dead is expected to
// end: every point the other's, his stones and territory under an area count, his stones under
// the stones count. The play-out's first questions are asked there (solver::play_out's guess),
// which changes what they cost, never the value. Asked at the count as it stands instead, as
// without a guess, the Kaise texts left 30 of the 102 Hon records undecided at 5,000 nodes,
// against 23.
std::optional<int> hopeless_guess(const PointSet& region, Color hopeless) {
  if (hopeless == Color::empty) return std::nullopt;
  return static_cast<int>(region.size()) * (hopeless == Color::white ? 1 : -1);
}

Playout confined_play_out(const Board& b, const PointSet& region, const PlayoutStatusOptions& o, Color first,
                          const solver::Fringe& fringe, Color hopeless) {
  const std::optional<int> guess = hopeless_guess(region, hopeless);
  Playout po = solver::play_out(b, region, o.rules, first, o.budget, fringe, guess, {hopeless});
  if (po.end != PlayoutEnd::undecided || o.rules.count != solver::LocalCount::area) return po;
  Playout near = solver::play_out(b, region, o.rules, first, solver::share_of(o.budget, kNearShare), fringe, guess,
                                  {hopeless, true});
  const std::uint64_t nodes = po.nodes + near.nodes;
  if (near.end == PlayoutEnd::exact && near.value == guess) po = std::move(near);
  po.nodes = nodes;
  return po;
}

Playout with_unconfined_check(const Board& b, const PointSet& region, const PlayoutStatusOptions& o, Color first,
                              const solver::Fringe& fringe, Playout confined) {
  if (confined.end != PlayoutEnd::exact) return confined;
  Playout unconfined =
      solver::play_out(b, region, o.rules, first, solver::share_of(o.budget, kUnconfinedShare), fringe, confined.value);
  const std::uint64_t nodes = confined.nodes + unconfined.nodes;
  Playout result = unconfined.end != PlayoutEnd::undecided ? std::move(unconfined) : std::move(confined);
  result.nodes = nodes;
  return result;
}

// Such a region under a text that plays out only the regions with stones to judge: not played,
// so the count waits on it.
StonelessPlay left_in_play(const PointSet& region) {
  StonelessPlay play;
  play.end = PlayoutEnd::undecided;
  play.reason = "not played: an open area of " + std::to_string(region.size()) +
                " points is still in play, and kiyaku plays this text's play-out only where there are stones to judge";
  return play;
}

// The verdicts of one region's strings of `tested` colour (empty = both) from its play-out `po`.
void judge_region(const Position& pos, const PointSet& region, const solver::Fringe& fringe, const Playout& po,
                  Color tested, const PlayoutStatusOptions& o, StatusMap& out, std::vector<StringVerdict>& pending) {
  const Board& b = pos.board();
  const PointSet gone = replay_line(b, region, po).removed;
  bool first_string = true;
  region.for_each([&](Point p) {
    if (!is_stone(b.at(p)) || b.chain_head(p) != p) return;
    if (tested != Color::empty && b.at(p) != tested) return;
    StringVerdict v = verdict_from(b, p, region, po, gone, o);
    if (!fringe.points.empty()) {
      v.articles.push_back("surroundings");
      v.reason += surroundings_note(fringe.holder);
    }
    if (first_string) v.nodes = po.nodes;
    first_string = false;
    pending.push_back(std::move(v));
  });
  if (first_string && o.stoneless == StonelessRegions::play)
    out.stoneless.push_back(stoneless_play(b, region, po, o, out));
  else if (first_string && open_in_play(pos, region))
    out.stoneless.push_back(left_in_play(region));
}

// A region without an unsettled string, played out because a count needs its end. The line is
// kept on a bordering settled string's witness where there is one, else on its own (an empty
// board); a play-out that did not end leaves the count unknown.
StonelessPlay stoneless_play(const Board& b, const PointSet& region, const Playout& po, const PlayoutStatusOptions& o,
                             StatusMap& out) {
  StonelessPlay play;
  play.end = po.end;
  if (po.end == PlayoutEnd::undecided)
    play.reason = search_limit(o.budget, po.too_wide, "play-out search", region_words(b, region));
  if (po.end == PlayoutEnd::endless) play.reason = "optimal play there repeats without end";
  StringVerdict* carrier = nullptr;
  region.for_each([&](Point p) {
    for (Point n : b.neighbours(p))
      if (!carrier && is_stone(b.at(n)) && out.index[n] >= 0)
        carrier = &out.strings[static_cast<std::size_t>(out.index[n])];
  });
  auto line = witness_of_line(po.line);
  if (!carrier) {
    play.line = std::move(line);
    play.nodes = po.nodes;
    return play;
  }
  carrier->witness.insert(carrier->witness.end(), line.begin(), line.end());
  carrier->reason += "; its witness includes the play-out of the empty region beside it";
  carrier->nodes += po.nodes;
  return play;
}

// Where the side to move starts (Jungo, the 1963 reading `to_move`), the regions are parts of one
// game played in turn, so one side cannot start them all: each is played out from both sides
// (the other side's only where the side to move's ends) and started as first_movers_in_turn says.
void play_regions_in_turn(const Position& pos, const std::vector<PointSet>& regions, const PlayoutStatusOptions& o,
                          StatusMap& out, std::vector<StringVerdict>& pending) {
  const Board& b = pos.board();
  const Color lead = side_to_move(pos);
  const PointSet assumed = solver::assumed_area(pos);
  std::vector<solver::Fringe> fringes;
  std::vector<solver::FirstMoverPlayouts> both;
  for (const PointSet& region : regions) {
    fringes.push_back(surroundings(pos, assumed, region));
    const Color hopeless = hopeless_colour(pos, region);
    both.push_back(solver::play_out_led(b, region, o.rules, lead, o.budget, fringes.back(), {hopeless},
                                        hopeless_guess(region, hopeless)));
    if (hopeless == Color::empty) continue;
    for (Color first : {Color::black, Color::white})
      both.back().from(first) = with_unconfined_check(b, region, o, first, fringes.back(), both.back().from(first));
  }
  std::vector<int> gains;
  for (const auto& r : both) gains.push_back(starting_gain(r));
  const std::vector<Color> first = first_movers_in_turn(gains, lead);
  for (std::size_t i = 0; i < regions.size(); ++i) {
    // the other side's play-out is only there where the lead's is exact (solver::play_out_led)
    const Color starter = both[i].from(lead).end == PlayoutEnd::exact ? first[i] : lead;
    Playout po = both[i].from(starter);
    po.nodes = both[i].black_first.nodes + both[i].white_first.nodes;
    const std::size_t judged_before = pending.size();
    judge_region(pos, regions[i], fringes[i], po, Color::empty, o, out, pending);
    if (starter == lead) continue;
    for (std::size_t j = judged_before; j < pending.size(); ++j)
      pending[j].reason += std::string(starter == Color::black ? "; Black" : "; White") +
                           " starts this region: the regions are started in turn, where starting gains most first";
  }
}

// Kaise I(9): the capturer moves first, so each colour is tested with its opponent starting.
// Where both colours are, one call plays both first movers, and White's play-out reads the
// proofs Black's stored (solver::play_out_both).
void play_regions_capturer_first(const Position& pos, const std::vector<PointSet>& regions,
                                 const PlayoutStatusOptions& o, StatusMap& out, std::vector<StringVerdict>& pending) {
  const Board& b = pos.board();
  const PointSet assumed = solver::assumed_area(pos);
  for (const PointSet& region : regions) {
    const solver::Fringe fringe = surroundings(pos, assumed, region);
    bool blacks = false, whites = false;
    region.for_each([&](Point p) {
      blacks = blacks || b.at(p) == Color::black;
      whites = whites || b.at(p) == Color::white;
    });
    if (blacks && whites) {
      const solver::FirstMoverPlayouts both = solver::play_out_both(b, region, o.rules, o.budget, fringe);
      judge_region(pos, region, fringe, both.white_first, Color::black, o, out, pending);
      judge_region(pos, region, fringe, both.black_first, Color::white, o, out, pending);
    } else if (blacks || whites) {
      const Color tested = blacks ? Color::black : Color::white;
      const Color hopeless = hopeless_colour(pos, region);
      const Playout po = hopeless == Color::empty
                             ? solver::play_out(b, region, o.rules, opponent(tested), o.budget, fringe)
                             : with_unconfined_check(b, region, o, opponent(tested), fringe,
                                                     confined_play_out(b, region, o, opponent(tested), fringe, hopeless));
      judge_region(pos, region, fringe, po, tested, o, out, pending);
    } else if (open_in_play(pos, region)) {
      out.stoneless.push_back(left_in_play(region));
    }
  }
}

}  // namespace

int starting_gain(const solver::FirstMoverPlayouts& region) {
  const bool exact = region.black_first.end == PlayoutEnd::exact && region.white_first.end == PlayoutEnd::exact;
  return exact ? std::max(0, region.black_first.value - region.white_first.value) : 0;
}

std::vector<Color> first_movers_in_turn(const std::vector<int>& gains, Color first) {
  std::vector<std::size_t> order(gains.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return gains[a] > gains[b]; });
  std::vector<Color> movers(gains.size(), first);
  Color turn = first;
  for (std::size_t i : order) {
    movers[i] = turn;
    if (gains[i] > 0) turn = opponent(turn);  // a region nobody gains by entering takes no tempo
  }
  return movers;
}

solver::Fringe surroundings(const Position& pos, const PointSet& assumed_area, const PointSet& region) {
  solver::Fringe fringe{solver::surroundings_fringe(pos, region), solver::surrounding_colour(pos)};
  fringe.assumed = solver::assumed_fringe(pos.board(), assumed_area, region);
  return fringe;
}

LineEnd replay_line(const Board& start, const PointSet& region, const Playout& po) {
  LineEnd end{start, {}};
  for (const auto& m : po.line) {
    if (m.point == kNoPoint) {
      end.board.pass();
      continue;
    }
    end.board.play(m.color, m.point);
    region.for_each([&](Point p) {
      if (is_stone(start.at(p)) && end.board.at(p) != start.at(p)) end.removed.insert(p);
    });
  }
  (po.taken_at_end & region).for_each([&](Point p) {
    if (is_stone(start.at(p))) end.removed.insert(p);
    end.board.set_stone(p, Color::empty);
  });
  return end;
}

StatusMap playout_status(const Position& pos, const PlayoutStatusOptions& o) {
  const Board& b = pos.board();
  const PointSet playable = playable_points(pos);
  StatusMap out;
  // Settled strings first, so a stoneless region can find its carrier.
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || playable.contains(p) || out.index[p] >= 0) continue;
    if (const auto assumed = solver::assumption_for(pos, p))
      add(out, settled(b, p, std::string(assumed->tag), std::string(assumed->reason)));
    else
      add(out, settled(b, p, o.article, "pass-alive (Benson): nothing in any play-out can capture it"));
  }
  std::vector<StringVerdict> pending;
  const auto regions = connected_sets(b, [&](Point p) { return playable.contains(p); });
  if (o.starter == PlayoutStarter::side_to_move)
    play_regions_in_turn(pos, regions, o, out, pending);
  else
    play_regions_capturer_first(pos, regions, o, out, pending);
  std::sort(pending.begin(), pending.end(),
            [](const StringVerdict& x, const StringVerdict& y) { return x.stones < y.stones; });
  for (auto& v : pending) add(out, std::move(v));
  return out;
}

StatusMap as_they_stand(const Position& pos, const std::string& article, const std::string& reason) {
  const Board& b = pos.board();
  StatusMap out;
  for (Point p : b.points())
    if (is_stone(b.at(p)) && out.index[p] < 0) add(out, settled(b, p, article, reason));
  return out;
}

Board final_position(const Position& pos, const StatusMap& statuses) {
  Board b = pos.board();
  std::set<std::vector<std::pair<Color, Point>>> replayed;
  const auto replay = [&](const std::vector<WitnessMove>& line) {
    std::vector<std::pair<Color, Point>> plays;
    for (const auto& m : line)
      if (m.kind == WitnessMove::Kind::play) plays.emplace_back(m.color, m.point);
    if (plays.empty() || !replayed.insert(plays).second) return;
    for (const auto& [c, p] : plays) {
      const PlayCheck check = b.check(c, p);
      if (check == PlayCheck::legal || check == PlayCheck::ko_retake) b.play(c, p);
    }
  };
  for (const auto& v : statuses.strings) replay(v.witness);
  for (const auto& play : statuses.stoneless) replay(play.line);
  return b;
}

bool any_endless(const StatusMap& statuses) {
  return std::any_of(statuses.strings.begin(), statuses.strings.end(),
                     [](const StringVerdict& v) { return v.witness_ends_in_cycle; }) ||
         std::any_of(statuses.stoneless.begin(), statuses.stoneless.end(),
                     [](const StonelessPlay& p) { return p.end == PlayoutEnd::endless; });
}

Score territory_plus_prisoners(const Position& pos, const TerritoryMap& t, double komi, std::string method) {
  Score s;
  s.territory_black = t.territory[color_index(Color::black)];
  s.territory_white = t.territory[color_index(Color::white)];
  s.prisoners_black = pos.prisoners_taken_by(Color::black);
  s.prisoners_white = pos.prisoners_taken_by(Color::white);
  s.dead_removed_black = t.dead_removed[color_index(Color::black)];
  s.dead_removed_white = t.dead_removed[color_index(Color::white)];
  s.komi = komi;
  s.total_black = s.territory_black + s.prisoners_black + s.dead_removed_black;
  s.total_white = s.territory_white + s.prisoners_white + s.dead_removed_white + komi;
  s.method = std::move(method);
  return s;
}

// Points a play-out may use: not settled, not the stone-free eye space of pass-alive strings
// (an eye space holding opposing stones is played out: they must actually be captured).
PointSet playable_points(const Position& pos) {
  const Board& b = pos.board();
  const solver::SettledFacts facts = solver::settled_facts(pos);
  const PointSet vital = facts.black.vital_regions | facts.white.vital_regions;
  PointSet excluded = facts.settled;
  for (const PointSet& space : connected_sets(b, [&](Point p) { return vital.contains(p); })) {
    bool stones = false;
    space.for_each([&](Point p) { stones = stones || is_stone(b.at(p)); });
    if (!stones) excluded |= space;
  }
  PointSet out;
  for (Point p : pos.board().points())
    if (!excluded.contains(p)) out.insert(p);
  return out;
}

}  // namespace kiyaku::parts
