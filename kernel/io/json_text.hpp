// JSON texts at the input edge, shared by the JSON position reader, the variant reader and the
// NDJSON lines of `kiyaku batch --stdin`: parsing that locates every complaint (a syntax error,
// a number too large for a double) at its line and column, and where each value and key of an
// accepted text starts. Locations cost one pass over the text, however many are asked for.
#pragma once
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "kernel/io/error.hpp"

namespace kiyaku::io {

// 1-based line and column (in code points) of a byte offset; offsets past the end point just
// after the last character. One scan from the start: for a single complaint.
SourceLocation location_of_offset(std::string_view text, const std::string& file, std::size_t offset);

// Parses a JSON text; every failure is an InputError at the character that caused it, with a
// message starting "invalid JSON: ". Defined for nlohmann::json and nlohmann::ordered_json.
template <class Json>
Json parse_json_text(std::string_view text, const std::string& file);

// A key as a JSON pointer token: '~' and '/' escaped.
std::string json_pointer_token(std::string_view key);

// Where each value and each object key of a JSON text starts, by JSON pointer ("/a/0/b"), for
// a text parse_json_text has accepted. Refuses what nlohmann would silently resolve (a repeated
// key keeps only the last) and nesting deeper than 64 levels.
class JsonPlaces {
 public:
  JsonPlaces(std::string_view text, const std::string& file);

  // The value at `pointer`, or the nearest enclosing value that exists (a missing key: its object).
  SourceLocation value(std::string pointer) const;
  // The key of an object member; for an array element, the element itself.
  SourceLocation key(const std::string& pointer) const;

 private:
  using LineColumn = std::pair<int, int>;
  class Scanner;

  std::string file_;
  std::map<std::string, LineColumn> values_;
  std::map<std::string, LineColumn> keys_;
};

}  // namespace kiyaku::io
