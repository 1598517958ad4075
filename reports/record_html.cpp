#include "reports/record_html.hpp"

#include "compare/batch.hpp"
#include "kernel/number_text.hpp"
#include "reports/against_record.hpp"
#include "reports/html_report.hpp"
#include "reports/lists.hpp"

namespace kiyaku::reports {

namespace {

std::string comparison_table(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  const std::optional<int> year = batch::record_year(doc.info.date);
  std::string h =
      "<div class=\"table-wrap\"><table class=\"results\">\n<thead><tr><th>Rule text</th><th>result</th>"
      "<th>against the record</th></tr></thead>\n<tbody>\n";
  for (const Outcome& o : outcomes) {
    const AgainstRecord a = against_record(doc, o);
    const std::string note =
        a.in_force ? " <span class=\"muted\">(in force in " + std::to_string(*year) + ")</span>" : "";
    h += std::string("<tr") + (a.compared && !a.matches ? " class=\"differs\"" : "") + "><td>" + escape_html(o.title) +
         note + "</td><td>" + escape_html(batch::short_result(o.result)) + "</td><td>" + escape_html(a.words) +
         "</td></tr>\n";
  }
  return h + "</tbody></table></div>\n";
}

bool same_finish(const Normalisation& a, const Normalisation& b) {
  return a.dame_filling == b.dame_filling && a.reached_stop == b.reached_stop && a.sequence == b.sequence &&
         a.fills == b.fills && a.left_open == b.left_open && a.found_alive == b.found_alive &&
         a.found_dead == b.found_dead && a.assumed_alive == b.assumed_alive;
}

std::string moves_html(const Board& b, const std::vector<Move>& moves) {
  return escape_html(move_list(b, moves, ", "));
}

std::string item(std::string_view label, const std::string& html) {
  return "<li><b>" + escape_html(label) + "</b> " + html + "</li>\n";
}

// The finish one or more texts judged: what was filled, what was left, and what rests on the
// end-of-game estimate.
std::string finish_html(const Board& b, const Normalisation& n) {
  std::string h = "<ul class=\"small\">\n";
  if (!n.reached_stop) {
    h += item("Nothing filled:", n.unfinished
                                     ? "the record has no result and leaves " + std::to_string(n.open_boundary.size()) +
                                           " boundary points open, next to no living stone; it shows no stop."
                                     : "the record ends before the stop (resignation, time or forfeit).");
  } else if (n.dame_filling != "customary") {
    h += item("Nothing filled:", "this text's reading judges the position as the record leaves it.");
  } else {
    h += item("Dame filled, in order:", moves_html(b, n.fills));
    h += item("手入れ:", moves_html(b, n.reinforcements));
    if (!n.endgame.empty()) h += item("Open boundaries read as local endgames:", moves_html(b, n.endgame));
    if (!n.left_open.empty())
      h += item("Left open (no stone fills them without loss):", escape_html(vertex_list(b, n.left_open)));
    if (n.open_boundary_filled())
      h += item("Assumed:",
                std::to_string(n.open_boundary.size()) +
                    " boundary points the record leaves open are filled as the custom fills them, not read.");
    if (!n.found_alive.empty())
      h += item("Filled again:", "the text found alive stones the end-of-game estimate saw dead (" +
                                     escape_html(vertex_list(b, n.found_alive)) +
                                     "), and the dame were filled around them.");
    if (!n.found_dead.empty())
      h += item("Filled again:", "the text found dead stones the end-of-game estimate took as living (" +
                                     escape_html(vertex_list(b, n.found_dead)) +
                                     "), and the dame were filled around them.");
  }
  h += item("Assumed alive without search:", std::to_string(n.assumed_alive.size()) +
                                                 " stones (the end-of-game estimate); their verdicts cite "
                                                 "<code>assumed</code>.");
  return h + "</ul>\n";
}

std::string finishes_html(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  const Board& b = doc.position.board();
  std::vector<bool> shown(outcomes.size(), false);
  std::string h;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    if (shown[i]) continue;
    std::vector<std::string> texts;
    for (std::size_t k = i; k < outcomes.size(); ++k) {
      if (shown[k] || !same_finish(outcomes[i].normalisation, outcomes[k].normalisation)) continue;
      shown[k] = true;
      texts.push_back(outcomes[k].title);
    }
    h += "<p class=\"small\">" + escape_html(join(texts, "; ")) + ":</p>\n" + finish_html(b, outcomes[i].normalisation);
  }
  return h;
}

}  // namespace

std::string record_section_html(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  if (!is_game_record(outcomes)) return "";
  std::string h = "<section id=\"record\">\n<h2>Against the game record</h2>\n<p>The record gives <b>" +
                  escape_html(doc.info.result.empty() ? "no result" : doc.info.result) + "</b>";
  if (doc.info.komi) h += ", komi " + escape_html(number_text(*doc.info.komi));
  h += ".</p>\n" + comparison_table(doc, outcomes);
  h += "<h3>How each text's count was reached</h3>\n<p class=\"small muted\">After the stop the players fill the "
       "dame and add the 手入れ these make necessary; kiyaku plays them as each text's reading of that custom says, "
       "and they are not moves of the game. A count rests on them and on the end-of-game estimate.</p>\n";
  return h + finishes_html(doc, outcomes) + "</section>\n";
}

}  // namespace kiyaku::reports
