// Rule-book diagram reader (format: corpus/README-j1989.md).
//
// A record is a run of non-blank lines starting with "id:". Its "board:" rows are a
// fragment of the full board, placed by the edge glyphs it shows:
//  1. A side of the fragment is a board edge when its first visible box glyph draws that
//     edge (┌┬┐ for the top row, ┌├└ for the left column, ...). Stones and labels hide
//     glyphs; a side showing none is open.
//  2. Every visible box glyph must draw exactly the edges its cell lies on (a ┬ in a middle
//     row, or ┼ beside ┬ in the top row, is an error).
//  3. A fragment as long as the board on an axis touches both of its edges; one showing
//     both edges of an axis must be as long as the board.
//  4. Each axis is placed against the edge it shows; with neither edge shown it is centred
//     (rounding down). Placement's open_* flags say which sides continue into the board, so
//     open_left && open_right means the horizontal position was not fixed by the diagram.
#include "kernel/io/diagram.hpp"

#include <algorithm>
#include <set>

#include "kernel/io/diagram_grid.hpp"
#include "kernel/io/diagram_notation.hpp"
#include "kernel/io/diagram_text.hpp"
#include "kernel/io/fragment.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::io {
namespace {

using namespace diagram_detail;

const RawField* find_field(const RawRecord& record, std::string_view key) {
  const RawField* found = nullptr;
  for (const RawField& f : record.fields) {
    if (f.field.key != key) continue;
    if (found)
      throw InputError({f.field.where.file, f.line.number, 1}, "duplicate '" + std::string(key) + ":' (first on line " +
                                                                   std::to_string(found->line.number) + ")");
    found = &f;
  }
  return found;
}

const RawField& required_field(const RawRecord& record, std::string_view key, const std::string& file) {
  if (const RawField* f = find_field(record, key)) return *f;
  const RawField& id = record.fields.front();
  throw InputError({file, id.line.number, 0}, "record '" + id.field.value + "' has no '" + std::string(key) + ":'");
}

SourceLocation value_location(const RawField& f, const std::string& file) {
  return {file, f.line.number, column_at(f.line.text, f.value_offset)};
}

int read_size(const RawField& f, const std::string& file) {
  const std::string& v = f.field.value;
  const bool digits = !v.empty() && v.size() <= 3 && v.find_first_not_of("0123456789") == std::string::npos;
  const int size = digits ? std::stoi(v) : 0;
  if (size < kMinSize || size > kMaxSize)
    throw InputError(value_location(f, file), "size must be a number from " + std::to_string(kMinSize) + " to " +
                                                  std::to_string(kMaxSize) + ", found '" + v + "'");
  return size;
}

// An expectation map (expect_<era>, or text_<era>: what the text as written gives) has a letter
// for every cell of the board diagram: a row cut short or a row too many would leave points
// unasserted and the map reported as met.
bool is_map_key(std::string_view key) {
  return (key.starts_with("expect_") && !key.starts_with("expect_result_") && key != "expect_note") ||
         (key.starts_with("text_") && key != "text_note");
}

void check_map_shapes(const RawRecord& record, const Grid& grid, const std::string& file) {
  for (const RawField& f : record.fields) {
    if (!is_map_key(f.field.key) || f.block.empty()) continue;
    const std::string shape = std::to_string(grid.cols()) + " columns and " + std::to_string(grid.rows()) + " rows";
    if (static_cast<int>(f.block.size()) != grid.rows())
      throw InputError({file, f.line.number, 1}, "the " + f.field.key + " map has " + std::to_string(f.block.size()) +
                                                     " rows; the board diagram has " + shape);
    for (const Line& row : f.block) {
      const auto cells = static_cast<int>(code_points(row.text).size());
      if (cells != grid.cols())
        throw InputError({file, row.number, std::min(cells, grid.cols()) + 1},
                         "this row of the " + f.field.key + " map has " + std::to_string(cells) +
                             " cells; the board diagram has " + shape);
    }
  }
}

// The "fragment:" line ("8 cols x 6 rows; edges: left,top", edges in any order) describes what
// the board diagram shows; a line that says otherwise is refused rather than left to mislead.
std::string without_spaces(std::string_view text) {
  std::string out;
  for (char c : text)
    if (c != ' ') out += c;
  return out;
}

std::set<std::string> edge_names(std::string_view list) {
  std::set<std::string> out;
  for (std::size_t begin = 0; begin <= list.size();) {
    const std::size_t end = std::min(list.find(',', begin), list.size());
    if (end > begin) out.insert(std::string(list.substr(begin, end - begin)));
    begin = end + 1;
  }
  return out;
}

void check_fragment_line(const RawRecord& record, const Grid& grid, const Placement& placement, int size,
                         const std::string& file) {
  const RawField* f = find_field(record, "fragment");
  if (!f) return;
  std::set<std::string> edges;
  if (placement.y0 + placement.rows == size) edges.insert("bottom");
  if (placement.x0 == 0) edges.insert("left");
  if (placement.x0 + placement.cols == size) edges.insert("right");
  if (placement.y0 == 0) edges.insert("top");
  const std::string shape = std::to_string(grid.cols()) + "colsx" + std::to_string(grid.rows()) + "rows";
  const std::string given = without_spaces(f->field.value);
  const auto semicolon = given.find(";edges:");
  if (given.substr(0, semicolon) == shape && semicolon != std::string::npos &&
      edge_names(std::string_view(given).substr(semicolon + 7)) == edges)
    return;
  std::string shown;
  for (const std::string& e : edges) shown += (shown.empty() ? "" : ",") + e;
  throw InputError(value_location(*f, file), "the fragment line says '" + f->field.value +
                                                 "', but the board diagram shows " + std::to_string(grid.cols()) +
                                                 " cols x " + std::to_string(grid.rows()) + " rows; edges: " + shown);
}

Board place_stones(const Grid& grid, const Placement& placement, int size) {
  Board board(size);
  for (int row = 1; row <= grid.rows(); ++row)
    for (int col = 1; col <= grid.cols(); ++col)
      if (const Color stone = grid.at(col, row).stone; is_stone(stone))
        board.set_stone(board.point(placement.x0 + col - 1, placement.y0 + row - 1), stone);
  return board;
}

// Diagrams show positions that can exist: every string keeps a liberty.
void check_liberties(const Board& board, const Grid& grid, const Placement& placement) {
  const Point p = board.first_chain_without_liberty();
  if (p == kNoPoint) return;
  const Coord c = board.coord(p);
  throw InputError(grid.where(c.x - placement.x0 + 1, c.y - placement.y0 + 1),
                   "this " + std::string(color_name(board.at(p))) + " string of " +
                       std::to_string(board.chain_size(p)) + " stone(s) has no liberty");
}

std::vector<Label> read_labels(const PlacedFragment& fragment) {
  std::vector<Label> labels;
  for (int row = 1; row <= fragment.grid.rows(); ++row)
    for (int col = 1; col <= fragment.grid.cols(); ++col)
      if (const auto& text = fragment.grid.at(col, row).label; !text.empty())
        labels.push_back({fragment.point(col, row), text});
  return labels;
}

// The strings with a stone on a cell of an open side: the rest of the board settles them.
// What the diagram does not settle. The sea is every empty point joined, through empty
// points, to the board beyond the fragment. A sea point next to stones of both colours is
// contested: the local fight may use it (a loose net, 参考図8). The open area is the board
// beyond the fragment plus the uncontested sea; nothing there is played or judged. The frame
// is every string on an open side or next to the open area: walls joined to the surrounding
// position, taken as settled.
std::vector<Sequence> read_sequences(const RawRecord& record, const std::string& file, const PlacedFragment& fragment) {
  std::vector<Sequence> out;
  for (const RawField& f : record.fields) {
    if (f.field.key != "sequence") continue;
    if (!f.field.value.empty()) out.push_back(read_sequence(f.line, f.value_offset, file, fragment));
    for (const Line& line : f.block) out.push_back(read_sequence(line, 0, file, fragment));
  }
  return out;
}

std::vector<Mark> read_all_marks(const RawRecord& record, const std::string& file, const PlacedFragment& fragment) {
  std::vector<Mark> out;
  for (const RawField& f : record.fields)
    if (f.field.key == "marks")
      for (Mark& m : read_marks(f, file, fragment)) out.push_back(std::move(m));
  return out;
}

Document read_record(const RawRecord& record, const std::string& file) {
  Document doc;
  doc.format = SourceFormat::diagram;
  doc.file = file;
  const RawField& id = required_field(record, "id", file);
  if (id.field.value.empty()) throw InputError(value_location(id, file), "the record id is empty");
  doc.id = id.field.value;
  if (const RawField* title = find_field(record, "title")) doc.title = title->field.value;
  const int size = read_size(required_field(record, "size", file), file);
  const Grid grid = read_grid(required_field(record, "board", file), file);
  const Placement placement = place_grid(grid, size);
  check_fragment_line(record, grid, placement, size, file);
  check_map_shapes(record, grid, file);
  const Board board = place_stones(grid, placement, size);
  check_liberties(board, grid, placement);
  const PlacedFragment fragment{grid, placement, board};
  doc.position = Position(board);
  // Without a to_move line nobody is to move, as at the stop of play.
  const RawField* to_move = find_field(record, "to_move");
  doc.position.set_to_move(to_move ? read_to_move(*to_move, file) : Color::empty);
  const FragmentSurroundings around = fragment_surroundings(board, placement);
  doc.position.set_frame(around.frame);
  doc.position.set_open_area(around.open_area);
  doc.labels = read_labels(fragment);
  doc.marks = read_all_marks(record, file, fragment);
  doc.sequences = read_sequences(record, file, fragment);
  doc.fragment = placement;
  for (const RawField& f : record.fields) doc.fields.push_back(f.field);
  return doc;
}

std::string describe_point(const Document& doc, Point p) {
  const Board& b = doc.position.board();
  if (!doc.fragment) return gtp_vertex(b, p);
  const Coord c = b.coord(p);
  return "(" + std::to_string(c.x - doc.fragment->x0 + 1) + "," + std::to_string(c.y - doc.fragment->y0 + 1) + ")";
}

std::string refusal(PlayCheck check) {
  switch (check) {
    case PlayCheck::occupied: return "the point is occupied";
    case PlayCheck::suicide: return "the play would be suicide";
    case PlayCheck::ko_retake: return "it retakes the ko at once (a pass or another play must come first)";
    case PlayCheck::off_board: return "the point is off the board";
    default: return "the board refuses it";
  }
}

std::string stones(int n) { return std::to_string(n) + (n == 1 ? " stone" : " stones"); }

}  // namespace

std::vector<Document> read_diagram_corpus(std::string_view text, const std::string& file) {
  std::vector<Document> docs;
  std::set<std::string> ids;
  for (const RawRecord& record : split_records(text, file)) {
    docs.push_back(read_record(record, file));
    if (!ids.insert(docs.back().id).second)
      throw InputError(record.fields.front().field.where, "duplicate record id '" + docs.back().id + "'");
  }
  return docs;
}

Position replay_sequence(const Document& doc, const Sequence& seq) {
  Position position = doc.position;
  for (const SequenceMove& step : seq.moves) {
    const std::string name = std::string(1, color_letter(step.move.color)) + std::to_string(step.number);
    const int before = position.board().captures_by(step.move.color);
    const PlayCheck check = position.play(step.move);
    if (check != PlayCheck::legal)
      throw InputError(seq.where, "move " + name + " at " + describe_point(doc, step.move.point) + ": " + refusal(check));
    const int captured = position.board().captures_by(step.move.color) - before;
    if (step.captured >= 0 && captured != step.captured)
      throw InputError(seq.where, "move " + name + " captured " + stones(captured) + ", record says " +
                                      std::to_string(step.captured));
  }
  return position;
}

}  // namespace kiyaku::io
