// Output files of the commands (--json, --html, --out): checked when the command line is read,
// before any evaluation, so that a typo costs nothing; written whole, with write errors reported.
#pragma once
#include <CLI/CLI.hpp>
#include <string>

namespace kiyaku::cli {

// Why `path` cannot be created or overwritten as a file ("" if it can): a directory, a parent
// directory that does not exist or is not writable, a file that is not writable.
std::string output_file_problem(const std::string& path);

// For CLI11's option->check(): fails the command line with the problem above.
CLI::Validator writable_output_file();

// Writes `text` to `path`; std::runtime_error("cannot write PATH") if any byte fails.
void write_output_file(const std::string& path, const std::string& text);

}  // namespace kiyaku::cli
