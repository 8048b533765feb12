// Which of the mover's legal cards the search needs to try: one card per run of equivalent
// cards, and the bounds one card of a run puts on another.
#pragma once

#include <cstdlib>
#include <optional>

#include "solver/game/game_state.h"
#include "solver/search/trick_questions.h"

namespace sheepdd {

// The legal cards of the seat to play, keeping one card of every run of equivalent cards: cards
// of one follow group, in the same hand, equal in points, with no card of another hand or of the
// current trick between them in power. Playing any card of a run gives the same value.
//
// Given the trick's `settlement` (for searches whose value is the team's card points), runs that
// differ in points are reduced too whenever the side taking the trick cannot depend on what
// follows (the mover plays the trick's last card, or its side is settled): a card of a run and its
// neighbour give isomorphic games that differ only in where the two cards' points land, so the
// mover's best is the run's richest card for his own side's trick, its poorest for the other
// side's. While only the side (not the seat) is settled, the trick's cards still separate runs,
// so that the same seat takes the trick, and leads the next, whichever card is played.
CardSet DistinctMoves(const GameState& state,
                      const std::optional<Settlement>& settlement = std::nullopt);
// The same, given the mover's legal cards (state.LegalCards()). When `mates` is given, the kept
// cards that share a run with another kept card (of other points) are added to it: see RunMates.
CardSet DistinctMoves(const GameState& state, CardSet legal,
                      const std::optional<Settlement>& settlement, CardSet* mates = nullptr);

// Whether two cards of the seat to play are of one run of DistinctMoves (same follow group, equal
// points, nothing of another hand or of the trick between them in power, neither with limits of
// its own): playing either gives the same value. Cards of `separators` also part runs (a player
// who cannot see the bury counts it as another hand).
bool Interchangeable(const GameState& state, Card a, Card b, CardSet separators = {});

// Whether two cards of the seat to play are of one run in power (as for Interchangeable, but
// their points may differ): the games after either are isomorphic and differ only in where the
// two cards' points land, so their values differ by no more than the cards' points do.
bool RunMates(const GameState& state, Card a, Card b, CardSet separators = {});
// How far apart the values after two run-mates can lie: the points between the two cards.
inline int RunMatesSpread(Card a, Card b) { return std::abs(PointsOf(a) - PointsOf(b)); }

}  // namespace sheepdd
