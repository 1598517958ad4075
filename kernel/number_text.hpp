// How every layer writes a number in words and reports: the shortest text that reads back as the
// same double ("6.5", "3", "-0.5"), so komi, scores and margins print the same everywhere.
#pragma once
#include <charconv>
#include <string>

namespace kiyaku {

inline std::string number_text(double value) {
  char buffer[32];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, written.ptr);
}

}  // namespace kiyaku
