// Errors at the input edge: a value with a message and where it happened. Readers throw
// InputError; the CLI prints "file:line:column: error: message" and exits non-zero.
#pragma once
#include <stdexcept>
#include <string>

namespace kiyaku::io {

struct SourceLocation {
  std::string file;
  int line = 0;    // 1-based; 0 = the file as a whole
  int column = 0;  // 1-based, in characters (UTF-8 code points); 0 = the line as a whole
};

std::string format_location(const SourceLocation& where);

class InputError : public std::runtime_error {
 public:
  InputError(SourceLocation where, const std::string& message)
      : std::runtime_error(format_location(where) + ": error: " + message), where_(std::move(where)), message_(message) {}
  const SourceLocation& where() const noexcept { return where_; }
  const std::string& message() const noexcept { return message_; }

 private:
  SourceLocation where_;
  std::string message_;
};

// Reads a whole file as bytes; InputError (line 0) if it cannot be opened. Encoding is the
// reader's business (SGF may be Latin-1; the diagram reader checks UTF-8 itself).
std::string read_text_file(const std::string& path);

}  // namespace kiyaku::io
