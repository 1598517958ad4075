#include "kernel/io/json_text.hpp"

#include <algorithm>
#include <optional>
#include <set>

#include "kernel/io/utf8.hpp"

namespace kiyaku::io {

// Line and column of ascending byte offsets, each found by scanning on from the last one, so
// that a whole text's worth of locations costs one pass. Outside the anonymous namespace: it is
// a member of JsonPlaces::Scanner, a class the header declares.
class LineCounter {
 public:
  explicit LineCounter(std::string_view text) : text_(text) {}

  std::pair<int, int> at(std::size_t offset) {
    offset = std::min(offset, text_.size());
    for (; pos_ < offset; ++pos_) {
      if (text_[pos_] == '\n') {
        ++line_;
        column_ = 1;
      } else if (!is_utf8_continuation(text_[pos_])) {
        ++column_;
      }
    }
    return {line_, column_};
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1, column_ = 1;
};

namespace {

// nlohmann's message without its "[json.exception.NAME.N] " tag, its "parse error at line L,
// column C: " (it counts bytes, we count characters) and the raw "last read" bytes.
std::string error_message(std::string message) {
  if (message.starts_with("[json.exception.")) {
    if (const auto close = message.find("] "); close != std::string::npos) message.erase(0, close + 2);
  }
  if (message.starts_with("parse error")) {
    if (const auto colon = message.find(": "); colon != std::string::npos) message.erase(0, colon + 2);
  }
  if (const auto last = message.find("; last read: "); last != std::string::npos) {
    const auto expected = message.find("'; expected", last);
    message = message.substr(0, last) + (expected == std::string::npos ? "" : message.substr(expected + 1));
  }
  return "invalid JSON: " + message;
}

// nlohmann's DOM builder, keeping where and why parsing failed instead of throwing without a
// position (a number too large for a double is an out_of_range exception that carries none).
template <class Json>
class LocatingSax {
 public:
  struct Failure {
    std::size_t offset;  // 0-based byte the complaint is about
    std::string message;
  };

  explicit LocatingSax(Json& result) : dom_(result, false) {}

  bool null() { return dom_.null(); }
  bool boolean(bool b) { return dom_.boolean(b); }
  bool number_integer(typename Json::number_integer_t n) { return dom_.number_integer(n); }
  bool number_unsigned(typename Json::number_unsigned_t n) { return dom_.number_unsigned(n); }
  bool number_float(typename Json::number_float_t x, const typename Json::string_t& s) {
    return dom_.number_float(x, s);
  }
  bool string(typename Json::string_t& s) { return dom_.string(s); }
  bool binary(typename Json::binary_t& b) { return dom_.binary(b); }
  bool start_object(std::size_t n) { return dom_.start_object(n); }
  bool key(typename Json::string_t& k) { return dom_.key(k); }
  bool end_object() { return dom_.end_object(); }
  bool start_array(std::size_t n) { return dom_.start_array(n); }
  bool end_array() { return dom_.end_array(); }

  // `position` counts the bytes read, the failing token included: a syntax error is located at
  // the last byte read, a number out of range at its first digit.
  template <class Exception>
  bool parse_error(std::size_t position, const std::string& last_token, const Exception& ex) {
    constexpr int kNumberOverflow = 406;  // nlohmann's out_of_range.406
    const std::size_t back = ex.id == kNumberOverflow ? last_token.size() : 1;
    failure_ = Failure{position > back ? position - back : 0, error_message(ex.what())};
    return false;
  }

  const std::optional<Failure>& failure() const { return failure_; }

 private:
  nlohmann::detail::json_sax_dom_parser<Json> dom_;
  std::optional<Failure> failure_;
};

}  // namespace

std::string json_pointer_token(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

SourceLocation location_of_offset(std::string_view text, const std::string& file, std::size_t offset) {
  const auto [line, column] = LineCounter(text).at(offset);
  return {file, line, column};
}

template <class Json>
Json parse_json_text(std::string_view text, const std::string& file) {
  Json result;
  LocatingSax<Json> sax(result);
  Json::sax_parse(text.begin(), text.end(), &sax);
  if (const auto& failure = sax.failure())
    throw InputError(location_of_offset(text, file, failure->offset), failure->message);
  return result;
}

template nlohmann::json parse_json_text<nlohmann::json>(std::string_view, const std::string&);
template nlohmann::ordered_json parse_json_text<nlohmann::ordered_json>(std::string_view, const std::string&);

// Walks a text nlohmann has already accepted, so it checks only what nlohmann does not.
class JsonPlaces::Scanner {
 public:
  Scanner(std::string_view text, JsonPlaces& places) : text_(text), lines_(text), places_(places) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // nlohmann skips a UTF-8 BOM too
    scan_value("", 0);
  }

 private:
  static constexpr int kMaxDepth = 64;

  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skip_space() {
    while (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r') ++pos_;
  }
  [[noreturn]] void fail(std::size_t offset, const std::string& message) {
    const auto [line, column] = lines_.at(offset);
    throw InputError({places_.file_, line, column}, message);
  }

  void scan_value(const std::string& pointer, int depth) {
    skip_space();
    if (depth > kMaxDepth) fail(pos_, "JSON nested more than 64 levels deep");
    places_.values_[pointer] = lines_.at(pos_);
    switch (peek()) {
      case '{': scan_object(pointer, depth + 1); break;
      case '[': scan_array(pointer, depth + 1); break;
      case '"': scan_string(); break;
      default: scan_scalar(); break;
    }
  }

  void scan_object(const std::string& pointer, int depth) {
    ++pos_;
    skip_space();
    if (peek() == '}') {
      ++pos_;
      return;
    }
    std::set<std::string> seen;
    for (;;) {
      skip_space();
      const std::size_t key_at = pos_;
      const std::string name = nlohmann::json::parse(scan_string()).get<std::string>();
      if (!seen.insert(name).second) fail(key_at, "duplicate key \"" + name + "\"");
      const std::string member = pointer + "/" + json_pointer_token(name);
      places_.keys_[member] = lines_.at(key_at);
      skip_space();
      ++pos_;  // ':'
      scan_value(member, depth);
      skip_space();
      if (text_[pos_++] == '}') return;  // else ','
    }
  }

  void scan_array(const std::string& pointer, int depth) {
    ++pos_;
    skip_space();
    if (peek() == ']') {
      ++pos_;
      return;
    }
    for (int index = 0;; ++index) {
      scan_value(pointer + "/" + std::to_string(index), depth);
      skip_space();
      if (text_[pos_++] == ']') return;  // else ','
    }
  }

  std::string_view scan_string() {
    const std::size_t begin = pos_++;
    while (peek() != '"') pos_ += peek() == '\\' ? 2 : 1;
    ++pos_;
    return text_.substr(begin, pos_ - begin);
  }

  void scan_scalar() {
    while (pos_ < text_.size() && std::string_view(",]} \t\r\n").find(peek()) == std::string_view::npos) ++pos_;
  }

  std::string_view text_;
  LineCounter lines_;
  JsonPlaces& places_;
  std::size_t pos_ = 0;
};

JsonPlaces::JsonPlaces(std::string_view text, const std::string& file) : file_(file) { Scanner(text, *this); }

SourceLocation JsonPlaces::value(std::string pointer) const {
  for (;;) {
    if (auto it = values_.find(pointer); it != values_.end()) return {file_, it->second.first, it->second.second};
    if (pointer.empty()) return {file_, 1, 1};
    pointer.resize(pointer.rfind('/'));
  }
}

SourceLocation JsonPlaces::key(const std::string& pointer) const {
  const auto it = keys_.find(pointer);
  return it == keys_.end() ? value(pointer) : SourceLocation{file_, it->second.first, it->second.second};
}

}  // namespace kiyaku::io
