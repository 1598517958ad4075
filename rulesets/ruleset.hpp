// What every ruleset type states about itself: metadata, its article table and its named
// interpretation choices. Types for structure, values for readings (design.md §3).
#pragma once
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rulesets/parts/precedents.hpp"

namespace kiyaku {

enum class Fidelity { full, partial, reconstructed };
std::string_view fidelity_name(Fidelity f);

struct Article {
  std::string_view id;          // "7-1"
  std::string_view paraphrase;  // one line, English
  Fidelity fidelity = Fidelity::full;
};

// One interpretation choice the text leaves open: a name, the readings it may take, the
// default, and where the question and the default come from.
struct ChoiceSpec {
  std::string_view name;        // "reban"
  std::string_view question;    // "A4: after a ko-pass, is a player banned again by the next capture?"
  std::vector<std::string_view> values;  // first = default
  std::string_view citation;    // why the default
};

struct Metadata {
  std::string_view id;
  std::string_view title_ja;
  std::string_view title_en;
  int year = 0;
  std::string_view author;
  std::vector<std::string_view> sources;
  Fidelity fidelity = Fidelity::full;
  std::string_view fidelity_note;
};

// The readings in force for one run: every choice of one ruleset, by name.
class Choices {
 public:
  Choices() = default;
  explicit Choices(std::span<const ChoiceSpec> specs);  // all defaults
  // Throws std::invalid_argument naming the choice and the allowed values.
  void set(std::string_view name, std::string_view value);
  const std::string& get(std::string_view name) const;
  bool is(std::string_view name, std::string_view value) const { return get(name) == value; }
  const std::map<std::string, std::string, std::less<>>& values() const noexcept { return values_; }

  // An amendment's own precedents (compare/variant.hpp), in force beside those a text's
  // `precedents` choice selects; the caller keeps them alive for the run.
  void set_added_precedents(std::span<const parts::Precedent> added) noexcept { added_precedents_ = added; }
  std::span<const parts::Precedent> added_precedents() const noexcept { return added_precedents_; }

 private:
  std::span<const ChoiceSpec> specs_;
  std::map<std::string, std::string, std::less<>> values_;
  std::span<const parts::Precedent> added_precedents_;
};

}  // namespace kiyaku
