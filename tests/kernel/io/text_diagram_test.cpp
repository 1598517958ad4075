#include <catch2/catch.hpp>

#include "kernel/io/text_diagram.hpp"
#include "kernel/vertex.hpp"
#include "tests/kernel/io/ko_fight.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;
using namespace kiyaku::io;

namespace {

using kiyaku::test::at;

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

TEST_CASE("a 5x5 position is drawn with coordinates, frame stones, labels and its facts", "[text_diagram]") {
  Board board(5);
  board.set_stone(at(board, "B4"), Color::black);
  board.set_stone(at(board, "C3"), Color::black);
  board.set_stone(at(board, "D2"), Color::white);
  Document doc;
  doc.id = "five";
  doc.title = "small";
  doc.position = Position(board);
  doc.position.set_to_move(Color::white);
  doc.position.add_prisoners(Color::black, 1);
  PointSet frame;
  frame.insert(at(board, "D2"));
  doc.position.set_frame(frame);
  doc.labels = {{at(board, "A1"), "a"}};
  doc.info.komi = 0.5;
  doc.fragment = Placement{0, 1, 4, 4, true, false, false, true};
  doc.illegal = IllegalMove{3, {Color::black, at(board, "E5")}, PlayCheck::suicide, {}};
  CHECK(render_text(doc) ==
        "   A B C D E\n"
        " 5 . . . . . 5\n"
        " 4 . X . . . 4\n"
        " 3 . . X . . 3\n"
        " 2 . . . o . 2\n"
        " 1 a . . . . 1\n"
        "   A B C D E\n"
        "legend: X black, O white, x o frame stones, . empty, + star point\n"
        "id: five\n"
        "title: small\n"
        "size: 5x5\n"
        "to move: white\n"
        "prisoners: black took 1, white took 0\n"
        "komi: 0.5\n"
        "fragment: A4-D1 (4 cols x 4 rows), open sides: top right\n"
        "labels: A1 a\n"
        "illegal move: 3 black E5 (suicide)\n");
}

TEST_CASE("a fragment read with the board beyond untouched says so on its fragment line", "[text_diagram]") {
  Document doc;
  doc.position = Position(Board(5));
  doc.fragment = Placement{0, 0, 3, 3, false, true, false, true};
  CHECK(render_text(doc).find("open sides: bottom right\n") != std::string::npos);
  doc.position.set_beyond(Beyond::untouched);
  CHECK(render_text(doc).find("open sides: bottom right, beyond: untouched\n") != std::string::npos);
}

TEST_CASE("a 19x19 position shows star points and skips the letter I", "[text_diagram]") {
  Board board(19);
  for (const char* v : {"Q16", "D4"}) board.set_stone(at(board, v), Color::black);
  for (const char* v : {"D16", "K10", "Q4"}) board.set_stone(at(board, v), Color::white);
  Document doc;
  doc.id = "corners";
  doc.position = Position(board);
  doc.position.set_to_move(Color::empty);
  doc.marks = {{at(board, "K10"), "^"}};
  CHECK(render_text(doc) ==
        "   A B C D E F G H J K L M N O P Q R S T\n"
        "19 . . . . . . . . . . . . . . . . . . . 19\n"
        "18 . . . . . . . . . . . . . . . . . . . 18\n"
        "17 . . . . . . . . . . . . . . . . . . . 17\n"
        "16 . . . O . . . . . + . . . . . X . . . 16\n"
        "15 . . . . . . . . . . . . . . . . . . . 15\n"
        "14 . . . . . . . . . . . . . . . . . . . 14\n"
        "13 . . . . . . . . . . . . . . . . . . . 13\n"
        "12 . . . . . . . . . . . . . . . . . . . 12\n"
        "11 . . . . . . . . . . . . . . . . . . . 11\n"
        "10 . . . + . . . . . O . . . . . + . . . 10\n"
        " 9 . . . . . . . . . . . . . . . . . . . 9\n"
        " 8 . . . . . . . . . . . . . . . . . . . 8\n"
        " 7 . . . . . . . . . . . . . . . . . . . 7\n"
        " 6 . . . . . . . . . . . . . . . . . . . 6\n"
        " 5 . . . . . . . . . . . . . . . . . . . 5\n"
        " 4 . . . X . . . . . + . . . . . O . . . 4\n"
        " 3 . . . . . . . . . . . . . . . . . . . 3\n"
        " 2 . . . . . . . . . . . . . . . . . . . 2\n"
        " 1 . . . . . . . . . . . . . . . . . . . 1\n"
        "   A B C D E F G H J K L M N O P Q R S T\n"
        "legend: X black, O white, x o frame stones, . empty, + star point\n"
        "id: corners\n"
        "size: 19x19\n"
        "to move: none\n"
        "prisoners: black took 0, white took 0\n"
        "komi: none\n"
        "marks: K10 ^\n");
}

TEST_CASE("the widest board's columns run A to Z without I", "[text_diagram]") {
  Document doc;
  doc.position = Position(Board(25, 2));
  CHECK(first_line(render_text(doc)) == "   A B C D E F G H J K L M N O P Q R S T U V W X Y Z");
}

TEST_CASE("a 9x9 board marks its 3-3 points and the centre as star points", "[text_diagram]") {
  Document doc;
  doc.position = Position(Board(9));
  const std::string text = render_text(doc);
  CHECK_THAT(text, Catch::Contains(" 7 . . + . . . + . . 7\n"));
  CHECK_THAT(text, Catch::Contains(" 5 . . . . + . . . . 5\n"));
  CHECK_THAT(text, Catch::Contains(" 4 . . . . . . . . . 4\n"));
}

TEST_CASE("a multi-byte label is drawn by its first character only", "[text_diagram]") {
  Document doc;
  doc.position = Position(Board(3));
  const Board& b = doc.position.board();
  doc.labels = {{at(b, "B2"), "×"}, {at(b, "C1"), "12"}};
  const std::string text = render_text(doc);
  CHECK_THAT(text, Catch::Contains(" 2 . × . 2\n"));
  CHECK_THAT(text, Catch::Contains(" 1 . . 1 1\n"));
}

TEST_CASE("a fresh ko capture is named under the board", "[text_diagram]") {
  Document doc;
  doc.position = Position(Board(5));
  test::play_ko_fight(doc.position);
  const std::string text = render_text(doc);
  CHECK_THAT(text, Catch::Contains(" 3 X O . O . 3\n"));
  CHECK_THAT(text, Catch::Contains("\nprisoners: black took 0, white took 1\n"));
  CHECK_THAT(text, Catch::Contains("\nko: black may not retake at C3\n"));
}
