#include "reports/html_report.hpp"

#include <map>
#include <stdexcept>

#include "compare/record_faults.hpp"
#include "compare/registry.hpp"
#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"
#include "reports/record_html.hpp"
#include "reports/templates.hpp"  // generated from reports/templates/ by cmake/embed_files.cmake

namespace kiyaku::reports {

std::string escape_html(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string script_json(const Json& j) {
  const std::string text = j.dump();
  std::string out;
  out.reserve(text.size());
  for (char c : text) out += c == '<' ? std::string("\\u003c") : std::string(1, c);
  return out;
}

namespace {

// Replaces {{name}} by its value in one pass: values are never scanned for placeholders.
std::string fill(std::string_view tmpl, const std::map<std::string, std::string_view>& values) {
  std::string out;
  std::size_t at = 0;
  while (at < tmpl.size()) {
    const auto open = tmpl.find("{{", at);
    const auto close = open == std::string_view::npos ? open : tmpl.find("}}", open);
    if (close == std::string_view::npos) break;
    const auto it = values.find(std::string(tmpl.substr(open + 2, close - open - 2)));
    out += tmpl.substr(at, open - at);
    out += it == values.end() ? tmpl.substr(open, close + 2 - open) : it->second;
    at = close + 2;
  }
  out += tmpl.substr(std::min(at, tmpl.size()));
  return out;
}

// The rule text behind an outcome's ruleset id: the text itself or, for a variant, the text it
// amends, whose articles and questions the variant keeps (docs/amendments.md). Null for an id
// resolve_ruleset does not know.
const RulesetEntry* text_entry(std::string_view id) {
  try {
    const RulesetEntry& e = resolve_ruleset(id);
    return e.base ? e.base : &e;
  } catch (const std::invalid_argument&) { return nullptr; }
}

std::string plural(std::size_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string ruleset_name_html(const std::string& id, const std::string& title, const HtmlOptions& o) {
  const auto link = o.ruleset_hrefs.find(id);
  if (link == o.ruleset_hrefs.end()) return escape_html(title);
  return "<a href=\"" + escape_html(link->second) + "\">" + escape_html(title) + "</a>";
}

// --- the sections ---------------------------------------------------------------------------

std::string header_html(const io::Document& doc, const HtmlOptions& o) {
  std::string h;
  if (!o.index_href.empty())
    h += "<nav class=\"crumbs\"><a href=\"" + escape_html(o.index_href) + "\">← all positions</a></nav>\n";
  h += "<header>\n<h1>" + escape_html(doc.title.empty() ? doc.id : doc.title) + "</h1>\n<p class=\"lead muted\">";
  h += "<code>" + escape_html(doc.id) + "</code>";
  if (const auto* source = doc.field("source")) h += " · " + escape_html(source->value);
  h += "</p>\n</header>\n";
  return h;
}

}  // namespace

std::string kinds_sentence(const DisagreementKinds& k) {
  std::vector<std::string> about;
  if (k.status) about.push_back("life and death (alive, dead, seki)");
  if (k.territory) about.push_back("territory or dame");
  if (k.result) about.push_back("the result");
  std::string s = about.empty() ? "They agree about the position" : "They disagree about " + about.front();
  for (std::size_t i = 1; i < about.size(); ++i) s += (i + 1 == about.size() ? " and " : ", ") + about[i];
  if (k.counting)
    s += std::string(about.empty() ? ": their numbers" : "; other numbers") +
         " differ only because they count differently (territory, area or stones), not about the position";
  return s + ".";
}

namespace {

std::string headline_html(const io::Document& doc, const Diff& d) {
  const Board& b = doc.position.board();
  const std::size_t rulesets = d.rulesets.size();
  if (rulesets < 2)
    return "<p class=\"headline agree\">One rule text is shown; compare with others by leaving out "
           "<code>--rules</code>.</p>\n";
  if (d.all_agree())
    return "<p class=\"headline agree\">All " + std::to_string(rulesets) +
           " rule texts agree on every stone, every point and the result.</p>\n";
  std::string s = "The rule texts disagree";
  if (!d.regions.empty()) {
    s += " about " + plural(d.disputed_stones(b), "stone", "stones") + " and " +
         plural(d.disputed_points(b), "empty point", "empty points");
    s += d.regions.size() == 1 ? " (marked red on the boards)"
                               : " in " + std::to_string(d.regions.size()) + " places (marked red on the boards)";
  }
  if (!d.results_agree) s += d.regions.empty() ? " on the result only" : ", and on the result";
  return "<p class=\"headline differ\">" + escape_html(s) + ".</p>\n<p class=\"small\">" +
         escape_html(kinds_sentence(d.kinds)) + "</p>\n";
}

// A verdict letter of a record's map (corpus/README-j1989.md) in words.
std::string letter_words(char letter) {
  switch (letter) {
    case 'A': return "alive";
    case 'D': return "dead";
    case 'S': return "seki";
    case 'b': return "Black's territory";
    case 'w': return "White's territory";
    case '.': return "dame";
    case 'x': return "an eye of seki stones";
    case '?': return "undecided";
    default: return "not stated";
  }
}

// "dead where the text gives seki: D19 B18 C18; dead where the text states nothing: F19 F18", the
// points where the source says something, grouped by the two verdicts.
std::string parting_points_text(const Board& b, const Divergence& d) {
  std::map<std::pair<char, char>, std::string> groups;
  for (const auto& p : d.points)
    if (p.source != '-') groups[{p.source, p.text}] += " " + gtp_vertex(b, p.point);
  std::string out;
  for (const auto& [verdicts, points] : groups)
    out += (out.empty() ? "" : "; ") + letter_words(verdicts.first) +
           (verdicts.second == '-' ? " where the text states nothing:"
                                   : " where the text gives " + letter_words(verdicts.second) + ":") +
           points;
  return out;
}

std::string reproducing_html(const Divergence& d) {
  if (!d.readings_searched)
    return "kiyaku has not tried the text's other readings here (<code>kiyaku compare --divergence-readings</code> "
           "does).";
  if (d.reproduced_by.empty()) return "None of the text's readings, changed one at a time, gives the source's verdict.";
  std::string out = "The source's verdict comes from ";
  for (std::size_t i = 0; i < d.reproduced_by.size(); ++i) {
    const auto& r = d.reproduced_by[i];
    out += (i ? "; " : "") + std::string("<code>") + escape_html(r.choice + "=" + r.value) + "</code>" +
           (r.undecided ? " (" + std::to_string(r.undecided) + " of its points undecided)" : "");
    if (!r.losses_known) continue;
    std::string lost;
    for (const auto& l : r.loses) lost += (lost.empty() ? "" : ", ") + l;
    out += r.loses.empty() ? ", which loses none of the corpus's cited verdicts"
                           : ", which loses " + std::to_string(r.loses.size()) +
                                 " of the corpus's cited verdicts that the "
                                 "default meets (" +
                                 escape_html(lost) + ")";
  }
  return out + ": a reading the text's default does not take.";
}

// Where a record's source departs from a text: said plainly, above the boards (the boards of those
// texts can switch to the source's verdict).
std::string divergences_html(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  std::string h;
  for (const auto& o : outcomes)
    for (const auto& d : o.divergences)
      h += divergence_html(doc, o, d, "Where the source departs from " + escape_html(o.title));
  return h;
}

}  // namespace

std::string divergence_html(const io::Document& doc, const Outcome& o, const Divergence& d,
                            const std::string& heading_html) {
  return "<div class=\"divergence\" data-ruleset=\"" + escape_html(o.ruleset) + "\">\n<h3>" + heading_html +
         "</h3>\n<p>The cited verdict (<code>" + escape_html(d.cited) + "</code>, " + escape_html(d.source) +
         ") is not what the text as written gives (<code>" + escape_html(d.text) +
         "</code>): " + escape_html(parting_points_text(doc.position.board(), d)) + ". kiyaku follows the text" +
         (d.follows_text ? "" : " (here some of its verdicts are undecided or differ at this budget)") +
         ".</p>\n<p class=\"small\"><b>Why:</b> " + escape_html(d.reason) + "</p>\n<p class=\"small\">" +
         reproducing_html(d) + "</p>\n</div>\n";
}

namespace {

std::string summaries_html(const io::Document& doc, const Diff& d, const HtmlOptions& o) {
  std::string h = "<ul class=\"summaries\">\n";
  for (const auto& s : d.summaries) {
    h += "<li data-ruleset=\"" + escape_html(s.ruleset) + "\"><div class=\"who\">" +
         ruleset_name_html(s.ruleset, s.title, o);
    if (const auto* e = text_entry(s.ruleset))
      h += "<span class=\"year\">" + escape_html(e->metadata->title_ja) + " · " + std::to_string(e->metadata->year) +
           " · " + escape_html(fidelity_name(e->metadata->fidelity)) + " text</span>";
    h += "</div><div class=\"what\">" + summary_html(s) + "</div></li>\n";
  }
  h += "</ul>\n";
  if (doc.fragment)
    h += "<p class=\"small muted\">This is a " + std::to_string(doc.fragment->cols) + "×" +
         std::to_string(doc.fragment->rows) + " part of a " + std::to_string(doc.position.board().width()) + "×" +
         std::to_string(doc.position.board().height()) +
         " board, drawn on its own; the counts cover this part only, and stones on its open sides are settled by the "
         "rest of the board.</p>\n";
  return h;
}

std::string boards_html() {
  return "<h2>The boards, one per rule text</h2>\n"
         "<p class=\"how\">Each board shows the position as one rule text judges it. Red marks the stones and points "
         "on "
         "which the rule texts disagree. Click (or tab to) a stone or a point to see every rule text's verdict on it, "
         "the article behind it, and the line of play that proves it; the ▶ button plays that line on the board.</p>\n"
         "<div class=\"boards\" id=\"boards\"></div>\n<div id=\"legend\"></div>\n"
         "<div id=\"details\" aria-live=\"polite\"><p class=\"hint\">Click a stone or a point on any board to see why "
         "each rule text decides as it does.</p></div>\n"
         "<noscript><p>The boards need JavaScript; the verdicts above and the tables below do not.</p></noscript>\n";
}

std::string result_table_html(const Diff& d, const std::vector<Outcome>& outcomes, const HtmlOptions& o) {
  std::string h =
      "<h2>Result table</h2>\n<div class=\"table-wrap\"><table class=\"results\">\n<thead><tr><th rowspan=\"2\">Rule "
      "text</th>"
      "<th colspan=\"4\" class=\"group\">Black</th><th colspan=\"4\" class=\"group\">White</th><th "
      "rowspan=\"2\">Result</th></tr>\n"
      "<tr>";
  for (int side = 0; side < 2; ++side)
    h += "<th class=\"num\">territory</th><th class=\"num\">prisoners taken</th><th class=\"num\">dead removed</th><th "
         "class=\"num\">total</th>";
  h += "</tr></thead>\n<tbody>\n";
  for (std::size_t k = 0; k < d.results.size(); ++k) {
    const Score& s = d.results[k].score;
    const bool apart = d.summaries[k].result_alone;
    h += std::string("<tr") + (apart ? " class=\"differs\"" : "") + "><td>" +
         ruleset_name_html(outcomes[k].ruleset, outcomes[k].title, o) + "</td>";
    auto cell = [](const std::string& v) { return "<td class=\"num\">" + v + "</td>"; };
    h += cell(std::to_string(s.territory_black)) + cell(std::to_string(s.prisoners_black)) +
         cell(std::to_string(s.dead_removed_black)) + cell(number_text(s.total_black));
    h += cell(std::to_string(s.territory_white)) + cell(std::to_string(s.prisoners_white)) +
         cell(std::to_string(s.dead_removed_white)) +
         cell(number_text(s.total_white) + (s.komi != 0 ? " (komi " + number_text(s.komi) + ")" : ""));
    const ResultVerdict& r = d.results[k].result;
    h += "<td class=\"result\"><b>" + escape_html(result_phrase(r)) + "</b>";
    if (!r.articles.empty()) h += " <span class=\"muted\">(" + escape_html(article_list(r.articles)) + ")</span>";
    h += "<span class=\"reason\">" + escape_html(s.method) + (r.reason.empty() ? "" : "; " + escape_html(r.reason)) +
         "</span></td></tr>\n";
  }
  h += "</tbody></table></div>\n";
  if (!d.results_agree)
    h += "<p class=\"small\"><span class=\"flag\">≠</span> The results differ; a shaded row is a result no other rule "
         "text gives.</p>\n";
  return h;
}

std::string choices_html(const Diff& d, const std::vector<Outcome>& outcomes, const HtmlOptions& o) {
  std::string h =
      "<h2>Interpretation choices in force</h2>\n<p class=\"small muted\">Where a text leaves a question open, kiyaku "
      "names the reading it uses; <code>kiyaku compare --set RULESET.CHOICE=VALUE</code> changes one. "
      "Changed readings are marked.</p>\n";
  for (std::size_t k = 0; k < d.choices.size(); ++k) {
    const RulesetEntry* e = text_entry(d.choices[k].ruleset);
    h += "<h3>" + ruleset_name_html(outcomes[k].ruleset, outcomes[k].title, o) + "</h3>\n";
    if (d.choices[k].choices.empty()) {
      h += "<p class=\"muted small\">This text leaves no reading open.</p>\n";
      continue;
    }
    h += "<div class=\"table-wrap\"><table class=\"choices\"><thead><tr><th>choice</th><th>reading in "
         "force</th><th>the question</th></tr></thead><tbody>\n";
    for (const auto& c : d.choices[k].choices) {
      std::string question;
      if (e)
        for (const auto& spec : e->choice_specs)
          if (spec.name == c.name) question = std::string(spec.question);
      h += "<tr><td><code>" + escape_html(c.name) + "</code></td><td" +
           (c.is_default ? "" : " class=\"choice-changed\"") + "><code>" + escape_html(c.value) + "</code>" +
           (c.is_default ? "" : " (changed)") + "</td><td>" + escape_html(question) + "</td></tr>\n";
    }
    h += "</tbody></table></div>\n";
  }
  return h;
}

std::string board_description(const io::Document& doc) {
  const Board& b = doc.position.board();
  std::string s = std::to_string(b.width()) + "×" + std::to_string(b.height());
  if (!doc.fragment) return s;
  const io::Placement& f = *doc.fragment;
  std::vector<std::string> open;
  if (f.open_top) open.push_back("top");
  if (f.open_bottom) open.push_back("bottom");
  if (f.open_left) open.push_back("left");
  if (f.open_right) open.push_back("right");
  s += "; the diagram shows " + gtp_vertex(b, b.point(f.x0, f.y0)) + "–" +
       gtp_vertex(b, b.point(f.x0 + f.cols - 1, f.y0 + f.rows - 1)) + " (" + std::to_string(f.cols) + "×" +
       std::to_string(f.rows) + ")";
  if (!open.empty()) {
    s += ", open to the";
    for (const auto& side : open) s += " " + side;
  }
  return s;
}

std::string position_html(const io::Document& doc, const HtmlOptions& o) {
  auto row = [](std::string_view key, const std::string& value) {
    return "<dt>" + escape_html(key) + "</dt><dd>" + escape_html(value) + "</dd>\n";
  };
  const Position& p = doc.position;
  std::string h = "<h2>The position</h2>\n<dl class=\"meta\">\n";
  h += row("record", doc.id);
  if (!doc.file.empty()) h += row("file", doc.file);
  h += row("board", board_description(doc));
  h += row("to move", is_stone(p.to_move()) ? std::string(color_name(p.to_move())) : "nobody: play has stopped");
  h += row("prisoners taken", "Black " + std::to_string(p.prisoners_taken_by(Color::black)) + ", White " +
                                  std::to_string(p.prisoners_taken_by(Color::white)));
  if (doc.info.komi) h += row("komi", number_text(*doc.info.komi));
  if (!doc.info.rules.empty()) h += row("rules (as recorded)", doc.info.rules);
  if (!doc.info.result.empty()) h += row("result (as recorded)", doc.info.result);
  if (!doc.info.black_player.empty() || !doc.info.white_player.empty())
    h += row("players", doc.info.black_player + " (Black) – " + doc.info.white_player + " (White)");
  if (!doc.info.date.empty()) h += row("date", doc.info.date);
  if (!doc.info.event.empty()) h += row("event", doc.info.event);
  for (const RecordFault& f : record_faults(doc)) h += row("record fault", f.location + ": " + f.message);
  for (const auto& f : doc.fields)
    if (!f.value.empty() && f.key != "id" && f.key != "title") h += row(f.key, f.value);
  h += "</dl>\n";
  if (!o.source_text.empty()) h += "<h3>Source</h3>\n<pre class=\"source\">" + escape_html(o.source_text) + "</pre>\n";
  return h;
}

Json texts_json(const std::vector<Outcome>& outcomes) {
  Json texts = Json::object();
  for (const auto& o : outcomes) {
    const RulesetEntry* e = text_entry(o.ruleset);
    if (!e || texts.contains(o.ruleset)) continue;
    Json articles = Json::object();
    for (const auto& a : e->articles) articles[std::string(a.id)] = a.paraphrase;
    texts[o.ruleset] = {
        {"title_ja", e->metadata->title_ja}, {"year", e->metadata->year}, {"articles", std::move(articles)}};
  }
  return texts;
}

}  // namespace

std::string summary_html(const RulesetSummary& s) {
  const bool leads = s.text.compare(0, s.result.size(), s.result) == 0;
  if (!leads) return escape_html(s.text);
  return "<span class=\"result\">" + escape_html(s.result) + "</span>" + escape_html(s.text.substr(s.result.size()));
}

std::string html_page(std::string_view title, std::string_view body) {
  return fill(templates::page_html(), {{"title", escape_html(title)}, {"style", templates::style_css()}, {"body", body}});
}

std::string html_report(const io::Document& doc, const std::vector<Outcome>& outcomes, const Diff& diff,
                        const HtmlOptions& options) {
  Json data;
  data["report"] = comparison_to_json(doc, outcomes, diff);
  data["texts"] = texts_json(outcomes);
  std::string body = header_html(doc, options);
  body += "<section id=\"verdicts\">\n<h2>What each rule text says</h2>\n" + headline_html(doc, diff) +
          summaries_html(doc, diff, options) + "</section>\n";
  body += record_section_html(doc, outcomes);
  body += "<section id=\"board-section\">\n" + divergences_html(doc, outcomes) + boards_html() + "</section>\n";
  body += "<section id=\"results\">\n" + result_table_html(diff, outcomes, options) + "</section>\n";
  body += "<section id=\"choices\">\n" + choices_html(diff, outcomes, options) + "</section>\n";
  body += "<section id=\"position\">\n" + position_html(doc, options) + "</section>\n";
  body += "<script type=\"application/json\" id=\"kiyaku-data\">" + script_json(data) + "</script>\n";
  body += "<script>\n" + std::string(templates::report_js()) + "</script>";
  const std::string title = (doc.title.empty() ? doc.id : doc.title) + " — kiyaku";
  return html_page(title, body);
}

}  // namespace kiyaku::reports
