// An allocator for the solvers' big tables that asks the kernel for 2 MiB pages. A table probe
// lands on a random slot of up to hundreds of megabytes: with 4 KiB pages nearly every probe
// also misses the TLB, and a profile of a hard confirmation spent a quarter of its time waiting
// on the probe's first load. Linux backs an aligned, advised range with transparent huge pages
// where its setting is `madvise` or `always`; elsewhere, or under `never`, this is the plain
// allocator. It changes where memory lies, never what is stored, so no result can depend on it.
#pragma once
#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace kiyaku::solver {

// Big blocks freed by this thread's tables, kept for its next table of the same size. A fresh
// block's pages are zeroed by the kernel on first touch and then written over with empty slots
// by the table itself: a profile of 死活例23 at 300,000 nodes spent 8.5% of its time in the
// kernel's zeroing. Tables double as they grow and every confirmation builds its own, so the same
// sizes come back again and again. Bounded: a thread never holds more than kMaxBytes here.
class BlockCache {
 public:
  static constexpr std::size_t kMaxBytes = std::size_t{64} << 20;

  // Null once this thread's cache is destroyed: other thread-local objects holding tables (the
  // confirmation's kept analyses) may be destroyed after it and free their blocks directly.
  static BlockCache* of_this_thread() {
    if (gone_) return nullptr;
    thread_local BlockCache cache;
    return &cache;
  }

  BlockCache() = default;
  BlockCache(const BlockCache&) = delete;
  BlockCache& operator=(const BlockCache&) = delete;
  ~BlockCache() {
    release_all();
    gone_ = true;
  }

  // Frees every kept block.
  void release_all() noexcept {
    for (std::size_t i = 0; i < count_; ++i) std::free(blocks_[i].start);
    count_ = 0;
    held_ = 0;
  }

  // A kept block of exactly `bytes`, or null.
  void* take(std::size_t bytes) noexcept {
    for (std::size_t i = 0; i < count_; ++i)
      if (blocks_[i].bytes == bytes) {
        void* start = blocks_[i].start;
        blocks_[i] = blocks_[--count_];
        held_ -= bytes;
        return start;
      }
    return nullptr;
  }

  // Keeps the block if there is room; false if the caller must free it.
  bool keep(void* start, std::size_t bytes) noexcept {
    if (count_ == kSlots || held_ + bytes > kMaxBytes) return false;
    blocks_[count_++] = Block{start, bytes};
    held_ += bytes;
    return true;
  }

 private:
  struct Block {
    void* start = nullptr;
    std::size_t bytes = 0;
  };
  static constexpr std::size_t kSlots = 32;
  static inline thread_local bool gone_ = false;  // trivially destroyed: readable to the thread's end
  Block blocks_[kSlots];
  std::size_t count_ = 0;
  std::size_t held_ = 0;
};

template <class T>
struct LargePageAllocator {
  using value_type = T;
  static constexpr std::size_t kPage = std::size_t{2} << 20;

  LargePageAllocator() noexcept = default;
  template <class U>
  LargePageAllocator(const LargePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (!large(n)) return static_cast<T*>(::operator new(n * sizeof(T)));
    const std::size_t rounded = rounded_bytes(n);
    if (BlockCache* cache = BlockCache::of_this_thread())
      if (void* kept = cache->take(rounded)) return static_cast<T*>(kept);
    void* p = std::aligned_alloc(kPage, rounded);
    if (!p) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    madvise(p, rounded, MADV_HUGEPAGE);  // a hint: refused, the pages are simply small
#endif
    return static_cast<T*>(p);
  }

  void deallocate(T* p, std::size_t n) noexcept {
    if (large(n)) {
      BlockCache* cache = BlockCache::of_this_thread();
      if (!cache || !cache->keep(p, rounded_bytes(n))) std::free(p);
    } else {
      ::operator delete(p);
    }
  }

  // Whether n elements get their own 2 MiB pages (allocate and deallocate must agree).
  static bool large(std::size_t n) noexcept { return n * sizeof(T) >= kPage; }
  static std::size_t rounded_bytes(std::size_t n) noexcept { return (n * sizeof(T) + kPage - 1) / kPage * kPage; }

  template <class U>
  friend bool operator==(const LargePageAllocator&, const LargePageAllocator<U>&) noexcept {
    return true;
  }
};

}  // namespace kiyaku::solver
