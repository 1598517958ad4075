#include "rulesets/ruleset.hpp"

#include <algorithm>
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

Choices::Choices(std::span<const ChoiceSpec> specs) : specs_(specs) {
  for (const auto& s : specs) values_.emplace(std::string(s.name), std::string(s.values.front()));
}

void Choices::set(std::string_view name, std::string_view value) {
  const auto spec = std::find_if(specs_.begin(), specs_.end(), [&](const ChoiceSpec& s) { return s.name == name; });
  if (spec == specs_.end()) {
    std::string known;
    for (const auto& s : specs_) known += (known.empty() ? "" : ", ") + std::string(s.name);
    throw std::invalid_argument("unknown choice '" + std::string(name) + "' (choices: " + known + ")");
  }
  if (std::find(spec->values.begin(), spec->values.end(), value) == spec->values.end()) {
    std::string allowed;
    for (auto v : spec->values) allowed += (allowed.empty() ? "" : ", ") + std::string(v);
    throw std::invalid_argument("choice '" + std::string(name) + "' cannot be '" + std::string(value) +
                                "' (allowed: " + allowed + ")");
  }
  values_.find(name)->second = std::string(value);
}

const std::string& Choices::get(std::string_view name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) throw std::invalid_argument("unknown choice '" + std::string(name) + "'");
  return it->second;
}

}  // namespace kiyaku
