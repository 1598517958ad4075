// What a reader hands to the rest of kiyaku: the position plus everything the source said
// about it (game info, diagram labels, marks, recorded sequences, verdict lines).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/io/error.hpp"
#include "kernel/io/illegal_move.hpp"
#include "kernel/position.hpp"

namespace kiyaku::io {

enum class SourceFormat { sgf, diagram, json };

// Bounds every reader enforces, so that whatever one reads the JSON writer writes and the JSON
// reader reads back (docs/position-formats.md).
constexpr double kMaxKomi = 1000;  // |komi|
constexpr int kMaxCount = 100000;  // handicap, prisoners, move numbers

struct GameInfo {
  std::optional<double> komi;                           // KM
  int handicap = 0;                                     // HA
  std::string result;                                   // RE, verbatim
  std::string rules;                                    // RU, verbatim
  std::string black_player, white_player, date, event;  // PB PW DT EV
};

struct Label {  // a letter or mark printed on an empty point of a diagram
  Point point = kNoPoint;
  std::string text;  // "a", "A", "×"
};

struct Mark {  // a marker printed on a stone (△ ▲ □)
  Point point = kNoPoint;
  std::string glyph;
};

struct SequenceMove {
  Move move{};
  int number = 0;     // the move number printed in the diagram
  int captured = -1;  // the capture count the source records, -1 if it records none
};

struct Sequence {  // a line of play printed with a diagram ("1図-3図: ...")
  std::string label;
  std::vector<SequenceMove> moves;
  SourceLocation where;
};

// A raw "key: value" line of a rule-book record, with the block of lines that follows it
// (expectation maps). Rulesets and tests read verdict lines from here.
struct Field {
  std::string key;
  std::string value;
  std::vector<std::string> block;
  SourceLocation where;
};

// Where a fragment sits: fragment cell (col, row), 1-based from its top-left, is board
// point (x0 + col - 1, y0 + row - 1).
struct Placement {
  int x0 = 0, y0 = 0;
  int cols = 0, rows = 0;
  bool open_top = false, open_bottom = false, open_left = false, open_right = false;
};

struct Document {
  SourceFormat format = SourceFormat::sgf;
  std::string file;
  std::string id;  // record id, or the file stem
  std::string title;
  Position position{Board(19)};
  GameInfo info;
  std::optional<IllegalMove> illegal;
  std::vector<Label> labels;
  std::vector<Mark> marks;
  std::vector<Sequence> sequences;
  std::optional<Placement> fragment;
  // The position is the record's last node, which its result (RE[]) describes; false for an
  // earlier node chosen with SgfOptions::node, where the game had not ended.
  bool at_record_end = true;
  std::vector<Field> fields;

  const Field* field(std::string_view key) const {
    for (const auto& f : fields)
      if (f.key == key) return &f;
    return nullptr;
  }
};

}  // namespace kiyaku::io
