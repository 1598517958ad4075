// SGF semantics: decode the main line into kernel values (every value checked, whatever node
// is wanted), then replay it on a Position up to the wanted node or the first refused move.
#include "kernel/io/sgf.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <filesystem>

#include "kernel/io/sgf_parse.hpp"
#include "kernel/io/spaces.hpp"
#include "kernel/io/utf8.hpp"
#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::io {
namespace {

using sgf::Node;
using sgf::Property;
using sgf::Value;

[[noreturn]] void fail(const SourceLocation& where, const std::string& message) { throw InputError(where, message); }

// A value for an error message: at most 20 characters, non-printable ones as '?'.
std::string shown(std::string_view text) {
  std::string out = "'";
  for (char c : text.substr(0, 20)) out += (c >= ' ' && c <= '~') ? c : '?';
  return out + (text.size() > 20 ? "...'" : "'");
}

const Value& single_value(const Property& p) {
  if (p.values.size() != 1) fail(p.values[1].where, "property " + p.id + " takes a single value");
  return p.values.front();
}

// --- numbers ----------------------------------------------------------------

std::optional<int> to_int(std::string_view s) {
  int n = 0;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (s.empty() || error != std::errc{} || end != s.data() + s.size()) return std::nullopt;
  return n;
}

int parse_count(const Value& v, std::string_view what) {
  const auto n = to_int(trim_spaces(v.text));
  if (!n || *n < 0) fail(v.where, "bad " + std::string(what) + " " + shown(v.text) + ": expected a whole number");
  return *n;
}

// A count that a JSON position must be able to hold too (kernel/io/document.hpp).
int parse_bounded_count(const Value& v, std::string_view what) {
  const auto n = to_int(trim_spaces(v.text));
  if (n && *n > kMaxCount)
    fail(v.where, std::string(what) + " " + shown(v.text) + " is above " + std::to_string(kMaxCount));
  return parse_count(v, what);
}

// SGF Real: ["+"|"-"] digits ["." digits]; also "5." and ".5" as old files write them.
double parse_real(const Value& v, std::string_view what) {
  std::string_view s = trim_spaces(v.text);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  double x = 0;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), x, std::chars_format::fixed);
  if (s.empty() || error != std::errc{} || end != s.data() + s.size() || !std::isfinite(x))
    fail(v.where, "bad " + std::string(what) + " " + shown(v.text) + ": expected a number like 6.5");
  return x;
}

double parse_komi(const Value& v) {
  const double komi = parse_real(v, "komi");
  if (std::abs(komi) > kMaxKomi)
    fail(v.where, "komi " + shown(v.text) + " is outside -" + number_text(kMaxKomi) + " to " + number_text(kMaxKomi));
  return komi;
}

// --- text ------------------------------------------------------------------

// Where the bytes of `s` that look like UTF-8 encode no character (an overlong form, a surrogate,
// a value above U+10FFFF), when every other byte is well-formed UTF-8; nullopt otherwise.
std::optional<std::size_t> malformed_utf8(std::string_view s) {
  std::optional<std::size_t> malformed;
  for (std::size_t i = 0; i < s.size();) {
    if (const std::size_t length = utf8_sequence_length(s, i)) {
      i += length;
    } else if (utf8_shaped(s, i)) {
      if (!malformed) malformed = i;
      i += 1;
      while (i < s.size() && is_utf8_continuation(s[i])) ++i;
    } else {
      return std::nullopt;  // not UTF-8 at all: ISO-8859-1
    }
  }
  return malformed;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t length = utf8_sequence_length(s, i);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

// SimpleText as kiyaku keeps it: line breaks become spaces, and text that is not UTF-8 is
// read as ISO-8859-1 (the SGF default character set), so every string kiyaku passes on is UTF-8.
// Bytes shaped as UTF-8 that encode no character are refused: they were meant as UTF-8, and read
// as ISO-8859-1 they would give C1 control characters.
std::string simple_text(const Property& p) {
  const Value& v = p.values.front();
  std::string text;
  for (char c : trim_spaces(v.text)) text += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  if (valid_utf8(text)) return text;
  if (const auto at = malformed_utf8(text))
    fail(v.where, "property " + p.id + ": invalid UTF-8 at byte " + std::to_string(*at + 1) +
                      " of the value (an overlong form, a surrogate or a value above U+10FFFF)");
  std::string latin1;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x80) {
      latin1 += c;
    } else {
      latin1 += static_cast<char>(0xC0 | (byte >> 6));
      latin1 += static_cast<char>(0x80 | (byte & 0x3F));
    }
  }
  return latin1;
}

// --- points ----------------------------------------------------------------

int coordinate(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 26;  // FF[4] letters for boards above 26
  return -1;
}

Point parse_point(const Board& board, const Value& v, std::string_view text) {
  if (text.size() != 2 || coordinate(text[0]) < 0 || coordinate(text[1]) < 0)
    fail(v.where, "bad point " + shown(text) + ": expected two letters like 'dd'");
  const int x = coordinate(text[0]);
  const int y = coordinate(text[1]);
  if (!board.contains(x, y))
    fail(v.where, "point " + shown(text) + " is outside the " + std::to_string(board.width()) + "x" +
                      std::to_string(board.height()) + " board");
  return board.point(x, y);
}

// A point value without the line breaks that old, column-wrapped files put inside values
// ("W[dc<CR><LF>]"): in a point they can mean nothing else.
std::string point_text(const Value& v) {
  std::string text;
  for (char c : trim_spaces(v.text))
    if (c != '\n' && c != '\r') text += c;
  return text;
}

// A move value: a point, or a pass written "" or (FF[3] style, boards up to 19x19) "tt".
Point parse_move_point(const Board& board, const Value& v) {
  const std::string text = point_text(v);
  if (text.empty()) return kNoPoint;
  if (text == "tt" && board.width() <= 19 && board.height() <= 19) return kNoPoint;
  return parse_point(board, v, text);
}

// One value of AB/AW/AE: a point, or an FF[4] rectangle "aa:cc" given by two corners.
void append_points(const Board& board, const Value& v, Color color, std::vector<std::pair<Point, Color>>& out) {
  const std::string text = point_text(v);
  if (text.empty()) return;
  const auto colon = text.find(':');
  if (colon == std::string::npos) {
    out.emplace_back(parse_point(board, v, text), color);
    return;
  }
  const Coord a = board.coord(parse_point(board, v, std::string_view(text).substr(0, colon)));
  const Coord b = board.coord(parse_point(board, v, std::string_view(text).substr(colon + 1)));
  for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y)
    for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) out.emplace_back(board.point(x, y), color);
}

// --- the root: game, size, info --------------------------------------------

void check_game_is_go(const Node& root) {
  if (const Property* gm = root.find("GM")) {
    const Value& v = single_value(*gm);
    if (parse_count(v, "game type") != 1)
      fail(v.where, "GM[" + std::string(trim_spaces(v.text)) + "] is not Go (GM[1])");
  }
}

// SZ[19] or, FF[4], SZ[w:h]; 19x19 when absent.
Board make_board(const std::vector<Node>& nodes) {
  for (std::size_t i = 1; i < nodes.size(); ++i)
    if (const Property* sz = nodes[i].find("SZ")) fail(sz->where, "SZ must be in the root node");
  const Property* sz = nodes.front().find("SZ");
  if (!sz) return Board(19);
  const Value& v = single_value(*sz);
  const auto colon = v.text.find(':');
  const int width = parse_count(Value{v.text.substr(0, colon), v.where}, "board size");
  const int height =
      colon == std::string::npos ? width : parse_count(Value{v.text.substr(colon + 1), v.where}, "board size");
  if (width < kMinSize || width > kMaxSize || height < kMinSize || height > kMaxSize)
    fail(v.where, "board size " + std::to_string(width) + "x" + std::to_string(height) + " is outside " +
                      std::to_string(kMinSize) + "-" + std::to_string(kMaxSize));
  return Board(width, height);
}

// The first occurrence of `id` along the main line (game info may sit below the root).
const Property* first_property(const std::vector<Node>& nodes, std::string_view id) {
  for (const Node& n : nodes)
    if (const Property* p = n.find(id)) return p;
  return nullptr;
}

const Value* first_value(const std::vector<Node>& nodes, std::string_view id) {
  const Property* p = first_property(nodes, id);
  return p ? &p->values.front() : nullptr;
}

GameInfo read_info(const std::vector<Node>& nodes) {
  GameInfo info;
  const auto text = [&](std::string_view id) {
    const Property* p = first_property(nodes, id);
    return p ? simple_text(*p) : std::string();
  };
  if (const Value* km = first_value(nodes, "KM")) info.komi = parse_komi(*km);
  if (const Value* ha = first_value(nodes, "HA")) info.handicap = parse_bounded_count(*ha, "handicap");
  info.result = text("RE");
  info.rules = text("RU");
  info.black_player = text("PB");
  info.white_player = text("PW");
  info.date = text("DT");
  info.event = text("EV");
  return info;
}

// GN; else the event and the players ("Black - White"); else the file stem.
std::string make_title(const std::vector<Node>& nodes, const GameInfo& info, const std::string& id) {
  if (const Property* gn = first_property(nodes, "GN")) {
    if (std::string name = simple_text(*gn); !name.empty()) return name;
  }
  std::string players;
  if (!info.black_player.empty() || !info.white_player.empty())
    players = (info.black_player.empty() ? "?" : info.black_player) + " - " +
              (info.white_player.empty() ? "?" : info.white_player);
  if (!info.event.empty() && !players.empty()) return info.event + ": " + players;
  if (!info.event.empty()) return info.event;
  return players.empty() ? id : players;
}

// --- decoded nodes -----------------------------------------------------------

struct RecordedMove {
  Move move;
  int number = 0;  // 1-based count of B/W properties along the main line
  SourceLocation where;
};

// One node of the main line in kernel terms.
struct Step {
  std::vector<std::pair<Point, Color>> setup;  // AE/AB/AW in file order: a later one wins
  SourceLocation setup_where;
  std::vector<RecordedMove> moves;
  std::optional<Color> player;  // PL
};

Color parse_player(const Value& v) {
  const std::string_view s = trim_spaces(v.text);
  if (s == "B" || s == "b" || s == "1") return Color::black;
  if (s == "W" || s == "w" || s == "2") return Color::white;
  fail(v.where, "bad player " + shown(v.text) + ": expected B or W");
}

// What AB, AW and AE put on their points; nothing for other properties.
std::optional<Color> setup_color(std::string_view id) {
  if (id == "AB") return Color::black;
  if (id == "AW") return Color::white;
  if (id == "AE") return Color::empty;
  return std::nullopt;
}

// What FF[4] forbids within one node: a property given twice (SZ[9]SZ[19]), and both B and W.
void check_node(const Node& node) {
  for (std::size_t i = 0; i < node.properties.size(); ++i) {
    const Property& p = node.properties[i];
    const bool move = p.id == "B" || p.id == "W";
    for (std::size_t k = 0; k < i; ++k) {
      const std::string& earlier = node.properties[k].id;
      if (earlier == p.id) fail(p.where, "property " + p.id + " appears twice in one node");
      if (move && (earlier == "B" || earlier == "W"))
        fail(p.where, "a node holds both a black and a white move (B and W)");
    }
  }
}

// Appends one AB/AW/AE value's points, refusing a point the node has already set up.
void append_setup(const Board& board, const Value& v, Color color, Step& step, PointSet& set_up) {
  const std::size_t before = step.setup.size();
  append_points(board, v, color, step.setup);
  for (std::size_t i = before; i < step.setup.size(); ++i) {
    const Point p = step.setup[i].first;
    if (set_up.contains(p)) fail(v.where, "point " + gtp_vertex(board, p) + " is set up twice in one node");
    set_up.insert(p);
  }
}

Step decode(const Node& node, const Board& board, int& move_number) {
  check_node(node);
  Step step;
  PointSet set_up;
  for (const Property& p : node.properties) {
    if (const auto placed = setup_color(p.id)) {
      if (step.setup.empty()) step.setup_where = p.where;
      for (const Value& v : p.values) append_setup(board, v, *placed, step, set_up);
    } else if (p.id == "B" || p.id == "W") {
      const Value& v = single_value(p);
      const Color color = p.id == "B" ? Color::black : Color::white;
      if (move_number == kMaxCount) fail(v.where, "more than " + std::to_string(kMaxCount) + " moves");
      step.moves.push_back({Move{color, parse_move_point(board, v)}, ++move_number, v.where});
    } else if (p.id == "PL") {
      step.player = parse_player(single_value(p));
    }
  }
  return step;
}

// --- replay ------------------------------------------------------------------

// Applies a node's setup, each point changed once, and refuses chains left without liberties.
void apply_setup(Board& board, const Step& step) {
  std::array<Color, kMaxPoints> wanted;
  wanted.fill(Color::border);
  for (const auto& [point, color] : step.setup) wanted[point] = color;
  for (Point p : board.points())
    if (wanted[p] != Color::border && board.at(p) != wanted[p]) board.set_stone(p, wanted[p]);
  if (const Point dead = board.first_chain_without_liberty(); dead != kNoPoint)
    fail(step.setup_where, "setup leaves the chain at " + gtp_vertex(board, dead) + " without liberties");
}

struct Replay {
  Position position;
  std::optional<IllegalMove> illegal;
  std::optional<Color> next_player;  // from the last move or PL; empty if neither happened
};

// Plays the node's moves; false when the board refuses one (recorded in replay.illegal).
bool play_moves(Replay& replay, const Step& step) {
  for (const RecordedMove& m : step.moves) {
    const PlayCheck verdict = replay.position.play(m.move);
    if (verdict != PlayCheck::legal) {
      replay.illegal = IllegalMove{m.number, m.move, verdict, m.where};
      return false;
    }
    replay.next_player = opponent(m.move.color);
  }
  if (step.player) replay.next_player = step.player;
  return true;
}

Replay replay_main_line(Board board, const std::vector<Step>& steps, std::size_t last) {
  apply_setup(board, steps.front());
  Replay replay{Position(std::move(board)), std::nullopt, std::nullopt};
  if (!play_moves(replay, steps.front())) return replay;
  for (std::size_t i = 1; i <= last; ++i) {
    if (!steps[i].setup.empty()) {
      apply_setup(replay.position.board_for_setup(), steps[i]);
      replay.position.mark_setup();
    }
    if (!play_moves(replay, steps[i])) break;
  }
  return replay;
}

std::size_t selected_node(const SgfOptions& options, std::size_t count, const std::string& file) {
  const int wanted = options.node.value_or(static_cast<int>(count) - 1);
  if (wanted < 0 || static_cast<std::size_t>(wanted) >= count)
    fail({file, 0, 0}, "node " + std::to_string(wanted) + " does not exist: the main line has " +
                           std::to_string(count) + " nodes (0 to " + std::to_string(count - 1) + ")");
  return static_cast<std::size_t>(wanted);
}

}  // namespace

Document read_sgf(std::string_view text, const std::string& file, const SgfOptions& options) {
  const std::vector<Node> nodes = sgf::parse_main_line(text, file);
  check_game_is_go(nodes.front());
  const Board board = make_board(nodes);
  std::vector<Step> steps;
  int move_number = 0;
  for (const Node& n : nodes) steps.push_back(decode(n, board, move_number));
  const std::size_t last = selected_node(options, nodes.size(), file);

  Document doc;
  doc.format = SourceFormat::sgf;
  doc.file = file;
  doc.id = std::filesystem::path(file).stem().string();
  doc.info = read_info(nodes);
  doc.title = make_title(nodes, doc.info, doc.id);
  Replay replay = replay_main_line(board, steps, last);
  const Color fallback = doc.info.handicap >= 2 ? Color::white : Color::black;
  replay.position.set_to_move(replay.next_player.value_or(fallback));
  doc.position = std::move(replay.position);
  doc.illegal = replay.illegal;
  doc.at_record_end = last + 1 == nodes.size();
  return doc;
}

}  // namespace kiyaku::io
