// Runs the built kiyaku binary for the CLI tests: its stdout, stderr and exit code.
#pragma once
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace kiyaku::test {

namespace fs = std::filesystem;

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Fixtures and captured stderr live in a per-process directory, removed at exit.
inline const fs::path& scratch_dir() {
  struct Dir {
    fs::path path = fs::temp_directory_path() / ("kiyaku_cli_test_" + std::to_string(::getpid()));
    Dir() { fs::create_directories(path); }
    ~Dir() {
      std::error_code ignored;
      fs::remove_all(path, ignored);
    }
  };
  static const Dir dir;
  return dir.path;
}

inline std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

// Runs the kiyaku binary with `args` (already shell-quoted where needed) in directory `dir`
// (the test's own when empty).
inline RunResult run_kiyaku_in(const fs::path& dir, const std::string& args) {
  const fs::path err_file = scratch_dir() / "stderr.txt";
  const std::string cd = dir.empty() ? "" : "cd " + quoted(dir) + " && ";
  const std::string command = cd + "'" + KIYAKU_BINARY + "' " + args + " 2>" + quoted(err_file);
  RunResult result;
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) result.out.append(buffer, n);
  const int status = ::pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = read_file(err_file);
  return result;
}

inline RunResult run_kiyaku(const std::string& args) { return run_kiyaku_in({}, args); }

// Standard error without the slow-node warning: a measure of this run's time per node
// (kernel/solver/node_time.hpp), which differs between two runs of the same command.
inline std::string without_node_time_warning(const std::string& err) {
  constexpr std::string_view kWarning = "kiyaku: warning: search nodes took up to ";
  std::string kept;
  for (std::size_t at = 0; at < err.size();) {
    const std::size_t end = std::min(err.find('\n', at), err.size() - 1) + 1;
    if (err.compare(at, kWarning.size(), kWarning) != 0) kept += err.substr(at, end - at);
    at = end;
  }
  return kept;
}

inline int count_of(const std::string& text, const std::string& needle) {
  int n = 0;
  for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

}  // namespace kiyaku::test
