// A set of board points as a fixed bitset: cheap to copy, compare and hash.
#pragma once
#include <bitset>
#include <cstdint>
#include <functional>
#include <vector>

#include "kernel/types.hpp"

namespace kiyaku {

class PointSet {
 public:
  void insert(Point p) { bits_.set(p); }
  void erase(Point p) { bits_.reset(p); }
  bool contains(Point p) const { return bits_.test(p); }
  bool empty() const { return bits_.none(); }
  std::size_t size() const { return bits_.count(); }
  void clear() { bits_.reset(); }

  PointSet& operator|=(const PointSet& o) {
    bits_ |= o.bits_;
    return *this;
  }
  PointSet& operator&=(const PointSet& o) {
    bits_ &= o.bits_;
    return *this;
  }
  PointSet operator~() const {
    PointSet r;
    r.bits_ = ~bits_;
    return r;
  }
  friend PointSet operator|(PointSet a, const PointSet& b) { return a |= b; }
  friend PointSet operator&(PointSet a, const PointSet& b) { return a &= b; }
  friend bool operator==(const PointSet&, const PointSet&) = default;
  bool intersects(const PointSet& o) const { return (bits_ & o.bits_).any(); }
  std::uint64_t hash() const { return std::hash<std::bitset<kMaxPoints>>{}(bits_); }

  // The lowest point, or kNoPoint for an empty set.
  Point first() const {
    const std::size_t i = bits_._Find_first();
    return i < bits_.size() ? static_cast<Point>(i) : kNoPoint;
  }

  // Points in increasing index order (= reading order: top row first, left to right).
  std::vector<Point> to_vector() const {
    std::vector<Point> out;
    for (std::size_t i = bits_._Find_first(); i < bits_.size(); i = bits_._Find_next(i))
      out.push_back(static_cast<Point>(i));
    return out;
  }
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t i = bits_._Find_first(); i < bits_.size(); i = bits_._Find_next(i)) f(static_cast<Point>(i));
  }

 private:
  std::bitset<kMaxPoints> bits_;
};

}  // namespace kiyaku
