// THE list of rulesets. Adding a text = its header, one line here, its tests (docs/adding-a-ruleset.md).
#pragma once
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include "rulesets/japan1989.hpp"

namespace kiyaku::rulesets {

inline constexpr auto all = boost::hana::tuple_t<Japan1989>;

}  // namespace kiyaku::rulesets
