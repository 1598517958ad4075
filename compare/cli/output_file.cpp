#include "compare/cli/output_file.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace kiyaku::cli {

namespace fs = std::filesystem;

std::string output_file_problem(const std::string& path) {
  if (path.empty()) return "the output file name is empty";
  std::error_code error;
  const fs::path target(path);
  if (fs::is_directory(target, error)) return "cannot write '" + path + "': it is a directory";
  if (fs::exists(target, error))
    return ::access(path.c_str(), W_OK) == 0 ? "" : "cannot write '" + path + "': permission denied";
  const fs::path parent = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  if (!fs::is_directory(parent, error)) return "cannot write '" + path + "': no directory " + parent.string();
  if (::access(parent.c_str(), W_OK | X_OK) != 0)
    return "cannot write '" + path + "': the directory " + parent.string() + " is not writable";
  return "";
}

CLI::Validator writable_output_file() {
  return CLI::Validator([](std::string& path) { return output_file_problem(path); }, "FILE", "writable output file");
}

void write_output_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  if (!f || !(f << text) || !f.flush()) throw std::runtime_error("cannot write " + path);
}

}  // namespace kiyaku::cli
