// Many game records, one verdict line each: the library behind `kiyaku batch` (docs/batch.md).
// What a record says its result was (SGF RE[]), one job per game, the per-ruleset report and
// whether it agrees with the record, NDJSON input lines, the ordered multi-threaded runner and
// the summary. The evaluation itself is injected (GameEvaluator), so this knows no rule text.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "compare/ordered_run.hpp"
#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"
#include "kernel/io/recorded_result.hpp"

namespace kiyaku::batch {

// ---- What the record says (SGF RE[]): kernel/io/recorded_result.hpp ----

using io::parse_recorded_result;
using io::RecordedKind;
using io::RecordedResult;
using io::recorded_kind_name;

// Whether a ruleset's result can be checked against this record: a counted margin, a draw or a void game.
bool is_checkable(const RecordedResult& recorded);
// True/false when checkable, empty otherwise (resignation, time, forfeit, unknown, ...).
// A jigo matches a recorded draw, 無勝負 (no_result) a recorded void game, and a win a recorded
// B+x / W+x when winner and margin are equal (margins are exact half-integers: compared exactly).
std::optional<bool> matches_record(const RecordedResult& recorded, const ResultVerdict& result);
// Where both the record and the result are counts (a margin or a draw; a win or a jigo): the
// result's lead for Black less the record's, in points (negative: more for White); empty otherwise.
std::optional<double> black_lead_over_record(const RecordedResult& recorded, const ResultVerdict& result);
// The same distance without its sign: how far the result's margin lies from the record's.
std::optional<double> margin_distance(const RecordedResult& recorded, const ResultVerdict& result);
// "B+3.5", "0" (jigo), "Void" (no result), or the result kind's name.
std::string short_result(const ResultVerdict& result);

// ---- One game in, one report out ----

using GameEvaluator = std::function<std::vector<Outcome>(const io::Document&)>;

// A game to evaluate: a file to read, or an SGF text from a line of standard input.
struct GameJob {
  std::size_t index = 0;                  // 0-based position in the input; reports are written in this order
  std::string file;                       // the SGF file; empty for a stdin line
  int line = 0;                           // the stdin line (1-based); 0 for a file
  nlohmann::ordered_json id;              // the id an NDJSON object gave (string or number), else null
  std::optional<std::string> sgf;         // the SGF text of a stdin line (a file is read by the worker)
  std::string error;                      // a malformed input line: the report is this error
  std::optional<double> komi_if_missing;  // the komi to count with when the record has no KM[]
  bool already_written = false;           // --resume: its line is in the output already; not evaluated
  std::string source_name() const;        // the name errors and the document carry
};

struct RulesetReport {
  std::string ruleset;
  ResultVerdict result;
  std::optional<bool> matches_record;
  int undecided_strings = 0;
  int assumed_strings = 0;  // strings whose verdict rests on an assumption (it cites `assumed`)
  int open_boundary = 0;    // boundary points the record leaves open that the custom's fills took, unread
  std::uint64_t nodes = 0;
};

struct GameReport {
  std::size_t index = 0;
  std::string file;
  int line = 0;
  nlohmann::ordered_json id;
  RecordedResult recorded;
  std::optional<double> komi;
  bool komi_assumed = false;  // KM[] was missing: `komi` is the job's komi_if_missing
  int handicap = 0;
  std::string date;                 // DT[] as recorded
  std::optional<int> year;          // its first four-digit year, if any
  std::optional<int> illegal_move;  // the record stops at an illegal move (its number)
  // A fault of the record its own result contradicts (compare/record_faults.hpp): the texts'
  // verdicts are literal, and the summary counts the game apart.
  std::optional<std::string> record_fault;
  std::vector<RulesetReport> results;
  double time_ms = 0;
  std::string error;             // non-empty: the game could not be loaded or evaluated
  bool already_written = false;  // the job's: no line is written for it

  // A count recorded without KM[] (and no komi_if_missing): the komi it was counted with is
  // unknown, so no result is checked against it (every matches_record is null).
  bool komi_unknown() const { return !komi && io::is_count(recorded); }
};

GameReport run_game(const GameJob& job, const GameEvaluator& evaluate);

enum class Timing { included, omitted };
// One NDJSON line (no trailing newline). Keys in a fixed order (docs/batch.md); the "time_ms"
// field only with Timing::included, so that output can be byte-identical across runs.
std::string report_line(const GameReport& report, Timing timing);

// The "index" of a line report_line wrote; nullopt for anything else (a cut or foreign line).
std::optional<std::size_t> parse_written_line(std::string_view line);

// ---- NDJSON input ----

// A line of standard input: a JSON string holding SGF text, or {"id": ..., "sgf": "..."}.
// A malformed line gives a job whose `error` names the line and column. run_batch sets the index.
GameJob parse_ndjson_line(std::string_view text, int line_number);
bool is_blank(std::string_view text);

// ---- The ordered runner ----

using JobSource = std::function<std::optional<GameJob>()>;  // empty = no more games
using ReportSink = std::function<void(const GameReport&)>;

using RunOptions = OrderedRunOptions;

// Evaluates every job of `source` on `threads` workers and hands the reports to `sink` in job
// order, setting each job's index (run_in_order, compare/ordered_run.hpp).
void run_batch(const JobSource& source, const GameEvaluator& evaluate, const RunOptions& options, const ReportSink& sink);

// ---- The summary ----

// The year of a record's date (DT[]): its first run of exactly four digits, so "1966-05-06,07"
// and "DT[1941]" give their year; none where there is no such run.
std::optional<int> record_year(std::string_view date);
// The Nihon Ki-in text in force in a year, by the years each text declares (Metadata::in_force):
// empty for a year no text covers.
std::string_view text_in_force(int year);
// The summary's line that says which text judged a game of which year, from the same years.
std::string in_force_note();

class Summary {
 public:
  void add(const GameReport& report);
  std::size_t games() const { return games_; }
  std::size_t errors() const { return errors_; }
  // The per-ruleset table: agreement with recorded results and how near the counts come to them
  // (within one point, more than five off), decided/undecided, the games whose
  // result differs from the text in force's (when that text is selected), and the games where
  // the selected texts disagree among themselves.
  std::string table() const;

 private:
  struct PerRuleset {
    std::string ruleset;
    std::size_t checked = 0, agree = 0, decided = 0, undecided = 0, undecided_strings = 0;
    std::size_t within_one = 0, off_by_over_five = 0;            // counts of checked records, by margin_distance()
    std::size_t assumed_games = 0, assumed_strings = 0;          // results resting on an assumption, and such strings
    std::size_t open_boundary_games = 0;                         // counts taking the custom's fills of an open boundary
    std::size_t beside_in_force = 0, differs_from_in_force = 0;  // games whose text in force was judged too
    void add(const RulesetReport& r, const RecordedResult& recorded);
  };
  void compare_with_in_force(const GameReport& report, std::string_view in_force);
  PerRuleset in_force_{"in force"};  // each game under the text in force at its date, when selected
  std::vector<PerRuleset> rulesets_;
  std::size_t games_ = 0, errors_ = 0, checkable_ = 0, texts_disagree_ = 0;
  std::size_t record_faults_ = 0;  // games left out of agree/checked: their record is at fault
  std::size_t komi_unknown_ = 0;   // games left out of agree/checked: a count without KM[]
  std::vector<std::pair<std::string, std::size_t>> recorded_kinds_;
  PerRuleset& entry(const std::string& ruleset);
};

}  // namespace kiyaku::batch
