#include "compare/batch.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "compare/record_faults.hpp"
#include "compare/registry.hpp"
#include "kernel/io/error.hpp"
#include "kernel/io/json_text.hpp"
#include "kernel/io/sgf.hpp"
#include "kernel/number_text.hpp"

namespace kiyaku::batch {

namespace {

using ordered_json = nlohmann::ordered_json;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

ordered_json winner_json(Color c) {
  if (c == Color::black) return "B";
  if (c == Color::white) return "W";
  return nullptr;
}

ordered_json optional_json(const std::optional<double>& x) { return x ? ordered_json(*x) : ordered_json(nullptr); }
ordered_json optional_json(const std::optional<bool>& x) { return x ? ordered_json(*x) : ordered_json(nullptr); }

ordered_json recorded_json(const RecordedResult& r) {
  return {{"raw", r.raw},
          {"kind", recorded_kind_name(r.kind)},
          {"winner", winner_json(r.winner)},
          {"margin", optional_json(r.margin)}};
}

ordered_json ruleset_json(const RulesetReport& r) {
  const bool has_margin = r.result.kind == ResultKind::win;
  return {{"ruleset", r.ruleset},
          {"result", short_result(r.result)},
          {"kind", result_kind_name(r.result.kind)},
          {"winner", winner_json(r.result.winner)},
          {"margin", has_margin ? ordered_json(r.result.margin) : ordered_json(nullptr)},
          {"matches_record", optional_json(r.matches_record)},
          {"undecided_strings", r.undecided_strings},
          {"assumed_strings", r.assumed_strings},
          {"open_boundary", r.open_boundary},
          {"nodes", r.nodes}};
}

RulesetReport summarize(const Outcome& o, const RecordedResult& recorded) {
  RulesetReport r;
  r.ruleset = o.ruleset;
  r.result = o.result;
  r.result.articles.clear();  // not reported: keep the report small
  r.result.reason.clear();
  r.matches_record = matches_record(recorded, o.result);
  r.undecided_strings = static_cast<int>(std::count_if(
      o.strings.begin(), o.strings.end(), [](const StringVerdict& s) { return s.status == Status::undecided; }));
  r.assumed_strings = static_cast<int>(std::count_if(
      o.strings.begin(), o.strings.end(), [](const StringVerdict& s) { return cites(s.articles, "assumed"); }));
  if (o.normalisation.open_boundary_filled()) r.open_boundary = static_cast<int>(o.normalisation.open_boundary.size());
  r.nodes = o.nodes;
  return r;
}

std::string stdin_error(int line, int column, const std::string& message) {
  return io::InputError({"<stdin>", line, column}, message).what();
}

}  // namespace

// ---- What the record says ----

bool is_checkable(const RecordedResult& recorded) {
  return recorded.kind == RecordedKind::score || recorded.kind == RecordedKind::draw ||
         recorded.kind == RecordedKind::void_game;
}

std::optional<bool> matches_record(const RecordedResult& recorded, const ResultVerdict& result) {
  switch (recorded.kind) {
    case RecordedKind::score:
      return result.kind == ResultKind::win && result.winner == recorded.winner && result.margin == *recorded.margin;
    case RecordedKind::draw: return result.kind == ResultKind::jigo;
    case RecordedKind::void_game: return result.kind == ResultKind::no_result;
    default: return std::nullopt;
  }
}

namespace {

// Black's lead in points, for a count: a recorded margin or draw, a won or drawn result.
std::optional<double> black_lead(const RecordedResult& recorded) {
  if (recorded.kind == RecordedKind::draw) return 0.0;
  if (recorded.kind != RecordedKind::score || !recorded.margin) return std::nullopt;
  return recorded.winner == Color::black ? *recorded.margin : -*recorded.margin;
}

std::optional<double> black_lead(const ResultVerdict& result) {
  if (result.kind == ResultKind::jigo) return 0.0;
  if (result.kind != ResultKind::win) return std::nullopt;
  return result.winner == Color::black ? result.margin : -result.margin;
}

}  // namespace

std::optional<double> black_lead_over_record(const RecordedResult& recorded, const ResultVerdict& result) {
  const std::optional<double> recorded_lead = black_lead(recorded), result_lead = black_lead(result);
  if (!recorded_lead || !result_lead) return std::nullopt;
  return *result_lead - *recorded_lead;
}

std::optional<double> margin_distance(const RecordedResult& recorded, const ResultVerdict& result) {
  const std::optional<double> over = black_lead_over_record(recorded, result);
  if (!over) return std::nullopt;
  return std::abs(*over);
}

std::string short_result(const ResultVerdict& result) {
  const std::string side = result.winner == Color::black ? "B+" : result.winner == Color::white ? "W+" : "";
  switch (result.kind) {
    case ResultKind::win: return side + number_text(result.margin);
    case ResultKind::jigo: return "0";
    case ResultKind::no_result: return "Void";
    case ResultKind::forfeit:
      if (!side.empty()) return side + "F";
      break;
    case ResultKind::resignation: return side + "R";
    default: break;
  }
  return std::string(result_kind_name(result.kind));
}

// ---- One game ----

std::string GameJob::source_name() const { return file.empty() ? "<stdin line " + std::to_string(line) + ">" : file; }

std::optional<int> record_year(std::string_view date) {
  for (std::size_t i = 0; i < date.size();) {
    std::size_t end = i;
    while (end < date.size() && is_digit(date[end])) ++end;
    if (end - i == 4) return std::stoi(std::string(date.substr(i, 4)));
    i = end == i ? i + 1 : end;
  }
  return std::nullopt;
}

std::string_view text_in_force(int year) {
  for (const auto& e : registry()) {
    const auto& years = e.metadata->in_force;
    if (years && year >= years->from && (years->until == 0 || year <= years->until)) return e.metadata->id;
  }
  return "";
}

std::string in_force_note() {
  std::vector<const Metadata*> texts;
  for (const auto& e : registry())
    if (e.metadata->in_force) texts.push_back(e.metadata);
  std::ranges::sort(texts, {}, [](const Metadata* m) { return m->in_force->from; });
  std::string out = "in force: each game dated ";
  for (const Metadata* m : texts) {
    const YearsInForce& years = *m->in_force;
    if (m != texts.front()) out += ", ";
    out += years.until ? std::to_string(years.from) + "-" + std::to_string(years.until)
                       : "from " + std::to_string(years.from);
    out += " under " + std::string(m->id);
  }
  return out + " (DT[] year)";
}

GameReport run_game(const GameJob& job, const GameEvaluator& evaluate) {
  GameReport report;
  report.index = job.index;
  report.file = job.file;
  report.line = job.line;
  report.id = job.id;
  report.already_written = job.already_written;
  if (job.already_written) return report;
  if (!job.error.empty()) {
    report.error = job.error;
    return report;
  }
  const auto start = std::chrono::steady_clock::now();
  try {
    const std::string text = job.sgf ? *job.sgf : io::read_text_file(job.file);
    io::Document doc = io::read_sgf(text, job.source_name());
    if (!doc.info.komi && job.komi_if_missing) {
      doc.info.komi = job.komi_if_missing;
      report.komi_assumed = true;
    }
    report.recorded = parse_recorded_result(doc.info.result);
    report.komi = doc.info.komi;
    report.handicap = doc.info.handicap;
    report.date = doc.info.date;
    report.year = record_year(doc.info.date);
    if (doc.illegal) report.illegal_move = doc.illegal->number;
    for (const RecordFault& f : record_faults(doc))
      if (f.against_result) report.record_fault = f.location + ": " + f.message;
    for (const Outcome& o : evaluate(doc)) {
      report.results.push_back(summarize(o, report.recorded));
      if (report.komi_unknown()) report.results.back().matches_record.reset();
    }
  } catch (const std::exception& e) {
    report.error = e.what();  // InputError carries "file:line:column: error: message"
    report.results.clear();
  }
  report.time_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return report;
}

std::string report_line(const GameReport& report, Timing timing) {
  ordered_json line;
  line["index"] = report.index;
  if (report.file.empty())
    line["line"] = report.line;
  else
    line["file"] = report.file;
  if (!report.id.is_null()) line["id"] = report.id;
  if (!report.error.empty()) {
    line["error"] = report.error;
  } else {
    line["recorded"] = recorded_json(report.recorded);
    line["komi"] = optional_json(report.komi);
    if (report.komi_assumed) line["komi_assumed"] = true;
    line["handicap"] = report.handicap;
    line["date"] = report.date;
    line["illegal_move"] = report.illegal_move ? ordered_json(*report.illegal_move) : ordered_json(nullptr);
    line["record_fault"] = report.record_fault ? ordered_json(*report.record_fault) : ordered_json(nullptr);
    auto& results = line["results"] = ordered_json::array();
    for (const auto& r : report.results) results.push_back(ruleset_json(r));
  }
  if (timing == Timing::included) line["time_ms"] = std::round(report.time_ms * 10) / 10;
  // Record texts may be Latin-1 or Shift_JIS: invalid UTF-8 is replaced rather than fatal.
  return line.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

std::optional<std::size_t> parse_written_line(std::string_view line) {
  const ordered_json value = ordered_json::parse(line, nullptr, false);
  if (!value.is_object() || !value.contains("index") || !value["index"].is_number_unsigned()) return std::nullopt;
  return value["index"].get<std::size_t>();
}

// ---- NDJSON input ----

bool is_blank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

GameJob parse_ndjson_line(std::string_view text, int line_number) {
  GameJob job;
  job.line = line_number;
  ordered_json value;
  try {
    value = io::parse_json_text<ordered_json>(text, "<stdin>");
  } catch (const io::InputError& e) {
    // The line is a text of its own: its line 1 is this stdin line.
    const std::string_view why = std::string_view(e.message()).substr(std::string_view("invalid JSON: ").size());
    job.error = stdin_error(line_number, e.where().column, "not JSON: " + std::string(why));
    return job;
  }
  if (value.is_string()) {
    job.sgf = value.get<std::string>();
    return job;
  }
  if (!value.is_object()) {
    job.error =
        stdin_error(line_number, 0, "expected a JSON string of SGF text or an object {\"id\": ..., \"sgf\": ...}");
    return job;
  }
  for (const auto& [key, member] : value.items()) {
    if (key == "sgf" && member.is_string())
      job.sgf = member.get<std::string>();
    else if (key == "id" && (member.is_string() || member.is_number()))
      job.id = member;
    else if (key == "sgf" || key == "id")
      job.error =
          stdin_error(line_number, 0, "\"" + key + "\" must be " + (key == "sgf" ? "a string" : "a string or a number"));
    else
      job.error = stdin_error(line_number, 0, "unknown key \"" + key + "\" (expected \"id\" and \"sgf\")");
    if (!job.error.empty()) return job;
  }
  if (!job.sgf) job.error = stdin_error(line_number, 0, "the object has no \"sgf\" member");
  return job;
}

// ---- The ordered runner ----

void run_batch(const JobSource& source, const GameEvaluator& evaluate, const RunOptions& options, const ReportSink& sink) {
  run_in_order<GameJob, GameReport>(
      source,
      [&](GameJob& job, std::size_t index) {
        job.index = index;
        return run_game(job, evaluate);
      },
      options, [&](std::size_t, GameReport& report) { sink(report); });
}

// ---- The summary ----

void Summary::PerRuleset::add(const RulesetReport& r, const RecordedResult& recorded) {
  if (r.matches_record) {
    ++checked;
    agree += *r.matches_record;
    if (const std::optional<double> distance = margin_distance(recorded, r.result)) {
      within_one += *distance <= 1.0;
      off_by_over_five += *distance > 5.0;
    }
  }
  if (r.result.kind == ResultKind::undecided)
    ++undecided;
  else
    ++decided;
  undecided_strings += static_cast<std::size_t>(r.undecided_strings);
  assumed_games += r.assumed_strings > 0;
  assumed_strings += static_cast<std::size_t>(r.assumed_strings);
  open_boundary_games += r.open_boundary > 0 && r.result.kind != ResultKind::undecided;
}

Summary::PerRuleset& Summary::entry(const std::string& ruleset) {
  for (auto& r : rulesets_)
    if (r.ruleset == ruleset) return r;
  rulesets_.push_back({ruleset});
  return rulesets_.back();
}

void Summary::add(const GameReport& report) {
  ++games_;
  if (!report.error.empty()) {
    ++errors_;
    return;
  }
  const std::string kind(recorded_kind_name(report.recorded.kind));
  auto counted =
      std::find_if(recorded_kinds_.begin(), recorded_kinds_.end(), [&](const auto& k) { return k.first == kind; });
  if (counted == recorded_kinds_.end())
    recorded_kinds_.emplace_back(kind, 1);
  else
    ++counted->second;
  checkable_ += is_checkable(report.recorded);
  record_faults_ += report.record_fault.has_value();
  komi_unknown_ += report.komi_unknown();
  const auto in_force = report.year ? text_in_force(*report.year) : std::string_view{};
  for (auto r : report.results) {
    if (report.record_fault) r.matches_record.reset();  // the record, not the text, is wrong there
    entry(r.ruleset).add(r, report.recorded);
    if (r.ruleset == in_force) in_force_.add(r, report.recorded);
  }
  compare_with_in_force(report, in_force);
  const auto differs = [&](const RulesetReport& r) {
    return short_result(r.result) != short_result(report.results.front().result);
  };
  texts_disagree_ += !report.results.empty() && std::any_of(report.results.begin(), report.results.end(), differs);
}

// How many games each text would decide otherwise than the text in force at their date.
void Summary::compare_with_in_force(const GameReport& report, std::string_view in_force) {
  const auto reference = std::find_if(report.results.begin(), report.results.end(),
                                      [&](const RulesetReport& r) { return r.ruleset == in_force; });
  if (in_force.empty() || reference == report.results.end()) return;
  for (const auto& r : report.results) {
    PerRuleset& e = entry(r.ruleset);
    ++e.beside_in_force;
    e.differs_from_in_force += short_result(r.result) != short_result(reference->result);
  }
}

std::string Summary::table() const {
  std::ostringstream out;
  out << "games: " << games_ << " (errors: " << errors_ << ")\n";
  if (record_faults_)
    out << "record faults: " << record_faults_
        << " games stop at an illegal move that their own recorded result contradicts; their verdicts are the "
           "texts' literal ones and are left out of agree/checked\n";
  if (komi_unknown_)
    out << "komi unknown: " << komi_unknown_
        << " games record a count but no KM[], so the komi they were counted with is not known; they are left out of "
           "agree/checked (--komi-if-missing K states it, 0 for a game played without komi)\n";
  out << "recorded results:";
  std::vector<std::pair<std::string, std::size_t>> kinds = recorded_kinds_;
  std::sort(kinds.begin(), kinds.end());
  for (const auto& [kind, n] : kinds) out << " " << kind << " " << n << ";";
  out << " checkable (score, draw, void): " << checkable_ << "\n";
  out << std::left << std::setw(16) << "ruleset" << std::right << std::setw(16) << "agree/checked" << std::setw(8)
      << "%" << std::setw(12) << "within one" << std::setw(11) << "off by >5" << std::setw(10) << "decided"
      << std::setw(11) << "undecided" << std::setw(19) << "undecided strings" << std::setw(18) << "differs/in force"
      << std::setw(15) << "assumed in" << std::setw(15) << "open boundary"
      << "\n";
  std::vector<PerRuleset> rows = rulesets_;
  if (in_force_.decided + in_force_.undecided > 0) rows.push_back(in_force_);
  for (const auto& r : rows) {
    const double percent = r.checked ? 100.0 * static_cast<double>(r.agree) / static_cast<double>(r.checked) : 0.0;
    out << std::left << std::setw(16) << r.ruleset << std::right << std::setw(16)
        << (std::to_string(r.agree) + "/" + std::to_string(r.checked)) << std::setw(8) << std::fixed
        << std::setprecision(1) << percent << std::setw(12) << r.within_one << std::setw(11) << r.off_by_over_five
        << std::setw(10) << r.decided << std::setw(11) << r.undecided << std::setw(19) << r.undecided_strings
        << std::setw(18)
        << (r.beside_in_force ? std::to_string(r.differs_from_in_force) + "/" + std::to_string(r.beside_in_force) : "-")
        << std::setw(15) << (std::to_string(r.assumed_games) + " (" + std::to_string(r.assumed_strings) + ")")
        << std::setw(15) << r.open_boundary_games << "\n";
  }
  if (in_force_.decided + in_force_.undecided > 0) out << in_force_note() << "\n";
  if (std::any_of(rows.begin(), rows.end(), [](const PerRuleset& r) { return r.open_boundary_games > 0; }))
    out << "open boundary: decided results whose count takes the custom's fills of a boundary the record leaves "
           "open (a neutral point next to no living stone), unread\n";
  if (rulesets_.size() > 1)
    out << "the selected texts disagree on " << texts_disagree_ << " of " << games_ - errors_ << " games\n";
  return out.str();
}

}  // namespace kiyaku::batch
