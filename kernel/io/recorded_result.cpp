#include "kernel/io/recorded_result.hpp"

#include <algorithm>
#include <charconv>
#include <initializer_list>

#include "kernel/io/spaces.hpp"

namespace kiyaku::io {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
}

bool is_one_of(std::string_view word, std::initializer_list<std::string_view> words) {
  return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return equals_ignoring_case(word, w); });
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// "12" or "3.5": digits, optionally a point and more digits; nothing else.
std::optional<double> parse_margin(std::string_view s) {
  const auto point = s.find('.');
  const std::string_view whole = s.substr(0, point), fraction = point == s.npos ? "" : s.substr(point + 1);
  const auto all_digits = [](std::string_view d) { return !d.empty() && std::all_of(d.begin(), d.end(), is_digit); };
  if (!all_digits(whole) || (point != s.npos && !all_digits(fraction))) return std::nullopt;
  double value = 0;
  if (std::from_chars(s.data(), s.data() + s.size(), value).ec != std::errc{}) return std::nullopt;
  return value;
}

// What follows "B+": nothing, a margin, or R/T/F (or the word) with an optional note such as
// " (130 moves)" or "." after it.
RecordedResult parse_win(Color winner, std::string_view rest, RecordedResult r) {
  r.winner = winner;
  if (rest.empty()) {
    r.kind = RecordedKind::win;
    return r;
  }
  // "W+0", "W+J", "W+Jigo": an equal count awarded to one side (under an integer komi, White won a jigo).
  if (parse_margin(rest) == 0.0 || is_one_of(rest, {"J", "Jigo", "Draw"})) {
    r.kind = RecordedKind::draw;
    return r;
  }
  if (const auto margin = parse_margin(rest)) {
    r.kind = RecordedKind::score;
    r.margin = margin;
    return r;
  }
  std::size_t word_end = 0;
  while (word_end < rest.size() && is_alpha(rest[word_end])) ++word_end;
  const std::string_view word = rest.substr(0, word_end), note = rest.substr(word_end);
  const bool plain_note = note.empty() || !(is_alpha(note.front()) || is_digit(note.front()));
  if (plain_note && is_one_of(word, {"R", "Resign", "Resignation"}))
    r.kind = RecordedKind::resignation;
  else if (plain_note && is_one_of(word, {"T", "Time"}))
    r.kind = RecordedKind::time;
  else if (plain_note && is_one_of(word, {"F", "Forfeit"}))
    r.kind = RecordedKind::forfeit;
  else
    r.winner = Color::empty;  // stays unparsed
  return r;
}

}  // namespace

RecordedResult parse_recorded_result(std::string_view re) {
  RecordedResult r;
  r.raw = std::string(re);
  const std::string_view s = trim_spaces(re);
  r.kind = RecordedKind::unparsed;
  if (s.empty())
    r.kind = RecordedKind::none;
  else if (s == "?")
    r.kind = RecordedKind::unknown;
  else if (s == "0" || s == "持碁" || is_one_of(s, {"Draw", "Jigo"}))
    r.kind = RecordedKind::draw;
  else if (s == "無勝負" || is_one_of(s, {"Void"}))
    r.kind = RecordedKind::void_game;
  else if (s.size() >= 2 && s[1] == '+' && (lower(s[0]) == 'b' || lower(s[0]) == 'w'))
    return parse_win(lower(s[0]) == 'b' ? Color::black : Color::white, s.substr(2), std::move(r));
  return r;
}

std::string_view recorded_kind_name(RecordedKind k) {
  switch (k) {
    case RecordedKind::score: return "score";
    case RecordedKind::resignation: return "resignation";
    case RecordedKind::time: return "time";
    case RecordedKind::forfeit: return "forfeit";
    case RecordedKind::win: return "win";
    case RecordedKind::draw: return "draw";
    case RecordedKind::void_game: return "void";
    case RecordedKind::unknown: return "unknown";
    case RecordedKind::none: return "none";
    case RecordedKind::unparsed: return "unparsed";
  }
  return "?";
}

bool is_count(const RecordedResult& r) { return r.kind == RecordedKind::score || r.kind == RecordedKind::draw; }

}  // namespace kiyaku::io
