#include "kernel/io/text_diagram.hpp"

#include <map>

#include "kernel/io/utf8.hpp"
#include "kernel/number_text.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::io {
namespace {

// Star points of the usual square boards: the 4-4 (3-3 on 9x9) points, the sides on 19x19,
// and the centre.
bool is_star_point(const Board& board, Coord c) {
  const int n = board.width();
  if (board.height() != n || (n != 9 && n != 13 && n != 19)) return false;
  const int edge = n == 9 ? 2 : 3;
  auto on_line = [&](int v) { return v == edge || v == n - 1 - edge || (n == 19 && v == n / 2); };
  const bool centre = c.x == n / 2 && c.y == n / 2;
  return centre || (on_line(c.x) && on_line(c.y));
}

std::string first_character(const std::string& text) {
  if (text.empty()) return "?";
  std::size_t length = 1;
  while (length < text.size() && is_utf8_continuation(text[length])) ++length;
  return text.substr(0, length);
}

std::string cell(const Document& doc, Point p, const std::map<Point, std::string>& labels) {
  const Position& position = doc.position;
  const Color c = position.board().at(p);
  const bool framed = position.frame().contains(p);
  if (c == Color::black) return framed ? "x" : "X";
  if (c == Color::white) return framed ? "o" : "O";
  if (auto it = labels.find(p); it != labels.end()) return it->second;
  return is_star_point(position.board(), position.board().coord(p)) ? "+" : ".";
}

std::string column_header(const Board& board) {
  std::string line = "  ";
  for (int x = 0; x < board.width(); ++x) {
    line += ' ';
    line += gtp_column_letter(x);
  }
  return line + '\n';
}

std::string board_rows(const Document& doc) {
  const Board& board = doc.position.board();
  std::map<Point, std::string> labels;
  for (const auto& l : doc.labels) labels.emplace(l.point, first_character(l.text));
  std::string out = column_header(board);
  for (int y = 0; y < board.height(); ++y) {
    const std::string number = std::to_string(board.height() - y);
    out += (number.size() < 2 ? " " : "") + number;
    for (int x = 0; x < board.width(); ++x) out += ' ' + cell(doc, board.point(x, y), labels);
    out += ' ' + std::to_string(board.height() - y) + '\n';
  }
  return out + column_header(board);
}

std::string reason_text(PlayCheck reason) {
  switch (reason) {
    case PlayCheck::occupied: return "the point is occupied";
    case PlayCheck::suicide: return "suicide";
    case PlayCheck::ko_retake: return "retakes the ko";
    case PlayCheck::off_board: return "off the board";
    default: return "legal";
  }
}

std::string fragment_line(const Position& position, const Placement& f) {
  const Board& board = position.board();
  std::string open;
  for (const auto& [flag, side] : {std::pair{f.open_top, "top"}, std::pair{f.open_bottom, "bottom"},
                                   std::pair{f.open_left, "left"}, std::pair{f.open_right, "right"}})
    if (flag) open += std::string(open.empty() ? "" : " ") + side;
  return "fragment: " + gtp_vertex(board, board.point(f.x0, f.y0)) + "-" +
         gtp_vertex(board, board.point(f.x0 + f.cols - 1, f.y0 + f.rows - 1)) + " (" + std::to_string(f.cols) +
         " cols x " + std::to_string(f.rows) + " rows), open sides: " + (open.empty() ? "none" : open) +
         (position.beyond() == Beyond::frame_colour ? "" : ", beyond: " + std::string(beyond_name(position.beyond()))) +
         "\n";
}

std::string fact_lines(const Document& doc) {
  const Position& position = doc.position;
  const Board& board = position.board();
  std::string out = "legend: X black, O white, x o frame stones, . empty, + star point\n";
  out += "id: " + doc.id + "\n";
  if (!doc.title.empty()) out += "title: " + doc.title + "\n";
  out += "size: " + std::to_string(board.width()) + "x" + std::to_string(board.height()) + "\n";
  out += "to move: " + std::string(is_stone(position.to_move()) ? color_name(position.to_move()) : "none") + "\n";
  out += "prisoners: black took " + std::to_string(position.prisoners_taken_by(Color::black)) + ", white took " +
         std::to_string(position.prisoners_taken_by(Color::white)) + "\n";
  out += "komi: " + (doc.info.komi ? number_text(*doc.info.komi) : std::string("none")) + "\n";
  if (board.ko_point() != kNoPoint)
    out += "ko: " + std::string(color_name(board.ko_color())) + " may not retake at " +
           gtp_vertex(board, board.ko_point()) + "\n";
  if (doc.fragment) out += fragment_line(position, *doc.fragment);
  if (!doc.labels.empty()) {
    out += "labels:";
    for (const auto& l : doc.labels) out += " " + gtp_vertex(board, l.point) + " " + l.text;
    out += "\n";
  }
  if (!doc.marks.empty()) {
    out += "marks:";
    for (const auto& m : doc.marks) out += " " + gtp_vertex(board, m.point) + " " + m.glyph;
    out += "\n";
  }
  if (doc.illegal) {
    const Move m = doc.illegal->move;
    out += "illegal move: " + std::to_string(doc.illegal->number) + " " + std::string(color_name(m.color)) + " " +
           gtp_vertex(board, m.point) + " (" + reason_text(doc.illegal->reason) + ")\n";
  }
  return out;
}

}  // namespace

std::string render_text(const Document& doc) { return board_rows(doc) + fact_lines(doc); }

}  // namespace kiyaku::io
