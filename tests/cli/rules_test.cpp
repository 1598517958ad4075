#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "compare/registry.hpp"

namespace {

using namespace kiyaku::test;

}  // namespace

TEST_CASE("rules lists every ruleset of the registry with its titles, year and fidelity", "[cli][rules]") {
  const auto r = run_kiyaku("rules");
  REQUIRE(r.exit_code == 0);
  CHECK(r.err.empty());
  for (const auto& e : kiyaku::registry()) {
    const auto& m = *e.metadata;
    CHECK_THAT(r.out, Catch::Contains(std::string(m.id) + "  " + std::string(m.title_ja) + "\n"));
    CHECK_THAT(r.out, Catch::Contains("  " + std::string(m.title_en) + "\n"));
    CHECK_THAT(r.out, Catch::Contains(std::string(m.fidelity_note)));
    for (const auto& c : e.choice_specs) CHECK_THAT(r.out, Catch::Contains(std::string(c.citation)));
  }
  CHECK(count_of(r.out, "\n  year: ") == static_cast<int>(kiyaku::registry().size()));
  CHECK_THAT(r.out, !Catch::Contains("articles:"));
}

TEST_CASE("rules shows a choice with its default first and every allowed value", "[cli][rules]") {
  const auto r = run_kiyaku("rules");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("    first_mover = attacker  (allowed: attacker owner)\n"));
  CHECK_THAT(r.out, Catch::Contains("    first_mover = owner  (allowed: owner attacker)\n"));
}

TEST_CASE("rules ID shows one ruleset in full with its article table and per-article fidelity", "[cli][rules]") {
  const auto r = run_kiyaku("rules revision2012");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::StartsWith("revision2012  日本囲碁規約 修正案"));
  CHECK(count_of(r.out, "\n  year: ") == 1);
  CHECK_THAT(r.out, Catch::Contains("  sources:\n    - "));
  CHECK_THAT(r.out, Catch::Contains("  articles:\n    1             full          Go is a contest"));
  CHECK_THAT(r.out, Catch::Contains("\n    7             partial       "));
  CHECK_THAT(r.out, Catch::Contains("\n    8             reconstructed (reconstructed: "));
  CHECK_THAT(r.out, !Catch::Contains("japan1989"));
}

TEST_CASE("rules with an unknown id exits 2 and names the known ids", "[cli][rules]") {
  const auto r = run_kiyaku("rules no-such-text");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("unknown ruleset 'no-such-text' (known: japan1989"));
}

TEST_CASE("rules --json prints every ruleset as deterministic JSON", "[cli][rules]") {
  const auto r = run_kiyaku("rules --json");
  REQUIRE(r.exit_code == 0);
  CHECK(r.out == run_kiyaku("rules --json").out);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j.at("schema") == "kiyaku-rules/1");
  const auto& list = j.at("rulesets");
  REQUIRE(list.size() == kiyaku::registry().size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    const auto& e = kiyaku::registry()[i];
    CHECK(list[i].at("id") == std::string(e.metadata->id));
    CHECK(list[i].at("year") == e.metadata->year);
    CHECK(list[i].at("fidelity") == std::string(kiyaku::fidelity_name(e.metadata->fidelity)));
    REQUIRE(list[i].at("choices").size() == e.choice_specs.size());
    for (std::size_t k = 0; k < e.choice_specs.size(); ++k) {
      const auto& c = list[i].at("choices")[k];
      CHECK(c.at("name") == std::string(e.choice_specs[k].name));
      CHECK(c.at("default") == c.at("values")[0]);
      CHECK(c.at("values").size() == e.choice_specs[k].values.size());
    }
    CHECK_FALSE(list[i].contains("articles"));
  }
}

TEST_CASE("rules ID --json includes the sources and every article with its fidelity", "[cli][rules]") {
  const auto r = run_kiyaku("rules tsukamoto2003 --json");
  REQUIRE(r.exit_code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j.at("rulesets").size() == 1);
  const auto& t = j.at("rulesets")[0];
  const auto& entry = kiyaku::find_ruleset("tsukamoto2003");
  CHECK(t.at("fidelity") == "reconstructed");
  CHECK(t.at("sources").size() == entry.metadata->sources.size());
  REQUIRE(t.at("articles").size() == entry.articles.size());
  CHECK(t.at("articles")[0].at("id") == "1");
  CHECK(t.at("articles")[0].at("fidelity") == "full");
  CHECK(t.at("articles")[3].at("fidelity") == "partial");
  // JSON keys keep the documented order, so the output can be diffed.
  CHECK_THAT(r.out, Catch::Contains("\"id\": \"tsukamoto2003\",\n      \"title_ja\""));
}
