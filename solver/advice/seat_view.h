// A game as one seat sees it at a point of the play, and every layout of what it cannot see that
// is consistent with what it can (docs/analyses.md, "What a seat knows").
//
// The seat has seen its own dealt hand; if it is the picker, the blind, its bury and its call;
// the call (it is announced); and every card played so far and who played it. The places it
// cannot see are the other seats' hands as they are now and, when it is not the picker, the bury
// (in a leaster, the blind). A layout gives each of those places its cards; it is consistent when
// the deal it completes is valid under the rules: the bury and call legal for the picker's cards
// and every recorded card a legal play. Every consistent layout counts once and is equally likely.
#pragma once

#include <vector>

#include "absl/status/statusor.h"
#include "solver/advice/sampler.h"
#include "solver/game/game.h"

namespace sheepdd {

class SeatView {
 public:
  // `seat`'s view of `game` after its recorded play. The game must be playable and not thrown in.
  static absl::StatusOr<SeatView> Make(const Game& game, Seat seat);

  Seat seat() const { return seat_; }
  // The places a layout fills: the seats, then the bury (or the blind of a leaster).
  int places() const { return players_ + 1; }
  // How many consistent layouts there are.
  LayoutCount count() const { return ends_.back(); }
  // Consistent layout number `index` (< count()), and one drawn uniformly at random.
  Layout At(LayoutCount index) const;
  Layout Draw(DealRandom& random) const { return At(RandomBelow(random, count())); }
  // The layout the cards really lie in.
  Layout Truth() const;
  // The cards still in play whose place the seat cannot see.
  CardSet unseen() const { return unseen_; }
  // The game `layout` completes, at the same point of the play; an error when the layout is not
  // consistent with the rules (never for a layout of this view).
  absl::StatusOr<Game> GameOf(const Layout& layout) const;

 private:
  SeatView() = default;

  Deal deal_;
  Seat seat_ = 0;
  int players_ = 0;
  bool picked_ = false;                      // a picker buried: the last place is the bury
  std::array<CardSet, kMaxSeats> played_{};  // each seat's cards played so far
  Layout truth_{};
  CardSet unseen_;
  // The consistent layouts as disjoint sets, each what one Knowledge allows (a rule such as "the
  // picker keeps a card of the called suit" is a choice of which card), and where each set's
  // numbers end.
  std::vector<Sampler> parts_;
  std::vector<LayoutCount> ends_;
};

}  // namespace sheepdd
