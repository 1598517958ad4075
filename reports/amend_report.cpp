#include "reports/amend_report.hpp"

#include <sstream>

#include "kernel/vertex.hpp"
#include "reports/html_report.hpp"
#include "reports/lists.hpp"
#include "reports/site.hpp"
#include "reports/text_report.hpp"

namespace kiyaku::reports {

namespace {

std::string class_name(const std::optional<PointClass>& c) {
  return c ? std::string(point_class_name(*c)) : "not judged";
}

std::string verdict_text(const StringVerdict& v) {
  std::string articles;
  for (const auto& a : v.articles) articles += (articles.empty() ? "" : ", ") + a;
  return std::string(status_name(v.status)) + " [" + articles + "]";
}

std::string score_line(const Score& s) {
  std::ostringstream out;
  out << "black " << s.total_black << ", white " << s.total_white;
  return out.str();
}

// What changed, in a few words: "status, territory, result".
std::string change_kinds(const PositionChange& c) {
  std::string out;
  auto add = [&](bool yes, const char* word) {
    if (yes) out += (out.empty() ? "" : ", ") + std::string(word);
  };
  add(!c.strings.empty(), "status");
  add(!c.points.empty(), "territory");
  add(c.score_changed, "score");
  add(c.result_changed, "result");
  return out;
}

void change_text(std::ostringstream& out, const PositionChange& c) {
  const Board& b = c.doc.position.board();
  out << c.doc.id << (c.doc.title.empty() ? "" : "  " + c.doc.title) << "  (" << c.doc.file << ")\n";
  out << "  changes: " << change_kinds(c) << (c.involves_undecided ? "  (one side leaves a verdict undecided)" : "")
      << "\n";
  out << "  result: " << result_short(c.before.result) << " -> " << result_short(c.after.result) << "\n";
  if (c.score_changed) out << "  score: " << score_line(c.before.score) << " -> " << score_line(c.after.score) << "\n";
  for (const auto& s : c.strings) {
    out << "  " << color_name(s.color) << " " << vertex_list(b, s.stones) << ": " << verdict_text(s.before) << " -> "
        << verdict_text(s.after) << "\n";
    out << "      before: " << s.before.reason << "\n";
    out << "        witness: " << witness_text(b, s.before) << "\n";
    out << "      after:  " << s.after.reason << "\n";
    out << "        witness: " << witness_text(b, s.after) << "\n";
  }
  for (const auto& p : c.points)
    out << "  point " << gtp_vertex(b, p.point) << ": " << class_name(p.before) << " -> " << class_name(p.after) << "\n";
}

// What presents a variant in every report of one, after its id: the text it amends, its title
// and why (kiyaku-rules/1 "variants", kiyaku-amend/1).
Json variant_description(const std::string& base, const std::string& title, const std::string& rationale) {
  return {{"base", base}, {"title", title}, {"rationale", rationale}};
}

// The JSON of one string as the kiyaku/1 report writes it (reports/json_report.cpp).
Json string_json(const Outcome& o, const Board& b, Point first_stone) {
  const Json all = outcome_to_json(o, b);
  for (std::size_t i = 0; i < o.strings.size(); ++i)
    if (!o.strings[i].stones.empty() && o.strings[i].stones.front() == first_stone) return all["strings"][i];
  return nullptr;
}

Json change_json(const PositionChange& c) {
  const Board& b = c.doc.position.board();
  Json j;
  j["record"] = c.doc.id;
  j["title"] = c.doc.title;
  j["file"] = c.doc.file;
  j["involves_undecided"] = c.involves_undecided;
  j["strings"] = Json::array();
  for (const auto& s : c.strings)
    j["strings"].push_back({{"color", color_name(s.color)},
                            {"stones", vertex_list(b, s.stones)},
                            {"before", string_json(c.before, b, s.stones.front())},
                            {"after", string_json(c.after, b, s.stones.front())}});
  j["points"] = Json::array();
  for (const auto& p : c.points)
    j["points"].push_back({{"vertex", gtp_vertex(b, p.point)},
                           {"before", p.before ? Json(point_class_name(*p.before)) : Json(nullptr)},
                           {"after", p.after ? Json(point_class_name(*p.after)) : Json(nullptr)}});
  const Json before = outcome_to_json(c.before, b), after = outcome_to_json(c.after, b);
  j["score"] = {{"before", before["score"]}, {"after", after["score"]}};
  j["result"] = {{"before", before["result"]}, {"after", after["result"]}};
  return j;
}

std::string escape_attribute(std::string_view text) { return escape_html(text); }

std::string change_html(const PositionChange& c, std::size_t index) {
  const std::string report = html_report(c.doc, {c.before, c.after}, c.diff, {record_source_text(c.doc), {}, {}});
  std::string h = "<section class=\"change\" id=\"change-" + std::to_string(index) + "\">\n<h2>" +
                  escape_html(c.doc.id + (c.doc.title.empty() ? "" : "  " + c.doc.title)) + "</h2>\n";
  h += "<p>" + escape_html(change_kinds(c)) + " changed; result " + escape_html(result_short(c.before.result)) + " → " +
       escape_html(result_short(c.after.result)) +
       (c.involves_undecided ? " (one side leaves a verdict undecided)" : "") + "</p>\n";
  // The position's own report (base and variant boards side by side), isolated in a frame.
  h += "<iframe class=\"amend-report\" title=\"before and after\" style=\"width:100%;height:80em;border:1px solid "
       "#ccc\" "
       "srcdoc=\"" +
       escape_attribute(report) + "\"></iframe>\n</section>\n";
  return h;
}

}  // namespace

Json variant_to_json(const Variant& v) {
  Json j = {{"id", v.id}};
  j.update(variant_description(v.base, v.title, v.rationale));
  j["file"] = v.file;
  Json readings = Json::object();
  for (const auto& [name, value] : v.entry().preset_choices) readings[name] = value;
  j["choices"] = std::move(readings);
  Json added = Json::array();
  for (const auto& p : v.added_precedents) added.push_back({{"id", p.id}, {"summary", p.summary}});
  j["added_precedents"] = std::move(added);
  return j;
}

std::string amendment_text(const AmendmentRun& run) {
  std::ostringstream out;
  out << "variant " << run.variant << " of " << run.base << ": " << run.title << "\n";
  for (const auto& c : run.choices)
    if (!c.is_default) out << "  reading: " << c.name << " = " << c.value << "\n";
  for (const auto& c : run.changes) change_text(out, c);
  out << run.positions << " positions; " << run.changes.size() << " ruled differently\n";
  return out.str();
}

Json amendment_to_json(const AmendmentRun& run) {
  Json j;
  j["schema"] = "kiyaku-amend/1";
  j["variant"] = run.variant;
  j.update(variant_description(run.base, run.title, run.rationale));
  j["choices"] = choices_to_json(run.choices);
  j["positions"] = run.positions;
  j["changes"] = Json::array();
  for (const auto& c : run.changes) j["changes"].push_back(change_json(c));
  return j;
}

std::string amendment_html(const AmendmentRun& run) {
  std::string body = "<header><h1>" + escape_html(run.title) + "</h1>\n<p>Variant <code>" + escape_html(run.variant) +
                     "</code> of <code>" + escape_html(run.base) + "</code>: " + std::to_string(run.changes.size()) +
                     " of " + std::to_string(run.positions) + " positions ruled differently.</p>\n<p>" +
                     escape_html(run.rationale) + "</p>\n</header>\n<ul>\n";
  for (std::size_t i = 0; i < run.changes.size(); ++i)
    body += "<li><a href=\"#change-" + std::to_string(i) + "\">" + escape_html(run.changes[i].doc.id) +
            "</a>: " + escape_html(change_kinds(run.changes[i])) + "</li>\n";
  body += "</ul>\n";
  for (std::size_t i = 0; i < run.changes.size(); ++i) body += change_html(run.changes[i], i);
  return html_page(run.title + " — kiyaku amend", body);
}

namespace {

std::string setting_text(const ReadingRun& run) {
  if (run.varied.empty()) return "the readings in force";
  std::string out;
  for (const auto& [name, value] : run.varied) out += (out.empty() ? "" : ", ") + name + "=" + value;
  return out;
}

}  // namespace

std::string readings_text(const Readings& r) {
  std::ostringstream out;
  out << r.ruleset << ": " << r.runs.size() << " runs ("
      << (r.mode == ReadingsMode::product ? "every combination of " : "one choice at a time: ");
  for (std::size_t i = 0; i < r.choices.size(); ++i) out << (i ? ", " : "") << r.choices[i];
  out << ")\n";
  for (std::size_t i = 0; i < r.runs.size(); ++i)
    out << "  run " << i << ": " << setting_text(r.runs[i]) << "  ->  " << result_short(r.runs[i].outcome.result) << "\n";
  // Each dependent verdict: its value under the readings in force, then every run that differs.
  for (const auto& v : r.verdicts) {
    if (v.choices.empty()) continue;
    out << "depends: " << v.item << " on ";
    for (std::size_t k = 0; k < v.choices.size(); ++k) out << (k ? ", " : "") << v.choices[k];
    out << "\n    " << v.verdicts[0] << "  (the readings in force)\n";
    for (std::size_t i = 1; i < v.verdicts.size(); ++i)
      if (v.verdicts[i] != v.verdicts[0]) out << "    " << v.verdicts[i] << "  (" << setting_text(r.runs[i]) << ")\n";
  }
  std::size_t fixed = 0;
  for (const auto& v : r.verdicts) fixed += v.choices.empty();
  out << fixed << " of " << r.verdicts.size() << " verdicts depend on no reading varied\n";
  return out.str();
}

Json readings_to_json(const Readings& r) {
  Json j;
  j["schema"] = "kiyaku-readings/1";
  j["ruleset"] = r.ruleset;
  j["mode"] = r.mode == ReadingsMode::product ? "product" : "one_at_a_time";
  j["choices"] = r.choices;
  j["runs"] = Json::array();
  for (const auto& run : r.runs) {
    Json varied = Json::object();
    for (const auto& [name, value] : run.varied) varied[name] = value;
    j["runs"].push_back({{"varied", varied},
                         {"result", result_short(run.outcome.result)},
                         {"choices", choices_to_json(run.outcome.choices)}});
  }
  j["verdicts"] = Json::array();
  for (const auto& v : r.verdicts)
    j["verdicts"].push_back({{"item", v.item}, {"depends_on", v.choices}, {"per_run", v.verdicts}});
  return j;
}

}  // namespace kiyaku::reports
