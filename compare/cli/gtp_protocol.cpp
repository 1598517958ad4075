#include "compare/cli/gtp_protocol.hpp"

#include <algorithm>
#include <cctype>

namespace kiyaku::gtp {
namespace {

std::string preprocess(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (char ch : line) {
    if (ch == '#') break;
    const auto byte = static_cast<unsigned char>(ch);
    if (ch == '\t')
      out += ' ';
    else if (byte >= 32 && byte != 127)
      out += ch;  // control characters are dropped; UTF-8 bytes stay
  }
  return out;
}

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::size_t begin = 0;
  while ((begin = text.find_first_not_of(' ', begin)) != std::string::npos) {
    const std::size_t end = std::min(text.find(' ', begin), text.size());
    words.push_back(text.substr(begin, end - begin));
    begin = end;
  }
  return words;
}

bool all_digits(const std::string& word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A reply's text without the empty lines that would end it early; the first line may be empty
// (a multi-line reply such as showboard starts on the line after the `=`).
std::string without_empty_lines(const std::string& text) {
  std::string out;
  std::size_t begin = 0;
  bool first = true;
  while (begin <= text.size()) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    const std::string line = text.substr(begin, end - begin);
    if (first || line.find_first_not_of(' ') != std::string::npos) out += (first ? "" : "\n") + line;
    first = false;
    begin = end + 1;
  }
  return out;
}

}  // namespace

std::optional<Command> parse_command(std::string_view line) {
  std::vector<std::string> words = split_words(preprocess(line));
  if (words.empty()) return std::nullopt;
  Command command;
  auto word = words.begin();
  if (all_digits(*word)) command.id = *word++;
  if (word != words.end()) command.name = *word++;
  command.args.assign(word, words.end());
  return command;
}

std::string format_reply(const std::string& id, const Reply& reply) {
  std::string text = without_empty_lines(reply.text);
  std::string out = (reply.ok ? "=" : "?") + id;
  if (!text.empty()) out += " " + text;
  return out + "\n\n";
}

std::optional<Color> parse_color(std::string_view text) {
  const std::string word = lower(text);
  if (word == "b" || word == "black") return Color::black;
  if (word == "w" || word == "white") return Color::white;
  return std::nullopt;
}

}  // namespace kiyaku::gtp
