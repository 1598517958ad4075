// kiyaku batch PATH... : every game record of files and directories (or NDJSON on stdin) under the
// selected rule texts, one JSON line per game in input order, a summary on stderr (docs/batch.md).
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <memory>

#include "compare/batch.hpp"
#include "compare/cli/commands.hpp"
#include "compare/cli/eval_options.hpp"
#include "compare/cli/output_file.hpp"
#include "kernel/io/recorded_result.hpp"

namespace kiyaku::cli {

namespace {

namespace fs = std::filesystem;

// Whole games hold many strings: a smaller search budget per string than for one diagram keeps
// thousands of games finite (an exhausted search says `undecided`, as everywhere). A string still
// undecided may then take up to four budgets more of what the game's other searches left unspent
// (solver::Budget::unspent_shares): on the Hon records the 1989 text decided 3 more and took 16%
// more nodes.
constexpr std::uint64_t kBatchNodes = 5000;
constexpr std::uint64_t kBatchUnspentShares = 4;

struct BatchArgs : EvalArgs {
  BatchArgs() {
    max_nodes = kBatchNodes;
    unspent_shares = kBatchUnspentShares;
  }
  std::vector<std::string> paths;
  bool read_stdin = false;
  int threads = 1;
  std::string out;
  bool resume = false;
  bool no_timing = false;
  std::optional<double> komi_if_missing;
};

// One input in command-line order: a file, or standard input (NDJSON).
struct Input {
  enum class Kind { file, standard_input } kind = Kind::file;
  std::string path;
};

bool is_record_file(const fs::path& p) {
  std::string ext = p.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".sgf" || ext == ".mgt";  // the goban package ships SGF under .mgt names
}

// Every .sgf/.mgt file below `dir`, sorted by path bytes so the order never depends on the file system.
std::vector<std::string> record_files_under(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code error;
  fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, error), end;
  if (error) throw io::InputError({dir, 0, 0}, "cannot read the directory: " + error.message());
  for (; it != end; it.increment(error)) {
    if (error) throw io::InputError({dir, 0, 0}, "cannot read the directory: " + error.message());
    if (it->is_regular_file(error) && is_record_file(it->path())) files.push_back(it->path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<Input> expand_inputs(const BatchArgs& a) {
  std::vector<Input> inputs;
  int stdin_count = a.read_stdin ? 1 : 0;
  for (const auto& path : a.paths) {
    if (path == "-") {
      ++stdin_count;
      inputs.push_back({Input::Kind::standard_input, path});
    } else if (fs::is_directory(path)) {
      for (auto& f : record_files_under(path)) inputs.push_back({Input::Kind::file, std::move(f)});
    } else if (fs::exists(path)) {
      inputs.push_back({Input::Kind::file, path});  // named explicitly: read as SGF whatever its extension
    } else {
      throw io::InputError({path, 0, 0}, "no such file or directory");
    }
  }
  if (a.read_stdin) inputs.push_back({Input::Kind::standard_input, "-"});
  if (stdin_count > 1) throw CLI::ValidationError("batch", "standard input can be read only once ('-' or --stdin)");
  if (a.paths.empty() && !a.read_stdin) throw CLI::ValidationError("batch", "give PATH... or --stdin");
  return inputs;
}

// The job source: the inputs in order; standard input line by line (blank lines skipped).
class Jobs {
 public:
  Jobs(std::vector<Input> inputs, std::optional<double> komi_if_missing)
      : inputs_(std::move(inputs)), komi_if_missing_(komi_if_missing) {}

  std::optional<batch::GameJob> next() {
    auto job = next_input();
    if (job) job->komi_if_missing = komi_if_missing_;
    return job;
  }

  // Known only when standard input is not read.
  std::optional<std::size_t> total() const {
    for (const auto& i : inputs_)
      if (i.kind == Input::Kind::standard_input) return std::nullopt;
    return inputs_.size();
  }

 private:
  std::optional<batch::GameJob> next_input() {
    while (at_ < inputs_.size()) {
      const Input& input = inputs_[at_];
      if (input.kind == Input::Kind::file) {
        ++at_;
        batch::GameJob job;
        job.file = input.path;
        return job;
      }
      std::string text;
      while (std::getline(std::cin, text)) {
        ++stdin_line_;
        if (!batch::is_blank(text)) return batch::parse_ndjson_line(text, stdin_line_);
      }
      ++at_;
    }
    return std::nullopt;
  }

  std::vector<Input> inputs_;
  std::optional<double> komi_if_missing_;
  std::size_t at_ = 0;
  int stdin_line_ = 0;
};

// A one-line progress bar on stderr, redrawn at most ten times a second; only on a terminal.
class Progress {
 public:
  explicit Progress(std::optional<std::size_t> total) : total_(total), shown_(::isatty(STDERR_FILENO) == 1) {}

  void step() {
    ++done_;
    if (!shown_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_draw_ < std::chrono::milliseconds(100) && done_ != total_.value_or(0)) return;
    last_draw_ = now;
    std::cerr << "\r" << bar() << std::fixed << std::setprecision(1) << rate(now) << " games/s\033[K" << std::flush;
  }

  void finish() const {
    if (shown_) std::cerr << "\r\033[K" << std::flush;
  }

  double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  std::string bar() const {
    if (!total_ || *total_ == 0) return std::to_string(done_) + " games  ";
    constexpr std::size_t width = 30;
    const std::size_t filled = done_ * width / *total_;
    return "[" + std::string(filled, '#') + std::string(width - filled, ' ') + "] " + std::to_string(done_) + "/" +
           std::to_string(*total_) + "  ";
  }
  double rate(std::chrono::steady_clock::time_point now) const {
    const double s = std::chrono::duration<double>(now - start_).count();
    return s > 0 ? static_cast<double>(done_) / s : 0.0;
  }

  std::optional<std::size_t> total_;
  bool shown_;
  std::size_t done_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_draw_{};
};

// The complete lines an interrupted run left in `path` (0 if there is no file), each checked to be
// the line of its game; a last line a kill cut short is cut off the file, to be written again.
std::size_t resume_point(const std::string& path) {
  std::error_code missing;
  if (!fs::exists(path, missing)) return 0;
  const std::string text = io::read_text_file(path);
  const std::size_t complete = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  std::size_t lines = 0;
  for (std::size_t begin = 0; begin < complete; ++lines) {
    const std::size_t end = text.find('\n', begin);
    const auto line = batch::parse_written_line(std::string_view(text).substr(begin, end - begin));
    if (!line || *line != lines)
      throw io::InputError({path, static_cast<int>(lines) + 1, 1},
                           "--resume: not the line of game " + std::to_string(lines) + " of a kiyaku batch output");
    begin = end + 1;
  }
  fs::resize_file(path, complete);
  return lines;
}

// Each game's line goes to the file in one write(2) as soon as it and every earlier game are
// done, so a run killed at any moment leaves whole lines (and at worst the start of one more).
class LineWriter {
 public:
  LineWriter(const std::string& path, bool append) : path_(path) {
    if (path.empty()) return;
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC), 0644);
    if (fd_ < 0) throw std::runtime_error("cannot write " + path);
  }
  ~LineWriter() {
    if (fd_ >= 0) ::close(fd_);
  }
  LineWriter(const LineWriter&) = delete;
  LineWriter& operator=(const LineWriter&) = delete;

  void write(std::string line) {
    line += '\n';
    if (fd_ < 0) {
      if (!(std::cout << line << std::flush)) throw std::runtime_error("cannot write standard output");
      return;
    }
    for (std::size_t done = 0; done < line.size();) {
      const ssize_t n = ::write(fd_, line.data() + done, line.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(errno));
      done += static_cast<std::size_t>(n);
    }
  }

 private:
  std::string path_;
  int fd_ = -1;
};

// The budget for one record: the unspent shares only where its players counted (a margin or a
// draw), since only there does the count rest on the statuses at the stop; a resigned game's
// unfinished fights would spend them in vain (on the whole package, 76% more time for the 1989 text).
solver::Budget budget_for(const io::Document& doc, solver::Budget budget) {
  if (!io::is_count(io::parse_recorded_result(doc.info.result))) budget.unspent_shares = 0;
  return budget;
}

void run_batch_command(const BatchArgs& a) {
  const auto selection = a.selection();
  const solver::Budget budget = a.budget();
  // The evaluation of one game record; the rest of batch does not care how it is done.
  const batch::GameEvaluator evaluate = [&](const io::Document& doc) {
    if (a.beyond.empty()) return evaluate_all(doc, selection, budget_for(doc, budget));
    io::Document read = doc;
    a.apply_beyond(read);
    return evaluate_all(read, selection, budget_for(read, budget));
  };

  Jobs jobs(expand_inputs(a), a.komi_if_missing);
  if (a.resume && a.out.empty()) throw CLI::ValidationError("batch", "--resume needs --out FILE");
  const std::size_t written = a.resume ? resume_point(a.out) : 0;
  LineWriter out(a.out, a.resume);
  const auto timing = a.no_timing ? batch::Timing::omitted : batch::Timing::included;
  batch::Summary summary;
  Progress progress(jobs.total());
  std::size_t taken = 0;
  const auto next_job = [&] {
    auto job = jobs.next();
    if (job && taken++ < written) job->already_written = true;
    return job;
  };
  batch::run_batch(next_job, evaluate, {a.threads, 0}, [&](const batch::GameReport& report) {
    progress.step();
    if (report.already_written) return;
    out.write(batch::report_line(report, timing));
    summary.add(report);
  });
  progress.finish();
  if (a.resume)
    std::cerr << "resumed: the first " << written << " games were in " << a.out << " already, not counted below\n";
  std::cerr << summary.table();
  if (timing == batch::Timing::included) {
    const double s = progress.seconds();
    std::cerr << std::fixed << std::setprecision(1) << "time: " << s << " s, "
              << (s > 0 ? static_cast<double>(summary.games()) / s : 0.0) << " games/s\n";
  }
  if (summary.errors() > 0) throw CLI::RuntimeError(1);
}

// A komi is a finite number of points; CLI::Range lets "nan" through.
std::string finite_komi(const std::string& text) {
  try {
    std::size_t used = 0;
    const double v = std::stod(text, &used);
    if (used == text.size() && std::isfinite(v) && std::abs(v) <= 1000) return {};
  } catch (const std::exception&) {}
  return "komi must be a number between -1000 and 1000, not '" + text + "'";
}

}  // namespace

void register_batch(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "batch", "Evaluate many game records (files, directories, NDJSON on stdin): one JSON line per game");
  auto args = std::make_shared<BatchArgs>();
  cmd->add_option("PATH", args->paths,
                  "SGF files or directories (searched recursively for .sgf/.mgt); '-' = NDJSON on stdin");
  cmd->add_flag("--stdin", args->read_stdin,
                "Read NDJSON from standard input: per line an SGF string or {\"id\":..., \"sgf\":...}");
  add_jobs_option(*cmd, args->threads);
  cmd->add_option("--out", args->out, "Write the JSON lines here instead of standard output")->check(writable_output_file());
  cmd->add_flag("--resume", args->resume,
                "Continue a run of the same command that was interrupted: keep the games already in --out FILE, "
                "evaluate the rest");
  cmd->add_flag("--no-timing", args->no_timing, "Leave out time_ms and the timing line, for byte-identical output");
  cmd->add_option("--komi-if-missing", args->komi_if_missing,
                  "Count a record without KM[] with this komi (its line says \"komi_assumed\":true); default: no komi")
      ->check(finite_komi);
  add_eval_options(*cmd, *args);
  cmd->add_option("--unspent-shares", args->unspent_shares,
                  "Budgets a string still undecided may take again from what the record's other searches left "
                  "unspent, in a record whose result is a count (default 4; 0: none)")
      ->check(CLI::Range(std::uint64_t{0}, std::uint64_t{64}));
  cmd->callback([args] { run_batch_command(*args); });
}

}  // namespace kiyaku::cli
