// One entry point for every input format: picks the reader by content and extension.
#pragma once
#include <string>
#include <vector>

#include "kernel/io/document.hpp"
#include "kernel/io/sgf.hpp"

namespace kiyaku::io {

SourceFormat detect_format(const std::string& path, std::string_view text);
// All positions in a file: one for SGF and JSON, one per record for a rule-book corpus.
std::vector<Document> load_documents(const std::string& path, const SgfOptions& sgf = {});

}  // namespace kiyaku::io
