#include "rulesets/parts/results.hpp"

#include <cmath>
#include <unordered_set>

#include "kernel/vertex.hpp"

namespace kiyaku::parts {

bool record_repeats(const Position& pos) {
  std::unordered_set<std::uint64_t> seen;
  for (const auto& h : pos.history()) {
    if (h.setup)
      seen.clear();  // setup starts a new sequence of positions
    else if (h.move.is_pass())
      continue;  // a pass leaves the board as it was: no cycle by itself
    if (!seen.insert(h.hash).second) return true;
  }
  return false;
}

ResultVerdict count_result(const JudgedPosition& judged, const StatusMap& statuses, const Score& score,
                           const ResultOptions& o) {
  ResultVerdict r;
  if (judged.illegal) {
    r.kind = ResultKind::forfeit;
    r.winner = opponent(judged.illegal->move.color);
    r.articles = {o.art_forfeit};
    r.reason = "move " + std::to_string(judged.illegal->number) + " (" +
               std::string(1, color_letter(judged.illegal->move.color)) + " " +
               gtp_vertex(judged.position.board(), judged.illegal->move.point) + ") is illegal";
    return r;
  }
  if (record_repeats(judged.position) && o.repetition == RepetitionAgreement::agree) {
    r.kind = ResultKind::no_result;
    r.articles = {o.art_no_result};
    r.reason = "the same whole-board position occurred twice in the record and the players agree";
    return r;
  }
  if (statuses.any_undecided()) {
    r.kind = ResultKind::undecided;
    r.reason = statuses.why_undecided();
    return r;
  }
  const double diff = score.total_black - score.total_white;
  r.articles = {o.art_count};
  if (diff == 0 && o.jigo == JigoRule::draw) {
    r.kind = ResultKind::jigo;
    r.reason = "equal counts";
    return r;
  }
  r.kind = ResultKind::win;
  r.winner = diff > 0 ? Color::black : Color::white;
  r.margin = std::abs(diff);
  r.reason = diff == 0 ? "equal counts; jigo counts as a White win by the tournament rule" : "the higher count wins";
  return r;
}

}  // namespace kiyaku::parts
