// What a rule text judges: the position the preparation stage hands over (compare/game_record.hpp:
// a game record's end made ready as the players would have made it, a diagram as drawn), with the
// facts of its record that a text may read. Rulesets see this value, never a reader's document.
#pragma once
#include <optional>

#include "kernel/io/illegal_move.hpp"
#include "kernel/io/recorded_result.hpp"
#include "kernel/point_set.hpp"
#include "kernel/position.hpp"

namespace kiyaku {

struct JudgedPosition {
  Position position{Board(19)};
  std::optional<double> komi;              // KM, or the diagram's; none = 0
  io::RecordedResult recorded;             // RE[]: what the record says the result was (at its end only)
  std::optional<io::IllegalMove> illegal;  // the record's first refused move, if any
  // The stones a caller asks about; empty: all. A text that judges string by string searches only
  // the strings with a stone here, and leaves the others undecided, "not asked".
  PointSet asked;

  JudgedPosition() = default;
  // From any reader's document (io::Document): its position, komi, result and refused move. Not
  // explicit, so that a document can be judged where no preparation is wanted (tests, tools).
  template <class Document>
  requires requires(const Document& d) {
    d.position;
    d.info.komi;
    d.info.result;
    d.illegal;
    d.at_record_end;
  }
  JudgedPosition(const Document& d)  // NOLINT(google-explicit-constructor)
      : position(d.position),
        komi(d.info.komi),
        recorded(d.at_record_end ? io::parse_recorded_result(d.info.result) : io::RecordedResult{}),
        illegal(d.illegal) {}
};

}  // namespace kiyaku
