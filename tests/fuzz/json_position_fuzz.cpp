// The JSON position reader; what it accepts, written again, must read back to the same text.
#include "kernel/io/json_position.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kiyaku;
  fuzz::accept_or_refuse([&] {
    const io::Document doc = io::read_json_position(fuzz::as_text(data, size), "fuzz.json");
    const std::string written = io::position_to_json(doc).dump();
    if (io::position_to_json(io::read_json_position(written, "again.json")).dump() != written) {
      std::cerr << "writing what was read does not give the same text\n";
      std::abort();
    }
  });
  return 0;
}
