// Where the rulesets part: for every string and every judged point, the verdict of each ruleset
// and whether they agree; the disagreements grouped into connected regions; the result table;
// the interpretation choices in force; and one plain-language summary per ruleset.
// Everything a report says about "who disagrees where" is read from this value.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "compare/outcome.hpp"
#include "kernel/board.hpp"

namespace kiyaku {

enum class Agreement {
  same,    // every ruleset gives the same verdict
  differ,  // two rulesets give different decided verdicts
  open,    // the decided verdicts agree, but some ruleset could not decide (status `undecided`)
};
std::string_view agreement_name(Agreement a);

struct StringDiff {
  Color color = Color::black;
  std::vector<Point> stones;   // reading order
  std::vector<Status> status;  // per ruleset, in Diff::rulesets order (undecided if an outcome lacks it)
  Agreement agreement = Agreement::same;
};

struct PointDiff {
  Point point = kNoPoint;
  std::vector<std::optional<PointClass>> cls;  // per ruleset; nullopt: that ruleset does not judge it
  Agreement agreement = Agreement::same;
};

// A connected group (4-neighbourhood) of points where the rulesets differ: stones of strings
// whose status differs and points whose classification differs.
struct DisagreementRegion {
  std::vector<Point> points;          // reading order
  std::vector<std::size_t> strings;   // indices into Diff::strings, reading order
  std::vector<std::string> verdicts;  // per ruleset: what it says here, one plain sentence
};

struct ResultRow {
  std::string ruleset;
  Score score;
  ResultVerdict result;
};

struct ChoicesRow {
  std::string ruleset;
  std::vector<ChoiceInForce> choices;  // every choice in force, the ruleset's order
};

struct RulesetSummary {
  std::string ruleset;
  std::string title;
  std::string result;      // "White wins by 3", "Jigo (a draw)", ...
  std::string text;        // the result, then what this ruleset says where the rulesets part
  std::string short_text;  // for a table cell: "W+3 · dead: 4 stones"
  int strings_alone = 0;   // strings whose decided status no other ruleset shares
  int points_alone = 0;    // points whose classification no other ruleset shares
  bool result_alone = false;
};

// What the rulesets disagree about, by kind. Texts that count differently (territory, area,
// stones: Score::basis) give different numbers, and may class a point differently, for the same
// verdicts: such a difference is the counting method's, not a disagreement about the position.
struct DisagreementKinds {
  bool status = false;     // some string's decided statuses differ (alive, dead, seki)
  bool territory = false;  // some point's classes differ between texts that count alike (territory, dame, eye)
  bool result = false;     // decided results differ between texts that count alike, or where one is no count
                           // (both lose, no result, forfeit)
  bool counting = false;   // points or counted results differ only between texts that count differently
  bool any_about_position() const noexcept { return status || territory || result; }
};

struct Diff {
  std::vector<std::string> rulesets;        // the outcomes' order: every per-ruleset list follows it
  std::vector<StringDiff> strings;          // every string on the board, reading order of the first stone
  std::vector<PointDiff> points;            // every point some ruleset judges, reading order
  std::vector<DisagreementRegion> regions;  // reading order of the first point
  std::vector<ResultRow> results;
  bool results_agree = true;
  DisagreementKinds kinds;
  std::vector<ChoicesRow> choices;
  std::vector<RulesetSummary> summaries;

  // No string, point or result on which two rulesets give different decided verdicts.
  bool all_agree() const noexcept { return regions.empty() && results_agree; }
  // Stones and points in disagreement regions.
  std::size_t disputed_stones(const Board& b) const;
  std::size_t disputed_points(const Board& b) const;
};

Diff diff_outcomes(const Board& board, const std::vector<Outcome>& outcomes);

// Plain-language helpers shared by the reports.
std::string result_phrase(const ResultVerdict& r);              // "White wins by 3"
std::string result_short(const ResultVerdict& r);               // "W+3"
std::string article_list(const std::vector<std::string>& ids);  // "Art. 7-1, 8"

}  // namespace kiyaku
