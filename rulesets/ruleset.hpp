// What every ruleset type states about itself: metadata, its article table and its named
// interpretation choices. Types for structure, values for readings (design.md §3).
#pragma once
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rulesets/choice_names.hpp"
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
// default, and where the question and the default come from. choice_spec builds one from the
// choice's enum, so that its spellings are the enum's.
struct ChoiceSpec {
  std::string_view name;                 // "reban"
  std::string_view question;             // "A4: after a ko-pass, is a player banned again by the next capture?"
  std::vector<std::string_view> values;  // first = default
  std::string_view citation;             // why the default
  const void* naming = nullptr;          // &ChoiceNames<E>::values of the enum the values spell
  std::vector<int> enumerators{};        // the enumerator each of `values` spells
};

// The readings listed, the default first.
template <ChoiceEnum E>
ChoiceSpec choice_spec(std::initializer_list<E> readings, std::string_view question, std::string_view citation) {
  ChoiceSpec s{ChoiceNames<E>::name, question, {}, citation, &ChoiceNames<E>::values};
  for (const E e : readings) {
    s.values.push_back(spelling(e));
    s.enumerators.push_back(static_cast<int>(e));
  }
  return s;
}

// Every reading of E: `first` (the default), then the others in enumerator order.
template <ChoiceEnum E>
ChoiceSpec choice_spec(E first, std::string_view question, std::string_view citation) {
  ChoiceSpec s = choice_spec({first}, question, citation);
  for (std::size_t i = 0; i < ChoiceNames<E>::values.size(); ++i)
    if (static_cast<E>(i) != first) {
      s.values.push_back(ChoiceNames<E>::values[i]);
      s.enumerators.push_back(static_cast<int>(i));
    }
  return s;
}

// The years a text was the Nihon Ki-in's rules in force, both ends included; `until` 0: still is.
struct YearsInForce {
  int from = 0;
  int until = 0;
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
  std::optional<YearsInForce> in_force{};  // none for a draft or a private text
  // What names the text in a corpus record's expect_, text_ and divergence_ lines ("1989" for
  // expect_1989); empty: its id (expect_jungo).
  std::string_view corpus_suffix{};
};

// The readings in force for one run: every choice of one ruleset, by name. A reading is checked
// and turned into its enumerator once, where it comes in (set); rules read it typed (get<E>), the
// reports by its spelling (values).
class Choices {
 public:
  Choices() = default;
  explicit Choices(std::span<const ChoiceSpec> specs);  // all defaults
  // Throws std::invalid_argument naming the choice and the allowed values.
  void set(std::string_view name, std::string_view value);
  // The spelling of a choice's reading; throws std::invalid_argument for an unknown choice.
  const std::string& get(std::string_view name) const;
  // The reading of E's choice. Throws std::logic_error where the text has no such choice or
  // spells it with another enum: a ruleset's own inconsistency, which its tests show.
  template <ChoiceEnum E>
  E get() const {
    const Reading& r = reading(ChoiceNames<E>::name);
    if (r.naming != &ChoiceNames<E>::values)
      throw std::logic_error("choice '" + std::string(ChoiceNames<E>::name) + "' is not read as this enum");
    return static_cast<E>(r.enumerator);
  }
  const std::map<std::string, std::string, std::less<>>& values() const noexcept { return values_; }

  // An amendment's own precedents (compare/variant.hpp), in force beside those a text's
  // `precedents` choice selects; the caller keeps them alive for the run.
  void set_added_precedents(std::span<const parts::Precedent> added) noexcept { added_precedents_ = added; }
  std::span<const parts::Precedent> added_precedents() const noexcept { return added_precedents_; }

 private:
  struct Reading {
    const void* naming;  // ChoiceSpec::naming
    int enumerator;
  };
  const Reading& reading(std::string_view name) const;

  std::span<const ChoiceSpec> specs_;
  std::map<std::string, std::string, std::less<>> values_;
  std::map<std::string, Reading, std::less<>> readings_;
  std::span<const parts::Precedent> added_precedents_;
};

}  // namespace kiyaku
