// What a rule text is to the rest of kiyaku: RulesetPolicy, the concept evaluate<R>
// (compare/evaluate.hpp) relies on, and TextPolicies, the one declaration of the four policies
// that every text inherits and defines in its own .cpp.
#pragma once
#include <concepts>
#include <span>

#include "kernel/judged_position.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku {

// A Results policy either judges from the count alone or, when it plays out (1989's Arts. 12
// and 13-1), also takes the run's search budget.
template <class R>
concept ResultsPolicy = requires(const JudgedPosition& judged, const parts::StatusMap& s, const Score& score,
                                 const Choices& c) {
  { R::Results::decide(judged, s, score, c) } -> std::same_as<ResultVerdict>;
}
|| requires(const JudgedPosition& judged, const parts::StatusMap& s, const Score& score, const Choices& c,
            const solver::Budget& budget) {
  { R::Results::decide(judged, s, score, c, budget) } -> std::same_as<ResultVerdict>;
};

// A rule text: its metadata, article table and choices, and its four policies in the order the
// texts proceed. Territory may return any map derived from parts::TerritoryMap (Jungo's
// AreaMap), which the text's own Counting then takes.
template <class R>
concept RulesetPolicy = requires(const JudgedPosition& judged, const Choices& c, const solver::Budget& budget,
                                 parts::StatusMap& s) {
  { R::metadata() } -> std::same_as<const Metadata&>;
  { R::articles() } -> std::same_as<std::span<const Article>>;
  { R::choices() } -> std::same_as<std::span<const ChoiceSpec>>;
  { R::Status::decide(judged, c, budget) } -> std::same_as<parts::StatusMap>;
  { R::Territory::classify(judged, s, c) } -> std::derived_from<parts::TerritoryMap>;
  { R::Counting::count(judged, R::Territory::classify(judged, s, c), c) } -> std::same_as<Score>;
}
&&ResultsPolicy<R>;

// The four policies of one text, declared once: a text derives from TextPolicies<Itself> (with
// its territory map type when that is not parts::TerritoryMap) and its .cpp defines each as an
// explicit specialisation, `template <> parts::StatusMap Text::Status::decide(...) {...}`. A text
// whose Results takes the budget, or offers more, declares its own Results, which hides this one.
template <class Text, class Map = parts::TerritoryMap>
struct TextPolicies {
  struct Status {
    static parts::StatusMap decide(const JudgedPosition& judged, const Choices& c, const solver::Budget& budget);
  };
  struct Territory {
    static Map classify(const JudgedPosition& judged, parts::StatusMap& s, const Choices& c);
  };
  struct Counting {
    static Score count(const JudgedPosition& judged, const Map& t, const Choices& c);
  };
  struct Results {
    static ResultVerdict decide(const JudgedPosition& judged, const parts::StatusMap& s, const Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
