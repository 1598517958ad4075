// evaluate<R>: one position under one ruleset, by that text's own policies, in the order the
// texts themselves proceed: status, then territory, then the count, then the result.
#pragma once
#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

std::vector<ChoiceInForce> choices_in_force(std::span<const ChoiceSpec> specs, const Choices& c);

template <class R>
Outcome evaluate(const io::Document& doc, const Choices& choices, const solver::Budget& budget) {
  Outcome o;
  const Metadata& meta = R::metadata();
  o.ruleset = std::string(meta.id);
  o.title = std::string(meta.title_en);
  o.fidelity = meta.fidelity;
  o.choices = choices_in_force(R::choices(), choices);
  auto statuses = R::Status::decide(doc, choices, budget);
  const auto territory = R::Territory::classify(doc, statuses, choices);
  o.score = R::Counting::count(doc, territory, choices);
  o.result = R::Results::decide(doc, statuses, o.score, choices);
  for (const auto& s : statuses.strings) o.nodes += s.nodes;
  o.strings = std::move(statuses.strings);
  o.points = territory.points;
  return o;
}

}  // namespace kiyaku
