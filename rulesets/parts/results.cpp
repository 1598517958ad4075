#include "rulesets/parts/results.hpp"

#include <cmath>
#include <unordered_set>

#include "kernel/vertex.hpp"
#include "rulesets/parts/reconstruction.hpp"

namespace kiyaku::parts {

namespace {

ResultVerdict ended_by_resignation(const io::RecordedResult& recorded, const ResignationRule& rule) {
  ResultVerdict r;
  r.kind = ResultKind::resignation;
  r.winner = recorded.winner;
  r.articles = {std::string(rule.article)};
  r.reason = std::string(color_name(opponent(recorded.winner))) + " resigned (the record's result: " + recorded.raw +
             "), so " + std::string(color_name(recorded.winner)) +
             " wins by resignation (中押勝) and nothing is counted";
  if (!rule.reconstructed.empty()) label_reconstructed(r, rule.reconstructed);
  return r;
}

ResultVerdict ended_by_regulation(const io::RecordedResult& recorded) {
  ResultVerdict r;
  r.kind = ResultKind::forfeit;
  r.winner = recorded.winner;
  const bool time = recorded.kind == io::RecordedKind::time;
  r.reason = std::string(color_name(opponent(recorded.winner))) +
             (time ? " lost on time (時間切れ)" : " lost by forfeit") + " (the record's result: " + recorded.raw +
             "): a regulation of the game's tournament, not an article of the text";
  return r;
}

}  // namespace

std::optional<ResultVerdict> ended_without_count(const JudgedPosition& judged, const ResignationRule& rule) {
  const io::RecordedResult& recorded = judged.recorded;
  if (judged.illegal || recorded.winner == Color::empty) return std::nullopt;
  switch (recorded.kind) {
    case io::RecordedKind::resignation: return ended_by_resignation(recorded, rule);
    case io::RecordedKind::time:
    case io::RecordedKind::forfeit: return ended_by_regulation(recorded);
    default: return std::nullopt;
  }
}

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
