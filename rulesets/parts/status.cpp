#include "rulesets/parts/status.hpp"

#include <algorithm>

namespace kiyaku::parts {

bool StatusMap::any_undecided() const {
  return std::any_of(strings.begin(), strings.end(), [](const StringVerdict& s) { return s.status == Status::undecided; });
}

namespace {

WitnessMove to_witness(const ConfirmationMove& m) {
  using K = ConfirmationMove::Kind;
  const auto kind = m.kind == K::play ? WitnessMove::Kind::play
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

StringVerdict confirmed_verdict(const Position& pos, const solver::SettledFacts& facts, Point head,
                                const ConfirmationStatusOptions& o) {
  const Board& b = pos.board();
  const PointSet region = local_region(pos, facts, head, o.region);
  const Confirmation c = confirm(b, head, region, o.rules, o.budget, attacker_fringe(pos, facts, region));
  StringVerdict v = settled_verdict(b, head, "");
  v.status = c.status == Confirmed::alive ? Status::alive : c.status == Confirmed::dead ? Status::dead : Status::undecided;
  v.nodes = c.stats.nodes;
  for (const auto& m : c.witness) v.witness.push_back(to_witness(m));
  v.witness_ends_in_cycle = c.witness_ends_in_cycle;
  v.articles = {o.article_alive};
  const bool ko_passed = std::any_of(c.witness.begin(), c.witness.end(),
                                     [](const ConfirmationMove& m) { return m.kind == ConfirmationMove::Kind::ko_pass; });
  if (ko_passed) v.articles.push_back(o.article_ko);
  switch (v.status) {
    case Status::dead: v.reason = "the opponent, moving as the confirmation allows, captures it and no new stone of its owner survives"; break;
    case Status::alive: v.reason = "the opponent cannot capture it, or its capture gives rise to new stones that cannot be captured"; break;
    default: v.reason = "undecided: the search budget of " + std::to_string(o.budget.max_nodes) + " nodes ran out"; break;
  }
  return v;
}

}  // namespace

StatusMap confirmation_status(const Position& pos, const ConfirmationStatusOptions& o) {
  const Board& b = pos.board();
  const solver::SettledFacts facts = solver::settled_facts(pos);
  StatusMap out;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || out.index[p] >= 0) continue;
    StringVerdict v;
    if (const auto assumed = solver::assumption_for(pos, p)) {
      v = settled_verdict(b, p, std::string(assumed->reason));
      v.articles = {std::string(assumed->article)};
    } else if (facts.settled.contains(p)) {
      v = settled_verdict(b, p, "pass-alive (Benson): cannot be captured even if its owner always passes");
      v.articles = {o.article_alive};
    } else {
      v = confirmed_verdict(pos, facts, p, o);
    }
    const auto i = static_cast<std::int16_t>(out.strings.size());
    for (Point s : v.stones) out.index[s] = i;
    out.strings.push_back(std::move(v));
  }
  return out;
}

}  // namespace kiyaku::parts
