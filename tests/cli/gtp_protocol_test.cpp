// GTP version 2 lines: what a controller sends, read into commands; what kiyaku answers, written
// as replies. No process: compare/cli/gtp_protocol is pure.
#include <catch2/catch.hpp>

#include "compare/cli/gtp_protocol.hpp"

using kiyaku::Color;
using namespace kiyaku::gtp;

TEST_CASE("gtp: a command line gives its id, name and arguments", "[gtp]") {
  const auto c = parse_command("12 play black D4");
  REQUIRE(c);
  CHECK(c->id == "12");
  CHECK(c->name == "play");
  CHECK(c->args == std::vector<std::string>{"black", "D4"});

  const auto bare = parse_command("final_score");
  REQUIRE(bare);
  CHECK(bare->id.empty());
  CHECK(bare->name == "final_score");
  CHECK(bare->args.empty());
}

TEST_CASE("gtp: CR, tabs, other control characters and comments are preprocessed away", "[gtp]") {
  const auto crlf = parse_command("3 komi 6.5\r");
  REQUIRE(crlf);
  CHECK(crlf->args == std::vector<std::string>{"6.5"});

  const auto tabs = parse_command("play\tw\t\tpass  # a comment");
  REQUIRE(tabs);
  CHECK(tabs->name == "play");
  CHECK(tabs->args == std::vector<std::string>{"w", "pass"});

  const auto control = parse_command("na\x01me\x7f");
  REQUIRE(control);
  CHECK(control->name == "name");
}

TEST_CASE("gtp: empty, blank and comment-only lines are no command", "[gtp]") {
  CHECK_FALSE(parse_command(""));
  CHECK_FALSE(parse_command("\r"));
  CHECK_FALSE(parse_command(" \t "));
  CHECK_FALSE(parse_command("# boardsize 9"));
  const auto id_only = parse_command("5");
  REQUIRE(id_only);
  CHECK(id_only->id == "5");
  CHECK(id_only->name.empty());
}

TEST_CASE("gtp: a word of digits after the name is an argument, not an id", "[gtp]") {
  const auto c = parse_command("boardsize 19");
  REQUIRE(c);
  CHECK(c->id.empty());
  CHECK(c->args == std::vector<std::string>{"19"});
}

TEST_CASE("gtp: replies echo the id and end with an empty line", "[gtp]") {
  CHECK(format_reply("1", success("2")) == "=1 2\n\n");
  CHECK(format_reply("", success()) == "=\n\n");
  CHECK(format_reply("", failure("unknown command")) == "? unknown command\n\n");
  CHECK(format_reply("42", failure("illegal move")) == "?42 illegal move\n\n");
}

TEST_CASE("gtp: a reply holds no empty line before its end", "[gtp]") {
  CHECK(format_reply("", success("a\n\nb\n  \nc\n\n")) == "= a\nb\nc\n\n");
  // A multi-line reply may start on the line after the '='.
  CHECK(format_reply("7", success("\n  A B\n2 . .\n")) == "=7 \n  A B\n2 . .\n\n");
}

TEST_CASE("gtp: colours in any case, long or short", "[gtp]") {
  CHECK(parse_color("b") == Color::black);
  CHECK(parse_color("BLACK") == Color::black);
  CHECK(parse_color("W") == Color::white);
  CHECK(parse_color("White") == Color::white);
  CHECK_FALSE(parse_color("x"));
  CHECK_FALSE(parse_color("blue"));
}
