// Labels for verdicts decided by a reconstructed rule: where a text was not seen and a ruleset
// fills the gap (usually from 1989), every verdict that gap decides says so in its reason.
#pragma once
#include <string>
#include <string_view>

#include "rulesets/parts/status.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku::parts {

// "reconstructed (NOTE): " + reason, for every string whose verdict came from a search
// (pass-alive and frame strings need no rule of the text beyond capture).
void label_reconstructed(StatusMap& statuses, std::string_view note);

// The same label on a result reason.
void label_reconstructed(ResultVerdict& result, std::string_view note);

}  // namespace kiyaku::parts
