#include "rulesets/tsukamoto2003.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/reconstruction.hpp"
#include "rulesets/parts/results.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class Prisoners { subtracted, ignored };

}  // namespace

template <>
struct ChoiceNames<Prisoners> : ChoiceNaming<"prisoners", "subtracted", "ignored"> {};

const Metadata& Tsukamoto2003::metadata() {
  static const Metadata m{
      "tsukamoto2003",
      "日本式囲碁規約(塚本案) V0.01 (囲碁ルール考)",
      "Tsukamoto's Japanese-style rules of Go, draft V0.01 (Thoughts on the Rules of Go, 2003)",
      2003,
      "塚本惠一 (Tsukamoto Keiichi)",
      {"囲碁ルール考 (塚本惠一提案), instalment 1 of 2003-08-23: introduction and V0.01 Arts. 1-3 and the first "
       "line of Art. 4 (park6.wakwak.com/~igo/igorule/tsukamoto.html, mirror of go-en.com/igorule)",
       "Korean blog copy, same cut point (dooole.tistory.com/317)"},
      Fidelity::reconstructed,
      "only Arts. 1-3 and the first line of Art. 4 seen (instalments 2-5 missing); ko, passing, end of game, life "
      "and death, territory and results are the digest's provisional model: the project's 1989 model"};
  return m;
}

std::span<const Article> Tsukamoto2003::articles() {
  static const Article table[] = {
      {"1", "Purpose: go is a contest over who has more territory (地), played in a spirit of mutual trust."},
      {"2", "Definitions: not yet written in V0.01 (the draft prints three question marks)."},
      {"3", "Black, the first player, and White must each play one stone at a time, alternately."},
      {"4-1",
       "Capture: when, after a move, every empty point adjacent to opposing stones is filled by the "
       "mover's stones, [those stones ...] (cut here).",
       Fidelity::partial},
      {"rec-ko",
       "(reconstructed: basic ko as 1989 Art. 6; 劫 is one of the three core rules he names, its form "
       "was not seen)",
       Fidelity::reconstructed},
      {"rec-pass",
       "(reconstructed: a pass is allowed and two passes stop play, as 1989 Art. 9; V0.01 calls the "
       "pass hard to understand)",
       Fidelity::reconstructed},
      {"rec-status",
       "(reconstructed: life and death by 1989 Art. 7's confirmation, the attacker first, a ko "
       "retaken only after a pass for it)",
       Fidelity::reconstructed},
      {"rec-territory", "(reconstructed: eye points of live stones without dame are 地, as 1989 Art. 8)",
       Fidelity::reconstructed},
      {"rec-repetition", "(reconstructed: a whole-board repetition is no result if both agree, as 1989 Art. 12)",
       Fidelity::reconstructed},
      {"rec-forfeit", "(reconstructed: a player who breaks the rules loses, as 1989 Art. 14)", Fidelity::reconstructed},
  };
  return table;
}

std::span<const ChoiceSpec> Tsukamoto2003::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(Prisoners::subtracted,
                  "T-scoring: are prisoners filled into the opponent's territory, or is 地 alone compared?",
                  "Art. 1 「地の多少」 names only territory; the default is the Japanese custom he says he restates "
                  "(provisional model, ambiguity 1)"),
      choice_spec(parts::FirstMover::attacker, "T1 (reconstructed): who moves first in the confirmation?",
                  "reconstructed: no life-and-death article seen; 1989 default (A1)"),
      choice_spec(parts::RepetitionAgreement::agree,
                  "T1 (reconstructed): do the players agree to 無勝負 when the record repeats a position?",
                  "reconstructed: no repetition article seen; 1989 Art. 12 needs agreement"),
      parts::dame_filling_choice(parts::DameDefault::customary,
                                 "(reconstructed) the text on dame is not seen; territory scoring as in 1989"),
  };
  return table;
}

namespace {

constexpr std::string_view kModelNote = "tsukamoto2003 provisional model, text incomplete: 1989's rule";

}  // namespace

template <>
parts::StatusMap Tsukamoto2003::Status::decide(const JudgedPosition& judged, const Choices& c,
                                               const solver::Budget& budget) {
  parts::ConfirmationStatusOptions o;  // every other reading at its 1989 default
  o.rules.first_mover = c.get<parts::FirstMover>();
  o.budget = budget;
  o.article_alive = "rec-status";
  o.article_ko = "rec-status";
  o.asked = judged.asked;
  auto statuses = parts::confirmation_status(judged.position, o);
  parts::label_reconstructed(statuses, kModelNote);
  return statuses;
}

template <>
parts::TerritoryMap Tsukamoto2003::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  parts::TerritoryOptions o;
  o.article = "rec-territory";
  o.article_removal = "rec-territory";
  return parts::eyes_of_non_seki_living(judged.position, s, o);
}

template <>
kiyaku::Score Tsukamoto2003::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t,
                                             const Choices& c) {
  const double komi = judged.komi.value_or(0.0);
  if (c.get<Prisoners>() == Prisoners::subtracted)
    return parts::territory_minus_prisoners(judged.position, t, komi,
                                            "territory minus prisoners (Art. 1; prisoners reconstructed)");
  // Art. 1 taken literally: the territories alone are compared.
  kiyaku::Score s = parts::territory_minus_prisoners(judged.position, t, komi, "territory alone (Art. 1)");
  s.total_black = s.territory_black;
  s.total_white = s.territory_white + komi;
  return s;
}

template <>
ResultVerdict Tsukamoto2003::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                             const kiyaku::Score& score, const Choices& c) {
  constexpr parts::ResignationRule resignation{"R-resignation", kModelNote};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  parts::ResultOptions o;
  o.repetition = c.get<parts::RepetitionAgreement>();
  o.art_count = "1";
  o.art_no_result = "rec-repetition";
  o.art_forfeit = "rec-forfeit";
  auto r = parts::count_result(judged, s, score, o);
  if (r.kind != ResultKind::undecided) parts::label_reconstructed(r, kModelNote);
  return r;
}

}  // namespace kiyaku
