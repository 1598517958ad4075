#include "rulesets/jungo.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include "kernel/benson.hpp"
#include "kernel/regions.hpp"
#include "rulesets/parts/results.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class KoRule { basic, positional_superko };

}  // namespace

template <>
struct ChoiceNames<KoRule> : ChoiceNaming<"ko", "basic", "positional_superko"> {};

namespace {

// The empty points joined through empty points to the open area of a fragment (its sea, with the
// contested points next to both colours): the diagram does not say whose they end up.
PointSet empty_points_reaching(const Board& b, const PointSet& open_area) {
  PointSet out;
  for (const Region& r : empty_regions(b))
    if (r.points.intersects(open_area)) out |= r.points;
  return out;
}

// The stone-free regions vital to a colour's pass-alive strings (`alive`, Benson): his eye space,
// which nothing of the other's can enter.
std::vector<PointSet> own_eye_spaces(const Board& b, const PassAlive& alive, const PointSet& open_area) {
  std::vector<PointSet> out;
  for (PointSet& space : connected_sets(b, [&](Point p) { return alive.vital_regions.contains(p); })) {
    bool stone_free = !space.intersects(open_area);
    space.for_each([&](Point p) { stone_free = stone_free && b.at(p) == Color::empty; });
    if (stone_free) out.push_back(std::move(space));
  }
  return out;
}

// Whether `c`'s stone at `p` keeps every stone of his pass-alive, itself included.
bool fill_keeps_alive(Board& b, Color c, Point p, const PointSet& alive_before) {
  if (b.check(c, p) != PlayCheck::legal || b.would_capture(c, p)) return false;
  b.play(c, p);
  const PointSet alive = pass_alive(b, c).stones;
  const bool kept = alive.contains(p) && (alive_before & ~alive).empty();
  if (!kept) b.undo();
  return kept;
}

// E4 (digest, S6 石埋め碁): only stones count, so each side fills his own eye space but for the
// eyes his groups need. The play-outs leave the stone-free eye space of pass-alive strings
// unplayed, since nothing there changes hands; at the end its owner fills it, a point at a time
// in board order, wherever all his stones stay pass-alive, until no such point is left.
void fill_own_eye_space(Board& b, const PointSet& open_area) {
  for (Color c : {Color::black, Color::white}) {
    for (bool filled = true; filled;) {
      filled = false;
      const PassAlive alive = pass_alive(b, c);
      for (const PointSet& space : own_eye_spaces(b, alive, open_area))
        space.for_each([&](Point p) { filled = fill_keeps_alive(b, c, p, alive.stones) || filled; });
    }
  }
}

}  // namespace

const Metadata& Jungo::metadata() {
  static const Metadata m{
      "jungo",
      "純碁",
      "Jungo (Pure Go), Wang Ming-wan",
      1999,
      "王銘琬 (Wang Ming-wan)",
      {"rule list (1)-(6), official Jungo site jungo.go-en.com/rule.html (S1)",
       "碁に夢中! 純碁のすすめ and kids' page (S3, S4); Japanese Wikipedia copies (S5)",
       "Ikeda Toshio, On the Rules of Go §3.1-3.3 (S8) on stone-existence rules"},
      Fidelity::partial,
      "rule statement seen in full; Wang's 11-part 週刊碁 serial seen only as its table of contents"};
  return m;
}

std::span<const Article> Jungo::articles() {
  static const Article table[] = {
      {"objective", "At the end, count the stones on the board; the player with more wins."},
      {"1", "Black first, then one stone each in turn; stones joined along lines are connected."},
      {"2", "Surrounding an opponent stone or unit captures it; captured stones are handed back and count nothing."},
      {"3", "A surrounded point may not be played unless the move captures (no suicide)."},
      {"4", "Ko: a player may not recapture immediately after the opponent's ko capture."},
      {"5", "A player may pass whenever he wishes and play again after the opponent has played."},
      {"6", "Two consecutive passes end the game; the stones on the board are counted."},
      {"J7", "(reconstructed: digest J7 (b)) An endlessly repeating optimal play has no result.", Fidelity::reconstructed},
  };
  return table;
}

std::span<const ChoiceSpec> Jungo::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(KoRule::basic,
                  "J1: basic ko (official rule (4)) or whole-board repetition ban (同形反復の禁止, S3/S5)?",
                  "S1 rule (4) states only 'no immediate recapture'; Ikeda (S8) would use superko"),
      choice_spec(parts::EndlessPlay::no_result,
                  "J7: what is the result when optimal play repeats without end (basic ko only)?",
                  "digest J7 recommends (b): declare 無勝負 after a repeated cycle"),
      choice_spec(parts::JigoRule::draw, "J4: equal stone counts", "J4 recommends a draw (持碁); komi is external (KM)"),
      parts::dame_filling_choice(
          parts::DameDefault::literal,
          "rule (5): every stone on the board counts and no territory is counted, so open dame change nothing"),
  };
  return table;
}

template <>
parts::StatusMap Jungo::Status::decide(const JudgedPosition& judged, const Choices& c, const solver::Budget& budget) {
  const Position& pos = judged.position;
  // J6: a game already ended by two passes is counted exactly as it stands.
  if (pos.consecutive_passes() >= 2)
    return parts::as_they_stand(pos, "6", "on the board when two passes ended the game; every stone counts (rule 6)");
  parts::PlayoutStatusOptions o;
  o.rules.simple_ko = solver::SimpleKo::banned;
  o.rules.max_occurrences = c.get<KoRule>() == KoRule::positional_superko ? 1 : 0;
  o.rules.count = solver::LocalCount::stones;
  o.starter = parts::PlayoutStarter::side_to_move;
  o.stoneless = parts::StonelessRegions::play;
  o.budget = budget;
  o.article = "6";
  return parts::playout_status(pos, o);
}

template <>
parts::AreaMap Jungo::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices&) {
  const Position& pos = judged.position;
  const Board& start = pos.board();
  Board end = parts::final_position(pos, s);
  if (pos.consecutive_passes() < 2) fill_own_eye_space(end, pos.open_area());  // J6: as it stands
  const PointSet unsettled = empty_points_reaching(start, pos.open_area());
  parts::AreaMap out;
  for (Point p : start.points()) {
    if (is_stone(end.at(p)) && !pos.open_area().contains(p)) ++out.stones[color_index(end.at(p))];
    if (unsettled.contains(p)) continue;
    out.points.push_back({p, is_stone(start.at(p)) ? PointClass::stone : PointClass::dame, {"6"}});
  }
  return out;
}

template <>
kiyaku::Score Jungo::Counting::count(const JudgedPosition& judged, const parts::AreaMap& t, const Choices&) {
  return parts::area_count(
      judged.position, t, parts::AreaItems::stones_only, judged.komi.value_or(0.0),
      "stones on the board at the end of the optimal play-out (rule 6); prisoners count nothing (rule 2)");
}

template <>
ResultVerdict Jungo::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                     const kiyaku::Score& score, const Choices& c) {
  constexpr parts::ResignationRule resignation{"R-resignation",
                                               "the text seen names no resignation: the custom that the opponent wins"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  if (parts::any_endless(s) && c.get<parts::EndlessPlay>() == parts::EndlessPlay::no_result) {
    ResultVerdict r;
    r.kind = ResultKind::no_result;
    r.articles = {"J7"};
    r.reason = "optimal play repeats without end under the basic ko rule (reconstructed: digest J7 (b))";
    return r;
  }
  parts::ResultOptions o;
  o.repetition = parts::RepetitionAgreement::agree;  // J7 (b) also for a record that repeats
  o.jigo = c.get<parts::JigoRule>();
  o.art_count = "6";
  o.art_no_result = "J7";
  o.art_forfeit = "3";
  return parts::count_result(judged, s, score, o);
}

}  // namespace kiyaku
