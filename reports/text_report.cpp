#include "reports/text_report.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"
#include "reports/lists.hpp"

namespace kiyaku::reports {

std::string witness_text(const Board& b, const std::vector<WitnessMove>& line, bool ends_in_cycle, bool ends_settled,
                         bool cut_short) {
  std::vector<std::string> moves;
  for (const auto& m : line) {
    std::string s(1, color_letter(m.color));
    switch (m.kind) {
      case WitnessMove::Kind::play: s += " " + gtp_vertex(b, m.point); break;
      case WitnessMove::Kind::pass: s += " pass"; break;
      case WitnessMove::Kind::ko_pass: s += " ko-pass(" + gtp_vertex(b, m.point) + ")"; break;
    }
    moves.push_back(s);
  }
  if (ends_settled) moves.push_back("then pass-alive analysis settles it");
  std::string out = moves.empty() ? "(no play needed)" : join(moves, ", ");
  if (ends_in_cycle) out += ", ... (repeats forever)";
  if (cut_short) out += ", ... (cut short: the line's budget ran out before the end that proves it)";
  return out;
}

std::string witness_text(const Board& b, const StringVerdict& v) {
  return witness_text(b, v.witness, v.witness_ends_in_cycle, v.witness_ends_settled, v.witness_cut_short);
}

namespace {

// Up to five of `points`, then "..." if there are more.
std::string first_points(const Board& b, const std::vector<Point>& points) {
  constexpr std::size_t kNamed = 5;
  const std::size_t named = std::min(kNamed, points.size());
  const std::vector<Point> first(points.begin(), points.begin() + static_cast<std::ptrdiff_t>(named));
  return vertex_list(b, first) + (named < points.size() ? " ..." : "");
}

// Why the text's dame reading was not applied, if it was not.
std::string stop_note(const Normalisation& n, const Board& b) {
  if (n.reached_stop) return "";
  if (!n.unfinished) return " (not applied: the record ends before the stop, by resignation, time or forfeit)";
  return " (not applied: the record has no result and leaves " + std::to_string(n.open_boundary.size()) +
         " boundary points open, next to no living stone: " + first_points(b, n.open_boundary) + "; it shows no stop)";
}

// The plays of the open boundaries read as local endgames, where there are any.
std::string endgame_text(const Normalisation& n, const Board& b) {
  return n.endgame.empty() ? "" : "; endgame (open boundary read): " + move_list(b, n.endgame);
}

std::string normalisation_text(const Normalisation& n, const Board& b) {
  std::ostringstream out;
  out << "  game record: dame_filling=" << n.dame_filling << stop_note(n, b) << "; fills: " << move_list(b, n.fills)
      << "; 手入れ: " << move_list(b, n.reinforcements) << endgame_text(n, b)
      << "; left open: " << vertex_list(b, n.left_open) << "\n"
      << "  end-of-game estimate: " << n.assumed_alive.size()
      << " stones assumed alive; looks dead (searched): " << vertex_list(b, n.estimated_dead) << "\n";
  if (n.open_boundary_filled())
    out << "  open boundary at the stop, filled by the custom, not read (assumed): " << n.open_boundary.size()
        << " points next to no living stone: " << first_points(b, n.open_boundary) << "\n";
  if (!n.found_alive.empty())
    out << "  found alive by the text, so the dame were filled again: " << vertex_list(b, n.found_alive) << "\n";
  if (!n.found_dead.empty())
    out << "  found dead by the text, so the dame were filled again: " << vertex_list(b, n.found_dead) << "\n";
  return out.str();
}

std::string readings_text(const Divergence& d) {
  if (!d.readings_searched) return "not searched (--divergence-readings)";
  if (d.reproduced_by.empty()) return "none of the text's readings, one at a time";
  std::vector<std::string> parts;
  for (const auto& r : d.reproduced_by)
    parts.push_back(r.choice + "=" + r.value +
                    (r.undecided ? " (" + std::to_string(r.undecided) + " points undecided)" : ""));
  return join(parts, ", ");
}

std::string divergence_text(const Divergence& d) {
  std::ostringstream out;
  out << "  commentary's divergence (" << d.cited << " against " << d.text << ", " << d.points.size()
      << " points; source: " << d.source << "): kiyaku "
      << (d.follows_text ? "gives the text's verdict"
                         : "does not give the text's verdict everywhere (a verdict differs or is undecided)")
      << (d.follows_source ? " and the source's" : "")
      << "; readings that give the source's verdict: " << readings_text(d) << "\n";
  return out.str();
}

}  // namespace

std::string outcome_text(const Outcome& o, const Board& b) {
  std::ostringstream out;
  out << "== " << o.ruleset << " (" << o.title << ", " << fidelity_name(o.fidelity) << ")\n";
  if (o.normalisation.game_record) out << normalisation_text(o.normalisation, b);
  for (const auto& s : o.strings) {
    out << "  " << color_name(s.color) << " " << vertex_list(b, s.stones) << ": " << status_name(s.status) << " ["
        << join(s.articles, ", ") << "]\n";
    if (!s.witness.empty() || s.witness_ends_settled) out << "      witness: " << witness_text(b, s) << "\n";
  }
  const Score& sc = o.score;
  out << "  score: black " << number_text(sc.total_black) << " (territory " << sc.territory_black << ", prisoners lost "
      << sc.prisoners_white << ", dead removed " << sc.dead_removed_white << "), white " << number_text(sc.total_white)
      << " (territory " << sc.territory_white << ", prisoners lost " << sc.prisoners_black << ", dead removed "
      << sc.dead_removed_black << ", komi " << number_text(sc.komi) << ")\n";
  out << "  result: " << result_kind_name(o.result.kind);
  if (o.result.winner != Color::empty) out << " " << color_name(o.result.winner);
  if (o.result.kind == ResultKind::win) out << " by " << number_text(o.result.margin);
  out << " [" << join(o.result.articles, ", ") << "] " << o.result.reason << "\n";
  for (const auto& d : o.divergences) out << divergence_text(d);
  return out.str();
}

std::string expectation_text(const ExpectationCheck& c, const Board& b) {
  std::ostringstream out;
  out << "  " << c.key << " (" << c.ruleset << "): ";
  switch (c.state) {
    case ExpectationCheck::State::met:
      out << "met (" << c.asserted << (c.expected.empty() ? " points)" : " result: " + c.expected + ")");
      break;
    case ExpectationCheck::State::not_asserted: out << "not asserted (" << c.expected << ")"; break;
    case ExpectationCheck::State::no_ruleset: out << "skipped: no ruleset '" << c.ruleset << "'"; break;
    case ExpectationCheck::State::divergence:
      out << "commentary's divergence (not a failure: the text's own verdict is checked against the text map); kiyaku "
          << (c.mismatches.empty() ? "gives the cited verdict too"
                                   : "departs from the cited verdict at " + std::to_string(c.mismatches.size()) +
                                         " of " + std::to_string(c.asserted) + " points");
      for (const auto& m : c.mismatches)
        out << "\n      (" << m.col << "," << m.row << ") " << gtp_vertex(b, m.point) << ": cited " << m.expected
            << ", kiyaku " << m.got;
      if (!c.reason.empty()) out << "\n      why: " << c.reason;
      break;
    case ExpectationCheck::State::failed:
      out << "FAILED";
      if (!c.expected.empty()) out << ": expected " << c.expected << ", got " << c.got;
      for (const auto& m : c.mismatches)
        out << "\n      (" << m.col << "," << m.row << ") " << gtp_vertex(b, m.point) << ": expected " << m.expected
            << ", got " << m.got;
      break;
  }
  return out.str();
}

}  // namespace kiyaku::reports
