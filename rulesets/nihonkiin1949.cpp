#include "rulesets/nihonkiin1949.hpp"
#include "rulesets/parts/dame_filling.hpp"

#include <algorithm>
#include <cmath>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/concat.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/transform.hpp>
#include <utility>

#include "rulesets/parts/counting.hpp"
#include "rulesets/parts/results.hpp"

namespace kiyaku {

namespace {

// The readings of this text's own choices (rulesets/choice_names.hpp).
enum class Precedents { p1_p2_p3, p2_p3, p1_p3, p1_p2, p1, p2, p3, none };
enum class PrecedentCycles { no_result, review_board };
enum class IllegalMove { withdrawn, review_board };

}  // namespace

template <>
struct ChoiceNames<Precedents>
    : ChoiceNaming<"precedents", "P1+P2+P3", "P2+P3", "P1+P3", "P1+P2", "P1", "P2", "P3", "none"> {};
template <>
struct ChoiceNames<PrecedentCycles> : ChoiceNaming<"cycles", "no_result", "review_board"> {};
template <>
struct ChoiceNames<IllegalMove> : ChoiceNaming<"illegal_move", "withdrawn", "review_board"> {};

const Metadata& NihonKiin1949::metadata() {
  static const Metadata m{
      "nihonkiin1949",
      "日本棋院囲碁規約 (昭和24年) ・判例",
      "Nihon Ki-in Rules of Go (1949) and precedents",
      1949,
      "Nihon Ki-in (囲碁規約制定委員会)",
      {"preamble, Art. 1, Art. 2 (first line), Arts. 47-49: go-en.com / park6.wakwak.com 旧囲碁規約 (opening only)",
       "Arts. 37, 39, 40-2, 60, 61 and precedents (1), (2): Nihon Ki-in 1989 改定の概要 (gaiyo-00..09)",
       "rules of play, precedents (3)/(4): reconstructed from Ikeda, On the Rules of Go (1968-69), Jasiek, Sensei's "
       "Library"},
      Fidelity::reconstructed,
      "the text of Arts. 2-36 (rules of play) was not available: capture, suicide, ko, life and death, territory and "
      "counting are codified custom as commentators describe it; precedents (3)/(4) are not identified "
      "(direct/approach "
      "ko reinforcement is the best candidate)",
      YearsInForce{1949, 1988},
      "1949"};
  return m;
}

std::span<const Article> NihonKiin1949::articles() {
  static const Article table[] = {
      {"1",
       "Two players alternate on any point not forbidden, aiming at more territory; at the end territory is counted "
       "(except Art. 37)."},
      {"37", "Win by resignation (中押勝): decided without counting.", Fidelity::partial},
      {"39", "After the end of the game the dame are filled at the players' convenience.", Fidelity::partial},
      {"40-2", "If after the dame are filled a reinforcement is requested and refused, alternate play revives.",
       Fidelity::partial},
      {"47", "Handicap and komi, if any, are agreed before the game."},
      {"60", "An illegal move may, with the opponent's consent, be taken back, or play may go on as it stands.",
       Fidelity::partial},
      {"61", "Stones displaced during play: continue if both agree, else no result (無勝負).", Fidelity::partial},
      {"R-capture", "(reconstructed: custom) Stones left without liberties by a move are removed as prisoners.",
       Fidelity::reconstructed},
      {"R-suicide",
       "(reconstructed: custom; Art. 1 names forbidden moves) A move leaving its own stones without liberties is "
       "forbidden unless it captures.",
       Fidelity::reconstructed},
      {"R-ko",
       "(reconstructed: custom) A stone just taken in a ko may not be retaken at once; the loser must play elsewhere "
       "first.",
       Fidelity::reconstructed},
      {"R-cycle",
       "(reconstructed: Ikeda 2.3.6) A cycle (triple ko, eternal life) in which neither side gives in makes the game "
       "no result (無勝負).",
       Fidelity::reconstructed},
      {"R-life",
       "(reconstructed: custom, Kaise 1962) Life and death are agreed by the players as ordinary play would settle "
       "them; seki stones are alive.",
       Fidelity::reconstructed},
      {"R-review",
       "(reconstructed: 吉国 1989 preface) Life and death no rule or precedent settles goes to the Nihon Ki-in/Kansai "
       "Ki-in review board (審査会).",
       Fidelity::reconstructed},
      {"R-territory",
       "(reconstructed: custom) Territory is the empty points surrounded by one side's live stones after removing the "
       "dead stones inside.",
       Fidelity::reconstructed},
      {"R-seki", "(reconstructed: Ikeda 2.3.7) Points surrounded by stones in seki are not territory.",
       Fidelity::reconstructed},
      {"R-count",
       "(reconstructed: custom) Prisoners and removed dead stones fill the opponent's territory; the larger territory "
       "wins; equal is 持碁.",
       Fidelity::reconstructed},
      {"P1", "Precedent (1): bent four in the corner is dead without regard to the rest of the board.", Fidelity::partial},
      {"P2",
       "Precedent (2): 取らず三目 left at the end counts 3 points for the surrounding side (2 more per further stone).",
       Fidelity::partial},
      {"P3",
       "(reconstructed: identity unconfirmed) Precedent: a direct ko must be reinforced before the end, an approach ko "
       "need not.",
       Fidelity::reconstructed},
  };
  return table;
}

std::span<const ChoiceSpec> NihonKiin1949::choices() {
  static const ChoiceSpec table[] = {
      choice_spec(Precedents::p1_p2_p3, "precedents (5.1): which precedents are in force",
                  "the code attaches four precedents (吉国 1989 preface); (1) and (2) are named by NK89 gaiyo-02/04, "
                  "(3) is the "
                  "best-supported candidate (Ikeda 2.3.3, Jasiek [49]); (4) is unidentified"),
      choice_spec(parts::FirstMover::attacker,
                  "ambiguity 2: who moves first in the play by which the agreement is read?",
                  "custom: the side claiming the stones dead must show the capture (1989 A1 follows it)"),
      choice_spec(parts::SekiLevel::string,
                  "ambiguity 7: does a dame make the string that touches it seki, or its whole group?",
                  "Ikeda 2.3.7 speaks of stones in seki; same reading as japan1989 A10"),
      choice_spec(parts::SekiDame::unfillable,
                  "ambiguity 7: does a dame that one side can fill make the stones beside it seki?",
                  "the conventional definition, quoted by Kaise 1962: seki stones have no eye or one, and neither "
                  "side moving first can take the other's; a dame one side can fill is filled at the end"),
      choice_spec(PrecedentCycles::no_result, "ambiguity 8: a cycle in which neither side gives in",
                  "Ikeda 2.3.6: the game is annulled (無勝負) if neither gives in"),
      choice_spec(IllegalMove::withdrawn, "ambiguity 9: an illegal move in a record (Art. 60)",
                  "Art. 60 (NK89): with consent the move is taken back or play goes on; a record cannot show refusal"),
      choice_spec(parts::JigoRule::draw, "ambiguity 10: equal counts",
                  "持碁 is the traditional result; komi was agreed per game (Art. 47)"),
      parts::dame_filling_choice(parts::DameDefault::customary,
                                 "Art. 39: dame are filled at the players' convenience after the end; Art. 40(2): "
                                 "手入れ asked after dame filling"),
  };
  return table;
}

std::span<const parts::Precedent> NihonKiin1949::precedents() {
  using K = parts::PrecedentKind;
  static const parts::Precedent table[] = {
      {"P1",
       "P1",
       "bent four in the corner (隅の曲り四目) is dead without regard to the rest of the board",
       K::dead_shape,
       // 1989 死活例7-1 / 概要(4): three attacker stones on the edge, the defender unable to play inside.
       {{"XXX.O", ".OOO?", "O????"}},
       0,
       0,
       0,
       "NK89 gaiyo-04 「判例(1)で他の部分に関係せず死」; Ikeda 2.3.1"},
      {"P2",
       "P2",
       "取らず三目: the mutual-atari corner shape is left and counts 3 points for the surrounding side, 2 more per "
       "further stone",
       K::points_without_capture,
       // 1989 死活例1: the 2x2 clump and the lone stone share their last liberty at the corner point.
       {{".XX", "OXX", "X??"}},
       3,
       4,
       2,
       "NK89 gaiyo-02 「そのまま終局すれば白地3目と計算する」; Ikeda 2.3.4 and Jasiek [49] (+2 per further stone)"},
      {"P3",
       "P3",
       "a direct ko left open must be reinforced; an approach ko need not",
       K::ko_reinforcement,
       {},
       0,
       0,
       0,
       "Ikeda 2.3.3 (explained by a precedent), 6.3; Jasiek [49]; NK89 概要(5) 根拠の理論化"},
  };
  return table;
}

namespace {

constexpr std::string_view kReview = "R-review";
constexpr std::string_view kCycle = "R-cycle";

// A precedent is in force where the reading's spelling ("P1+P3") names it.
bool in_force(const Choices& c, std::string_view precedent) {
  const Precedents reading = c.get<Precedents>();
  return reading != Precedents::none && spelling(reading).find(precedent) != std::string_view::npos;
}

// The table's precedents the choice selects, then an amendment's own.
std::vector<const parts::Precedent*> precedents_in_force(const Choices& c) {
  auto selected =  // not const: a filter view caches its begin
      NihonKiin1949::precedents() | ranges::views::filter([&](const parts::Precedent& p) { return in_force(c, p.id); });
  return ranges::views::concat(selected, c.added_precedents()) |
         ranges::views::transform([](const parts::Precedent& p) { return &p; }) | ranges::to<std::vector>();
}

void refer(StringVerdict& v, std::string_view article, std::string reason) {
  v.status = kiyaku::Status::undecided;
  v.articles = {std::string(article)};
  v.reason = std::move(reason);
}

// R-life / R-cycle / R-review / P3: what the customary agreement makes of one searched verdict.
// Whether it turns on kos or a cycle is asked of the game (parts::WinRestQuestions), not read
// off the witness line, which depends on the search's order and so on the board's orientation.
// A status no play decided (fixed before the first move) turns on neither.
void read_agreement(StringVerdict& v, const Choices& c, parts::WinRestQuestions& questions, const solver::Budget& budget) {
  if (v.status == kiyaku::Status::undecided || v.witness.empty()) return;
  const Color winner = v.status == kiyaku::Status::dead ? opponent(v.color) : v.color;
  const bool owner_restricted = std::ranges::find(v.articles, "assumed") != v.articles.end();
  const std::uint64_t max_nodes = parts::question_budget(budget, v.nodes);
  const parts::WinRest rest = questions.ask(v.stones.front(), winner, owner_restricted, max_nodes);
  v.nodes += rest.nodes;
  switch (rest.rests) {
    case parts::WinRests::unknown:
      v.status = kiyaku::Status::undecided;
      v.reason =
          "undecided: whether its status turns on kos or an endless cycle (R-review, R-cycle) was not "
          "settled within the search budget of " +
          std::to_string(max_nodes) + " nodes";
      return;
    case parts::WinRests::cycle:
      refer(v, kCycle,
            "its fate by play is an endless cycle (triple ko, eternal life): no result if neither side gives in");
      return;
    case parts::WinRests::kos:
      refer(v, kReview,
            "its status turns on more than one ko, which no rule or precedent settles (Ikeda 6.3(2)); "
            "referred to the review board (審査会)");
      return;
    case parts::WinRests::one_ko:
      if (!in_force(c, "P3")) {
        refer(v, kReview,
              "its status turns on a ko left open and precedent P3 is not in force; referred to the review board");
        return;
      }
      v.articles.push_back("P3");
      v.reason += v.status == kiyaku::Status::dead
                      ? "; a direct ko left open must be reinforced (P3)"
                      : "; a ko its opponent must approach first needs no reinforcement (P3)";
      return;
    case parts::WinRests::no_ko: return;
  }
}

void set_status(parts::StatusMap& s, Point p, kiyaku::Status st, std::string_view article, const std::string& reason) {
  if (s.index[p] < 0) return;
  StringVerdict& v = s.strings[static_cast<std::size_t>(s.index[p])];
  v.status = st;
  v.articles = {std::string(article)};
  v.witness.clear();
  v.witness_ends_in_cycle = false;
  v.reason = reason;
}

// P1, P2: the precedents override whatever play would show.
void apply_shape_rulings(const Position& pos, parts::StatusMap& s, const Choices& c) {
  const auto force = precedents_in_force(c);
  for (const auto& r : parts::find_shape_rulings(pos, force)) {
    const std::string why = "precedent " + std::string(r.precedent->article) + ": " + std::string(r.precedent->summary);
    r.dead.for_each([&](Point p) { set_status(s, p, kiyaku::Status::dead, r.precedent->article, why); });
    r.alive.for_each([&](Point p) { set_status(s, p, kiyaku::Status::alive, r.precedent->article, why); });
    r.stay.for_each([&](Point p) { set_status(s, p, kiyaku::Status::seki, r.precedent->article, why); });
  }
}

}  // namespace

template <>
parts::StatusMap NihonKiin1949::Status::decide(const JudgedPosition& judged, const Choices& c,
                                               const solver::Budget& budget) {
  parts::ConfirmationStatusOptions o;
  // R-life: ordinary play; R-ko: a ko lost must be answered by a pass (no threats) before every retake.
  o.rules.first_mover = c.get<parts::FirstMover>();
  o.rules.reban = parts::ReBan::per_capture;
  o.rules.pass_scope = parts::PassScope::per_ko;
  o.rules.ko_pass_ends = parts::KoPassEnds::no;
  o.rules.initial_bans = parts::InitialBans::none;
  o.region = solver::RegionKind::benson;
  o.budget = budget;
  o.article_alive = "R-life";
  o.article_ko = "R-ko";
  o.asked = judged.asked;
  auto s = parts::confirmation_status(judged.position, o);
  apply_shape_rulings(judged.position, s, c);  // a precedent's ruling leaves nothing to ask of play
  parts::WinRestQuestions questions(judged.position, o);
  for (auto& v : s.strings) read_agreement(v, c, questions, o.budget);
  return s;
}

template <>
parts::TerritoryMap NihonKiin1949::Territory::classify(const JudgedPosition& judged, parts::StatusMap& s,
                                                       const Choices& c) {
  parts::TerritoryOptions o;
  o.regions = parts::RegionReading::with_dead_stones;  // dead stones inside are removed first (custom)
  o.dead_in_dame = parts::DeadInDame::removed;         // wherever they stand (custom: そのまま取り上げ)
  o.seki = c.get<parts::SekiLevel>();
  o.seki_dame = c.get<parts::SekiDame>();
  o.article = "R-territory";
  o.article_removal = "R-count";
  auto t = parts::eyes_of_non_seki_living(judged.position, s, o);
  for (auto& v : s.strings)
    if (v.status == kiyaku::Status::seki && !v.articles.empty() && v.articles.back() == "R-territory")
      v.articles.back() = "R-seki";
  return t;
}

template <>
kiyaku::Score NihonKiin1949::Counting::count(const JudgedPosition& judged, const parts::TerritoryMap& t,
                                             const Choices& c) {
  auto s = parts::territory_minus_prisoners(judged.position, t, judged.komi.value_or(0.0),
                                            "territory minus prisoners and removed dead stones (R-count)");
  const auto force = precedents_in_force(c);
  for (const auto& r : parts::find_shape_rulings(judged.position, force)) {
    if (r.points == 0) continue;
    // P2 defines only the difference; it is shown as territory of the credited side.
    (r.credited == Color::black ? s.territory_black : s.territory_white) += r.points;
    (r.credited == Color::black ? s.total_black : s.total_white) += r.points;
    s.method += "; +" + std::to_string(r.points) + " " + std::string(color_name(r.credited)) + " (P2, 取らず)";
  }
  return s;
}

template <>
ResultVerdict NihonKiin1949::Results::decide(const JudgedPosition& judged, const parts::StatusMap& s,
                                             const kiyaku::Score& score, const Choices& c) {
  // Art. 37 (中押勝), which Art. 1 names as the result decided without a count.
  constexpr parts::ResignationRule resignation{"37"};
  if (auto ended = parts::ended_without_count(judged, resignation)) return *ended;
  ResultVerdict r;
  auto any = [&](std::string_view article) {
    return std::any_of(s.strings.begin(), s.strings.end(),
                       [&](const StringVerdict& v) { return cites(v.articles, article); });
  };
  if (judged.illegal && c.get<IllegalMove>() == IllegalMove::review_board) {
    r.kind = ResultKind::undecidable;
    r.articles = {"60"};
    r.reason = "an illegal move the opponent did not accept: the code states no consequence (Art. 60)";
    return r;
  }
  const bool cycle = parts::record_repeats(judged.position) || any(kCycle);
  if (cycle) {
    r.kind = c.get<PrecedentCycles>() == PrecedentCycles::review_board ? ResultKind::undecidable : ResultKind::no_result;
    r.articles = {std::string(kCycle)};
    r.reason = "a cycle in which neither side gives in (同一局面反復)";
    return r;
  }
  if (any(kReview)) {
    r.kind = ResultKind::undecidable;
    r.articles = {std::string(kReview)};
    r.reason = "the status of some stones is settled by no rule or precedent: referred to the review board (審査会)";
    return r;
  }
  if (s.any_undecided()) {
    r.kind = ResultKind::undecided;
    r.reason = "the status of some stones is undecided (search budget)";
    return r;
  }
  const double diff = score.total_black - score.total_white;
  r.articles = {"R-count"};
  if (diff == 0 && c.get<parts::JigoRule>() == parts::JigoRule::draw) {
    r.kind = ResultKind::jigo;
    r.reason = "equal counts: 持碁";
    return r;
  }
  r.kind = ResultKind::win;
  r.winner = diff > 0 ? Color::black : Color::white;
  r.margin = std::abs(diff);
  r.reason = diff == 0 ? "equal counts; jigo goes to White by agreement" : "the larger territory wins";
  if (judged.illegal) r.reason += "; the illegal move of the record is taken as withdrawn (Art. 60)";
  return r;
}

}  // namespace kiyaku
