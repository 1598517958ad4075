#include "compare/variant.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>

#include <nlohmann/json.hpp>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/transform.hpp>

#include "compare/bundled_variants.hpp"
#include "kernel/io/error.hpp"
#include "kernel/io/json_text.hpp"
#include "rulesets/joined.hpp"

namespace kiyaku {

namespace {

using nlohmann::json;

// --- reading the fields -------------------------------------------------------------------------

class Reader {
 public:
  Reader(std::string_view text, const std::string& file)
      : root_(io::parse_json_text<json>(text, file)), places_(text, file) {}

  [[noreturn]] void fail_at(const std::string& path, const std::string& message) const {
    throw io::InputError(places_.value(pointer(path)), message);
  }
  [[noreturn]] void fail_key(const std::string& path, const std::string& message) const {
    throw io::InputError(places_.key(pointer(path)), message);
  }

  const json& node(const std::string& path) const { return root_.at(json::json_pointer("/" + path)); }
  bool has(const std::string& path) const { return root_.contains(json::json_pointer("/" + path)); }

  const json& object(const std::string& path, std::initializer_list<std::string_view> allowed) const {
    const json& o = path.empty() ? root_ : node(path);
    if (!o.is_object()) fail_at(path, "expected an object");
    for (const auto& [name, value] : o.items())
      if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
        fail_key(child(path, name), "unknown key \"" + name + "\" (allowed: " + joined(allowed, ", ") + ")");
    return o;
  }
  std::string text(const std::string& path) const {
    if (!has(path)) fail_at(parent(path), "missing key \"" + path.substr(path.find_last_of('/') + 1) + "\"");
    if (!node(path).is_string()) fail_at(path, "expected a string");
    return node(path).get<std::string>();
  }
  std::string text_or(const std::string& path, std::string fallback) const { return has(path) ? text(path) : fallback; }
  int integer(const std::string& path, int fallback, int lo, int hi) const {
    if (!has(path)) return fallback;
    const json& v = node(path);
    if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
      fail_at(path, "expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(v.get<long long>());
  }
  static std::string child(const std::string& path, const std::string& name) {
    return path.empty() ? name : path + "/" + name;
  }

 private:
  static std::string parent(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? "" : path.substr(0, slash);
  }
  // Paths here are keys and indices joined by '/' ("data/precedents/add/0/shape").
  static std::string pointer(const std::string& path) { return path.empty() ? "" : "/" + path; }

  json root_;
  io::JsonPlaces places_;
};

bool valid_id(std::string_view id) {
  return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

bool valid_precedent_id(std::string_view id) {
  return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
}

const RulesetEntry* registry_entry(std::string_view id) {
  for (const auto& e : registry())
    if (e.metadata->id == id) return &e;
  return nullptr;
}

// --- precedents (the data a text declares: RulesetEntry::precedents) ---------------------------

// The choice by which a text with precedents selects those of its table in force.
constexpr std::string_view kPrecedentsChoice = "precedents";

parts::PrecedentKind precedent_kind(const Reader& r, const std::string& path) {
  const std::string kind = r.text(path);
  if (kind == "dead_shape") return parts::PrecedentKind::dead_shape;
  if (kind == "points_without_capture") return parts::PrecedentKind::points_without_capture;
  r.fail_at(path, "unknown precedent kind '" + kind + "' (allowed: dead_shape, points_without_capture)");
}

// A stencil: rows of X O . ? read from the corner outward, with the cells its kind needs.
std::vector<std::string> stencil_rows(const Reader& r, const std::string& path, parts::PrecedentKind kind) {
  const json& rows = r.node(path);
  if (!rows.is_array() || rows.empty() || rows.size() > 19) r.fail_at(path, "expected 1 to 19 stencil rows");
  std::vector<std::string> out;
  std::string all;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string row = r.text(path + "/" + std::to_string(i));
    if (row.empty() || row.size() > 19 || row.find_first_not_of("XO.?") != std::string::npos)
      r.fail_at(path + "/" + std::to_string(i),
                "a stencil row is 1 to 19 of X (one side), O (the other), . (empty), ? (anything)");
    out.push_back(row);
    all += row;
  }
  const bool needs_empty = kind == parts::PrecedentKind::points_without_capture;
  if (all.find('X') == std::string::npos || all.find('O') == std::string::npos ||
      (needs_empty && all.find('.') == std::string::npos))
    r.fail_at(path, needs_empty ? "the stencil needs X, O and an empty point (the shared liberty)"
                                : "the stencil needs X and O stones");
  return out;
}

parts::Precedent added_precedent(Variant& v, const Reader& r, const std::string& path, std::set<std::string>& ids) {
  r.object(path, {"id", "summary", "kind", "shape", "points", "base_stones", "points_per_extra_stone", "source"});
  const std::string id = r.text(path + "/id");
  if (!valid_precedent_id(id)) r.fail_at(path + "/id", "a precedent id is 1 to 64 of A-Z a-z 0-9 - _");
  if (!ids.insert(id).second) r.fail_at(path + "/id", "precedent '" + id + "' already exists");
  parts::Precedent p;
  p.id = p.article = v.keep(id);
  p.summary = v.keep(r.text(path + "/summary"));
  p.kind = precedent_kind(r, path + "/kind");
  if (!r.has(path + "/shape")) r.fail_at(path, "missing key \"shape\"");
  for (auto& row : stencil_rows(r, path + "/shape", p.kind)) p.shape.rows.push_back(v.keep(std::move(row)));
  p.points = r.integer(path + "/points", 0, -361, 361);
  p.base_stones = r.integer(path + "/base_stones", 1, 1, 361);
  p.points_per_extra_stone = r.integer(path + "/points_per_extra_stone", 0, -361, 361);
  p.source = v.keep(r.text_or(path + "/source", "amendment " + v.id));
  return p;
}

// The `precedents` choice value naming a subset of the built-in table ("P1+P3", "none").
std::string subset_value(std::span<const parts::Precedent> table, const std::set<std::string>& ids) {
  const std::string value =
      joined(table | ranges::views::transform(&parts::Precedent::id) |
                 ranges::views::filter([&](std::string_view id) { return ids.contains(std::string(id)); }),
             "+");
  return value.empty() ? "none" : value;
}

std::set<std::string> subset_of(std::span<const parts::Precedent> table, const std::string& value) {
  if (value == "none") return {};
  return table | ranges::views::transform([](const parts::Precedent& p) { return std::string(p.id); }) |
         ranges::views::filter([&](const std::string& id) { return value.find(id) != std::string::npos; }) |
         ranges::to<std::set<std::string>>();
}

// data.precedents: removals become the `precedents` choice; additions run beside it.
void read_precedent_data(Variant& v, const Reader& r, const std::string& path, std::span<const parts::Precedent> table) {
  r.object(path, {"remove", "add"});
  std::set<std::string> builtin;
  for (const auto& p : table) builtin.insert(std::string(p.id));
  if (r.has(path + "/remove")) {
    if (!r.node(path + "/remove").is_array()) r.fail_at(path + "/remove", "expected a list of precedent ids");
    for (std::size_t i = 0; i < r.node(path + "/remove").size(); ++i) {
      const std::string id = r.text(path + "/remove/" + std::to_string(i));
      if (!builtin.contains(id))
        r.fail_at(path + "/remove/" + std::to_string(i),
                  "unknown precedent '" + id + "' (known: " + subset_value(table, builtin) + ")");
      v.removed_precedents.push_back(id);
    }
  }
  if (r.has(path + "/add")) {
    if (!r.node(path + "/add").is_array()) r.fail_at(path + "/add", "expected a list of precedents");
    std::set<std::string> ids = builtin;
    for (std::size_t i = 0; i < r.node(path + "/add").size(); ++i)
      v.added_precedents.push_back(added_precedent(v, r, path + "/add/" + std::to_string(i), ids));
  }
}

// "nihonkiin1949: precedents": the texts whose data a variant can change.
std::string texts_with_data() {
  return joined(
      registry() | ranges::views::filter([](const RulesetEntry& e) { return !e.precedents.empty(); }) |
          ranges::views::transform([](const RulesetEntry& e) { return std::string(e.metadata->id) + ": precedents"; }),
      ", ");
}

// The ids of the bundled variants, "a, b".
std::string bundled_ids() {
  return joined(bundled_variants() | ranges::views::transform([](const auto& v) { return v->id; }), ", ");
}

void read_data(Variant& v, const Reader& r, const RulesetEntry& base) {
  if (!r.has("data")) return;
  if (base.precedents.empty())
    r.fail_key("data", "ruleset '" + v.base + "' has no data a variant can change (only " + texts_with_data() + ")");
  r.object("data", {"precedents"});
  if (r.has("data/precedents")) read_precedent_data(v, r, "data/precedents", base.precedents);
}

void read_choices(Variant& v, const Reader& r, const RulesetEntry& base) {
  if (!r.has("choices")) return;
  Choices check = base.default_choices();
  const json& choices = r.node("choices");
  if (!choices.is_object()) r.fail_at("choices", "expected an object {\"CHOICE\": \"VALUE\"}");
  for (const auto& [name, value] : choices.items()) {
    const std::string path = "choices/" + name;
    if (!value.is_string()) r.fail_at(path, "expected a string (one of the choice's values)");
    try {
      check.set(name, value.get<std::string>());
    } catch (const std::invalid_argument& e) {
      if (std::string(e.what()).starts_with("unknown choice")) r.fail_key(path, e.what() + (" of " + v.base));
      r.fail_at(path, e.what());
    }
    v.choices.emplace_back(name, value.get<std::string>());
  }
}

// The removed precedents folded into the `precedents` choice the variant runs with.
std::vector<std::pair<std::string, std::string>> preset_choices(const Variant& v, const RulesetEntry& base) {
  auto out = v.choices;
  if (v.removed_precedents.empty()) return out;
  auto it = std::find_if(out.begin(), out.end(), [](const auto& c) { return c.first == kPrecedentsChoice; });
  const std::string start = it != out.end() ? it->second : Choices(base.choice_specs).get(kPrecedentsChoice);
  auto ids = subset_of(base.precedents, start);
  for (const auto& id : v.removed_precedents) ids.erase(id);
  if (it != out.end())
    it->second = subset_value(base.precedents, ids);
  else
    out.emplace_back(kPrecedentsChoice, subset_value(base.precedents, ids));
  return out;
}

}  // namespace

std::shared_ptr<const Variant> read_variant(std::string_view text, const std::string& file) {
  const Reader r(text, file);
  r.object("", {"kiyaku_variant", "id", "base", "title", "rationale", "choices", "data"});
  if (!r.has("kiyaku_variant")) r.fail_at("", "missing key \"kiyaku_variant\" (this reader knows format 1)");
  if (r.integer("kiyaku_variant", 0, 0, 1 << 20) != kVariantFormat)
    r.fail_at("kiyaku_variant", "unsupported variant format (this reader knows 1)");
  auto v = std::make_shared<Variant>();
  v->file = file;
  v->id = r.text("id");
  if (!valid_id(v->id))
    r.fail_at("id", "a variant id is 1 to 64 of a-z 0-9 - _ (it names the variant in --set and reports)");
  if (registry_entry(v->id)) r.fail_at("id", "'" + v->id + "' is the id of a rule text; a variant needs its own");
  v->base = r.text("base");
  const RulesetEntry* base = registry_entry(v->base);
  if (!base) {
    try {
      find_ruleset(v->base);
    } catch (const std::invalid_argument& e) {
      r.fail_at("base", std::string(e.what()) + " (a variant amends a rule text, not another variant)");
    }
  }
  v->title = r.text("title");
  v->rationale = r.text("rationale");
  read_choices(*v, r, *base);
  read_data(*v, r, *base);

  v->metadata_ = *base->metadata;
  v->metadata_.id = v->id;
  v->metadata_.title_en = v->title;
  const Variant* self = v.get();
  v->entry_ = *base;
  v->entry_.metadata = &v->metadata_;
  v->entry_.base = base;
  v->entry_.preset_choices = preset_choices(*v, *base);
  v->entry_.judge = [self, base](const io::Document& doc, const Choices& choices, const solver::Budget& budget,
                                 const PointSet& asked) {
    Choices with_added = choices;
    with_added.set_added_precedents(self->added_precedents);
    Outcome o = base->evaluate(doc, with_added, budget, asked);
    o.ruleset = self->id;  // reports tell the variant from its base
    o.title = self->title;
    return o;
  };
  return v;
}

const std::vector<std::shared_ptr<const Variant>>& bundled_variants() {
  static const std::vector<std::shared_ptr<const Variant>> all = [] {
    std::vector<std::shared_ptr<const Variant>> out;
    for (const auto& [name, text] : bundled::variants)
      if (!name.empty()) out.push_back(read_variant(text, "rulesets/variants/" + std::string(name)));
    return out;
  }();
  return all;
}

namespace {

// The variant files read so far, by path. No lock: only the main thread reads them (batch -j
// resolves --rules before its workers start, and the workers only run the entries).
std::map<std::string, std::shared_ptr<const Variant>>& loaded_files() {
  static std::map<std::string, std::shared_ptr<const Variant>> loaded;
  return loaded;
}

// A bundled variant or one read from a file, by id: reports know a variant by its Outcome's id.
const Variant* variant_with_id(std::string_view id) {
  for (const auto& v : bundled_variants())
    if (v->id == id) return v.get();
  for (const auto& [path, v] : loaded_files())
    if (v->id == id) return v.get();
  return nullptr;
}

}  // namespace

const Variant& load_variant_file(const std::string& path) {
  auto& v = loaded_files()[path];
  if (!v) v = read_variant(io::read_text_file(path), path);
  return *v;
}

const Variant& find_variant(std::string_view id_or_file) {
  if (const Variant* v = variant_with_id(id_or_file)) return *v;
  if (id_or_file.ends_with(".json")) return load_variant_file(std::string(id_or_file));
  const std::string known = bundled_ids();
  const std::string what = registry_entry(id_or_file) ? "is a rule text, not a variant" : "is no variant";
  throw std::invalid_argument("'" + std::string(id_or_file) + "' " + what + " (bundled variants: " + known +
                              "; or give a variant file *.json)");
}

const RulesetEntry& resolve_ruleset(std::string_view id_or_file) {
  if (const RulesetEntry* e = registry_entry(id_or_file)) return *e;
  if (const Variant* v = variant_with_id(id_or_file)) return v->entry();
  if (id_or_file.ends_with(".json")) return load_variant_file(std::string(id_or_file)).entry();
  try {
    return find_ruleset(id_or_file);
  } catch (const std::invalid_argument& e) {
    const std::string variants = bundled_ids();
    throw std::invalid_argument(std::string(e.what()) + "; variants: " + (variants.empty() ? "none" : variants) +
                                ", or a variant file *.json");
  }
}

}  // namespace kiyaku
