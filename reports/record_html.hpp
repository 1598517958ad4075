// The HTML report's section for a game record: its recorded result beside each text's, and the
// finish each text's count rests on (the dame and 手入れ kiyaku played after the stop, which are
// not moves of the game), so that a reader sees where a count departs from the players' and why.
#pragma once
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::reports {

// Whether the outcomes are of a game record (a rule-book diagram or a JSON position is none).
bool is_game_record(const std::vector<Outcome>& outcomes);
// Whether the record's count can be set against a text's result: a counted margin, a draw or a
// void game, with the komi it was counted with (KM[]).
bool count_checkable(const io::Document& doc);
// Whether the text's result is the record's count (docs/batch.md, "Matching rule").
bool reproduces_record(const io::Document& doc, const Outcome& o);

// Empty for a position that is not a game record.
std::string record_section_html(const io::Document& doc, const std::vector<Outcome>& outcomes);

}  // namespace kiyaku::reports
