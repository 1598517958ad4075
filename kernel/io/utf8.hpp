// UTF-8 as every reader checks it: well-formed sequences only (no overlong forms, surrogates or
// values above U+10FFFF).
#pragma once
#include <cstddef>
#include <string_view>

namespace kiyaku::io {

// Whether `c` continues a multi-byte sequence (10xxxxxx), so that it starts no column of its own.
constexpr bool is_utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Byte length of the well-formed UTF-8 sequence at `pos` of `s`, or 0 if it is malformed.
std::size_t utf8_sequence_length(std::string_view s, std::size_t pos);

// Whether the bytes at `pos` have the shape of a multi-byte sequence (a lead byte 0xC0-0xF7 and
// as many continuation bytes as it announces) whatever they encode: such bytes were meant as
// UTF-8, while a byte of another encoding (ISO-8859-1) rarely has that shape.
bool utf8_shaped(std::string_view s, std::size_t pos);

}  // namespace kiyaku::io
