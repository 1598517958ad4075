#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <random>

#include "kernel/io/sgf.hpp"
#include "kernel/vertex.hpp"

using namespace kiyaku;
using io::Document;
using io::read_sgf;

namespace {

Document read(std::string_view sgf, std::optional<int> node = std::nullopt) {
  return read_sgf(sgf, "games/test.sgf", io::SgfOptions{node});
}

// The stone at an SGF point ("cb" = column c, row b from the top).
Color stone(const Document& doc, std::string_view sgf_point) {
  const Board& b = doc.position.board();
  return b.at(b.point(sgf_point[0] - 'a', sgf_point[1] - 'a'));
}

io::InputError sgf_error(std::string_view sgf, std::optional<int> node = std::nullopt) {
  try {
    read(sgf, node);
  } catch (const io::InputError& e) { return e; }
  FAIL("no InputError for: " << sgf);
  throw std::logic_error("unreachable");
}

// line:column of the error, for exact location assertions.
std::pair<int, int> error_location(std::string_view sgf, std::optional<int> node = std::nullopt) {
  const auto e = sgf_error(sgf, node);
  INFO(e.what());
  CHECK(e.where().file == "games/test.sgf");
  return {e.where().line, e.where().column};
}

using Loc = std::pair<int, int>;

}  // namespace

// --- syntax ----------------------------------------------------------------

TEST_CASE("escaped brackets and backslashes and soft line breaks are read as text", "[sgf]") {
  const auto doc = read("(;GN[Kato \\] Shin \\\\ x]PB[Hon\\\ninbo]C[comment with \\] inside];B[aa])");
  CHECK(doc.title == "Kato ] Shin \\ x");
  CHECK(doc.info.black_player == "Honinbo");
  CHECK(stone(doc, "aa") == Color::black);
}

TEST_CASE("whitespace may stand between every token", "[sgf]") {
  const auto doc = read(" \n( ; SZ [5] \n ; B\t[aa] \r\n ; W [cc] AB [dd] \n [ee] )\n");
  CHECK(stone(doc, "aa") == Color::black);
  CHECK(stone(doc, "cc") == Color::white);
  CHECK(stone(doc, "dd") == Color::black);
  CHECK(stone(doc, "ee") == Color::black);
}

TEST_CASE("old-style property identifiers keep only their upper-case letters", "[sgf]") {
  const auto doc = read("(;GaMe[1]SiZe[9]AddBlack[aa]AddWhite[ib];Black[cc];White[dd])");
  CHECK(doc.position.board().width() == 9);
  CHECK(stone(doc, "aa") == Color::black);
  CHECK(stone(doc, "ib") == Color::white);
  CHECK(stone(doc, "cc") == Color::black);
  CHECK(stone(doc, "dd") == Color::white);
}

TEST_CASE("compressed point lists fill the rectangle between their corners", "[sgf]") {
  const auto doc = read("(;FF[4]SZ[5]AB[aa:bc]AW[ee:de][ca])");
  CHECK(doc.position.board().stone_count(Color::black) == 6);
  CHECK(stone(doc, "bc") == Color::black);
  CHECK(stone(doc, "ab") == Color::black);
  CHECK(doc.position.board().stone_count(Color::white) == 3);
  CHECK(stone(doc, "de") == Color::white);
  CHECK(stone(doc, "ca") == Color::white);
}

TEST_CASE("the main line takes the first variation at every branching", "[sgf]") {
  const auto doc = read("(;SZ[5];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee];B[ea]))(;SZ[9];B[ii])");
  CHECK(doc.position.board().width() == 5);
  CHECK(stone(doc, "aa") == Color::black);
  CHECK(stone(doc, "bb") == Color::white);
  CHECK(stone(doc, "cc") == Color::black);
  CHECK(stone(doc, "dd") == Color::empty);
  CHECK(stone(doc, "ee") == Color::empty);
  CHECK(doc.position.history().size() == 4);
}

TEST_CASE("variations off the main line must still be well-formed", "[sgf]") {
  CHECK(error_location("(;B[aa](;W[bb])(;W[cc]\n 5))") == Loc{2, 2});
  CHECK(error_location("(;B[aa](;W[bb]);W[cc])") == Loc{1, 16});
  CHECK(error_location("(;B[aa])(;W[bb]") == Loc{1, 16});
}

TEST_CASE("a node may not follow a closed variation", "[sgf]") {
  const auto e = sgf_error("(;B[aa](;W[bb]);W[cc])");
  CHECK_THAT(e.message(), Catch::Contains("after a variation"));
}

// --- moves and passes --------------------------------------------------------

TEST_CASE("an empty move value is a pass", "[sgf]") {
  const auto doc = read("(;SZ[9];B[ee];W[];B[])");
  CHECK(doc.position.consecutive_passes() == 2);
  CHECK(doc.position.board().stone_count(Color::black) == 1);
  CHECK(doc.position.to_move() == Color::white);
}

TEST_CASE("tt is a pass on boards up to 19x19 and a point on larger boards", "[sgf]") {
  const auto small = read("(;SZ[19];B[tt];W[tt])");
  CHECK(small.position.consecutive_passes() == 2);
  CHECK(small.position.board().stone_count(Color::black) == 0);

  const auto large = read("(;SZ[21];B[tt];W[])");
  CHECK(stone(large, "tt") == Color::black);
  CHECK(gtp_vertex(large.position.board(), large.position.board().point(19, 19)) == "U2");
  CHECK(large.position.consecutive_passes() == 1);
}

TEST_CASE("line breaks inside a point value are ignored, as column-wrapped old files need", "[sgf]") {
  const auto doc = read("(;SZ[9];B[dc\r\n];W[\nee]AB[a\na:bb])");
  CHECK(stone(doc, "dc") == Color::black);
  CHECK(stone(doc, "ee") == Color::white);
  CHECK(stone(doc, "ab") == Color::black);
  CHECK(error_location("(;SZ[9];B[d c])") == Loc{1, 11});
}

TEST_CASE("a rectangular board takes width then height", "[sgf]") {
  const auto doc = read("(;FF[4]SZ[7:5];B[ge];W[ae])");
  CHECK(doc.position.board().width() == 7);
  CHECK(doc.position.board().height() == 5);
  CHECK(stone(doc, "ge") == Color::black);
  CHECK(error_location("(;FF[4]SZ[7:5];B[eg])") == Loc{1, 18});
}

TEST_CASE("setup after moves is applied and recorded as a setup state", "[sgf]") {
  const auto doc = read("(;SZ[5];B[aa];W[ee];AW[bb]AE[aa];B[cc])");
  CHECK(stone(doc, "aa") == Color::empty);
  CHECK(stone(doc, "bb") == Color::white);
  CHECK(stone(doc, "cc") == Color::black);
  const auto& history = doc.position.history();
  REQUIRE(history.size() == 5);  // root setup, B, W, setup, B
  CHECK(history[3].setup);
  CHECK_FALSE(history[4].setup);
  CHECK(doc.position.to_move() == Color::white);
}

TEST_CASE("setup that leaves a chain without liberties names the chain", "[sgf]") {
  const auto root = sgf_error("(;SZ[5]AB[aa]AW[ab][ba])");
  CHECK_THAT(root.message(), Catch::Contains("A5"));
  CHECK(root.where().column == 8);
  const auto later = sgf_error("(;SZ[5];B[aa];W[ab]\n;AW[ba])");
  CHECK_THAT(later.message(), Catch::Contains("A5"));
  CHECK(later.where().line == 2);
  CHECK(later.where().column == 2);
}

// --- game info and the side to move ---------------------------------------------

TEST_CASE("game info properties are read into the document", "[sgf]") {
  const auto doc = read(
      "(;GM[1]FF[4]SZ[19]KM[6.5]HA[0]RE[W+R]RU[Japanese]PB[Honinbo Shusaku]PW[Gennan Inseki]"
      "DT[1846-09-11]EV[Castle game];B[qd])");
  REQUIRE(doc.info.komi);
  CHECK(*doc.info.komi == 6.5);
  CHECK(doc.info.handicap == 0);
  CHECK(doc.info.result == "W+R");
  CHECK(doc.info.rules == "Japanese");
  CHECK(doc.info.date == "1846-09-11");
  CHECK(doc.title == "Castle game: Honinbo Shusaku - Gennan Inseki");
  CHECK(doc.id == "test");
  CHECK(doc.file == "games/test.sgf");
  CHECK(doc.format == io::SourceFormat::sgf);
}

TEST_CASE("the title is GN when present, else the players, else the file stem", "[sgf]") {
  CHECK(read("(;GN[Ear-reddening game]EV[x]PB[a]PW[b])").title == "Ear-reddening game");
  CHECK(read("(;PB[Shusaku]PW[Gennan])").title == "Shusaku - Gennan");
  CHECK(read("(;SZ[9])").title == "test");
}

TEST_CASE("komi may be whole, decimal or zero, and garbage komi is an error", "[sgf]") {
  CHECK(*read("(;KM[0])").info.komi == 0.0);
  CHECK(*read("(;KM[5.])").info.komi == 5.0);
  CHECK(*read("(;KM[-3.5])").info.komi == -3.5);
  CHECK_FALSE(read("(;SZ[9])").info.komi);
  CHECK(error_location("(;SZ[9]\n\nKM[six])") == Loc{3, 4});
  CHECK(error_location("(;KM[nan])") == Loc{1, 6});
}

TEST_CASE("PL decides the side to move, else the last move, else handicap", "[sgf]") {
  CHECK(read("(;SZ[9];B[aa];W[bb])").position.to_move() == Color::black);
  CHECK(read("(;SZ[9];B[aa];W[bb]PL[W])").position.to_move() == Color::white);
  CHECK(read("(;SZ[9]AB[aa]PL[W])").position.to_move() == Color::white);
  CHECK(read("(;SZ[9]AB[cc][gg])").position.to_move() == Color::black);
  CHECK(read("(;SZ[9]HA[2]AB[cc][gg])").position.to_move() == Color::white);
  CHECK(read("(;SZ[9]HA[2]AB[cc][gg];W[ee];B[dd])").position.to_move() == Color::white);
  CHECK(read("(;SZ[9]HA[2]AB[cc][gg])").info.handicap == 2);
  CHECK(error_location("(;PL[X])") == Loc{1, 6});
}

TEST_CASE("GM other than 1 is not a Go record", "[sgf]") {
  CHECK(error_location("(;GM[2]SZ[19])") == Loc{1, 6});
  CHECK(read("(;GM[1])").position.board().width() == 19);
}

TEST_CASE("board sizes outside 2-25 are refused at the SZ value", "[sgf]") {
  CHECK(error_location("(;SZ[1])") == Loc{1, 6});
  CHECK(error_location("(;FF[4]\n SZ[26])") == Loc{2, 5});
  CHECK(error_location("(;SZ[30:5])") == Loc{1, 6});
  CHECK(error_location("(;SZ[99999999999999999999])") == Loc{1, 6});
  CHECK(read("(;SZ[2])").position.board().width() == 2);
  CHECK(read("(;SZ[25])").position.board().width() == 25);
}

TEST_CASE("SZ outside the root node is an error", "[sgf]") { CHECK(error_location("(;B[aa];SZ[9])") == Loc{1, 9}); }

// --- node selection -------------------------------------------------------------

TEST_CASE("a node of the main line can be selected, the last by default", "[sgf]") {
  const std::string sgf = "(;SZ[5]AB[aa];W[bb];B[cc];W[dd])";
  CHECK(read(sgf, 0).position.board().stone_count(Color::white) == 0);
  CHECK(read(sgf, 0).position.to_move() == Color::black);
  const auto second = read(sgf, 2);
  CHECK(stone(second, "cc") == Color::black);
  CHECK(stone(second, "dd") == Color::empty);
  CHECK(second.position.to_move() == Color::white);
  CHECK(stone(read(sgf), "dd") == Color::white);
  CHECK(stone(read(sgf, 3), "dd") == Color::white);
}

TEST_CASE("selecting a node past the end says how many nodes there are", "[sgf]") {
  const std::string sgf = "(;SZ[5];W[bb];B[cc];W[dd])";
  const auto e = sgf_error(sgf, 4);
  CHECK(e.where().line == 0);
  CHECK_THAT(e.message(), Catch::Contains("4 nodes"));
  CHECK(sgf_error(sgf, -1).where().line == 0);
}

TEST_CASE("values are checked beyond the selected node", "[sgf]") {
  CHECK(error_location("(;SZ[5];B[aa]\n;W[zz])", 1) == Loc{2, 4});
}

// --- illegal moves --------------------------------------------------------------

TEST_CASE("a suicide stops the replay and is reported with its move number", "[sgf]") {
  const auto doc = read("(;SZ[5]AB[ba][ab]\n;B[dd];W[]\n;B[ee];W[aa];B[cc])");
  REQUIRE(doc.illegal);
  CHECK(doc.illegal->number == 4);
  CHECK(doc.illegal->reason == PlayCheck::suicide);
  CHECK(doc.illegal->move == Move{Color::white, doc.position.board().point(0, 0)});
  CHECK(doc.illegal->where.line == 3);
  CHECK(doc.illegal->where.column == 10);
  CHECK(stone(doc, "aa") == Color::empty);
  CHECK(stone(doc, "cc") == Color::empty);
  CHECK(doc.position.to_move() == Color::white);
}

TEST_CASE("an immediate ko retake stops the replay and is reported", "[sgf]") {
  // . B W .      Black captures at c2 (cb); White's retake at b2 (bb) is refused.
  // B W . W
  // . B W .
  const auto doc = read("(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[];W[];B[cb];W[bb])");
  REQUIRE(doc.illegal);
  CHECK(doc.illegal->number == 4);
  CHECK(doc.illegal->reason == PlayCheck::ko_retake);
  CHECK(doc.illegal->move.color == Color::white);
  CHECK(stone(doc, "bb") == Color::empty);
  CHECK(stone(doc, "cb") == Color::black);
  CHECK(doc.position.prisoners_taken_by(Color::black) == 1);
}

TEST_CASE("playing on an occupied point is reported as occupied", "[sgf]") {
  const auto doc = read("(;SZ[5];B[cc];W[cc])");
  REQUIRE(doc.illegal);
  CHECK(doc.illegal->reason == PlayCheck::occupied);
  CHECK(doc.illegal->number == 2);
}

TEST_CASE("a record without a refused move reports none", "[sgf]") {
  CHECK_FALSE(read("(;SZ[5];B[cc];W[dd])").illegal);
}

// --- error locations ------------------------------------------------------------

TEST_CASE("syntax errors point at the exact line and column", "[sgf]") {
  SECTION("unterminated value: the opening bracket") {
    CHECK(error_location("(;SZ[9]\n;B[aa\n") == Loc{2, 3});
    CHECK_THAT(sgf_error("(;SZ[9];C[x\\]").message(), Catch::Contains("unterminated"));
  }
  SECTION("missing '(' or ';'") {
    CHECK(error_location("  ;B[aa])") == Loc{1, 3});
    CHECK(error_location("(\n  B[aa])") == Loc{2, 3});
  }
  SECTION("garbage between nodes") {
    CHECK(error_location("(;SZ[9];B[aa] 7 ;W[bb])") == Loc{1, 15});
    CHECK(error_location("(;B[aa] XY ;W[bb])") == Loc{1, 12});
    CHECK(error_location("(;B[aa] xy[] ;W[bb])") == Loc{1, 9});
  }
  SECTION("empty file") {
    CHECK(error_location("") == Loc{1, 1});
    CHECK(error_location("  \n\n ") == Loc{3, 2});
  }
  SECTION("unclosed game tree: the end of the text") { CHECK(error_location("(;B[aa]\n;W[bb]") == Loc{2, 7}); }
  SECTION("bad coordinates, with CRLF line ends") {
    CHECK(error_location("(;SZ[9]\r\n;B[aj])") == Loc{2, 4});
    CHECK(error_location("(;SZ[9]\r\n\r\n;B[a1])") == Loc{3, 4});
    CHECK(error_location("(;SZ[9]AB[aa:jj])") == Loc{1, 11});
  }
  SECTION("bad numbers") {
    CHECK(error_location("(;SZ[nine])") == Loc{1, 6});
    CHECK(error_location("(;HA[-2])") == Loc{1, 6});
  }
  SECTION("columns count characters, not bytes") { CHECK(error_location("(;PB[本因坊]7)") == Loc{1, 10}); }
  SECTION("a move value takes exactly one point") { CHECK(error_location("(;B[aa][bb])") == Loc{1, 9}); }
}

// --- robustness ---------------------------------------------------------------

namespace {

// Every input either reads or throws InputError: nothing else escapes, nothing hangs.
void reads_or_refuses(std::string_view text) {
  try {
    read(text);
  } catch (const io::InputError&) {}
}

const std::string kSample =
    "(;FF[4]GM[1]SZ[9]KM[6.5]HA[2]AB[cc][gg]PB[Black \\] one]PW[White]\n"
    ";W[ee]C[a comment\\\nwith a soft break];B[dd](;W[ed];B[]\n;W[tt])(;W[aa:bb]))\n";

}  // namespace

TEST_CASE("every prefix of a valid file reads or is refused with InputError", "[sgf]") {
  CHECK_NOTHROW(read(kSample));
  for (std::size_t n = 0; n < kSample.size(); ++n) {
    INFO("prefix length " << n);
    CHECK_NOTHROW(reads_or_refuses(kSample.substr(0, n)));
  }
}

TEST_CASE("random bytes and mutated files read or are refused with InputError", "[sgf]") {
  std::mt19937 rng(20240601);
  std::uniform_int_distribution<int> byte(0, 255);
  const std::string alphabet = "();[]\\:\n ABWSZaeLPtd19";
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  for (int round = 0; round < 400; ++round) {
    std::string noise(static_cast<std::size_t>(round % 60), ' ');
    for (char& c : noise) c = round % 2 ? static_cast<char>(byte(rng)) : alphabet[pick(rng)];
    std::string mutated = kSample;
    for (int k = 0; k < 3; ++k) mutated[rng() % mutated.size()] = alphabet[pick(rng)];
    INFO("round " << round);
    CHECK_NOTHROW(reads_or_refuses("(;" + noise));
    CHECK_NOTHROW(reads_or_refuses(noise));
    CHECK_NOTHROW(reads_or_refuses(mutated));
  }
}

TEST_CASE("deeply nested variations neither overflow the stack nor hang", "[sgf]") {
  std::string deep;
  for (int i = 0; i < 200000; ++i) deep += "(;";
  const auto e = sgf_error(deep);
  CHECK_THAT(e.message(), Catch::Contains("never closed"));
  std::string closed = deep;
  closed.append(200000, ')');
  CHECK(read(closed).position.history().size() == 1);
}

// --- real records: the Honinbo games of Debian's goban-original-games ---------------

namespace {

std::optional<std::filesystem::path> goban_games_dir() {
  for (const char* dir : {"/usr/share/goban", "/usr/share/games/goban-original-games", "/usr/share/games/goban"})
    if (std::filesystem::is_directory(dir)) return std::filesystem::path(dir);
  return std::nullopt;
}

}  // namespace

TEST_CASE("the goban-original-games records load, with their known illegal moves", "[sgf][corpus]") {
  const auto dir = goban_games_dir();
  if (!dir) {
    WARN("goban-original-games is not installed (apt-get install goban-original-games): skipped");
    SUCCEED();
    return;
  }
  // Records whose main line plays on an occupied point (a stone recorded twice, or one side
  // moving twice); an independent replay of the same files finds the same five moves.
  const std::map<std::string, std::pair<int, PlayCheck>> known_illegal = {
      {"M-65-5.sgf", {228, PlayCheck::occupied}}, {"M-77-1.mgt", {177, PlayCheck::occupied}},
      {"M-77-2.mgt", {138, PlayCheck::occupied}}, {"M-77-4.mgt", {150, PlayCheck::occupied}},
      {"T-22-4.mgt", {278, PlayCheck::occupied}},
  };
  int files = 0, clean = 0;
  for (const auto& entry : std::filesystem::directory_iterator(*dir)) {
    const auto ext = entry.path().extension();
    if (ext != ".sgf" && ext != ".mgt") continue;
    const std::string name = entry.path().filename().string();
    INFO(name);
    ++files;
    const auto doc = read_sgf(io::read_text_file(entry.path().string()), entry.path().string());
    const auto known = known_illegal.find(name);
    if (known == known_illegal.end()) {
      CHECK_FALSE(doc.illegal);
      if (doc.illegal)
        WARN(name << ": move " << doc.illegal->number << " " << gtp_vertex(doc.position.board(), doc.illegal->move.point)
                  << " reason " << static_cast<int>(doc.illegal->reason));
      clean += doc.illegal ? 0 : 1;
    } else {
      REQUIRE(doc.illegal);
      CHECK(doc.illegal->number == known->second.first);
      CHECK(doc.illegal->reason == known->second.second);
    }
  }
  CHECK(files > 0);
  WARN(clean << " of " << files << " goban-original-games records load with no illegal move");
}
