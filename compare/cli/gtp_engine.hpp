// The state behind `kiyaku gtp`: a position built by boardsize/clear_board/play/undo or read by
// loadsgf, the rule text in force with its readings, and the answers to every GTP command kiyaku
// offers (docs/gtp.md). Scores and statuses come from the same evaluation as `kiyaku compare`.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "compare/cli/gtp_protocol.hpp"
#include "compare/outcome.hpp"
#include "compare/registry.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::gtp {

struct EngineOptions {
  std::string version;
  std::string rules = "japan1989";    // the text final_score and final_status_list answer for
  std::vector<std::string> settings;  // RULESET.CHOICE=VALUE, as `kiyaku compare --set`
  std::uint64_t max_nodes = solver::Budget{}.max_nodes;
};

class Engine {
 public:
  // Throws std::invalid_argument for an unknown rule text or a bad setting.
  explicit Engine(EngineOptions options);

  // One command's answer. Never throws: every failure is a GTP error reply.
  Reply run(const Command& command);
  bool quit_requested() const noexcept { return quit_; }
  const io::Document& position() const noexcept { return current_; }

  // Every command kiyaku answers, in list_commands' order.
  static std::vector<std::string_view> command_names();

 private:
  using Args = std::vector<std::string>;
  struct Handler {
    std::string_view name;
    Reply (Engine::*answer)(const Args&);
  };
  static const std::vector<Handler>& handlers();

  Reply protocol_version(const Args&);
  Reply name(const Args&);
  Reply version(const Args&);
  Reply known_command(const Args&);
  Reply list_commands(const Args&);
  Reply quit(const Args&);
  Reply boardsize(const Args&);
  Reply rectangular_boardsize(const Args&);
  Reply clear_board(const Args&);
  Reply komi(const Args&);
  Reply play(const Args&);
  Reply undo(const Args&);
  Reply loadsgf(const Args&);
  Reply showboard(const Args&);
  Reply final_score(const Args&);
  Reply final_status_list(const Args&);
  Reply kiyaku_rules(const Args&);
  Reply kiyaku_set(const Args&);
  Reply kiyaku_compare(const Args&);
  Reply kiyaku_explain(const Args&);
  Reply gogui_analyze_commands(const Args&);

  Reply new_board(int width, int height);
  void set_base(io::Document doc);
  void position_changed() { outcome_.reset(); }
  solver::Budget budget() const;
  // The rule texts `ids` (every text when empty), with the settings that name them.
  std::vector<Selection> selection(const std::vector<std::string>& ids) const;
  const Outcome& outcome();

  EngineOptions options_;
  io::Document base_;               // the position clear_board or loadsgf made
  std::vector<Move> played_;        // the plays since, which undo takes back
  io::Document current_;            // base_ with played_
  std::optional<Outcome> outcome_;  // the current text's verdicts on current_, once asked for
  bool quit_ = false;
};

}  // namespace kiyaku::gtp
