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

template <class T>
struct LargePageAllocator {
  using value_type = T;
  static constexpr std::size_t kPage = std::size_t{2} << 20;

  LargePageAllocator() noexcept = default;
  template <class U>
  LargePageAllocator(const LargePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (!large(n)) return static_cast<T*>(::operator new(n * sizeof(T)));
    const std::size_t rounded = (n * sizeof(T) + kPage - 1) / kPage * kPage;
    void* p = std::aligned_alloc(kPage, rounded);
    if (!p) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    madvise(p, rounded, MADV_HUGEPAGE);  // a hint: refused, the pages are simply small
#endif
    return static_cast<T*>(p);
  }

  void deallocate(T* p, std::size_t n) noexcept {
    if (large(n)) {
      std::free(p);
    } else {
      ::operator delete(p);
    }
  }

  // Whether n elements get their own 2 MiB pages (allocate and deallocate must agree).
  static bool large(std::size_t n) noexcept { return n * sizeof(T) >= kPage; }

  template <class U>
  friend bool operator==(const LargePageAllocator&, const LargePageAllocator<U>&) noexcept {
    return true;
  }
};

}  // namespace kiyaku::solver
