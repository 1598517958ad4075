// Zobrist keys, generated at compile time (splitmix64), so there is no init call and the
// hash of a position is the same in every build and on every machine.
#pragma once
#include <array>
#include <cstdint>

#include "kernel/types.hpp"

namespace kiyaku::zobrist {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A well-spread 64-bit key derived from a value (a pass count, a ko's points, a position's own
// hash), to combine by xor with other keys without cancelling them.
constexpr std::uint64_t mix(std::uint64_t value) { return splitmix64(value); }

struct Tables {
  std::array<std::array<std::uint64_t, kMaxPoints>, 2> stone{};  // [color_index][point]
  std::array<std::uint64_t, kMaxPoints> ban{};                   // ko-ban keys for rulesets
  std::array<std::uint64_t, 2> to_move{};                        // [color_index]
};

constexpr Tables make_tables() {
  Tables t;
  std::uint64_t state = 0x6B69796B75ULL;  // "kiyku"
  for (auto& colour : t.stone)
    for (auto& key : colour) key = splitmix64(state);
  for (auto& key : t.ban) key = splitmix64(state);
  for (auto& key : t.to_move) key = splitmix64(state);
  return t;
}

inline constexpr Tables kTables = make_tables();

constexpr std::uint64_t stone(Color c, Point p) { return kTables.stone[color_index(c)][p]; }
constexpr std::uint64_t ban(Point p) { return kTables.ban[p]; }
constexpr std::uint64_t to_move(Color c) { return kTables.to_move[color_index(c)]; }

}  // namespace kiyaku::zobrist
