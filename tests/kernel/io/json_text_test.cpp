// The JSON text layer every JSON reader shares (kernel/io/json_text.hpp): located failures,
// numbers out of range included, and locations that cost one pass however many are asked for.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>

#include "kernel/io/json_position.hpp"
#include "kernel/io/json_text.hpp"

using namespace kiyaku::io;

namespace {

InputError parse_error_of(const std::string& text) {
  try {
    parse_json_text<nlohmann::json>(text, "n.json");
  } catch (const InputError& e) { return e; }
  FAIL("no InputError for: " << text);
  return InputError({}, "");
}

}  // namespace

TEST_CASE("a number too large for a double is a located JSON error, not a library exception", "[json][errors]") {
  const InputError bare = parse_error_of("7e600");
  CHECK(bare.where().file == "n.json");
  CHECK(bare.where().line == 1);
  CHECK(bare.where().column == 1);
  CHECK(bare.message() == "invalid JSON: number overflow parsing '7e600'");

  const InputError komi = parse_error_of("{\"game\":\n  {\"komi\": 1e999}}");
  CHECK(komi.where().line == 2);
  CHECK(komi.where().column == 12);  // the first digit of the number

  CHECK_THROWS_AS(parse_json_text<nlohmann::ordered_json>("[-1e400]", "o.json"), InputError);
  CHECK(parse_json_text<nlohmann::json>("[1e300]", "ok.json")[0].get<double>() == 1e300);
}

TEST_CASE("the JSON position reader locates a komi too large for a double", "[json][errors]") {
  try {
    read_json_position(R"({"format": "kiyaku-position/1", "size": {"width": 5, "height": 5},
  "game": {"komi": 1e999}})",
                       "big.json");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()) == "big.json:2:20: error: invalid JSON: number overflow parsing '1e999'");
  }
}

TEST_CASE("places of a JSON text: values, keys, and the nearest enclosing value", "[json]") {
  const JsonPlaces places("{\"a\": [1,\n  {\"b~/\": \"参考\", \"c\": 2}]}", "p.json");
  CHECK(places.value("").column == 1);
  CHECK(places.value("/a").column == 7);
  CHECK(places.value("/a/1").line == 2);
  CHECK(places.value("/a/1").column == 3);
  CHECK(places.key("/a/1/b~0~1").column == 4);
  CHECK(places.value("/a/1/c").column == 22);  // columns count characters, not bytes
  CHECK(places.value("/a/1/missing").column == 3);
}

// 30,000 sequences and 30,000 fields, each located by the reader: linear, this takes well under a
// second (0.5 s in a Release build); rescanning the text for each location took minutes.
// AddressSanitizer (scripts/sanitize.sh) slows this allocation-heavy read tens of times: 24.8 s
// in build-asan on the loaded 2-core machine. The quadratic reader would still take far longer.
#if defined(__SANITIZE_ADDRESS__)
constexpr double kLinearReadSeconds = 120;
#else
constexpr double kLinearReadSeconds = 10;
#endif

TEST_CASE("reading a JSON position with many located entries takes linear time", "[json][slow-guard]") {
  constexpr int kEntries = 30000;
  std::string text = R"({"format": "kiyaku-position/1", "size": {"width": 9, "height": 9}, "sequences": [)";
  for (int i = 0; i < kEntries; ++i)
    text += std::string(i ? "," : "") + "\n {\"label\": \"s" + std::to_string(i) + "\", \"moves\": []}";
  text += "], \"fields\": [";
  for (int i = 0; i < kEntries; ++i)
    text += std::string(i ? "," : "") + "{\"key\": \"k\", \"value\": \"v" + std::to_string(i) + "\"}";
  text += "]}";
  const auto start = std::chrono::steady_clock::now();
  const Document doc = read_json_position(text, "many.json");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  REQUIRE(doc.fields.size() == kEntries);
  CHECK(doc.sequences.back().where.line == kEntries + 1);
  CHECK(doc.fields.back().where.line == kEntries + 1);
  CHECK(seconds < kLinearReadSeconds);
}
