#include "compare/record_faults.hpp"

#include "kernel/io/error.hpp"
#include "kernel/io/recorded_result.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku {

namespace {

std::string refusal(PlayCheck reason) {
  switch (reason) {
    case PlayCheck::occupied: return "its point is occupied";
    case PlayCheck::suicide: return "it would be suicide";
    case PlayCheck::ko_retake: return "it retakes the ko at once";
    case PlayCheck::off_board: return "it is off the board";
    case PlayCheck::legal: break;
  }
  return "the board refuses it";
}

// Whether the record's result says the game went on past an illegal move by `mover`: any result
// but a win for the opponent by forfeit, which the illegal move would explain.
bool result_goes_past(const io::RecordedResult& recorded, Color mover) {
  using io::RecordedKind;
  if (recorded.kind == RecordedKind::none || recorded.kind == RecordedKind::unknown) return false;
  return !(recorded.kind == RecordedKind::forfeit && recorded.winner == opponent(mover));
}

RecordFault illegal_move_fault(const io::Document& doc) {
  const io::IllegalMove& illegal = *doc.illegal;
  RecordFault f;
  f.kind = "illegal_move";
  f.location = io::format_location(illegal.where);
  const io::RecordedResult recorded = io::parse_recorded_result(doc.info.result);
  f.against_result = result_goes_past(recorded, illegal.move.color);
  f.message = "move " + std::to_string(illegal.number) + " (" + std::string(color_name(illegal.move.color)) + " " +
              gtp_vertex(doc.position.board(), illegal.move.point) + ") is illegal: " + refusal(illegal.reason) + "; ";
  if (f.against_result)
    f.message += "the record's own result, " + recorded.raw +
                 ", says the game went on, so the record is at fault (a transcription error), not the game";
  else
    f.message += "the record gives no result that tells whether the game or its transcription is at fault";
  f.message += ". Each text's verdict is its literal one for the record as written.";
  return f;
}

}  // namespace

std::vector<RecordFault> record_faults(const io::Document& doc) {
  std::vector<RecordFault> out;
  if (doc.illegal) out.push_back(illegal_move_fault(doc));
  return out;
}

}  // namespace kiyaku
