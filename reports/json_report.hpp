// The JSON report (docs/json-schema.md): {"schema": "kiyaku/1", "position", "outcomes", "diff"}.
// Deterministic: fixed key order, lists in reading order, no timestamps.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "compare/diff.hpp"
#include "compare/outcome.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::reports {

using Json = nlohmann::ordered_json;

Json outcome_to_json(const Outcome& o, const Board& board);
// An Outcome's "choices": [{name, value, default}] in the order given.
Json choices_to_json(const std::vector<ChoiceInForce>& choices);
Json diff_to_json(const Diff& d, const Board& board);
// The whole report; the first form computes the diff itself.
Json comparison_to_json(const io::Document& doc, const std::vector<Outcome>& outcomes);
Json comparison_to_json(const io::Document& doc, const std::vector<Outcome>& outcomes, const Diff& diff);
// Two-space indentation and a final newline.
std::string dump(const Json& j);

}  // namespace kiyaku::reports
