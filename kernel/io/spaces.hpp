// Spaces around a value: what the SGF reader and the RE[] reader both strip.
#pragma once
#include <string_view>

namespace kiyaku::io {

// `s` without the spaces, tabs and line ends at either end.
inline std::string_view trim_spaces(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace kiyaku::io
