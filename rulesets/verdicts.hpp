// The values a ruleset's policies produce: per string, per point, the score and the result.
// compare/ gathers them into an Outcome; reports/ renders them.
#pragma once
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/types.hpp"

namespace kiyaku {

enum class Status { alive, dead, seki, undecided };

struct WitnessMove {
  enum class Kind { play, pass, ko_pass } kind = Kind::play;
  Color color = Color::black;
  Point point = kNoPoint;  // the stone, or for a ko-pass a point of the ko
};

struct StringVerdict {
  Color color = Color::black;
  std::vector<Point> stones;  // reading order
  Status status = Status::undecided;
  std::vector<std::string> articles;  // the articles that decided it, e.g. {"7-1", "8"}
  std::vector<WitnessMove> witness;   // the line of play that proves the status
  bool witness_ends_in_cycle = false;
  bool witness_ends_settled = false;  // it stops where Benson's analysis within the play areas decides
  bool witness_cut_short = false;     // it stops before the end that proves the status: its budget ran out
  std::string reason;                 // one line: how the verdict was reached
  std::uint64_t nodes = 0;            // search effort
};

// Whether a verdict's articles include `article`.
inline bool cites(const std::vector<std::string>& articles, std::string_view article) {
  return std::find(articles.begin(), articles.end(), article) != articles.end();
}

// Adds an article id to a verdict's list unless it is there: a text may cite one article for two
// steps (tsukamoto2003's reconstruction names its confirmation and its ko rule `rec-status`).
inline void cite(std::vector<std::string>& articles, const std::string& article) {
  if (!cites(articles, article)) articles.push_back(article);
}

enum class PointClass { black_territory, white_territory, dame, eye, stone };

struct PointVerdict {
  Point point = kNoPoint;
  PointClass cls = PointClass::dame;
  std::vector<std::string> articles;
};

// What a count adds up: territory (and prisoners), area (stones and surrounded points), or stones
// alone. Texts that count differently can give different numbers for the same verdicts.
enum class CountBasis : std::uint8_t { territory, area, stones };
std::string_view count_basis_name(CountBasis b);

struct Score {
  int territory_black = 0, territory_white = 0;
  int prisoners_black = 0, prisoners_white = 0;        // stones taken BY that colour during play
  int dead_removed_black = 0, dead_removed_white = 0;  // dead opponent stones that colour removes
  int stones_black = 0, stones_white = 0;              // for texts that count stones on the board
  double komi = 0;
  double total_black = 0, total_white = 0;
  std::string method;  // e.g. "territory minus prisoners (Art. 10)"
  CountBasis basis = CountBasis::territory;
};

// `resignation`: the game ended by resignation (中押勝), with no count; `forfeit`: lost by an
// illegal move under the text's article, or on time or by forfeit as the record says.
enum class ResultKind { win, jigo, no_result, both_lose, forfeit, resignation, undecidable, undecided };

struct ResultVerdict {
  ResultKind kind = ResultKind::undecided;
  Color winner = Color::empty;
  double margin = 0;
  std::vector<std::string> articles;
  std::string reason;
  std::uint64_t nodes = 0;  // search nodes the result's own questions took (1989 Arts. 12, 13-1)
};

std::string_view status_name(Status s);
std::string_view point_class_name(PointClass c);
std::string_view result_kind_name(ResultKind k);

}  // namespace kiyaku
