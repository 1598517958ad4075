#include "rulesets/verdicts.hpp"

namespace kiyaku {

std::string_view count_basis_name(CountBasis b) {
  switch (b) {
    case CountBasis::territory: return "territory";
    case CountBasis::area: return "area";
    case CountBasis::stones: return "stones";
  }
  return "?";
}

std::string_view status_name(Status s) {
  switch (s) {
    case Status::alive: return "alive";
    case Status::dead: return "dead";
    case Status::seki: return "seki";
    case Status::undecided: return "undecided";
  }
  return "?";
}

std::string_view point_class_name(PointClass c) {
  switch (c) {
    case PointClass::black_territory: return "black_territory";
    case PointClass::white_territory: return "white_territory";
    case PointClass::dame: return "dame";
    case PointClass::eye: return "eye";
    case PointClass::stone: return "stone";
  }
  return "?";
}

std::string_view result_kind_name(ResultKind k) {
  switch (k) {
    case ResultKind::win: return "win";
    case ResultKind::jigo: return "jigo";
    case ResultKind::no_result: return "no_result";
    case ResultKind::both_lose: return "both_lose";
    case ResultKind::forfeit: return "forfeit";
    case ResultKind::resignation: return "resignation";
    case ResultKind::undecidable: return "undecidable";
    case ResultKind::undecided: return "undecided";
  }
  return "?";
}

}  // namespace kiyaku
