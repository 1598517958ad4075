// evaluate<R>: one position under one ruleset, by that text's own policies, in the order the
// texts themselves proceed: status, then territory, then the count, then the result.
#pragma once
#include <algorithm>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include "compare/diff.hpp"
#include "compare/divergence.hpp"
#include "compare/game_record.hpp"
#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

std::vector<ChoiceInForce> choices_in_force(std::span<const ChoiceSpec> specs, const Choices& c);

// The stones whose status the last preparation contradicts: found alive by the text where the
// estimate saw them dead, and dead once the dame were filled around them as living; or the reverse.
template <class StatusMap>
PointSet contested_stones(const Normalisation& n, const StatusMap& statuses) {
  const EstimateCorrections made = corrections_made(n);
  PointSet out;
  for (const auto& s : statuses.strings) {
    for (Point p : s.stones)
      if ((made.found_alive.contains(p) && s.status == Status::dead) || (made.found_dead.contains(p) && living(s.status)))
        out.insert(p);
  }
  return out;
}

bool same_result(const ResultVerdict& a, const ResultVerdict& b);

// Marks the strings with a stone in `contested` as resting on kiyaku's finish: their status turns
// with the dame filling, so the verdict cites `assumed` (the assumption is the fill kiyaku chose).
template <class StatusMap>
void mark_contested(StatusMap& statuses, const PointSet& contested) {
  for (auto& s : statuses.strings) {
    if (std::none_of(s.stones.begin(), s.stones.end(), [&](Point p) { return contested.contains(p); })) continue;
    cite(s.articles, "assumed");
    s.reason +=
        " (assumed: its status turns with the dame filling, and no filling was found that the text "
        "confirms; this is the verdict on the last one)";
  }
}

// A count on a record whose end leaves a boundary open rests on the custom's fills there, which
// take the open points without reading the endgame: the result cites `assumed`.
inline void note_open_boundary(ResultVerdict& result, const Normalisation& n) {
  if (!n.open_boundary_filled() || result.kind == ResultKind::undecided) return;
  cite(result.articles, "assumed");
  result.reason += "; assumed: the record leaves a boundary open at the stop (" + std::to_string(n.open_boundary.size()) +
                   " points next to no living stone), and the count takes the custom's fills there, not read";
}

// One prepared record as a text judges it: statuses, territory, count and result.
template <RulesetPolicy R>
struct Judgment {
  using Map = std::decay_t<decltype(R::Territory::classify(
      std::declval<const JudgedPosition&>(), std::declval<parts::StatusMap&>(), std::declval<const Choices&>()))>;
  PreparedGame game;
  parts::StatusMap statuses;
  Map territory;
  Score score;
  ResultVerdict result;
};

template <RulesetPolicy R>
Judgment<R> judge_prepared(PreparedGame game, const Choices& choices, const solver::Budget& budget) {
  Judgment<R> j;
  j.game = std::move(game);
  j.statuses = R::Status::decide(j.game.judged, choices, budget);
  return j;
}

// Territory, count and result from the judgment's statuses.
template <RulesetPolicy R>
void finish_judgment(Judgment<R>& j, const Choices& choices, const solver::Budget& budget) {
  const JudgedPosition& judged = j.game.judged;
  j.territory = R::Territory::classify(judged, j.statuses, choices);
  j.score = R::Counting::count(judged, j.territory, choices);
  if constexpr (requires { R::Results::decide(judged, j.statuses, j.score, choices, budget); })
    j.result = R::Results::decide(judged, j.statuses, j.score, choices, budget);
  else
    j.result = R::Results::decide(judged, j.statuses, j.score, choices);
}

// The dame were filled around the estimate's dead and living stones; where the text judges them
// otherwise, fill again as the text judged and judge afresh, until the text confirms the
// preparation (each round only adds corrections, so a few rounds settle it). `before` receives
// the judgment of the round before the last, where there was one.
template <RulesetPolicy R>
Judgment<R> judge_record(const io::Document& doc, const Choices& choices, const solver::Budget& budget,
                         const PointSet& asked, std::optional<Judgment<R>>& before) {
  const auto prepared = [&](PreparedGame game) {
    game.judged.asked = asked;
    return game;
  };
  Judgment<R> j = judge_prepared<R>(prepared(prepare_game_end(doc, choices)), choices, budget);
  constexpr int kPreparationRounds = 3;
  for (int round = 0; round < kPreparationRounds; ++round) {
    const EstimateCorrections corrections = estimate_corrections(j.game.normalisation, doc.position.board(), j.statuses);
    if (corrections.found_alive.size() == j.game.normalisation.found_alive.size() &&
        corrections.found_dead.size() == j.game.normalisation.found_dead.size())
      break;
    before = std::move(j);
    j = judge_prepared<R>(prepared(prepare_game_end(doc, choices, corrections)), choices, budget);
  }
  return j;
}

// Where the last judgment contradicts a correction (its stones flip with the fills), no filling
// was found that the text confirms: those strings' verdicts cite `assumed`, and where the
// judgment before gives another result, the result's reason gives it.
template <RulesetPolicy R>
void check_contested(Judgment<R>& j, std::optional<Judgment<R>>& before, const Choices& choices,
                     const solver::Budget& budget) {
  const PointSet contested = contested_stones(j.game.normalisation, j.statuses);
  finish_judgment(j, choices, budget);
  if (!before || contested.empty()) return;
  mark_contested(j.statuses, contested);
  finish_judgment(*before, choices, budget);
  if (same_result(before->result, j.result)) return;
  j.result.reason += "; filled the other way, the dame give " + result_short(before->result) +
                     " (the status of some stones turns with the dame filling)";
}

// `asked`: JudgedPosition::asked, the stones whose strings are searched (all where empty). The
// verdict of a string asked about is the one the whole evaluation gives wherever both decide it;
// alone it misses only the proofs other strings' searches would have lent it (SharedStates).
template <RulesetPolicy R>
Outcome evaluate_asked(const io::Document& doc, const Choices& choices, const solver::Budget& budget,
                       const PointSet& asked) {
  Outcome o;
  const Metadata& meta = R::metadata();
  o.ruleset = std::string(meta.id);
  o.title = std::string(meta.title_en);
  o.fidelity = meta.fidelity;
  o.choices = choices_in_force(R::choices(), choices);
  std::optional<Judgment<R>> before;
  Judgment<R> j = judge_record<R>(doc, choices, budget, asked, before);
  check_contested(j, before, choices, budget);
  o.score = j.score;
  o.result = std::move(j.result);
  o.normalisation = std::move(j.game.normalisation);
  note_open_boundary(o.result, o.normalisation);
  o.nodes = o.result.nodes;  // the result's play-outs, then every string's searches
  for (const auto& s : j.statuses.strings) o.nodes += s.nodes;
  for (const auto& p : j.statuses.stoneless) o.nodes += p.nodes;
  o.strings = std::move(j.statuses.strings);
  o.points = j.territory.points;
  o.divergences = find_divergences(doc, o);
  return o;
}

template <RulesetPolicy R>
Outcome evaluate(const io::Document& doc, const Choices& choices, const solver::Budget& budget) {
  return evaluate_asked<R>(doc, choices, budget, PointSet{});
}

}  // namespace kiyaku
