// A line of `kiyaku batch --stdin`: never an exception, only a job or a job carrying its error.
#include "compare/batch.hpp"
#include "tests/fuzz/fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kiyaku;
  const std::string_view text = fuzz::as_text(data, size);
  if (text.find('\n') != std::string_view::npos) return 0;  // batch splits its input at newlines
  try {
    const batch::GameJob job = batch::parse_ndjson_line(text, 1);
    if (job.error.empty() && !job.sgf) std::abort();  // a job has an SGF text or an error (which wins)
  } catch (const std::exception& e) {
    std::cerr << "an NDJSON line threw: " << e.what() << "\n";
    std::abort();
  }
  return 0;
}
