// Plain-text renderings of outcomes for the terminal.
#pragma once
#include <string>
#include <vector>

#include "compare/expectations.hpp"
#include "compare/outcome.hpp"

namespace kiyaku::reports {

// "W B19, B ko-pass(A19), W pass, B pass"
std::string witness_text(const Board& b, const std::vector<WitnessMove>& line, bool ends_in_cycle,
                         bool ends_settled = false, bool cut_short = false);
// A string verdict's line, with how it ends.
std::string witness_text(const Board& b, const StringVerdict& v);
std::string outcome_text(const Outcome& o, const Board& b);
std::string expectation_text(const ExpectationCheck& c, const Board& b);

}  // namespace kiyaku::reports
