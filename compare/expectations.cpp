#include "compare/expectations.hpp"

#include <sstream>

namespace kiyaku {

std::string ruleset_for_suffix(std::string_view suffix) {
  if (suffix == "1989") return "japan1989";
  if (suffix == "1949") return "nihonkiin1949";
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
  ExpectationCheck check{f.key, o.ruleset, ExpectationCheck::State::met, 0, {}, {}, {}};
  const io::Placement place = doc.fragment.value_or(io::Placement{0, 0, doc.position.board().width(),
                                                                   doc.position.board().height()});
  const Board& b = doc.position.board();
  for (std::size_t r = 0; r < f.block.size(); ++r) {
    const auto row = cells(f.block[r]);
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (row[c] == "-") continue;
      const int x = place.x0 + static_cast<int>(c), y = place.y0 + static_cast<int>(r);
      if (!b.contains(x, y)) continue;
      const Point p = b.point(x, y);
      ++check.asserted;
      const char want = row[c].size() == 1 ? row[c][0] : '?';
      const char got = outcome_letter(o, b, p);
      if (want != got) check.mismatches.push_back({p, static_cast<int>(c) + 1, static_cast<int>(r) + 1, want, got});
    }
  }
  if (!check.mismatches.empty()) check.state = ExpectationCheck::State::failed;
  return check;
}

// "no_result_if_agreed (Art. 12)" -> no_result; "both_lose_if_no_resumption" -> both_lose; else the
// first word is a result kind, optionally followed by the winner and the margin.
ExpectationCheck check_result(const io::Field& f, const Outcome& o) {
  ExpectationCheck check{f.key, o.ruleset, ExpectationCheck::State::met, 1, {}, {}, {}};
  std::istringstream in(f.value);
  std::string kind, winner;
  in >> kind >> winner;
  if (kind == "no_result_if_agreed") kind = "no_result";
  if (kind == "both_lose_if_no_resumption") kind = "both_lose";
  check.expected = kind;
  check.got = std::string(result_kind_name(o.result.kind));
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

std::vector<ExpectationCheck> check_expectations(const io::Document& doc, const OutcomeLookup& outcome_for) {
  std::vector<ExpectationCheck> out;
  for (const auto& f : doc.fields) {
    const bool is_result = f.key.rfind("expect_result_", 0) == 0;
    const bool is_map = !is_result && f.key.rfind("expect_", 0) == 0 && f.key != "expect_note";
    if (!is_result && !is_map) continue;
    const std::string suffix = f.key.substr(is_result ? 14 : 7);
    const std::string id = ruleset_for_suffix(suffix);
    const Outcome* o = outcome_for(id);
    ExpectationCheck skipped{f.key, id, ExpectationCheck::State::no_ruleset, 0, {}, {}, {}};
    if (!o) { out.push_back(skipped); continue; }
    if (is_result) { out.push_back(check_result(f, *o)); continue; }
    if (f.block.empty()) {  // a one-line statement ("none (verdict not available)", prose)
      skipped.state = ExpectationCheck::State::not_asserted;
      skipped.expected = f.value;
      out.push_back(skipped);
      continue;
    }
    out.push_back(check_map(doc, f, *o));
  }
  return out;
}

}  // namespace kiyaku
