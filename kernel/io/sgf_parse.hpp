// SGF syntax (FF[1]-FF[4]): collection, game trees, nodes, properties and values, with no
// meaning attached. Only the main line of the first game tree is kept; the rest of the
// collection is checked for syntax and dropped. Used by read_sgf (sgf.cpp).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "kernel/io/error.hpp"

namespace kiyaku::io::sgf {

struct Value {
  std::string text;      // escapes resolved, soft line breaks removed
  SourceLocation where;  // the first character after '['
};

struct Property {
  std::string id;        // upper-case letters only: FF[1-3] "AddBlack" becomes "AB"
  SourceLocation where;  // the first letter of the identifier
  std::vector<Value> values;
};

struct Node {
  SourceLocation where;  // the ';'
  std::vector<Property> properties;

  // The first property with this identifier, or nullptr.
  const Property* find(std::string_view id) const {
    for (const auto& p : properties)
      if (p.id == id) return &p;
    return nullptr;
  }
};

// The main line of the first game tree, root first: at every branching the first variation.
// Throws InputError with the line and column of the first syntax error anywhere in the text.
std::vector<Node> parse_main_line(std::string_view text, const std::string& file);

}  // namespace kiyaku::io::sgf
