// 純碁 (Pure Go, 王銘琬 1999): only actual captures; the stones on the board at the end count.
// Source digest: ../shared/rules/jungo.md (rule list seen in full; the serial only in outline).
// Life and death is not judged: every unsettled region is played out optimally (rules (1)-(6)),
// and the stones standing at the end of that play-out are counted.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/area.hpp"
#include "rulesets/parts/playout_status.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

struct Jungo {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // Rules (1)-(6): the optimal play-out to two passes; captured stones are reported dead.
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // No territory: every empty point counts for nobody. The map carries the stones standing at the
  // end of the play-out (Jungo's only scoring unit). Empty points joined to the open area of a
  // fragment are not judged, as under every other text: the diagram does not settle them.
  struct Territory {
    static parts::AreaMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // Rule (6): count the stones on the board; prisoners are handed back and count nothing.
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::AreaMap& t, const Choices& c);
  };
  // More stones wins; equal counts draw (J4); an endless optimal play is no result (J7).
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
