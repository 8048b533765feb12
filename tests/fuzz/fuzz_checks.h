// What every fuzzed parse must hold, beyond not crashing: each deal either parses to a valid
// deal that prints and parses back to itself (in both formats), or gives one printable line
// of error with its position. A broken property aborts, which libFuzzer reports as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "formats/json_deal.h"
#include "formats/notation.h"
#include "solver/game/game.h"

namespace sheepdd::fuzz {

inline void Require(bool holds, const char* what) {
  if (!holds) {
    std::fprintf(stderr, "property broken: %s\n", what);
    std::abort();
  }
}

inline void CheckDeals(const std::vector<ParsedDeal>& deals) {
  for (const ParsedDeal& parsed : deals) {
    if (!parsed.game.ok()) {
      const std::string message(parsed.game.status().message());
      Require(message.starts_with("fuzz:"), "an error names the file");
      Require(parsed.error_at.line >= 1 && parsed.error_at.column >= 1, "an error has a position");
      for (char c : message) Require(static_cast<unsigned char>(c) >= 0x20, "one printable line");
      continue;
    }
    const Deal& deal = parsed.game->deal();
    Require(std::holds_alternative<Game>(Game::Check(deal)), "a parsed deal is valid");
    // A deal may stop before its play can start (no pick or bury yet); a play it accepted replays.
    Require(deal.play.empty() || parsed.game->playable(), "a parsed deal's play replays");
    const absl::StatusOr<Game> again = ParseSingleDeal(FormatDeal(deal), "again");
    Require(again.ok() && again->deal() == deal, "the notation prints and parses back");
    const std::vector<ParsedDeal> json = ParseJsonDeals(FormatDealJson(deal), "again");
    Require(json.size() == 1 && json[0].game.ok() && json[0].game->deal() == deal,
            "JSON prints and parses back");
  }
}

}  // namespace sheepdd::fuzz
