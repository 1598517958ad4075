// The variant (amendment) reader of `kiyaku amend` and `--rules FILE.json`.
#include "compare/variant.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kiyaku;
  fuzz::accept_or_refuse([&] { read_variant(fuzz::as_text(data, size), "fuzz.json"); });
  return 0;
}
