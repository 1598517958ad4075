#include "rulesets/ruleset.hpp"

#include "rulesets/joined.hpp"

#include <algorithm>
#include <range/v3/view/transform.hpp>
#include <stdexcept>

namespace kiyaku {

std::string_view fidelity_name(Fidelity f) {
  switch (f) {
    case Fidelity::full: return "full";
    case Fidelity::partial: return "partial";
    case Fidelity::reconstructed: return "reconstructed";
  }
  return "?";
}

namespace {

// The enumerator of a spec's i-th value; -1 for a spec not built by choice_spec (no enum reads it).
int enumerator_of(const ChoiceSpec& spec, std::size_t i) {
  return i < spec.enumerators.size() ? spec.enumerators[i] : -1;
}

}  // namespace

Choices::Choices(std::span<const ChoiceSpec> specs) : specs_(specs) {
  for (const auto& s : specs) {
    values_.emplace(std::string(s.name), std::string(s.values.front()));
    readings_.emplace(std::string(s.name), Reading{s.naming, enumerator_of(s, 0)});
  }
}

void Choices::set(std::string_view name, std::string_view value) {
  const auto spec = std::find_if(specs_.begin(), specs_.end(), [&](const ChoiceSpec& s) { return s.name == name; });
  if (spec == specs_.end()) {
    const std::string known = joined(specs_ | ranges::views::transform(&ChoiceSpec::name), ", ");
    throw std::invalid_argument("unknown choice '" + std::string(name) + "' (choices: " + known + ")");
  }
  const auto found = std::find(spec->values.begin(), spec->values.end(), value);
  if (found == spec->values.end()) {
    throw std::invalid_argument("choice '" + std::string(name) + "' cannot be '" + std::string(value) +
                                "' (allowed: " + joined(spec->values, ", ") + ")");
  }
  values_.find(name)->second = std::string(value);
  readings_.find(name)->second.enumerator = enumerator_of(*spec, static_cast<std::size_t>(found - spec->values.begin()));
}

const std::string& Choices::get(std::string_view name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) throw std::invalid_argument("unknown choice '" + std::string(name) + "'");
  return it->second;
}

const Choices::Reading& Choices::reading(std::string_view name) const {
  const auto it = readings_.find(name);
  if (it == readings_.end()) throw std::logic_error("the ruleset has no choice '" + std::string(name) + "'");
  return it->second;
}

}  // namespace kiyaku
