#include "compare/diff.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <memory>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/iota.hpp>

#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku {

std::string_view agreement_name(Agreement a) {
  switch (a) {
    case Agreement::same: return "same";
    case Agreement::differ: return "differ";
    case Agreement::open: return "open";
  }
  return "?";
}

namespace {

// --- per-ruleset lookups by point ----------------------------------------------------------

struct OutcomeIndex {
  std::array<const StringVerdict*, kMaxPoints> string{};
  std::array<const PointVerdict*, kMaxPoints> point{};
};

std::vector<std::unique_ptr<OutcomeIndex>> index_outcomes(const std::vector<Outcome>& outcomes) {
  std::vector<std::unique_ptr<OutcomeIndex>> out;
  for (const auto& o : outcomes) {
    auto ix = std::make_unique<OutcomeIndex>();
    for (const auto& s : o.strings)
      for (Point p : s.stones)
        if (p < kMaxPoints) ix->string[p] = &s;
    for (const auto& v : o.points)
      if (v.point < kMaxPoints) ix->point[v.point] = &v;
    out.push_back(std::move(ix));
  }
  return out;
}

// --- agreement ------------------------------------------------------------------------------

Agreement status_agreement(const std::vector<Status>& s) {
  std::optional<Status> decided;
  bool open = false;
  for (Status x : s) {
    if (x == Status::undecided) {
      open = true;
      continue;
    }
    if (decided && *decided != x) return Agreement::differ;
    decided = x;
  }
  return open ? Agreement::open : Agreement::same;
}

Agreement class_agreement(const std::vector<std::optional<PointClass>>& c) {
  for (const auto& x : c)
    if (x != c.front()) return Agreement::differ;
  return Agreement::same;
}

// True when no other entry equals v[i] (and there is another entry to compare with).
template <class T>
bool alone(const std::vector<T>& v, std::size_t i) {
  if (v.size() < 2) return false;
  for (std::size_t j = 0; j < v.size(); ++j)
    if (j != i && v[j] == v[i]) return false;
  return true;
}

std::vector<StringDiff> string_diffs(const Board& b, const std::vector<std::unique_ptr<OutcomeIndex>>& ix) {
  std::vector<StringDiff> out;
  PointSet seen;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || seen.contains(p)) continue;
    const PointSet chain = b.chain(p);
    seen |= chain;
    StringDiff d{b.at(p), chain.to_vector(), {}, Agreement::same};
    for (const auto& o : ix) d.status.push_back(o->string[p] ? o->string[p]->status : Status::undecided);
    d.agreement = status_agreement(d.status);
    out.push_back(std::move(d));
  }
  return out;
}

std::vector<PointDiff> point_diffs(const Board& b, const std::vector<std::unique_ptr<OutcomeIndex>>& ix) {
  std::vector<PointDiff> out;
  for (Point p : b.points()) {
    PointDiff d{p, {}, Agreement::same};
    bool judged = false;
    for (const auto& o : ix) {
      d.cls.push_back(o->point[p] ? std::optional(o->point[p]->cls) : std::nullopt);
      judged = judged || o->point[p];
    }
    if (!judged) continue;
    d.agreement = class_agreement(d.cls);
    out.push_back(std::move(d));
  }
  return out;
}

// --- regions --------------------------------------------------------------------------------

PointSet disputed_set(const std::vector<StringDiff>& strings, const std::vector<PointDiff>& points) {
  PointSet set;
  for (const auto& s : strings)
    if (s.agreement == Agreement::differ)
      for (Point p : s.stones) set.insert(p);
  for (const auto& d : points)
    if (d.agreement == Agreement::differ) set.insert(d.point);
  return set;
}

std::vector<PointSet> connected_parts(const Board& b, const PointSet& set) {
  std::vector<PointSet> out;
  PointSet done;
  set.for_each([&](Point start) {
    if (done.contains(start)) return;
    PointSet part;
    std::vector<Point> stack{start};
    done.insert(start);
    while (!stack.empty()) {
      const Point p = stack.back();
      stack.pop_back();
      part.insert(p);
      for (Point n : b.neighbours(p))
        if (b.on_board(n) && set.contains(n) && !done.contains(n)) {
          done.insert(n);
          stack.push_back(n);
        }
    }
    out.push_back(part);
  });
  return out;
}

// --- plain language -------------------------------------------------------------------------

std::string join(const std::vector<std::string>& parts, std::string_view sep, std::string_view last_sep) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? last_sep : sep;
    out += parts[i];
  }
  return out;
}

std::string capitalized(std::string_view colour) {
  std::string s(colour);
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// "Black's 4 stones (B19 C19 B18 C18)", "White's stone A18", "Black's 12 stones around D4".
std::string stones_phrase(const Board& b, Color c, const std::vector<Point>& stones) {
  const std::string owner = capitalized(color_name(c)) + "'s ";
  if (stones.size() == 1) return owner + "stone " + gtp_vertex(b, stones.front());
  std::string s = owner + std::to_string(stones.size()) + " stones ";
  if (stones.size() > 6) return s + "around " + gtp_vertex(b, stones.front());
  std::vector<std::string> v;
  for (Point p : stones) v.push_back(gtp_vertex(b, p));
  return s + "(" + join(v, " ", " ") + ")";
}

std::string status_words(Status s) {
  switch (s) {
    case Status::alive: return "alive";
    case Status::dead: return "dead";
    case Status::seki: return "alive in seki";
    case Status::undecided: return "not decided";
  }
  return "?";
}

void add_unique(std::vector<std::string>& to, const std::vector<std::string>& from) {
  for (const auto& a : from)
    if (std::find(to.begin(), to.end(), a) == to.end()) to.push_back(a);
}

std::string with_articles(std::string text, const std::vector<std::string>& articles) {
  return articles.empty() ? text : text + " (" + article_list(articles) + ")";
}

// One status of one ruleset in a set of strings, with the articles and the reasons: "Black's 4
// stones (...) and White's stone A18 are alive in seki (Art. 7-1, 8): <reason>".
std::string status_sentence(const Board& b, Status st, const std::vector<const StringVerdict*>& strings) {
  std::vector<std::string> parts, articles, reasons;
  std::size_t stones = 0;
  for (Color c : {Color::black, Color::white}) {
    std::vector<Point> mine;
    for (const auto* s : strings)
      if (s->color == c) {
        mine.insert(mine.end(), s->stones.begin(), s->stones.end());
        add_unique(articles, s->articles);
        if (!s->reason.empty()) add_unique(reasons, {s->reason});
      }
    if (mine.empty()) continue;
    std::sort(mine.begin(), mine.end());
    stones += mine.size();
    parts.push_back(stones_phrase(b, c, mine));
  }
  const std::string sentence = join(parts, ", ", " and ") + (stones == 1 ? " is " : " are ") + status_words(st);
  // No article decided it; the reason says why (the budget ran out, or play repeats without end).
  if (st == Status::undecided) return sentence + (reasons.empty() ? "" : ": " + reasons.front());
  constexpr std::size_t kReasonsShown = 2;
  if (reasons.size() > kReasonsShown) reasons.resize(kReasonsShown);
  return with_articles(sentence, articles) + (reasons.empty() ? "" : ": " + join(reasons, "; ", "; "));
}

std::string points_phrase(const Board& b, const std::vector<Point>& points) {
  constexpr std::size_t kNamed = 4;
  if (points.size() > kNamed) return std::to_string(points.size()) + " points";
  std::vector<std::string> v;
  for (Point p : points) v.push_back(gtp_vertex(b, p));
  return join(v, ", ", " and ");
}

std::string class_words(const std::optional<PointClass>& c, std::size_t n) {
  if (!c) return "not judged";
  switch (*c) {
    case PointClass::dame: return "dame";
    case PointClass::eye: return n == 1 ? "an eye of seki stones" : "eyes of seki stones";
    case PointClass::black_territory: return "Black's territory";
    case PointClass::white_territory: return "White's territory";
    case PointClass::stone: return n == 1 ? "a stone" : "stones";
  }
  return "?";
}

// True when the text counts territory that no point carries (a precedent's fixed count, say):
// then "no territory here" could be false, so the region sentence leaves territory to the count.
bool counts_territory_off_the_points(const Outcome& o) {
  std::array<int, 2> carried{};
  for (const auto& v : o.points) {
    carried[0] += v.cls == PointClass::black_territory;
    carried[1] += v.cls == PointClass::white_territory;
  }
  return carried[0] != o.score.territory_black || carried[1] != o.score.territory_white;
}

// Territory in a region, or what its empty points are when nobody gets any.
std::string territory_sentence(const Board& b, const Outcome& o, const OutcomeIndex& ix,
                               const std::vector<Point>& points) {
  std::array<int, 2> territory{};
  std::vector<std::string> articles;
  std::vector<std::pair<std::optional<PointClass>, std::vector<Point>>> empties;
  for (Point p : points) {
    const PointVerdict* v = ix.point[p];
    if (v && v->cls == PointClass::black_territory) ++territory[0];
    if (v && v->cls == PointClass::white_territory) ++territory[1];
    if (v && v->cls != PointClass::stone) add_unique(articles, v->articles);
    if (b.at(p) != Color::empty) continue;
    const auto cls = v ? std::optional(v->cls) : std::nullopt;
    auto it = std::find_if(empties.begin(), empties.end(), [&](const auto& e) { return e.first == cls; });
    if (it == empties.end())
      empties.push_back({cls, {p}});
    else
      it->second.push_back(p);
  }
  auto points_of = [](int k) { return std::to_string(k) + (k == 1 ? " point" : " points"); };
  const int black = territory[0], white = territory[1];
  if (black > 0 && white > 0)
    return with_articles("Black gets " + points_of(black) + " and White " + points_of(white) + " of territory here",
                         articles);
  if (black > 0) return with_articles("Black gets " + points_of(black) + " of territory here", articles);
  if (white > 0) return with_articles("White gets " + points_of(white) + " of territory here", articles);
  const bool counts_elsewhere = counts_territory_off_the_points(o);
  std::vector<std::string> parts;
  bool judged = false;
  for (const auto& [cls, pts] : empties) {
    parts.push_back(points_phrase(b, pts) + (pts.size() == 1 ? " is " : " are ") + class_words(cls, pts.size()));
    judged = judged || cls.has_value();
  }
  if (parts.empty()) return counts_elsewhere ? "" : with_articles("no territory for either side here", articles);
  const bool none = judged && !counts_elsewhere;
  return with_articles(join(parts, "; ", "; ") + (none ? ", so neither side gets territory here" : ""), articles);
}

// What one ruleset says in one region, one sentence.
std::string region_sentence(const Board& b, const Outcome& o, const OutcomeIndex& ix, const std::vector<Point>& points) {
  std::vector<std::pair<Status, std::vector<const StringVerdict*>>> by_status;
  for (Point p : points)
    if (const StringVerdict* s = ix.string[p]; s && s->stones.front() == p) {
      auto it = std::find_if(by_status.begin(), by_status.end(), [&](const auto& e) { return e.first == s->status; });
      if (it == by_status.end())
        by_status.push_back({s->status, {s}});
      else
        it->second.push_back(s);
    }
  std::vector<std::string> parts;
  for (const auto& [st, strings] : by_status) parts.push_back(status_sentence(b, st, strings));
  if (std::string t = territory_sentence(b, o, ix, points); !t.empty()) parts.push_back(t);
  if (parts.empty()) return "Nothing of note here.";
  return join(parts, "; ", "; ") + ".";
}

std::vector<DisagreementRegion> regions_of(const Board& b, const std::vector<Outcome>& outcomes,
                                           const std::vector<std::unique_ptr<OutcomeIndex>>& ix,
                                           const std::vector<StringDiff>& strings, const std::vector<PointDiff>& points) {
  std::vector<DisagreementRegion> out;
  for (const PointSet& part : connected_parts(b, disputed_set(strings, points))) {
    DisagreementRegion r;
    r.points = part.to_vector();
    r.strings = ranges::views::iota(std::size_t{0}, strings.size()) |
                ranges::views::filter([&](std::size_t i) { return part.contains(strings[i].stones.front()); }) |
                ranges::to<std::vector>();
    for (std::size_t k = 0; k < outcomes.size(); ++k)
      r.verdicts.push_back(region_sentence(b, outcomes[k], *ix[k], r.points));
    out.push_back(std::move(r));
  }
  return out;
}

// --- summaries ------------------------------------------------------------------------------

std::string result_key(const ResultVerdict& r) {
  if (r.kind == ResultKind::undecided) return "";
  return std::string(result_kind_name(r.kind)) + "/" + std::string(color_name(r.winner)) + "/" + number_text(r.margin);
}

std::string score_phrase(const Outcome& o) {
  if (o.result.kind != ResultKind::win && o.result.kind != ResultKind::jigo) return "";
  return ": Black " + number_text(o.score.total_black) + ", White " + number_text(o.score.total_white);
}

// With no disagreement to describe: the strings that are not simply alive, then the territory.
std::string overall_sentence(const Board& b, const Outcome& o) {
  std::vector<std::pair<Status, std::vector<const StringVerdict*>>> by_status;
  std::size_t alive = 0;
  for (const auto& s : o.strings) {
    if (s.status == Status::alive) {
      ++alive;
      continue;
    }
    auto it = std::find_if(by_status.begin(), by_status.end(), [&](const auto& e) { return e.first == s.status; });
    if (it == by_status.end())
      by_status.push_back({s.status, {&s}});
    else
      it->second.push_back(&s);
  }
  std::vector<std::string> parts;
  for (const auto& [st, strings] : by_status) parts.push_back(status_sentence(b, st, strings));
  if (alive > 0)
    parts.push_back(
        parts.empty()
            ? (alive == 1 ? "the one string is alive" : "all " + std::to_string(alive) + " strings are alive")
            : (alive == 1 ? "the other string is alive" : "the other " + std::to_string(alive) + " strings are alive"));
  std::string s = parts.empty() ? "No stones on the board" : join(parts, "; ", "; ");
  s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s + "; territory: Black " + std::to_string(o.score.territory_black) + ", White " +
         std::to_string(o.score.territory_white) + ".";
}

std::string short_contested(const Outcome& o, const OutcomeIndex& ix, const std::vector<DisagreementRegion>& regions) {
  std::map<Status, std::size_t> stones;
  std::array<int, 2> territory{};
  if (regions.empty()) {
    for (const auto& s : o.strings)
      if (s.status != Status::alive) stones[s.status] += s.stones.size();
  }
  for (const auto& r : regions)
    for (Point p : r.points) {
      if (const StringVerdict* s = ix.string[p]) ++stones[s->status];
      if (const PointVerdict* v = ix.point[p]) {
        territory[0] += v->cls == PointClass::black_territory;
        territory[1] += v->cls == PointClass::white_territory;
      }
    }
  std::vector<std::string> parts;
  for (const auto& [st, n] : stones)
    if (st != Status::alive) parts.push_back(std::to_string(n) + " " + std::string(status_name(st)));
  if (territory[0] > 0) parts.push_back("B terr. " + std::to_string(territory[0]));
  if (territory[1] > 0) parts.push_back("W terr. " + std::to_string(territory[1]));
  return parts.empty() ? "" : " · " + join(parts, ", ", ", ");
}

bool judges_any(const OutcomeIndex& ix, const std::vector<Point>& points) {
  return std::any_of(points.begin(), points.end(), [&](Point p) { return ix.string[p] || ix.point[p]; });
}

RulesetSummary summary_of(const Board& board, std::size_t k, const std::vector<Outcome>& outcomes,
                          const OutcomeIndex& ix, const Diff& d) {
  const Outcome& o = outcomes[k];
  RulesetSummary s;
  s.ruleset = o.ruleset;
  s.title = o.title;
  s.result = result_phrase(o.result);
  // An undecided result says why where no undecided string's verdict below does: a result's own
  // play-outs out of budget, or a region left in play.
  const bool strings_say_why = std::any_of(o.strings.begin(), o.strings.end(),
                                           [](const StringVerdict& v) { return v.status == Status::undecided; });
  if (o.result.kind == ResultKind::undecided && !strings_say_why && !o.result.reason.empty()) {
    constexpr std::string_view kSaid = "undecided: ";
    const std::string& why = o.result.reason;
    s.result += ": " + (why.starts_with(kSaid) ? why.substr(kSaid.size()) : why);
  }
  s.text = s.result + score_phrase(o) + ". ";
  constexpr std::size_t kRegionsInSummary = 3;
  std::size_t told = 0, untold = 0;
  for (std::size_t i = 0; i < d.regions.size(); ++i) {
    if (!judges_any(ix, d.regions[i].points)) continue;  // "D16 is not judged" is no news
    if (told < kRegionsInSummary) {
      s.text += d.regions[i].verdicts[k] + " ";
      ++told;
    } else {
      ++untold;
    }
  }
  if (untold > 0)
    s.text += "And " + std::to_string(untold) + " more places where the rule texts part.";
  else if (d.regions.empty())
    s.text += overall_sentence(board, o) +
              (outcomes.size() > 1 ? " Every rule text compared here agrees on every stone and point." : "");
  while (!s.text.empty() && s.text.back() == ' ') s.text.pop_back();
  s.short_text = result_short(o.result) + short_contested(o, ix, d.regions);
  for (const auto& str : d.strings) {
    std::vector<Status> v = str.status;
    s.strings_alone += v[k] != Status::undecided && alone(v, k);
  }
  for (const auto& p : d.points) s.points_alone += p.cls[k].has_value() && alone(p.cls, k);
  std::vector<std::string> keys;
  for (const auto& x : outcomes) keys.push_back(result_key(x.result));
  s.result_alone = !keys[k].empty() && alone(keys, k);
  return s;
}

bool results_agree(const std::vector<Outcome>& outcomes) {
  std::string first;
  for (const auto& o : outcomes) {
    const std::string key = result_key(o.result);
    if (key.empty()) continue;
    if (!first.empty() && key != first) return false;
    first = key;
  }
  return true;
}

bool is_count(const ResultVerdict& r) { return r.kind == ResultKind::win || r.kind == ResultKind::jigo; }

// Sorts a difference between two decided verdicts of rulesets i and j: the position's if the two
// count alike (or `real` says so), the counting method's otherwise.
void classify_difference(const std::vector<Outcome>& outcomes, std::size_t i, std::size_t j, bool real,
                         bool& about_position, bool& counting) {
  if (real || outcomes[i].score.basis == outcomes[j].score.basis)
    about_position = true;
  else
    counting = true;
}

DisagreementKinds disagreement_kinds(const std::vector<Outcome>& outcomes, const Diff& d) {
  DisagreementKinds k;
  for (const auto& s : d.strings) k.status = k.status || s.agreement == Agreement::differ;
  for (const auto& p : d.points)
    for (std::size_t i = 0; i < p.cls.size(); ++i)
      for (std::size_t j = i + 1; j < p.cls.size(); ++j)
        if (p.cls[i] && p.cls[j] && *p.cls[i] != *p.cls[j])
          classify_difference(outcomes, i, j, false, k.territory, k.counting);
  for (std::size_t i = 0; i < outcomes.size(); ++i)
    for (std::size_t j = i + 1; j < outcomes.size(); ++j) {
      const std::string a = result_key(outcomes[i].result), b = result_key(outcomes[j].result);
      if (a.empty() || b.empty() || a == b) continue;
      const bool real = !is_count(outcomes[i].result) || !is_count(outcomes[j].result);
      classify_difference(outcomes, i, j, real, k.result, k.counting);
    }
  return k;
}

}  // namespace

std::string result_phrase(const ResultVerdict& r) {
  const std::string winner = capitalized(color_name(r.winner));
  switch (r.kind) {
    case ResultKind::win: return winner + " wins by " + number_text(r.margin);
    case ResultKind::jigo: return "Jigo (a draw)";
    case ResultKind::no_result: return "No result (the game is void)";
    case ResultKind::both_lose: return "Both players lose";
    case ResultKind::forfeit: return winner + " wins: the opponent broke the rules";
    case ResultKind::resignation: return winner + " wins by resignation";
    case ResultKind::undecidable: return "No result can be decided";
    case ResultKind::undecided: return "Undecided";
  }
  return "?";
}

std::string result_short(const ResultVerdict& r) {
  const char w = color_letter(r.winner);
  switch (r.kind) {
    case ResultKind::win: return std::string(1, w) + "+" + number_text(r.margin);
    case ResultKind::jigo: return "Jigo";
    case ResultKind::no_result: return "No result";
    case ResultKind::both_lose: return "Both lose";
    case ResultKind::forfeit: return std::string(1, w) + "+forfeit";
    case ResultKind::resignation: return std::string(1, w) + "+R";
    case ResultKind::undecidable: return "Undecidable";
    case ResultKind::undecided: return "Undecided";
  }
  return "?";
}

std::string article_list(const std::vector<std::string>& ids) {
  // Numbered articles share one "Art." ("Art. 7-1, 8"); other citations ("判例2") stand as written.
  std::vector<std::string> numbered, other;
  for (const auto& id : ids) (!id.empty() && id.front() >= '0' && id.front() <= '9' ? numbered : other).push_back(id);
  std::vector<std::string> parts;
  if (!numbered.empty()) parts.push_back("Art. " + join(numbered, ", ", ", "));
  parts.insert(parts.end(), other.begin(), other.end());
  return join(parts, ", ", ", ");
}

std::size_t Diff::disputed_stones(const Board& b) const {
  std::size_t n = 0;
  for (const auto& r : regions)
    for (Point p : r.points) n += is_stone(b.at(p));
  return n;
}

std::size_t Diff::disputed_points(const Board& b) const {
  std::size_t n = 0;
  for (const auto& r : regions)
    for (Point p : r.points) n += !is_stone(b.at(p));
  return n;
}

Diff diff_outcomes(const Board& board, const std::vector<Outcome>& outcomes) {
  const auto ix = index_outcomes(outcomes);
  Diff d;
  for (const auto& o : outcomes) {
    d.rulesets.push_back(o.ruleset);
    d.results.push_back({o.ruleset, o.score, o.result});
    d.choices.push_back({o.ruleset, o.choices});
  }
  d.strings = string_diffs(board, ix);
  d.points = point_diffs(board, ix);
  d.regions = regions_of(board, outcomes, ix, d.strings, d.points);
  d.results_agree = results_agree(outcomes);
  d.kinds = disagreement_kinds(outcomes, d);
  for (std::size_t k = 0; k < outcomes.size(); ++k) d.summaries.push_back(summary_of(board, k, outcomes, *ix[k], d));
  return d;
}

}  // namespace kiyaku
