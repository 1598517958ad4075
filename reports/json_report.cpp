#include "reports/json_report.hpp"

#include "kernel/io/json_position.hpp"
#include "kernel/vertex.hpp"

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
  j["nodes"] = s.nodes;
  return j;
}

Json score_to_json(const Score& s) {
  auto pair = [](auto black, auto white) { return Json{{"black", black}, {"white", white}}; };
  Json j;
  j["method"] = s.method;
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
  return j;
}

}  // namespace

Json outcome_to_json(const Outcome& o, const Board& b) {
  Json j;
  j["ruleset"] = o.ruleset;
  j["title"] = o.title;
  j["fidelity"] = fidelity_name(o.fidelity);
  Json choices = Json::array();
  for (const auto& c : o.choices) choices.push_back({{"name", c.name}, {"value", c.value}, {"default", c.is_default}});
  j["choices"] = std::move(choices);
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
  return j;
}

Json comparison_to_json(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  Json j;
  j["schema"] = "kiyaku/1";
  j["position"] = Json::parse(io::position_to_json(doc).dump());
  Json list = Json::array();
  for (const auto& o : outcomes) list.push_back(outcome_to_json(o, doc.position.board()));
  j["outcomes"] = std::move(list);
  return j;
}

std::string dump(const Json& j) { return j.dump(2) + "\n"; }

}  // namespace kiyaku::reports
