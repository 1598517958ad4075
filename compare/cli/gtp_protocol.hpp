// GTP version 2 at the level of lines: a command line read into an id, a name and arguments
// (GTP 2 section 2.5's preprocessing), and a reply written as `=id text` or `?id text` followed
// by the empty line that ends it. No engine state: kiyaku gtp (gtp_cmd.cpp) and the tests use it.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/types.hpp"

namespace kiyaku::gtp {

struct Command {
  std::string id;    // the digits the controller put before the name; empty if none
  std::string name;  // empty when the line held an id alone
  std::vector<std::string> args;
};

// Control characters other than tab and line feed (a CR of CRLF among them) are dropped, tabs
// become spaces, `#` starts a comment to the end of the line. A line left empty or blank is no
// command (nullopt): GTP ignores it.
std::optional<Command> parse_command(std::string_view line);

struct Reply {
  bool ok = true;
  std::string text;  // may hold several lines; an empty line inside is removed (it would end the reply)
};

inline Reply success(std::string text = {}) { return {true, std::move(text)}; }
inline Reply failure(std::string text) { return {false, std::move(text)}; }

// "=7 text\n\n" or "?7 text\n\n"; "=\n\n" for an empty success without id.
std::string format_reply(const std::string& id, const Reply& reply);

// GTP colours: "b", "black", "w", "white", in any case.
std::optional<Color> parse_color(std::string_view text);

}  // namespace kiyaku::gtp
