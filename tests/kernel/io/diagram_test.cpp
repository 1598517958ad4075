#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "kernel/io/diagram.hpp"

using namespace kiyaku;
using namespace kiyaku::io;

namespace {

const std::string kDiagramCorpusPath = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";
const std::string kCornersPath = KIYAKU_SOURCE_DIR "/tests/data/diagram/corners.txt";

const std::vector<Document>& diagram_corpus() {
  static const std::vector<Document> docs = read_diagram_corpus(read_text_file(kDiagramCorpusPath), kDiagramCorpusPath);
  return docs;
}

const Document& find_record(const std::vector<Document>& docs, std::string_view id) {
  const auto it = std::find_if(docs.begin(), docs.end(), [&](const Document& d) { return d.id == id; });
  if (it == docs.end()) throw std::runtime_error("no record " + std::string(id));
  return *it;
}

const Document& diagram_record(std::string_view id) { return find_record(diagram_corpus(), id); }

// Board point of fragment cell (col, row), 1-based as in the corpus.
Point cell(const Document& doc, int col, int row) {
  return doc.position.board().point(doc.fragment->x0 + col - 1, doc.fragment->y0 + row - 1);
}

// The fragment's area of a board as text: X black, O white, . empty.
std::vector<std::string> fragment_rows(const Document& doc, const Board& board) {
  std::vector<std::string> rows;
  for (int row = 1; row <= doc.fragment->rows; ++row) {
    std::string line;
    for (int col = 1; col <= doc.fragment->cols; ++col) {
      const Color c = board.at(cell(doc, col, row));
      line += c == Color::black ? 'X' : c == Color::white ? 'O' : '.';
    }
    rows.push_back(line);
  }
  return rows;
}

InputError diagram_error(std::string_view text) {
  try {
    read_diagram_corpus(text, "bad.txt");
  } catch (const InputError& e) { return e; }
  FAIL("expected an InputError for:\n" << text);
  throw std::logic_error("unreachable");
}

// Line number (1-based) of the first line of `text` that starts with `prefix`.
int line_of(const std::string& text, std::string_view prefix) {
  std::istringstream in(text);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (line.rfind(prefix, 0) == 0) return n;
  return 0;
}

}  // namespace

// --- the corpus ---------------------------------------------------------------------------

TEST_CASE("every record of the 1989 corpus is read, with unique ids", "[diagram]") {
  const auto& docs = diagram_corpus();
  REQUIRE(docs.size() == 59);
  std::vector<std::string> ids;
  for (const auto& d : docs) {
    INFO(d.id);
    CHECK(d.format == SourceFormat::diagram);
    CHECK(d.file == kDiagramCorpusPath);
    CHECK(d.position.board().width() == 19);
    CHECK(d.position.board().stone_count(Color::black) + d.position.board().stone_count(Color::white) > 0);
    REQUIRE(d.fragment.has_value());
    ids.push_back(d.id);
  }
  std::sort(ids.begin(), ids.end());
  CHECK(std::adjacent_find(ids.begin(), ids.end()) == ids.end());
  CHECK(docs.front().id == "j89-ref06-1");
  CHECK(docs.front().title == "参考図6<1> 活き石 (two eyes on the edge)");
  CHECK(docs.back().id == "j89-chg07-1");
}

TEST_CASE("every recorded sequence of the corpus replays with its recorded capture counts", "[diagram]") {
  int sequences = 0, counted_moves = 0;
  for (const auto& d : diagram_corpus())
    for (const auto& seq : d.sequences) {
      INFO(d.id << " " << seq.label);
      CHECK_NOTHROW(replay_sequence(d, seq));
      ++sequences;
      counted_moves += static_cast<int>(
          std::count_if(seq.moves.begin(), seq.moves.end(), [](const SequenceMove& m) { return m.captured >= 0; }));
    }
  CHECK(sequences == 24);
  CHECK(counted_moves > 0);
}

TEST_CASE("the fragment line of every corpus record matches the placement read from the glyphs", "[diagram]") {
  for (const auto& d : diagram_corpus()) {
    INFO(d.id);
    const Field* f = d.field("fragment");
    REQUIRE(f);
    // "10 cols x 9 rows; edges: left,top"
    int cols = 0, rows = 0;
    std::istringstream in(f->value);
    std::string word;
    in >> cols >> word >> word >> rows;
    const std::string edges = f->value.substr(f->value.find("edges: ") + 7);
    const Placement& p = *d.fragment;
    CHECK(p.cols == cols);
    CHECK(p.rows == rows);
    CHECK(p.open_top == (edges.find("top") == std::string::npos));
    CHECK(p.open_bottom == (edges.find("bottom") == std::string::npos));
    CHECK(p.open_left == (edges.find("left") == std::string::npos));
    CHECK(p.open_right == (edges.find("right") == std::string::npos));
  }
}

TEST_CASE("the placement of every corpus record matches its origin line", "[diagram]") {
  for (const auto& d : diagram_corpus()) {
    INFO(d.id << ": " << d.field("origin")->value);
    const std::string& origin = d.field("origin")->value;
    const Placement& p = *d.fragment;
    if (origin.rfind("top-left corner", 0) == 0 || origin.rfind("whole left edge", 0) == 0) {
      CHECK((p.x0 == 0 && p.y0 == 0));
    } else if (origin.rfind("bottom-left corner", 0) == 0) {
      // "... fragment row 15 = board row 19 ..."
      const auto at = origin.find("fragment row ");
      REQUIRE(at != std::string::npos);
      int fragment_row = 0, board_row = 0;
      std::istringstream in(origin.substr(at + 13));
      std::string equals, word;
      in >> fragment_row >> equals >> word >> word >> board_row;
      CHECK(p.x0 == 0);
      CHECK(p.y0 == board_row - fragment_row);
    } else if (origin.rfind("top edge, no corner shown", 0) == 0) {
      CHECK(p.y0 == 0);
      CHECK(p.x0 == (19 - p.cols) / 2);
    } else if (origin.rfind("left edge, no corner shown", 0) == 0) {
      CHECK(p.x0 == 0);
      CHECK(p.y0 == (19 - p.rows) / 2);
    } else {
      FAIL("origin line of an unknown kind");
    }
  }
}

TEST_CASE("corner, strip, bottom and edge-only fragments land where their origin lines say", "[diagram]") {
  SECTION("top-left corner with the corner point hidden by a stone") {
    const Placement p = *diagram_record("j89-ex07-1").fragment;
    CHECK((p.x0 == 0 && p.y0 == 0 && p.cols == 8 && p.rows == 6));
    CHECK((!p.open_top && !p.open_left && p.open_bottom && p.open_right));
  }
  SECTION("the left-edge strip of 19 rows touches three edges") {
    const Placement p = *diagram_record("j89-ref11-1").fragment;
    CHECK((p.x0 == 0 && p.y0 == 0 && p.rows == 19));
    CHECK((!p.open_top && !p.open_bottom && !p.open_left && p.open_right));
  }
  SECTION("bottom-left corners end on board row 19") {
    CHECK(diagram_record("j89-chg01-2").fragment->y0 == 4);  // 15 rows: fragment row 15 = board row 19
    CHECK(diagram_record("j89-ex16").fragment->y0 == 3);     // 16 rows
    CHECK(diagram_record("j89-ex17").fragment->y0 == 4);     // corner point hidden by a stone
  }
  SECTION("a fragment showing only the top edge is centred across the board") {
    const Placement p = *diagram_record("j89-ref08-2").fragment;
    CHECK((p.x0 == 5 && p.y0 == 0 && p.cols == 9));
    CHECK((p.open_left && p.open_right && p.open_bottom && !p.open_top));
  }
  SECTION("a fragment showing only the left edge is centred down the board") {
    const Placement p = *diagram_record("j89-ref08-3").fragment;
    CHECK((p.x0 == 0 && p.y0 == 5 && p.rows == 9));
  }
}

TEST_CASE("labels are read from empty points and marks from the marks line", "[diagram]") {
  const Document& d = diagram_record("j89-ex24");
  REQUIRE(d.labels.size() == 3);  // reading order: b (1,1), c (1,3), a (3,4)
  CHECK((d.labels[0].text == "b" && d.labels[0].point == cell(d, 1, 1)));
  CHECK((d.labels[1].text == "c" && d.labels[1].point == cell(d, 1, 3)));
  CHECK((d.labels[2].text == "a" && d.labels[2].point == cell(d, 3, 4)));
  for (const auto& label : d.labels) CHECK(d.position.board().at(label.point) == Color::empty);
  REQUIRE(d.marks.size() == 2);
  CHECK((d.marks[0].glyph == "□" && d.marks[0].point == cell(d, 1, 2)));
  CHECK((d.marks[1].glyph == "△" && d.marks[1].point == cell(d, 2, 1)));

  const Document& seki = diagram_record("j89-ref13");
  REQUIRE(seki.labels.size() == 3);
  CHECK((seki.labels[0].text == "×" && seki.labels[0].point == cell(seki, 2, 1)));
  CHECK((seki.labels[1].text == "×" && seki.labels[1].point == cell(seki, 5, 2)));
  CHECK((seki.labels[2].text == "a" && seki.labels[2].point == cell(seki, 1, 3)));

  const Document& marked = diagram_record("j89-ref17");
  REQUIRE(marked.marks.size() == 2);
  CHECK((marked.marks[0].glyph == "▲" && marked.marks[0].point == cell(marked, 4, 1)));
  CHECK(marked.position.board().at(marked.marks[1].point) == Color::black);
}

TEST_CASE("sequence tokens become moves on board points with their capture counts", "[diagram]") {
  const Document& d = diagram_record("j89-ref11-1");
  REQUIRE(d.sequences.size() == 1);
  const Sequence& seq = d.sequences[0];
  CHECK(seq.label == "<2>-<4>");
  CHECK(seq.where.line ==
        line_of(read_text_file(kDiagramCorpusPath), "  <2>-<4>: W1@(1,2)x1, B2 pass, W3@(3,1), B4@(1,1)x1, W5@(1,17)"));
  CHECK(seq.where.column == 3);
  REQUIRE(seq.moves.size() == 12);
  CHECK(seq.moves[0].move == Move{Color::white, cell(d, 1, 2)});
  CHECK((seq.moves[0].number == 1 && seq.moves[0].captured == 1));
  CHECK(seq.moves[1].move == Move{Color::black, kNoPoint});
  CHECK((seq.moves[1].number == 2 && seq.moves[1].captured == -1));
  CHECK(seq.moves[2].captured == -1);
  CHECK(seq.moves[4].move.point == d.position.board().point(0, 16));  // W5@(1,17)

  const Document& two = diagram_record("j89-ex01");
  REQUIRE(two.sequences.size() == 2);
  CHECK(two.sequences[0].label == "1図-2図 (why black 4 stones live)");
  CHECK(two.sequences[1].label == "3図-結果図 (why the white stone lives)");
  CHECK(two.sequences[1].where.line == two.sequences[0].where.line + 1);
}

TEST_CASE("a replayed sequence shows its captures on the board", "[diagram]") {
  // IV(7) 2図: W1 (2,2), B2 a, W3 (1,1) takes black's two corner stones, B4 (4,1) takes two back.
  const Document& d = diagram_record("j89-chg07-1");
  REQUIRE(d.sequences.size() == 1);
  const Position after = replay_sequence(d, d.sequences[0]);
  CHECK(fragment_rows(d, after.board()) == std::vector<std::string>{
                                               "O.OX.X..",
                                               ".OOX.X..",
                                               "OOOOXX..",
                                               "XXXX....",
                                               "........",
                                               "........",
                                               "........",
                                           });
  CHECK(after.board().captures_by(Color::white) == 2);
  CHECK(after.board().captures_by(Color::black) == 2);
  CHECK(after.history().size() == 5);
  CHECK(d.position.board().captures_by(Color::white) == 0);  // the document is untouched
}

TEST_CASE("to_move, title and every field are kept, unknown keys included", "[diagram]") {
  CHECK(diagram_record("j89-ref06-1").position.to_move() == Color::empty);
  CHECK(diagram_record("j89-ref18-1").position.to_move() == Color::black);
  const Document& d = diagram_record("j89-ex24");
  const Field* expect = d.field("expect_1989");
  REQUIRE(expect);
  CHECK(expect->value.empty());
  REQUIRE(expect->block.size() == 10);
  CHECK(expect->block[0] == ".DSSxx----");
  CHECK(d.field("confidence")->value == "high");
  CHECK(d.field("board")->block.size() == 10);
  CHECK(d.field("id")->where.line == line_of(read_text_file(kDiagramCorpusPath), "id: j89-ex24"));

  const auto docs = read_diagram_corpus(
      "id: x\r\nsize: 5\r\nboard:\r\n┬┬┬  \r\n┼●┼\r\nmy_key: kept\r\nlist:\r\n  one\r\n", "crlf.txt");
  REQUIRE(docs.size() == 1);
  CHECK(docs[0].field("my_key")->value == "kept");
  CHECK(docs[0].field("list")->block == std::vector<std::string>{"  one"});
  CHECK(docs[0].position.to_move() == Color::empty);  // no to_move line: nobody is to move
  CHECK(docs[0].fragment->x0 == 1);                   // 3 columns on 5 lines, centred
}

// --- placement from fixtures ----------------------------------------------------------------

TEST_CASE("a corner fragment turned into each of the four corners lands in that corner", "[diagram]") {
  const auto docs = read_diagram_corpus(read_text_file(kCornersPath), kCornersPath);
  REQUIRE(docs.size() == 4);
  const Document& top_left = find_record(docs, "corner-top-left");
  struct Expected {
    const char* id;
    int x0, y0, turns;  // clockwise quarter turns from the top-left record
  };
  for (const Expected e : {Expected{"corner-top-left", 0, 0, 0}, Expected{"corner-top-right", 5, 0, 1},
                           Expected{"corner-bottom-right", 4, 5, 2}, Expected{"corner-bottom-left", 0, 4, 3}}) {
    INFO(e.id);
    const Document& d = find_record(docs, e.id);
    CHECK(d.fragment->x0 == e.x0);
    CHECK(d.fragment->y0 == e.y0);
    const Board& turned = d.position.board();
    const Board after = replay_sequence(d, d.sequences.at(0)).board();
    const Board after_top_left = replay_sequence(top_left, top_left.sequences.at(0)).board();
    // Turning the top-left board e.turns times clockwise gives this record's board, before
    // and after the sequence, and the same for its label and frame.
    const auto turn = [&](Point p) {
      Coord c = top_left.position.board().coord(p);
      for (int i = 0; i < e.turns; ++i) c = Coord{8 - c.y, c.x};
      return turned.point(c);
    };
    for (Point p : top_left.position.board().points()) {
      CHECK(turned.at(turn(p)) == top_left.position.board().at(p));
      CHECK(after.at(turn(p)) == after_top_left.at(p));
      CHECK(d.position.frame().contains(turn(p)) == top_left.position.frame().contains(p));
    }
    REQUIRE(d.labels.size() == 1);
    CHECK(d.labels[0].point == turn(top_left.labels[0].point));
  }
  // (1,4) stands on an open side; (4,1), (3,2) and (2,3) touch empty points joined to the
  // open sides that no black stone touches. The black stones touch only contested points.
  CHECK(top_left.position.frame().to_vector() ==
        std::vector<Point>{cell(top_left, 4, 1), cell(top_left, 3, 2), cell(top_left, 2, 3), cell(top_left, 1, 4)});
}

TEST_CASE("the frame holds every string on an open side or next to the open area", "[diagram]") {
  // Open sides: right and bottom. Black (5,2) and white (4,4) stand on them; the white string
  // around the corner touches the empty open cell (1,4); the black corner string touches neither.
  const auto docs = read_diagram_corpus(
      "id: frame\n"
      "size: 9\n"
      "board:\n"
      "┌●○┬┬┬\n"
      "●●○┼●●\n"
      "○○○┼●┼\n"
      "├┼┼○○○\n",
      "frame.txt");
  const Document& d = docs.at(0);
  PointSet expected;
  const std::vector<std::pair<int, int>> cells{{5, 2}, {6, 2}, {5, 3}, {4, 4}, {5, 4}, {6, 4},
                                               {3, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}};
  for (const auto& [col, row] : cells) expected.insert(cell(d, col, row));
  CHECK(d.position.frame() == expected);
  // The open area: everything beyond the fragment plus the empty cells of the open sides.
  const Board& b = d.position.board();
  CHECK(d.position.open_area().contains(cell(d, 6, 1)));
  CHECK(d.position.open_area().contains(cell(d, 1, 4)));
  CHECK(d.position.open_area().contains(b.point(8, 8)));
  CHECK_FALSE(d.position.open_area().contains(cell(d, 4, 2)));
  CHECK_FALSE(d.position.open_area().contains(cell(d, 1, 1)));
}

TEST_CASE("an axis with no edge shown is centred, rounding down", "[diagram]") {
  const auto docs = read_diagram_corpus("id: centred\nsize: 9\nboard:\n┬┬┬┬\n┼●┼┼\n", "centred.txt");
  const Placement& p = *docs.at(0).fragment;
  CHECK(p.x0 == 2);  // (9 - 4) / 2
  CHECK(p.y0 == 0);
  CHECK((p.open_left && p.open_right && p.open_bottom && !p.open_top));
  CHECK(docs.at(0).position.board().at(docs.at(0).position.board().point(3, 1)) == Color::black);
}

// --- malformed input: file, line and column ---------------------------------------------------

TEST_CASE("malformed board rows are reported at the offending point", "[diagram]") {
  SECTION("a row shorter than the first") {
    const auto e = diagram_error("id: ragged\nsize: 9\nboard:\n┌┬┬┬┬\n├┼┼┼\n");
    CHECK(e.where().file == "bad.txt");
    CHECK(e.where().line == 5);
    CHECK(e.where().column == 5);
    CHECK(e.message() == "board row has 4 points, the first row has 5");
  }
  SECTION("a row longer than the first") {
    const auto e = diagram_error("id: ragged\nsize: 9\nboard:\n┌┬┬┬┬\n├┼┼┼┼\n├┼┼┼┼┼\n");
    CHECK(e.where().line == 6);
    CHECK(e.where().column == 6);
  }
  SECTION("an unknown glyph") {
    const auto e = diagram_error("id: glyph\nsize: 9\nboard:\n┌┬┬┬┬\n├┼+┼┼\n");
    CHECK(e.where().line == 5);
    CHECK(e.where().column == 3);
    CHECK(e.message().rfind("unknown glyph '+'", 0) == 0);
  }
  SECTION("a string without liberties") {
    const auto e = diagram_error("id: dead\nsize: 9\nboard:\n┌○●●○┬\n├┼○○┼┼\n");
    CHECK(e.where().line == 4);
    CHECK(e.where().column == 3);
    CHECK(e.message() == "this black string of 2 stone(s) has no liberty");
  }
  SECTION("a fragment larger than the board") {
    const auto e = diagram_error("id: big\nsize: 3\nboard:\n┌┬┐\n├┼┤\n├┼┤\n└┴┘\n");
    CHECK(e.where().line == 7);
    CHECK(e.where().column == 1);
  }
  SECTION("invalid UTF-8") {
    const auto e = diagram_error("id: bytes\nsize: 9\nboard:\n┌┬\xff┬\n");
    CHECK(e.where().line == 4);
    CHECK(e.where().column == 3);
  }
}

TEST_CASE("edge glyphs that contradict each other are reported at the contradicting glyph", "[diagram]") {
  SECTION("a top-edge glyph in a middle row") {
    const auto e = diagram_error("id: edges\nsize: 9\nboard:\n┌┬┬┬┬\n├┼┬┼┼\n├┼┼┼┼\n");
    CHECK(e.where().line == 5);
    CHECK(e.where().column == 3);
    CHECK(e.message() == "┬ draws the top edge of the board, but it is not in the top row of the fragment");
  }
  SECTION("an open glyph beside top-edge glyphs in the top row") {
    const auto e = diagram_error("id: edges\nsize: 9\nboard:\n┬┼┬┬┬\n┼┼┼┼┼\n");
    CHECK(e.where().line == 4);
    CHECK(e.where().column == 2);
    CHECK(e.message() == "┼ does not draw the top edge of the board, which ┬ at (1,1) draws");
  }
  SECTION("a left-edge glyph below an open cell of the first column") {
    const auto e = diagram_error("id: edges\nsize: 9\nboard:\n┬┬┬\n┼┼┼\n├┼┼\n");
    CHECK(e.where().line == 6);
    CHECK(e.where().column == 1);
    CHECK(e.message() == "├ draws the left edge of the board, but ┬ at (1,1) does not");
  }
  SECTION("both vertical edges on a fragment shorter than the board") {
    const auto e = diagram_error("id: edges\nsize: 9\nboard:\n┌┬┬\n├┼┼\n└┴┴\n");
    CHECK(e.where().line == 6);
    CHECK(e.where().column == 1);
    CHECK(e.message() == "the fragment shows both the top and the bottom edge, so it needs 9 rows, not 3");
  }
  SECTION("a fragment as tall as the board whose top row is drawn open") {
    const auto e = diagram_error("id: edges\nsize: 2\nboard:\n┼┼\n└┴\n");
    CHECK(e.where().line == 4);
    CHECK(e.where().column == 1);
  }
}

TEST_CASE("malformed sequence tokens are reported at their column", "[diagram]") {
  const std::string head = "id: seq\nsize: 9\nboard:\n┌┬┬┬┬\n├┼┼┼┼\nsequence:\n";
  struct Case {
    const char* line;
    int column;
    const char* message;
  };
  // Columns count code points: 図 is one column.
  for (const Case c : {
           Case{"  1図: B1@(1,1), W2@(2;1)", 22, "expected ',' between column and row"},
           Case{"  1図: X1@(1,1)", 7, "a move starts with B or W"},
           Case{"  1図: B1 pas", 9, "expected '@(column,row)' or ' pass' after the move number"},
           Case{"  1図: B1@(6,1)", 10, "(6,1) is outside the 5 x 2 fragment"},
           Case{"  1図: B1@(1,1)x", 16, "expected the number of captured stones after 'x'"},
           // More than the JSON position reader accepts would break the JSON round trip (fuzz_diagram).
           Case{"  1図: B1@(1,1)x30000", 16, "a move captures at most 703 stones"},
           Case{"  1図: B100001@(1,1)", 8, "a move number is at most 100000"},
           Case{"  1図: B1@(1,1) W2 pass", 16, "expected ',' or the end of the line after a move"},
           Case{"  1図 B1@(1,1)", 3, "a sequence line reads '<label>: <move>, <move>, ...'"},
       }) {
    INFO(c.line);
    const auto e = diagram_error(head + c.line + "\n");
    CHECK(e.where().line == 7);
    CHECK(e.where().column == c.column);
    CHECK(e.message() == c.message);
  }
}

TEST_CASE("record structure errors name the line and column", "[diagram]") {
  SECTION("a record without board") {
    const auto e = diagram_error("# comment\nid: noboard\nsize: 9\n");
    CHECK(e.where().line == 2);
    CHECK(e.where().column == 0);
    CHECK(e.message() == "record 'noboard' has no 'board:'");
  }
  SECTION("a size out of range") {
    for (const char* size : {"1", "26", "nine", "0x10"}) {
      INFO(size);
      const auto e = diagram_error(std::string("id: s\nsize: ") + size + "\nboard:\n┌┬\n");
      CHECK(e.where().line == 2);
      CHECK(e.where().column == 7);
    }
  }
  SECTION("a record that does not start with id") {
    const auto e = diagram_error("id: a\nsize: 9\nboard:\n┌┬\n\ntitle: b\n");
    CHECK(e.where().line == 6);
    CHECK(e.where().column == 1);
  }
  SECTION("a stray line after a key with a value") {
    const auto e = diagram_error("id: a\nsize: 9\nstray\n");
    CHECK(e.where().line == 3);
    CHECK(e.where().column == 1);
  }
  SECTION("a duplicate key the reader interprets") {
    const auto e = diagram_error("id: a\nsize: 9\nsize: 7\nboard:\n┌┬\n");
    CHECK(e.where().line == 3);
    CHECK(e.message() == "duplicate 'size:' (first on line 2)");
  }
  SECTION("a duplicate record id") {
    const auto e = diagram_error("id: a\nsize: 9\nboard:\n┌┬\n\nid: a\nsize: 9\nboard:\n┌┬\n");
    CHECK(e.where().line == 6);
  }
  SECTION("an unknown to_move") {
    const auto e = diagram_error("id: a\nsize: 9\nto_move: maybe\nboard:\n┌┬\n");
    CHECK(e.where().line == 3);
    CHECK(e.where().column == 10);
  }
  SECTION("a mark on a stone of the other colour") {
    const auto e =
        diagram_error("id: a\nsize: 9\nboard:\n┌●○┬\n├┼┼┼\nmarks: △ on white stone (3,1); □ on white stone (2,1)\n");
    CHECK(e.where().line == 6);
    CHECK(e.where().column == 32);
    CHECK(e.message() == "mark □ is on (2,1), which holds a black stone, not a white one");
  }
}

// --- replay errors ---------------------------------------------------------------------------

TEST_CASE("replay refuses occupied points, suicide, an immediate ko retake and a wrong capture count", "[diagram]") {
  // 参考図9's corner: white (1,2) takes the ko at (1,1).
  const std::string head =
      "id: ko\nsize: 19\nboard:\n"
      "●○┬●○┬┬\n"
      "├●●●○┼┼\n"
      "●●○○○┼┼\n"
      "○○○┼┼┼┼\n"
      "├┼┼┼┼┼┼\n"
      "sequence:\n";
  const auto replay_error = [&](const std::string& moves) {
    const auto docs = read_diagram_corpus(head + "  test: " + moves + "\n", "ko.txt");
    try {
      replay_sequence(docs.at(0), docs.at(0).sequences.at(0));
    } catch (const InputError& e) {
      CHECK(e.where().line == 10);
      CHECK(e.where().column == 3);
      return e.message();
    }
    return std::string("no error");
  };
  CHECK(replay_error("W1@(1,2)x1, B2@(1,1)x1") ==
        "move B2 at (1,1): it retakes the ko at once (a pass or another play must come first)");
  CHECK(replay_error("W1@(1,2)x1, B2 pass, W3 pass, B4@(1,1)x1") == "no error");
  CHECK(replay_error("W1@(2,1)") == "move W1 at (2,1): the point is occupied");
  CHECK(replay_error("W1@(3,1)") == "move W1 at (3,1): the play would be suicide");
  CHECK(replay_error("W1@(1,2)x2") == "move W1 captured 1 stone, record says 2");
  CHECK(replay_error("W1@(1,2), B2 pass, W3@(3,1)x5") == "move W3 captured 6 stones, record says 5");
}

TEST_CASE("an expectation map must have a letter for every cell of the board diagram", "[diagram][errors]") {
  const std::string head = "id: m\nsize: 9\nboard:\n┌┬┬\n├●┼\n├┼┼\n";
  CHECK_NOTHROW(read_diagram_corpus(head + "expect_1989:\n---\n-A-\n---\n", "ok.txt"));
  const auto short_row = diagram_error(head + "expect_1989:\n---\n-A\n---\n");
  CHECK(short_row.where().line == 9);
  CHECK(short_row.where().column == 3);
  CHECK(short_row.message() ==
        "this row of the expect_1989 map has 2 cells; the board diagram has 3 columns and 3 rows");
  const auto long_row = diagram_error(head + "expect_1949:\n---\n-A--\n---\n");
  CHECK(long_row.where().line == 9);
  CHECK(long_row.where().column == 4);
  const auto rows = diagram_error(head + "expect_1989:\n---\n-A-\n");
  CHECK(rows.where().line == 7);
  CHECK(rows.message() == "the expect_1989 map has 2 rows; the board diagram has 3 columns and 3 rows");
  CHECK_NOTHROW(read_diagram_corpus(head + "expect_1989: none (verdict not available)\n", "ok.txt"));
  // The text's own map (text_<era>, beside a cited map that departs from it) is held to the same shape.
  const auto text_row = diagram_error(head + "text_1989:\n---\n-S\n---\ntext_note: how\n");
  CHECK(text_row.message() == "this row of the text_1989 map has 2 cells; the board diagram has 3 columns and 3 rows");
  CHECK_NOTHROW(read_diagram_corpus(head + "text_1989:\n---\n-S-\n---\ntext_note: how\n", "ok.txt"));
}

TEST_CASE("a fragment: line must describe the board diagram it stands beside", "[diagram][errors]") {
  const std::string board = "board:\n┌┬┬\n├●┼\n├┼┼\n";
  CHECK_NOTHROW(read_diagram_corpus("id: f\nsize: 9\nfragment: 3 cols x 3 rows; edges: top,left\n" + board, "ok.txt"));
  const auto rows = diagram_error("id: f\nsize: 9\nfragment: 3 cols x 4 rows; edges: left,top\n" + board);
  CHECK(rows.where().line == 3);
  CHECK(rows.where().column == 11);
  CHECK(rows.message() ==
        "the fragment line says '3 cols x 4 rows; edges: left,top', but the board diagram shows "
        "3 cols x 3 rows; edges: left,top");
  CHECK_THAT(diagram_error("id: f\nsize: 9\nfragment: 3 cols x 3 rows; edges: left\n" + board).message(),
             Catch::EndsWith("shows 3 cols x 3 rows; edges: left,top"));
}
