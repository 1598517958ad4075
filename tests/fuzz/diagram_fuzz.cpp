// The rule-book diagram corpus reader; each record it accepts must survive the JSON round trip.
#include "kernel/io/diagram.hpp"
#include "kernel/io/json_position.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kiyaku;
  fuzz::accept_or_refuse([&] {
    for (const io::Document& doc : io::read_diagram_corpus(fuzz::as_text(data, size), "fuzz.txt")) {
      try {
        io::read_json_position(io::position_to_json(doc).dump(), "fuzz.json");
      } catch (const io::InputError& e) {
        std::cerr << "the JSON of an accepted record is refused: " << e.what() << "\n";
        std::abort();
      }
    }
  });
  return 0;
}
