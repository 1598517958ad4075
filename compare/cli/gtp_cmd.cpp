// kiyaku gtp: answers GTP version 2 on stdin and stdout (docs/gtp.md) until `quit` or the end of
// the input. The protocol's lines are read in gtp_protocol, the answers made in gtp_engine.
#include <iostream>
#include <memory>
#include <string>

#include "compare/cli/commands.hpp"
#include "compare/cli/gtp_engine.hpp"
#include "compare/cli/gtp_protocol.hpp"

namespace kiyaku::cli {
namespace {

void serve(gtp::Engine& engine, std::istream& in, std::ostream& out) {
  std::string line;
  while (!engine.quit_requested() && std::getline(in, line)) {
    const auto command = gtp::parse_command(line);
    if (!command) continue;
    out << gtp::format_reply(command->id, engine.run(*command)) << std::flush;
  }
}

}  // namespace

void register_gtp(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "gtp", "Score positions for GTP clients (Sabaki, GoGui) on stdin and stdout: GTP version 2, no genmove");
  auto options = std::make_shared<gtp::EngineOptions>();
  cmd->add_option("--rules", options->rules, "The rule text final_score and final_status_list answer for")
      ->capture_default_str();
  cmd->add_option("--set", options->settings, "An interpretation choice: RULESET.CHOICE=VALUE (repeatable)");
  cmd->add_option("--max-nodes", options->max_nodes, "Search budget per confirmation; past it a verdict is 'undecided'")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->callback([options] {
    options->version = version_string();
    gtp::Engine engine(*options);
    serve(engine, std::cin, std::cout);
  });
}

}  // namespace kiyaku::cli
