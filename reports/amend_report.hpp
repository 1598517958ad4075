// Reports of amendment runs (`kiyaku amend`) and reading explorations (`kiyaku readings`):
// text for the terminal, JSON (schemas kiyaku-amend/1 and kiyaku-readings/1, docs/amendments.md)
// and, for an amendment, one self-contained HTML page with before/after boards per changed position.
#pragma once
#include <string>

#include "compare/amend.hpp"
#include "compare/readings.hpp"
#include "reports/json_report.hpp"

namespace kiyaku::reports {

// A variant as `kiyaku rules --json` lists it (schema kiyaku-rules/1, "variants"): id, base,
// title, file, the readings it sets, the precedents it adds and its rationale.
Json variant_to_json(const Variant& v);

std::string amendment_text(const AmendmentRun& run);
Json amendment_to_json(const AmendmentRun& run);
std::string amendment_html(const AmendmentRun& run);

std::string readings_text(const Readings& r);
Json readings_to_json(const Readings& r);

}  // namespace kiyaku::reports
