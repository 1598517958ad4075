// Which results a text knows and how it reaches them, from the record, the statuses and the score.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "kernel/judged_position.hpp"
#include "rulesets/choice_names.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku::parts {

enum class RepetitionAgreement : std::uint8_t { agree, refuse };  // 1989 A15: 無勝負 needs agreement
enum class JigoRule : std::uint8_t { draw, white_wins };          // tournament override (seed 001 Q27)

struct ResultOptions {
  RepetitionAgreement repetition = RepetitionAgreement::agree;
  JigoRule jigo = JigoRule::draw;
  std::string art_count, art_no_result, art_forfeit;
};

// How a text ends a game by resignation (中押勝): the article that makes the opponent the winner,
// and, where the text seen names none, the note that labels the custom kiyaku takes instead.
struct ResignationRule {
  std::string_view article;          // "11" (1989), "6" (2012), "37" (1949); "R-resignation" where reconstructed
  std::string_view reconstructed{};  // empty where the text has the article
};

// The result of a record that ends before the stop: by resignation under `rule`; on time or by
// forfeit, as the record says, since no text has an article for either (tournament regulations).
// Empty for a record that reached the stop, and for one with an illegal move, which the text's
// own article on illegal moves decides first.
std::optional<ResultVerdict> ended_without_count(const JudgedPosition& judged, const ResignationRule& rule);

// True when some whole-board position of the record occurs twice (同一局面反復).
bool record_repeats(const Position& pos);

// Forfeit for an illegal move, no result for a repetition agreed on, undecided if any status
// is, otherwise the count: win by the margin or jigo.
ResultVerdict count_result(const JudgedPosition& judged, const StatusMap& statuses, const Score& score,
                           const ResultOptions& options);

}  // namespace kiyaku::parts

namespace kiyaku {

// The spellings of the choices these readings answer (rulesets/choice_names.hpp).
template <>
struct ChoiceNames<parts::RepetitionAgreement> : ChoiceNaming<"repetition", "agree", "refuse"> {};
template <>
struct ChoiceNames<parts::JigoRule> : ChoiceNaming<"jigo", "draw", "white_wins"> {};

}  // namespace kiyaku
