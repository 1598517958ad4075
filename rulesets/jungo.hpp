// 純碁 (Pure Go, 王銘琬 1999): only actual captures; the stones on the board at the end count.
// Source digest: ../shared/rules/jungo.md (rule list seen in full; the serial only in outline).
// Life and death is not judged: every unsettled region is played out optimally (rules (1)-(6)),
// and the stones standing at the end of that play-out are counted.
#pragma once
#include <span>

#include "rulesets/parts/area.hpp"
#include "rulesets/parts/playout_status.hpp"
#include "rulesets/policy.hpp"

namespace kiyaku {

struct Jungo : TextPolicies<Jungo, parts::AreaMap> {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // The policies (TextPolicies; defined in jungo.cpp):
  // - Status: Rules (1)-(6): the optimal play-out to two passes; captured stones are reported dead.
  // - Territory: No territory: every empty point counts for nobody. The map carries the stones standing at the
  //   end of the play-out (Jungo's only scoring unit). Empty points joined to the open area of a
  //   fragment are not judged, as under every other text: the diagram does not settle them.
  // - Counting: Rule (6): count the stones on the board; prisoners are handed back and count nothing.
  // - Results: More stones wins; equal counts draw (J4); an endless optimal play is no result (J7).
};
static_assert(RulesetPolicy<Jungo>);

}  // namespace kiyaku
