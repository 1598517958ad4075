#include "kernel/io/diagram_text.hpp"

#include <algorithm>
#include <charconv>

#include "kernel/io/utf8.hpp"

namespace kiyaku::io::diagram_detail {
namespace {

void check_utf8(const Line& line, const std::string& file) {
  int column = 1;
  for (std::size_t pos = 0; pos < line.text.size(); ++column) {
    const std::size_t length = utf8_sequence_length(line.text, pos);
    if (length == 0) throw InputError({file, line.number, column}, "invalid UTF-8 byte sequence");
    pos += length;
  }
}

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool is_blank(std::string_view s) { return trim_right(s).empty(); }

bool is_key_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_key_char(char c) { return is_key_start(c) || (c >= '0' && c <= '9') || c == '_'; }

// "key: value" starts at column 1 with an identifier, a colon, then a space or the end.
// Returns the key length, or 0 when the line is not a key line.
std::size_t key_length(std::string_view text) {
  if (text.empty() || !is_key_start(text[0])) return 0;
  std::size_t n = 1;
  while (n < text.size() && is_key_char(text[n])) ++n;
  if (n >= text.size() || text[n] != ':') return 0;
  if (n + 1 < text.size() && text[n + 1] != ' ' && text[n + 1] != '\t') return 0;
  return n;
}

RawField make_field(const Line& line, std::size_t key_len, const std::string& file) {
  std::size_t value = key_len + 1;
  while (value < line.text.size() && (line.text[value] == ' ' || line.text[value] == '\t')) ++value;
  RawField raw{Field{}, line, value, {}};
  raw.field.key = std::string(line.text.substr(0, key_len));
  raw.field.value = std::string(line.text.substr(value));
  raw.field.where = {file, line.number, 1};
  return raw;
}

// Walks the lines and keeps the state of the record being read.
class RecordSplitter {
 public:
  explicit RecordSplitter(const std::string& file) : file_(file) {}

  void add(const Line& line) {
    if (is_blank(line.text)) return end_record();
    if (line.text.front() == '#') return;  // comment, even inside a record
    if (const std::size_t key_len = key_length(line.text)) return add_field(line, key_len);
    add_block_line(line);
  }
  std::vector<RawRecord> take() { return std::move(records_); }

 private:
  void end_record() {
    in_record_ = false;
    block_open_ = false;
  }
  void add_field(const Line& line, std::size_t key_len) {
    if (!in_record_) start_record(line, line.text.substr(0, key_len));
    RawField raw = make_field(line, key_len, file_);
    block_open_ = raw.field.value.empty();
    records_.back().fields.push_back(std::move(raw));
  }
  void start_record(const Line& line, std::string_view key) {
    if (key != "id")
      throw InputError({file_, line.number, 1}, "a record must start with 'id:', found '" + std::string(key) + ":'");
    records_.emplace_back();
    in_record_ = true;
  }
  void add_block_line(const Line& line) {
    if (!in_record_) throw InputError({file_, line.number, 1}, "a record must start with 'id:'");
    if (!block_open_)
      throw InputError({file_, line.number, 1},
                       "line is not 'key: value' and follows no block (a block follows a key with an empty value)");
    RawField& owner = records_.back().fields.back();
    owner.field.block.emplace_back(line.text);
    owner.block.push_back(line);
  }

  const std::string& file_;
  std::vector<RawRecord> records_;
  bool in_record_ = false;
  bool block_open_ = false;
};

}  // namespace

std::vector<RawRecord> split_records(std::string_view text, const std::string& file) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // byte-order mark
  RecordSplitter splitter(file);
  int number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const Line line{trim_right(text.substr(0, end)), ++number};
    check_utf8(line, file);
    splitter.add(line);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  }
  return splitter.take();
}

int column_at(std::string_view line, std::size_t offset) {
  int column = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i)
    if (!is_utf8_continuation(line[i])) ++column;
  return column;
}

std::vector<std::string_view> code_points(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t pos = 0; pos < text.size();) {
    const std::size_t length = std::max<std::size_t>(utf8_sequence_length(text, pos), 1);
    out.push_back(text.substr(pos, length));
    pos += length;
  }
  return out;
}

// --- Cursor -----------------------------------------------------------------

void Cursor::skip_spaces() {
  while (peek() == ' ' || peek() == '\t') ++pos_;
}

bool Cursor::eat(char c) {
  if (at_end() || peek() != c) return false;
  ++pos_;
  return true;
}

bool Cursor::eat(std::string_view word) {
  if (rest().substr(0, word.size()) != word) return false;
  pos_ += word.size();
  return true;
}

std::optional<int> Cursor::number() {
  const std::size_t start = pos_;
  while (peek() >= '0' && peek() <= '9') ++pos_;
  if (pos_ == start) return std::nullopt;
  int value = 0;
  const auto digits = line_.text.substr(start, pos_ - start);
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (error != std::errc{} || end != digits.data() + digits.size()) fail_at(start, "number too large");
  return value;
}

std::string_view Cursor::code_point() {
  if (at_end()) return {};
  const std::size_t length = std::max<std::size_t>(utf8_sequence_length(line_.text, pos_), 1);
  const auto out = line_.text.substr(pos_, length);
  pos_ += length;
  return out;
}

SourceLocation Cursor::where(std::size_t offset) const { return {file_, line_.number, column_at(line_.text, offset)}; }

void Cursor::fail_at(std::size_t offset, const std::string& message) const { throw InputError(where(offset), message); }

}  // namespace kiyaku::io::diagram_detail
