// The corpora the tests read: a record of the bundled 1989 corpus (corpus/j1989-examples.txt)
// by its id, read once per test binary (a missing id fails the test); every record of every
// corpus file; and the parts a corpus-wide test deals its records into.
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "kernel/io/load.hpp"

namespace kiyaku::test {

inline const io::Document& corpus_record(const std::string& id) {
  static const auto docs = io::load_documents(KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt");
  const auto it = std::find_if(docs.begin(), docs.end(), [&](const io::Document& d) { return d.id == id; });
  INFO("record " << id);
  REQUIRE(it != docs.end());
  return *it;
}

// Every record of the 1989 corpus, then of tests/corpus/*.txt in path order, in file order.
inline std::vector<io::Document> every_corpus_record() {
  std::vector<io::Document> out = io::load_documents(KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt");
  std::set<std::string> own;
  for (const auto& e : std::filesystem::directory_iterator(KIYAKU_SOURCE_DIR "/tests/corpus"))
    if (e.path().extension() == ".txt") own.insert(e.path().string());
  for (const auto& file : own)
    for (auto& doc : io::load_documents(file)) out.push_back(std::move(doc));
  return out;
}

// std::tuple of std::integral_constant<int, 0> ... <N - 1>: the type list a
// TEMPLATE_LIST_TEST_CASE takes to deal a corpus into N test cases, which `ctest -j` runs in
// parallel (TestType::value is the part; part k takes the records whose index is k modulo N).
template <int... Part>
std::tuple<std::integral_constant<int, Part>...> parts_of(std::integer_sequence<int, Part...>);
template <int N>
using Parts = decltype(parts_of(std::make_integer_sequence<int, N>{}));

}  // namespace kiyaku::test
