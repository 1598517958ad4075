// Faults of a game record, told apart from the game. A move the board refuses, in a record whose
// own result (RE[]) says the game went on to a count or a resignation, was mis-transcribed, not
// played. Each text still gives its literal verdict for the record as written (a forfeit under
// 1989 Art. 14, the 1949 code's Art. 60 reading, ...); the fault is reported beside it, so that a
// transcription error does not read as a game lost by forfeit.
#pragma once
#include <string>
#include <vector>

#include "kernel/io/document.hpp"

namespace kiyaku {

struct RecordFault {
  std::string kind;      // "illegal_move"
  std::string location;  // file:line:column of the fault in the record
  std::string message;
  bool against_result = false;  // the record's own result says the game did not end there
};

std::vector<RecordFault> record_faults(const io::Document& doc);

}  // namespace kiyaku
