// The deal notation (docs/notation.md): `key: value` lines, `#` comments, `---` between deals.
// Parsing checks each deal (Game::Check) and reports its first problem with its line and column;
// printing writes the canonical form, and parsing that form gives back the same deal.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/game/game.h"

namespace sheepdd {

struct SourcePosition {
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in characters
};

struct ParsedDeal {
  int index = 0;       // 0-based among the deals of its file
  int first_line = 0;  // the deal's first non-blank line
  // The checked game, or an error whose message reads "FILE:LINE:COLUMN: what is wrong".
  absl::StatusOr<Game> game;
  SourcePosition error_at;  // where the error is, when `game` holds one
  std::string cause;        // the error without its position
};

// Every deal of a file's text; a bad deal yields an error record and the others go on.
std::vector<ParsedDeal> ParseDeals(std::string_view text, std::string_view file_name);

// Exactly one deal (an error if the text holds none or several).
absl::StatusOr<Game> ParseSingleDeal(std::string_view text, std::string_view file_name = "<deal>");

// The canonical form of a deal, ending in a newline.
std::string FormatDeal(const Deal& deal);

}  // namespace sheepdd
