#include "kernel/io/error.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace kiyaku::io {

std::string format_location(const SourceLocation& where) {
  std::string out = where.file.empty() ? "<input>" : where.file;
  if (where.line > 0) out += ":" + std::to_string(where.line);
  if (where.line > 0 && where.column > 0) out += ":" + std::to_string(where.column);
  return out;
}

// C stdio rather than a stream: a stream reads a directory, or stops at an I/O error, as if the
// file ended there, while ferror() tells them apart from the end of a file.
std::string read_text_file(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) throw InputError({path, 0, 0}, "is a directory, not a file");
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"), std::fclose);
  if (!file) throw InputError({path, 0, 0}, std::string("cannot open file: ") + std::strerror(errno));
  std::string text;
  char buffer[1 << 16];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, file.get())) > 0;) text.append(buffer, n);
  if (std::ferror(file.get())) throw InputError({path, 0, 0}, std::string("cannot read file: ") + std::strerror(errno));
  return text;
}

}  // namespace kiyaku::io
