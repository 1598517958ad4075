#include "rulesets/revision1963.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/results.hpp"
#include "rulesets/parts/territory.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class PlayoutFirst { attacker, to_move };

}  // namespace

template <>
struct ChoiceNames<PlayoutFirst> : ChoiceNaming<"first_mover", "attacker", "to_move"> {};

const Metadata& Revision1963::metadata() {
  static const Metadata m{
      "revision1963",
      "囲碁規約改正案 (棋道 1963, 第二次修正案)",
      "Proposed revision of the Nihon Ki-in rules (Kido 1963, second revised draft)",
      1963,
      "Nihon Ki-in Rules Reform Committee (囲碁規約改正委員会)",
      {"囲碁ルール博物館 旧規約改正案 page (park6.wakwak.com/~igo/igorule/kaiseian.html): Arts. 2-8",
       "Ikeda, On the Rules of Go §1.6, §5.5, §6.9 (reading of Art. 6-3 (b))"},
      Fidelity::partial,
      "Arts. 2-8 seen in full (Art. 1 printed as omitted); the first 1963 and the 1964 versions not found"};
  return m;
}

std::span<const Article> Revision1963::articles() {
  static const Article table[] = {
      {"2", "Players move alternately; a player may declare there is nowhere left to play."},
      {"3", "No suicide unless the move captures."},
      {"4", "Repeating the same position is prohibited, except at the declaration of the end."},
      {"5", "Stones without adjacent empty points are removed as prisoners."},
      {"6-1", "The game ends when both declare there is nothing more to play."},
      {"6-2", "The end may be declared only after every dame has been filled."},
      {"6-3",
       "At the end life and death is checked; doubtful stones are settled by continuing play, and the position is "
       "restored."},
      {"7", "Empty points surrounded by independent live stones are territory, one moku each."},
      {"8", "Territories are compared; each side's dead stones and prisoners reduce its territory."},
  };
  return table;
}

std::span<const ChoiceSpec> Revision1963::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(PlayoutFirst::attacker, "Amb. 4: who moves first in the play-out of Art. 6-3 (a)?",
                  "(reconstructed) not stated; the attacker first, as in Kaise's own 1962 draft (a committee member)"),
      choice_spec(parts::JigoRule::draw, "Amb. 6: equal territories (not in the text)", "inherit 1949: 持碁"),
      parts::dame_filling_choice(parts::DameDefault::customary, "Art. 6(2): play stops only after all dame are filled"),
  };
  return table;
}

template <>
parts::StatusMap Revision1963::Status::decide(const JudgedPosition& judged, const Choices& c,
                                              const solver::Budget& budget) {
  parts::PlayoutStatusOptions o;
  o.rules.simple_ko = solver::SimpleKo::banned;
  o.rules.max_occurrences = 1;  // Art. 4: whole-board positional superko (amb. 2, Ikeda's reading)
  // Art. 6-3 (b) restores the position, so the play-out only has to be scored so that alternate
  // moves cancel: stones + territory of its final board (reconstructed reading).
  o.rules.count = solver::LocalCount::area;
  o.starter = c.get<PlayoutFirst>() == PlayoutFirst::to_move ? parts::PlayoutStarter::side_to_move
                                                             : parts::PlayoutStarter::capturer;
  o.budget = budget;
  o.article = "6-3";
  o.note =
      "(play-out under Art. 4 superko, scored as stones + territory; first mover and scoring reconstructed, "
      "amb. 3-4)";
  return parts::playout_status(judged.position, o);
}

template <>
parts::TerritoryMap Revision1963::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  parts::TerritoryOptions o;
  o.article = "7";
  o.article_removal = "6-3";
  o.dead_in_dame = parts::DeadInDame::removed;  // Art. 6(3): dead stones are removed as they stand
  return parts::eyes_of_non_seki_living(judged.position, s, o);
}

template <>
kiyaku::Score Revision1963::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices&) {
  return parts::territory_minus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                          "territory minus own dead stones and prisoners (Art. 8)");
}

template <>
ResultVerdict Revision1963::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                            const kiyaku::Score& score, const Choices& c) {
  constexpr parts::ResignationRule resignation{"R-resignation",
                                               "the page seen has no resignation article: the 1949 rules' Art. 37"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  parts::ResultOptions o;
  o.repetition = parts::RepetitionAgreement::refuse;  // Art. 4 forbids repetition; no void game
  o.jigo = c.get<parts::JigoRule>();
  o.art_count = "8";
  o.art_no_result = "4";
  o.art_forfeit = "4";
  return parts::count_result(judged, s, score, o);
}

}  // namespace kiyaku
