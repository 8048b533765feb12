// Card spellings of the deal notation: `QC`, `qc`, `TD`, `10D`, `A♦`, `10♥`. Parsing accepts every
// spelling; printing writes the canonical ASCII form or the pretty form with suit symbols.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "solver/game/card.h"
#include "solver/game/rules.h"

namespace sheepdd {

std::optional<Card> ParseCard(std::string_view text);

// "Q♣", "10♥": for people's eyes.
std::string PrettyCardName(Card card);

// The cards of a set in the order a player sorts a hand: trumps high to low, then each fail suit
// (clubs, spades, hearts, diamonds) high to low.
std::vector<Card> SortedForDisplay(CardSet cards, const Rules& rules);

// Canonical ASCII, space separated, in display order.
std::string FormatCards(CardSet cards, const Rules& rules);

}  // namespace sheepdd
