// kiyaku-position/1 (docs/position-formats.md). The writer emits the final board, and when the
// position was reached by moves, the board at the last setup plus those moves, so that a
// reader can rebuild the history, the captures and the simple ko. The reader checks
// everything it is given and locates every complaint at the key or value that caused it.
#include "kernel/io/json_position.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>
#include <utility>

#include "kernel/io/fragment.hpp"
#include "kernel/io/json_text.hpp"
#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::io {
namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "kiyaku-position/1";

std::string parent_pointer(const std::string& pointer) { return pointer.substr(0, pointer.rfind('/')); }

// --- names ---------------------------------------------------------------------------------

constexpr std::array<std::pair<PlayCheck, std::string_view>, 4> kReasons{{
    {PlayCheck::occupied, "occupied"},
    {PlayCheck::suicide, "suicide"},
    {PlayCheck::ko_retake, "ko_retake"},
    {PlayCheck::off_board, "off_board"},
}};

std::string_view reason_name(PlayCheck reason) {
  for (const auto& [check, name] : kReasons)
    if (check == reason) return name;
  return "legal";
}

std::string_view to_move_name(Color c) { return is_stone(c) ? color_name(c) : "none"; }

std::string file_stem(const std::string& path) {
  const auto slash = path.find_last_of("/\\");
  std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  const auto dot = name.rfind('.');
  return dot == std::string::npos || dot == 0 ? name : name.substr(0, dot);
}

// --- writer --------------------------------------------------------------------------------

json vertex_list(const Board& board, const std::vector<Point>& points) {
  json out = json::array();
  for (Point p : points) out.push_back(gtp_vertex(board, p));
  return out;
}

json stones_json(const Board& board) {
  std::vector<Point> black, white;
  for (Point p : board.points()) {
    if (board.at(p) == Color::black) black.push_back(p);
    if (board.at(p) == Color::white) white.push_back(p);
  }
  return {{"black", vertex_list(board, black)}, {"white", vertex_list(board, white)}};
}

json move_json(const Board& board, Move m) {
  return {{"color", color_name(m.color)}, {"vertex", gtp_vertex(board, m.point)}};
}

struct MovesSinceSetup {
  Board setup;
  std::vector<Move> moves;
};

// The board at the last setup and the moves played since, when the board's undo records
// reproduce them exactly; otherwise (an inconsistent history) only the final board is written.
std::optional<MovesSinceSetup> moves_since_setup(const Position& position) {
  std::vector<Move> moves;
  for (auto it = position.history().rbegin(); it != position.history().rend() && !it->setup; ++it)
    moves.push_back(it->move);
  std::reverse(moves.begin(), moves.end());
  const Board& final_board = position.board();
  if (moves.empty() || final_board.undo_depth() < moves.size()) return std::nullopt;

  Board undone = final_board;
  for (std::size_t i = 0; i < moves.size(); ++i) undone.undo();
  Board setup(final_board.width(), final_board.height());
  for (Point p : undone.points()) setup.set_stone(p, undone.at(p));
  Position replay(setup);
  for (Move m : moves)
    if (replay.play(m) != PlayCheck::legal) return std::nullopt;
  const Board& rebuilt = replay.board();
  if (rebuilt.hash() != final_board.hash() || rebuilt.ko_point() != final_board.ko_point() ||
      rebuilt.ko_color() != final_board.ko_color())
    return std::nullopt;
  return MovesSinceSetup{std::move(setup), std::move(moves)};
}

json game_json(const GameInfo& info) {
  json out = json::object();
  if (info.komi) out["komi"] = *info.komi;
  if (info.handicap != 0) out["handicap"] = info.handicap;
  const std::array<std::pair<const char*, const std::string*>, 6> texts{{{"result", &info.result},
                                                                         {"rules", &info.rules},
                                                                         {"black_player", &info.black_player},
                                                                         {"white_player", &info.white_player},
                                                                         {"date", &info.date},
                                                                         {"event", &info.event}}};
  for (const auto& [key, value] : texts)
    if (!value->empty()) out[key] = *value;
  return out;
}

// `beyond` only where it is not the default, so reports that never change it keep their bytes.
json fragment_json(const Position& pos, const Placement& f) {
  const Board& board = pos.board();
  json open = json::array();
  if (f.open_top) open.push_back("top");
  if (f.open_bottom) open.push_back("bottom");
  if (f.open_left) open.push_back("left");
  if (f.open_right) open.push_back("right");
  json out = {
      {"top_left", gtp_vertex(board, board.point(f.x0, f.y0))}, {"cols", f.cols}, {"rows", f.rows}, {"open", open}};
  if (pos.beyond() != Beyond::frame_colour) out["beyond"] = std::string(beyond_name(pos.beyond()));
  return out;
}

json sequences_json(const Board& board, const std::vector<Sequence>& sequences) {
  json out = json::array();
  for (const auto& seq : sequences) {
    json moves = json::array();
    for (const auto& sm : seq.moves) {
      json m = move_json(board, sm.move);
      m["number"] = sm.number;
      if (sm.captured >= 0) m["captured"] = sm.captured;
      moves.push_back(std::move(m));
    }
    out.push_back({{"label", seq.label}, {"moves", std::move(moves)}});
  }
  return out;
}

json fields_json(const std::vector<Field>& fields) {
  json out = json::array();
  for (const auto& f : fields) {
    json entry = {{"key", f.key}, {"value", f.value}};
    if (!f.block.empty()) entry["block"] = f.block;
    out.push_back(std::move(entry));
  }
  return out;
}

void add_annotations(json& out, const Document& doc) {
  const Board& board = doc.position.board();
  if (!doc.labels.empty()) {
    out["labels"] = json::array();
    for (const auto& l : doc.labels)
      out["labels"].push_back({{"vertex", gtp_vertex(board, l.point)}, {"text", l.text}});
  }
  if (!doc.marks.empty()) {
    out["marks"] = json::array();
    for (const auto& m : doc.marks)
      out["marks"].push_back({{"vertex", gtp_vertex(board, m.point)}, {"glyph", m.glyph}});
  }
  if (auto game = game_json(doc.info); !game.empty()) out["game"] = std::move(game);
  if (doc.fragment) out["fragment"] = fragment_json(doc.position, *doc.fragment);
  if (doc.illegal) {
    json illegal = move_json(board, doc.illegal->move);
    illegal["number"] = doc.illegal->number;
    illegal["reason"] = reason_name(doc.illegal->reason);
    out["illegal_move"] = std::move(illegal);
  }
  if (!doc.sequences.empty()) out["sequences"] = sequences_json(board, doc.sequences);
  if (!doc.fields.empty()) out["fields"] = fields_json(doc.fields);
}

}  // namespace

nlohmann::json position_to_json(const Document& doc) {
  const Position& position = doc.position;
  const Board& board = position.board();
  json out = {
      {"format", kFormat},
      {"id", doc.id},
      {"title", doc.title},
      {"size", {{"width", board.width()}, {"height", board.height()}}},
      {"to_move", to_move_name(position.to_move())},
      {"stones", stones_json(board)},
      {"prisoners",
       {{"black", position.prisoners_taken_by(Color::black)}, {"white", position.prisoners_taken_by(Color::white)}}},
      {"frame", vertex_list(board, position.frame().to_vector())},
  };
  if (auto history = moves_since_setup(position)) {
    out["setup"] = stones_json(history->setup);
    out["history"] = json::array();
    for (Move m : history->moves) out["history"].push_back(move_json(board, m));
  }
  if (board.ko_point() != kNoPoint)
    out["ko"] = {{"point", gtp_vertex(board, board.ko_point())}, {"banned", color_name(board.ko_color())}};
  add_annotations(out, doc);
  return out;
}

namespace {

// --- reader --------------------------------------------------------------------------------

// A value of the parsed document together with its JSON pointer, for error locations.
struct JsonNode {
  const json& value;
  std::string pointer;
};

struct PlacedStone {
  Point point;
  Color color;
  std::string pointer;
};

class PositionReader {
 public:
  PositionReader(const json& root, std::string_view text, const std::string& file)
      : root_{root, ""}, index_(text, file), file_(file) {}

  Document read();

 private:
  // --- error helpers ---
  [[noreturn]] void fail_value(const JsonNode& n, const std::string& message) const {
    throw InputError(index_.value(n.pointer), message);
  }
  [[noreturn]] void fail_key(const JsonNode& n, const std::string& message) const {
    throw InputError(index_.key(n.pointer), message);
  }
  // "\"width\"" for an object member, "entry 2 of \"black\"" for an array element.
  static std::string describe(const JsonNode& n) {
    const std::string last = n.pointer.substr(n.pointer.rfind('/') + 1);
    const bool element = !last.empty() && last.find_first_not_of("0123456789") == std::string::npos;
    if (!element) return "\"" + last + "\"";
    const std::string parent = parent_pointer(n.pointer);
    return "entry " + std::to_string(std::stoi(last) + 1) + " of " + describe({n.value, parent});
  }

  // --- typed access ---
  void require_object(const JsonNode& n, std::initializer_list<std::string_view> allowed) const;
  std::optional<JsonNode> member(const JsonNode& object, std::string_view key) const {
    if (!object.value.contains(key)) return std::nullopt;
    return JsonNode{object.value.at(std::string(key)), object.pointer + "/" + std::string(key)};
  }
  JsonNode required(const JsonNode& object, std::string_view key) const {
    if (auto m = member(object, key)) return *m;
    fail_value(object, "missing key \"" + std::string(key) + "\"");
  }
  std::vector<JsonNode> elements(const JsonNode& array) const;
  std::string text(const JsonNode& n) const;
  int integer(const JsonNode& n, int min, int max) const;
  Color stone_color(const JsonNode& n) const;
  Point vertex(const JsonNode& n, const Board& board) const;
  Move move(const JsonNode& n, const Board& board) const;

  // --- sections ---
  Board empty_board() const;
  std::vector<PlacedStone> stone_list(const JsonNode& stones, const Board& board) const;
  Board board_with(const JsonNode& stones, const Board& empty) const;
  Position position_from_history(const Board& setup, const JsonNode& history) const;
  Position position_with_ko(const Board& board, const JsonNode& ko) const;
  Position read_position() const;
  void check_stones_match(const JsonNode& stones, const Board& board) const;
  void check_ko_matches(const JsonNode& ko, const Board& board) const;
  void read_prisoners(Position& position) const;
  PointSet read_frame(const JsonNode& frame, const Board& board) const;
  void place_fragment(const JsonNode& fragment, Document& doc) const;
  GameInfo read_game(const JsonNode& game) const;
  Placement read_fragment(const JsonNode& fragment, const Board& board) const;
  IllegalMove read_illegal(const JsonNode& illegal, const Board& board) const;
  std::vector<Sequence> read_sequences(const JsonNode& sequences, const Board& board) const;
  std::vector<Field> read_fields(const JsonNode& fields) const;
  void read_annotations(Document& doc) const;

  JsonNode root_;
  JsonPlaces index_;
  const std::string& file_;
};

void PositionReader::require_object(const JsonNode& n, std::initializer_list<std::string_view> allowed) const {
  if (!n.value.is_object())
    fail_value(n, n.pointer.empty() ? "a JSON position must be an object" : describe(n) + " must be an object");
  for (const auto& [key, value] : n.value.items()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
      fail_key({value, n.pointer + "/" + json_pointer_token(key)}, "unknown key \"" + key + "\"");
  }
}

std::vector<JsonNode> PositionReader::elements(const JsonNode& array) const {
  if (!array.value.is_array()) fail_value(array, describe(array) + " must be an array");
  std::vector<JsonNode> out;
  for (std::size_t i = 0; i < array.value.size(); ++i)
    out.push_back({array.value[i], array.pointer + "/" + std::to_string(i)});
  return out;
}

std::string PositionReader::text(const JsonNode& n) const {
  if (!n.value.is_string()) fail_value(n, describe(n) + " must be a string");
  return n.value.get<std::string>();
}

int PositionReader::integer(const JsonNode& n, int min, int max) const {
  if (!n.value.is_number_integer()) fail_value(n, describe(n) + " must be an integer");
  const bool in_range = n.value.is_number_unsigned() ? n.value.get<std::uint64_t>() <= static_cast<std::uint64_t>(max)
                                                     : n.value.get<std::int64_t>() <= max;
  if (!in_range || n.value.get<std::int64_t>() < min)
    fail_value(n, describe(n) + " must be between " + std::to_string(min) + " and " + std::to_string(max));
  return static_cast<int>(n.value.get<std::int64_t>());
}

Color PositionReader::stone_color(const JsonNode& n) const {
  const std::string name = text(n);
  if (name == "black") return Color::black;
  if (name == "white") return Color::white;
  fail_value(n, "expected \"black\" or \"white\", got \"" + name + "\"");
}

Point PositionReader::vertex(const JsonNode& n, const Board& board) const {
  const std::string name = text(n);
  if (auto p = parse_gtp_vertex(board, name)) return *p;
  fail_value(n, "\"" + name + "\" is not a point of a " + std::to_string(board.width()) + "x" +
                    std::to_string(board.height()) + " board");
}

Move PositionReader::move(const JsonNode& n, const Board& board) const {
  const JsonNode vertex_node = required(n, "vertex");
  const Color color = stone_color(required(n, "color"));
  if (vertex_node.value.is_string() && vertex_node.value.get<std::string>() == "pass") return {color, kNoPoint};
  return {color, vertex(vertex_node, board)};
}

Board PositionReader::empty_board() const {
  const JsonNode size = required(root_, "size");
  require_object(size, {"width", "height"});
  const int width = integer(required(size, "width"), kMinSize, kMaxSize);
  const int height = integer(required(size, "height"), kMinSize, kMaxSize);
  return Board(width, height);
}

std::vector<PlacedStone> PositionReader::stone_list(const JsonNode& stones, const Board& board) const {
  require_object(stones, {"black", "white"});
  std::vector<PlacedStone> out;
  PointSet seen;
  for (Color color : {Color::black, Color::white}) {
    const auto list = member(stones, color_name(color));
    if (!list) continue;
    for (const JsonNode& entry : elements(*list)) {
      const Point p = vertex(entry, board);
      if (seen.contains(p)) fail_value(entry, "point " + gtp_vertex(board, p) + " is listed twice");
      seen.insert(p);
      out.push_back({p, color, entry.pointer});
    }
  }
  return out;
}

Board PositionReader::board_with(const JsonNode& stones, const Board& empty) const {
  Board board = empty;
  const auto placed = stone_list(stones, board);
  for (const auto& s : placed) board.set_stone(s.point, s.color);
  if (const Point dead = board.first_chain_without_liberty(); dead != kNoPoint) {
    const auto culprit = std::find_if(placed.begin(), placed.end(), [&](const PlacedStone& s) {
      return board.chain_head(s.point) == board.chain_head(dead);
    });
    throw InputError(
        index_.value(culprit != placed.end() ? culprit->pointer : stones.pointer),
        "the " + std::string(color_name(board.at(dead))) + " stones at " + gtp_vertex(board, dead) + " have no liberty");
  }
  return board;
}

Position PositionReader::position_from_history(const Board& setup, const JsonNode& history) const {
  Position position(setup);
  int number = 0;
  for (const JsonNode& entry : elements(history)) {
    ++number;
    require_object(entry, {"color", "vertex"});
    const Move m = move(entry, setup);
    if (const PlayCheck verdict = position.play(m); verdict != PlayCheck::legal)
      fail_value(entry, "move " + std::to_string(number) + " (" + std::string(color_name(m.color)) + " " +
                            gtp_vertex(setup, m.point) + ") is illegal: " + std::string(reason_name(verdict)));
  }
  return position;
}

// A simple ko on a board given without history: rebuild the capture that made it, so the
// board's own ko state (which only play can set) is exactly what the file says.
Position PositionReader::position_with_ko(const Board& board, const JsonNode& ko) const {
  require_object(ko, {"point", "banned"});
  const Point point = vertex(required(ko, "point"), board);
  const Color banned = stone_color(required(ko, "banned"));
  const Color taker = opponent(banned);
  if (board.at(point) == Color::empty) {
    for (Point q : board.neighbours(point)) {
      if (board.at(q) != taker || board.chain_size(q) != 1 || board.liberty_count(q) != 1) continue;
      Board before = board;
      before.set_stone(q, Color::empty);
      before.set_stone(point, banned);
      if (before.first_chain_without_liberty() != kNoPoint) continue;
      Position position(before);
      position.play({taker, q});
      const Board& after = position.board();
      if (after.hash() == board.hash() && after.ko_point() == point && after.ko_color() == banned) return position;
    }
  }
  fail_value(ko, "no capture can have left a ko at " + gtp_vertex(board, point) + " banned for " +
                     std::string(color_name(banned)));
}

void PositionReader::check_stones_match(const JsonNode& stones, const Board& board) const {
  Board listed(board.width(), board.height());
  for (const auto& s : stone_list(stones, listed)) listed.set_stone(s.point, s.color);
  for (Point p : board.points()) {
    if (listed.at(p) == board.at(p)) continue;
    fail_key(stones, "\"stones\" differ from the position after \"history\" at " + gtp_vertex(board, p) + ": listed " +
                         std::string(color_name(listed.at(p))) + ", history gives " +
                         std::string(color_name(board.at(p))));
  }
}

void PositionReader::check_ko_matches(const JsonNode& ko, const Board& board) const {
  require_object(ko, {"point", "banned"});
  const Point point = vertex(required(ko, "point"), board);
  const Color banned = stone_color(required(ko, "banned"));
  if (board.ko_point() != point || board.ko_color() != banned)
    fail_key(ko, "\"ko\" does not match the ko left by \"history\"");
}

Position PositionReader::read_position() const {
  const Board empty = empty_board();
  const auto stones = member(root_, "stones");
  const auto setup = member(root_, "setup");
  const auto history = member(root_, "history");
  const auto ko = member(root_, "ko");
  if (setup.has_value() != history.has_value())
    fail_key(setup ? *setup : *history, "\"setup\" and \"history\" go together");
  if (history) {
    Position position = position_from_history(board_with(*setup, empty), *history);
    if (stones) check_stones_match(*stones, position.board());
    if (ko) check_ko_matches(*ko, position.board());
    return position;
  }
  const Board board = stones ? board_with(*stones, empty) : empty;
  return ko ? position_with_ko(board, *ko) : Position(board);
}

void PositionReader::read_prisoners(Position& position) const {
  const auto prisoners = member(root_, "prisoners");
  if (!prisoners) return;
  require_object(*prisoners, {"black", "white"});
  for (Color taker : {Color::black, Color::white}) {
    if (const auto n = member(*prisoners, color_name(taker)))
      position.add_prisoners(taker, integer(*n, 0, kMaxCount) - position.prisoners_taken_by(taker));
  }
}

// A fragment settles the board around it as a rule-book diagram's does (kernel/io/fragment.hpp):
// the open area always, the frame strings where the `frame` key (read before) does not list them.
void PositionReader::place_fragment(const JsonNode& fragment, Document& doc) const {
  if (const auto beyond = member(fragment, "beyond")) {
    const auto reading = parse_beyond(text(*beyond));
    if (!reading)
      fail_value(*beyond, "expected \"" + std::string(beyond_name(Beyond::frame_colour)) + "\" or \"" +
                              std::string(beyond_name(Beyond::untouched)) + "\", got \"" + text(*beyond) + "\"");
    doc.position.set_beyond(*reading);
  }
  const FragmentSurroundings around = fragment_surroundings(doc.position.board(), *doc.fragment);
  doc.position.set_open_area(around.open_area);
  if (!member(root_, "frame")) doc.position.set_frame(around.frame);
}

PointSet PositionReader::read_frame(const JsonNode& frame, const Board& board) const {
  PointSet out;
  for (const JsonNode& entry : elements(frame)) {
    const Point p = vertex(entry, board);
    if (out.contains(p)) fail_value(entry, "point " + gtp_vertex(board, p) + " is listed twice");
    out.insert(p);
  }
  return out;
}

GameInfo PositionReader::read_game(const JsonNode& game) const {
  require_object(game, {"komi", "handicap", "result", "rules", "black_player", "white_player", "date", "event"});
  GameInfo info;
  if (const auto komi = member(game, "komi")) {
    if (!komi->value.is_number() || std::abs(komi->value.get<double>()) > kMaxKomi)
      fail_value(*komi, "\"komi\" must be a number between -" + number_text(kMaxKomi) + " and " + number_text(kMaxKomi));
    info.komi = komi->value.get<double>();
  }
  if (const auto handicap = member(game, "handicap")) info.handicap = integer(*handicap, 0, kMaxCount);
  const std::array<std::pair<const char*, std::string*>, 6> texts{{{"result", &info.result},
                                                                   {"rules", &info.rules},
                                                                   {"black_player", &info.black_player},
                                                                   {"white_player", &info.white_player},
                                                                   {"date", &info.date},
                                                                   {"event", &info.event}}};
  for (const auto& [key, target] : texts)
    if (const auto value = member(game, key)) *target = text(*value);
  return info;
}

Placement PositionReader::read_fragment(const JsonNode& fragment, const Board& board) const {
  require_object(fragment, {"top_left", "cols", "rows", "open", "beyond"});
  Placement out;
  const Coord corner = board.coord(vertex(required(fragment, "top_left"), board));
  out.x0 = corner.x;
  out.y0 = corner.y;
  out.cols = integer(required(fragment, "cols"), 1, board.width() - corner.x);
  out.rows = integer(required(fragment, "rows"), 1, board.height() - corner.y);
  if (const auto open = member(fragment, "open")) {
    for (const JsonNode& side : elements(*open)) {
      const std::string name = text(side);
      bool* flag = name == "top"      ? &out.open_top
                   : name == "bottom" ? &out.open_bottom
                   : name == "left"   ? &out.open_left
                   : name == "right"  ? &out.open_right
                                      : nullptr;
      if (!flag) fail_value(side, "expected \"top\", \"bottom\", \"left\" or \"right\", got \"" + name + "\"");
      if (*flag) fail_value(side, "side \"" + name + "\" is listed twice");
      *flag = true;
    }
  }
  return out;
}

IllegalMove PositionReader::read_illegal(const JsonNode& illegal, const Board& board) const {
  require_object(illegal, {"number", "color", "vertex", "reason"});
  IllegalMove out;
  out.number = integer(required(illegal, "number"), 1, kMaxCount);
  out.move = move(illegal, board);
  const JsonNode reason = required(illegal, "reason");
  const std::string name = text(reason);
  const auto known = std::find_if(kReasons.begin(), kReasons.end(), [&](const auto& r) { return r.second == name; });
  if (known == kReasons.end())
    fail_value(reason, "expected \"occupied\", \"suicide\", \"ko_retake\" or \"off_board\", got \"" + name + "\"");
  out.reason = known->first;
  out.where = index_.value(illegal.pointer);
  return out;
}

std::vector<Sequence> PositionReader::read_sequences(const JsonNode& sequences, const Board& board) const {
  std::vector<Sequence> out;
  for (const JsonNode& entry : elements(sequences)) {
    require_object(entry, {"label", "moves"});
    Sequence seq;
    seq.label = text(required(entry, "label"));
    seq.where = index_.value(entry.pointer);
    for (const JsonNode& m : elements(required(entry, "moves"))) {
      require_object(m, {"number", "color", "vertex", "captured"});
      SequenceMove sm;
      sm.move = move(m, board);
      sm.number = integer(required(m, "number"), 0, kMaxCount);
      if (const auto captured = member(m, "captured")) sm.captured = integer(*captured, 0, kMaxPoints);
      seq.moves.push_back(sm);
    }
    out.push_back(std::move(seq));
  }
  return out;
}

std::vector<Field> PositionReader::read_fields(const JsonNode& fields) const {
  std::vector<Field> out;
  for (const JsonNode& entry : elements(fields)) {
    require_object(entry, {"key", "value", "block"});
    Field f;
    f.key = text(required(entry, "key"));
    f.value = text(required(entry, "value"));
    if (const auto block = member(entry, "block"))
      for (const JsonNode& line : elements(*block)) f.block.push_back(text(line));
    f.where = index_.value(entry.pointer);
    out.push_back(std::move(f));
  }
  return out;
}

void PositionReader::read_annotations(Document& doc) const {
  const Board& board = doc.position.board();
  if (const auto labels = member(root_, "labels")) {
    for (const JsonNode& entry : elements(*labels)) {
      require_object(entry, {"vertex", "text"});
      doc.labels.push_back({vertex(required(entry, "vertex"), board), text(required(entry, "text"))});
    }
  }
  if (const auto marks = member(root_, "marks")) {
    for (const JsonNode& entry : elements(*marks)) {
      require_object(entry, {"vertex", "glyph"});
      doc.marks.push_back({vertex(required(entry, "vertex"), board), text(required(entry, "glyph"))});
    }
  }
  if (const auto game = member(root_, "game")) doc.info = read_game(*game);
  if (const auto fragment = member(root_, "fragment")) {
    doc.fragment = read_fragment(*fragment, board);
    place_fragment(*fragment, doc);
  }
  if (const auto illegal = member(root_, "illegal_move")) doc.illegal = read_illegal(*illegal, board);
  if (const auto sequences = member(root_, "sequences")) doc.sequences = read_sequences(*sequences, board);
  if (const auto fields = member(root_, "fields")) doc.fields = read_fields(*fields);
}

Document PositionReader::read() {
  require_object(root_, {"format", "id", "title", "size", "to_move", "stones", "setup", "history", "ko", "prisoners",
                         "frame", "labels", "marks", "game", "fragment", "illegal_move", "sequences", "fields"});
  const JsonNode format = required(root_, "format");
  if (text(format) != kFormat)
    fail_value(format, "unsupported format \"" + text(format) + "\" (expected \"" + std::string(kFormat) + "\")");

  Document doc;
  doc.format = SourceFormat::json;
  doc.file = file_;
  doc.id = member(root_, "id") ? text(*member(root_, "id")) : file_stem(file_);
  if (const auto title = member(root_, "title")) doc.title = text(*title);
  doc.position = read_position();
  if (const auto to_move = member(root_, "to_move")) {
    const std::string name = text(*to_move);
    if (name != "black" && name != "white" && name != "none")
      fail_value(*to_move, "expected \"black\", \"white\" or \"none\", got \"" + name + "\"");
    doc.position.set_to_move(name == "none" ? Color::empty : stone_color(*to_move));
  } else {
    doc.position.set_to_move(Color::black);
  }
  read_prisoners(doc.position);
  if (const auto frame = member(root_, "frame")) doc.position.set_frame(read_frame(*frame, doc.position.board()));
  read_annotations(doc);
  return doc;
}

}  // namespace

Document read_json_position(std::string_view text, const std::string& file) {
  const json root = parse_json_text<json>(text, file);
  return PositionReader(root, text, file).read();
}

}  // namespace kiyaku::io
