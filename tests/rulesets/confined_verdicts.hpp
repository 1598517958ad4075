// What the tests of confined searches ask of a decided verdict (the play-out texts' statuses and
// Yasunaga's removal game): the stone is dead, and its reason names the confinement as an
// assumption exactly where its articles cite `assumed`.
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "rulesets/verdicts.hpp"

namespace kiyaku::test {

// Decided verdicts counted by whether they rest on the confinement.
struct ConfinedTally {
  int assumed = 0, plain = 0;

  // `says_assumed`: the reason's words for a verdict that rests on the confinement.
  void add(const StringVerdict& v, std::string_view says_assumed) {
    CHECK(v.status == Status::dead);
    const bool says = v.reason.find(says_assumed) != std::string::npos;
    CHECK(says == cites(v.articles, "assumed"));
    (cites(v.articles, "assumed") ? assumed : plain) += 1;
  }
};

}  // namespace kiyaku::test
