// Deals as JSON: one object per deal, its keys the notation's keys (docs/notation.md) and each
// value what the notation line would hold: a string ("QC JS AD 9D TH 7S"), a whole number (players,
// picker, lead, counts), true for "yes", or a list of card strings (hands, blind, bury, play).
//
//   {"players": 5, "partner": "jd", "seat1": ["QC", "JS", "AD", "9D", "TH", "7S"], ...}
//
// A file holds one object (laid out freely) or one object per line (JSON Lines, like sheepdd's
// own output). Each object is checked exactly as the notation checks a deal; an error reads
// FILE:LINE:COLUMN pointing at the syntax error, or at the key whose value is wrong.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/notation.h"

namespace sheepdd {

// Whether a file's text is JSON rather than the notation: its first character that is not
// blank (after a byte-order mark) is '{', which no notation line begins with.
bool LooksLikeJson(std::string_view text);

// Every deal of a JSON file's text, like ParseDeals for the notation.
std::vector<ParsedDeal> ParseJsonDeals(std::string_view text, std::string_view file_name);

// A deal as one line of JSON (string values, as in the notation), which parses back to it.
std::string FormatDealJson(const Deal& deal);

// Either format, told apart by LooksLikeJson.
std::vector<ParsedDeal> ParseAnyDeals(std::string_view text, std::string_view file_name);

// Exactly one deal in either format: its checked game, or an error whose message reads
// "LINE:COLUMN: cause" (a program's text has no file name).
absl::StatusOr<Game> ParseGame(std::string_view text);

}  // namespace sheepdd
