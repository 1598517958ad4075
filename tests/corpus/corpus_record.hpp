// A record of the bundled 1989 corpus (corpus/j1989-examples.txt) by its id, read once per test
// binary; a missing id fails the test.
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "kernel/io/load.hpp"

namespace kiyaku::test {

inline const io::Document& corpus_record(const std::string& id) {
  static const auto docs = io::load_documents(KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt");
  const auto it = std::find_if(docs.begin(), docs.end(), [&](const io::Document& d) { return d.id == id; });
  INFO("record " << id);
  REQUIRE(it != docs.end());
  return *it;
}

}  // namespace kiyaku::test
