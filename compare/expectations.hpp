// Checks the verdict lines a rule-book record carries (expect_1989 maps, expect_result_1989, and
// expect_<ruleset id> for the project's own corpora) against computed Outcomes. Where a record
// also carries text_<era> (what the text as written gives, where the cited verdict departs from
// it), the default verdict is checked against that map, and the cited expect_<era> is reported as
// the source's divergence, never as a failure (corpus/README-j1989.md).
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku {

struct Mismatch {
  Point point = kNoPoint;
  int col = 0, row = 0;  // fragment cell, 1-based, as the record writes it
  char expected = '-';
  char got = '-';
};

struct ExpectationCheck {
  std::string key;      // "expect_1989"
  std::string ruleset;  // "japan1989"
  // divergence: a cited map that departs from the text (the record's text_<era> is checked instead);
  // `mismatches` then lists where kiyaku's verdict differs from the source's.
  enum class State { met, failed, not_asserted, no_ruleset, divergence } state = State::not_asserted;
  int asserted = 0;  // points (map) or 1 (result)
  std::vector<Mismatch> mismatches;
  std::string expected, got;  // for result lines
  std::string reason;         // divergence: the record's divergence_<era> line
};

// The ruleset id an expect_ suffix names: the text whose metadata declares that corpus suffix
// (Metadata::corpus_suffix), else the suffix itself (expect_jungo).
std::string ruleset_for_suffix(std::string_view suffix);

// The map letter kiyaku gives point p (alphabet of corpus/README-j1989.md).
char outcome_letter(const Outcome& o, const Board& b, Point p);

// The verdict a map letter stands for, in the reports' words ("alive", "black_territory"): the
// inverse of outcome_letter's alphabet. Empty for '-' (the map asserts nothing there).
std::string_view letter_verdict_name(char letter);

// One asserted cell of a map (a letter other than '-'), placed on the board.
struct MapCell {
  Point point = kNoPoint;
  int col = 0, row = 0;  // fragment cell, 1-based
  char letter = '?';
};
std::vector<MapCell> map_cells(const io::Document& doc, const io::Field& map);

using OutcomeLookup = std::function<const Outcome*(std::string_view ruleset_id)>;
std::vector<ExpectationCheck> check_expectations(const io::Document& doc, const OutcomeLookup& outcome_for);

}  // namespace kiyaku
