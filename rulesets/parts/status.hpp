// Life and death of every string by a confirmation game (rulesets/parts/confirmation.hpp):
// pass-alive strings and the frame need no play; every other string is tested on its own
// local region (japan1989.md A7: each string's confirmation is a separate thought experiment;
// the non-default reading `precedent_1949_staging` judges some enclosed strings first, status.cpp).
#pragma once
#include <array>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "kernel/position.hpp"
#include "kernel/solver/playout.hpp"
#include "kernel/solver/region.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku::parts {

// Per-string verdicts plus a lookup from any stone to its string.
// A play-out of a region without an unsettled string, kept where a count needs its end (Jungo
// counts the stones at the end of play; parts::playout_status with StonelessRegions::play).
struct StonelessPlay {
  std::vector<WitnessMove> line;                       // empty where a bordering string's witness carries it
  solver::PlayoutEnd end = solver::PlayoutEnd::exact;  // undecided: budget or width; endless: a cycle
  std::string reason;                                  // why it did not end
  std::uint64_t nodes = 0;                             // where no string's verdict counts them
};

struct StatusMap {
  std::vector<StringVerdict> strings;          // in reading order of their first stone
  std::array<std::int16_t, kMaxPoints> index;  // stone point -> strings[index], -1 elsewhere
  std::vector<StonelessPlay> stoneless;        // region play-outs no string's verdict stands for
  StatusMap() { index.fill(-1); }
  const StringVerdict* at(Point p) const {
    return index[p] < 0 ? nullptr : &strings[static_cast<std::size_t>(index[p])];
  }
  Status status(Point p) const { return index[p] < 0 ? Status::undecided : at(p)->status; }
  // Some string's status is undecided, or some stoneless play-out a count needs did not end.
  bool any_undecided() const;
  // Why, in words: the first stoneless play-out's reason where every string is decided.
  std::string why_undecided() const;
};

// The tables in which one position's confirmations share their states after the capture
// (confirm_sharing), one per owner and area (a PlayArea::limit makes another area). Each lives
// for the confirmations of one position, run in a fixed order, so every verdict is a function of
// the position and the options alone. 死活例19: the white string at E19 is alive at 1.21 million
// nodes after the confirmation of C19, where alone it was undecided at 2 million.
class SharedStates {
 public:
  solver::ProofTable& for_area(Color owner, const PlayArea& area);

 private:
  struct Entry {
    Color owner;
    PlayArea area;
    solver::ProofTable table;
  };
  std::deque<Entry> entries_;  // a deque keeps the tables in place as it grows
};

struct ConfirmationStatusOptions {
  ConfirmationRules rules;
  solver::RegionKind region = solver::RegionKind::benson;
  bool enclosed_first = false;  // A7 reading `precedent_1949_staging` (status.cpp)
  solver::Budget budget;
  std::string article_alive = "7-1";  // cited for "cannot be captured"
  std::string article_ko = "7-2";     // cited when the witness involves a ko-pass
  PointSet asked;                     // JudgedPosition::asked: the strings searched (all where empty)
};

StatusMap confirmation_status(const Position& pos, const ConfirmationStatusOptions& options);

// What a string's decided verdict rests on, asked of the confirmation game with its winner held
// back (PlayArea::limit): the fewest distinct kos he must capture in, or an endless play he
// cannot do without. nihonkiin1949's R-review, R-cycle and P3 read it. `unknown`: a search ran
// out of budget.
enum class WinRests : std::uint8_t { no_ko, one_ko, kos, cycle, unknown };
struct WinRest {
  WinRests rests;
  std::uint64_t nodes;  // the questions' search nodes
};

// The questions about one position's strings: they share its settled facts and their proofs
// after a capture, so the caller asks them in a fixed order. `pos` and `options` must outlive it.
class WinRestQuestions {
 public:
  WinRestQuestions(const Position& pos, const ConfirmationStatusOptions& options);
  // `owner_restricted`: the verdict rests on the owner's search restriction (it cites `assumed`).
  // `max_nodes`: each question's budget (question_budget()).
  WinRest ask(Point head, Color winner, bool owner_restricted, std::uint64_t max_nodes);

 private:
  const Position& pos_;
  const ConfirmationStatusOptions& options_;
  solver::SettledFacts facts_;
  SharedStates shared_;
};

// The budget of each question about a verdict that took `verdict_nodes`: the status search's,
// or where a string decided on the nodes the record's other searches left unspent
// (spend_unused_budget), as many as it took, up to the most that pass gives one string. A
// question costs about what the status search did, so at the status budget alone it runs out
// where the status needed the wider one.
std::uint64_t question_budget(const solver::Budget& budget, std::uint64_t verdict_nodes);

// A later search's verdict in place of the first's: the nodes of both, and where it is undecided
// too, the first's reason (it names the first search's budget and region).
void take_later_search(StringVerdict& first, StringVerdict later);

// The nodes the first searches left unspent, given to the strings still undecided, each in turn
// on up to Budget::unspent_shares budgets: no search is given more than is left unspent of a
// budget for each of `pool_strings` strings (a restricted search's follow-up checks, a half and a
// quarter of its budget, come on top, as for every search). A game record's dead stones in wide
// territory need some tens of thousands of nodes where most strings need hundreds (docs/batch.md,
// "Budget"). `searched`: the indices in `out` of the strings searched; `search_again` searches the
// string at a head on a wider budget.
void spend_unused_budget(const solver::Budget& budget, std::size_t pool_strings, const std::vector<std::size_t>& searched,
                         StatusMap& out, const std::function<StringVerdict(Point, const solver::Budget&)>& search_again);

// What a verdict adds when its search took the board beyond a fragment as `holder`'s
// (solver::surroundings_fringe): the assumption, stated.
std::string surroundings_note(Color holder);

// Where the confirmation of the string at `head` is played: its local region, and the fringe
// only the attacker may use (no owner restriction).
PlayArea confirmation_area(const Position& pos, const solver::SettledFacts& facts, Point head, solver::RegionKind region);

}  // namespace kiyaku::parts
