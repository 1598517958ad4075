// Positions and hand-made Outcomes for the compare and report tests: a rule-book record read
// by the real reader, and verdicts written as pictures over its fragment, so a test can state
// "this text calls the string seki, that one dead" without running any solver.
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/io/diagram.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::test {

// 取らず三目 (corpus/j1989-examples.txt, j89-ex01): a 5x5 corner of a 19x19 board.
inline constexpr std::string_view kEx01Record = R"(id: ex01
title: 取らず三目 (three points without capture)
source: test copy of seed 000, 死活例1
size: 19
origin: top-left corner
fragment: 5 cols x 5 rows; edges: left,top
to_move: none
board:
a●●○┬
○●●○┼
●○○○┼
●●●┼┼
├┼┼┼┼
legend: a = labelled empty point
)";

inline io::Document read_record(std::string_view text, const std::string& file = "fixture.txt") {
  auto docs = io::read_diagram_corpus(text, file);
  if (docs.size() != 1) throw std::logic_error("fixture record must hold one document");
  return std::move(docs.front());
}

inline io::Document ex01() { return read_record(kEx01Record); }

// Verdicts as pictures over the fragment (row 0 = its top row).
//   statuses: at stones 'A' alive, 'D' dead, 'S' seki, '?' undecided (the first stone's letter
//             decides the string); '.' elsewhere.
//   classes:  'b' / 'w' territory, '.' dame, 'e' eye, 's' stone, '-' not judged.
struct Verdicts {
  std::string id;
  std::string title;
  std::vector<std::string_view> statuses;
  std::vector<std::string_view> classes;
  ResultVerdict result;
  Score score;
};

inline Status status_from(char c) {
  switch (c) {
    case 'A': return Status::alive;
    case 'D': return Status::dead;
    case 'S': return Status::seki;
    case '?': return Status::undecided;
  }
  throw std::invalid_argument(std::string("status picture: unknown letter '") + c + "'");
}

inline std::vector<std::string> articles_for(Status s) {
  switch (s) {
    case Status::seki: return {"7-1", "8"};
    case Status::dead: return {"7-1"};
    case Status::alive: return {"7-1"};
    default: return {};
  }
}

inline std::string reason_for(Status s) {
  switch (s) {
    case Status::seki: return "each side's capture gives rise to new stones that cannot be captured";
    case Status::dead: return "the opponent can capture it and keep the point";
    case Status::alive: return "the opponent cannot capture it";
    default: return "the search ran out of budget";
  }
}

inline Outcome outcome_from(const io::Document& doc, const Verdicts& v) {
  const Board& b = doc.position.board();
  const int x0 = doc.fragment ? doc.fragment->x0 : 0, y0 = doc.fragment ? doc.fragment->y0 : 0;
  auto cell = [&](const std::vector<std::string_view>& rows, Point p) {
    const Coord c = b.coord(p);
    const int r = c.y - y0, k = c.x - x0;
    if (r < 0 || k < 0 || r >= static_cast<int>(rows.size()) || k >= static_cast<int>(rows[r].size())) return '-';
    return rows[r][k];
  };
  Outcome o;
  o.ruleset = v.id;
  o.title = v.title;
  o.choices = {{"first_mover", "attacker", true}, {"reban", "per_capture", false}};
  PointSet seen;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || seen.contains(p)) continue;
    const PointSet chain = b.chain(p);
    seen |= chain;
    StringVerdict s;
    s.color = b.at(p);
    s.stones = chain.to_vector();
    s.status = cell(v.statuses, p) == '-' ? Status::alive : status_from(cell(v.statuses, p));
    s.articles = articles_for(s.status);
    s.reason = reason_for(s.status);
    if (s.status == Status::dead)  // the opponent takes the string, then both pass
      s.witness = {{WitnessMove::Kind::play, opponent(s.color), b.point(x0, y0)},
                   {WitnessMove::Kind::ko_pass, s.color, b.point(x0, y0)},
                   {WitnessMove::Kind::pass, opponent(s.color), kNoPoint}};
    o.strings.push_back(std::move(s));
  }
  for (Point p : b.points()) {
    const char c = cell(v.classes, p);
    if (c == '-') continue;
    const PointClass cls = c == 'b'   ? PointClass::black_territory
                           : c == 'w' ? PointClass::white_territory
                           : c == 'e' ? PointClass::eye
                           : c == 's' ? PointClass::stone
                                      : PointClass::dame;
    o.points.push_back({p, cls, {"8"}});
  }
  o.score = v.score;
  o.result = v.result;
  return o;
}

// Two readings of 取らず三目: seki (as 1989 has it) and "the four black stones are dead,
// White has three points" (as the 1949 precedent has it).
inline Verdicts seki_view() {
  Verdicts v{"sekitext",
             "Seki Text (1989 style)",
             {".SSA.", "SSSA.", "AAAA.", "AAA..", "....."},
             {".sss-", "ssss-", "ssss-", "sss--", "-----"},
             {},
             {}};
  v.result = {ResultKind::jigo, Color::empty, 0, {"10-2"}, "equal counts"};
  v.score.method = "territory minus prisoners";
  return v;
}

inline Verdicts dead_view() {
  Verdicts v{"deadtext",
             "Dead Text (1949 style)",
             {".DDA.", "ADDA.", "AAAA.", "AAA..", "....."},
             {"wwws-", "swws-", "ssss-", "sss--", "-----"},
             {},
             {}};
  v.score.territory_white = 5;
  v.score.dead_removed_white = 4;
  v.score.total_white = 3;
  v.score.method = "territory minus prisoners";
  v.result = {ResultKind::win, Color::white, 3, {"10-2"}, "the higher count wins"};
  return v;
}

inline std::vector<Outcome> ex01_outcomes(const io::Document& doc) {
  return {outcome_from(doc, seki_view()), outcome_from(doc, dead_view())};
}

}  // namespace kiyaku::test
