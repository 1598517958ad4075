// The first move of a record that the board refuses, as a reader finds it: kept, since what it
// means (a forfeit, a move withdrawn, a transcription error) is each text's, or the batch's, to say.
#pragma once
#include "kernel/io/error.hpp"
#include "kernel/position.hpp"

namespace kiyaku::io {

struct IllegalMove {
  int number = 0;  // 1-based move number in the record
  Move move{};
  PlayCheck reason = PlayCheck::legal;
  SourceLocation where;
};

}  // namespace kiyaku::io
