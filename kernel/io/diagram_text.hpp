// Internal to the diagram reader: the text layer. Splits a corpus file into records of
// "key: value" fields (with their block lines), checks UTF-8, and counts columns in code
// points. Knows nothing about boards.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kernel/io/document.hpp"
#include "kernel/io/error.hpp"

namespace kiyaku::io::diagram_detail {

// One line of the source, trailing whitespace (and a CR) removed. The view points into the
// text given to read_diagram_corpus, which outlives the parse.
struct Line {
  std::string_view text;
  int number = 0;  // 1-based
};

struct RawField {
  Field field;
  Line line;                 // the "key: value" line itself
  std::size_t value_offset;  // byte offset of the value in line.text
  std::vector<Line> block;   // the lines of field.block, with their line numbers
};

struct RawRecord {
  std::vector<RawField> fields;  // in file order; the first is always "id"
};

std::vector<RawRecord> split_records(std::string_view text, const std::string& file);

// 1-based column, in code points, of the byte at `offset` of a valid UTF-8 line.
int column_at(std::string_view line, std::size_t offset);

// The code points of a valid UTF-8 string, each as a view of its bytes.
std::vector<std::string_view> code_points(std::string_view text);

// Reads tokens off one line and throws InputError pointing at the current character.
class Cursor {
 public:
  Cursor(const Line& line, std::size_t offset, std::string file) : line_(line), pos_(offset), file_(std::move(file)) {}

  bool at_end() const { return pos_ >= line_.text.size(); }
  char peek() const { return at_end() ? '\0' : line_.text[pos_]; }
  std::size_t offset() const { return pos_; }
  void skip_spaces();
  bool eat(char c);
  bool eat(std::string_view word);
  // A run of ASCII digits read as a non-negative int; nullopt (nothing consumed) if none.
  std::optional<int> number();
  // The next code point, consumed ("" at the end of the line).
  std::string_view code_point();
  std::string_view rest() const { return line_.text.substr(pos_); }

  SourceLocation here() const { return where(pos_); }
  SourceLocation where(std::size_t offset) const;
  [[noreturn]] void fail(const std::string& message) const { fail_at(pos_, message); }
  [[noreturn]] void fail_at(std::size_t offset, const std::string& message) const;

 private:
  Line line_;
  std::size_t pos_;
  std::string file_;
};

}  // namespace kiyaku::io::diagram_detail
