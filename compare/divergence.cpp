#include "compare/divergence.hpp"

#include <algorithm>
#include <map>

#include "compare/expectations.hpp"
#include "compare/readings.hpp"

namespace kiyaku {

namespace {

const io::Field* field_with_block(const io::Document& doc, const std::string& key) {
  const io::Field* f = doc.field(key);
  return f && !f->block.empty() ? f : nullptr;
}

std::string value_of(const io::Document& doc, const std::string& key) {
  const io::Field* f = doc.field(key);
  return f ? f->value : "";
}

bool meets(const io::Document& doc, const Outcome& o, const std::vector<MapCell>& cells) {
  for (const MapCell& c : cells)
    if (outcome_letter(o, doc.position.board(), c.point) != c.letter) return false;
  return true;
}

// Every point either map asserts where the two letters differ, reading order ('-': not asserted).
std::vector<DivergentPoint> parting_points(const io::Document& doc, const Outcome& o, const std::vector<MapCell>& cited,
                                           const std::vector<MapCell>& text) {
  std::map<Point, DivergentPoint> by_place;  // a point's index is its place in reading order
  const Board& b = doc.position.board();
  for (const MapCell& c : cited) by_place[c.point] = {c.point, c.letter, '-', '-'};
  for (const MapCell& c : text)
    by_place.try_emplace(c.point, DivergentPoint{c.point, '-', '-', '-'}).first->second.text = c.letter;
  std::vector<DivergentPoint> out;
  for (auto& [at, d] : by_place) {
    if (d.source == d.text) continue;
    d.kiyaku = outcome_letter(o, b, d.point);
    out.push_back(d);
  }
  return out;
}

}  // namespace

std::vector<Divergence> find_divergences(const io::Document& doc, const Outcome& outcome) {
  std::vector<Divergence> out;
  for (const auto& f : doc.fields) {
    if (f.key.rfind("divergence_", 0) != 0) continue;
    const std::string era = f.key.substr(11);
    const io::Field* cited = field_with_block(doc, "expect_" + era);
    const io::Field* text = field_with_block(doc, "text_" + era);
    if (!cited || !text || ruleset_for_suffix(era) != outcome.ruleset) continue;
    Divergence d;
    d.source = value_of(doc, "verdict_source");
    if (d.source.empty()) d.source = value_of(doc, "source");
    d.cited = cited->key;
    d.text = text->key;
    d.reason = f.value;
    d.text_note = value_of(doc, "text_note");
    const auto cited_cells = map_cells(doc, *cited), text_cells = map_cells(doc, *text);
    d.points = parting_points(doc, outcome, cited_cells, text_cells);
    d.follows_text = meets(doc, outcome, text_cells);
    d.follows_source = meets(doc, outcome, cited_cells);
    out.push_back(std::move(d));
  }
  return out;
}

void add_reproducing_readings(const io::Document& doc, const Readings& readings, Divergence& d) {
  d.readings_searched = true;
  const io::Field* cited = field_with_block(doc, d.cited);
  if (!cited) return;
  const auto cells = map_cells(doc, *cited);
  const Board& b = doc.position.board();
  for (std::size_t i = 1; i < readings.runs.size(); ++i) {
    const ReadingRun& run = readings.runs[i];
    if (run.varied.size() != 1) continue;
    int undecided = 0, decided_parting = 0;
    bool contradicts = false;
    for (const MapCell& c : cells) {
      const char got = outcome_letter(run.outcome, b, c.point);
      if (got == '?') {
        ++undecided;
        continue;
      }
      contradicts = contradicts || got != c.letter;
      for (const DivergentPoint& p : d.points) decided_parting += p.point == c.point;
    }
    if (contradicts || decided_parting == 0) continue;
    d.reproduced_by.push_back({run.varied.front().first, run.varied.front().second, undecided, false, {}});
  }
}

namespace {

const Outcome* run_with(const Readings& r, const std::string& choice, const std::string& value) {
  for (const ReadingRun& run : r.runs)
    if (run.varied.size() == 1 && run.varied.front().first == choice && run.varied.front().second == value)
      return &run.outcome;
  return nullptr;
}

// The keys of the checks that are met, with `replaced` standing in for its ruleset's outcome.
std::vector<std::string> met_keys(const io::Document& doc, const std::vector<Outcome>& outcomes, const Outcome* replaced) {
  const auto checks = check_expectations(doc, [&](std::string_view id) -> const Outcome* {
    if (replaced && replaced->ruleset == id) return replaced;
    for (const auto& o : outcomes)
      if (o.ruleset == id) return &o;
    return nullptr;
  });
  std::vector<std::string> out;
  for (const auto& c : checks)
    if (c.state == ExpectationCheck::State::met) out.push_back(c.key);
  return out;
}

}  // namespace

std::vector<std::string> verdicts_lost(const std::vector<RecordUnderReadings>& corpus, const std::string& ruleset,
                                       const std::string& choice, const std::string& value) {
  std::vector<std::string> lost;
  for (const RecordUnderReadings& r : corpus) {
    if (!r.readings || r.readings->ruleset != ruleset) continue;
    const Outcome* under = run_with(*r.readings, choice, value);
    if (!under) continue;
    const auto kept = met_keys(*r.doc, *r.outcomes, under);
    for (const auto& key : met_keys(*r.doc, *r.outcomes, nullptr))
      if (std::find(kept.begin(), kept.end(), key) == kept.end()) lost.push_back(r.doc->id + " " + key);
  }
  return lost;
}

}  // namespace kiyaku
