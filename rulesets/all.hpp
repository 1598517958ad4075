// THE list of rulesets. Adding a text = its header, one line here, its tests (docs/adding-a-ruleset.md).
#pragma once
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include "rulesets/japan1989.hpp"
#include "rulesets/nihonkiin1949.hpp"
#include "rulesets/shimada.hpp"
#include "rulesets/yasunaga1932.hpp"
#include "rulesets/revision2012.hpp"
#include "rulesets/tsukamoto2003.hpp"
#include "rulesets/jungo.hpp"
#include "rulesets/kaise1960.hpp"
#include "rulesets/kaise1962.hpp"
#include "rulesets/revision1963.hpp"

namespace kiyaku::rulesets {

inline constexpr auto all = boost::hana::tuple_t<Japan1989, NihonKiin1949, Yasunaga1932, Shimada, Revision2012,
                                                 Tsukamoto2003, Jungo, Kaise1960, Kaise1962, Revision1963>;

}  // namespace kiyaku::rulesets
