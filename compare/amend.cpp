#include "compare/amend.hpp"

#include <map>

#include "compare/evaluate.hpp"
#include "compare/ordered_run.hpp"

namespace kiyaku {

namespace {

std::vector<StringChange> string_changes(const Outcome& before, const Outcome& after) {
  std::map<Point, const StringVerdict*> by_stone;  // the variant's strings by their first stone
  for (const auto& s : after.strings)
    if (!s.stones.empty()) by_stone[s.stones.front()] = &s;
  std::vector<StringChange> out;
  for (const auto& b : before.strings) {
    if (b.stones.empty()) continue;
    const auto it = by_stone.find(b.stones.front());
    if (it == by_stone.end() || it->second->status == b.status) continue;
    out.push_back({b.color, b.stones, b, *it->second});
  }
  return out;
}

std::vector<PointChange> point_changes(const Outcome& before, const Outcome& after) {
  std::map<Point, std::pair<std::optional<PointClass>, std::optional<PointClass>>> cls;
  for (const auto& p : before.points) cls[p.point].first = p.cls;
  for (const auto& p : after.points) cls[p.point].second = p.cls;
  std::vector<PointChange> out;
  for (const auto& [point, pair] : cls)  // std::map: point order, which is reading order
    if (pair.first != pair.second) out.push_back({point, pair.first, pair.second});
  return out;
}

bool same_score(const Score& a, const Score& b) {
  return a.total_black == b.total_black && a.total_white == b.total_white;
}

}  // namespace

std::optional<PositionChange> compare_outcomes(const io::Document& doc, Outcome before, Outcome after) {
  PositionChange c;
  c.strings = string_changes(before, after);
  c.points = point_changes(before, after);
  c.score_changed = !same_score(before.score, after.score);
  c.result_changed = !same_result(before.result, after.result);
  if (c.strings.empty() && c.points.empty() && !c.score_changed && !c.result_changed) return std::nullopt;
  for (const auto& s : c.strings)
    c.involves_undecided |= s.before.status == Status::undecided || s.after.status == Status::undecided;
  c.involves_undecided |=
      c.result_changed && (before.result.kind == ResultKind::undecided || after.result.kind == ResultKind::undecided);
  c.doc = doc;
  c.diff = diff_outcomes(doc.position.board(), {before, after});
  c.before = std::move(before);
  c.after = std::move(after);
  return c;
}

AmendmentRun run_amendment(const Variant& amendment, const std::vector<io::Document>& docs,
                           const solver::Budget& budget, const AmendProgress& progress, int threads) {
  const RulesetEntry& variant = amendment.entry();
  const RulesetEntry& base = *variant.base;
  const Choices base_choices = base.default_choices(), variant_choices = variant.default_choices();
  AmendmentRun run;
  run.variant = std::string(variant.metadata->id);
  run.base = std::string(base.metadata->id);
  run.title = amendment.title;
  run.rationale = amendment.rationale;
  run.choices = choices_in_force(variant.choice_specs, variant_choices);
  using Change = std::optional<PositionChange>;
  const auto compare_one = [&](std::size_t i) {
    return compare_outcomes(docs[i], base.evaluate(docs[i], base_choices, budget),
                            variant.evaluate(docs[i], variant_choices, budget));
  };
  run_in_order<Change>(docs.size(), compare_one, {threads, 0}, [&](std::size_t i, Change& change) {
    ++run.positions;
    if (change) run.changes.push_back(std::move(*change));
    if (progress) progress(docs[i]);
  });
  return run;
}

}  // namespace kiyaku
