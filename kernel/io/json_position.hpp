// kiyaku's JSON position format (docs/position-formats.md): read and write, round-trips.
#pragma once
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "kernel/io/document.hpp"

namespace kiyaku::io {

Document read_json_position(std::string_view text, const std::string& file);
nlohmann::json position_to_json(const Document& doc);

}  // namespace kiyaku::io
