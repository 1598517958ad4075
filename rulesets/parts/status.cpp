#include "rulesets/parts/status.hpp"
#include "rulesets/parts/undecided_reason.hpp"

#include <algorithm>
#include <utility>

namespace kiyaku::parts {

namespace {

bool some_string_undecided(const std::vector<StringVerdict>& strings) {
  return std::any_of(strings.begin(), strings.end(),
                     [](const StringVerdict& s) { return s.status == Status::undecided; });
}

const StonelessPlay* first_unended(const std::vector<StonelessPlay>& plays) {
  const auto it = std::find_if(plays.begin(), plays.end(),
                               [](const StonelessPlay& p) { return p.end != solver::PlayoutEnd::exact; });
  return it == plays.end() ? nullptr : &*it;
}

}  // namespace

bool StatusMap::any_undecided() const { return some_string_undecided(strings) || first_unended(stoneless); }

std::string StatusMap::why_undecided() const {
  if (some_string_undecided(strings)) return "the status of some stones is undecided";
  const StonelessPlay* open = first_unended(stoneless);
  return open ? "the play-out of a region without stones to judge did not end (" + open->reason + ")" : "";
}

namespace {

WitnessMove to_witness(const ConfirmationMove& m) {
  using K = ConfirmationMove::Kind;
  const auto kind = m.kind == K::play   ? WitnessMove::Kind::play
                    : m.kind == K::pass ? WitnessMove::Kind::pass
                                        : WitnessMove::Kind::ko_pass;
  return {kind, m.color, m.point};
}

StringVerdict settled_verdict(const Board& b, Point head, std::string reason) {
  StringVerdict v;
  v.color = b.at(head);
  v.stones = b.chain(head).to_vector();
  v.status = Status::alive;
  v.reason = std::move(reason);
  return v;
}

// Whether the caller asks about the string at `head` (JudgedPosition::asked; all where none given).
bool asked_about(const Board& b, Point head, const PointSet& asked) {
  return asked.empty() || b.chain(head).intersects(asked);
}

StringVerdict not_asked_verdict(const Board& b, Point head) {
  StringVerdict v = settled_verdict(b, head, "not asked: only the strings the caller named were searched");
  v.status = Status::undecided;
  v.articles = {"not_asked"};
  return v;
}

// What a confirmation search found, and whether "dead" rests on the owner's restricted plays.
struct Searched {
  Confirmation found;
  std::uint64_t nodes = 0;
  bool owner_restricted = false;
  Color surroundings = Color::empty;         // the colour the board beyond the diagram was taken as, if any
  PointSet region;                           // where the first search played (PlayArea::region)
  const solver::ProofTable* lent = nullptr;  // the table the search shared proofs in, if any
  MetStates met;                             // if it shared proofs and ended undecided, the states it met
};

// The area of a search over `region`, with the attacker's fringe beyond it.
PlayArea play_area(const Position& pos, const solver::SettledFacts& facts, Point head, PointSet region) {
  PlayArea area{std::move(region), {}, std::nullopt};
  area.attacker_only = solver::attacker_fringe(pos, facts, area.region, opponent(pos.board().at(head)));
  return area;
}

// The area of a string's first confirmation search: its local region, and for a string of a game
// record that the end-of-game estimate sees dead, its owner's restriction (below).
PlayArea first_search_area(const Position& pos, const solver::SettledFacts& facts, Point head,
                           solver::RegionKind region, const PointSet* enclosure = nullptr) {
  PlayArea area = enclosure ? play_area(pos, facts, head, *enclosure & ~facts.settled)
                            : confirmation_area(pos, facts, head, region);
  if (pos.looks_dead().contains(head))
    area.owner_anchors = pos.assumed_alive() | facts.black.stones | facts.white.stones;
  return area;
}

// Where the owner-restricted search of a stone or two runs out, the attacker is kept near the
// owner's stones too (PlayArea::attacker_near), on half the budget: a stone deep in a wide area has
// many attacker plays that change nothing. Only "dead" is taken: the restriction cannot make it
// false. On the 132 Hon records it decided 3 more results of the texts in force, 2
// of them exact; on a quarter of the budget it decided neither of those 2, on the whole budget one
// more, 33 points wrong. Tried on strings of any size it changed no result and cost 5% more
// instructions; on lone stones only it lost 3 results.
constexpr int kNearAttackStones = 2;
void try_attacker_near(const Board& b, Point head, PlayArea area, const ConfirmationStatusOptions& o, Searched& s) {
  area.attacker_near = true;
  Confirmation near = confirm(b, head, area, o.rules, solver::share_of(o.budget, 2));
  s.nodes += near.stats.nodes;
  if (near.status == Confirmed::dead) s.found = std::move(near);
}

// A rule-book position gets the text's confirmation as it stands. A string of a game record that
// the end-of-game estimate sees as dead is searched first with its owner playing only next to his
// stones: "alive" found so is alive under the full rule, and "dead" is checked by the full search
// on a smaller budget; where that runs out, the verdict says it rests on the restriction. Where
// the restricted search runs out, only the attacker's restriction is tried (above): the full
// search, over more moves, never decided one of those strings (0 of 174 on the 132 Hon records)
// and cost an eighth of the batch's time.
Searched search_confirmation(const Position& pos, const solver::SettledFacts& facts, Point head,
                             const ConfirmationStatusOptions& o, SharedStates& shared, const PointSet* enclosure) {
  const Board& b = pos.board();
  PlayArea area = first_search_area(pos, facts, head, o.region, enclosure);
  if (!area.owner_anchors) {
    solver::ProofTable& table = shared.for_area(b.at(head), area);
    Searched s;
    s.region = area.region;
    s.found = confirm_sharing(b, head, area, o.rules, o.budget, table, &s.met);
    s.nodes = s.found.stats.nodes;
    if (may_share_states(area, o.rules)) s.lent = &table;
    if (area.attacker_only.intersects(pos.open_area())) s.surroundings = opponent(b.at(head));
    return s;
  }
  Searched s;
  s.region = area.region;
  s.found = confirm(b, head, area, o.rules, o.budget);
  s.nodes = s.found.stats.nodes;
  if (s.found.status == Confirmed::undecided && b.chain_size(head) <= kNearAttackStones)
    try_attacker_near(b, head, area, o, s);
  if (s.found.status != Confirmed::dead) return s;
  area.owner_anchors.reset();
  constexpr std::uint64_t kCheckShare = 4;  // the full search's share of the budget after a restricted "dead"
  Confirmation unrestricted = confirm(b, head, area, o.rules, solver::share_of(o.budget, kCheckShare));
  s.nodes += unrestricted.stats.nodes;
  if (unrestricted.status != Confirmed::undecided) {
    s.found = std::move(unrestricted);
    return s;
  }
  s.owner_restricted = true;
  return s;
}

// A string's verdict, the table its search shared proofs in (null if none) and the states it met.
struct ConfirmedString {
  StringVerdict verdict;
  const solver::ProofTable* lent = nullptr;
  MetStates met;
};

ConfirmedString confirmed_verdict(const Position& pos, const solver::SettledFacts& facts, Point head,
                                  const ConfirmationStatusOptions& o, SharedStates& shared,
                                  const PointSet* enclosure = nullptr) {
  const Board& b = pos.board();
  Searched searched = search_confirmation(pos, facts, head, o, shared, enclosure);
  const Confirmation& c = searched.found;
  StringVerdict v = settled_verdict(b, head, "");
  v.status = c.status == Confirmed::alive  ? Status::alive
             : c.status == Confirmed::dead ? Status::dead
                                           : Status::undecided;
  v.nodes = searched.nodes;
  for (const auto& m : c.witness) v.witness.push_back(to_witness(m));
  v.witness_ends_in_cycle = c.witness_ends_in_cycle;
  v.witness_ends_settled = c.witness_ends_settled;
  v.witness_cut_short = c.witness_cut_short;
  v.articles = {o.article_alive};
  const bool ko_passed = std::any_of(c.witness.begin(), c.witness.end(), [](const ConfirmationMove& m) {
    return m.kind == ConfirmationMove::Kind::ko_pass;
  });
  if (ko_passed) cite(v.articles, o.article_ko);
  if (searched.owner_restricted) v.articles.push_back("assumed");
  if (searched.surroundings != Color::empty) v.articles.push_back("surroundings");
  switch (v.status) {
    case Status::dead:
      v.reason = "the opponent, moving as the confirmation allows, captures it and no new stone of its owner survives";
      if (searched.owner_restricted)
        v.reason +=
            " (assumed: searched with its owner playing only next to his own stones, as the end-of-game "
            "estimate sees its group dead; the unrestricted search ran out of budget)";
      break;
    case Status::alive:
      v.reason = "the opponent cannot capture it, or its capture gives rise to new stones that cannot be captured";
      break;
    default:
      v.reason = c.rests_on_unread
                     ? unread_check_reason(o.budget)
                     : undecided_reason(o.budget, c.stats.too_wide, "search", region_words(b, searched.region));
      break;
  }
  if (searched.surroundings != Color::empty) v.reason += surroundings_note(searched.surroundings);
  return {std::move(v), searched.lent, std::move(searched.met)};
}

// A string left undecided is searched once more after the others, where they have since proved
// states after a capture in its table (死活例23: white B19, the first white string, was undecided
// at 2 million nodes alone and dead in 0.4 million after the others). One more search
// at most, in board order, so a verdict is still a function of the position and the options; the
// nodes of both are counted.
//
// Only where some new proof is of a state the first search met: where none is, the second search
// would retrace the first. Of 251 second searches (every text over the 1989 corpus and the tests'
// corpora at 20,000 nodes; japan1989 over the 1989 corpus at 300,000 and at the default), 96 had
// no new proof on a met state, and none of those decided its string.
// The table is bounded (kernel/solver/key_table.hpp), so new proofs may take the places of old
// ones: its size says nothing of what is new, and a new proof is told by its key.
struct Retry {
  std::size_t string;
  Point head;
  const solver::ProofTable* lent;
  MetStates met;         // the states that search met
  MetStates met_proven;  // those the table had proofs of then
};

// The states of `met` the table has proofs of, sorted.
MetStates proven_met(const solver::ProofTable& table, const MetStates& met) {
  MetStates proven;
  table.for_each([&](std::uint64_t key, const solver::StoredNumbers&) {
    if (std::binary_search(met.begin(), met.end(), key)) proven.push_back(key);
  });
  std::sort(proven.begin(), proven.end());
  return proven;
}

// Whether the table now has a proof of a met state it had none of then.
bool worth_a_second_search(const Retry& r) { return !std::ranges::includes(r.met_proven, proven_met(*r.lent, r.met)); }

void retry_undecided(const Position& pos, const solver::SettledFacts& facts, const ConfirmationStatusOptions& o,
                     SharedStates& shared, const std::vector<Retry>& retries, StatusMap& out) {
  for (const Retry& r : retries) {
    if (!worth_a_second_search(r)) continue;
    take_later_search(out.strings[r.string], confirmed_verdict(pos, facts, r.head, o, shared).verdict);
  }
}

}  // namespace

void take_later_search(StringVerdict& first, StringVerdict later) {
  later.nodes += first.nodes;
  if (later.status == Status::undecided) later.reason = first.reason;
  first = std::move(later);
}

namespace {

// The most the unspent-budget pass gives one string, and so the most its 1949 questions get.
std::uint64_t most_for_one_string(const solver::Budget& budget) { return budget.unspent_shares * budget.max_nodes; }

}  // namespace

void spend_unused_budget(const solver::Budget& budget, std::size_t pool_strings,
                         const std::vector<std::size_t>& searched, StatusMap& out,
                         const std::function<StringVerdict(Point, const solver::Budget&)>& search_again) {
  const std::uint64_t most = most_for_one_string(budget);
  if (most == 0) return;
  std::uint64_t used = 0;
  for (std::size_t i : searched) used += out.strings[i].nodes;
  const std::uint64_t pool = budget.max_nodes * pool_strings;
  for (std::size_t i : searched) {
    StringVerdict& first = out.strings[i];
    if (first.status != Status::undecided) continue;
    if (used >= pool || pool - used < 2 * budget.max_nodes) return;
    solver::Budget wider = budget;
    wider.max_nodes = std::min(pool - used, most);
    wider.unspent_shares = 0;
    StringVerdict again = search_again(first.stones.front(), wider);
    used += again.nodes;
    take_later_search(first, std::move(again));
  }
}

std::uint64_t question_budget(const solver::Budget& budget, std::uint64_t verdict_nodes) {
  return std::max(budget.max_nodes, std::min(verdict_nodes, most_for_one_string(budget)));
}

WinRestQuestions::WinRestQuestions(const Position& pos, const ConfirmationStatusOptions& options)
    : pos_(pos), options_(options), facts_(solver::settled_facts(pos)) {}

// Three questions at most, each on `max_nodes`, every endless play counted
// against the winner: does he win with no ko capture; with any; with captures in one ko only?
// The area is the one the verdict was found on: the status search's first, without the owner's
// restriction unless the verdict rests on it. The restriction can only hurt the owner, so a
// question asked under it would read a living string's restricted loss as an endless cycle
// (Hon-76-2's B1, alive by A2 where the restricted owner may play only next to B1).
WinRest WinRestQuestions::ask(Point head, Color winner, bool owner_restricted, std::uint64_t max_nodes) {
  const Board& b = pos_.board();
  PlayArea area = first_search_area(pos_, facts_, head, options_.region);
  if (!owner_restricted) area.owner_anchors.reset();
  solver::Budget budget = options_.budget;
  budget.max_nodes = max_nodes;
  budget.max_witness = 0;
  WinRest out{WinRests::unknown, 0};
  const auto answer = [&](WinRests r) {
    out.rests = r;
    return out;
  };
  const auto wins = [&](std::uint8_t max_kos) -> std::optional<bool> {
    area.limit = PlayArea::WinnerLimit{winner, max_kos};
    const Confirmation c = confirm_sharing(b, head, area, options_.rules, budget, shared_.for_area(b.at(head), area));
    out.nodes += c.stats.nodes;
    if (c.status == Confirmed::undecided) return std::nullopt;
    return (c.status == Confirmed::dead) == (winner != b.at(head));
  };
  constexpr std::uint8_t kAnyKos = 255;
  const auto without_kos = wins(0);
  if (!without_kos) return out;
  if (*without_kos) return answer(WinRests::no_ko);
  const auto with_kos = wins(kAnyKos);
  if (!with_kos) return out;
  if (!*with_kos) return answer(WinRests::cycle);
  const auto one_ko = wins(1);
  if (!one_ko) return out;
  return answer(*one_ko ? WinRests::one_ko : WinRests::kos);
}

solver::ProofTable& SharedStates::for_area(Color owner, const PlayArea& area) {
  for (Entry& e : entries_)
    if (e.owner == owner && e.area == area) return e.table;
  entries_.push_back({owner, area, solver::bounded_proof_table()});
  return entries_.back().table;
}

std::string surroundings_note(Color holder) {
  const std::string who = holder == Color::black ? "Black" : "White";
  return " (assumed: every string at the diagram's open sides is " + who + "'s, so the board beyond it is taken as " +
         who + "'s: " + who + " may fill the liberties the other's stones find there)";
}

PlayArea confirmation_area(const Position& pos, const solver::SettledFacts& facts, Point head, solver::RegionKind region) {
  return play_area(pos, facts, head, solver::local_region(pos, facts, head, region));
}

namespace {

// Every string a separate thought experiment (japan1989.md A7).
StatusMap independent_status(const Position& pos, const ConfirmationStatusOptions& o) {
  const Board& b = pos.board();
  const solver::SettledFacts facts = solver::settled_facts(pos);
  SharedStates shared;
  StatusMap out;
  std::vector<Retry> retries;
  std::vector<std::size_t> searched;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || out.index[p] >= 0) continue;
    StringVerdict v;
    if (const auto assumed = solver::assumption_for(pos, p)) {
      v = settled_verdict(b, p, std::string(assumed->reason));
      v.articles = {std::string(assumed->tag)};
    } else if (facts.settled.contains(p)) {
      v = settled_verdict(b, p, "pass-alive (Benson): cannot be captured even if its owner always passes");
      v.articles = {o.article_alive};
    } else if (!asked_about(b, p, o.asked)) {
      v = not_asked_verdict(b, p);
    } else {
      searched.push_back(out.strings.size());
      ConfirmedString c = confirmed_verdict(pos, facts, p, o, shared);
      if (c.verdict.status == Status::undecided && c.lent) {
        MetStates proven = proven_met(*c.lent, c.met);
        retries.push_back({out.strings.size(), p, c.lent, std::move(c.met), std::move(proven)});
      }
      v = std::move(c.verdict);
    }
    const auto i = static_cast<std::int16_t>(out.strings.size());
    for (Point s : v.stones) out.index[s] = i;
    out.strings.push_back(std::move(v));
  }
  retry_undecided(pos, facts, o, shared, retries, out);
  // The record's budget is one for each of its strings: those the end-of-game estimate settles
  // without a search spare theirs for the pockets of dead stones in wide territory.
  spend_unused_budget(o.budget, out.strings.size(), searched, out, [&](Point head, const solver::Budget& wider) {
    ConfirmationStatusOptions again = o;
    again.budget = wider;
    return confirmed_verdict(pos, facts, head, again, shared).verdict;
  });
  return out;
}

// The mechanism behind A7's reading `precedent_1949_staging`, after the Q&A's 14図 (「右側は両劫セキですが、左側の黒が死
// ですから、セキ崩れで黒全滅です」): a string that one opponent chain cuts off from the rest of the
// board, and that shares no liberty with that chain, so cannot fight it, is judged first inside
// that enclosure, the chain standing. The strings so found dead are removed, and every other string
// is judged on what remains.
struct Enclosed {
  Point head;
  PointSet enclosure;
};

std::optional<PointSet> separate_enclosure(const Board& b, Point head) {
  const PointSet libs = b.liberties(head);
  std::optional<PointSet> smallest;
  PointSet seen;
  b.chain(head).for_each([&](Point s) {
    for (Point n : b.neighbours(s)) {
      if (!b.on_board(n) || b.at(n) != opponent(b.at(head)) || seen.contains(n)) continue;
      const PointSet encloser = b.chain(n);
      seen |= encloser;
      if (libs.intersects(b.liberties(n))) continue;
      const auto e = solver::enclosure(b, head, encloser);
      if (e && (!smallest || e->size() < smallest->size())) smallest = e;
    }
  });
  return smallest;
}

std::vector<Enclosed> separately_enclosed(const Position& pos, const solver::SettledFacts& facts) {
  const Board& b = pos.board();
  std::vector<Enclosed> out;
  PointSet seen;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || seen.contains(p) || facts.settled.contains(p)) continue;
    seen |= b.chain(p);
    if (auto e = separate_enclosure(b, p)) out.push_back({p, std::move(*e)});
  }
  return out;
}

StatusMap enclosed_first_status(const Position& pos, const ConfirmationStatusOptions& o) {
  const solver::SettledFacts facts = solver::settled_facts(pos);
  const std::vector<Enclosed> enclosed = separately_enclosed(pos, facts);
  if (enclosed.empty()) return independent_status(pos, o);
  const Board& b = pos.board();
  SharedStates shared;
  std::vector<StringVerdict> first;
  Position rest = pos;
  bool removed = false;
  for (const Enclosed& e : enclosed) {
    StringVerdict v = confirmed_verdict(pos, facts, e.head, o, shared, &e.enclosure).verdict;
    v.articles.push_back("enclosed");
    v.reason += " (judged first, inside the enclosure of the opponent's chain around it, that chain standing)";
    if (v.status == Status::dead) {
      for (Point s : v.stones) rest.board_for_setup().set_stone(s, Color::empty);
      removed = true;
    }
    first.push_back(std::move(v));
  }
  const StatusMap second = independent_status(rest, o);
  StatusMap out;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || out.index[p] >= 0) continue;
    const auto it = std::find_if(enclosed.begin(), enclosed.end(),
                                 [&](const Enclosed& e) { return b.chain_head(e.head) == b.chain_head(p); });
    StringVerdict v = it != enclosed.end() ? first[static_cast<std::size_t>(it - enclosed.begin())] : *second.at(p);
    if (it == enclosed.end() && removed)
      v.reason += " (judged after the removal of the enclosed strings found dead first)";
    const auto i = static_cast<std::int16_t>(out.strings.size());
    for (Point s : v.stones) out.index[s] = i;
    out.strings.push_back(std::move(v));
  }
  return out;
}

}  // namespace

StatusMap confirmation_status(const Position& pos, const ConfirmationStatusOptions& o) {
  return o.enclosed_first ? enclosed_first_status(pos, o) : independent_status(pos, o);
}

}  // namespace kiyaku::parts
