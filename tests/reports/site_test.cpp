// The documentation site: which pages it writes, that every link is relative and lands on a
// page of the site, that it marks where a text stands apart, and that it is deterministic.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>

#include <unistd.h>

#include "compare/diff.hpp"
#include "reports/site.hpp"
#include "tests/reports/report_fixtures.hpp"

namespace kiyaku::reports {
namespace {

// Two stand-in rule texts with metadata of their own, so the site does not depend on the registry.
const Metadata kSekiMeta{"sekitext",    "セキ規約", "Seki Text (1989 style)", 1989,
                         "a committee", {"a book"}, Fidelity::full,           ""};
const Metadata kDeadMeta{"deadtext", "死に規約", "Dead Text (1949 style)", 1949,
                         "",         {},         Fidelity::partial,        "only the precedents"};
const Article kArticles[] = {{"7-1", "Stones that cannot be captured are alive.", Fidelity::full}};
const ChoiceSpec kChoices[] = {{"reban", "Ban again after each capture?", {"once_per_ko", "per_capture"}, "commentary"}};
const RulesetEntry kSeki{&kSekiMeta, kArticles, kChoices, {}};
const RulesetEntry kDead{&kDeadMeta, {}, {}, {}};

SiteEntry entry(io::Document doc, const std::vector<Outcome>& outcomes) {
  SiteEntry e;
  e.outcomes = outcomes;
  e.diff = diff_outcomes(doc.position.board(), outcomes);
  e.doc = std::move(doc);
  return e;
}

std::vector<SiteEntry> two_positions() {
  auto corner = test::ex01();
  auto same = test::ex01();
  same.id = "agreeing one";  // a space: the file name must not keep it
  const std::vector<Outcome> agreeing{test::outcome_from(same, test::seki_view()),
                                      test::outcome_from(same, test::seki_view())};
  std::vector<SiteEntry> out;
  out.push_back(entry(std::move(corner), test::ex01_outcomes(test::ex01())));
  out.push_back(entry(std::move(same), agreeing));
  return out;
}

std::map<std::string, std::string> site() {
  std::map<std::string, std::string> out;
  for (auto& f : build_site(two_positions(), {&kSeki, &kDead})) out[f.path] = f.content;
  return out;
}

const SiteFile* find_file(const std::vector<SiteFile>& files, const std::string& path) {
  for (const auto& f : files)
    if (f.path == path) return &f;
  return nullptr;
}

// "positions/../rules/x.html" -> "rules/x.html"
std::string resolve(const std::string& from, const std::string& href) {
  std::filesystem::path p = std::filesystem::path(from).parent_path() / href;
  return p.lexically_normal().generic_string();
}

}  // namespace

TEST_CASE("the site has an index, a page per position and a page per rule text", "[site]") {
  const auto pages = site();
  std::set<std::string> paths;
  for (const auto& [path, content] : pages) paths.insert(path);
  CHECK(paths == std::set<std::string>{"index.html", "commentary.html", "positions/ex01.html",
                                       "positions/agreeing_one.html", "rules/sekitext.html", "rules/deadtext.html"});
  for (const auto& [path, content] : pages) {
    INFO(path);
    CHECK(content.rfind("<!DOCTYPE html>", 0) == 0);
  }
}

TEST_CASE("every link of the site is relative and lands on one of its pages", "[site]") {
  const auto pages = site();
  const std::regex href("href=\"([^\"]*)\"");
  int links = 0;
  for (const auto& [path, content] : pages)
    for (auto it = std::sregex_iterator(content.begin(), content.end(), href); it != std::sregex_iterator(); ++it) {
      const std::string target = (*it)[1];
      if (target == "data:,") continue;  // the empty icon
      INFO(path << " links to " << target);
      CHECK(target.find("://") == std::string::npos);
      CHECK(target.front() != '/');
      CHECK(pages.contains(resolve(path, target)));
      ++links;
    }
  CHECK(links >= 10);
}

TEST_CASE("the index marks the positions where the texts disagree and who stands apart", "[site]") {
  const std::string index = site().at("index.html");
  CHECK(index.find("The texts disagree on life and death (alive, dead, seki) at 1 of the 2 positions") !=
        std::string::npos);
  CHECK(index.find("<td class=\"flag\" title=\"the rule texts disagree about the position\">≠<br><span "
                   "class=\"small\">status") != std::string::npos);
  CHECK(index.find("<tr class=\"differs\" data-position=\"ex01\">") != std::string::npos);
  CHECK(index.find("<tr data-position=\"agreeing one\">") != std::string::npos);
  CHECK(index.find("<td class=\"apart\">W+3 · 4 dead, W terr. 5</td>") != std::string::npos);
  CHECK(index.find("<td>Jigo · 5 seki</td><td>Jigo · 5 seki</td>") != std::string::npos);
}

TEST_CASE("the index gives a game record's recorded result, marks each text that reproduces it and counts them",
          "[site]") {
  CHECK(site().at("index.html").find("<th>recorded</th>") == std::string::npos);  // no game record: no column
  auto record = test::ex01();
  record.id = "a game";
  record.info.result = "W+3";
  record.info.komi = 0;
  std::vector<Outcome> outcomes = test::ex01_outcomes(test::ex01());
  for (auto& o : outcomes) o.normalisation.game_record = true;
  std::vector<SiteEntry> entries = two_positions();
  entries.push_back(entry(std::move(record), outcomes));
  const std::vector<SiteFile> files = build_site(entries, {&kSeki, &kDead});
  const std::string& index = find_file(files, "index.html")->content;
  CHECK(index.find("<th>recorded</th>") != std::string::npos);
  CHECK(index.find("\"><code>a game</code></a><br><span class=\"small\">") != std::string::npos);
  // The recorded result, then the seki text's jigo (not the record's count) and the dead text's W+3.
  CHECK(index.find("<td>W+3</td><td class=\"apart\">Jigo · 5 seki</td><td class=\"apart\">W+3 · 4 dead, W terr. 5 "
                   "<span title=\"the recorded count\">✓</span></td>") != std::string::npos);
  CHECK(index.find("(of 1 game records with a counted result and a komi)</td><td>0 ✓</td><td>1 ✓</td>") !=
        std::string::npos);
}

TEST_CASE("a rule text's page shows its metadata, articles, choices and where it stands apart", "[site]") {
  const auto pages = site();
  const std::string seki = pages.at("rules/sekitext.html");
  CHECK(seki.find("<h1>Seki Text (1989 style)</h1>") != std::string::npos);
  CHECK(seki.find("Stones that cannot be captured are alive.") != std::string::npos);
  CHECK(seki.find("<b><code>once_per_ko</code></b>, <code>per_capture</code>") != std::string::npos);
  CHECK(seki.find("<a href=\"../positions/ex01.html\">") != std::string::npos);  // it stands apart there
  CHECK(seki.find("agreeing_one") == std::string::npos);
  const std::string dead = pages.at("rules/deadtext.html");
  CHECK(dead.find("only the precedents") != std::string::npos);
  CHECK(dead.find("This text leaves no reading open.") != std::string::npos);
}

TEST_CASE("positions with the same id get distinct pages", "[site]") {
  auto entries = two_positions();
  entries.push_back(entry(test::ex01(), test::ex01_outcomes(test::ex01())));
  const auto files = build_site(entries, {&kSeki, &kDead});
  CHECK(find_file(files, "positions/ex01.html") != nullptr);
  CHECK(find_file(files, "positions/ex01-2.html") != nullptr);
}

TEST_CASE("the site is the same bytes every time", "[site]") { CHECK(site() == site()); }

TEST_CASE("file names keep only safe characters", "[site]") {
  CHECK(file_name_for("j89-ex01") == "j89-ex01");
  CHECK(file_name_for("a/b c") == "a_b_c");
  CHECK(file_name_for("..") == "_..");
  CHECK(file_name_for("") == "_");
  CHECK(file_name_for("死活例") == "_________");  // 3 bytes each
}

TEST_CASE("the source text of a corpus record is its own lines", "[site]") {
  const auto dir = std::filesystem::temp_directory_path() / ("kiyaku_site_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto file = (dir / "corpus.txt").string();
  const std::string second(R"(id: second
title: the second
size: 9
fragment: 9 cols x 1 rows; edges: left,top,right
to_move: none
board:
●┬┬┬┬┬┬┬○
)");
  std::ofstream(file) << "# a comment\n\n" << test::kEx01Record << "\n\n" << second;
  auto docs = io::read_diagram_corpus(test::kEx01Record.data() + std::string("\n\n") + second, file);
  REQUIRE(docs.size() == 2);
  docs[1].file = file;
  docs[0].file = file;
  CHECK(record_source_text(docs[0]) == std::string(test::kEx01Record));
  CHECK(record_source_text(docs[1]) == second);
  docs[0].file = (dir / "missing.txt").string();
  CHECK(record_source_text(docs[0]).empty());
  std::filesystem::remove_all(dir);
}

TEST_CASE("write_site creates the folders and writes every file", "[site]") {
  const auto dir = std::filesystem::temp_directory_path() / ("kiyaku_site_write_" + std::to_string(::getpid()));
  write_site({{"index.html", "<p>i</p>"}, {"positions/a.html", "<p>a</p>"}}, dir.string());
  std::ifstream in(dir / "positions" / "a.html");
  std::string text;
  std::getline(in, text);
  CHECK(text == "<p>a</p>");
  CHECK(std::filesystem::exists(dir / "index.html"));
  std::filesystem::remove_all(dir);
  CHECK_THROWS_AS(write_site({{"x.html", ""}}, "/proc/kiyaku-cannot-write-here"), std::runtime_error);
}

TEST_CASE("the page 'Commentary and text' shows each documented divergence, and says when no readings were run",
          "[site]") {
  auto entries = two_positions();
  Divergence d;
  d.source = "the commentary";
  d.cited = "expect_1989";
  d.text = "text_1989";
  d.reason = "the commentary judges the corner alone";
  d.reproduced_by.push_back({"staging", "yes", 0, true, {"ex09 expect_1989"}});
  d.readings_searched = true;
  entries.front().outcomes.front().divergences.push_back(d);
  std::string page;
  for (const auto& f : build_site(entries, {&kSeki, &kDead}))
    if (f.path == "commentary.html") page = f.content;
  CHECK(page.find("<h1>Commentary and text</h1>") != std::string::npos);
  CHECK(page.find("<a href=\"positions/ex01.html\"><code>ex01</code></a>") != std::string::npos);
  CHECK(page.find("the commentary judges the corner alone") != std::string::npos);
  CHECK(page.find("<code>staging=yes</code>, which loses 1 of the corpus's cited verdicts that the default meets (ex09 "
                  "expect_1989)") != std::string::npos);
  CHECK(page.find("Not run here: <code>kiyaku site --readings RULESET</code>") != std::string::npos);
  const std::string none = find_file(build_site(two_positions(), {&kSeki, &kDead}), "commentary.html")->content;
  CHECK(none.find("No record of this corpus carries one.") != std::string::npos);
}

}  // namespace kiyaku::reports
