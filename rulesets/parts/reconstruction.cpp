#include "rulesets/parts/reconstruction.hpp"

namespace kiyaku::parts {

namespace {

std::string labelled(std::string_view note, const std::string& reason) {
  return "reconstructed (" + std::string(note) + "): " + reason;
}

bool decided_by_search(const StringVerdict& v) { return v.nodes > 0 || !v.witness.empty(); }

}  // namespace

void label_reconstructed(StatusMap& statuses, std::string_view note) {
  for (auto& v : statuses.strings)
    if (decided_by_search(v)) v.reason = labelled(note, v.reason);
}

void label_reconstructed(ResultVerdict& result, std::string_view note) {
  result.reason = labelled(note, result.reason);
}

}  // namespace kiyaku::parts
