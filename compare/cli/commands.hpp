// Each kiyaku subcommand registers itself on the CLI11 app; main.cpp calls these in order.
#pragma once
#include <CLI/CLI.hpp>

namespace kiyaku::cli {

void register_show(CLI::App& app);
void register_bench(CLI::App& app);
void register_compare(CLI::App& app);
void register_corpus(CLI::App& app);
void register_rules(CLI::App& app);
void register_site(CLI::App& app);
void register_batch(CLI::App& app);
void register_amend(CLI::App& app);
void register_readings(CLI::App& app);
void register_table(CLI::App& app);
void register_gtp(CLI::App& app);

// The version --version prints ("0.1.0"), for outputs that say what made them.
const char* version_string();

}  // namespace kiyaku::cli
