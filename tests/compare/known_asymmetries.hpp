// The corpus records whose verdicts under one text do not turn with the board, each with why
// (known_asymmetries.inc; docs/rulesets/<ruleset>.md "known gaps"). The invariance tests expect
// a difference there and fail when it is gone, so a fixed one leaves the list.
#pragma once
#include <string>
#include <vector>

namespace kiyaku::test {

struct KnownAsymmetry {
  const char* record;
  const char* ruleset;
  const char* why;
};

// clang-format off
inline const std::vector<KnownAsymmetry> kKnownAsymmetries = {  // may be empty
#include "known_asymmetries.inc"
};
// clang-format on

inline const KnownAsymmetry* known_asymmetry(const std::string& record, const std::string& ruleset) {
  for (const auto& k : kKnownAsymmetries)
    if (record == k.record && ruleset == k.ruleset) return &k;
  return nullptr;
}

}  // namespace kiyaku::test
