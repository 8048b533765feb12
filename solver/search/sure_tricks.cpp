#include "solver/search/sure_tricks.h"

#include <algorithm>
#include <array>
#include <bit>

#include "solver/game/rules.h"

namespace sheepdd {

namespace {

// One seat's winners lie in as many distinct tricks, and every seat plays a card to each of
// them: the other side's cheapest cards at least, and from the winners' own side, besides its
// winners, its cheapest other cards.
SureTricks SureTricksOf(const GameState& state, CardSet winners, bool team) {
  SureTricks sure;
  if (winners.empty()) return sure;
  for (Seat seat = 0; seat < state.players(); ++seat) {
    sure.tricks = std::max(sure.tricks, (state.hand(seat) & winners).size());
  }
  sure.points = PointsOf(winners);
  for (Seat seat = 0; seat < state.players(); ++seat) {
    const CardSet hand = state.hand(seat);
    if (state.OnPickerTeam(seat) == team) {
      sure.points += CheapestPoints(hand - winners, sure.tricks - (hand & winners).size());
    } else {
      sure.points += CheapestPoints(hand, sure.tricks);
    }
  }
  return sure;
}

// How many tricks a seat's trumps (`own`, as TrumpPowers) take at least against the other side's
// (`theirs`): each of its trumps falls in a trick of its own and takes it (trumps beat every fail
// card) unless a higher trump of the other side falls on it, and each of those falls once. So
// the tricks lost are at most a largest matching of their trumps to lower ones of ours, which
// the greedy pairing from the bottom finds.
int TrumpTricksAtLeast(uint32_t own, uint32_t theirs) {
  int beaten = 0;
  for (uint32_t rest = own; rest != 0; rest &= rest - 1) {
    const int power = std::countr_zero(rest);
    const uint32_t above = theirs & ~((uint32_t{2} << power) - 1);
    if (above == 0) break;        // nothing left beats this trump or any higher one of ours
    theirs &= ~(above & -above);  // the lowest trump of theirs that beats it
    ++beaten;
  }
  return std::popcount(own) - beaten;
}

// What each side's trumps are sure to bring (TrumpTricksAtLeast), counted for its seat whose
// trumps take the most tricks, when that beats the tricks already `known` for the side: those
// tricks hold at least that seat's cheapest trumps and every other seat's cheapest cards.
SideTricks TrumpTricksOf(const GameState& state, int team_known, int defenders_known) {
  const CardSet trumps = state.CardsOf(FollowGroup::kTrump);
  const TrumpOrder order = state.trump_order();
  std::array<uint32_t, kMaxSeats> powers{};
  uint32_t side_powers[2] = {0, 0};  // defenders, team
  for (Seat seat = 0; seat < state.players(); ++seat) {
    powers[seat] = TrumpPowers(state.hand(seat) & trumps, order);
    side_powers[state.OnPickerTeam(seat)] |= powers[seat];
  }
  int most[2] = {0, 0};
  Seat best[2] = {0, 0};
  for (Seat seat = 0; seat < state.players(); ++seat) {
    if (powers[seat] == 0) continue;
    const bool team = state.OnPickerTeam(seat);
    const int tricks = TrumpTricksAtLeast(powers[seat], side_powers[!team]);
    if (tricks > most[team]) {
      most[team] = tricks;
      best[team] = seat;
    }
  }
  const auto count = [&](bool team, int known) {
    if (most[team] <= known) return SureTricks{};
    const Seat seat = best[team];
    SureTricks sure{most[team], CheapestPoints(state.hand(seat) & trumps, most[team])};
    for (Seat other = 0; other < state.players(); ++other) {
      if (other != seat) sure.points += CheapestPoints(state.hand(other), sure.tricks);
    }
    return sure;
  };
  return SideTricks{count(true, team_known), count(false, defenders_known)};
}

}  // namespace

SideTricks WinnerTricks(const GameState& state) {
  const SureWinners winners = FindSureWinners(state);
  return SideTricks{SureTricksOf(state, winners.team, true),
                    SureTricksOf(state, winners.defenders, false)};
}

SideTricks WithTrumpTricks(const GameState& state, const SideTricks& known) {
  const SideTricks trumps = TrumpTricksOf(state, known.team.tricks, known.defenders.tricks);
  const auto better = [](const SureTricks& a, const SureTricks& b) {
    return SureTricks{std::max(a.tricks, b.tricks), std::max(a.points, b.points)};
  };
  return SideTricks{better(known.team, trumps.team), better(known.defenders, trumps.defenders)};
}

}  // namespace sheepdd
