// SGF FF[1]-FF[4] reader: the main line of the first game tree, replayed on the kernel board.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "kernel/io/document.hpp"

namespace kiyaku::io {

struct SgfOptions {
  // Node of the main line whose position is wanted: 0 = root, n = after the n-th node.
  // Empty = the last node.
  std::optional<int> node;
};

// Throws InputError (file, line, column) on malformed input. An illegal move stops the
// replay at the position before it and is reported in Document::illegal.
Document read_sgf(std::string_view text, const std::string& file, const SgfOptions& options = {});

}  // namespace kiyaku::io
