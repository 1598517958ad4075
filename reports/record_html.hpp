// The HTML report's section for a game record: its recorded result beside each text's, and the
// finish each text's count rests on (the dame and 手入れ kiyaku played after the stop, which are
// not moves of the game), so that a reader sees where a count departs from the players' and why.
#pragma once
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::reports {

// Empty for a position that is not a game record.
std::string record_section_html(const io::Document& doc, const std::vector<Outcome>& outcomes);

}  // namespace kiyaku::reports
