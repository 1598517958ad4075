// The HTML report: one self-contained page (nothing fetched), one JSON island that survives any
// text the position carries, the verdicts in words for every rule text, and the same bytes for
// the same input. Whether it draws and reacts in a browser: tests/reports/browser_test.sh.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>

#include "compare/diff.hpp"
#include "compare/registry.hpp"
#include "kernel/io/sgf.hpp"
#include "reports/html_report.hpp"
#include "tests/reports/report_fixtures.hpp"

namespace kiyaku::reports {
namespace {

std::string report_for(const io::Document& doc, const HtmlOptions& options = {}) {
  const auto outcomes = test::ex01_outcomes(doc);
  return html_report(doc, outcomes, diff_outcomes(doc.position.board(), outcomes), options);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The text of the JSON island.
std::string island(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"kiyaku-data\">";
  const auto begin = page.find(open);
  REQUIRE(begin != std::string::npos);
  const auto end = page.find("</script>", begin);
  REQUIRE(end != std::string::npos);
  return page.substr(begin + open.size(), end - begin - open.size());
}

// The page of 死活例 ex01 under a variant, whose outcome must carry the variant's own id.
std::string variant_page(const RulesetEntry& variant, const std::string& id) {
  const auto doc = test::ex01();
  solver::Budget budget;
  budget.max_nodes = 20000;
  const std::vector<Outcome> outcomes = {variant.evaluate(doc, variant.default_choices(), budget)};
  REQUIRE(outcomes[0].ruleset == id);
  return html_report(doc, outcomes, diff_outcomes(doc.position.board(), outcomes), {});
}

}  // namespace

TEST_CASE("the HTML report fetches nothing", "[html]") {
  const std::string page = report_for(test::ex01());
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(page.find(" src=") == std::string::npos);
  CHECK(page.find("@import") == std::string::npos);
  CHECK(page.find("url(") == std::string::npos);
  CHECK(page.find("fetch(") == std::string::npos);
  CHECK(page.find("XMLHttpRequest") == std::string::npos);
  // The one "http" is the SVG namespace name, an identifier that is never fetched.
  CHECK(count(page, "http") == count(page, "http://www.w3.org/2000/svg"));
  // The only <link> is the empty icon, so the browser does not ask for /favicon.ico.
  CHECK(count(page, "<link") == 1);
  CHECK(page.find("<link rel=\"icon\" href=\"data:,\">") != std::string::npos);
}

TEST_CASE("the data island holds the whole JSON report, once", "[html]") {
  const auto doc = test::ex01();
  const std::string page = report_for(doc);
  CHECK(count(page, "type=\"application/json\"") == 1);
  const Json data = Json::parse(island(page));
  const auto outcomes = test::ex01_outcomes(doc);
  CHECK(data["report"] == comparison_to_json(doc, outcomes, diff_outcomes(doc.position.board(), outcomes)));
  CHECK(data["report"]["position"]["fragment"]["top_left"] == "A19");  // the page draws the fragment only
  CHECK(data.contains("texts"));
}

TEST_CASE("text that would end the script element cannot escape the island", "[html]") {
  auto doc = test::ex01();
  const std::string hostile = "</script><script>alert(1)</script><!-- </SCRIPT >";
  doc.title = hostile;
  doc.fields.push_back({"note", hostile, {}, {}});
  const std::string page = report_for(doc);
  const std::string text = island(page);  // stops at the first "</script>"
  CHECK(text.find('<') == std::string::npos);
  const Json data = Json::parse(text);  // so the island is complete and intact
  CHECK(data["report"]["position"]["title"] == hostile);
  // Outside the island the title is escaped text.
  CHECK(page.find("<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  CHECK(count(page, "<script>alert(1)") == 0);
}

TEST_CASE("the page says in words what each rule text does", "[html]") {
  const std::string page = report_for(test::ex01());
  CHECK(page.find("The rule texts disagree about 5 stones and 1 empty point") != std::string::npos);
  CHECK(page.find("<span class=\"result\">White wins by 3</span>: Black 0, White 3. Black&#39;s 4 stones (B19 C19 B18 "
                  "C18) are dead") != std::string::npos);
  CHECK(page.find("<span class=\"result\">Jigo (a draw)</span>") != std::string::npos);
  CHECK(page.find("are alive in seki") != std::string::npos);
  CHECK(count(page, "<li data-ruleset=") == 2);
  // The result table: one row per rule text, the winner's row shaded as a lone result.
  CHECK(count(page, "<tr class=\"differs\">") == 2);
  CHECK(page.find("This is a 5×5 part of a 19×19 board") != std::string::npos);
  CHECK(page.find("<pre class=\"source\">") == std::string::npos);  // no source text given
}

namespace {

// A 9x9 record whose walls split the board: Black 27 points, White 36, komi 0.5.
std::string wall_record(const std::string& result, const std::string& komi) {
  std::string sgf = "(;GM[1]SZ[9]" + komi + "RE[" + result + "]";
  for (char row : std::string("abcdefghi")) sgf += std::string(";B[d") + row + "];W[e" + row + "]";
  return sgf + ")";
}

std::string record_page(const std::string& sgf) {
  const io::Document doc = io::read_sgf(sgf, "wall.sgf");
  solver::Budget budget;
  budget.max_nodes = 20000;
  std::vector<Outcome> outcomes;
  for (const char* id : {"japan1989", "jungo"}) {
    const RulesetEntry& r = find_ruleset(id);
    outcomes.push_back(r.evaluate(doc, r.default_choices(), budget));
  }
  return html_report(doc, outcomes, diff_outcomes(doc.position.board(), outcomes), {});
}

}  // namespace

TEST_CASE("a game record's page sets each text's count against the record's, and shows its finish", "[html]") {
  const std::string page = record_page(wall_record("W+9.5", "KM[0.5]"));
  CHECK(page.find("<h2>Against the game record</h2>") != std::string::npos);
  CHECK(page.find("The record gives <b>W+9.5</b>, komi 0.5.") != std::string::npos);
  CHECK(page.find("<td>W+9.5</td><td>as recorded</td>") != std::string::npos);
  // Jungo counts stones: its margin is set against the record, and said to be another number.
  CHECK(page.find("<td>W+0.5</td><td>9 points more for Black than the record (this text counts stones") !=
        std::string::npos);
  CHECK(page.find("<b>Dame filled, in order:</b> none") != std::string::npos);
  CHECK(page.find("<b>Nothing filled:</b> this text's reading judges the position as the record leaves it.") !=
        std::string::npos);
  CHECK(count(page, "<b>Assumed alive without search:</b> 18 stones") == 2);

  CHECK(page.find("(in force in") == std::string::npos);  // the record gives no date
  const std::string dated = record_page(wall_record("W+9.5", "KM[0.5]DT[1995-04-01]"));
  CHECK(dated.find("<td>Japanese Rules of Go (1989) <span class=\"muted\">(in force in 1995)</span></td>") !=
        std::string::npos);
  const std::string off = record_page(wall_record("W+8.5", "KM[0.5]"));
  CHECK(off.find("<td>W+9.5</td><td>1 point more for White than the record</td>") != std::string::npos);
  const std::string no_komi = record_page(wall_record("W+9.5", ""));
  CHECK(no_komi.find("the record gives no komi (KM[]), so its count cannot be checked") != std::string::npos);
  const std::string resigned = record_page(wall_record("B+R", "KM[0.5]"));
  CHECK(resigned.find("<b>Nothing filled:</b> the record ends before the stop") != std::string::npos);
  CHECK(resigned.find("no count in the record to compare with") != std::string::npos);
  CHECK(resigned.find("this text counts") == std::string::npos);
  CHECK(resigned.find("<tr class=\"differs\"><td>Jungo") == std::string::npos);
  // A rule-book diagram is no game record.
  CHECK(report_for(test::ex01()).find("Against the game record") == std::string::npos);
}

TEST_CASE("the page shows the source, the choices and its links when given", "[html]") {
  HtmlOptions o;
  o.source_text = "id: ex01\nboard:\na●●○┬\n";
  o.index_href = "../index.html";
  o.ruleset_hrefs["deadtext"] = "../rules/deadtext.html";
  const std::string page = report_for(test::ex01(), o);
  CHECK(page.find("<pre class=\"source\">id: ex01\nboard:\na●●○┬\n</pre>") != std::string::npos);
  CHECK(page.find("<a href=\"../index.html\">") != std::string::npos);
  CHECK(page.find("<a href=\"../rules/deadtext.html\">Dead Text (1949 style)</a>") != std::string::npos);
  CHECK(page.find("<code>per_capture</code> (changed)") != std::string::npos);
}

TEST_CASE("a variant's page asks its base text's questions and quotes its articles", "[html][variant]") {
  // A bundled variant's id is no rule text's id: the page must find the text it amends.
  const RulesetEntry& variant = resolve_ruleset("japan1989-reban-per-capture");
  REQUIRE(variant.base != nullptr);
  const std::string page = variant_page(variant, "japan1989-reban-per-capture");
  const auto begin = page.find("<section id=\"choices\">");
  REQUIRE(begin != std::string::npos);
  const std::string choices = page.substr(begin, page.find("</section>", begin) - begin);
  REQUIRE(!variant.base->choice_specs.empty());
  for (const auto& spec : variant.base->choice_specs) {
    INFO(spec.name);
    CHECK(choices.find("<td>" + escape_html(spec.question) + "</td>") != std::string::npos);
  }
  const Json texts = Json::parse(island(page))["texts"];
  REQUIRE(texts.contains("japan1989-reban-per-capture"));
  CHECK(texts["japan1989-reban-per-capture"]["articles"].size() == variant.base->articles.size());
}

TEST_CASE("a variant read from a file is known by its id: its page asks its base text's questions", "[html][variant]") {
  // Its Outcomes carry the id written in the file, not the file's path.
  const auto dir = std::filesystem::temp_directory_path() / ("kiyaku_html_variant_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto file = (dir / "owner.json").string();
  std::ofstream(file) << R"({"kiyaku_variant": 1, "id": "n49-owner-from-file", "base": "nihonkiin1949",
    "title": "owner first", "rationale": "a test", "choices": {"first_mover": "owner"}})";
  const RulesetEntry& variant = resolve_ruleset(file);
  std::filesystem::remove_all(dir);
  const std::string page = variant_page(variant, "n49-owner-from-file");
  const auto& first_mover = *std::find_if(variant.base->choice_specs.begin(), variant.base->choice_specs.end(),
                                          [](const ChoiceSpec& s) { return s.name == "first_mover"; });
  CHECK(page.find("<td>" + escape_html(first_mover.question) + "</td>") != std::string::npos);
  const Json texts = Json::parse(island(page))["texts"];
  REQUIRE(texts.contains("n49-owner-from-file"));
  CHECK(texts["n49-owner-from-file"]["year"] == 1949);
}

TEST_CASE("the HTML report is the same bytes every time", "[html]") {
  CHECK(report_for(test::ex01()) == report_for(test::ex01()));
}

TEST_CASE("script_json and escape_html keep markup out", "[html]") {
  CHECK(script_json(Json("</script>")) == "\"\\u003c/script>\"");
  CHECK(Json::parse(script_json(Json("a<b"))) == "a<b");
  CHECK(escape_html("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  const std::string page = html_page("A & B", "<p>body</p>");
  CHECK(page.find("<title>A &amp; B</title>") != std::string::npos);
  CHECK(page.find("<p>body</p>") != std::string::npos);
  CHECK(page.find("{{") == std::string::npos);
}

}  // namespace kiyaku::reports
