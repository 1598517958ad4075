#include "compare/readings.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

#include "compare/diff.hpp"
#include "compare/ordered_run.hpp"
#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku {

namespace {

const ChoiceSpec& spec_of(const Selection& sel, std::string_view name) {
  for (const auto& s : sel.ruleset->choice_specs)
    if (s.name == name) return s;
  sel.choices.get(name);  // throws, naming the choice
  throw std::invalid_argument("unknown choice '" + std::string(name) + "'");
}

using Setting = std::vector<std::pair<std::string, std::string>>;

// One run per other value of each choice, from the readings in force.
std::vector<Setting> one_at_a_time(const Selection& sel, const std::vector<std::string>& names) {
  std::vector<Setting> out{{}};
  for (const auto& name : names)
    for (auto value : spec_of(sel, name).values)
      if (value != sel.choices.get(name)) out.push_back({{name, std::string(value)}});
  return out;
}

// Every combination of the named choices' values; the readings in force come first.
std::vector<Setting> product(const Selection& sel, const std::vector<std::string>& names) {
  std::vector<Setting> out{{}};
  for (const auto& name : names) {
    std::vector<std::string> values{sel.choices.get(name)};
    for (auto v : spec_of(sel, name).values)
      if (v != values.front()) values.emplace_back(v);
    if (out.size() * values.size() > kMaxReadingRuns)
      throw std::invalid_argument("the product of these choices is more than " + std::to_string(kMaxReadingRuns) +
                                  " runs; name fewer choices");
    std::vector<Setting> next;
    for (const auto& v : values)
      for (Setting s : out) {
        if (v != values.front()) s.emplace_back(name, v);
        next.push_back(std::move(s));
      }
    out = std::move(next);
  }
  return out;
}

std::string string_label(const Board& b, const StringVerdict& s) {
  return std::string(color_name(s.color)) + " string " + gtp_vertex(b, s.stones.front()) + " (" +
         std::to_string(s.stones.size()) + (s.stones.size() == 1 ? " stone)" : " stones)");
}

// The territory in counts per class (two maps with equal counts are taken as the same).
std::string territory_text(const Outcome& o) {
  int black = 0, white = 0, dame = 0;
  for (const auto& p : o.points) {
    black += p.cls == PointClass::black_territory;
    white += p.cls == PointClass::white_territory;
    dame += p.cls == PointClass::dame;
  }
  return "black " + std::to_string(black) + ", white " + std::to_string(white) + ", dame " + std::to_string(dame);
}

std::string score_text(const Score& s) {
  return "black " + number_text(s.total_black) + ", white " + number_text(s.total_white);
}

// The verdict rows: each string of the first run, then territory, score and result.
std::vector<ReadingDependence> verdict_rows(const Board& b, const std::vector<ReadingRun>& runs) {
  std::vector<ReadingDependence> rows;
  for (const auto& s : runs.front().outcome.strings) {
    if (s.stones.empty()) continue;
    ReadingDependence row{string_label(b, s), {}, {}};
    for (const auto& run : runs) {
      const auto& strings = run.outcome.strings;
      const auto it = std::find_if(strings.begin(), strings.end(), [&](const StringVerdict& v) {
        return !v.stones.empty() && v.stones.front() == s.stones.front();
      });
      row.verdicts.emplace_back(it == strings.end() ? "-" : status_name(it->status));
    }
    rows.push_back(std::move(row));
  }
  ReadingDependence territory{"territory", {}, {}}, score{"score", {}, {}}, result{"result", {}, {}};
  for (const auto& run : runs) {
    territory.verdicts.push_back(territory_text(run.outcome));
    score.verdicts.push_back(score_text(run.outcome.score));
    result.verdicts.push_back(result_short(run.outcome.result));
  }
  rows.push_back(std::move(territory));
  rows.push_back(std::move(score));
  rows.push_back(std::move(result));
  return rows;
}

// The one choice two settings differ in, or none if they differ in zero or several.
std::optional<std::string> sole_difference(const Setting& a, const Setting& b, const Choices& start) {
  std::map<std::string, std::pair<std::string, std::string>> values;
  for (const auto& [name, value] : start.values()) values[name] = {value, value};
  for (const auto& [name, value] : a) values[name].first = value;
  for (const auto& [name, value] : b) values[name].second = value;
  std::optional<std::string> out;
  for (const auto& [name, pair] : values)
    if (pair.first != pair.second) {
      if (out) return std::nullopt;
      out = name;
    }
  return out;
}

// A verdict depends on choice C when two runs that differ only in C give it differently.
void find_dependences(std::vector<ReadingDependence>& rows, const std::vector<ReadingRun>& runs, const Choices& start) {
  for (std::size_t i = 0; i < runs.size(); ++i)
    for (std::size_t j = i + 1; j < runs.size(); ++j) {
      const auto choice = sole_difference(runs[i].varied, runs[j].varied, start);
      if (!choice) continue;
      for (auto& row : rows)
        if (row.verdicts[i] != row.verdicts[j] &&
            std::find(row.choices.begin(), row.choices.end(), *choice) == row.choices.end())
          row.choices.push_back(*choice);
    }
  for (auto& row : rows) std::sort(row.choices.begin(), row.choices.end());
}

}  // namespace

Readings explore_readings(const io::Document& doc, const Selection& sel, const ReadingsOptions& options,
                          const solver::Budget& budget) {
  Readings r;
  r.ruleset = std::string(sel.ruleset->metadata->id);
  r.mode = options.mode;
  r.choices = options.choices;
  if (r.choices.empty() && r.mode == ReadingsMode::one_at_a_time)
    for (const auto& s : sel.ruleset->choice_specs) r.choices.emplace_back(s.name);
  for (const auto& name : r.choices) spec_of(sel, name);
  const auto settings = r.mode == ReadingsMode::product ? product(sel, r.choices) : one_at_a_time(sel, r.choices);
  const auto run_setting = [&](std::size_t i) {
    Choices c = sel.choices;
    for (const auto& [name, value] : settings[i]) c.set(name, value);
    return ReadingRun{settings[i], sel.ruleset->evaluate(doc, c, budget)};
  };
  run_in_order<ReadingRun>(settings.size(), run_setting, {options.threads, 0},
                           [&](std::size_t, ReadingRun& run) { r.runs.push_back(std::move(run)); });
  r.verdicts = verdict_rows(doc.position.board(), r.runs);
  find_dependences(r.verdicts, r.runs, sel.choices);
  return r;
}

}  // namespace kiyaku
