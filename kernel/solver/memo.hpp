// Search results kept for the next caller with the same inputs. Several rule texts ask the same
// question of one position: texts that confirm status alike run the same confirmations, texts
// that play out alike the same play-outs. A search is a pure function of its inputs,
// so a kept result is exactly what searching again would return, node count included: output
// does not change, only its cost.
//
// Each thread keeps its own (batch workers share nothing), keyed by the complete inputs and
// compared exactly, never by hash alone. Bounded: when full it starts afresh.
#pragma once
#include <cstddef>
#include <cstdint>
#include <unordered_map>

#include "kernel/board.hpp"
#include "kernel/point_set.hpp"
#include "kernel/solver/job_scope.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::solver {

// What a search can see of a board: the stones and the simple ko (not the history).
struct BoardSnapshot {
  int width = 0, height = 0;
  PointSet black, white;
  Point ko_point = kNoPoint;
  Color ko_color = Color::empty;

  explicit BoardSnapshot(const Board& b)
      : width(b.width()), height(b.height()), ko_point(b.ko_point()), ko_color(b.ko_color()) {
    for (Point p : b.points()) {
      if (b.at(p) == Color::black) black.insert(p);
      if (b.at(p) == Color::white) white.insert(p);
    }
  }
  friend bool operator==(const BoardSnapshot&, const BoardSnapshot&) = default;
};

inline std::uint64_t hash_combine(std::uint64_t seed, std::uint64_t value) {
  return seed ^ (value + 0x9E3779B97F4A7C15ULL + (seed << 6) + (seed >> 2));
}

inline std::uint64_t hash_of(const PointSet& s) { return s.hash(); }
inline std::uint64_t hash_of(const BoardSnapshot& b) {
  std::uint64_t h = hash_combine(hash_of(b.black), hash_of(b.white));
  return hash_combine(h, static_cast<std::uint64_t>(b.ko_point) * 4 + static_cast<std::uint64_t>(b.ko_color));
}
inline std::uint64_t hash_of(const Budget& b) {
  return hash_combine(hash_combine(b.max_nodes, static_cast<std::uint64_t>(b.max_depth)), b.max_witness);
}

// Key: equality-comparable with a `hash()` member. Value: copyable.
template <class Key, class Value>
class Memo {
 public:
  static constexpr std::size_t kCapacity = 1 << 13;

  // The result kept under `shared` (a key standing for a family of inputs, all of which a result
  // kept there holds for) or under `exact`; else `search(holds_for_shared)`'s, kept under
  // `shared` when the search says it holds for the whole family, else under `exact`. Where no
  // family applies, pass the same key twice.
  template <class Search>
  Value get(const Key& exact, const Key& shared, Search&& search) {
    if (const Value* v = find(shared)) return *v;
    if (const Value* v = find(exact)) return *v;
    bool holds_for_shared = false;
    Value v = search(holds_for_shared);
    keep(holds_for_shared ? shared : exact, v);
    return v;
  }

  // This thread's memo for one kind of search, empty at the start of each job (job_scope.hpp).
  static Memo& for_this_thread() {
    thread_local Memo memo;
    thread_local JobScope scope;
    if (scope.new_job()) memo.kept_.clear();
    return memo;
  }

 private:
  const Value* find(const Key& key) const {
    const auto it = kept_.find(key);
    return it == kept_.end() ? nullptr : &it->second;
  }
  void keep(const Key& key, const Value& v) {
    if (kept_.size() >= kCapacity) kept_.clear();
    kept_.insert_or_assign(key, v);
  }

  struct Hash {
    std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.hash()); }
  };
  std::unordered_map<Key, Value, Hash> kept_;
};

}  // namespace kiyaku::solver
