#include "rulesets/joined.hpp"

#include <catch2/catch.hpp>

#include <range/v3/view/transform.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace kiyaku {
namespace {

TEST_CASE("joined puts the separator between names only", "[rulesets][joined]") {
  CHECK(joined(std::vector<std::string_view>{}, ", ").empty());
  CHECK(joined(std::vector<std::string_view>{"P1"}, "+") == "P1");
  CHECK(joined(std::vector<const char*>{"a", "b", "c"}, ", ") == "a, b, c");
}

// Names a view makes on the fly (longer than any short-string buffer) are copied, not viewed.
TEST_CASE("joined keeps names that a view makes as temporaries", "[rulesets][joined]") {
  struct Item {
    std::string id;
  };
  const std::vector<Item> items{{std::string(40, 'x')}, {"b"}, {std::string(40, 'y')}};
  const auto ids = items | ranges::views::transform([](const Item& i) { return i.id; });
  CHECK(joined(ids, ", ") == std::string(40, 'x') + ", b, " + std::string(40, 'y'));
}

}  // namespace
}  // namespace kiyaku
