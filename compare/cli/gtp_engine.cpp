#include "compare/cli/gtp_engine.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include "compare/cli/eval_options.hpp"
#include "compare/diff.hpp"
#include "kernel/io/diagram.hpp"
#include "kernel/io/json_position.hpp"
#include "kernel/io/load.hpp"
#include "kernel/io/sgf.hpp"
#include "kernel/io/sgf_parse.hpp"
#include "kernel/io/text_diagram.hpp"
#include "kernel/vertex.hpp"
#include "reports/json_report.hpp"
#include "reports/lists.hpp"
#include "reports/text_report.hpp"

namespace kiyaku::gtp {
namespace {

template <class Number>
std::optional<Number> parse_number(std::string_view text) {
  Number value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : std::string(separator)) + parts[i];
  return out;
}

bool is_pass(std::string_view vertex) {
  return vertex.size() == 4 && std::equal(vertex.begin(), vertex.end(), "pass", [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) == b;
         });
}

std::string words(std::string_view name) {
  std::string out(name);
  for (char& c : out)
    if (c == '_') c = ' ';
  return out;
}

// " (Art. 12): reason", with either part left out when the verdict has none.
std::string grounds(const std::vector<std::string>& articles, const std::string& reason) {
  std::string out;
  if (!articles.empty()) out += " (" + article_list(articles) + ")";
  if (!reason.empty()) out += ": " + reason;
  return out;
}

io::Document empty_position(int width, int height, std::optional<double> komi) {
  io::Document doc;
  doc.format = io::SourceFormat::sgf;
  doc.id = "gtp";
  doc.position = Position(Board(width, height));
  doc.info.komi = komi;
  return doc;
}

// GTP's `loadsgf FILE N` wants the position before move N: the main-line node just before the
// node that holds the N-th move (nullopt: the record has fewer moves, so its end).
std::optional<int> node_before_move(std::string_view text, const std::string& file, int move) {
  const auto nodes = io::sgf::parse_main_line(text, file);
  int moves = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!nodes[i].find("B") && !nodes[i].find("W")) continue;
    if (++moves < move) continue;
    if (i == 0) throw io::InputError(nodes[i].where, "move 1 is in the root node, which has no position before it");
    return static_cast<int>(i) - 1;
  }
  return std::nullopt;
}

io::Document read_sgf_before(const std::string& file, const std::string& text, const std::optional<std::string>& move) {
  io::SgfOptions options;
  if (move) {
    const auto n = parse_number<int>(*move);
    if (!n || *n < 1) throw std::invalid_argument("syntax error: the move number must be a positive integer");
    options.node = node_before_move(text, file, *n);
  }
  return io::read_sgf(text, file, options);
}

io::Document pick_record(std::vector<io::Document> docs, const std::string& file, const std::optional<std::string>& id) {
  if (id) {
    for (auto& d : docs)
      if (d.id == *id) return std::move(d);
    throw io::InputError({file, 0, 0}, "no record '" + *id + "'");
  }
  if (docs.size() != 1)
    throw io::InputError({file, 0, 0}, "holds " + std::to_string(docs.size()) + " records; name one: loadsgf FILE ID");
  return std::move(docs.front());
}

// SGF (the second argument a move number), a JSON position, or a rule-book corpus (the second
// argument a record id).
io::Document load_position(const std::string& file, const std::optional<std::string>& second) {
  const std::string text = io::read_text_file(file);
  switch (io::detect_format(file, text)) {
    case io::SourceFormat::sgf: return read_sgf_before(file, text, second);
    case io::SourceFormat::json:
      if (second) throw std::invalid_argument("syntax error: a JSON position takes no second argument");
      return io::read_json_position(text, file);
    case io::SourceFormat::diagram: return pick_record(io::read_diagram_corpus(text, file), file, second);
  }
  throw io::InputError({file, 0, 0}, "unknown format");
}

std::optional<Status> parse_status(std::string_view name) {
  for (Status s : {Status::alive, Status::seki, Status::dead, Status::undecided})
    if (name == status_name(s)) return s;
  return std::nullopt;
}

std::string string_explanation(const Board& board, const StringVerdict& v) {
  return std::string(color_name(v.color)) + " " + reports::vertex_list(board, v.stones) + ": " +
         std::string(status_name(v.status)) + grounds(v.articles, v.reason) +
         "\nwitness: " + reports::witness_text(board, v);
}

std::string point_explanation(const Board& board, const Outcome& o, Point p) {
  for (const auto& v : o.points)
    if (v.point == p)
      return gtp_vertex(board, p) + ": " + std::string(point_class_name(v.cls)) + grounds(v.articles, "");
  return gtp_vertex(board, p) + ": not judged (outside the part of the board the source shows)";
}

}  // namespace

Engine::Engine(EngineOptions options) : options_(std::move(options)) {
  resolve_ruleset(options_.rules);
  const auto settings = std::move(options_.settings);
  options_.settings.clear();
  for (const auto& s : settings) {
    const Reply r = kiyaku_set({s});
    if (!r.ok) throw std::invalid_argument(r.text);
  }
  new_board(19, 19);
}

const std::vector<Engine::Handler>& Engine::handlers() {
  static const std::vector<Handler> table = {
      {"protocol_version", &Engine::protocol_version},
      {"name", &Engine::name},
      {"version", &Engine::version},
      {"known_command", &Engine::known_command},
      {"list_commands", &Engine::list_commands},
      {"quit", &Engine::quit},
      {"boardsize", &Engine::boardsize},
      {"rectangular_boardsize", &Engine::rectangular_boardsize},
      {"clear_board", &Engine::clear_board},
      {"komi", &Engine::komi},
      {"play", &Engine::play},
      {"undo", &Engine::undo},
      {"loadsgf", &Engine::loadsgf},
      {"showboard", &Engine::showboard},
      {"final_score", &Engine::final_score},
      {"final_status_list", &Engine::final_status_list},
      {"kiyaku-rules", &Engine::kiyaku_rules},
      {"kiyaku-set", &Engine::kiyaku_set},
      {"kiyaku-compare", &Engine::kiyaku_compare},
      {"kiyaku-explain", &Engine::kiyaku_explain},
      {"gogui-analyze_commands", &Engine::gogui_analyze_commands},
  };
  return table;
}

std::vector<std::string_view> Engine::command_names() {
  std::vector<std::string_view> names;
  for (const auto& h : handlers()) names.push_back(h.name);
  return names;
}

Reply Engine::run(const Command& command) {
  for (const auto& h : handlers()) {
    if (h.name != command.name) continue;
    try {
      return (this->*h.answer)(command.args);
    } catch (const std::exception& e) { return failure(e.what()); }
  }
  return failure("unknown command");
}

Reply Engine::protocol_version(const Args&) { return success("2"); }
Reply Engine::name(const Args&) { return success("kiyaku"); }
Reply Engine::version(const Args&) { return success(options_.version); }

Reply Engine::known_command(const Args& args) {
  if (args.size() != 1) return failure("syntax error: known_command NAME");
  for (auto name : command_names())
    if (name == args[0]) return success("true");
  return success("false");
}

Reply Engine::list_commands(const Args&) {
  std::string out;
  for (auto name : command_names()) out += (out.empty() ? "" : "\n") + std::string(name);
  return success(out);
}

Reply Engine::quit(const Args&) {
  quit_ = true;
  return success();
}

Reply Engine::boardsize(const Args& args) {
  if (args.size() != 1) return failure("syntax error: boardsize SIZE");
  const auto size = parse_number<int>(args[0]);
  if (!size) return failure("syntax error: boardsize SIZE");
  return new_board(*size, *size);
}

Reply Engine::rectangular_boardsize(const Args& args) {
  const auto width = args.size() == 2 ? parse_number<int>(args[0]) : std::nullopt;
  const auto height = args.size() == 2 ? parse_number<int>(args[1]) : std::nullopt;
  if (!width || !height) return failure("syntax error: rectangular_boardsize WIDTH HEIGHT");
  return new_board(*width, *height);
}

Reply Engine::new_board(int width, int height) {
  if (width < kMinSize || width > kMaxSize || height < kMinSize || height > kMaxSize)
    return failure("unacceptable size");
  set_base(empty_position(width, height, current_.info.komi));
  return success();
}

Reply Engine::clear_board(const Args&) {
  const Board& b = current_.position.board();
  return new_board(b.width(), b.height());
}

void Engine::set_base(io::Document doc) {
  base_ = std::move(doc);
  played_.clear();
  current_ = base_;
  position_changed();
}

Reply Engine::komi(const Args& args) {
  const auto value = args.size() == 1 ? parse_number<double>(args[0]) : std::nullopt;
  if (!value || !std::isfinite(*value)) return failure("syntax error: komi NUMBER");
  base_.info.komi = current_.info.komi = *value;
  position_changed();
  return success();
}

Reply Engine::play(const Args& args) {
  const auto color = args.size() == 2 ? parse_color(args[0]) : std::nullopt;
  if (!color) return failure("syntax error: play COLOR VERTEX");
  const Board& board = current_.position.board();
  Move move{*color, kNoPoint};
  if (!is_pass(args[1])) {
    const auto point = parse_gtp_vertex(board, args[1]);
    if (!point) return failure("illegal move");
    move.point = *point;
  }
  if (current_.position.play(move) != PlayCheck::legal) return failure("illegal move");
  played_.push_back(move);
  current_.illegal.reset();  // the record's refused move is no longer what comes next
  position_changed();
  return success();
}

Reply Engine::undo(const Args&) {
  if (played_.empty()) return failure("cannot undo");
  played_.pop_back();
  current_ = base_;
  for (const Move& m : played_) current_.position.play(m);
  if (!played_.empty()) current_.illegal.reset();
  position_changed();
  return success();
}

Reply Engine::loadsgf(const Args& args) {
  if (args.empty() || args.size() > 2) return failure("syntax error: loadsgf FILE [MOVE_NUMBER]");
  const std::optional<std::string> second = args.size() == 2 ? std::optional(args[1]) : std::nullopt;
  try {
    set_base(load_position(args[0], second));
  } catch (const io::InputError& e) { return failure(std::string("cannot load file: ") + e.what()); }
  return success();
}

Reply Engine::showboard(const Args&) { return success("\n" + io::render_text(current_)); }

solver::Budget Engine::budget() const {
  solver::Budget b;
  b.max_nodes = options_.max_nodes;
  return b;
}

std::vector<Selection> Engine::selection(const std::vector<std::string>& ids) const {
  std::vector<std::string> naming_them;
  for (const auto& chosen : select_rulesets(ids, {}))
    for (const auto& s : options_.settings)
      if (s.starts_with(std::string(chosen.ruleset->metadata->id) + ".")) naming_them.push_back(s);
  return select_rulesets(ids, naming_them);
}

const Outcome& Engine::outcome() {
  if (!outcome_) outcome_ = cli::evaluate_all(current_, selection({options_.rules}), budget()).front();
  return *outcome_;
}

Reply Engine::final_score(const Args&) {
  const ResultVerdict& r = outcome().result;
  if (r.kind == ResultKind::win) return success(result_short(r));
  if (r.kind == ResultKind::jigo) return success("0");
  return failure(words(result_kind_name(r.kind)) + grounds(r.articles, r.reason));
}

Reply Engine::final_status_list(const Args& args) {
  const auto wanted = args.size() == 1 ? parse_status(args[0]) : std::nullopt;
  if (!wanted) return failure("syntax error: final_status_list alive|seki|dead|undecided");
  const Board& board = current_.position.board();
  std::vector<std::string> lines;
  for (const auto& s : outcome().strings)
    if (s.status == *wanted) lines.push_back(reports::vertex_list(board, s.stones));
  return success(join(lines, "\n"));
}

Reply Engine::kiyaku_rules(const Args& args) {
  if (args.empty()) return success(options_.rules);
  if (args.size() != 1) return failure("syntax error: kiyaku-rules ID");
  resolve_ruleset(args[0]);
  options_.rules = args[0];
  position_changed();
  return success();
}

Reply Engine::kiyaku_set(const Args& args) {
  if (args.empty()) return success(join(options_.settings, "\n"));
  const std::string& s = args[0];
  const auto dot = s.find('.'), eq = s.find('=');
  if (args.size() != 1 || dot == std::string::npos || eq == std::string::npos || eq < dot)
    return failure("syntax error: kiyaku-set RULESET.CHOICE=VALUE");
  select_rulesets({s.substr(0, dot)}, {s});  // throws, naming what is wrong
  std::erase_if(options_.settings, [&](const std::string& old) { return old.starts_with(s.substr(0, eq + 1)); });
  options_.settings.push_back(s);
  position_changed();
  return success();
}

Reply Engine::kiyaku_compare(const Args& args) {
  const auto chosen = selection(args);
  const auto outcomes = cli::evaluate_all(current_, chosen, budget());
  return success(reports::comparison_to_json(current_, outcomes).dump());
}

Reply Engine::kiyaku_explain(const Args& args) {
  if (args.size() != 1) return failure("syntax error: kiyaku-explain VERTEX");
  const Board& board = current_.position.board();
  const auto point = parse_gtp_vertex(board, args[0]);
  if (!point) return failure("syntax error: not a vertex of this board: " + args[0]);
  const Outcome& o = outcome();
  for (const auto& s : o.strings)
    for (Point p : s.stones)
      if (p == *point) return success(string_explanation(board, s));
  return success(point_explanation(board, o, *point));
}

// GoGui's analyze commands, TYPE/LABEL/COMMAND a line: `plist` marks the points of the reply on
// the board, `string` shows the reply as text, %p is the point the user clicks.
Reply Engine::gogui_analyze_commands(const Args&) {
  return success(
      "string/kiyaku: final score/final_score\n"
      "plist/kiyaku: dead stones/final_status_list dead\n"
      "plist/kiyaku: seki stones/final_status_list seki\n"
      "plist/kiyaku: undecided stones/final_status_list undecided\n"
      "string/kiyaku: explain a string or point/kiyaku-explain %p\n"
      "string/kiyaku: rule text in force/kiyaku-rules");
}

}  // namespace kiyaku::gtp
