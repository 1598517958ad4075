#include "compare/registry.hpp"

#include <boost/hana/for_each.hpp>
#include <algorithm>
#include <range/v3/view/transform.hpp>
#include <stdexcept>

#include "compare/evaluate.hpp"
#include "rulesets/all.hpp"
#include "rulesets/joined.hpp"

namespace kiyaku {

Choices RulesetEntry::default_choices() const {
  Choices c(choice_specs);
  for (const auto& [name, value] : preset_choices) c.set(name, value);
  return c;
}

const std::vector<RulesetEntry>& registry() {
  static const std::vector<RulesetEntry> entries = [] {
    std::vector<RulesetEntry> out;
    boost::hana::for_each(rulesets::all, [&](auto type) {
      using R = typename decltype(type)::type;
      RulesetEntry& entry =
          out.emplace_back(RulesetEntry{&R::metadata(), R::articles(), R::choices(), &evaluate_asked<R>});
      if constexpr (requires { R::precedents(); }) entry.precedents = R::precedents();
    });
    return out;
  }();
  return entries;
}

const RulesetEntry& find_ruleset(std::string_view id) {
  for (const auto& e : registry())
    if (e.metadata->id == id) return e;
  const auto ids = registry() | ranges::views::transform([](const RulesetEntry& e) { return e.metadata->id; });
  const std::string known = joined(ids, ", ");
  throw std::invalid_argument("unknown ruleset '" + std::string(id) + "' (known: " + known + ")");
}

std::vector<Selection> select_rulesets(const std::vector<std::string>& ids, const std::vector<std::string>& settings) {
  std::vector<Selection> out;
  if (ids.empty())
    for (const auto& e : registry()) out.push_back({&e, e.default_choices()});
  for (const auto& id : ids) {
    const RulesetEntry& entry = resolve_ruleset(id);
    const auto same = [&](const Selection& s) { return s.ruleset == &entry; };
    if (std::none_of(out.begin(), out.end(), same))
      out.push_back({&entry, entry.default_choices()});  // --rules a,a: once
  }
  for (const auto& s : settings) {
    const auto dot = s.find('.'), eq = s.find('=');
    if (dot == std::string::npos || eq == std::string::npos || eq < dot)
      throw std::invalid_argument("--set '" + s + "': expected RULESET.CHOICE=VALUE");
    const std::string id = s.substr(0, dot), name = s.substr(dot + 1, eq - dot - 1), value = s.substr(eq + 1);
    bool applied = false;
    for (auto& sel : out)
      if (sel.ruleset->metadata->id == id) {
        sel.choices.set(name, value);
        applied = true;
      }
    if (!applied) {
      resolve_ruleset(id);  // an unknown id says so, listing the known ones
      throw std::invalid_argument("--set '" + s + "': ruleset '" + id + "' is not selected");
    }
  }
  return out;
}

}  // namespace kiyaku
