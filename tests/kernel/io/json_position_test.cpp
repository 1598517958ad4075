#include <catch2/catch.hpp>

#include <string>

#include "kernel/io/diagram.hpp"
#include "kernel/io/json_position.hpp"
#include "kernel/io/sgf.hpp"
#include "kernel/vertex.hpp"
#include "tests/kernel/io/ko_fight.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;
using namespace kiyaku::io;

namespace {

using kiyaku::test::at;

// 5x5: eight moves that end with white taking a ko at C3 (black may not retake at once).
Document ko_fight_document() {
  Document doc;
  doc.id = "ko-fight";
  doc.title = "white takes a ko";
  doc.position = Position(Board(5));
  test::play_ko_fight(doc.position);
  return doc;
}

// Every annotation a reader can attach, on a position without moves.
Document annotated_document() {
  Document doc;
  doc.id = "annotated";
  doc.title = "参考図 with every annotation";
  Board board(7, 6);
  for (const char* v : {"A1", "B2", "C1"}) board.set_stone(at(board, v), Color::black);
  for (const char* v : {"G6", "F5"}) board.set_stone(at(board, v), Color::white);
  doc.position = Position(board);
  doc.position.set_to_move(Color::empty);
  doc.position.add_prisoners(Color::white, 4);
  PointSet frame;
  frame.insert(at(board, "G6"));
  doc.position.set_frame(frame);
  doc.labels = {{at(board, "B1"), "a"}, {at(board, "D4"), "×"}};
  doc.marks = {{at(board, "B2"), "△"}};
  doc.info.komi = 6.5;
  doc.info.handicap = 2;
  doc.info.result = "W+R";
  doc.info.rules = "Japanese";
  doc.info.black_player = "Honinbo Shusaku";
  doc.info.white_player = "Gennan Inseki";
  doc.info.date = "1846-09-11";
  doc.info.event = "castle game";
  doc.fragment = Placement{0, 1, 4, 5, true, false, false, true};
  doc.illegal = IllegalMove{7, {Color::black, at(board, "G5")}, PlayCheck::suicide, {}};
  doc.sequences = {{"1図", {{{Color::black, at(board, "B1")}, 1, 0}, {{Color::white, kNoPoint}, 2, -1}}, {}}};
  doc.fields = {{"verdict_1989", "all alive", {}, {}}, {"expect_1989", "", {"AA", "b-"}, {}}};
  return doc;
}

std::string json_text(const Document& doc) { return position_to_json(doc).dump(2); }

Document reread(const Document& doc) { return read_json_position(json_text(doc), "reread.json"); }

void check_same_position(const Document& original, const Document& copy) {
  CHECK(copy.position.board() == original.position.board());
  CHECK(copy.position.to_move() == original.position.to_move());
  CHECK(copy.position.frame() == original.position.frame());
  for (Color c : {Color::black, Color::white})
    CHECK(copy.position.prisoners_taken_by(c) == original.position.prisoners_taken_by(c));
}

InputError error_reading(const std::string& text) {
  try {
    read_json_position(text, "bad.json");
  } catch (const InputError& e) { return e; }
  FAIL("expected an InputError for:\n" << text);
  return InputError({}, "");
}

// A valid 5x5 document to break one line at a time; line numbers below refer to it.
const char* const kValid = R"({
  "format": "kiyaku-position/1",
  "size": {"width": 5, "height": 5},
  "to_move": "white",
  "stones": {"black": ["B4", "C3"], "white": ["D2"]},
  "prisoners": {"black": 1, "white": 0}
})";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at_ = text.find(from);
  REQUIRE(at_ != std::string::npos);
  return text.replace(at_, from.size(), to);
}

}  // namespace

TEST_CASE("a hand-written JSON position is read with its stones, side to move and prisoners", "[json]") {
  const Document doc = read_json_position(kValid, "dir/five.json");
  const Board& b = doc.position.board();
  CHECK(doc.format == SourceFormat::json);
  CHECK(doc.id == "five");  // no "id": the file stem
  CHECK(b.width() == 5);
  CHECK(b.at(at(b, "B4")) == Color::black);
  CHECK(b.at(at(b, "C3")) == Color::black);
  CHECK(b.at(at(b, "D2")) == Color::white);
  CHECK(b.stone_count(Color::black) == 2);
  CHECK(doc.position.to_move() == Color::white);
  CHECK(doc.position.prisoners_taken_by(Color::black) == 1);
  CHECK(doc.position.frame().empty());
}

TEST_CASE("a position reached by moves keeps its history, captures and ko through JSON", "[json]") {
  Document doc = ko_fight_document();
  doc.position.add_prisoners(Color::black, 3);
  const Document copy = reread(doc);
  check_same_position(doc, copy);
  const Board& b = copy.position.board();
  CHECK(b.ko_point() == at(b, "C3"));
  CHECK(b.check(Color::black, at(b, "C3")) == PlayCheck::ko_retake);
  CHECK(copy.position.history().size() == 9);  // the setup and eight moves
  CHECK(copy.position.prisoners_taken_by(Color::white) == 1);
  CHECK(copy.position.prisoners_taken_by(Color::black) == 3);
  const auto j = position_to_json(doc);
  CHECK(j["history"].size() == 8);
  CHECK(j["history"][7] == nlohmann::json{{"color", "white"}, {"vertex", "B3"}});
  CHECK(j["ko"] == nlohmann::json{{"point", "C3"}, {"banned", "black"}});
  CHECK(j["setup"]["black"].empty());
}

TEST_CASE("writing what was read from JSON reproduces the JSON byte for byte", "[json]") {
  for (const Document& doc : {ko_fight_document(), annotated_document()}) {
    const std::string first = position_to_json(doc).dump();
    CHECK(position_to_json(read_json_position(first, "x.json")).dump() == first);
  }
}

TEST_CASE("labels, marks, game info, fragment, illegal move, sequences and fields survive JSON", "[json]") {
  const Document doc = annotated_document();
  const Document copy = reread(doc);
  check_same_position(doc, copy);
  CHECK(copy.id == "annotated");
  CHECK(copy.title == doc.title);
  CHECK(copy.position.to_move() == Color::empty);
  REQUIRE(copy.labels.size() == 2);
  CHECK(copy.labels[1].point == doc.labels[1].point);
  CHECK(copy.labels[1].text == "×");
  REQUIRE(copy.marks.size() == 1);
  CHECK(copy.marks[0].glyph == "△");
  CHECK(copy.info.komi == 6.5);
  CHECK(copy.info.handicap == 2);
  CHECK(copy.info.white_player == "Gennan Inseki");
  CHECK(copy.info.event == "castle game");
  REQUIRE(copy.fragment.has_value());
  CHECK(copy.fragment->y0 == 1);
  CHECK(copy.fragment->rows == 5);
  CHECK(copy.fragment->open_right);
  CHECK_FALSE(copy.fragment->open_left);
  REQUIRE(copy.illegal.has_value());
  CHECK(copy.illegal->number == 7);
  CHECK(copy.illegal->reason == PlayCheck::suicide);
  REQUIRE(copy.sequences.size() == 1);
  CHECK(copy.sequences[0].moves[1].move.is_pass());
  CHECK(copy.sequences[0].moves[0].captured == 0);
  CHECK(copy.sequences[0].moves[1].captured == -1);
  REQUIRE(copy.fields.size() == 2);
  CHECK(copy.fields[1].block == std::vector<std::string>{"AA", "b-"});
}

TEST_CASE("a small position is written with sorted keys and stones in reading order", "[json]") {
  Document doc;
  doc.id = "tiny";
  doc.position = Position(Board(3));
  Board& b = doc.position.board_for_setup();
  for (const char* v : {"A1", "C3", "B3"}) b.set_stone(at(b, v), Color::black);
  doc.info.komi = 0.5;
  CHECK(position_to_json(doc).dump() ==
        R"({"format":"kiyaku-position/1","frame":[],"game":{"komi":0.5},"id":"tiny",)"
        R"("prisoners":{"black":0,"white":0},"size":{"height":3,"width":3},)"
        R"("stones":{"black":["B3","C3","A1"],"white":[]},"title":"","to_move":"black"})");
}

TEST_CASE("the full example of docs/position-formats.md reads as documented", "[json][docs]") {
  const std::string page = read_text_file(KIYAKU_SOURCE_DIR "/docs/position-formats.md");
  const auto begin = page.find("```json\n");
  REQUIRE(begin != std::string::npos);
  const auto end = page.find("```", begin + 8);
  const Document doc = read_json_position(page.substr(begin + 8, end - begin - 8), "example.json");
  const Board& b = doc.position.board();
  CHECK(doc.id == "corner-ko");
  CHECK(b.at(at(b, "B5")) == Color::white);
  CHECK(b.at(at(b, "C5")) == Color::empty);
  CHECK(b.check(Color::black, at(b, "C5")) == PlayCheck::ko_retake);
  CHECK(doc.position.prisoners_taken_by(Color::black) == 2);
  CHECK(doc.position.prisoners_taken_by(Color::white) == 1);
  CHECK(doc.position.frame().size() == 3);
  CHECK(doc.sequences.at(0).moves.at(2).captured == 1);
  const std::string first = position_to_json(doc).dump();
  CHECK(position_to_json(read_json_position(first, "x.json")).dump() == first);
}

TEST_CASE("a ko given without history is rebuilt as the capture that made it", "[json]") {
  const Document doc = read_json_position(R"({"format": "kiyaku-position/1", "size": {"width": 5, "height": 5},
    "stones": {"black": ["B4", "A3", "B2"], "white": ["C4", "B3", "D3", "C2"]},
    "ko": {"point": "C3", "banned": "black"}, "prisoners": {"black": 0, "white": 2}})",
                                          "ko.json");
  const Board& b = doc.position.board();
  CHECK(b.ko_point() == at(b, "C3"));
  CHECK(b.check(Color::black, at(b, "C3")) == PlayCheck::ko_retake);
  CHECK(b.at(at(b, "C3")) == Color::empty);
  CHECK(doc.position.prisoners_taken_by(Color::white) == 2);
  CHECK(doc.position.to_move() == Color::black);
  const std::string first = position_to_json(doc).dump();
  CHECK(position_to_json(read_json_position(first, "x.json")).dump() == first);
}

TEST_CASE("a ko that no capture can have made is an input error", "[json]") {
  const auto e = error_reading(R"({"format": "kiyaku-position/1", "size": {"width": 5, "height": 5},
    "stones": {"black": ["B4", "A3", "B2"], "white": ["C4", "D3", "C2"]},
    "ko": {"point": "C3", "banned": "black"}})");
  CHECK(e.where().line == 3);
  CHECK(e.where().column == 11);
  CHECK_THAT(e.message(), Catch::Contains("no capture can have left a ko at C3"));
}

TEST_CASE("a game read from SGF keeps board, side to move, prisoners and history through JSON", "[json]") {
  // Black captures the white stone at A1 with move 4.
  const Document doc = read_sgf("(;GM[1]FF[4]SZ[9]KM[6.5]PB[Kuroki];B[ba];W[aa];B[ee];W[ff];B[ab])", "game.sgf");
  REQUIRE(doc.position.prisoners_taken_by(Color::black) == 1);
  const Document copy = reread(doc);
  check_same_position(doc, copy);
  CHECK(copy.info.komi == 6.5);
  CHECK(copy.info.black_player == "Kuroki");
  CHECK(copy.position.history().size() == doc.position.history().size());
  const std::string first = position_to_json(doc).dump();
  CHECK(position_to_json(read_json_position(first, "x.json")).dump() == first);
}

TEST_CASE("every rule-book record survives JSON with its board, frame and annotations", "[json][corpus]") {
  const std::string file = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";
  const auto records = read_diagram_corpus(read_text_file(file), file);
  REQUIRE(records.size() == 59);
  for (const Document& doc : records) {
    INFO(doc.id);
    const Document copy = reread(doc);
    check_same_position(doc, copy);
    // The open area decides which points searches may use: a JSON report's position must
    // evaluate as its source did.
    CHECK(copy.position.open_area() == doc.position.open_area());
    CHECK(copy.id == doc.id);
    CHECK(copy.labels.size() == doc.labels.size());
    CHECK(copy.marks.size() == doc.marks.size());
    CHECK(copy.fields.size() == doc.fields.size());
    CHECK(copy.sequences.size() == doc.sequences.size());
    CHECK(copy.fragment.has_value() == doc.fragment.has_value());
    const std::string first = position_to_json(doc).dump();
    CHECK(position_to_json(read_json_position(first, "x.json")).dump() == first);
  }
}

TEST_CASE("a JSON fragment without a frame key gets its frame and open area from the fragment", "[json]") {
  // The 5x5 board's top-left 3x3 corner, open to the right and below: the black string at C4
  // touches the open right side, the white stone at B3 lies on the bottom row.
  const std::string text = replaced(
      replaced(
          kValid, R"("to_move": "white",)",
          R"("to_move": "white", "fragment": {"top_left": "A5", "cols": 3, "rows": 3, "open": ["right", "bottom"]},)"),
      R"({"black": ["B4", "C3"], "white": ["D2"]})", R"({"black": ["B4", "C4"], "white": ["B3"]})");
  const Document doc = read_json_position(text, "corner.json");
  const Board& b = doc.position.board();
  CHECK(doc.position.frame() == (b.chain(at(b, "B4")) | b.chain(at(b, "B3"))));
  CHECK(doc.position.open_area().contains(at(b, "D4")));        // beyond the fragment
  CHECK(doc.position.open_area().contains(at(b, "A3")));        // on the open bottom row, joined to the outside
  CHECK_FALSE(doc.position.open_area().contains(at(b, "C3")));  // between the colours: the diagram shows it
}

TEST_CASE("a fragment's reading of the board beyond survives JSON, written only where not the default", "[json]") {
  const std::string fragment =
      R"("to_move": "white", "fragment": {"top_left": "A5", "cols": 3, "rows": 3, "open": ["right", "bottom"]},)";
  const Document plain = read_json_position(replaced(kValid, R"("to_move": "white",)", fragment), "plain.json");
  CHECK(plain.position.beyond() == Beyond::frame_colour);
  CHECK_FALSE(position_to_json(plain).at("fragment").contains("beyond"));
  std::string untouched = fragment;
  untouched.replace(untouched.find("\"open\""), 0, R"("beyond": "untouched", )");
  const Document read = read_json_position(replaced(kValid, R"("to_move": "white",)", untouched), "untouched.json");
  CHECK(read.position.beyond() == Beyond::untouched);
  CHECK(position_to_json(read).at("fragment").at("beyond") == "untouched");
  CHECK(reread(read).position.beyond() == Beyond::untouched);
}

TEST_CASE("an unknown reading of the board beyond a fragment is reported at the value", "[json][errors]") {
  const auto e = error_reading(
      replaced(kValid, R"("to_move": "white",)",
               R"("to_move": "white", "fragment": {"top_left": "A5", "cols": 3, "rows": 3, "beyond": "sea"},)"));
  CHECK(e.where().line == 4);
  CHECK(e.message() == R"(expected "frame_colour" or "untouched", got "sea")");
}

TEST_CASE("malformed JSON is reported at the character where parsing failed", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("white",)", R"(white,)"));
  CHECK(e.where().file == "bad.json");
  CHECK(e.where().line == 4);
  CHECK(e.where().column == 14);
  CHECK_THAT(e.message(), Catch::StartsWith("invalid JSON: syntax error while parsing value"));
  CHECK_THAT(e.message(), !Catch::Contains("last read"));
}

TEST_CASE("JSON that ends too early is reported just after its last character", "[json][errors]") {
  const auto e = error_reading("{\"format\":\n  ");
  CHECK(e.where().line == 2);
  CHECK(e.where().column == 3);
  CHECK_THAT(e.message(), Catch::Contains("unexpected end of input"));
}

TEST_CASE("columns of JSON errors count characters, not bytes", "[json][errors]") {
  const auto e = error_reading("{\"title\": \"参考図\", x}");
  CHECK(e.where().line == 1);
  CHECK(e.where().column == 18);
}

TEST_CASE("an unknown key is reported at the key", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("to_move")", R"("to_mvoe")"));
  CHECK(e.where().line == 4);
  CHECK(e.where().column == 3);
  CHECK(e.message() == R"(unknown key "to_mvoe")");
}

TEST_CASE("an unknown key inside a section is reported at that key", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("width")", R"("wide")"));
  CHECK(e.where().line == 3);
  CHECK(e.where().column == 12);
  CHECK(e.message() == R"(unknown key "wide")");
}

TEST_CASE("a value of the wrong type is reported at the value", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("black": 1,)", R"("black": "1",)"));
  CHECK(e.where().line == 6);
  CHECK(e.where().column == 26);
  CHECK(e.message() == R"("black" must be an integer)");
}

TEST_CASE("a wrong type inside a list names the entry", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"(["D2"])", R"(["D2", 7])"));
  CHECK(e.where().line == 5);
  CHECK(e.where().column == 53);
  CHECK(e.message() == R"(entry 2 of "white" must be a string)");
}

TEST_CASE("a point off the board is reported at that point", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("C3")", R"("F3")"));
  CHECK(e.where().line == 5);
  CHECK(e.where().column == 30);
  CHECK(e.message() == R"("F3" is not a point of a 5x5 board)");
}

TEST_CASE("a point listed twice is reported at the second listing", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"(["D2"])", R"(["B4"])"));
  CHECK(e.where().line == 5);
  CHECK(e.where().column == 47);
  CHECK(e.message() == "point B4 is listed twice");
}

TEST_CASE("stones without liberties are an input error", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"(["B4", "C3"], "white": ["D2"])", R"(["A5"], "white": ["A4", "B5"])"));
  CHECK(e.where().line == 5);
  CHECK(e.where().column == 24);
  CHECK(e.message() == "the black stones at A5 have no liberty");
}

TEST_CASE("board sizes outside 2..25 are an input error", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("height": 5)", R"("height": 26)"));
  CHECK(e.where().line == 3);
  CHECK(e.where().column == 34);
  CHECK(e.message() == R"("height" must be between 2 and 25)");
}

TEST_CASE("a repeated key is an input error, not a silent overwrite", "[json][errors]") {
  const auto e = error_reading(replaced(kValid, R"("to_move": "white",)", R"("to_move": "white", "to_move": "black",)"));
  CHECK(e.where().line == 4);
  CHECK(e.where().column == 23);
  CHECK(e.message() == R"(duplicate key "to_move")");
}

TEST_CASE("a missing or foreign format tag is an input error", "[json][errors]") {
  CHECK(error_reading(R"({"size": {"width": 5, "height": 5}})").message() == R"(missing key "format")");
  const auto e = error_reading(replaced(kValid, "kiyaku-position/1", "kiyaku-position/2"));
  CHECK(e.where().line == 2);
  CHECK(e.where().column == 13);
  CHECK(error_reading("[1, 2]").message() == "a JSON position must be an object");
}

TEST_CASE("an illegal move in the history is reported with its number", "[json][errors]") {
  const auto e = error_reading(R"({"format": "kiyaku-position/1", "size": {"width": 5, "height": 5},
  "setup": {"black": ["A2", "B1"]},
  "history": [{"color": "white", "vertex": "pass"}, {"color": "white", "vertex": "A1"}]})");
  CHECK(e.where().line == 3);
  CHECK(e.where().column == 53);
  CHECK(e.message() == "move 2 (white A1) is illegal: suicide");
}

TEST_CASE("final stones that contradict the history are an input error", "[json][errors]") {
  const auto e = error_reading(R"({"format": "kiyaku-position/1", "size": {"width": 5, "height": 5},
  "setup": {"black": ["A2"]},
  "history": [{"color": "white", "vertex": "E5"}],
  "stones": {"black": ["A2"], "white": ["E4"]}})");
  CHECK(e.where().line == 4);
  CHECK(e.where().column == 3);
  CHECK_THAT(e.message(), Catch::Contains("at E5: listed empty, history gives white"));
}
