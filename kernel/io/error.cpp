#include "kernel/io/error.hpp"

#include <fstream>
#include <sstream>

namespace kiyaku::io {

std::string format_location(const SourceLocation& where) {
  std::string out = where.file.empty() ? "<input>" : where.file;
  if (where.line > 0) out += ":" + std::to_string(where.line);
  if (where.line > 0 && where.column > 0) out += ":" + std::to_string(where.column);
  return out;
}

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError({path, 0, 0}, "cannot open file");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw InputError({path, 0, 0}, "cannot read file");
  return text.str();
}

}  // namespace kiyaku::io
