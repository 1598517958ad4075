// The solvers' transposition table: values keyed by a 64-bit state key (a Zobrist hash), in one
// flat array with linear probing. std::unordered_map allocates a node per entry and misses the
// cache on every probe; profiles of the confirmation and play-out searches spent a fifth of
// their time there. A slot is its key and value alone: key 0 marks an empty slot (the key 0
// itself is kept apart), so a 16-byte slot (df-pn's packed numbers) puts four in a cache line,
// where a used flag padded it to 24 or 32. Entries are never removed; the table doubles when
// half full.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "kernel/solver/large_pages.hpp"

namespace kiyaku::solver {

template <class Value>
class KeyTable {
 public:
  // The value stored for `key`, or null.
  const Value* find(std::uint64_t key) const {
    if (key == 0) return zero_ ? &*zero_ : nullptr;
    if (slots_.empty()) return nullptr;
    for (std::size_t i = home(key);; i = (i + 1) & mask()) {
      const Slot& s = slots_[i];
      if (s.key == 0) return nullptr;
      if (s.key == key) return &s.value;
    }
  }

  // Stores `value` for `key`, replacing what was there.
  void put(std::uint64_t key, const Value& value) {
    if (key == 0) {
      size_ += !zero_;
      zero_ = value;
      return;
    }
    if (2 * (size_ + 1) > slots_.size()) grow();
    Slot& s = probe(key);
    if (s.key == 0) ++size_;
    s = Slot{key, value};
  }

  // The value stored for `key`; without one, make()'s, kept if the table holds fewer than `limit`
  // entries. One probe where find() and put() took two (the solvers' every new leaf).
  template <class Make>
  Value find_or_put(std::uint64_t key, std::size_t limit, Make&& make) {
    if (key == 0) {
      if (zero_) return *zero_;
      const Value value = make();
      if (size_ < limit) put(key, value);
      return value;
    }
    if (2 * (size_ + 1) > slots_.size()) grow();
    Slot& s = probe(key);
    if (s.key != 0) return s.value;
    const Value value = make();
    if (size_ < limit) {
      s = Slot{key, value};
      ++size_;
    }
    return value;
  }

  std::size_t size() const noexcept { return size_; }

  // Starts loading the slot where `key` would be found: a probe of a big table waits on memory,
  // and a caller that knows the keys it will ask for can overlap those waits.
  void prefetch(std::uint64_t key) const noexcept {
    if (!slots_.empty()) __builtin_prefetch(&slots_[home(key)]);
  }

  // Calls f(key, value) for every entry, in slot order (tests look into a table with it).
  template <class F>
  void for_each(F&& f) const {
    if (zero_) f(std::uint64_t{0}, *zero_);
    for (const Slot& s : slots_)
      if (s.key != 0) f(s.key, s.value);
  }

 private:
  struct Slot {
    std::uint64_t key = 0;  // 0: empty
    Value value{};
  };

  std::size_t mask() const noexcept { return slots_.size() - 1; }
  // Fibonacci hashing spreads keys whose low bits agree (Zobrist keys of nearby states).
  std::size_t home(std::uint64_t key) const noexcept {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
  }

  // The slot holding `key`, or the empty slot where it belongs.
  Slot& probe(std::uint64_t key) {
    std::size_t i = home(key);
    while (slots_[i].key != 0 && slots_[i].key != key) i = (i + 1) & mask();
    return slots_[i];
  }

  void grow() {
    Slots old = std::move(slots_);
    const std::size_t capacity = old.empty() ? 1024 : 2 * old.size();
    slots_.assign(capacity, Slot{});
    shift_ = 64;
    for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    for (const Slot& s : old)
      if (s.key != 0) probe(s.key) = s;
  }

  using Slots = std::vector<Slot, LargePageAllocator<Slot>>;
  Slots slots_;
  std::optional<Value> zero_;  // the value of key 0, which marks empty slots
  std::size_t size_ = 0;       // entries, key 0's included
  int shift_ = 64;
};

// The states of the current search path with their plies. Every child of every expansion asks
// whether it repeats one; nearly all do not, and a counter per key slot answers that without a
// lookup (std::unordered_map's probe cost 4% of a batch run). The path is short, so a state that
// passes the counter is found by scanning it from the top.
class PathIndex {
 public:
  std::optional<int> find(std::uint64_t key) const {
    if (counts_[slot(key)] == 0) return std::nullopt;
    for (auto it = path_.rbegin(); it != path_.rend(); ++it)
      if (it->key == key) return it->ply;
    return std::nullopt;
  }
  bool contains(std::uint64_t key) const { return find(key).has_value(); }
  void push(std::uint64_t key, int ply) {
    ++counts_[slot(key)];
    path_.push_back({key, ply});
  }
  // Removes `key` (the top in depth-first order, so usually the last entry).
  void erase(std::uint64_t key) {
    const auto it = std::find_if(path_.rbegin(), path_.rend(), [&](const Entry& e) { return e.key == key; });
    if (it == path_.rend()) return;
    --counts_[slot(key)];
    path_.erase(std::next(it).base());
  }

 private:
  struct Entry {
    std::uint64_t key;
    int ply;
  };
  static constexpr int kSlotBits = 12;
  static std::size_t slot(std::uint64_t key) noexcept {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> (64 - kSlotBits));
  }
  std::vector<Entry> path_;
  std::array<std::uint32_t, std::size_t{1} << kSlotBits> counts_{};
};

}  // namespace kiyaku::solver
