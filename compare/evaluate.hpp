// evaluate<R>: one position under one ruleset, by that text's own policies, in the order the
// texts themselves proceed: status, then territory, then the count, then the result.
#pragma once
#include "compare/divergence.hpp"
#include "compare/game_record.hpp"
#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

std::vector<ChoiceInForce> choices_in_force(std::span<const ChoiceSpec> specs, const Choices& c);

template <RulesetPolicy R>
Outcome evaluate(const io::Document& doc, const Choices& choices, const solver::Budget& budget) {
  Outcome o;
  const Metadata& meta = R::metadata();
  o.ruleset = std::string(meta.id);
  o.title = std::string(meta.title_en);
  o.fidelity = meta.fidelity;
  o.choices = choices_in_force(R::choices(), choices);
  PreparedGame game = prepare_game_end(doc, choices);
  auto statuses = R::Status::decide(game.judged, choices, budget);
  // The dame were filled around the estimate's dead and living stones; where the text judges
  // them otherwise, fill again as the text judged and judge afresh, until the text confirms the
  // preparation (each round only adds corrections, so a few rounds settle it).
  constexpr int kPreparationRounds = 3;
  for (int round = 0; round < kPreparationRounds; ++round) {
    const EstimateCorrections corrections = estimate_corrections(game.normalisation, doc.position.board(), statuses);
    if (corrections.found_alive.size() == game.normalisation.found_alive.size() &&
        corrections.found_dead.size() == game.normalisation.found_dead.size())
      break;
    game = prepare_game_end(doc, choices, corrections);
    statuses = R::Status::decide(game.judged, choices, budget);
  }
  const JudgedPosition& judged = game.judged;
  const auto territory = R::Territory::classify(judged, statuses, choices);
  o.score = R::Counting::count(judged, territory, choices);
  if constexpr (requires { R::Results::decide(judged, statuses, o.score, choices, budget); })
    o.result = R::Results::decide(judged, statuses, o.score, choices, budget);
  else
    o.result = R::Results::decide(judged, statuses, o.score, choices);
  o.normalisation = std::move(game.normalisation);
  o.nodes = o.result.nodes;  // the result's play-outs, then every string's searches
  for (const auto& s : statuses.strings) o.nodes += s.nodes;
  for (const auto& p : statuses.stoneless) o.nodes += p.nodes;
  o.strings = std::move(statuses.strings);
  o.points = territory.points;
  o.divergences = find_divergences(doc, o);
  return o;
}

}  // namespace kiyaku
