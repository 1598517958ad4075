#include "compare/evaluate.hpp"

namespace kiyaku {

std::vector<ChoiceInForce> choices_in_force(std::span<const ChoiceSpec> specs, const Choices& c) {
  std::vector<ChoiceInForce> out;
  for (const auto& s : specs) {
    const std::string& v = c.get(s.name);
    out.push_back({std::string(s.name), v, v == s.values.front()});
  }
  return out;
}

bool same_result(const ResultVerdict& a, const ResultVerdict& b) {
  return a.kind == b.kind && a.winner == b.winner && a.margin == b.margin;
}

}  // namespace kiyaku
