#include "rulesets/revision2012.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/reconstruction.hpp"
#include "rulesets/parts/results.hpp"

namespace kiyaku {

const Metadata& Revision2012::metadata() {
  static const Metadata m{
      "revision2012",
      "日本囲碁規約 修正案 (鄭銘瑝 試案)",
      "Trial revision of the Japanese Rules of Go (Cheng Ming-huang, 2011-2012)",
      2012,
      "鄭銘瑝 (Cheng Ming-huang) 9-dan; private proposal, not adopted",
      {"分かりやすい日本囲碁規約(試案) 2012-10, Arts. 1-6 (igo.main.jp/jp_rule1.html)",
       "逐条解説 of the 試案, Arts. 1-6 and the Art. 7 解説と付則 (go-en.com/igorule/jp_rule12.html)",
       "日本囲碁規約「修正案」 2011-08: 12-article table of contents, Arts. 1-6, first sentence of Art. 7 "
       "(park6.wakwak.com/~igo/igorule/jp_rule5.html)",
       "日本囲碁規約(1989)の問題点 2012-12 (igo.main.jp/jp-rule-mon1989.html)"},
      Fidelity::partial,
      "Arts. 1-6 and the Art. 7 notes seen; the verification's ko and pass rules and Arts. 8-12 (titles only, "
      "2011 numbering) are reconstructed from 1989"};
  return m;
}

std::span<const Article> Revision2012::articles() {
  static const Article table[] = {
      {"1", "Go is a contest of skill on a 19x19 board (対局); other board sizes exist."},
      {"2",
       "Black and White place one stone at a time, alternately; a player may pass; Black moves first, "
       "White first after handicap stones."},
      {"3", "A move that fills every point adjacent to opposing stones removes them as prisoners (ハマ)."},
      {"4", "A move that would leave the mover's own stones to be removed may not be played (capture first)."},
      {"5", "Ko: a player whose ko stone was just captured may not retake it on his next turn."},
      {"6", "A player may resign; the opponent wins (中押勝)."},
      {"7",
       "Dead stones are stones that ultimately come to belong to the opponent; verified by hypothetical "
       "moves with the owner of the target stones moving first, ending when the status is clear; if even "
       "part of them is lost they are dead.",
       Fidelity::partial},
      {"7-ko",
       "(reconstructed: as 1989 Art. 7-2, in the verification a ko may be retaken only after a pass for "
       "that ko; two passes end it)",
       Fidelity::reconstructed},
      {"8",
       "(reconstructed: 地, as 1989 Art. 8: eye points of live stones without dame are territory; live "
       "stones with dame are seki)",
       Fidelity::reconstructed},
      {"9", "(reconstructed: 終局, as 1989 Art. 9: two passes stop play, agreement ends the game)",
       Fidelity::reconstructed},
      {"10",
       "(reconstructed: 地の計算と勝敗の決定, as 1989 Art. 10: dead stones in territory are removed, "
       "prisoners fill the opponent's territory, more territory wins, equal is jigo)",
       Fidelity::reconstructed},
      {"11",
       "(reconstructed: 無勝負, title seen; as 1989 Art. 12, a whole-board repetition is no result if "
       "both agree)",
       Fidelity::reconstructed},
      {"12", "(reconstructed: 反則負け, title seen; as 1989 Art. 14, a player who breaks the rules loses)",
       Fidelity::reconstructed},
  };
  return table;
}

std::span<const ChoiceSpec> Revision2012::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(
          parts::FirstMover::owner, "R2: who moves first in the verification (対象石側が先着)?",
          "Art. 7 notes 「対象石側が先着」, read as the side owning the target stones; fits the aim of removing "
          "needless teire (jp-rule-mon1989 item 1)"),
      choice_spec(parts::KoPassEnds::no,
                  "R3 (reconstructed): does a ko-pass count toward the two passes that end the verification?",
                  "reconstructed: the text only says the verification ends when the status is clear; 1989 default"),
      choice_spec(parts::PassScope::per_ko, "R5 (reconstructed): does one pass lift the ban in one ko or in all?",
                  "reconstructed: the verification's ko rule was not seen; 1989 Art. 7-2 「それぞれにつき」"),
      choice_spec(parts::ReBan::once_per_ko,
                  "R5 (reconstructed): after a ko-pass, does a new capture in that ko ban again?",
                  "reconstructed: the verification's ko rule was not seen; 1989 default (A4)"),
      choice_spec({solver::RegionKind::benson, solver::RegionKind::neighbours, solver::RegionKind::whole_board},
                  "Where may the hypothetical moves stand?",
                  "reconstructed: the text gives no locality; 1989 default (A6)"),
      choice_spec(parts::RepetitionAgreement::agree,
                  "R-11 (reconstructed): do the players agree to 無勝負 when the record repeats a position?",
                  "reconstructed: Art. 11's condition was not seen; 1989 Art. 12 needs agreement"),
      parts::dame_filling_choice(parts::DameDefault::customary,
                                 "(reconstructed) Art. 8 not seen; dame filling as in 1989 Art. 9"),
  };
  return table;
}

namespace {

constexpr std::string_view kVerificationNote = "the verification's ko and pass rules are 1989 Art. 7-2's";

parts::ConfirmationStatusOptions confirmation_options(const Choices& c, const solver::Budget& budget) {
  parts::ConfirmationStatusOptions o;
  // Art. 7 notes: 対象石側が先着, the side owning the target stones moves first.
  o.rules.first_mover = c.get<parts::FirstMover>();
  o.rules.pass_scope = c.get<parts::PassScope>();
  o.rules.reban = c.get<parts::ReBan>();
  o.rules.ko_pass_ends = c.get<parts::KoPassEnds>();
  o.rules.initial_bans = parts::InitialBans::none;  // Art. 5 bans "the next turn" of play only
  o.region = c.get<solver::RegionKind>();
  o.budget = budget;
  o.article_alive = "7";
  o.article_ko = "7-ko";
  return o;
}

}  // namespace

template <>
parts::StatusMap Revision2012::Status::decide(const JudgedPosition& judged, const Choices& c,
                                              const solver::Budget& budget) {
  parts::ConfirmationStatusOptions o = confirmation_options(c, budget);
  o.asked = judged.asked;
  auto statuses = parts::confirmation_status(judged.position, o);
  parts::label_reconstructed(statuses, kVerificationNote);
  return statuses;
}

template <>
parts::TerritoryMap Revision2012::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  parts::TerritoryOptions o;  // Art. 8 not seen: 1989's readings (A9 R-A, A10 string)
  o.article = "8";
  o.article_removal = "10";
  return parts::eyes_of_non_seki_living(judged.position, s, o);
}

template <>
kiyaku::Score Revision2012::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices&) {
  return parts::territory_minus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                          "territory minus prisoners (Art. 10, reconstructed from 1989)");
}

template <>
ResultVerdict Revision2012::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                            const kiyaku::Score& score, const Choices& c) {
  // Art. 6 (投了): the opponent wins (中押勝).
  constexpr parts::ResignationRule resignation{"6"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  parts::ResultOptions o;
  o.repetition = c.get<parts::RepetitionAgreement>();
  o.art_count = "10";
  o.art_no_result = "11";
  o.art_forfeit = "12";
  auto r = parts::count_result(judged, s, score, o);
  // No both-lose article (2011 TOC); every other result follows a reconstructed article.
  if (r.kind != ResultKind::undecided) parts::label_reconstructed(r, "Arts. 10-12 follow 1989");
  return r;
}

}  // namespace kiyaku
