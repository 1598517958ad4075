#include "compare/expectations.hpp"

#include <map>
#include <sstream>

#include "compare/registry.hpp"

namespace kiyaku {

std::string ruleset_for_suffix(std::string_view suffix) {
  for (const auto& e : registry())
    if (!e.metadata->corpus_suffix.empty() && e.metadata->corpus_suffix == suffix) return std::string(e.metadata->id);
  return std::string(suffix);
}

namespace {

char status_letter(Status s) {
  switch (s) {
    case Status::alive: return 'A';
    case Status::seki: return 'S';
    case Status::dead: return 'D';
    default: return '?';
  }
}

char class_letter(PointClass c) {
  switch (c) {
    case PointClass::black_territory: return 'b';
    case PointClass::white_territory: return 'w';
    case PointClass::dame: return '.';
    case PointClass::eye: return 'x';
    default: return '?';
  }
}

// Splits a map row into its characters (code points; the maps are ASCII apart from nothing).
std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < row.size();) {
    const auto c = static_cast<unsigned char>(row[i]);
    const std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    out.push_back(row.substr(i, len));
    i += len;
  }
  return out;
}

ExpectationCheck check_map(const io::Document& doc, const io::Field& f, const Outcome& o) {
  ExpectationCheck check{f.key, o.ruleset, ExpectationCheck::State::met, 0, {}, {}, {}, {}};
  const Board& b = doc.position.board();
  for (const MapCell& cell : map_cells(doc, f)) {
    ++check.asserted;
    const char got = outcome_letter(o, b, cell.point);
    if (cell.letter != got) check.mismatches.push_back({cell.point, cell.col, cell.row, cell.letter, got});
  }
  if (!check.mismatches.empty()) check.state = ExpectationCheck::State::failed;
  return check;
}

// "no_result_if_agreed (Art. 12)" -> no_result; "both_lose_if_no_resumption" -> both_lose; else the
// first word is a result kind, optionally followed by the winner and the margin.
ExpectationCheck check_result(const io::Field& f, const Outcome& o) {
  ExpectationCheck check{f.key, o.ruleset, ExpectationCheck::State::met, 1, {}, {}, {}, {}};
  std::istringstream in(f.value);
  std::string kind, winner;
  in >> kind >> winner;
  if (kind == "no_result_if_agreed") kind = "no_result";
  if (kind == "both_lose_if_no_resumption") kind = "both_lose";
  check.expected = kind;
  check.got = std::string(result_kind_name(o.result.kind));
  if (kind == "counted") {  // Art. 10: the game ends at the stop and is counted, a win or a jigo
    check.state = o.result.kind == ResultKind::win || o.result.kind == ResultKind::jigo
                      ? ExpectationCheck::State::met
                      : ExpectationCheck::State::failed;
    check.expected = "counted (a win or jigo)";
    return check;
  }
  bool ok = check.got == kind;
  if (ok && kind == "win" && (winner == "black" || winner == "white")) {
    check.expected += " " + winner;
    check.got += " " + std::string(color_name(o.result.winner));
    ok = color_name(o.result.winner) == winner;
  }
  if (!ok) check.state = ExpectationCheck::State::failed;
  return check;
}

}  // namespace

std::string_view letter_verdict_name(char letter) {
  for (Status s : {Status::alive, Status::dead, Status::seki, Status::undecided})
    if (status_letter(s) == letter) return status_name(s);
  for (PointClass c : {PointClass::black_territory, PointClass::white_territory, PointClass::dame, PointClass::eye})
    if (class_letter(c) == letter) return point_class_name(c);
  return {};
}

std::vector<MapCell> map_cells(const io::Document& doc, const io::Field& map) {
  const io::Placement place =
      doc.fragment.value_or(io::Placement{0, 0, doc.position.board().width(), doc.position.board().height()});
  const Board& b = doc.position.board();
  std::vector<MapCell> out;
  for (std::size_t r = 0; r < map.block.size(); ++r) {
    const auto row = cells(map.block[r]);
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (row[c] == "-") continue;
      const int x = place.x0 + static_cast<int>(c), y = place.y0 + static_cast<int>(r);
      if (!b.contains(x, y)) continue;
      out.push_back(
          {b.point(x, y), static_cast<int>(c) + 1, static_cast<int>(r) + 1, row[c].size() == 1 ? row[c][0] : '?'});
    }
  }
  return out;
}

char outcome_letter(const Outcome& o, const Board& b, Point p) {
  if (is_stone(b.at(p))) {
    for (const auto& s : o.strings)
      for (Point q : s.stones)
        if (q == p) return status_letter(s.status);
    return '?';
  }
  for (const auto& v : o.points)
    if (v.point == p) return class_letter(v.cls);
  return '-';
}

namespace {

enum class LineKind { none, result, map, text_map, divergence_reason };

// What an expect_* or text_* line is, and the era suffix it names ("1989").
LineKind line_kind(const io::Field& f, std::string& suffix) {
  const auto after = [&](std::string_view prefix) {
    if (f.key.rfind(prefix, 0) != 0) return false;
    suffix = f.key.substr(prefix.size());
    return true;
  };
  if (f.key == "expect_note" || f.key == "text_note") return LineKind::none;
  if (after("expect_result_")) return LineKind::result;
  if (after("expect_")) return LineKind::map;
  if (after("divergence_")) return LineKind::divergence_reason;
  if (after("text_")) return LineKind::text_map;
  return LineKind::none;
}

// The divergence_<era> line of each era that also has a text_<era> map.
std::map<std::string, std::string> divergent_eras(const io::Document& doc) {
  std::map<std::string, std::string> reasons, with_text;
  for (const auto& f : doc.fields) {
    std::string suffix;
    const LineKind kind = line_kind(f, suffix);
    if (kind == LineKind::divergence_reason) reasons[suffix] = f.value;
    if (kind == LineKind::text_map && !f.block.empty()) with_text[suffix];
  }
  for (auto& [suffix, reason] : with_text)
    if (auto it = reasons.find(suffix); it != reasons.end()) reason = it->second;
  return with_text;
}

}  // namespace

std::vector<ExpectationCheck> check_expectations(const io::Document& doc, const OutcomeLookup& outcome_for) {
  std::vector<ExpectationCheck> out;
  const auto divergent = divergent_eras(doc);
  for (const auto& f : doc.fields) {
    std::string suffix;
    const LineKind kind = line_kind(f, suffix);
    if (kind == LineKind::none || kind == LineKind::divergence_reason) continue;
    const std::string id = ruleset_for_suffix(suffix);
    const Outcome* o = outcome_for(id);
    ExpectationCheck skipped{f.key, id, ExpectationCheck::State::no_ruleset, 0, {}, {}, {}, {}};
    if (!o) {
      out.push_back(skipped);
      continue;
    }
    if (kind == LineKind::result) {
      out.push_back(check_result(f, *o));
      continue;
    }
    if (f.block.empty()) {  // a one-line statement ("none (verdict not available)", prose)
      skipped.state = ExpectationCheck::State::not_asserted;
      skipped.expected = f.value;
      out.push_back(skipped);
      continue;
    }
    ExpectationCheck check = check_map(doc, f, *o);
    if (const auto it = divergent.find(suffix); kind == LineKind::map && it != divergent.end()) {
      check.state = ExpectationCheck::State::divergence;
      check.reason = it->second;
    }
    out.push_back(std::move(check));
  }
  return out;
}

}  // namespace kiyaku
