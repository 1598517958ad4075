#include "kernel/io/sgf_parse.hpp"

#include "kernel/io/utf8.hpp"

namespace kiyaku::io::sgf {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_letter(char c) { return is_upper(c) || (c >= 'a' && c <= 'z'); }

// A character for an error message: printable ASCII as itself, anything else by its byte value.
std::string describe_char(char c) {
  if (c >= ' ' && c <= '~') return std::string("'") + c + "'";
  static constexpr char kHex[] = "0123456789ABCDEF";
  const auto byte = static_cast<unsigned char>(c);
  return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 0xF];
}

// Reads the text byte by byte, keeping the 1-based line and the column in code points.
// "\r\n", "\n" and a lone "\r" each end a line.
class Cursor {
 public:
  Cursor(std::string_view text, const std::string& file) : text_(text), file_(file) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a UTF-8 byte order mark is not text
  }

  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }  // only when !at_end()
  bool next_is(char c) const { return !at_end() && peek() == c; }
  SourceLocation location() const { return {file_, line_, column_}; }

  char next() {
    const char c = text_[pos_++];
    if (c == '\n' || (c == '\r' && !next_is('\n'))) {
      ++line_;
      column_ = 1;
    } else if (c != '\r' && !is_utf8_continuation(c)) {
      ++column_;
    }
    return c;
  }

  void skip_spaces() {
    while (!at_end() && is_space(peek())) next();
  }

  [[noreturn]] void fail(const SourceLocation& where, const std::string& message) const {
    throw InputError(where, message);
  }

 private:
  std::string_view text_;
  const std::string& file_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
};

// What the game-tree grammar allows next.
enum class Expect { node, node_or_tree, tree };  // after '(' / after a node / after ')'

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : in_(text, file) {}
  std::vector<Node> collection();

 private:
  void game_tree(bool keep_main_line);
  void node(bool keep);
  Property property();
  Value value(const std::string& id);
  [[noreturn]] void unexpected(Expect expect) const;

  Cursor in_;
  std::vector<Node> main_line_;
};

// Collection = GameTree { GameTree }. Only the first tree is kept.
std::vector<Node> Parser::collection() {
  in_.skip_spaces();
  if (in_.at_end()) in_.fail(in_.location(), "empty file: no SGF game tree");
  for (bool first = true;; first = false) {
    in_.skip_spaces();
    if (in_.at_end()) break;
    if (in_.peek() != '(')
      in_.fail(in_.location(), "expected '(' to start " + std::string(first ? "an SGF game tree" : "another game tree") +
                                   ", found " + describe_char(in_.peek()));
    game_tree(first);
  }
  return std::move(main_line_);
}

// GameTree = "(" Sequence { GameTree } ")", walked with a depth counter rather than recursion
// so that deeply nested input cannot exhaust the stack. Until the first ')' every '(' opens
// the first variation of its branching, so the nodes read before it are the main line.
void Parser::game_tree(bool keep_main_line) {
  const SourceLocation start = in_.location();
  bool keep = keep_main_line;
  int depth = 0;
  Expect expect = Expect::node;
  in_.next();  // '('
  ++depth;
  while (depth > 0) {
    in_.skip_spaces();
    if (in_.at_end())
      in_.fail(in_.location(), "unterminated game tree: the '(' at line " + std::to_string(start.line) + ", column " +
                                   std::to_string(start.column) + " is never closed");
    const char c = in_.peek();
    if (c == ';' && expect != Expect::tree) {
      node(keep);
      expect = Expect::node_or_tree;
    } else if (c == '(' && expect != Expect::node) {
      in_.next();
      ++depth;
      expect = Expect::node;
    } else if (c == ')' && expect != Expect::node) {
      in_.next();
      --depth;
      keep = false;
      expect = Expect::tree;
    } else {
      unexpected(expect);
    }
  }
}

void Parser::unexpected(Expect expect) const {
  const std::string found = describe_char(in_.peek());
  switch (expect) {
    case Expect::node: in_.fail(in_.location(), "expected ';' to start a node, found " + found);
    case Expect::node_or_tree:
      in_.fail(in_.location(), "unexpected " + found + " between nodes (expected ';', '(' or ')')");
    case Expect::tree: in_.fail(in_.location(), "expected '(' or ')' after a variation, found " + found);
  }
  in_.fail(in_.location(), "unexpected " + found);
}

// Node = ";" { Property }
void Parser::node(bool keep) {
  Node n{in_.location(), {}};
  in_.next();  // ';'
  for (;;) {
    in_.skip_spaces();
    if (in_.at_end() || !is_letter(in_.peek())) break;
    Property p = property();
    if (keep) n.properties.push_back(std::move(p));
  }
  if (keep) main_line_.push_back(std::move(n));
}

// Property = PropIdent PropValue { PropValue }. FF[1-3] identifiers may mix in lower-case
// letters ("AddBlack"); only the upper-case ones name the property.
Property Parser::property() {
  Property p{{}, in_.location(), {}};
  std::string spelled;
  while (!in_.at_end() && is_letter(in_.peek())) {
    const char c = in_.next();
    if (is_upper(c)) p.id += c;
    if (spelled.size() < 20) spelled += c;
  }
  if (p.id.empty()) in_.fail(p.where, "property identifier '" + spelled + "' has no upper-case letter");
  in_.skip_spaces();
  if (!in_.next_is('[')) in_.fail(in_.location(), "property " + p.id + " has no value (expected '[')");
  while (in_.next_is('[')) {
    p.values.push_back(value(p.id));
    in_.skip_spaces();
  }
  return p;
}

// PropValue = "[" text "]". A backslash escapes the next character; backslash + line break
// is a soft line break and disappears.
Value Parser::value(const std::string& id) {
  const SourceLocation open = in_.location();
  in_.next();  // '['
  Value v{{}, in_.location()};
  const auto unterminated = [&] { in_.fail(open, "unterminated value of property " + id + ": no ']' closes this '['"); };
  for (;;) {
    if (in_.at_end()) unterminated();
    char c = in_.next();
    if (c == ']') return v;
    if (c == '\\') {
      if (in_.at_end()) unterminated();
      c = in_.next();
      if (c == '\n') continue;
      if (c == '\r') {
        if (in_.next_is('\n')) in_.next();
        continue;
      }
    }
    v.text += c;
  }
}

}  // namespace

std::vector<Node> parse_main_line(std::string_view text, const std::string& file) {
  return Parser(text, file).collection();
}

}  // namespace kiyaku::io::sgf
