// Move ordering shared by the rule games' move generators.
#pragma once
#include <cstddef>
#include <vector>

#include "kernel/types.hpp"

namespace kiyaku::parts {

// A candidate play and how promising its generator finds it.
struct ScoredPoint {
  int score;
  Point p;
};

// A stable sort by falling `score`: equal scores keep their reading order. By insertion: the
// lists are short, and std::stable_sort allocated a buffer at every expansion.
inline void sort_by_falling_score(std::vector<ScoredPoint>& items) {
  for (std::size_t i = 1; i < items.size(); ++i) {
    const ScoredPoint item = items[i];
    std::size_t j = i;
    for (; j > 0 && items[j - 1].score < item.score; --j) items[j] = items[j - 1];
    items[j] = item;
  }
}

}  // namespace kiyaku::parts
