// What the SGF reader refuses beyond syntax: values a JSON position could not hold, UTF-8-shaped
// bytes that encode no character, and what FF[4] forbids within one node. Each refusal is located.
#include <catch2/catch.hpp>

#include <string>

#include "kernel/io/json_position.hpp"
#include "kernel/io/sgf.hpp"

using namespace kiyaku;
using namespace kiyaku::io;

namespace {

InputError strict_error(const std::string& sgf) {
  try {
    read_sgf(sgf, "s.sgf");
  } catch (const InputError& e) { return e; }
  FAIL("no InputError for: " << sgf);
  return InputError({}, "");
}

std::string located(const InputError& e) {
  return std::to_string(e.where().line) + ":" + std::to_string(e.where().column) + " " + e.message();
}

}  // namespace

TEST_CASE("SGF komi and handicap beyond what a JSON position holds are refused at the value", "[sgf][roundtrip]") {
  CHECK(located(strict_error("(;SZ[9]\nKM[99999999999])")) == "2:4 komi '99999999999' is outside -1000 to 1000");
  CHECK(located(strict_error("(;KM[-1000.5])")) == "1:6 komi '-1000.5' is outside -1000 to 1000");
  CHECK(located(strict_error("(;SZ[9]HA[200000])")) == "1:11 handicap '200000' is above 100000");
  CHECK(*read_sgf("(;KM[1000])", "s.sgf").info.komi == 1000);
  CHECK(read_sgf("(;HA[100000])", "s.sgf").info.handicap == 100000);
}

TEST_CASE("whatever game info SGF accepts, the JSON writer writes and the JSON reader reads back", "[sgf][roundtrip]") {
  const Document doc = read_sgf("(;SZ[9]KM[-1000]HA[100000]PB[\xC3\xA9]PW[\xE9t\xE9])", "s.sgf");
  const Document back = read_json_position(position_to_json(doc).dump(), "s.json");
  CHECK(*back.info.komi == -1000);
  CHECK(back.info.handicap == 100000);
  CHECK(back.info.black_player == "é");
  CHECK(back.info.white_player == "été");  // ISO-8859-1, read as such
}

TEST_CASE("SGF text shaped as UTF-8 that encodes no character is refused at its value", "[sgf][utf8]") {
  const std::string surrogate = "\xED\xA0\x80";
  const std::string above_max = "\xF4\x90\x80\x80";
  const std::string overlong = "\xC0\xAF";
  for (const std::string& bad : {surrogate, above_max, overlong}) {
    const InputError e = strict_error("(;SZ[9]\nPB[ab" + bad + "])");
    CHECK(e.where().line == 2);
    CHECK(e.where().column == 4);
    CHECK(e.message() ==
          "property PB: invalid UTF-8 at byte 3 of the value (an overlong form, a surrogate or a value "
          "above U+10FFFF)");
  }
  CHECK(strict_error("(;GN[" + surrogate + "])").message().starts_with("property GN:"));
  CHECK(read_sgf("(;PB[\xF4\x8F\xBF\xBF])", "s.sgf").info.black_player == "\xF4\x8F\xBF\xBF");  // U+10FFFF itself
}

TEST_CASE("what FF[4] forbids in one node is refused at the offending property or value", "[sgf][ff4]") {
  CHECK(located(strict_error("(;SZ[9]\n SZ[19])")) == "2:2 property SZ appears twice in one node");
  CHECK(located(strict_error("(;SZ[9];B[aa]W[bb])")) == "1:14 a node holds both a black and a white move (B and W)");
  CHECK(located(strict_error("(;SZ[9];W[aa]B[bb])")) == "1:14 a node holds both a black and a white move (B and W)");
  CHECK(located(strict_error("(;SZ[9]AB[aa]AW[cc][aa])")) == "1:21 point A9 is set up twice in one node");
  CHECK(located(strict_error("(;SZ[9]AB[aa:bb]AE[bb])")) == "1:20 point B8 is set up twice in one node");
  CHECK(located(strict_error("(;SZ[9];B[aa]C[x]C[y])")) == "1:18 property C appears twice in one node");
  CHECK_NOTHROW(read_sgf("(;SZ[9]AB[aa];AW[aa])", "s.sgf"));  // one point, two nodes: allowed
}
