// 安永一「囲碁憲法草案」(1932): Yasunaga Hajime's draft constitution of go, 9 articles and the
// definitions of 活路, 生, 地 and 囲む, seen in full (../shared/rules/yasunaga1932.md). The draft
// gives definitions, not procedures: how 生 ("can prevent removal") is tested is a named choice.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

struct Yasunaga1932 {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // Art. 9 生: not removed, or able to prevent removal (a hypothetical play under Arts. 5-8).
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // Art. 9 地/囲む: points enclosed by stones able to live independently; stones not 生 are removed.
  struct Territory {
    static parts::TerritoryMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // Art. 9: territory minus one's own stones removed from the board (in play and at the end).
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::TerritoryMap& t, const Choices& c);
  };
  // Art. 9: the larger count wins by the difference; nothing else is stated.
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
