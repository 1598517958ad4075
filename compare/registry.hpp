// The rulesets at run time: one entry per type of the Hana list in rulesets/all.hpp, so the
// CLI and reports can pick rulesets by id without knowing their types.
#pragma once
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku {

struct RulesetEntry {
  const Metadata* metadata;
  std::span<const Article> articles;
  std::span<const ChoiceSpec> choice_specs;
  std::function<Outcome(const io::Document&, const Choices&, const solver::Budget&)> evaluate;
  Choices default_choices() const { return Choices(choice_specs); }
};

const std::vector<RulesetEntry>& registry();
// Throws std::invalid_argument listing the known ids.
const RulesetEntry& find_ruleset(std::string_view id);

// Per-ruleset choices from "ID.NAME=VALUE" settings; throws std::invalid_argument on a bad one.
struct Selection {
  const RulesetEntry* ruleset;
  Choices choices;
};
std::vector<Selection> select_rulesets(const std::vector<std::string>& ids, const std::vector<std::string>& settings);

}  // namespace kiyaku
