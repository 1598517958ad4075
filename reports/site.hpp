// The documentation site (`kiyaku site`): an index table (positions x rule texts), one page per
// position (the HTML report) and one page per rule text (from its metadata, with the positions
// where it stands apart). Relative links only; the same input gives the same bytes.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "compare/diff.hpp"
#include "compare/readings.hpp"
#include "compare/registry.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::reports {

struct SiteEntry {  // one evaluated position
  io::Document doc;
  std::vector<Outcome> outcomes;  // in the order of the site's rule texts
  Diff diff;
  std::string source_text;
  std::optional<Readings> readings;  // under one text's readings, one choice at a time (kiyaku site --readings)
};

struct SiteFile {
  std::string path;  // relative to the site root, '/'-separated: "index.html", "positions/j89-ex01.html"
  std::string content;
};

std::vector<SiteFile> build_site(const std::vector<SiteEntry>& entries, const std::vector<const RulesetEntry*>& rulesets);
// Writes the files under `dir`, creating folders; throws std::runtime_error when it cannot.
void write_site(const std::vector<SiteFile>& files, const std::string& dir);

// The record's text as its file has it: for a rule-book record its lines (from "id:" up to the
// next record), for other files the whole text (at most 64 KiB). Empty if the file is unreadable.
std::string record_source_text(const io::Document& doc);

// A file name for an id: ASCII letters, digits, '-', '_' and '.' kept, anything else '_'.
std::string file_name_for(std::string_view id);

}  // namespace kiyaku::reports
