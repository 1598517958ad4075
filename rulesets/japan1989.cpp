#include "rulesets/japan1989.hpp"

#include "kernel/io/recorded_result.hpp"
#include "kernel/number_text.hpp"
#include "rulesets/parts/dame_filling.hpp"
#include "rulesets/parts/resumption.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class Staging1949 { no, yes };
enum class StopAgreement { recorded, asked };

}  // namespace

template <>
struct ChoiceNames<Staging1949> : ChoiceNaming<"precedent_1949_staging", "no", "yes"> {};
template <>
struct ChoiceNames<StopAgreement> : ChoiceNaming<"stop_agreement", "recorded", "asked"> {};

const Metadata& Japan1989::metadata() {
  static const Metadata m{
      "japan1989",
      "日本囲碁規約",
      "Japanese Rules of Go (1989)",
      1989,
      "Nihon Ki-in and Kansai Ki-in",
      {"rules text Arts. 1-14 (go-en.com / park6.wakwak.com 囲碁ルール博物館; seed 003)",
       "official commentary 逐条解説 with 参考図1-19 and 死活例1-25 (seed 000; nihonkiin.or.jp kiyaku pages)",
       "James Davies' English translation (Go Player's Almanac)"},
      Fidelity::full,
      "rules text complete; commentary verdicts missing for 死活例4, 5, 13, 15, 16, 17 (and the lower part of 11)",
      YearsInForce{1989},
      "1989"};
  return m;
}

std::span<const Article> Japan1989::articles() {
  static const Article table[] = {
      {"1", "Go is a contest of territory between two players, from the start to the stop of play (Art. 9)."},
      {"2", "The players may play one stone each in alternation; a pass declares that play should stop."},
      {"3", "19x19 board; a stone may be played on any empty point where Art. 4 lets it exist."},
      {"4", "Stones stay on the board while they have an adjacent empty point."},
      {"5",
       "A move that leaves opposing stones without liberties removes them all as prisoners; capture precedes the "
       "self-liberty check."},
      {"6", "Ko: a player whose stone was just taken in a ko may not retake on his next move."},
      {"7-1",
       "Stones are alive if the opponent cannot capture them, or if, captured, they give rise to new stones the "
       "opponent cannot capture; all others are dead."},
      {"7-2",
       "In the confirmation after the stop a ko may not be retaken until its loser has passed once for that ko."},
      {"8",
       "Empty points surrounded by the live stones of one player only are eye points, others dame; live stones with "
       "dame are seki stones; eye points of other live stones are territory."},
      {"9-1", "Play stops when one player passes and the other passes in turn."},
      {"9-2", "The game ends when both players confirm and agree on life, death and territory."},
      {"9-3", "After the stop, a player may ask to resume; the opponent must comply and moves first."},
      {"10-1", "After the end each player removes the dead stones in his territory as prisoners."},
      {"10-2", "Prisoners fill the opponent's territory; more territory wins; equal territory is jigo."},
      {"10-3", "A disputed result is reconfirmed, e.g. by replaying the game."},
      {"10-4", "A confirmed result cannot be changed."},
      {"11", "A player may resign at any point."},
      {"12", "A whole-board repetition during the game is no result if both players agree."},
      {"13-1", "If after the stop an effective move affects the result and the players cannot agree, both lose."},
      {"13-2", "A displaced stone is restored; if the players cannot agree, both lose."},
      {"14", "A player who violates the rules loses, unless the result is already confirmed."},
  };
  return table;
}

std::span<const ChoiceSpec> Japan1989::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(parts::FirstMover::attacker, "A1: who moves first in the confirmation play?",
                  "every commentary sequence starts with the attacker (死活例1, 7-1, 8, 9, 10, 12, 13); Spight"),
      choice_spec(parts::PassScope::per_ko, "A3: does one pass lift the ban in one ko or in all?",
                  "Art. 7-2 「取り返す劫のそれぞれにつき」; 参考図11 labels each pass with its corner"),
      choice_spec(parts::ReBan::once_per_ko,
                  "A4: after a ko-pass, does a new capture in that ko ban again (per capture) or not (once per ko)?",
                  "commentary: after a pass the ko is 'as if play had been resumed'; SL topic=943 says per capture "
                  "makes 死活例16 "
                  "cycle, but its double ko cycles under both readings (docs/amendments.md)"),
      choice_spec(parts::KoPassEnds::no, "Does a ko-pass count toward the two passes that end the confirmation?",
                  "参考図11 prints '9 下隅パス, 10 下隅パス' in a row and play goes on; 'yes' makes the 参考図10 ko "
                  "stone dead"),
      choice_spec(parts::InitialBans::none, "A5: ko bans at the start of the confirmation",
                  "死活例9 and 10 open with the attacker taking the ko; lifein19x19 t=11828"),
      choice_spec(
          {solver::RegionKind::benson, solver::RegionKind::neighbours, solver::RegionKind::whole_board,
           solver::RegionKind::enclosed},
          "A6: where may the play (and the 'new stones') stand?",
          "japan1989.md step 5: the string's component outside pass-alive strings and the owner's secure eye space; "
          "'enclosed' (the string, its liberties and what it cuts off) is kiyaku's test of a local confirmation, no "
          "source's reading"),
      choice_spec(
          Staging1949::no,
          "A7: is the confirmation staged as the 1949 precedent (1) judged a corner 「他の部分に関係せず」: a string "
          "that "
          "one opponent chain encloses, sharing no liberty with it, judged first inside that enclosure, and the rest "
          "after the removal of those found dead?",
          "A7: each string's confirmation is a separate thought experiment, and no article of 1989 stages it; 'yes' "
          "is the commentary's reasoning for 死活例18 (seed 001 14図: the corner dies, so the seki collapses), which "
          "its own IV(4) says Art. 7-2 replaced"),
      choice_spec(
          parts::JoinedNewStones::enabled,
          "A6: which surviving new stones make a captured string alive: those the exchange enables, any, or any not "
          "joined to the owner's other original stones?",
          "the digest's 'a stone of O, made possible by the exchange'; 死活例24 and IV(6) need white c, which would "
          "live "
          "there anyway, not to save △, while the stones of 死活例1, 2 and IV(7) stand where the exchange made room"),
      choice_spec(parts::RegionReading::with_dead_stones,
                  "A9: are dead stones part of the regions of Art. 8 (R-A) or boundaries (R-B)?",
                  "死活例6 (dead stones 'in White's territory') and 死活例25 (2)"),
      choice_spec(parts::SekiLevel::string, "A10: does a dame make the string that touches it seki, or its whole group?",
                  "Art. 8 speaks of 石 (stones); the group reading is Jasiek's (lifein19x19 p=259090)"),
      choice_spec(parts::RepetitionAgreement::agree,
                  "A15: do the players agree to 無勝負 when the record repeats a position?",
                  "Art. 12 needs agreement; a record cannot show it, so the default assumes it"),
      choice_spec(StopAgreement::recorded,
                  "A14: does a game record whose result is a count show that the players agreed at the stop, so that "
                  "Art. 13-1 (no agreement, no resumption: both lose) does not arise?",
                  "Art. 13-1 needs the players not to agree (its commentary: 終局についても合意しない); a counted "
                  "RE[] records that they confirmed status and territory and counted (Arts. 9-2, 10). 'asked' puts "
                  "Art. 13-1's question to every stopped position, as to a diagram, which has no record of agreement"),
      choice_spec(parts::JigoRule::draw, "Tournament rule for equal counts",
                  "Art. 10-2: 持碁; some tournaments give jigo to White (seed 001 Q27)"),
      parts::dame_filling_choice(
          parts::DameDefault::customary,
          "Art. 9 commentary: filling dame and 手入れ are necessary moves made before the end; records omit them"),
  };
  return table;
}

namespace {

parts::ConfirmationStatusOptions status_options(const Choices& c, const solver::Budget& budget) {
  parts::ConfirmationStatusOptions o;
  o.rules.first_mover = c.get<parts::FirstMover>();
  o.rules.pass_scope = c.get<parts::PassScope>();
  o.rules.reban = c.get<parts::ReBan>();
  o.rules.ko_pass_ends = c.get<parts::KoPassEnds>();
  o.rules.initial_bans = c.get<parts::InitialBans>();
  o.rules.joined_new_stones = c.get<parts::JoinedNewStones>();
  o.region = c.get<solver::RegionKind>();
  o.enclosed_first = c.get<Staging1949>() == Staging1949::yes;
  o.budget = budget;
  return o;
}

}  // namespace

template <>
parts::StatusMap Japan1989::Status::decide(const JudgedPosition& judged, const Choices& c, const solver::Budget& budget) {
  parts::ConfirmationStatusOptions o = status_options(c, budget);
  o.asked = judged.asked;
  return parts::confirmation_status(judged.position, o);
}

template <>
parts::TerritoryMap Japan1989::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices& c) {
  parts::TerritoryOptions o;
  o.regions = c.get<parts::RegionReading>();
  o.seki = c.get<parts::SekiLevel>();
  return parts::eyes_of_non_seki_living(judged.position, s, o);
}

template <>
kiyaku::Score Japan1989::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t, const Choices&) {
  return parts::territory_minus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                          "territory minus prisoners and removed dead stones (Art. 10)");
}

namespace {

// Budget of each local play-out behind Arts. 12 and 13-1: ten confirmations' worth, at most 500k
// where every status is known (the play-outs are then all that stands between the position and
// its result: 参考図19<1> and IV(3) need 411k), at most 200k where some status is undecided (the
// result stays undecided unless a both-lose turns up; 500k there cost the corpus run 45 s).
// Above the default budget the caps grow with it (a quarter, a tenth of a confirmation's), so a
// larger --max-nodes reaches the results too.
constexpr std::uint64_t kResumptionNodes = 500'000;
constexpr std::uint64_t kLongShotNodes = 200'000;
solver::Budget playout_budget(const solver::Budget& run, bool statuses_known) {
  solver::Budget b = run;
  const std::uint64_t cap =
      statuses_known ? std::max(kResumptionNodes, run.max_nodes / 4) : std::max(kLongShotNodes, run.max_nodes / 10);
  b.max_nodes = std::min(cap, run.max_nodes * 10);
  return b;
}

// Art. 13-1's play-outs after the stop. A long shot (some status undecided: only a both-lose could
// change the result) gets at most one confirmation's worth: at 20,000 nodes the 1989 corpus spent
// four in five of its nodes on them, and none found a both-lose.
solver::Budget resumption_budget(const solver::Budget& run, bool statuses_known) {
  solver::Budget b = playout_budget(run, statuses_known);
  if (!statuses_known) b.max_nodes = std::min(b.max_nodes, run.max_nodes);
  return b;
}

// Art. 12's question (play in progress: does best play from here end?) is one play-out for the
// whole position, where the statuses asked one search per string: it gets two confirmations'
// worth where that is more. 参考図18<3>'s eternal life is proven endless in 2.7 million nodes, and
// 参考図18<2>'s at 20,000 nodes per confirmation with its statuses undecided.
solver::Budget ending_budget(const solver::Budget& run, bool statuses_known) {
  solver::Budget b = playout_budget(run, statuses_known);
  if (statuses_known) b.max_nodes = std::max(b.max_nodes, run.max_nodes * 2);
  return b;
}

// A game record (moves played) whose RE[] is a count: the players confirmed the end and counted.
bool agreement_recorded(const JudgedPosition& judged) {
  return judged.position.moves_played() && io::is_count(judged.recorded);
}

ResultVerdict undecided_result(std::string reason) {
  ResultVerdict v;
  v.kind = ResultKind::undecided;
  v.reason = "undecided: " + std::move(reason);
  return v;
}
ResultVerdict resumption_undecided() {
  return undecided_result("the play-outs that test for an effective move after the stop ran out of budget");
}

// "Black wins by 1", "White wins by 2.5", "jigo": who is ahead once komi is applied to a count.
std::string winner_text(double black_minus_white) {
  if (black_minus_white == 0) return "jigo";
  const bool black = black_minus_white > 0;
  return std::string(black ? "Black" : "White") + " wins by " +
         number_text(black ? black_minus_white : -black_minus_white);
}

ResultVerdict both_lose(std::string what_decides) {
  ResultVerdict v;
  v.kind = ResultKind::both_lose;
  v.articles = {"13-1", "9-3"};
  v.reason = "after the stop the first move decides " + std::move(what_decides) +
             "; the requester's opponent would move first, so nobody resumes and nobody agrees";
  return v;
}

// Where one first mover's line of play after the stop ends: its count by the text's own Arts. 7, 8
// and 10 (Black minus White: its stones confirmed and counted as at any stop, dead stones removed
// without play, Art. 10-1), and whether the line took a ko. `count` is empty where the line cannot
// be replayed or a status at its end is undecided.
struct LineEndCount {
  std::optional<double> count;
  bool took_ko = false;
};

LineEndCount count_at_line_end(const JudgedPosition& judged, const parts::FirstMoveLine& line, const Choices& c,
                               const solver::Budget& budget, std::uint64_t& nodes) {
  LineEndCount out;
  JudgedPosition end = judged;
  for (const solver::PlayoutMove& m : line.line) {
    if (end.position.play(Move{m.color, m.point}) != PlayCheck::legal) return out;
    out.took_ko = out.took_ko || end.position.board().ko_point() != kNoPoint;
  }
  end.position.set_to_move(Color::empty);
  parts::StatusMap s = Japan1989::Status::decide(end, c, budget);
  bool decided = true;
  for (const StringVerdict& v : s.strings) {
    nodes += v.nodes;
    decided = decided && v.status != Status::undecided;
  }
  if (!decided) return out;
  const Score score = Japan1989::Counting::count(end, Japan1989::Territory::classify(end, s, c), c);
  out.count = score.total_black - score.total_white;
  return out;
}

// "Black +3", "White +2", "even": a local count, Black minus White.
std::string local_count_text(double black_minus_white) {
  if (black_minus_white == 0) return "even";
  return black_minus_white > 0 ? "Black +" + number_text(black_minus_white) : "White +" + number_text(-black_minus_white);
}

// "White first leaves 8 stones in seki that Black first does not", from the ends of the two lines.
std::string status_changes(const parts::Resumption& r) {
  std::string out;
  const auto add = [&](const PointSet& black_first, const PointSet& white_first, const char* verb, const char* tail,
                       const char* other) {
    for (Color first : {Color::black, Color::white}) {
      const bool black = first == Color::black;
      const std::size_t n = (black ? black_first & ~white_first : white_first & ~black_first).size();
      if (n == 0) continue;
      out += std::string(out.empty() ? "" : "; ") + (black ? "Black first " : "White first ") + verb + " " +
             std::to_string(n) + (n == 1 ? " stone" : " stones") + tail +
             (black ? " that White first " : " that Black first ") + other;
    }
  };
  add(r.black_first.removed, r.white_first.removed, "takes", "", "keeps");
  add(r.black_first.seki, r.white_first.seki, "leaves", " in seki", "does not");
  return out;
}

// Art. 13-1 for a fragment: an effective move is one by which its first mover gains, judged by the
// text's count (参考図19: whoever plays a first gains). Each side's line of optimal play after the
// stop is counted at its end as Arts. 7, 8 and 10 count any stop; where Black first ends better
// for Black than White first, whoever moves first gains, so nobody resumes and nobody agrees. A
// capture the reply answers (参考図7<1>'s snapback) changes no count, so it is no effective move.
// Two cases are read otherwise:
// - A line that takes a ko shows no effective move. Resumed play follows Art. 6's ordinary ko rule,
//   where threats from the rest of the board, which a diagram does not show, decide who wins the
//   ko (only the confirmation has Art. 7-2's ko-pass). What a first move gains there is not the
//   diagram's to show, and the stop stands as Art. 7 settles it (本劫 and 一手ヨセ劫: "if the game
//   ends as it is"; 死活例12's 万年劫).
// - A line that repeats without end has no end to count. The first move then decides where what
//   each side can force differs with the first mover and a status at the lines' ends differs too
//   (参考図19<1>: White first leaves Black's corner in seki).
// Empty when there is no effective move.
std::optional<ResultVerdict> first_move_gains(const JudgedPosition& judged, const parts::Resumption& r,
                                              const Choices& c, const solver::Budget& budget, std::uint64_t& nodes) {
  const LineEndCount black_first = count_at_line_end(judged, r.black_first, c, budget, nodes);
  const LineEndCount white_first = count_at_line_end(judged, r.white_first, c, budget, nodes);
  if (black_first.took_ko || white_first.took_ko) return std::nullopt;
  if (r.black_first.endless || r.white_first.endless) {
    if (!parts::first_move_decides(judged, r)) return std::nullopt;
    return both_lose("the status of stones in the diagram (" + status_changes(r) +
                     "; optimal play repeats, so the "
                     "lines' ends are not counted)");
  }
  if (!black_first.count || !white_first.count)
    return undecided_result("the confirmation at the end of a line of play after the stop ran out of budget");
  if (*black_first.count <= *white_first.count) return std::nullopt;
  return both_lose(
      "the count of the diagram (optimal play by area from the stop, each end confirmed and counted by "
      "Arts. 7, 8 and 10: Black first, " +
      local_count_text(*black_first.count) + "; White first, " + local_count_text(*white_first.count) + ")");
}

// The stones Art. 7 found dead: where play after the stop is expected to take them.
PointSet dead_stones(const parts::StatusMap& s) {
  PointSet dead;
  for (const StringVerdict& v : s.strings)
    if (v.status == Status::dead)
      for (Point p : v.stones) dead.insert(p);
  return dead;
}

// Art. 12 (play in progress: best play repeats forever) and Art. 13-1 (after the stop: whoever
// moves first wins, so nobody asks to resume and nobody agrees). Empty when neither applies.
// `nodes` grows by the nodes their play-outs searched.
std::optional<ResultVerdict> resumption_result(const JudgedPosition& judged, const parts::StatusMap& s,
                                               const parts::ResultOptions& o, const Choices& c,
                                               const solver::Budget& run, const solver::Budget& playouts,
                                               const solver::Budget& ending_playout, std::uint64_t& nodes) {
  const Color mover = judged.position.to_move();
  if (mover == Color::empty) {
    switch (parts::winner_by_bounds(judged, playouts, nodes)) {
      case parts::WinnerBounds::fixed: return std::nullopt;
      case parts::WinnerBounds::out_of_budget: return resumption_undecided();
      case parts::WinnerBounds::fragment: {
        const parts::Resumption r = parts::analyse_resumption(judged, playouts, dead_stones(s));
        nodes += r.nodes;
        if (!r.black_first.decided || !r.white_first.decided) return resumption_undecided();
        return first_move_gains(judged, r, c, run, nodes);
      }
      case parts::WinnerBounds::need_exact: break;
    }
  }
  if (mover != Color::empty) {
    const parts::BestPlayEnding ending = parts::best_play_ending(judged, mover, ending_playout);
    nodes += ending.nodes;
    // Art. 12 asks whether best play from here repeats forever: unanswered, no count stands.
    if (ending.end == solver::PlayoutEnd::undecided)
      return undecided_result("the play-outs that test whether best play from here repeats ran out of budget");
    if (ending.end != solver::PlayoutEnd::endless || o.repetition != parts::RepetitionAgreement::agree)
      return std::nullopt;
    ResultVerdict v;
    v.kind = ResultKind::no_result;
    v.articles = {"12"};
    v.reason =
        "best play from here repeats the whole-board position without end (" + ending.proof + "), and the players agree";
    return v;
  }
  const parts::Resumption r = parts::analyse_resumption(judged, playouts, dead_stones(s));
  nodes += r.nodes;
  if (!r.black_first.decided || !r.white_first.decided) return resumption_undecided();
  if (!parts::first_move_decides(judged, r)) return std::nullopt;
  // The play-outs count area (stones and surrounded points), not Art. 10's territory and
  // prisoners (docs/rulesets/japan1989.md, "Art. 13-1 counts area"): the reason names the count.
  const double komi = judged.komi.value_or(0.0);
  return both_lose("the game (by area after optimal play, komi " + number_text(komi) + ": Black first, " +
                   winner_text(r.black_first.count - komi) + "; White first, " +
                   winner_text(r.white_first.count - komi) + ")");
}

}  // namespace

Japan1989::Results::PlayoutBudgets Japan1989::Results::playout_budgets(std::uint64_t run_max_nodes, bool statuses_known) {
  solver::Budget run;
  run.max_nodes = run_max_nodes;
  return {resumption_budget(run, statuses_known).max_nodes, ending_budget(run, statuses_known).max_nodes};
}

ResultVerdict Japan1989::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                         const kiyaku::Score& score, const Choices& c, const solver::Budget& budget) {
  // Art. 11 (投了): the opponent wins by resignation.
  constexpr parts::ResignationRule resignation{"11"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  parts::ResultOptions o;
  o.repetition = c.get<parts::RepetitionAgreement>();
  o.jigo = c.get<parts::JigoRule>();
  o.art_count = "10-2";
  o.art_no_result = "12";
  o.art_forfeit = "14";
  ResultVerdict counted = parts::count_result(judged, s, score, o);
  if (counted.kind == ResultKind::forfeit || counted.kind == ResultKind::no_result) return counted;
  if (c.get<StopAgreement>() == StopAgreement::recorded && agreement_recorded(judged)) {
    if (counted.kind != ResultKind::undecided)
      counted.reason += "; Art. 13-1 does not arise: the record's result, " + judged.recorded.raw +
                        ", is a count, so the players agreed at the stop (Art. 9-2)";
    return counted;
  }
  // A whole board stopped with statuses already undecided stays undecided, for that first cause:
  // Art. 13-1 could only add a both-lose, and on a whole board only its bounds could show one, at
  // many times the cost of the statuses (1.5 million nodes on 35 of the 132 Hon
  // records, none of them both-lose). A fragment's both-lose is about its own stones: still asked,
  // unless the caller asked about some strings only (JudgedPosition::asked).
  const bool stopped_whole_board = judged.position.to_move() == Color::empty && judged.position.open_area().empty();
  if (counted.kind == ResultKind::undecided && (stopped_whole_board || !judged.asked.empty())) return counted;
  // Both undecided: the statuses are the first cause, and the one reported.
  const bool statuses_known = counted.kind != ResultKind::undecided;
  std::uint64_t nodes = 0;
  auto resumed = resumption_result(judged, s, o, c, budget, resumption_budget(budget, statuses_known),
                                   ending_budget(budget, statuses_known), nodes);
  ResultVerdict out = !resumed || (resumed->kind == ResultKind::undecided && counted.kind == ResultKind::undecided)
                          ? counted
                          : std::move(*resumed);
  out.nodes = nodes;
  return out;
}

}  // namespace kiyaku
