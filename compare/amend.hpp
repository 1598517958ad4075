// An amendment run: a variant and its base over a corpus, and every position the variant rules
// differently (a string's status, a point's classification, the score or the result), with
// both verdicts, the points affected and both witness lines.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compare/diff.hpp"
#include "compare/outcome.hpp"
#include "compare/registry.hpp"
#include "compare/variant.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku {

// A string whose status the variant changes (the strings of one board, matched by their stones).
struct StringChange {
  Color color = Color::black;
  std::vector<Point> stones;
  StringVerdict before, after;
};

struct PointChange {
  Point point = kNoPoint;
  std::optional<PointClass> before, after;  // nullopt: not judged
};

// What one position looks like under base and variant, when they part.
struct PositionChange {
  io::Document doc;
  Outcome before, after;  // base, variant
  std::vector<StringChange> strings;
  std::vector<PointChange> points;
  bool score_changed = false;
  bool result_changed = false;
  bool involves_undecided = false;  // some changed verdict is `undecided` on one side (budget or referral)
  Diff diff;                        // of {before, after}: disagreement regions and summaries
};

struct AmendmentRun {
  std::string variant, base;  // ids
  std::string title, rationale;
  std::vector<ChoiceInForce> choices;  // the variant's readings in force (base's specs)
  int positions = 0;
  std::vector<PositionChange> changes;  // input order
};

// Compares two outcomes of one position; nullopt when they rule it the same.
std::optional<PositionChange> compare_outcomes(const io::Document& doc, Outcome before, Outcome after);

// Progress hook: called after each position with its id (for a long run's stderr).
using AmendProgress = std::function<void(const io::Document&)>;

// Runs `variant` and its base (their preset choices) over every document, on `threads` workers;
// the run is the same whatever their number, and `progress` is called in document order.
AmendmentRun run_amendment(const Variant& variant, const std::vector<io::Document>& docs, const solver::Budget& budget,
                           const AmendProgress& progress = {}, int threads = 1);

}  // namespace kiyaku
