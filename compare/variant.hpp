// Amendments: a named variant of one rule text (docs/amendments.md). A variant file states new
// readings of the text's interpretation choices and changes to its data (the precedents a text
// declares, RulesetEntry::precedents, removed or added), with a title and a rationale. Loaded, a variant is one more RulesetEntry:
// every command that takes --rules runs it, and its Outcomes carry the variant's id.
#pragma once
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "compare/registry.hpp"
#include "rulesets/parts/precedents.hpp"

namespace kiyaku {

constexpr int kVariantFormat = 1;  // the "kiyaku_variant" number this reader accepts

class Variant {
 public:
  std::string id, base, title, rationale;
  std::string file;                                          // where it was read from ("bundled:NAME" if built in)
  std::vector<std::pair<std::string, std::string>> choices;  // as written, file order
  std::vector<std::string> removed_precedents;               // ids of the base's precedents
  std::vector<parts::Precedent> added_precedents;            // views into this object's storage

  Variant() = default;
  Variant(const Variant&) = delete;
  Variant& operator=(const Variant&) = delete;

  // The registry entry that runs it (valid while the variant lives).
  const RulesetEntry& entry() const { return entry_; }
  // Interned text for the precedent views (a deque: its elements never move).
  std::string_view keep(std::string text) { return storage_.emplace_back(std::move(text)); }

 private:
  friend std::shared_ptr<const Variant> read_variant(std::string_view text, const std::string& file);
  std::deque<std::string> storage_;
  Metadata metadata_;
  RulesetEntry entry_;
};

// Reads a variant (JSON, "kiyaku_variant": 1). Every complaint is an io::InputError located at the
// key or value that caused it: malformed JSON, an unknown base, choice, value or precedent id.
std::shared_ptr<const Variant> read_variant(std::string_view text, const std::string& file);

// The variants shipped in rulesets/variants/*.json (compiled in), in file-name order.
const std::vector<std::shared_ptr<const Variant>>& bundled_variants();

// A variant file, read once per process and kept (selections point into it).
const Variant& load_variant_file(const std::string& path);

// A bundled variant's id, the id of a variant file already read, or a variant file (*.json);
// std::invalid_argument otherwise.
const Variant& find_variant(std::string_view id_or_file);

}  // namespace kiyaku
