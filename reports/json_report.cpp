#include "reports/json_report.hpp"

#include <algorithm>

#include "compare/expectations.hpp"
#include "compare/record_faults.hpp"

#include "kernel/io/json_position.hpp"
#include "kernel/vertex.hpp"
#include "reports/against_record.hpp"

namespace kiyaku::reports {

namespace {

Json vertices(const Board& b, const std::vector<Point>& points) {
  Json out = Json::array();
  for (Point p : points) out.push_back(gtp_vertex(b, p));
  return out;
}

Json witness_to_json(const Board& b, const std::vector<WitnessMove>& line) {
  Json out = Json::array();
  for (const auto& m : line) {
    Json j;
    j["color"] = color_name(m.color);
    switch (m.kind) {
      case WitnessMove::Kind::play: j["move"] = gtp_vertex(b, m.point); break;
      case WitnessMove::Kind::pass: j["move"] = "pass"; break;
      case WitnessMove::Kind::ko_pass:
        j["move"] = "ko_pass";
        j["ko"] = gtp_vertex(b, m.point);
        break;
    }
    out.push_back(std::move(j));
  }
  return out;
}

Json string_to_json(const Board& b, const StringVerdict& s) {
  Json j;
  j["color"] = color_name(s.color);
  j["stones"] = vertices(b, s.stones);
  j["status"] = status_name(s.status);
  j["articles"] = s.articles;
  j["reason"] = s.reason;
  j["witness"] = witness_to_json(b, s.witness);
  j["witness_ends_in_cycle"] = s.witness_ends_in_cycle;
  j["witness_ends_settled"] = s.witness_ends_settled;
  j["witness_cut_short"] = s.witness_cut_short;
  j["nodes"] = s.nodes;
  return j;
}

Json score_to_json(const Score& s) {
  auto pair = [](auto black, auto white) { return Json{{"black", black}, {"white", white}}; };
  Json j;
  j["method"] = s.method;
  j["basis"] = count_basis_name(s.basis);
  j["territory"] = pair(s.territory_black, s.territory_white);
  j["prisoners"] = pair(s.prisoners_black, s.prisoners_white);
  j["dead_removed"] = pair(s.dead_removed_black, s.dead_removed_white);
  j["stones"] = pair(s.stones_black, s.stones_white);
  j["komi"] = s.komi;
  j["total"] = pair(s.total_black, s.total_white);
  return j;
}

Json result_to_json(const ResultVerdict& r) {
  Json j;
  j["kind"] = result_kind_name(r.kind);
  j["winner"] = r.winner == Color::empty ? Json(nullptr) : Json(color_name(r.winner));
  j["margin"] = r.margin;
  j["articles"] = r.articles;
  j["reason"] = r.reason;
  j["nodes"] = r.nodes;
  return j;
}

// --- diff -------------------------------------------------------------------------------------

template <class T, class F>
Json json_list(const std::vector<T>& values, F&& convert) {
  Json out = Json::array();
  for (const auto& v : values) out.push_back(convert(v));
  return out;
}

Json string_diff_to_json(const Board& b, const StringDiff& s) {
  Json j;
  j["color"] = color_name(s.color);
  j["stones"] = vertices(b, s.stones);
  j["status"] = json_list(s.status, [](Status x) { return status_name(x); });
  j["agreement"] = agreement_name(s.agreement);
  return j;
}

Json point_diff_to_json(const Board& b, const PointDiff& p) {
  Json j;
  j["vertex"] = gtp_vertex(b, p.point);
  j["class"] = json_list(
      p.cls, [](const std::optional<PointClass>& c) { return c ? Json(point_class_name(*c)) : Json(nullptr); });
  j["agreement"] = agreement_name(p.agreement);
  return j;
}

Json region_to_json(const Board& b, const DisagreementRegion& r) {
  Json j;
  j["points"] = vertices(b, r.points);
  j["strings"] = r.strings;
  j["verdicts"] = r.verdicts;
  return j;
}

Json result_row_to_json(const ResultRow& r) {
  Json j;
  j["ruleset"] = r.ruleset;
  const Json score = score_to_json(r.score);
  for (const auto& [key, value] : score.items())
    if (key != "method") j[key] = value;
  j["kind"] = result_kind_name(r.result.kind);
  j["winner"] = r.result.winner == Color::empty ? Json(nullptr) : Json(color_name(r.result.winner));
  j["margin"] = r.result.margin;
  return j;
}

Json choices_row_to_json(const ChoicesRow& r) {
  Json in_force = Json::object(), changed = Json::array();
  for (const auto& c : r.choices) {
    in_force[c.name] = c.value;
    if (!c.is_default) changed.push_back(c.name);
  }
  return {{"ruleset", r.ruleset}, {"in_force", std::move(in_force)}, {"changed", std::move(changed)}};
}

Json summary_to_json(const RulesetSummary& s) {
  Json j;
  j["ruleset"] = s.ruleset;
  j["title"] = s.title;
  j["result"] = s.result;
  j["text"] = s.text;
  j["short"] = s.short_text;
  j["strings_alone"] = s.strings_alone;
  j["points_alone"] = s.points_alone;
  j["result_alone"] = s.result_alone;
  return j;
}

}  // namespace

Json diff_to_json(const Diff& d, const Board& b) {
  Json j;
  j["rulesets"] = d.rulesets;
  j["all_agree"] = d.all_agree();
  j["strings"] = json_list(d.strings, [&](const StringDiff& s) { return string_diff_to_json(b, s); });
  Json points = Json::array();
  int agreeing = 0;
  for (const auto& p : d.points) {
    if (p.agreement == Agreement::same)
      ++agreeing;
    else
      points.push_back(point_diff_to_json(b, p));
  }
  j["points"] = std::move(points);
  j["points_agreeing"] = agreeing;
  j["regions"] = json_list(d.regions, [&](const DisagreementRegion& r) { return region_to_json(b, r); });
  j["results"] = json_list(d.results, result_row_to_json);
  j["results_agree"] = d.results_agree;
  j["kinds"] = {{"status", d.kinds.status},
                {"territory", d.kinds.territory},
                {"result", d.kinds.result},
                {"counting", d.kinds.counting}};
  j["choices"] = json_list(d.choices, choices_row_to_json);
  j["summaries"] = json_list(d.summaries, summary_to_json);
  return j;
}

// Moves grouped by colour, each list in the order they were planned.
Json moves_by_colour(const Board& b, const std::vector<Move>& moves) {
  std::vector<Point> black, white;
  for (const Move& m : moves) (m.color == Color::black ? black : white).push_back(m.point);
  return {{"black", vertices(b, black)}, {"white", vertices(b, white)}};
}

// The finish in the order played, each move a fill, a 手入れ or a play of an open boundary's endgame.
Json finish_sequence(const Board& b, const Normalisation& n) {
  const auto in = [](const std::vector<Move>& moves, const Move& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
  };
  return json_list(n.sequence, [&](const Move& m) {
    const char* kind = in(n.reinforcements, m) ? "teire" : in(n.endgame, m) ? "endgame" : "fill";
    return Json{{"color", color_name(m.color)}, {"move", gtp_vertex(b, m.point)}, {"kind", kind}};
  });
}

Json normalisation_to_json(const Normalisation& n, const Board& b) {
  return {{"game_record", n.game_record},
          {"dame_filling", n.dame_filling},
          {"reached_stop", n.reached_stop},
          {"unfinished", n.unfinished},
          {"open_boundary", vertices(b, n.open_boundary)},
          {"fills", moves_by_colour(b, n.fills)},
          {"reinforcements", moves_by_colour(b, n.reinforcements)},
          {"endgame", moves_by_colour(b, n.endgame)},
          {"sequence", finish_sequence(b, n)},
          {"left_open", vertices(b, n.left_open)},
          {"estimated_dead", vertices(b, n.estimated_dead)},
          {"found_alive", vertices(b, n.found_alive)},
          {"found_dead", vertices(b, n.found_dead)},
          {"assumed_alive", vertices(b, n.assumed_alive)}};
}

// A map letter (corpus/README-j1989.md) as the report's words; null where the map does not
// assert the point.
Json letter_to_json(char letter) {
  const std::string_view name = letter_verdict_name(letter);
  return name.empty() ? Json(nullptr) : Json(name);
}

Json divergence_to_json(const Divergence& d, const Board& b) {
  Json points = Json::array();
  for (const auto& p : d.points)
    points.push_back({{"vertex", gtp_vertex(b, p.point)},
                      {"source", letter_to_json(p.source)},
                      {"text", letter_to_json(p.text)},
                      {"kiyaku", letter_to_json(p.kiyaku)}});
  Json readings = Json::array();
  for (const auto& r : d.reproduced_by)
    readings.push_back({{"choice", r.choice},
                        {"value", r.value},
                        {"undecided", r.undecided},
                        {"loses", r.losses_known ? Json(r.loses) : Json(nullptr)}});
  return {{"source", d.source},
          {"cited", d.cited},
          {"text", d.text},
          {"reason", d.reason},
          {"text_note", d.text_note},
          {"follows_text", d.follows_text},
          {"follows_source", d.follows_source},
          {"points", std::move(points)},
          {"readings_searched", d.readings_searched},
          {"reproduced_by", std::move(readings)}};
}

Json choices_to_json(const std::vector<ChoiceInForce>& choices) {
  Json out = Json::array();
  for (const auto& c : choices) out.push_back({{"name", c.name}, {"value", c.value}, {"default", c.is_default}});
  return out;
}

namespace {

// A game record's result beside a text's (reports/against_record.hpp).
Json against_record_json(const AgainstRecord& a) {
  return {{"compared", a.compared},
          {"matches", a.matches},
          {"black_more", a.black_more ? Json(*a.black_more) : Json(nullptr)},
          {"in_force", a.in_force},
          {"words", a.words}};
}

}  // namespace

Json outcome_to_json(const Outcome& o, const Board& b) {
  Json j;
  j["ruleset"] = o.ruleset;
  j["title"] = o.title;
  j["fidelity"] = fidelity_name(o.fidelity);
  j["choices"] = choices_to_json(o.choices);
  Json strings = Json::array();
  for (const auto& s : o.strings) strings.push_back(string_to_json(b, s));
  j["strings"] = std::move(strings);
  Json points = Json::array();
  for (const auto& p : o.points)
    points.push_back({{"vertex", gtp_vertex(b, p.point)}, {"class", point_class_name(p.cls)}, {"articles", p.articles}});
  j["points"] = std::move(points);
  j["score"] = score_to_json(o.score);
  j["result"] = result_to_json(o.result);
  j["nodes"] = o.nodes;
  j["normalisation"] = normalisation_to_json(o.normalisation, b);
  j["divergences"] = json_list(o.divergences, [&](const Divergence& d) { return divergence_to_json(d, b); });
  return j;
}

Json comparison_to_json(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  return comparison_to_json(doc, outcomes, diff_outcomes(doc.position.board(), outcomes));
}

Json comparison_to_json(const io::Document& doc, const std::vector<Outcome>& outcomes, const Diff& diff) {
  Json j;
  j["schema"] = "kiyaku/1";
  j["position"] = Json::parse(io::position_to_json(doc).dump());
  j["record_faults"] = json_list(record_faults(doc), [](const RecordFault& f) {
    return Json{{"kind", f.kind}, {"location", f.location}, {"message", f.message}, {"against_result", f.against_result}};
  });
  Json list = Json::array();
  const bool record = is_game_record(outcomes);
  for (const auto& o : outcomes) {
    list.push_back(outcome_to_json(o, doc.position.board()));
    list.back()["against_record"] = record ? against_record_json(against_record(doc, o)) : Json(nullptr);
  }
  j["outcomes"] = std::move(list);
  j["diff"] = diff_to_json(diff, doc.position.board());
  return j;
}

std::string dump(const Json& j) { return j.dump(2) + "\n"; }

}  // namespace kiyaku::reports
