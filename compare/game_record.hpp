// The end of a game record, made ready for a rule text as the players would have made it:
// kiyaku's end-of-game estimate marks the groups it takes as alive (they bound every search
// and are reported as an assumption), and, where the text's `dame_filling` choice says so,
// the neutral points are filled and the reinforcements (手入れ) the fills require are played.
// Rule-book diagrams and JSON positions pass through unchanged.
#pragma once
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

// An SGF record whose main line has at least one move: a played game, not a problem diagram.
bool is_game_record(const io::Document& doc);

struct PreparedGame {
  io::Document doc;
  Normalisation normalisation;
};

// `choices` are the ruleset's; a ruleset without a `dame_filling` choice gets no filling.
PreparedGame prepare_game_end(const io::Document& doc, const Choices& choices);

}  // namespace kiyaku
