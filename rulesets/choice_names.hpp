// Typed choices: each interpretation choice a text reads is an enum E, and ChoiceNames<E> gives
// the choice's name and the spelling of each enumerator, in enumerator order, as --set, variant
// files and the reports write them. Code compares enumerators (c.get<parts::JigoRule>() ==
// parts::JigoRule::white_wins), so a misspelt reading does not compile; spellings are read only
// where a reading comes in (Choices::set).
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace kiyaku {

// A string literal as a template argument.
template <std::size_t N>
struct Spelling {
  char text[N]{};
  constexpr Spelling(const char (&s)[N]) { std::copy_n(s, N, text); }  // implicit: a literal converts
  constexpr std::string_view view() const { return {text, N - 1}; }
};

// ChoiceNames<E> derives from ChoiceNaming<"choice", "first enumerator", "second", ...>.
template <Spelling Name, Spelling... Values>
struct ChoiceNaming {
  static constexpr std::string_view name = Name.view();
  static constexpr std::array<std::string_view, sizeof...(Values)> values{Values.view()...};
};

template <class E>
struct ChoiceNames;

template <class E>
concept ChoiceEnum = std::is_enum_v<E> && requires {
  { ChoiceNames<E>::name } -> std::convertible_to<std::string_view>;
  ChoiceNames<E>::values.size();
};

template <ChoiceEnum E>
constexpr std::string_view spelling(E reading) {
  return ChoiceNames<E>::values[static_cast<std::size_t>(reading)];
}

}  // namespace kiyaku
