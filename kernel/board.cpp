#include "kernel/board.hpp"

#include <algorithm>

#include <stdexcept>
#include <string>
#include <utility>

#include "kernel/zobrist.hpp"

namespace kiyaku {

Board::Board(int width, int height) : width_(width), height_(height) {
  if (width < kMinSize || width > kMaxSize || height < kMinSize || height > kMaxSize)
    throw std::invalid_argument("board size " + std::to_string(width) + "x" + std::to_string(height) + " is outside " +
                                std::to_string(kMinSize) + "-" + std::to_string(kMaxSize));
  const auto total = static_cast<std::size_t>((height + 2) * stride() + 1);
  color_.assign(total, Color::border);
  head_.assign(total, kNoPoint);
  next_.assign(total, kNoPoint);
  libs_.assign(total, 0);
  size_.assign(total, 0);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const Point p = point(x, y);
      color_[p] = Color::empty;
      points_.push_back(p);
    }
}

// Every member but undo_ and captured_heads_.
Board::Board(const Board& o, PositionOnly)
    : width_(o.width_),
      height_(o.height_),
      color_(o.color_),
      head_(o.head_),
      next_(o.next_),
      libs_(o.libs_),
      size_(o.size_),
      points_(o.points_),
      hash_(o.hash_),
      stones_(o.stones_),
      captures_(o.captures_),
      ko_point_(o.ko_point_),
      ko_color_(o.ko_color_) {}

// --- chains ---------------------------------------------------------------

PointSet Board::chain(Point p) const {
  PointSet out;
  for_each_stone(p, [&](Point s) { out.insert(s); });
  return out;
}

PointSet Board::liberties(Point p) const {
  PointSet out;
  for_each_stone(p, [&](Point s) {
    for (Point n : neighbours(s))
      if (color_[n] == Color::empty) out.insert(n);
  });
  return out;
}

int Board::liberty_count(Point p) const { return static_cast<int>(liberties(p).size()); }

bool Board::in_atari(Point p) const { return liberties_up_to(p, 2) == 1; }

Point Board::only_liberty(Point p) const {
  Point found = kNoPoint;
  any_stone(p, [&](Point s) {
    for (Point n : neighbours(s))
      if (color_[n] == Color::empty) found = n;
    return found != kNoPoint;
  });
  return found;
}

PointSet Board::every_point() const {
  PointSet all;
  for (Point p : points_) all.insert(p);
  return all;
}

int Board::liberties_up_to(Point p, int limit) const {
  std::array<Point, 4> found{};  // limit is small; past 4 the count stops there
  const int cap = std::min(limit, static_cast<int>(found.size()));
  // One empty point touches at most four stones: more pseudo-liberties than four per liberty
  // short of the cap prove the cap without a walk.
  if (libs_[head_[p]] > 4 * (cap - 1)) return cap;
  int count = 0;
  any_stone(p, [&](Point s) {
    for (Point n : neighbours(s)) {
      if (color_[n] != Color::empty || std::find(found.begin(), found.begin() + count, n) != found.begin() + count)
        continue;
      found[static_cast<std::size_t>(count++)] = n;
      if (count == cap) return true;
    }
    return false;
  });
  return count;
}

// --- move checks ----------------------------------------------------------

int Board::would_capture_count(Color c, Point p) const {
  int captured = 0;
  for_each_capture(c, p, [&](Point head) { captured += size_[head]; });
  return captured;
}

bool Board::would_capture(Color c, Point p) const { return would_capture_count(c, p) > 0; }

Point Board::would_ko_capture(Color c, Point p) const {
  if (next_to(p, c) || next_to_empty(p)) return kNoPoint;  // not alone, or a second liberty
  Point taken = kNoPoint;
  int captured = 0;
  for_each_capture(c, p, [&](Point head) {
    taken = head;
    captured += size_[head];
  });
  return captured == 1 ? taken : kNoPoint;
}

PlayCheck Board::check(Color c, Point p, int* captures) const {
  if (!on_board(p)) return PlayCheck::off_board;
  if (color_[p] != Color::empty) return PlayCheck::occupied;
  const auto around = neighbours(p);
  const auto heads = neighbour_heads(p);
  bool has_liberty = false;
  int captured = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    const Color nc = color_[around[i]];
    if (nc == Color::empty) has_liberty = true;
    if (!is_stone(nc) || met_before(heads, i)) continue;
    const Point h = heads[i];
    const int lost = adjacencies(heads, h);
    if (nc == c)
      has_liberty = has_liberty || libs_[h] > lost;
    else if (libs_[h] == lost)
      captured += size_[h];
  }
  if (captures) *captures = captured;
  if (!has_liberty && captured == 0) return PlayCheck::suicide;
  // The simple ko: retaking exactly the one stone that just captured.
  if (p == ko_point_ && c == ko_color_ && captured == 1) return PlayCheck::ko_retake;
  return PlayCheck::legal;
}

std::uint64_t Board::hash_after(Color c, Point p) const {
  std::uint64_t h = hash_ ^ zobrist::stone(c, p);
  for_each_capture(c, p,
                   [&](Point head) { for_each_stone(head, [&](Point s) { h ^= zobrist::stone(opponent(c), s); }); });
  return h;
}

// --- play and undo ----------------------------------------------------------

void Board::place_stone(Color c, Point p) {
  color_[p] = c;
  hash_ ^= zobrist::stone(c, p);
  ++stones_[color_index(c)];
  head_[p] = p;
  next_[p] = p;
  size_[p] = 1;
  libs_[p] = 0;
  for (Point n : neighbours(p)) {
    if (color_[n] == Color::empty)
      ++libs_[p];
    else if (is_stone(color_[n]))
      --libs_[head_[n]];
  }
}

// Captured stones keep their head/next/size entries so restore_chain can rebuild them.
void Board::remove_chain(Point head) {
  const Color c = color_[head];
  for_each_stone(head, [&](Point s) {
    color_[s] = Color::empty;
    hash_ ^= zobrist::stone(c, s);
  });
  stones_[color_index(c)] -= size_[head];
  for_each_stone(head, [&](Point s) {
    for (Point n : neighbours(s))
      if (is_stone(color_[n])) ++libs_[head_[n]];
  });
}

void Board::restore_chain(Point head, Color c) {
  for_each_stone(head, [&](Point s) {
    color_[s] = c;
    hash_ ^= zobrist::stone(c, s);
  });
  stones_[color_index(c)] += size_[head];
  for_each_stone(head, [&](Point s) {
    for (Point n : neighbours(s))
      if (color_[n] == opponent(c)) --libs_[head_[n]];
  });
}

Point Board::merge(Point a, Point b) {
  Point big = head_[a], small = head_[b];
  if (size_[big] < size_[small]) std::swap(big, small);
  auto& r = undo_.back();
  const auto i = r.merged_count++;
  r.merged[i] = big;
  r.merged_absorbed[i] = small;
  r.merged_libs[i] = libs_[big];
  r.merged_size[i] = size_[big];
  for_each_stone(small, [&](Point s) { head_[s] = big; });
  std::swap(next_[big], next_[small]);
  libs_[big] = static_cast<std::uint16_t>(libs_[big] + libs_[small]);
  size_[big] = static_cast<std::uint16_t>(size_[big] + size_[small]);
  return big;
}

PlayEffect Board::play(Color c, Point p) {
  undo_.push_back(UndoRecord{p,
                             c,
                             ko_point_,
                             ko_color_,
                             hash_,
                             static_cast<std::uint32_t>(captured_heads_.size()),
                             0,
                             {},
                             {},
                             {},
                             {},
                             {head_[p], next_[p], libs_[p], size_[p]}});
  place_stone(c, p);

  PlayEffect effect;
  for (Point n : neighbours(p)) {
    if (color_[n] != opponent(c) || libs_[head_[n]] != 0) continue;
    const Point h = head_[n];
    effect.captured += size_[h];
    if (size_[h] == 1) effect.single_capture = h;
    captured_heads_.push_back(h);
    remove_chain(h);
  }
  if (effect.captured != 1) effect.single_capture = kNoPoint;
  captures_[color_index(c)] += effect.captured;

  for (Point n : neighbours(p))
    if (color_[n] == c && head_[n] != head_[p]) merge(p, n);

  // The ko shape: one stone taken by a lone stone whose only liberty is the captured point.
  effect.ko_capture = effect.captured == 1 && size_[head_[p]] == 1 && libs_[p] == 1;
  ko_point_ = effect.ko_capture ? effect.single_capture : kNoPoint;
  ko_color_ = effect.ko_capture ? opponent(c) : Color::empty;
  return effect;
}

void Board::pass() {
  undo_.push_back(UndoRecord{kNoPoint,
                             Color::empty,
                             ko_point_,
                             ko_color_,
                             hash_,
                             static_cast<std::uint32_t>(captured_heads_.size()),
                             0,
                             {},
                             {},
                             {},
                             {},
                             {}});
  ko_point_ = kNoPoint;
  ko_color_ = Color::empty;
}

void Board::undo() {
  const UndoRecord& r = undo_.back();  // popped at the end: copying it was a fifth of undo's cost
  ko_point_ = r.prev_ko_point;
  ko_color_ = r.prev_ko_color;
  if (r.point == kNoPoint) {
    undo_.pop_back();
    return;
  }
  const Point p = r.point;

  for (int i = r.merged_count - 1; i >= 0; --i) {
    const auto k = static_cast<std::size_t>(i);
    const Point big = r.merged[k], small = r.merged_absorbed[k];
    std::swap(next_[big], next_[small]);
    for_each_stone(small, [&](Point s) { head_[s] = small; });
    libs_[big] = r.merged_libs[k];
    size_[big] = r.merged_size[k];
  }

  int captured = 0;
  for (auto i = captured_heads_.size(); i > r.captured_begin; --i) {
    const Point h = captured_heads_[i - 1];
    captured += size_[h];
    restore_chain(h, opponent(r.color));
  }
  captured_heads_.resize(r.captured_begin);
  captures_[color_index(r.color)] -= captured;

  for (Point n : neighbours(p))
    if (is_stone(color_[n])) ++libs_[head_[n]];
  color_[p] = Color::empty;
  --stones_[color_index(r.color)];
  head_[p] = r.saved_point.head;
  next_[p] = r.saved_point.next;
  libs_[p] = r.saved_point.libs;
  size_[p] = r.saved_point.size;
  hash_ = r.prev_hash;
  undo_.pop_back();
}

// --- setup ------------------------------------------------------------------

void Board::set_stone(Point p, Color c) {
  if (!on_board(p) || c == Color::border) throw std::invalid_argument("set_stone: not a board point or not a stone");
  ko_point_ = kNoPoint;
  ko_color_ = Color::empty;
  undo_.clear();
  captured_heads_.clear();
  if (color_[p] == c) return;
  if (is_stone(color_[p])) {
    hash_ ^= zobrist::stone(color_[p], p);
    --stones_[color_index(color_[p])];
  }
  color_[p] = c;
  if (is_stone(c)) {
    hash_ ^= zobrist::stone(c, p);
    ++stones_[color_index(c)];
  }
  rebuild_chains();
}

// Recomputes every chain from the stones alone (after setup, never during play).
void Board::rebuild_chains() {
  for (Point p : points_) {
    head_[p] = next_[p] = kNoPoint;
    libs_[p] = size_[p] = 0;
  }
  for (Point p : points_) {
    if (!is_stone(color_[p]) || head_[p] != kNoPoint) continue;
    // Flood fill the chain of p, threading the circular list as we go.
    std::vector<Point> stack{p};
    head_[p] = p;
    next_[p] = p;
    while (!stack.empty()) {
      const Point s = stack.back();
      stack.pop_back();
      ++size_[p];
      for (Point n : neighbours(s)) {
        if (color_[n] == Color::empty) ++libs_[p];
        if (color_[n] != color_[p] || head_[n] != kNoPoint) continue;
        head_[n] = p;
        next_[n] = next_[p];
        next_[p] = n;
        stack.push_back(n);
      }
    }
  }
}

Point Board::first_chain_without_liberty() const {
  for (Point p : points_)
    if (is_stone(color_[p]) && libs_[head_[p]] == 0) return p;
  return kNoPoint;
}

bool operator==(const Board& a, const Board& b) {
  return a.width_ == b.width_ && a.height_ == b.height_ && a.color_ == b.color_ && a.hash_ == b.hash_ &&
         a.captures_ == b.captures_ && a.ko_point_ == b.ko_point_ && a.ko_color_ == b.ko_color_;
}

bool identical(const Board& a, const Board& b) {
  return a == b && a.head_ == b.head_ && a.next_ == b.next_ && a.libs_ == b.libs_ && a.size_ == b.size_ &&
         a.stones_ == b.stones_ && a.undo_.size() == b.undo_.size() && a.captured_heads_ == b.captured_heads_;
}

bool retaken_at_once(Board& b, Point string) {
  if (b.chain_size(string) < 2 || !b.in_atari(string)) return false;
  const Color retaker = opponent(b.at(string));
  const Point retake = b.only_liberty(string);
  if (b.check(retaker, retake) != PlayCheck::legal) return false;
  b.play(retaker, retake);
  const bool kept = b.liberties_up_to(retake, 2) >= 2;
  b.undo();
  return kept;
}

}  // namespace kiyaku
