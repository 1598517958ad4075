// 日本囲碁規約 修正案 / 分かりやすい日本囲碁規約(試案) (鄭銘瑝, 2011-2012): a private trial
// revision of the 1989 rules. Source digest: ../shared/rules/revision2012.md.
// Seen: Arts. 1-6 and the Art. 7 commentary notes (解説と付則); the verification is hypothetical
// play in which the OWNER of the target stones moves first. Not seen: the ko and pass rules of
// the verification and Arts. 8-12, reconstructed here from 1989 and labelled so in every
// article, choice and verdict reason they decide.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku {

struct Revision2012 {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // Art. 7 notes: verification by hypothetical moves, the owner first (ko and passes reconstructed).
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // Art. 8 (not seen): reconstructed as 1989 Art. 8.
  struct Territory {
    static parts::TerritoryMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // Art. 10 (title seen): reconstructed as 1989 Art. 10, territory minus prisoners.
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::TerritoryMap& t, const Choices& c);
  };
  // Arts. 6, 10-12: resignation, count, 無勝負 (11), 反則負け (12); no both-lose article.
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
