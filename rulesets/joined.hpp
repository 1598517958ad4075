// Names joined into one string ("a, b, c"), for the lists of messages and for choice values.
#pragma once
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/join.hpp>
#include <range/v3/view/transform.hpp>
#include <string>
#include <string_view>

namespace kiyaku {

// Any range of string-like names (std::string, std::string_view, const char*). Each name is
// copied before it is joined: a view that makes its names (a transform returning std::string)
// would leave a std::string_view of it dangling.
template <class Names>
std::string joined(Names&& names, std::string_view separator) {
  return names | ranges::views::transform([](const auto& name) { return std::string(name); }) |
         ranges::views::join(separator) | ranges::to<std::string>();
}

}  // namespace kiyaku
