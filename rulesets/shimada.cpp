#include "rulesets/shimada.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include <cmath>

#include "rulesets/parts/area.hpp"
#include "rulesets/parts/removal_game.hpp"
#include "rulesets/parts/results.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class EndStatus { as_played, removal };
enum class CountedUnits { stones_and_points, stones_only };

}  // namespace

template <>
struct ChoiceNames<EndStatus> : ChoiceNaming<"status", "as_played", "removal"> {};
template <>
struct ChoiceNames<CountedUnits> : ChoiceNaming<"counting", "stones_and_points", "stones_only"> {};

const Metadata& Shimada::metadata() {
  static const Metadata m{
      "shimada",
      "原始棋法 (島田拓爾)",
      "Primitive Rules of Go (Shimada Takuji)",
      1943,
      "Shimada Takuji (島田拓爾), 囲碁の数理 (1943, rev. 1958)",
      {"Japanese opening (Art. 1, definitions): go-en.com 島田試案 via seeds/004 (dooole.tistory.com copy)",
       "English opening: gogod.co.uk/NewInGo/Rules_2.htm (cut at the definition of a position)",
       "Ikeda, On the Rules of Go 6.12 (Shimada's example: Black wins by 4; diagram not retrieved)"},
      Fidelity::reconstructed,
      "only Art. 1 and the definitions were seen; moves, capture, suicide, repetition, end, life and death, counting "
      "and results are the digest's provisional model (play to the end, area counting), not Shimada's text"};
  return m;
}

std::span<const Article> Shimada::articles() {
  static const Article table[] = {
      {"1", "Go is a contest between two parties, Black and White."},
      {"def-board", "The board is a plane ruled with 19 lines each way; its 361 intersections are points."},
      {"def-stones", "Stones mark occupied points; Black uses black stones, White white."},
      {"def-neighbour", "A neighbour point of a is the nearest point along each line leaving a."},
      {"def-region",
       "A region is any set of points; a connected region is one whose points are joined by chains of neighbours "
       "inside it."},
      {"def-group",
       "Stones filling a connected region with no same-coloured stone on its neighbours form a linked group; its empty "
       "neighbours are its liberties."},
      {"R-move",
       "(reconstructed: not seen) Players alternate placing a stone on an empty point or passing; groups left without "
       "liberties are removed; suicide is forbidden.",
       Fidelity::reconstructed},
      {"R-repetition", "(reconstructed: not seen) A repeated whole-board position is forbidden (superko, digest §4.2).",
       Fidelity::reconstructed},
      {"R-end", "(reconstructed: not seen) Two consecutive passes end the game; stones then on the board stand.",
       Fidelity::reconstructed},
      {"R-status",
       "(reconstructed: not seen) No status is agreed: stones on the board at the end are counted as they stand.",
       Fidelity::reconstructed},
      {"R-count",
       "(reconstructed: not seen; 'primitive' = ancient area counting) A side counts its stones on the board and the "
       "empty points only its stones surround.",
       Fidelity::reconstructed},
      {"R-result", "(reconstructed: not seen) The larger count wins; equal counts are a draw.", Fidelity::reconstructed},
  };
  return table;
}

std::span<const ChoiceSpec> Shimada::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(EndStatus::as_played, "§4.2: how stones left on the board at the end are judged (text not seen)",
                  "digest §4.2: play to completion (stones stand as played); 'removal' tests each string by "
                  "attacker-first play "
                  "(two passes end, simple ko) for positions a rule book leaves unplayed"),
      choice_spec(CountedUnits::stones_and_points, "§4.2: what a side counts (text not seen)",
                  "digest §4.2: Ikeda's Area rules I (stones + surrounded points); 'stones_only' = ancient stone "
                  "counting (S9)"),
      parts::dame_filling_choice(parts::DameDefault::customary,
                                 "(reconstructed) the text on dame is not seen; players fill dame before counting"),
  };
  return table;
}

template <>
parts::StatusMap Shimada::Status::decide(const JudgedPosition& judged, const Choices& c, const solver::Budget& budget) {
  if (c.get<EndStatus>() == EndStatus::removal) {
    parts::RemovalStatusOptions o;
    o.rules = {parts::FirstMover::attacker, parts::RepetitionBan::simple_ko, 2};
    o.budget = budget;
    o.article = "R-status";
    return parts::removal_status(judged.position, o);
  }
  const Board& b = judged.position.board();
  parts::StatusMap out;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || out.index[p] >= 0) continue;
    StringVerdict v;
    v.color = b.at(p);
    v.stones = b.chain(p).to_vector();
    v.status = kiyaku::Status::alive;
    v.articles = {"R-status"};
    v.reason = "(reconstructed) stones on the board at the end stand as played";
    const auto i = static_cast<std::int16_t>(out.strings.size());
    for (Point s : v.stones) out.index[s] = i;
    out.strings.push_back(std::move(v));
  }
  return out;
}

template <>
parts::TerritoryMap Shimada::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  return parts::surrounded_points(judged.position, s, "R-count");
}

template <>
kiyaku::Score Shimada::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices& c) {
  const bool only_stones = c.get<CountedUnits>() == CountedUnits::stones_only;
  return parts::area_count(judged.position, t,
                           only_stones ? parts::AreaItems::stones_only : parts::AreaItems::stones_and_points,
                           judged.komi.value_or(0.0),
                           only_stones ? "(reconstructed) stones on the board (R-count)"
                                       : "(reconstructed) stones on the board plus surrounded points (R-count)");
}

template <>
ResultVerdict Shimada::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                       const kiyaku::Score& score, const Choices&) {
  constexpr parts::ResignationRule resignation{"R-resignation",
                                               "the text seen names no resignation: the custom that the opponent wins"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  ResultVerdict r;
  if (judged.illegal) {
    r.kind = ResultKind::undecidable;
    r.articles = {"R-move"};
    r.reason = "the record contains an illegal move; what the text makes of one was not seen";
    return r;
  }
  if (s.any_undecided()) {
    r.kind = ResultKind::undecided;
    r.reason = "the status of some stones is undecided (search budget)";
    return r;
  }
  const double diff = score.total_black - score.total_white;
  r.articles = {"R-result"};
  if (diff == 0) {
    r.kind = ResultKind::jigo;
    r.reason = "(reconstructed) equal counts: a draw";
    return r;
  }
  r.kind = ResultKind::win;
  r.winner = diff > 0 ? Color::black : Color::white;
  r.margin = std::abs(diff);
  r.reason = "(reconstructed) the larger count wins";
  return r;
}

}  // namespace kiyaku
