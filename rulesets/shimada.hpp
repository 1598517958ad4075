// 島田拓爾「原始棋法」(Shimada Takuji, Primitive Rules of Go, in 囲碁の数理 1943, rev. 1958). Only
// Art. 1 and the definitions (board, stones, neighbour, chain of points, region, connected region,
// linked group, liberties) were seen (../shared/rules/shimada.md). Everything operative is a
// RECONSTRUCTION, labelled as such: the digest's provisional model, "primitive" play to the end
// with area counting, is what this type computes; it is not Shimada's text.
#pragma once
#include <span>

#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {

struct Shimada {
  static const Metadata& metadata();
  static std::span<const Article> articles();
  static std::span<const ChoiceSpec> choices();

  // (reconstructed) Stones stand as played: play goes on until dead stones are captured.
  struct Status {
    static parts::StatusMap decide(const io::Document& doc, const Choices& c, const solver::Budget& budget);
  };
  // def-group + (reconstructed) empty regions surrounded by one colour only.
  struct Territory {
    static parts::TerritoryMap classify(const io::Document& doc, parts::StatusMap& s, const Choices& c);
  };
  // (reconstructed) Area counting: stones on the board plus surrounded points.
  struct Counting {
    static kiyaku::Score count(const io::Document& doc, const parts::TerritoryMap& t, const Choices& c);
  };
  // Art. 1 (a contest of two sides) + (reconstructed) the larger count wins, equal is a draw.
  struct Results {
    static ResultVerdict decide(const io::Document& doc, const parts::StatusMap& s, const kiyaku::Score& score,
                                const Choices& c);
  };
};

}  // namespace kiyaku
