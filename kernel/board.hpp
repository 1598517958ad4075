// The board: a padded one-dimensional array with chains, exact captures, suicide detection,
// the simple ko point, a Zobrist hash and LIFO play/undo that restores every field.
//
// Layout: width W, height H, stride W+1. Point (x, y) lives at (y+1)*(W+1) + x + 1; the
// column x = -1 of every row and the rows above and below the board are border. Neighbours
// are p±1 and p±stride; the border stops every walk without a bounds check.
//
// Chains: every stone stores the head of its chain and the next stone of a circular list.
// Two chains merge by swapping the `next` of one stone of each; swapping the same pair
// again splits them, which is what makes undo cheap. Each head stores the chain size and
// its pseudo-liberties (stone/empty adjacencies, counted with multiplicity): zero exactly
// when the chain has no liberty; atari is tested against p's own adjacencies.
//
// The board knows no rule text: it answers whether a play is occupied, suicide or a retake
// of the simple ko, and rulesets decide what those facts mean.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "kernel/point_set.hpp"
#include "kernel/types.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku {

enum class PlayCheck : std::uint8_t { legal, occupied, suicide, ko_retake, off_board };

// What one play did: the facts rulesets build ko and cycle rules on.
struct PlayEffect {
  int captured = 0;                 // stones removed by this play
  Point single_capture = kNoPoint;  // the captured point when exactly one stone was removed
  bool ko_capture = false;          // one stone taken by a lone stone left with one liberty (the simple ko's shape)
};

class Board {
 public:
  Board(int width, int height);
  explicit Board(int size) : Board(size, size) {}
  // The same position without the plays that led to it: undo() can take back only later plays.
  // Searches start from such a copy; copying a game record's undo history, and growing that copy
  // again at the first play, cost more than a percent of a batch run.
  Board position_only() const { return Board(*this, PositionOnly{}); }

  // --- geometry ---
  int width() const noexcept { return width_; }
  int height() const noexcept { return height_; }
  int stride() const noexcept { return width_ + 1; }
  Point point(int x, int y) const noexcept { return static_cast<Point>((y + 1) * stride() + x + 1); }
  Point point(Coord c) const noexcept { return point(c.x, c.y); }
  Coord coord(Point p) const noexcept { return {p % stride() - 1, p / stride() - 1}; }
  bool contains(int x, int y) const noexcept { return x >= 0 && y >= 0 && x < width_ && y < height_; }
  bool on_board(Point p) const noexcept { return p < color_.size() && color_[p] != Color::border; }
  // Every on-board point in reading order (top row first, left to right).
  const std::vector<Point>& points() const noexcept { return points_; }
  PointSet every_point() const;  // points() as a set
  std::array<Point, 4> neighbours(Point p) const noexcept {
    const auto s = static_cast<Point>(stride());
    return {static_cast<Point>(p - s), static_cast<Point>(p - 1), static_cast<Point>(p + 1), static_cast<Point>(p + s)};
  }

  // --- contents ---
  Color at(Point p) const noexcept { return color_[p]; }
  // Whether some neighbour of p holds `c` (a colour, or empty).
  bool next_to(Point p, Color c) const noexcept {
    const auto s = static_cast<std::size_t>(stride());
    return color_[p - s] == c || color_[p - 1] == c || color_[p + 1] == c || color_[p + s] == c;
  }
  // Whether some neighbour of p is empty (then a play at p is never suicide nor a ko retake).
  bool next_to_empty(Point p) const noexcept { return next_to(p, Color::empty); }
  std::uint64_t hash() const noexcept { return hash_; }
  int stone_count(Color c) const noexcept { return stones_[color_index(c)]; }
  // Stones of colour `c`'s opponent that `c` has captured since construction.
  int captures_by(Color c) const noexcept { return captures_[color_index(c)]; }
  // The simple ko: after a ko capture, `ko_color()` may not retake at `ko_point()` on the
  // next move. kNoPoint when the last move was not a ko capture.
  Point ko_point() const noexcept { return ko_point_; }
  Color ko_color() const noexcept { return ko_color_; }

  // --- chains ---
  Point chain_head(Point p) const noexcept { return head_[p]; }
  int chain_size(Point p) const noexcept { return size_[head_[p]]; }
  int liberty_count(Point p) const;  // exact, computed on demand
  PointSet liberties(Point p) const;
  PointSet chain(Point p) const;
  bool in_atari(Point p) const;       // exactly one liberty
  Point only_liberty(Point p) const;  // a chain in atari: its liberty, found without a set
  // The chain's distinct liberties, counted up to `limit` (no set built: the solvers' hot path).
  int liberties_up_to(Point p, int limit) const;
  template <class F>
  void for_each_stone(Point p, F&& f) const {
    Point s = p;
    do {
      f(s);
      s = next_[s];
    } while (s != p);
  }
  // Whether `pred` holds for some stone of p's chain; stops at the first.
  template <class F>
  bool any_stone(Point p, F&& pred) const {
    Point s = p;
    do {
      if (pred(s)) return true;
      s = next_[s];
    } while (s != p);
    return false;
  }

  // --- moves ---
  // Checks a play against occupancy, suicide (after captures, Arts. 4-5 style) and the
  // simple ko of the previous move. Passing is always possible.
  PlayCheck check(Color c, Point p) const { return check(c, p, nullptr); }
  // The same, also telling how many stones the play would capture (search move ordering).
  PlayCheck check(Color c, Point p, int* captures) const;
  bool would_capture(Color c, Point p) const;
  int would_capture_count(Color c, Point p) const;
  // The lone stone `c` playing at p would take in a ko capture (PlayEffect::ko_capture's shape:
  // one stone taken, the new stone alone with that point its one liberty), or kNoPoint.
  Point would_ko_capture(Color c, Point p) const;
  // Calls f(head) once for each opposing chain that `c` playing at p would capture: those whose
  // only liberty is p.
  template <class F>
  void for_each_capture(Color c, Point p, F&& f) const {
    const auto around = neighbours(p);
    const auto heads = neighbour_heads(p);
    for (std::size_t i = 0; i < 4; ++i)
      if (color_[around[i]] == opponent(c) && !met_before(heads, i) && libs_[heads[i]] == adjacencies(heads, heads[i]))
        f(heads[i]);
  }
  // The hash after `c` plays at p (not occupied, not suicide), without playing: the new stone
  // and every opposing chain it takes.
  std::uint64_t hash_after(Color c, Point p) const;
  // The same for a play check() found to take `captures` stones: with none, only the new stone
  // changes the hash, and no chain around p need be looked at.
  std::uint64_t hash_after(Color c, Point p, int captures) const {
    return captures == 0 ? hash_ ^ zobrist::stone(c, p) : hash_after(c, p);
  }
  // Plays a stone; the caller has made sure check() is not occupied/suicide (ko is the
  // caller's rule). Every play and pass pushes an undo record.
  PlayEffect play(Color c, Point p);
  void pass();
  void undo();
  std::size_t undo_depth() const noexcept { return undo_.size(); }

  // Places or removes a stone outside the game (setup, AB/AW/AE): no captures, no undo
  // record, clears the ko. The caller validates liberties afterwards (see validate()).
  void set_stone(Point p, Color c);
  // The first point of a chain without liberties, or kNoPoint if every chain can exist.
  Point first_chain_without_liberty() const;

  // Same stones, hash, captures and ko: what a player can see.
  friend bool operator==(const Board& a, const Board& b);
  // Every internal array equal too: what undo must restore (used by tests and debug guards).
  friend bool identical(const Board& a, const Board& b);

 private:
  struct UndoRecord {
    Point point;  // kNoPoint for a pass
    Color color;
    Point prev_ko_point;
    Color prev_ko_color;
    std::uint64_t prev_hash;
    std::uint32_t captured_begin;  // slice of captured_heads_ (one head per captured chain)
    std::uint8_t merged_count;
    std::array<Point, 4> merged;               // heads merged into, in merge order
    std::array<std::uint16_t, 4> merged_libs;  // pseudo-liberties of the absorbing head before each merge
    std::array<std::uint16_t, 4> merged_size;
    std::array<Point, 4> merged_absorbed;  // the head that lost its identity
    struct {
      Point head, next;
      std::uint16_t libs, size;
    } saved_point;  // p's stale entries
  };

  struct PositionOnly {};
  Board(const Board& other, PositionOnly);

  void place_stone(Color c, Point p);
  void remove_chain(Point head);
  void restore_chain(Point head, Color c);
  Point merge(Point a, Point b);  // returns the surviving head
  // The chain of each of p's neighbours, named by its head (kNoPoint where there is no stone).
  // A chain next to p through k of them loses k pseudo-liberties if p is filled, so one walk of
  // p's neighbours answers every question about the chains around it.
  std::array<Point, 4> neighbour_heads(Point p) const noexcept {
    std::array<Point, 4> heads{};
    const auto around = neighbours(p);
    for (std::size_t i = 0; i < 4; ++i) heads[i] = is_stone(color_[around[i]]) ? head_[around[i]] : kNoPoint;
    return heads;
  }
  // How often `head` occurs among a point's neighbour heads: the pseudo-liberties that chain
  // would lose if the point were filled.
  // (Written out: std::count and std::find over four entries cost a fifth of check().)
  static int adjacencies(const std::array<Point, 4>& heads, Point head) noexcept {
    return (heads[0] == head) + (heads[1] == head) + (heads[2] == head) + (heads[3] == head);
  }
  // Whether heads[i] names a chain already met at an earlier neighbour.
  static bool met_before(const std::array<Point, 4>& heads, std::size_t i) noexcept {
    const Point h = heads[i];
    return (i > 0 && heads[0] == h) || (i > 1 && heads[1] == h) || (i > 2 && heads[2] == h);
  }
  void rebuild_chains();

  int width_;
  int height_;
  std::vector<Color> color_;
  std::vector<Point> head_;
  std::vector<Point> next_;
  std::vector<std::uint16_t> libs_;  // pseudo-liberties, valid at heads
  std::vector<std::uint16_t> size_;  // valid at heads
  std::vector<Point> points_;
  std::uint64_t hash_ = 0;
  std::array<int, 2> stones_{};
  std::array<int, 2> captures_{};
  Point ko_point_ = kNoPoint;
  Color ko_color_ = Color::empty;
  std::vector<UndoRecord> undo_;
  std::vector<Point> captured_heads_;
};

// Whether the string at `string`, of more than one stone and in atari, is taken back at once:
// its opponent plays its last liberty and keeps two liberties there. A capture so answered costs
// the capturer's opponent nothing at the end of a game (dame_game.hpp, solver/invasion.hpp).
bool retaken_at_once(Board& b, Point string);

}  // namespace kiyaku
