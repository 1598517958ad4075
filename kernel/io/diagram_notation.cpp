#include "kernel/io/diagram_notation.hpp"

namespace kiyaku::io::diagram_detail {
namespace {

std::string cell_text(int col, int row) { return "(" + std::to_string(col) + "," + std::to_string(row) + ")"; }

struct CellRef {
  int col = 0, row = 0;
};

int require_number(Cursor& c, const std::string& what) {
  c.skip_spaces();
  const auto n = c.number();
  if (!n) c.fail("expected " + what);
  c.skip_spaces();
  return *n;
}

// "(col,row)", a cell of the fragment.
CellRef read_cell_ref(Cursor& c, const PlacedFragment& fragment) {
  const std::size_t start = c.offset();
  if (!c.eat('(')) c.fail("expected '(' starting a (column,row) pair");
  const int col = require_number(c, "a column number");
  if (!c.eat(',')) c.fail("expected ',' between column and row");
  const int row = require_number(c, "a row number");
  if (!c.eat(')')) c.fail("expected ')' closing the (column,row) pair");
  if (!fragment.contains(col, row))
    c.fail_at(start, cell_text(col, row) + " is outside the " + std::to_string(fragment.grid.cols()) + " x " +
                         std::to_string(fragment.grid.rows()) + " fragment");
  return {col, row};
}

Color read_color_letter(Cursor& c) {
  if (c.eat('B')) return Color::black;
  if (c.eat('W')) return Color::white;
  c.fail("a move starts with B or W");
}

// <B|W><n>@(<col>,<row>)[x<k>] | <B|W><n> pass
SequenceMove read_move(Cursor& c, const PlacedFragment& fragment) {
  SequenceMove m;
  m.move.color = read_color_letter(c);
  const std::size_t number_at = c.offset();
  const auto number = c.number();
  if (!number) c.fail("expected the move number after the colour letter");
  if (*number < 1) c.fail_at(number_at, "move numbers start at 1");
  // The bound the JSON position reader holds a move number to (kMaxCount), for the round trip.
  if (*number > kMaxCount) c.fail_at(number_at, "a move number is at most " + std::to_string(kMaxCount));
  m.number = *number;
  if (c.eat('@')) {
    const CellRef cell = read_cell_ref(c, fragment);
    m.move.point = fragment.point(cell.col, cell.row);
    if (c.eat('x')) {
      const std::size_t captured_at = c.offset();
      const auto captured = c.number();
      if (!captured) c.fail("expected the number of captured stones after 'x'");
      // The bound the JSON position reader holds a move's captures to, so that a record read here
      // is written and read back as JSON.
      if (*captured > kMaxPoints)
        c.fail_at(captured_at, "a move captures at most " + std::to_string(kMaxPoints) + " stones");
      m.captured = *captured;
    }
    return m;
  }
  const std::size_t gap = c.offset();
  c.skip_spaces();
  if (c.offset() == gap || !c.eat("pass")) c.fail_at(gap, "expected '@(column,row)' or ' pass' after the move number");
  m.move.point = kNoPoint;
  return m;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// "□ on white stone (1,2)"
Mark read_mark(Cursor& c, const PlacedFragment& fragment) {
  const std::size_t start = c.offset();
  const std::string_view glyph = c.code_point();
  if (glyph.empty() || glyph == " " || glyph == ";") c.fail_at(start, "expected a mark glyph");
  c.skip_spaces();
  const auto expect_word = [&](std::string_view word) {
    if (!c.eat(word)) c.fail("expected '" + std::string(word) + "' (a mark reads '△ on white stone (col,row)')");
    c.skip_spaces();
  };
  expect_word("on");
  const Color color = c.eat("black") ? Color::black : c.eat("white") ? Color::white : Color::empty;
  if (color == Color::empty) c.fail("expected 'black' or 'white'");
  c.skip_spaces();
  expect_word("stone");
  const CellRef cell = read_cell_ref(c, fragment);
  const Color there = fragment.grid.at(cell.col, cell.row).stone;
  if (there != color)
    c.fail_at(start,
              "mark " + std::string(glyph) + " is on " + cell_text(cell.col, cell.row) + ", which holds " +
                  (there == Color::empty ? std::string("no stone") : "a " + std::string(color_name(there)) + " stone") +
                  ", not a " + std::string(color_name(color)) + " one");
  return {fragment.point(cell.col, cell.row), std::string(glyph)};
}

}  // namespace

Sequence read_sequence(const Line& line, std::size_t offset, const std::string& file, const PlacedFragment& fragment) {
  Cursor c(line, offset, file);
  c.skip_spaces();
  const std::size_t label_at = c.offset();
  std::size_t colon = line.text.find(": ", label_at);
  if (colon == std::string_view::npos) c.fail("a sequence line reads '<label>: <move>, <move>, ...'");
  Sequence seq;
  seq.label = std::string(trim(line.text.substr(label_at, colon - label_at)));
  if (seq.label.empty()) c.fail("the sequence has no label before ':'");
  seq.where = c.where(label_at);
  Cursor moves(line, colon + 1, file);
  do {
    moves.skip_spaces();
    seq.moves.push_back(read_move(moves, fragment));
    moves.skip_spaces();
  } while (moves.eat(','));
  if (!moves.at_end()) moves.fail("expected ',' or the end of the line after a move");
  return seq;
}

std::vector<Mark> read_marks(const RawField& field, const std::string& file, const PlacedFragment& fragment) {
  std::vector<Mark> marks;
  const auto read_list = [&](const Line& line, std::size_t offset) {
    Cursor c(line, offset, file);
    do {
      c.skip_spaces();
      marks.push_back(read_mark(c, fragment));
      c.skip_spaces();
    } while (c.eat(';'));
    if (!c.at_end()) c.fail("expected ';' or the end of the line after a mark");
  };
  if (!field.field.value.empty()) read_list(field.line, field.value_offset);
  for (const Line& line : field.block) read_list(line, 0);
  return marks;
}

Color read_to_move(const RawField& field, const std::string& file) {
  const std::string_view value = field.line.text.substr(field.value_offset);
  std::size_t end = 0;
  while (end < value.size() && value[end] >= 'a' && value[end] <= 'z') ++end;
  const std::string_view word = value.substr(0, end);
  if (word == "none") return Color::empty;
  if (word == "black") return Color::black;
  if (word == "white") return Color::white;
  throw InputError({file, field.line.number, column_at(field.line.text, field.value_offset)},
                   "to_move must start with 'none', 'black' or 'white'");
}

}  // namespace kiyaku::io::diagram_detail
