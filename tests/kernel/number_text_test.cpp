#include <catch2/catch.hpp>

#include "kernel/number_text.hpp"

namespace kiyaku {
namespace {

TEST_CASE("a number is written in the shortest text that reads back as itself", "[kernel][text]") {
  CHECK(number_text(6.5) == "6.5");
  CHECK(number_text(3) == "3");
  CHECK(number_text(-0.5) == "-0.5");
  CHECK(number_text(0) == "0");
  // Whole margins and scores in the hundreds and beyond stay whole (no exponent, no rounding):
  // the default stream precision would write 1234567 as "1.23457e+06".
  CHECK(number_text(1234567) == "1234567");
  CHECK(number_text(101.5) == "101.5");
}

}  // namespace
}  // namespace kiyaku
