// A rule-book record shared by the tests of the 1949 precedents and of variants that restate
// them: white's bent four in the corner (the shape of precedent P1).
#pragma once

namespace kiyaku::test {

inline constexpr const char* kBentFourRecord = R"(id: bent-four
size: 19
to_move: none
board:
●●●┬○●┬┬
├○○○○●┼┼
○○●●●●┼┼
●●●┼┼┼┼┼
├┼┼┼┼┼┼┼
├┼┼┼┼┼┼┼
)";

}  // namespace kiyaku::test
