// The HTML report: one self-contained page (inline CSS, JS and SVG; nothing fetched) that draws
// the position once per rule text, marks where they disagree, and shows per string and point
// the verdict, its articles and the proof line. The data enters the page as one JSON island.
// The templates (reports/templates/) are compiled in.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "compare/diff.hpp"
#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "reports/json_report.hpp"

namespace kiyaku::reports {

struct HtmlOptions {
  std::string source_text;                           // the record as its file has it; shown under "Source"
  std::string index_href;                            // a link back to the site index ("../index.html"), or none
  std::map<std::string, std::string> ruleset_hrefs;  // ruleset id -> its page in the site
};

std::string html_report(const io::Document& doc, const std::vector<Outcome>& outcomes, const Diff& diff,
                        const HtmlOptions& options);

// --- building blocks shared with the docs site ------------------------------------------------

std::string escape_html(std::string_view text);
// JSON text that cannot end its <script> element: every '<' is written \u003c.
std::string script_json(const Json& j);
// A whole page: doctype, <title>, the inline style sheet, and `body` (already HTML).
std::string html_page(std::string_view title, std::string_view body);
// A box that says where a record's source departs from the text of outcome `o`, and why.
std::string divergence_html(const io::Document& doc, const Outcome& o, const Divergence& d,
                            const std::string& heading_html);
// "They disagree about life and death (alive, dead, seki) and the result; other numbers differ
// only because they count differently ...": what a Diff's kinds say, in one sentence.
std::string kinds_sentence(const DisagreementKinds& k);
// "Jigo (a draw). Black's 4 stones ..." with the leading result in bold.
std::string summary_html(const RulesetSummary& s);

}  // namespace kiyaku::reports
