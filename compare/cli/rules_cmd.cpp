// kiyaku rules [ID] [--json]: what every rule text states about itself (compare/registry.hpp):
// id, titles, year, author, fidelity, and every interpretation choice with its values, default
// and citation. With an ID, one ruleset in full: also its sources and its article table with
// per-article fidelity. --json prints the same, deterministically (fixed key and list order).
// An unknown ID is an input error (exit 2, listing the known ids).
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "compare/cli/commands.hpp"
#include "compare/registry.hpp"
#include "compare/variant.hpp"
#include "reports/amend_report.hpp"
#include "reports/json_report.hpp"

namespace kiyaku::cli {
namespace {

enum class Detail { summary, full };

struct RulesOptions {
  std::optional<std::string> id;
  bool json = false;
};

// --- text ---

void write_choice(std::ostream& out, const ChoiceSpec& c) {
  out << "    " << c.name << " = " << c.values.front() << "  (allowed:";
  for (auto v : c.values) out << ' ' << v;
  out << ")\n      " << c.question << "\n      default: " << c.citation << "\n";
}

void write_ruleset(std::ostream& out, const RulesetEntry& e, Detail detail) {
  const Metadata& m = *e.metadata;
  out << m.id << "  " << m.title_ja << "\n  " << m.title_en << "\n"
      << "  year: " << m.year << "\n  author: " << m.author << "\n"
      << "  fidelity: " << fidelity_name(m.fidelity) << " (" << m.fidelity_note << ")\n";
  if (detail == Detail::full) {
    out << "  sources:\n";
    for (auto s : m.sources) out << "    - " << s << "\n";
  }
  out << "  choices:" << (e.choice_specs.empty() ? " none\n" : "\n");
  for (const auto& c : e.choice_specs) write_choice(out, c);
  if (detail == Detail::summary) return;
  out << "  articles:\n";
  for (const auto& a : e.articles) {
    std::string id(a.id), fidelity(fidelity_name(a.fidelity));
    id.resize(std::max<std::size_t>(id.size(), 14), ' ');
    fidelity.resize(14, ' ');
    out << "    " << id << fidelity << a.paraphrase << "\n";
  }
}

// A variant beside the texts: its base, title and what it changes (docs/amendments.md).
void write_variant(std::ostream& out, const Variant& v) {
  out << v.id << "  (variant of " << v.base << ")\n  " << v.title << "\n  file: " << v.file << "\n";
  for (const auto& [name, value] : v.entry().preset_choices) out << "  reading: " << name << " = " << value << "\n";
  for (const auto& p : v.added_precedents) out << "  adds precedent " << p.id << ": " << p.summary << "\n";
  out << "  rationale: " << v.rationale << "\n";
}

// --- JSON ---

reports::Json choice_json(const ChoiceSpec& c) {
  reports::Json j;
  j["name"] = c.name;
  j["question"] = c.question;
  reports::Json values = reports::Json::array();
  for (auto v : c.values) values.push_back(v);
  j["values"] = std::move(values);
  j["default"] = c.values.front();
  j["citation"] = c.citation;
  return j;
}

reports::Json ruleset_json(const RulesetEntry& e, Detail detail) {
  const Metadata& m = *e.metadata;
  reports::Json j;
  j["id"] = m.id;
  j["title_ja"] = m.title_ja;
  j["title_en"] = m.title_en;
  j["year"] = m.year;
  j["author"] = m.author;
  j["fidelity"] = fidelity_name(m.fidelity);
  j["fidelity_note"] = m.fidelity_note;
  if (detail == Detail::full) {
    reports::Json sources = reports::Json::array();
    for (auto s : m.sources) sources.push_back(s);
    j["sources"] = std::move(sources);
  }
  reports::Json choices = reports::Json::array();
  for (const auto& c : e.choice_specs) choices.push_back(choice_json(c));
  j["choices"] = std::move(choices);
  if (detail == Detail::summary) return j;
  reports::Json articles = reports::Json::array();
  for (const auto& a : e.articles)
    articles.push_back({{"id", a.id}, {"fidelity", fidelity_name(a.fidelity)}, {"paraphrase", a.paraphrase}});
  j["articles"] = std::move(articles);
  return j;
}

// --- the command ---

std::vector<const Variant*> chosen_variants(const RulesOptions& options) {
  std::vector<const Variant*> out;
  if (options.id) {
    if (!resolve_ruleset(*options.id).base) return out;
    return {&find_variant(*options.id)};
  }
  for (const auto& v : bundled_variants()) out.push_back(v.get());
  return out;
}

std::vector<const RulesetEntry*> chosen(const RulesOptions& options) {
  if (options.id) {
    const RulesetEntry& e = resolve_ruleset(*options.id);  // throws on an unknown id
    return e.base ? std::vector<const RulesetEntry*>{} : std::vector<const RulesetEntry*>{&e};
  }
  std::vector<const RulesetEntry*> all;
  for (const auto& e : registry()) all.push_back(&e);
  return all;
}

void run_rules(const RulesOptions& options) {
  const auto entries = chosen(options);
  const Detail detail = options.id ? Detail::full : Detail::summary;
  if (options.json) {
    reports::Json j;
    j["schema"] = "kiyaku-rules/1";
    reports::Json list = reports::Json::array();
    for (const auto* e : entries) list.push_back(ruleset_json(*e, detail));
    j["rulesets"] = std::move(list);
    reports::Json variants = reports::Json::array();
    for (const auto* v : chosen_variants(options)) variants.push_back(reports::variant_to_json(*v));
    j["variants"] = std::move(variants);
    std::cout << reports::dump(j);
    return;
  }
  bool first = true;
  for (const auto* e : entries) {
    std::cout << (first ? "" : "\n");
    write_ruleset(std::cout, *e, detail);
    first = false;
  }
  for (const auto* v : chosen_variants(options)) {
    std::cout << (first ? "" : "\n");
    write_variant(std::cout, *v);
    first = false;
  }
}

}  // namespace

void register_rules(CLI::App& app) {
  auto options = std::make_shared<RulesOptions>();
  CLI::App* cmd = app.add_subcommand("rules", "List the rule texts kiyaku implements, their fidelity and choices");
  cmd->add_option("ID", options->id, "Show this ruleset in full (sources, articles), or a variant (id or file)");
  cmd->add_flag("--json", options->json, "Print the same as JSON (schema kiyaku-rules/1)");
  cmd->callback([options] { run_rules(*options); });
}

}  // namespace kiyaku::cli
