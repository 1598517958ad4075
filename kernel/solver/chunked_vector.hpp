// A growing array that never moves what it holds: fixed-size chunks, so that appending costs the
// same at a billion elements as at ten. std::vector doubles by copying every element at once, which
// made one search node of a big search cost milliseconds (kiyaku bench --position).
#pragma once
#include <cstddef>
#include <memory>
#include <vector>

namespace kiyaku::solver {

template <class T>
class ChunkedVector {
 public:
  static constexpr std::size_t kChunkBits = 14;
  static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;

  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }

  T& operator[](std::size_t i) noexcept { return chunks_[i >> kChunkBits][i & (kChunk - 1)]; }
  const T& operator[](std::size_t i) const noexcept { return chunks_[i >> kChunkBits][i & (kChunk - 1)]; }
  T& back() noexcept { return (*this)[size_ - 1]; }

  void push_back(const T& value) {
    if (size_ == chunks_.size() * kChunk) chunks_.push_back(std::make_unique_for_overwrite<T[]>(kChunk));
    (*this)[size_++] = value;
  }

 private:
  std::vector<std::unique_ptr<T[]>> chunks_;
  std::size_t size_ = 0;
};

}  // namespace kiyaku::solver
