// What a game record says its result was (SGF RE[]): a fact of the record, read the same way by
// every layer: the batch checks the texts' results against it, and a text may read from it what
// the players did at the end (a counted result shows that they agreed and counted).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "kernel/types.hpp"

namespace kiyaku::io {

enum class RecordedKind {
  score,        // B+3.5, W+12: a counted margin
  resignation,  // B+R, B+Resign
  time,         // W+T, W+Time
  forfeit,      // W+F, W+Forfeit
  win,          // B+ with no margin
  draw,         // 0, Draw, Jigo, 持碁; also W+0, W+J, W+Jigo (an equal count awarded to White: winner kept)
  void_game,    // Void, 無勝負
  unknown,      // ?
  none,         // no RE[] (or an empty one)
  unparsed,     // anything else; the raw text is kept
};

struct RecordedResult {
  RecordedKind kind = RecordedKind::none;
  Color winner = Color::empty;   // for score, resignation, time, forfeit, win; a draw awarded to one side
  std::optional<double> margin;  // for score
  std::string raw;               // RE[] verbatim
};

RecordedResult parse_recorded_result(std::string_view re);
std::string_view recorded_kind_name(RecordedKind k);
// A count: a margin, or a draw (持碁). Both show that the players agreed at the end and counted.
bool is_count(const RecordedResult& r);

}  // namespace kiyaku::io
