// Where a record's source departs from its own text. A rule-book record may carry, beside the
// cited verdict (expect_<era>), what the text as written gives (text_<era>) and why the two part
// (divergence_<era>); kiyaku follows the text and shows the source's verdict beside it, with the
// readings of the text, if any, that would give the source's verdict.
#pragma once
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku {

struct Readings;  // compare/readings.hpp

// The record's divergences that concern this outcome's text (its era's ruleset), with this
// outcome's verdict at each point. Empty for a record without text_<era> maps.
std::vector<Divergence> find_divergences(const io::Document& doc, const Outcome& outcome);

// Fills `reproduced_by` from runs of the same text under other readings (explore_readings, one
// choice at a time): a reading reproduces the source when its verdict meets the cited map at every
// point it decides and decides at least one of the points where the source and the text part.
void add_reproducing_readings(const io::Document& doc, const Readings& readings, Divergence& d);

// One record of a corpus: its outcomes (the readings in force) and its runs under the readings of
// one text, one choice at a time.
struct RecordUnderReadings {
  const io::Document* doc = nullptr;
  const std::vector<Outcome>* outcomes = nullptr;
  const Readings* readings = nullptr;
};

// The cited verdicts ("j89-ex09 expect_1989") of the corpus that the readings in force meet and the
// text under `choice`=`value` does not; a record without that run is left out.
std::vector<std::string> verdicts_lost(const std::vector<RecordUnderReadings>& corpus, const std::string& ruleset,
                                       const std::string& choice, const std::string& value);

}  // namespace kiyaku
