#include "reports/site.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "kernel/io/utf8.hpp"
#include "reports/html_report.hpp"
#include "reports/against_record.hpp"

namespace kiyaku::reports {

std::string file_name_for(std::string_view id) {
  std::string out;
  for (char c : id) {
    const bool keep =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    out += keep ? c : '_';
  }
  if (out.empty() || out.front() == '.') out.insert(out.begin(), '_');
  return out;
}

namespace {

// --- reading the source ---------------------------------------------------------------------

constexpr std::size_t kMaxSourceBytes = 64 * 1024;

std::string read_prefix(const std::string& path, std::size_t limit, bool& truncated) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return "";
  std::string text(limit + 1, '\0');
  f.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(f.gcount()));
  truncated = text.size() > limit;
  if (truncated) {
    text.resize(limit);
    while (!text.empty() && io::is_utf8_continuation(text.back())) text.pop_back();  // whole code points
    if (!text.empty() && static_cast<unsigned char>(text.back()) >= 0xC0) text.pop_back();
  }
  return text;
}

// The lines of one record: from its "id: X" line to the line before the next "id:".
std::string record_lines(const std::string& text, const std::string& id) {
  std::istringstream in(text);
  std::string line, out;
  bool inside = false;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.rfind("id:", 0) == 0) {
      if (inside) break;
      std::string value = line.substr(3);
      value.erase(0, value.find_first_not_of(" \t"));
      value.erase(value.find_last_not_of(" \t") + 1);
      inside = value == id;
    }
    if (inside) out += line + "\n";
  }
  while (out.size() >= 2 && out[out.size() - 1] == '\n' && out[out.size() - 2] == '\n') out.pop_back();
  return out;
}

// --- names and links ------------------------------------------------------------------------

// Position file names, unique in input order ("a", "a-2", ...).
std::vector<std::string> position_files(const std::vector<SiteEntry>& entries) {
  std::set<std::string> used;
  std::vector<std::string> out;
  for (const auto& e : entries) {
    const std::string base = file_name_for(e.doc.id);
    std::string name = base;
    for (int n = 2; used.contains(name); ++n) name = base + "-" + std::to_string(n);
    used.insert(name);
    out.push_back(name + ".html");
  }
  return out;
}

std::string link(const std::string& href, const std::string& text_html) {
  return "<a href=\"" + escape_html(href) + "\">" + text_html + "</a>";
}

bool stands_apart(const RulesetSummary& s) { return s.strings_alone > 0 || s.points_alone > 0 || s.result_alone; }

// --- the index ------------------------------------------------------------------------------

// "status, result" for a row: the kinds of disagreement about the position.
std::string kinds_cell(const DisagreementKinds& k) {
  std::string out;
  for (const auto& [on, word] : {std::pair{k.status, "status"}, {k.territory, "territory"}, {k.result, "result"}})
    if (on) out += std::string(out.empty() ? "" : ", ") + word;
  return out;
}

std::string disagreement_counts(const std::vector<SiteEntry>& entries) {
  int status = 0, territory = 0, result = 0, counting_only = 0;
  for (const auto& e : entries) {
    status += e.diff.kinds.status;
    territory += e.diff.kinds.territory;
    result += e.diff.kinds.result;
    counting_only += e.diff.kinds.counting && !e.diff.kinds.any_about_position();
  }
  const std::string of = " of the " + std::to_string(entries.size()) + " positions";
  return "The texts disagree on life and death (alive, dead, seki) at " + std::to_string(status) + of +
         ", on territory or "
         "dame at " +
         std::to_string(territory) + ", and on the result at " + std::to_string(result) +
         " (marked ≠, with the "
         "kinds). At " +
         std::to_string(counting_only) +
         " more their numbers differ only because they count differently "
         "(territory, area or stones), which is no disagreement about the position (marked ≈).";
}

// The foot of the index: per text, how many game records with a checkable count it reproduces.
std::string record_count_row(const std::vector<SiteEntry>& entries, std::size_t rulesets) {
  std::size_t checkable = 0;
  std::vector<std::size_t> reproduced(rulesets, 0);
  for (const auto& e : entries) {
    if (!is_game_record(e.outcomes) || !count_checkable(e.doc)) continue;
    ++checkable;
    for (std::size_t k = 0; k < rulesets && k < e.outcomes.size(); ++k)
      reproduced[k] += against_record(e.doc, e.outcomes[k]).matches;
  }
  std::string h = "<tfoot><tr><td colspan=\"3\">the recorded count (of " + std::to_string(checkable) +
                  " game records with a counted result and a komi)</td>";
  for (std::size_t n : reproduced) h += "<td>" + std::to_string(n) + " ✓</td>";
  return h + "</tr></tfoot>\n";
}

std::string index_html(const std::vector<SiteEntry>& entries, const std::vector<std::string>& files,
                       const std::vector<const RulesetEntry*>& rulesets) {
  std::string h =
      "<header>\n<h1>kiyaku: " + std::to_string(entries.size()) + " positions under " + std::to_string(rulesets.size()) +
      " rule texts</h1>\n<p class=\"lead\">Each row is a position, each column a rule text; a cell gives that text's "
      "result and, where the texts part, what it says about the disputed stones. " +
      disagreement_counts(entries) +
      " A shaded cell is a verdict no other text shares. Open a position for its boards and the reasons; "
      "<a href=\"commentary.html\">Commentary and text</a> lists where the sources depart from their own texts.</p>\n"
      "</header>\n";
  h += "<h2>Rule texts</h2>\n<ul>\n";
  for (const auto* r : rulesets)
    h += "<li><code>" + escape_html(r->metadata->id) +
         "</code>: " + link("rules/" + file_name_for(r->metadata->id) + ".html", escape_html(r->metadata->title_en)) +
         " <span class=\"muted\">" + escape_html(r->metadata->title_ja) + ", " + std::to_string(r->metadata->year) +
         " · " + escape_html(fidelity_name(r->metadata->fidelity)) + "</span></li>\n";
  const bool records =
      std::any_of(entries.begin(), entries.end(), [](const SiteEntry& e) { return is_game_record(e.outcomes); });
  h += "</ul>\n<h2>Positions</h2>\n";
  if (records)
    h += "<p class=\"small\">A game record's row gives its recorded result; ✓ marks a text's result that is the "
         "recorded count, and the last row counts them.</p>\n";
  h += "<div class=\"table-wrap\"><table class=\"index\">\n<thead><tr><th class=\"position\">Position</th><th "
       "title=\"do the rule texts agree?\">agree</th>";
  if (records) h += "<th>recorded</th>";
  for (const auto* r : rulesets)  // the id is short enough for a column; the title is in the list above and the tooltip
    h += "<th><a href=\"rules/" + escape_html(file_name_for(r->metadata->id)) + ".html\" title=\"" +
         escape_html(r->metadata->title_en) + "\">" + escape_html(r->metadata->id) + "</a></th>";
  h += "</tr></thead>\n<tbody>\n";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const SiteEntry& e = entries[i];
    const DisagreementKinds& kinds = e.diff.kinds;
    const bool about_position = kinds.any_about_position();
    h += std::string("<tr") + (about_position ? " class=\"differs\"" : "") + " data-position=\"" + escape_html(e.doc.id) +
         "\"><td>" + link("positions/" + files[i], "<code>" + escape_html(e.doc.id) + "</code>") +
         "<br><span class=\"small\">" + escape_html(e.doc.title) + "</span></td>";
    if (about_position)
      h += "<td class=\"flag\" title=\"the rule texts disagree about the position\">≠<br><span class=\"small\">" +
           escape_html(kinds_cell(kinds)) + "</span></td>";
    else if (kinds.counting)
      h += "<td title=\"the numbers differ only because the texts count differently\">≈</td>";
    else
      h += "<td title=\"all agree\">=</td>";
    if (records) h += "<td>" + escape_html(is_game_record(e.outcomes) ? e.doc.info.result : std::string()) + "</td>";
    for (std::size_t k = 0; k < rulesets.size(); ++k) {
      if (k >= e.diff.summaries.size()) {
        h += "<td></td>";
        continue;
      }
      const RulesetSummary& s = e.diff.summaries[k];
      const bool as_recorded = k < e.outcomes.size() && against_record(e.doc, e.outcomes[k]).matches;
      h += std::string("<td") + (stands_apart(s) ? " class=\"apart\"" : "") + ">" + escape_html(s.short_text) +
           (as_recorded ? " <span title=\"the recorded count\">✓</span>" : "") + "</td>";
    }
    h += "</tr>\n";
  }
  h += "</tbody>\n";
  if (records) h += record_count_row(entries, rulesets.size());
  h += "</table></div>\n";
  return html_page("kiyaku: positions under the rule texts", h);
}

// --- one page per rule text -----------------------------------------------------------------

std::string metadata_html(const Metadata& m) {
  std::string h = "<dl class=\"meta\">\n<dt>id</dt><dd><code>" + escape_html(m.id) + "</code></dd>\n";
  h += "<dt>year</dt><dd>" + std::to_string(m.year) + "</dd>\n";
  if (!m.author.empty()) h += "<dt>by</dt><dd>" + escape_html(m.author) + "</dd>\n";
  h += "<dt>fidelity</dt><dd><b>" + escape_html(fidelity_name(m.fidelity)) + "</b>" +
       (m.fidelity_note.empty() ? "" : ": " + escape_html(m.fidelity_note)) + "</dd>\n";
  if (!m.sources.empty()) {
    h += "<dt>sources</dt><dd><ul>";
    for (auto s : m.sources) h += "<li>" + escape_html(s) + "</li>";
    h += "</ul></dd>\n";
  }
  return h + "</dl>\n";
}

std::string articles_html(const RulesetEntry& r) {
  std::string h =
      "<h2>Articles</h2>\n<div class=\"table-wrap\"><table class=\"articles\"><thead><tr><th>article</th><th>what it "
      "says "
      "(paraphrase)</th><th>fidelity</th></tr></thead><tbody>\n";
  for (const auto& a : r.articles)
    h += "<tr><td><b>" + escape_html(article_list({std::string(a.id)})) + "</b></td><td>" + escape_html(a.paraphrase) +
         "</td><td>" + escape_html(fidelity_name(a.fidelity)) + "</td></tr>\n";
  return h + "</tbody></table></div>\n";
}

std::string choice_specs_html(const RulesetEntry& r) {
  std::string h = "<h2>Interpretation choices</h2>\n";
  if (r.choice_specs.empty()) return h + "<p>This text leaves no reading open.</p>\n";
  h +=
      "<p class=\"small muted\">Readings the text leaves open; the first is the default. Change one with <code>--set " +
      escape_html(r.metadata->id) +
      ".CHOICE=VALUE</code>.</p>\n<div class=\"table-wrap\"><table class=\"choices\"><thead><tr><th>choice</th>"
      "<th>the question</th><th>readings</th><th>why the default</th></tr></thead><tbody>\n";
  for (const auto& c : r.choice_specs) {
    std::string values;
    for (std::size_t i = 0; i < c.values.size(); ++i)
      values += (i ? ", " : "") + (i == 0 ? "<b><code>" + escape_html(c.values[i]) + "</code></b>"
                                          : "<code>" + escape_html(c.values[i]) + "</code>");
    h += "<tr><td><code>" + escape_html(c.name) + "</code></td><td>" + escape_html(c.question) + "</td><td>" + values +
         "</td><td>" + escape_html(c.citation) + "</td></tr>\n";
  }
  return h + "</tbody></table></div>\n";
}

std::string apart_html(std::size_t k, const std::vector<SiteEntry>& entries, const std::vector<std::string>& files,
                       const std::vector<const RulesetEntry*>& rulesets) {
  std::string h = "<h2>Where it stands apart in this corpus</h2>\n";
  if (rulesets.size() < 2)
    return h + "<p>Only this rule text was evaluated; there is nothing to stand apart from.</p>\n";
  std::string rows;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const SiteEntry& e = entries[i];
    if (k >= e.diff.summaries.size() || !stands_apart(e.diff.summaries[k])) continue;
    std::string others;
    for (std::size_t j = 0; j < e.diff.summaries.size(); ++j)
      if (j != k)
        others += (others.empty() ? "" : "<br>") + escape_html(e.diff.summaries[j].title) + ": " +
                  escape_html(e.diff.summaries[j].short_text);
    rows += "<tr><td>" + link("../positions/" + files[i], "<code>" + escape_html(e.doc.id) + "</code>") +
            "<br><span class=\"small\">" + escape_html(e.doc.title) + "</span></td><td>" +
            summary_html(e.diff.summaries[k]) + "</td><td class=\"small\">" + others + "</td></tr>\n";
  }
  if (rows.empty())
    return h + "<p>Nowhere: on every position of this corpus some other rule text shares each of its verdicts.</p>\n";
  return h +
         "<p class=\"small muted\">Positions where it gives a verdict (on a stone, a point or the result) that no "
         "other rule text "
         "gives.</p>\n<div class=\"table-wrap\"><table class=\"apart-list\"><thead><tr><th>position</th><th>what it "
         "says</th>"
         "<th>the others</th></tr></thead><tbody>\n" +
         rows + "</tbody></table></div>\n";
}

std::string ruleset_html(std::size_t k, const std::vector<SiteEntry>& entries, const std::vector<std::string>& files,
                         const std::vector<const RulesetEntry*>& rulesets) {
  const RulesetEntry& r = *rulesets[k];
  const Metadata& m = *r.metadata;
  std::string h = "<nav class=\"crumbs\">" + link("../index.html", "← all positions") + "</nav>\n<header>\n<h1>" +
                  escape_html(m.title_en) + "</h1>\n<p class=\"lead\">" + escape_html(m.title_ja) + " · " +
                  std::to_string(m.year) + "</p>\n</header>\n";
  h += metadata_html(m) + articles_html(r) + choice_specs_html(r) + apart_html(k, entries, files, rulesets);
  return html_page(std::string(m.title_en) + " — kiyaku", h);
}

// --- commentary and text ---------------------------------------------------------------------

std::string documented_divergences_html(const std::vector<SiteEntry>& entries, const std::vector<std::string>& files) {
  std::string h =
      "<h2>Documented divergences</h2>\n<p class=\"small muted\">Records whose cited verdict departs from the "
      "text it cites, with what the text as written gives (the records' <code>text_</code> and "
      "<code>divergence_</code> lines). The default verdict is checked against the text.</p>\n";
  std::string boxes;
  for (std::size_t i = 0; i < entries.size(); ++i)
    for (const auto& o : entries[i].outcomes)
      for (const auto& d : o.divergences)
        boxes += divergence_html(entries[i].doc, o, d,
                                 link("positions/" + files[i], "<code>" + escape_html(entries[i].doc.id) + "</code>") +
                                     " " + escape_html(entries[i].doc.title) + " under " + escape_html(o.title));
  return h + (boxes.empty() ? "<p>No record of this corpus carries one.</p>\n" : boxes);
}

// "choice=value: verdict" for every run whose verdict differs from the readings in force.
std::string changed_verdicts(const Readings& r, const ReadingDependence& dep) {
  std::string out;
  for (std::size_t k = 1; k < r.runs.size() && k < dep.verdicts.size(); ++k) {
    if (dep.verdicts[k] == dep.verdicts[0]) continue;
    std::string setting;
    for (const auto& [name, value] : r.runs[k].varied) setting += (setting.empty() ? "" : ", ") + name + "=" + value;
    out += (out.empty() ? "" : "<br>") + std::string("<code>") + escape_html(setting) +
           "</code>: " + escape_html(dep.verdicts[k]);
  }
  return out;
}

// Each choice's question and the reason for its default: why the verdict turns on it.
std::string choice_reasons(const RulesetEntry* text, const std::vector<std::string>& choices) {
  std::string out;
  for (const auto& name : choices) {
    std::string why = name;
    if (text)
      for (const auto& spec : text->choice_specs)
        if (spec.name == name) why = std::string(spec.question) + " (default: " + std::string(spec.citation) + ")";
    out += (out.empty() ? "" : "<br>") + escape_html(why);
  }
  return out;
}

std::string reading_dependences_html(const std::vector<SiteEntry>& entries, const std::vector<std::string>& files,
                                     const std::vector<const RulesetEntry*>& rulesets) {
  std::string h = "<h2>Verdicts that depend on a reading</h2>\n";
  std::string rows;
  bool any_run = false;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& r = entries[i].readings;
    if (!r) continue;
    any_run = true;
    const RulesetEntry* text = nullptr;
    for (const auto* e : rulesets)
      if (e->metadata->id == r->ruleset) text = e;
    for (const auto& dep : r->verdicts) {
      if (dep.choices.empty()) continue;
      rows += "<tr><td>" + link("positions/" + files[i], "<code>" + escape_html(entries[i].doc.id) + "</code>") +
              "</td><td>" + escape_html(dep.item) + ": <b>" +
              escape_html(dep.verdicts.empty() ? "" : dep.verdicts.front()) + "</b></td><td>" +
              changed_verdicts(*r, dep) + "</td><td class=\"small\">" + choice_reasons(text, dep.choices) +
              "</td></tr>\n";
    }
  }
  if (!any_run)
    return h +
           "<p>Not run here: <code>kiyaku site --readings RULESET</code> runs every position under each reading of a "
           "text.</p>\n";
  if (rows.empty()) return h + "<p>None: every verdict stays the same under every reading, one choice at a time.</p>\n";
  return h +
         "<p class=\"small muted\">Each verdict of the readings in force that another reading of the text changes (one "
         "choice at a time), with the question each reading answers and the reason for the default.</p>\n"
         "<div class=\"table-wrap\"><table class=\"readings\"><thead><tr><th>position</th><th>verdict (default)</th>"
         "<th>under another reading</th><th>the question and the default's reason</th></tr></thead><tbody>\n" +
         rows + "</tbody></table></div>\n";
}

std::string commentary_html(const std::vector<SiteEntry>& entries, const std::vector<std::string>& files,
                            const std::vector<const RulesetEntry*>& rulesets) {
  std::string h =
      "<nav class=\"crumbs\">" + link("index.html", "← all positions") +
      "</nav>\n<header>\n<h1>Commentary and text</h1>\n"
      "<p class=\"lead\">Where a source's verdict departs from its own rule text, kiyaku follows the text and shows "
      "both: the source's verdict, the text's, why they part, and the reading of the text, if any, that gives the "
      "source's verdict. Below, every verdict of this corpus that turns on how the text is read.</p>\n</header>\n";
  h += documented_divergences_html(entries, files) + reading_dependences_html(entries, files, rulesets);
  return html_page("Commentary and text — kiyaku", h);
}

}  // namespace

std::string record_source_text(const io::Document& doc) {
  if (doc.file.empty()) return "";
  bool truncated = false;
  if (doc.format == io::SourceFormat::diagram) {
    constexpr std::size_t kMaxCorpusBytes = 16 * 1024 * 1024;
    return record_lines(read_prefix(doc.file, kMaxCorpusBytes, truncated), doc.id);
  }
  std::string text = read_prefix(doc.file, kMaxSourceBytes, truncated);
  return truncated ? text + "\n… (cut at 64 KiB)\n" : text;
}

std::vector<SiteFile> build_site(const std::vector<SiteEntry>& entries, const std::vector<const RulesetEntry*>& rulesets) {
  const auto files = position_files(entries);
  std::vector<SiteFile> out;
  out.push_back({"index.html", index_html(entries, files, rulesets)});
  out.push_back({"commentary.html", commentary_html(entries, files, rulesets)});
  std::map<std::string, std::string> ruleset_hrefs;
  for (const auto* r : rulesets)
    ruleset_hrefs[std::string(r->metadata->id)] = "../rules/" + file_name_for(r->metadata->id) + ".html";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const SiteEntry& e = entries[i];
    HtmlOptions o{e.source_text, "../index.html", ruleset_hrefs};
    out.push_back({"positions/" + files[i], html_report(e.doc, e.outcomes, e.diff, o)});
  }
  std::set<std::string> written;
  for (std::size_t k = 0; k < rulesets.size(); ++k) {
    const std::string name = file_name_for(rulesets[k]->metadata->id);
    if (written.insert(name).second)
      out.push_back({"rules/" + name + ".html", ruleset_html(k, entries, files, rulesets)});
  }
  return out;
}

void write_site(const std::vector<SiteFile>& files, const std::string& dir) {
  namespace fs = std::filesystem;
  for (const auto& f : files) {
    const fs::path path = fs::path(dir) / f.path;
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (ec) throw std::runtime_error("cannot create " + path.parent_path().string() + ": " + ec.message());
    std::ofstream out(path, std::ios::binary);
    out << f.content;
    if (!out) throw std::runtime_error("cannot write " + path.string());
  }
}

}  // namespace kiyaku::reports
