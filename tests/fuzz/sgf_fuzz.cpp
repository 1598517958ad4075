// The SGF reader; what it accepts must also survive the JSON round trip (docs/position-formats.md).
#include "kernel/io/json_position.hpp"
#include "kernel/io/sgf.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kiyaku;
  fuzz::accept_or_refuse([&] {
    const io::Document doc = io::read_sgf(fuzz::as_text(data, size), "fuzz.sgf");
    const std::string json = io::position_to_json(doc).dump();
    try {
      io::read_json_position(json, "fuzz.json");
    } catch (const io::InputError& e) {
      std::cerr << "the JSON of an accepted SGF is refused: " << e.what() << "\n";
      std::abort();
    }
  });
  return 0;
}
