#include "rulesets/yasunaga1932.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include <cmath>
#include <unordered_set>

#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/removal_game.hpp"
#include "rulesets/parts/results.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class DraftCycles { no_result, undecidable };

}  // namespace

template <>
struct ChoiceNames<DraftCycles> : ChoiceNaming<"cycles", "no_result", "undecidable"> {};

const Metadata& Yasunaga1932::metadata() {
  static const Metadata m{
      "yasunaga1932",
      "囲碁憲法草案 (安永草案)",
      "Draft Constitution of Go (Yasunaga draft)",
      1932,
      "Yasunaga Hajime (安永一)",
      {"full Japanese text, Arts. 1-9 and definitions: park6.wakwak.com/~igo/igorule/yasunaga.html (go-en.com mirror)",
       "GoGoD 'First attempts at laying down the law in go' (English, Arts. 1-7)",
       "Ikeda, On the Rules of Go 3.3 (why three passes end the game)"},
      Fidelity::full,
      "text complete; it defines 生 and 地 but gives no procedure: the hypothetical play that tests 生, the seki "
      "reading "
      "of 独立, and results other than a win (draw, no result) are choices, not text"};
  return m;
}

std::span<const Article> Yasunaga1932::articles() {
  static const Article table[] = {
      {"1", "The board is a plane ruled with 19 lines each way."},
      {"2", "Stones record the moves; ordinarily black and white."},
      {"3", "Two players, each holding one colour."},
      {"4", "Each player has the right to move in alternation (moving is a right, not a duty)."},
      {"5", "A move on the last liberty of opposing stones removes them."},
      {"6", "A move on the last liberty of one's own stones is forbidden unless it removes opposing stones."},
      {"7", "While the right to move has not been given up, recreating the same board shape is forbidden."},
      {"8", "The game ends when the right to move is given up three times in a row."},
      {"9-live", "生: stones not removed, or able to prevent their removal; stones not 生 are removed at the end."},
      {"9-territory",
       "地: the points that can be enclosed by stones able to live independently, one 目 each; 囲む: all neighbours "
       "are one side's stones."},
      {"9-count",
       "Stones removed from the board are subtracted from their owner's 目; the larger count wins by the difference."},
  };
  return table;
}

std::span<const ChoiceSpec> Yasunaga1932::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(parts::FirstMover::attacker, "A5: in the play that tests 生, who moves first?",
                  "A5(a): 防ぎ得る presupposes an attack the owner answers (digest recommendation)"),
      choice_spec(parts::RepetitionBan::since_last_pass, "A2: the repetition ban of Art. 7",
                  "A2(a): 「交互着手の権利を放棄せざる場合」 — a window since the last pass; GoGoD: 'repetition of a "
                  "previous position is prohibited'"),
      choice_spec(
          parts::SekiLevel::string,
          "A6: 独立して生き得る — a live string touching a dame is not independent; the string or its whole group?",
          "A6(a): seki stones are 生 but not independent (analysis); string level as japan1989 A10"),
      choice_spec(parts::SekiDame::unfillable,
                  "A6: does a dame that one side can fill make the stones beside it dependent (seki)?",
                  "A6(a): seki stones depend on an opponent string staying on the board; a dame one side can fill "
                  "is filled at the end and leaves no such dependence"),
      choice_spec(DraftCycles::no_result, "A10: a record that repeats a position after a pass (the draft has no 無勝負)",
                  "A10(a) recommended as an extension, flagged"),
      choice_spec(parts::JigoRule::draw, "A9: equal counts (not in the text)", "A9: equal -> draw recommended"),
      parts::dame_filling_choice(
          parts::DameDefault::customary,
          "(reconstructed) territory must be enclosed by one side's stones, so open dame are filled first"),
  };
  return table;
}

template <>
parts::StatusMap Yasunaga1932::Status::decide(const JudgedPosition& judged, const Choices& c,
                                              const solver::Budget& budget) {
  parts::RemovalStatusOptions o;
  o.rules.first_mover = c.get<parts::FirstMover>();
  o.rules.repetition = c.get<parts::RepetitionBan>();
  o.rules.passes_to_end = 3;  // Art. 8
  o.budget = budget;
  o.article = "9-live";
  return parts::removal_status(judged.position, o);
}

template <>
parts::TerritoryMap Yasunaga1932::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s,
                                                      const Choices& c) {
  parts::TerritoryOptions o;
  o.regions = parts::RegionReading::with_dead_stones;  // stones not 生 are removed before 囲む is judged
  o.seki = c.get<parts::SekiLevel>();
  o.seki_dame = c.get<parts::SekiDame>();
  o.article = "9-territory";
  o.article_removal = "9-live";
  auto t = parts::eyes_of_non_seki_living(judged.position, s, o);
  // Art. 9 removes every stone that is not 生, wherever it stands, and its owner loses it.
  t.dead_removed = {0, 0};
  for (const auto& v : s.strings)
    if (v.status == kiyaku::Status::dead)
      t.dead_removed[color_index(opponent(v.color))] += static_cast<int>(v.stones.size());
  return t;
}

template <>
kiyaku::Score Yasunaga1932::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices&) {
  return parts::territory_minus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                          "territory minus own stones removed in play and at the end (Art. 9)");
}

namespace {

enum class RecordRepetition { none, without_pass, after_pass };

// Art. 7: a board recreated with no pass since its first occurrence breaks the ban; one recreated
// after a pass is lawful but may cycle (A10).
RecordRepetition record_repetition(const Position& pos) {
  std::unordered_set<std::uint64_t> window, game;
  RecordRepetition found = RecordRepetition::none;
  for (const auto& h : pos.history()) {
    if (h.setup) {
      window.clear();
      game.clear();
    }
    if (!h.setup && h.move.is_pass()) {  // a pass makes no new board; it restarts the window
      window = {h.hash};
      continue;
    }
    if (!window.insert(h.hash).second) return RecordRepetition::without_pass;
    if (!game.insert(h.hash).second) found = RecordRepetition::after_pass;
  }
  return found;
}

}  // namespace

template <>
ResultVerdict Yasunaga1932::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                            const kiyaku::Score& score, const Choices& c) {
  constexpr parts::ResignationRule resignation{"R-resignation",
                                               "the draft names no resignation: the custom that the opponent wins"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  ResultVerdict r;
  const auto repetition = record_repetition(judged.position);
  if (judged.illegal || repetition == RecordRepetition::without_pass) {
    r.kind = ResultKind::undecidable;
    r.articles = {judged.illegal ? "6" : "7"};
    r.reason = "the record contains a forbidden move and the draft states no consequence for one";
    return r;
  }
  if (repetition == RecordRepetition::after_pass) {
    r.kind = c.get<DraftCycles>() == DraftCycles::undecidable ? ResultKind::undecidable : ResultKind::no_result;
    r.articles = {"7"};
    r.reason = "(extension A10, not in the text) a position recurs after a pass: an endless game";
    return r;
  }
  if (s.any_undecided()) {
    r.kind = ResultKind::undecided;
    r.reason = "the status (生) of some stones is undecided (search budget)";
    return r;
  }
  const double diff = score.total_black - score.total_white;
  r.articles = {"9-count"};
  if (diff == 0 && c.get<parts::JigoRule>() == parts::JigoRule::draw) {
    r.kind = ResultKind::jigo;
    r.reason = "(A9, not in the text) equal counts: a draw";
    return r;
  }
  r.kind = ResultKind::win;
  r.winner = diff > 0 ? Color::black : Color::white;
  r.margin = std::abs(diff);
  r.reason = diff == 0 ? "(A9) equal counts go to White" : "the larger count wins by the difference";
  return r;
}

}  // namespace kiyaku
