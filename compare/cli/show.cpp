// kiyaku show FILE [--node N] [--record ID]: prints every position of a file as a text
// diagram. Exit 0; 1 when a record stops at an illegal move (its position before the move is
// printed); input errors propagate to main (exit 2).
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compare/cli/commands.hpp"
#include "kernel/io/load.hpp"
#include "kernel/io/text_diagram.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::cli {
namespace {

struct ShowOptions {
  std::string file;
  std::optional<int> node;
  std::optional<std::string> record;
};

std::vector<io::Document> selected_documents(const ShowOptions& options) {
  io::SgfOptions sgf;
  sgf.node = options.node;
  std::vector<io::Document> documents = io::load_documents(options.file, sgf);
  if (options.node && (documents.empty() || documents.front().format != io::SourceFormat::sgf))
    throw io::InputError({options.file, 0, 0}, "--node applies to SGF files only");
  if (!options.record) return documents;
  std::vector<io::Document> chosen;
  for (auto& doc : documents)
    if (doc.id == *options.record) chosen.push_back(std::move(doc));
  if (chosen.empty()) throw io::InputError({options.file, 0, 0}, "no record with id \"" + *options.record + "\"");
  return chosen;
}

std::string illegal_move_error(const io::Document& doc) {
  const io::IllegalMove& illegal = *doc.illegal;
  const Board& board = doc.position.board();
  io::SourceLocation where = illegal.where;
  if (where.file.empty()) where.file = doc.file;
  return io::InputError(
             where, "move " + std::to_string(illegal.number) + " (" + std::string(color_name(illegal.move.color)) +
                        " " + gtp_vertex(board, illegal.move.point) + ") is illegal; showing the position before it")
      .what();
}

void run_show(const ShowOptions& options) {
  std::vector<std::string> errors;
  bool first = true;
  for (const auto& doc : selected_documents(options)) {
    std::cout << (first ? "" : "\n") << io::render_text(doc);
    first = false;
    if (doc.illegal) errors.push_back(illegal_move_error(doc));
  }
  std::cout.flush();
  for (const auto& e : errors) std::cerr << e << '\n';
  if (!errors.empty()) throw CLI::RuntimeError(1);
}

}  // namespace

void register_show(CLI::App& app) {
  auto options = std::make_shared<ShowOptions>();
  CLI::App* show = app.add_subcommand(
      "show", "Print the positions of a file (SGF, JSON position or rule-book corpus) as text diagrams.");
  show->add_option("file", options->file, "The input file")->required();
  show->add_option("--node", options->node, "SGF: the main-line node to show (0 = root; default: the last)")
      ->check(CLI::NonNegativeNumber);
  show->add_option("--record", options->record, "Corpus: show only the record with this id");
  show->callback([options] { run_show(*options); });
}

}  // namespace kiyaku::cli
