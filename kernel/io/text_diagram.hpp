// A plain-text picture of a document for terminals and test failures: the board with GTP
// coordinates, a legend, and one line per fact (id, size, to move, prisoners, komi, ko, ...).
#pragma once
#include <string>

#include "kernel/io/document.hpp"

namespace kiyaku::io {

// Legend: X black, O white, x o frame stones (settled by the board outside the fragment),
// . empty point, + empty star point (9x9, 13x13, 19x19); an empty point with a label shows
// the label's first character. Deterministic; ASCII apart from labels, title and marks.
std::string render_text(const Document& doc);

}  // namespace kiyaku::io
