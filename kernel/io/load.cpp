#include "kernel/io/load.hpp"

#include <algorithm>
#include <optional>

#include "kernel/io/diagram.hpp"
#include "kernel/io/json_position.hpp"

namespace kiyaku::io {
namespace {

std::optional<SourceFormat> format_by_first_character(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return std::nullopt;
  if (text[first] == '(') return SourceFormat::sgf;
  if (text[first] == '{') return SourceFormat::json;
  return std::nullopt;
}

// A rule-book corpus is a series of records, each opening with an "id:" line.
bool has_record_line(std::string_view text) {
  for (std::size_t begin = 0; begin < text.size();) {
    const auto end = std::min(text.find('\n', begin), text.size());
    if (text.substr(begin, end - begin).starts_with("id:")) return true;
    begin = end + 1;
  }
  return false;
}

std::optional<SourceFormat> format_by_extension(const std::string& path) {
  const auto dot = path.rfind('.');
  const auto slash = path.find_last_of("/\\");
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return std::nullopt;
  std::string ext = path.substr(dot + 1);
  for (char& c : ext) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (ext == "sgf") return SourceFormat::sgf;
  if (ext == "json") return SourceFormat::json;
  return std::nullopt;
}

// Old Mac files end lines with a lone CR. Every reader counts "\n" as the line end (SGF also
// takes a lone CR), so a lone CR becomes "\n": the same byte count, so the same columns.
std::string with_lf_line_ends(std::string text) {
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) text[i] = '\n';
  return text;
}

}  // namespace

// Content decides. When it looks like two formats (an SGF comment line starting "id:", a
// corpus whose first line starts with '('), the extension breaks the tie; when the content
// says nothing, the extension names the reader, so that reader explains what is wrong.
SourceFormat detect_format(const std::string& path, std::string_view text) {
  const auto by_character = format_by_first_character(text);
  const bool has_records = has_record_line(text);
  const auto by_extension = format_by_extension(path);
  if (by_character && has_records) return by_extension == by_character ? *by_character : SourceFormat::diagram;
  if (by_character) return *by_character;
  if (has_records) return SourceFormat::diagram;
  if (by_extension) return *by_extension;
  throw InputError({path, 0, 0},
                   "cannot tell the format: expected SGF (starts with '('), a JSON position (starts with '{') "
                   "or a rule-book corpus (records starting with \"id:\")");
}

std::vector<Document> load_documents(const std::string& path, const SgfOptions& sgf) {
  const std::string text = with_lf_line_ends(read_text_file(path));
  switch (detect_format(path, text)) {
    case SourceFormat::sgf: return {read_sgf(text, path, sgf)};
    case SourceFormat::json: return {read_json_position(text, path)};
    case SourceFormat::diagram: return read_diagram_corpus(text, path);
  }
  throw InputError({path, 0, 0}, "unknown format");
}

}  // namespace kiyaku::io
