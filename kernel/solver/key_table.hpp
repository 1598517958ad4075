// The solvers' transposition table: values keyed by a 64-bit state key (a Zobrist hash), in one
// flat array with linear probing. std::unordered_map allocates a node per entry and misses the
// cache on every probe; profiles of the confirmation and play-out searches spent a fifth of
// their time there. A slot is its key and value alone: key 0 marks an empty slot (the key 0
// itself is kept apart), so a 16-byte slot (df-pn's packed numbers) puts four in a cache line,
// where a used flag padded it to 24 or 32. An unbounded table never removes an entry.
//
// The table doubles when half full, a little at a time, so that no single call pays for the whole
// table (a search node must not cost milliseconds, however big the table): from three eighths full
// the next array is cleared a few slots per call, and from half full the entries move over a few
// slots per call, the old array still answering for those not yet moved. A key lives in exactly
// one of the two arrays; the new one is asked first.
//
// A table may be bounded (bound()): it then stops doubling at its bound, fills to three quarters,
// and past that a new key takes the place of the entry worth least near its home slot (the
// value's keep_rank(), where it has one). The solvers' tables hold numbers that can be searched
// again, so a bound costs nodes, never a value, and it bounds the memory of a long search.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "kernel/solver/large_pages.hpp"

namespace kiyaku::solver {

template <class Value>
class KeyTable {
 public:
  // The value stored for `key`, or null.
  const Value* find(std::uint64_t key) const {
    if (key == 0) return zero_ ? &*zero_ : nullptr;
    const Slot* s = locate(key);
    return s ? &s->value : nullptr;
  }

  // Stores `value` for `key`, replacing what was there.
  void put(std::uint64_t key, const Value& value) {
    if (key == 0) {
      size_ += !zero_;
      zero_ = value;
      return;
    }
    make_room();
    Slot& s = slots_.probe(key);
    if (s.key != 0) {
      s.value = value;
    } else if (Slot* moving = old_.find_from(key, moved_)) {
      moving->value = value;  // still in the old array: it moves with its new value
    } else if (at_bound() && evict_near(key)) {
      slots_.probe(key) = Slot{key, value};
    } else {
      s = Slot{key, value};
      ++size_;
    }
  }

  // Stops the table's growth at `max_slots` slots (rounded down to a power of two, at least the
  // first capacity); see the top. A table already larger keeps its size.
  void bound(std::size_t max_slots) noexcept {
    std::size_t slots = kFirstCapacity;
    while (2 * slots <= max_slots) slots *= 2;
    max_slots_ = slots;
  }

  // The value stored for `key`; without one, make()'s, kept if the table holds fewer than `limit`
  // entries and is not at its bound. One probe where find() and put() took two (the solvers' every
  // new leaf), two while the table is doubling. make() must not use the table.
  template <class Make>
  Value find_or_put(std::uint64_t key, std::size_t limit, Make&& make) {
    if (key == 0) {
      if (zero_) return *zero_;
      const Value value = make();
      if (size_ < limit) put(key, value);
      return value;
    }
    make_room();
    Slot& s = slots_.probe(key);
    if (s.key != 0) return s.value;
    if (const Slot* moving = old_.find_from(key, moved_)) return moving->value;
    const Value value = make();
    if (size_ < limit && !at_bound()) {
      s = Slot{key, value};
      ++size_;
    }
    return value;
  }

  std::size_t size() const noexcept { return size_; }

  // Starts loading the slot where `key` would be found: a probe of a big table waits on memory,
  // and a caller that knows the keys it will ask for can overlap those waits.
  void prefetch(std::uint64_t key) const noexcept { slots_.prefetch(key); }

  // Calls f(key, value) for every entry, in no particular order (tests look into a table with it).
  template <class F>
  void for_each(F&& f) const {
    if (zero_) f(std::uint64_t{0}, *zero_);
    for (std::size_t i = moved_; i < old_.capacity(); ++i)
      if (old_.at(i).key != 0) f(old_.at(i).key, old_.at(i).value);
    for (std::size_t i = 0; i < slots_.capacity(); ++i)
      if (slots_.at(i).key != 0) f(slots_.at(i).key, slots_.at(i).value);
  }

 private:
  struct Slot {
    std::uint64_t key = 0;  // 0: empty
    Value value{};
  };
  static_assert(std::is_trivially_copyable_v<Slot>, "slots are cleared and moved as bytes");

  // One power-of-two array of slots with linear probing, its memory left uncleared until clear().
  class Slots {
   public:
    Slots() = default;
    explicit Slots(std::size_t capacity) : data_(Allocator().allocate(capacity)), capacity_(capacity) {
      for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    }
    Slots(Slots&& other) noexcept { swap(other); }
    Slots& operator=(Slots&& other) noexcept {
      Slots gone(std::move(*this));
      swap(other);
      return *this;
    }
    ~Slots() {
      if (data_) Allocator().deallocate(data_, capacity_);
    }

    std::size_t capacity() const noexcept { return capacity_; }
    bool empty() const noexcept { return capacity_ == 0; }
    const Slot& at(std::size_t i) const noexcept { return data_[i]; }
    Slot& at(std::size_t i) noexcept { return data_[i]; }
    void clear(std::size_t from, std::size_t to) noexcept {
      std::memset(static_cast<void*>(data_ + from), 0, (to - from) * sizeof(Slot));
    }

    // Fibonacci hashing spreads keys whose low bits agree (Zobrist keys of nearby states).
    std::size_t home(std::uint64_t key) const noexcept {
      return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
    }
    // The slot holding `key`, or the empty slot where it belongs (the array must have room).
    Slot& probe(std::uint64_t key) noexcept {
      std::size_t i = home(key);
      while (data_[i].key != 0 && data_[i].key != key) i = (i + 1) & (capacity_ - 1);
      return data_[i];
    }
    // The slot holding `key` at index `from` or later, or null (moved slots keep their keys, so
    // a probe still walks through them).
    Slot* find_from(std::uint64_t key, std::size_t from) const noexcept {
      if (empty()) return nullptr;
      for (std::size_t i = home(key);; i = (i + 1) & (capacity_ - 1)) {
        if (data_[i].key == 0) return nullptr;
        if (data_[i].key == key) return i >= from ? data_ + i : nullptr;
      }
    }
    void prefetch(std::uint64_t key) const noexcept {
      if (!empty()) __builtin_prefetch(data_ + home(key));
    }
    // Empties slot i, moving back the entries after it that could not otherwise be found
    // (deletion by backward shift: linear probing needs no tombstones).
    void erase(std::size_t i) noexcept {
      for (std::size_t j = next(i); data_[j].key != 0; j = next(j)) {
        const std::size_t h = home(data_[j].key);
        const bool stays = i <= j ? (i < h && h <= j) : (i < h || h <= j);  // h in (i, j], cyclically
        if (stays) continue;
        data_[i] = data_[j];
        i = j;
      }
      data_[i].key = 0;
    }
    std::size_t next(std::size_t i) const noexcept { return (i + 1) & (capacity_ - 1); }

   private:
    using Allocator = LargePageAllocator<Slot>;
    void swap(Slots& other) noexcept {
      std::swap(data_, other.data_);
      std::swap(capacity_, other.capacity_);
      std::swap(shift_, other.shift_);
    }
    Slot* data_ = nullptr;
    std::size_t capacity_ = 0;
    int shift_ = 64;
  };

  static constexpr std::size_t kFirstCapacity = 1024;
  // Per call, while doubling: enough to clear the next array between three eighths and half full
  // (16 slots per new entry) and to move the old one before the new is half full (2 per entry).
  static constexpr std::size_t kClearPerCall = 64;
  static constexpr std::size_t kMovePerCall = 8;
  // A bounded table's choice of the entry that gives way: among this many, this many slots at most.
  static constexpr std::size_t kVictims = 4;
  static constexpr std::size_t kVictimReach = 16;

  const Slot* locate(std::uint64_t key) const {
    if (const Slot* s = slots_.find_from(key, 0)) return s;
    return old_.find_from(key, moved_);
  }

  // A step of the doubling under way, and room for one more entry.
  void make_room() {
    if (slots_.empty()) {
      slots_ = Slots(kFirstCapacity);
      slots_.clear(0, kFirstCapacity);
      return;
    }
    move_some(kMovePerCall);
    const bool may_double = slots_.capacity() < max_slots_;
    if (may_double && old_.empty() && next_.empty() && 8 * size_ >= 3 * slots_.capacity())
      next_ = Slots(2 * slots_.capacity());
    clear_some(kClearPerCall);
    if (may_double && 2 * (size_ + 1) > slots_.capacity()) start_doubling();
  }

  // Whether a new key must take an entry's place: the table is at its bound and three quarters full.
  bool at_bound() const noexcept {
    return slots_.capacity() >= max_slots_ && old_.empty() && 4 * (size_ + 1) > 3 * slots_.capacity();
  }

  // The rank of an entry's value: the entry of least rank near a new key's home gives way to it.
  static std::uint64_t rank_of(const Value& v) {
    if constexpr (requires {
                    { v.keep_rank() } -> std::convertible_to<std::uint64_t>;
                  }) {
      return v.keep_rank();
    } else {
      return 0;
    }
  }

  // Empties the slot of least rank among the first kVictims entries from `key`'s home slot (the
  // first of equal rank), so that `key` can take a slot; false where none lies within
  // kVictimReach slots (then the table grows by one entry past three quarters).
  bool evict_near(std::uint64_t key) {
    std::size_t i = slots_.home(key), victim = 0, seen = 0;
    std::uint64_t least = 0;
    for (std::size_t step = 0; step < kVictimReach && seen < kVictims; ++step, i = slots_.next(i)) {
      if (slots_.at(i).key == 0) continue;
      const std::uint64_t rank = rank_of(slots_.at(i).value);
      if (seen++ == 0 || rank < least) {
        least = rank;
        victim = i;
      }
    }
    if (seen == 0) return false;
    slots_.erase(victim);
    return true;
  }

  void clear_some(std::size_t n) {
    if (next_.empty() || cleared_ == next_.capacity()) return;
    const std::size_t to = std::min(next_.capacity(), cleared_ + n);
    next_.clear(cleared_, to);
    cleared_ = to;
  }

  void move_some(std::size_t n) {
    for (; n > 0 && moved_ < old_.capacity(); --n, ++moved_) {
      const Slot& s = old_.at(moved_);
      if (s.key != 0) slots_.probe(s.key) = s;
    }
    if (!old_.empty() && moved_ == old_.capacity()) {
      old_ = Slots();
      moved_ = 0;
    }
  }

  // The new array takes over; whatever is left of the last doubling or of clearing is done now
  // (only where calls were fewer than entries, as with a big limit-free put run).
  void start_doubling() {
    move_some(old_.capacity());
    if (next_.empty()) next_ = Slots(2 * slots_.capacity());
    clear_some(next_.capacity());
    old_ = std::move(slots_);
    slots_ = std::move(next_);
    next_ = Slots();
    cleared_ = 0;
    moved_ = 0;
  }

  Slots slots_;                                                      // where new entries go
  Slots old_;                                                        // the array being moved out of, while doubling
  Slots next_;                                                       // the array being cleared for the next doubling
  std::size_t moved_ = 0;                                            // old_'s slots before this index are moved
  std::size_t cleared_ = 0;                                          // next_'s slots before this index are cleared
  std::optional<Value> zero_;                                        // the value of key 0, which marks empty slots
  std::size_t size_ = 0;                                             // entries, key 0's included
  std::size_t max_slots_ = std::numeric_limits<std::size_t>::max();  // bound()
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
