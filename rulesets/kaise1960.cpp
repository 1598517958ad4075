#include "rulesets/kaise1960.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include "rulesets/parts/results.hpp"
#include "rulesets/parts/territory.hpp"

namespace kiyaku {

const Metadata& Kaise1960::metadata() {
  static const Metadata m{
      "kaise1960",
      "日本囲碁基本規則案 草案要綱 (貝瀬ルール)",
      "Kaise Takaaki, draft outline of basic Japanese rules (1960)",
      1960,
      "貝瀬尊明 (Kaise Takaaki)",
      {"囲碁ルール博物館 貝瀬試案 page (park6.wakwak.com/~igo/igorule/kaise.html): header, notes 1-2, opening of Part "
       "I",
       "Kaise's 1962 漸進案 (seed 002) for everything not seen"},
      Fidelity::reconstructed,
      "only the opening was seen; play-out, territory and fee are reconstructed from the 1962 draft, without "
      "its long-cycle rule"};
  return m;
}

std::span<const Article> Kaise1960::articles() {
  static const Article table[] = {
      {"注1", "Results hardly differ from the current (1949) rules; Chinese half counting is not adopted."},
      {"注2", "Experiment on a 5x5 or 7x7 board."},
      {"I",
       "Chinese and Japanese go are one game counted differently; normally count by the Japanese method for an end by "
       "agreement.",
       Fidelity::partial},
      {"end",
       "(reconstructed: 1962 注4/I(9)) Dead stones are those actually captured at the theoretical end, the capturer "
       "moving first, with a fee for missing moves.",
       Fidelity::reconstructed},
      {"eye", "(reconstructed: 1962 I(3)-I(4)) Territory is the eyes of two-eyed stones; seki eyes count nothing.",
       Fidelity::reconstructed},
      {"ko", "(reconstructed: the digest finds no 1960 ko text) Conventional ko rule only; no long-cycle provision.",
       Fidelity::reconstructed},
  };
  return table;
}

std::span<const ChoiceSpec> Kaise1960::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(parts::EndlessPlay::no_result, "What if optimal play repeats without end (no 1960 ko text seen)?",
                  "(reconstructed) the 1949 rules, in force then, make an unresolvable repetition no result"),
      choice_spec(parts::JigoRule::draw, "Equal totals", "(reconstructed) a comparison leaves equal totals a draw"),
      parts::dame_filling_choice(parts::DameDefault::customary,
                                 "(reconstructed) as in the 1962 draft, I(5): dame are filled before the count"),
  };
  return table;
}

template <>
parts::StatusMap Kaise1960::Status::decide(const JudgedPosition& judged, const Choices&, const solver::Budget& budget) {
  parts::PlayoutStatusOptions o;
  o.rules.simple_ko = solver::SimpleKo::banned;
  o.rules.max_occurrences = 0;
  o.rules.count = solver::LocalCount::area;
  o.starter = parts::PlayoutStarter::capturer;
  o.budget = budget;
  o.article = "end";
  o.note = "(reconstructed from the 1962 draft: play-out to the theoretical end, capturer first, basic ko only)";
  return parts::playout_status(judged.position, o);
}

template <>
parts::TerritoryMap Kaise1960::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  parts::TerritoryOptions o;
  o.article = "eye";
  o.article_removal = "I";
  o.dead_in_dame = parts::DeadInDame::removed;  // every dead stone is captured by the theoretical end
  return parts::eyes_of_non_seki_living(judged.position, s, o);
}

template <>
kiyaku::Score Kaise1960::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices&) {
  return parts::territory_plus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                         "Japanese count for an end by agreement: territory + prisoners (I)");
}

template <>
ResultVerdict Kaise1960::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                         const kiyaku::Score& score, const Choices& c) {
  constexpr parts::ResignationRule resignation{"R-resignation",
                                               "the draft seen has no resignation article: the 1949 rules' Art. 37"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  if (parts::any_endless(s) && c.get<parts::EndlessPlay>() == parts::EndlessPlay::no_result) {
    ResultVerdict r;
    r.kind = ResultKind::no_result;
    r.articles = {"ko"};
    r.reason = "optimal play repeats without end (reconstructed: the 1949 rules' no result)";
    return r;
  }
  parts::ResultOptions o;
  o.repetition = parts::RepetitionAgreement::agree;
  o.jigo = c.get<parts::JigoRule>();
  o.art_count = "I";
  o.art_no_result = "ko";
  o.art_forfeit = "注1";
  return parts::count_result(judged, s, score, o);
}

}  // namespace kiyaku
