// A 5x5 ko fight the reader and writer tests share: eight moves, White's B3 taking the ko at C3.
#pragma once
#include <catch2/catch.hpp>

#include <utility>

#include "kernel/position.hpp"
#include "kernel/vertex.hpp"

namespace kiyaku::test {

inline void play_ko_fight(Position& p) {
  for (const auto& [color, vertex] : {std::pair{Color::black, "B4"},
                                      {Color::white, "C4"},
                                      {Color::black, "A3"},
                                      {Color::white, "D3"},
                                      {Color::black, "B2"},
                                      {Color::white, "C2"},
                                      {Color::black, "C3"},
                                      {Color::white, "B3"}})
    REQUIRE(p.play({color, *parse_gtp_vertex(p.board(), vertex)}) == PlayCheck::legal);
}

}  // namespace kiyaku::test
