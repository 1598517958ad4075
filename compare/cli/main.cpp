// kiyaku: builds the command line, lets each subcommand register itself, and turns every
// failure into a message on stderr and an exit code (2 = bad input or usage).
#include <exception>
#include <iostream>

#include "compare/cli/commands.hpp"
#include "kernel/solver/node_time.hpp"
#include "kernel/io/error.hpp"

#ifndef KIYAKU_VERSION
#define KIYAKU_VERSION "0.1.0"
#endif

namespace {

constexpr int kInputErrorExit = 2;

int exit_code_for(const CLI::App& app, const CLI::ParseError& e) {
  const int code = app.exit(e);
  // A subcommand's deliberate exit code travels as CLI::RuntimeError; usage errors become 2.
  if (code == 0 || dynamic_cast<const CLI::RuntimeError*>(&e)) return code;
  return kInputErrorExit;
}

}  // namespace

const char* kiyaku::cli::version_string() { return KIYAKU_VERSION; }

int main(int argc, char** argv) {
  // Whatever way main ends, a search node that took too long is reported (kernel/solver/node_time.hpp).
  struct SlowNodeReport {
    ~SlowNodeReport() { std::cerr << kiyaku::solver::slow_node_warning(); }
  } const slow_node_report;
  CLI::App app{"kiyaku: evaluates a Go position under historical Japanese rule texts.", "kiyaku"};
  try {
    app.set_version_flag("--version", "kiyaku " KIYAKU_VERSION);
    app.require_subcommand(1);
    kiyaku::cli::register_show(app);
    kiyaku::cli::register_bench(app);
    kiyaku::cli::register_compare(app);
    kiyaku::cli::register_corpus(app);
    kiyaku::cli::register_rules(app);
    kiyaku::cli::register_site(app);
    kiyaku::cli::register_batch(app);
    kiyaku::cli::register_amend(app);
    kiyaku::cli::register_readings(app);
    kiyaku::cli::register_table(app);
    kiyaku::cli::register_gtp(app);
    app.parse(argc, argv);
    return 0;
  } catch (const CLI::ParseError& e) { return exit_code_for(app, e); } catch (const kiyaku::io::InputError& e) {
    std::cout.flush();
    std::cerr << e.what() << '\n';
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << "kiyaku: error: " << e.what() << '\n';
  } catch (...) { std::cerr << "kiyaku: error: unexpected failure\n"; }
  return kInputErrorExit;
}
