#include "kernel/position.hpp"

#include <algorithm>

namespace kiyaku {

PlayCheck Position::play(Move m) {
  if (m.is_pass()) {
    board_.pass();
  } else {
    const PlayCheck verdict = board_.check(m.color, m.point);
    if (verdict != PlayCheck::legal) return verdict;
    board_.play(m.color, m.point);
  }
  to_move_ = opponent(m.color);
  history_.push_back({board_.hash(), m, false});
  return PlayCheck::legal;
}

void Position::mark_setup() { history_.push_back({board_.hash(), Move{}, true}); }

bool Position::moves_played() const noexcept {
  return std::any_of(history_.begin(), history_.end(), [](const HistoryEntry& h) { return !h.setup; });
}

int Position::consecutive_passes() const noexcept {
  int n = 0;
  for (auto it = history_.rbegin(); it != history_.rend() && !it->setup && it->move.is_pass(); ++it) ++n;
  return n;
}

int Position::previous_occurrence() const noexcept {
  if (history_.empty()) return -1;
  const auto now = history_.back().hash;
  for (int i = static_cast<int>(history_.size()) - 2; i >= 0; --i)
    if (history_[static_cast<std::size_t>(i)].hash == now) return i;
  return -1;
}

}  // namespace kiyaku
