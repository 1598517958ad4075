// The rulesets at run time: one entry per type of the Hana list in rulesets/all.hpp, so the
// CLI and reports can pick rulesets by id without knowing their types.
#pragma once
#include <functional>
#include <span>
#include <string>
#include <utility>
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
  // evaluate_asked<R> (compare/evaluate.hpp): `asked` names the stones whose strings are searched.
  std::function<Outcome(const io::Document&, const Choices&, const solver::Budget&, const PointSet& asked)> judge;
  // An amendment (compare/variant.hpp): the text it amends and the readings it sets; none for a text.
  const RulesetEntry* base = nullptr;
  std::vector<std::pair<std::string, std::string>> preset_choices{};
  // The precedents a text declares as data (R::precedents()), which its `precedents` choice
  // selects from and an amendment may change; empty for a text without.
  std::span<const parts::Precedent> precedents{};
  Choices default_choices() const;
  Outcome evaluate(const io::Document& doc, const Choices& choices, const solver::Budget& budget,
                   const PointSet& asked = {}) const {
    return judge(doc, choices, budget, asked);
  }
};

const std::vector<RulesetEntry>& registry();
// Throws std::invalid_argument listing the known ids.
const RulesetEntry& find_ruleset(std::string_view id);
// A ruleset id, a bundled variant id or a variant file (*.json): what --rules accepts. The id of
// a variant already read from a file finds it too (reports know a variant by its id).
// Throws std::invalid_argument for an unknown id, io::InputError for a bad variant file.
const RulesetEntry& resolve_ruleset(std::string_view id_or_file);

// Per-ruleset choices from "ID.NAME=VALUE" settings; throws std::invalid_argument on a bad one.
struct Selection {
  const RulesetEntry* ruleset;
  Choices choices;
};
std::vector<Selection> select_rulesets(const std::vector<std::string>& ids, const std::vector<std::string>& settings);

}  // namespace kiyaku
