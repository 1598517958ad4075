#include "reports/against_record.hpp"

#include <algorithm>

#include "compare/batch.hpp"
#include "kernel/number_text.hpp"

namespace kiyaku::reports {

namespace {

// The words for a result whose count was set against the record's.
std::string compared_words(const AgainstRecord& a, const Outcome& o) {
  const std::string basis = o.score.basis == CountBasis::territory
                                ? ""
                                : " (this text counts " + std::string(count_basis_name(o.score.basis)) +
                                      ": its margin and a territory count are different numbers)";
  if (a.matches) return "as recorded" + basis;
  if (!a.black_more) return "not a count: no margin to compare";
  const double more = *a.black_more;
  const double points = more < 0 ? -more : more;
  return number_text(points) + (points == 1 ? " point" : " points") + " more for " + (more > 0 ? "Black" : "White") +
         " than the record" + basis;
}

}  // namespace

bool is_game_record(const std::vector<Outcome>& outcomes) {
  return std::any_of(outcomes.begin(), outcomes.end(), [](const Outcome& o) { return o.normalisation.game_record; });
}

bool count_checkable(const io::Document& doc) {
  return doc.info.komi.has_value() && batch::is_checkable(io::parse_recorded_result(doc.info.result));
}

AgainstRecord against_record(const io::Document& doc, const Outcome& o) {
  AgainstRecord a;
  const std::optional<int> year = batch::record_year(doc.info.date);
  a.in_force = year && batch::text_in_force(*year) == o.ruleset;
  const io::RecordedResult recorded = io::parse_recorded_result(doc.info.result);
  if (o.result.kind == ResultKind::undecided) {
    a.words = "undecided: nothing to compare";
  } else if (!batch::is_checkable(recorded)) {
    a.words = "no count in the record to compare with";
  } else if (!doc.info.komi) {
    a.words = "the record gives no komi (KM[]), so its count cannot be checked";
  } else {
    a.compared = true;
    a.matches = batch::matches_record(recorded, o.result).value_or(false);
    if (!a.matches) a.black_more = batch::black_lead_over_record(recorded, o.result);
    a.words = compared_words(a, o);
  }
  return a;
}

}  // namespace kiyaku::reports
