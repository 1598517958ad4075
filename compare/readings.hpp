// One position under the readings of one rule text: runs it with each interpretation choice
// varied (one at a time from the readings in force, or the full product of a named few) and
// says which verdicts depend on which readings.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "compare/outcome.hpp"
#include "compare/registry.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku {

constexpr std::size_t kMaxReadingRuns = 256;  // a product beyond this is refused, not run

struct ReadingRun {
  std::vector<std::pair<std::string, std::string>> varied;  // choices set away from runs[0]; none for runs[0]
  Outcome outcome;
};

// One verdict (a string's status, the territory, the score, the result) and the readings it turns on.
struct ReadingDependence {
  std::string item;                   // "white string A13 (11 stones)", "territory", "score", "result"
  std::vector<std::string> choices;   // the choices that change it (empty: it depends on none)
  std::vector<std::string> verdicts;  // per run, in runs order
};

enum class ReadingsMode { one_at_a_time, product };

struct ReadingsOptions {
  ReadingsMode mode = ReadingsMode::one_at_a_time;
  std::vector<std::string> choices;  // product: the choices to combine; one_at_a_time: all if empty
  int threads = 1;                   // workers running the readings; the result is the same whatever their number
};

struct Readings {
  std::string ruleset;
  ReadingsMode mode = ReadingsMode::one_at_a_time;
  std::vector<std::string> choices;         // the choices varied
  std::vector<ReadingRun> runs;             // runs[0]: the readings in force
  std::vector<ReadingDependence> verdicts;  // every string, then territory, score, result
};

// std::invalid_argument for an unknown choice or a product of more than kMaxReadingRuns runs.
Readings explore_readings(const io::Document& doc, const Selection& ruleset, const ReadingsOptions& options,
                          const solver::Budget& budget);

}  // namespace kiyaku
