// What every fuzz target checks: the reader either accepts the input or refuses it with an
// io::InputError (file:line:column: error: ...). Any other exception, a crash, a hang or a
// sanitizer report is a finding. Built by scripts/fuzz.sh (libFuzzer, ASan, UBSan).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string_view>

#include "kernel/io/error.hpp"

namespace kiyaku::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Runs `read`; an InputError is a refusal, anything else aborts so that libFuzzer keeps the input.
template <class Read>
void accept_or_refuse(Read&& read) {
  try {
    read();
  } catch (const io::InputError&) {
  } catch (const std::exception& e) {
    std::cerr << "not an InputError: " << e.what() << "\n";
    std::abort();
  }
}

}  // namespace kiyaku::fuzz
