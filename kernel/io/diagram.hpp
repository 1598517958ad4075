// Reader for the rule-book diagram corpus format (corpus/README-j1989.md): records of
// "key: value" lines with a box-drawing board fragment, placed on the full board by its
// edge glyphs.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "kernel/io/document.hpp"

namespace kiyaku::io {

// Every record of a corpus file, in file order. Throws InputError (file, line, column).
std::vector<Document> read_diagram_corpus(std::string_view text, const std::string& file);

// Replays a recorded sequence on a copy of the document's position; throws InputError at the
// sequence's location if a move is impossible or captures a different number of stones than
// the record says. Returns the final position.
Position replay_sequence(const Document& doc, const Sequence& seq);

}  // namespace kiyaku::io
