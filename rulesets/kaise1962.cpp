#include "rulesets/kaise1962.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/results.hpp"
#include "rulesets/parts/territory.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class TwoMoveKo { conventional, general };
enum class ThreatsFrom { cycle4, cycle2 };

}  // namespace

template <>
struct ChoiceNames<TwoMoveKo> : ChoiceNaming<"two_move_ko", "conventional", "general"> {};
template <>
struct ChoiceNames<ThreatsFrom> : ChoiceNaming<"threats_from", "cycle4", "cycle2"> {};

const Metadata& Kaise1962::metadata() {
  static const Metadata m{"kaise1962",
                          "日本囲碁基本規則案草案(漸進案)要綱",
                          "Kaise Takaaki, gradual draft of basic Japanese rules (1962)",
                          1962,
                          "貝瀬尊明 (Kaise Takaaki)",
                          {"囲碁ルール博物館 貝瀬漸進案 page (park6.wakwak.com/~igo/igorule/zansin.html; seed 002): "
                           "preface, I-V, notes 1-7",
                           "Ikeda, On the Rules of Go §1.6 (background)"},
                          Fidelity::full,
                          "text seen in full; it has no diagrams, so every example is the digest's own construction"};
  return m;
}

std::span<const Article> Kaise1962::articles() {
  static const Article table[] = {
      {"I(1)", "Theoretical end: every dead stone has been captured and no move remains worth playing."},
      {"I(2)", "End by agreement: both give up the right to move and skip the capturing moves."},
      {"I(3)", "An eye is a point surrounded by one player's stones that is a forbidden point for the opponent."},
      {"I(4)",
       "Territory: eyes of two-eyed stones and points they enclose where the opponent cannot live (by agreement)."},
      {"I(5)", "Dame: empty points that cannot become territory."},
      {"I(6)", "Prisoners: captured stones plus non-alternation fee stones received."},
      {"I(7)", "Seki: any stone on the board at the theoretical end that is not two-eyed."},
      {"I(9)",
       "A dispute is settled by actually capturing, the capturer first, the defender paying a fee for each missing "
       "move; territory + prisoners decide."},
      {"II(5)", "Alternation is a right and a duty; paying the fee counts as a move."},
      {"III",
       "Local repetition is free for three cycles; from the 2nd move of the 4th cycle each repetition needs a ko "
       "threat."},
      {"注2",
       "The theoretical end is the supreme arbiter; Japanese counting is Chinese counting without the group tax."},
      {"注4", "Stones on the board at the theoretical end are alive; the captured ones are dead."},
      {"注7", "Suicide is not allowed."},
  };
  return table;
}

std::span<const ChoiceSpec> Kaise1962::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(TwoMoveKo::conventional,
                  "Amb. 3: does an ordinary two-move ko keep the conventional rule or follow the general III rule?",
                  "III(2): 'an ordinary ko with a two-move cycle may keep the conventional rule'"),
      choice_spec(ThreatsFrom::cycle4,
                  "Amb. 3: are ko threats required from the 2nd move of the 4th cycle or (variant) of the 2nd?",
                  "III(2) main sentence; the 2nd-cycle variant is optional"),
      choice_spec(parts::JigoRule::draw, "Equal totals (the text names no draw)",
                  "the comparison of I(9) leaves equal totals a draw"),
      parts::dame_filling_choice(parts::DameDefault::customary, "I(5): dame are played alternately before the count"),
  };
  return table;
}

namespace {

// III(2): a pure cycle from the start passes each position three times more in three cycles; the
// first move of the 4th cycle (two 4th occurrences: the start's and the next) is still free.
solver::PlayoutRules playout_rules(const Choices& c) {
  solver::PlayoutRules r;
  r.simple_ko = c.get<TwoMoveKo>() == TwoMoveKo::general ? solver::SimpleKo::allowed : solver::SimpleKo::banned;
  r.max_occurrences = c.get<ThreatsFrom>() == ThreatsFrom::cycle2 ? 1 : 3;
  r.free_excess = 2;
  // 注2 / I(9): with the fee and the equalised move counts, territory + prisoners after the
  // capture play equals the stones-plus-territory count of the final board (no group tax).
  r.count = solver::LocalCount::area;
  return r;
}

}  // namespace

template <>
parts::StatusMap Kaise1962::Status::decide(const JudgedPosition& judged, const Choices& c, const solver::Budget& budget) {
  parts::PlayoutStatusOptions o;
  o.rules = playout_rules(c);
  o.starter = parts::PlayoutStarter::capturer;
  o.budget = budget;
  o.article = "注4";
  o.note =
      "(the play-out is scored as stones + territory, the fee-equalised count of 注2 (digest amb. 8-9); "
      "a local play-out has no ko threats elsewhere)";
  return parts::playout_status(judged.position, o);
}

template <>
parts::TerritoryMap Kaise1962::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  parts::TerritoryOptions o;
  o.article = "I(4)";
  o.article_removal = "注5";
  o.dead_in_dame = parts::DeadInDame::removed;  // 注5: removal as they stand saves only the capturing moves
  return parts::eyes_of_non_seki_living(judged.position, s, o);
}

template <>
kiyaku::Score Kaise1962::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices&) {
  return parts::territory_plus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                         "territory + prisoners, dead stones removed as they stand (I(9), 注5)");
}

template <>
ResultVerdict Kaise1962::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                         const kiyaku::Score& score, const Choices& c) {
  // Art. V keeps the 1949 rules this draft does not contradict, among them resignation (1949 Art. 37).
  constexpr parts::ResignationRule resignation{"V"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  parts::ResultOptions o;
  o.repetition = parts::RepetitionAgreement::refuse;  // III allows repetition within its limits; no void game
  o.jigo = c.get<parts::JigoRule>();
  o.art_count = "I(9)";
  o.art_no_result = "III";
  o.art_forfeit = "V";
  return parts::count_result(judged, s, score, o);
}

}  // namespace kiyaku
