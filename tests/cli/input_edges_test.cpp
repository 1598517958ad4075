// Bad input the way a user produces it: a directory or an unreadable file given as input, an
// output path that cannot be written (refused before any evaluation), a ruleset named twice,
// CR-only line endings, a vertex with a leading zero.
#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"

#include <algorithm>

#include "compare/registry.hpp"
#include "kernel/io/error.hpp"
#include "kernel/io/load.hpp"
#include "kernel/vertex.hpp"

namespace {

using namespace kiyaku::test;

const fs::path kEdgesCorpus = fs::path(KIYAKU_SOURCE_DIR) / "corpus/j1989-examples.txt";

}  // namespace

TEST_CASE("a directory given as a position file is an error, not an empty file", "[cli][errors]") {
  const fs::path dir = scratch_dir() / "looks-like.sgf";
  fs::create_directories(dir);
  const auto r = run_kiyaku("show " + quoted(dir));
  CHECK(r.exit_code == 2);
  CHECK(r.err == dir.string() + ": error: is a directory, not a file\n");
}

TEST_CASE("an I/O error while reading is reported as one, not as an unknown format", "[io][errors]") {
  // Reading /proc/self/mem from offset 0 fails with EIO: the first page is never mapped.
  try {
    kiyaku::io::read_text_file("/proc/self/mem");
    FAIL("no error");
  } catch (const kiyaku::io::InputError& e) {
    CHECK(std::string(e.what()) == "/proc/self/mem: error: cannot read file: Input/output error");
  }
}

TEST_CASE("output paths are checked when the command line is read, before the input is", "[cli][errors]") {
  const fs::path missing_dir = scratch_dir() / "no-such-dir" / "out.json";
  // The input does not exist either: the output is refused first, so nothing was read or evaluated.
  const auto json = run_kiyaku("compare no-such-input.sgf --json " + quoted(missing_dir));
  CHECK(json.exit_code == 2);
  CHECK_THAT(json.err, Catch::Contains("--json: cannot write '" + missing_dir.string() + "': no directory " +
                                       (scratch_dir() / "no-such-dir").string()));
  CHECK(json.out.empty());
  const auto html = run_kiyaku("compare no-such-input.sgf --html " + quoted(scratch_dir()));
  CHECK(html.exit_code == 2);
  CHECK_THAT(html.err, Catch::Contains("it is a directory"));
  const auto out = run_kiyaku("batch no-such-dir --out " + quoted(missing_dir));
  CHECK(out.exit_code == 2);
  CHECK_THAT(out.err, Catch::Contains("--out: cannot write"));
  const auto table = run_kiyaku("table no-such-input.txt -o " + quoted(missing_dir));
  CHECK(table.exit_code == 2);
  CHECK_THAT(table.err, Catch::Contains("no directory"));
}

TEST_CASE("a ruleset named twice in --rules runs once", "[cli][rules]") {
  CHECK(kiyaku::select_rulesets({"japan1989", "shimada", "japan1989"}, {}).size() == 2);
  const auto r = run_kiyaku("compare " + quoted(kEdgesCorpus) + " --record j89-ex01 --rules japan1989,japan1989");
  CHECK(r.exit_code == 0);
  CHECK(count_of(r.out, "== japan1989 ") == 1);
}

TEST_CASE("a file with CR-only line endings reads as with LF", "[io]") {
  std::string text = read_file(kEdgesCorpus);
  std::string cr_only = text;
  std::replace(cr_only.begin(), cr_only.end(), '\n', '\r');
  const fs::path lf = scratch_dir() / "lf.txt", cr = scratch_dir() / "cr.txt";
  std::ofstream(lf, std::ios::binary) << text;
  std::ofstream(cr, std::ios::binary) << cr_only;
  const auto from_lf = kiyaku::io::load_documents(lf.string());
  const auto from_cr = kiyaku::io::load_documents(cr.string());
  REQUIRE(from_cr.size() == from_lf.size());
  CHECK(from_cr.back().id == from_lf.back().id);
  CHECK(from_cr.back().position.board().hash() == from_lf.back().position.board().hash());
  CHECK(from_cr.back().fields.back().where.line == from_lf.back().fields.back().where.line);
}

TEST_CASE("a vertex with a leading zero in its row is not a vertex", "[io]") {
  const kiyaku::Board board(19);
  CHECK(kiyaku::parse_gtp_vertex(board, "C3"));
  CHECK(kiyaku::parse_gtp_vertex(board, "C10"));
  CHECK_FALSE(kiyaku::parse_gtp_vertex(board, "C03"));
  CHECK_FALSE(kiyaku::parse_gtp_vertex(board, "C0"));
}
