// The board's symmetries and the colour swap. No rule text names a corner or a colour in its
// judgement of life, territory or result, so a verdict on a rotated, reflected or colour-swapped
// position must be the transformed verdict (the 1989 issue's invariance tests). This checks it:
// for the tests on every corpus record, and for `kiyaku corpus --symmetries` at any budget.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/board_symmetry.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku {

// The document with its position transformed: stones, side to move, frame, open area, the
// end-of-game estimate's sets, prisoners, and komi (negated with the colours, so the margin keeps
// its size). A position with a move history or a simple-ko ban carries a past the transform does
// not rebuild: for it, nullopt and `why`.
std::optional<io::Document> transformed(const io::Document& doc, Symmetry s, std::string& why);

// How one ruleset's verdicts on a position compare with its verdicts on a transform of it. Only
// verdicts decided in both are compared (what fits in a budget may depend on the orientation, as a
// search visits moves in board order); territory and the score only where every status is decided
// in both, the result where it is decided in both.
struct SymmetryCheck {
  int compared = 0;                      // verdicts compared: strings, points, score, result
  std::vector<std::string> differences;  // one line each, in the original's coordinates
};

SymmetryCheck compare_transformed(const Board& original, const Outcome& base, const Outcome& moved, Symmetry s);

// The position a transform starts from. A stopped diagram names no side to move, and the texts
// that play a region out then let Black start: a convention a colour swap cannot carry over. So a
// colour swap is checked on the position with Black to move against its transform with White to
// move; the board's own transforms keep the stopped position as it is.
io::Document starting_point(const io::Document& doc, Symmetry s);

// A document and every transform of it, each judged by `judge` (one outcome per ruleset, in a
// fixed order), compared ruleset by ruleset. `judged` is judge(doc), which callers already have.
using JudgeAll = std::function<std::vector<Outcome>(const io::Document&)>;
struct SymmetryRun {
  int transforms = 0;                 // the transforms judged
  std::vector<std::string> skipped;   // the others, each with why (transformed())
  std::vector<SymmetryCheck> checks;  // one per outcome of `judged`, over every transform
};
SymmetryRun check_symmetries(const io::Document& doc, const std::vector<Outcome>& judged, const JudgeAll& judge);

}  // namespace kiyaku
