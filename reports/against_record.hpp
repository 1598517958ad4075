// A text's result set against a game record's own (SGF RE[]), by the matching rule of kiyaku batch
// (docs/batch.md, "Matching rule"), for the reports of one position: its JSON, its HTML page and
// the site's index.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::reports {

struct AgainstRecord {
  bool compared = false;             // the record gives a count and its komi, the text a decided result
  bool matches = false;              // the result is the recorded count
  std::optional<double> black_more;  // a count that differs: the result's lead for Black less the record's
  bool in_force = false;             // the text in force at the record's DT[] year (kiyaku batch's years)
  std::string words;                 // all of it in words, as the HTML report says it
};

AgainstRecord against_record(const io::Document& doc, const Outcome& o);

// Whether the outcomes are of a game record (a rule-book diagram or a JSON position is none).
bool is_game_record(const std::vector<Outcome>& outcomes);
// Whether the record's count can be set against a result: a counted margin, a draw or a void
// game, with the komi it was counted with (KM[]).
bool count_checkable(const io::Document& doc);

}  // namespace kiyaku::reports
