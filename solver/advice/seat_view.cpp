#include "solver/advice/seat_view.h"

#include <algorithm>
#include <functional>

#include "solver/advice/play_facts.h"
#include "solver/game/game_state.h"
#include "solver/game/setup.h"

namespace sheepdd {

namespace {

// The consistent layouts as disjoint alternatives, each one Knowledge. Each rule narrows every
// alternative, or splits it into disjoint ones.
class Alternatives {
 public:
  explicit Alternatives(const Knowledge& base) : parts_{base} {}

  // `card` (if still hidden) lies in one of the places in `places` (a bit mask).
  void Confine(Card card, uint32_t places) {
    for (Knowledge& part : parts_) ConfineIn(part, card, places);
  }
  // `card` lies in none of the places in `places`.
  void Exclude(Card card, uint32_t places) { Confine(card, ~places); }
  // At least one of `cards` lies in `place`: alternative i holds the i-th candidate there and none
  // of the ones before it.
  void RequireOneOf(int place, CardSet cards) {
    std::vector<Knowledge> next;
    for (const Knowledge& part : parts_) {
      if (part.known[place].intersects(cards)) {
        next.push_back(part);
        continue;
      }
      CardSet before;
      for (Card card : cards& part.deck) {
        if (part.excluded[place].contains(card) || KnownElsewhere(part, card, place)) continue;
        Knowledge with = part;
        with.excluded[place] |= before;
        with.known[place].insert(card);
        next.push_back(with);
        before.insert(card);
      }
    }
    parts_ = std::move(next);
  }
  // Either `first` holds or `second` does (exclusive: the two narrowings must not overlap).
  void Either(const std::function<void(Alternatives&)>& first,
              const std::function<void(Alternatives&)>& second) {
    Alternatives one = *this;
    Alternatives two = *this;
    first(one);
    second(two);
    parts_ = std::move(one.parts_);
    parts_.insert(parts_.end(), two.parts_.begin(), two.parts_.end());
  }
  const std::vector<Knowledge>& parts() const { return parts_; }

 private:
  static bool KnownElsewhere(const Knowledge& part, Card card, int place) {
    for (int other = 0; other < part.places; ++other) {
      if (other != place && part.known[other].contains(card)) return true;
    }
    return false;
  }
  static void ConfineIn(Knowledge& part, Card card, uint32_t places) {
    if (!part.deck.contains(card)) return;
    for (int place = 0; place < part.places; ++place) {
      if (places & (1u << place)) continue;
      // A card known here and excluded here makes the alternative empty (Sampler::Make says so).
      part.excluded[place].insert(card);
    }
  }

  std::vector<Knowledge> parts_;
};

uint32_t Bit(int place) { return 1u << place; }

Card AceOf(Suit suit) { return MakeCard(Rank::kAce, suit); }

}  // namespace

absl::StatusOr<SeatView> SeatView::Make(const Game& game, Seat seat) {
  if (!game.playable()) return game.playable_status();
  const Deal& deal = game.deal();
  const Setup& setup = game.setup();
  const Rules& rules = game.rules();
  if (setup.thrown_in) return absl::FailedPreconditionError("the hand was thrown in: no play");
  if (seat < 0 || seat >= rules.players()) {
    return absl::InvalidArgumentError("no such seat at this table");
  }
  SeatView view;
  view.deal_ = deal;
  view.seat_ = seat;
  view.players_ = rules.players();
  view.picked_ = !setup.leaster && rules.blind_size() > 0;
  const int players = view.players_;
  const int last = players;  // the bury, or the leaster's blind
  const GameState& now = game.state();

  Knowledge base;
  base.players = players;
  base.places = players + 1;
  for (Seat other = 0; other < players; ++other) {
    view.truth_[other] = now.hand(other);
    base.sizes[other] = now.hand(other).size();
  }
  view.truth_[last] = view.picked_ ? setup.bury : setup.leaster ? setup.blind : CardSet{};
  base.sizes[last] = view.truth_[last].size();
  for (int place = 0; place < base.places; ++place) base.deck |= view.truth_[place];
  base.known[seat] = now.hand(seat);
  const bool sees_picker = view.picked_ && seat == setup.picker;
  if (sees_picker) base.known[last] = setup.bury;
  view.unseen_ = base.deck - base.known[seat] - base.known[last];

  // The play: who played what, the voids it showed, and the called-ace limits it obeyed.
  const PlayFacts facts = FactsOfPlay(game);
  const Seat picker = setup.picker;
  const Card called = setup.called_card.value_or(Card::kAC);
  view.played_ = facts.played;
  for (Seat other = 0; other < players; ++other) {
    if (other != seat) base.excluded[other] |= facts.not_held[other];
  }
  if (setup.unknown && !view.played_[picker].contains(*setup.unknown)) {
    base.known[picker].insert(*setup.unknown);  // the call names it
  }
  for (int place = 0; place < base.places; ++place) {
    base.excluded[place] = (base.excluded[place] & base.deck) - base.known[place];
  }

  Alternatives alternatives(base);
  const uint32_t picker_places = Bit(picker) | Bit(last);
  // The cards the picker has played: his after the bury, as the hidden ones are.
  const CardSet picker_played = view.played_[picker];
  if (view.picked_ && !sees_picker && deal.call && !deal.call->alone &&
      rules.partner == PartnerRule::kCalledAce) {
    // The call was legal for the picker's cards (setup.h, LegalCalls).
    const Suit suit = SuitOf(called);
    const CardSet suit_fails = rules.CardsOf(FailGroup(suit));
    alternatives.Exclude(called, picker_places);
    if (setup.unknown) {
      // No fail of the called suit in his hand, and no other suit he could have called: each
      // other fail suit's ace is his, or he held no card of that suit after the bury.
      for (Card card : suit_fails) alternatives.Exclude(card, Bit(picker));
      for (Suit other : rules.fail_suits()) {
        if (other == suit || picker_played.contains(AceOf(other))) continue;
        const CardSet fails = rules.CardsOf(FailGroup(other));
        if (!base.deck.contains(AceOf(other))) {  // another seat played it: he held no such fail
          for (Card card : fails) alternatives.Exclude(card, Bit(picker));
          continue;
        }
        if (picker_played.intersects(fails)) {
          alternatives.Confine(AceOf(other), picker_places);
          continue;
        }
        alternatives.Either([&](Alternatives& his) { his.Confine(AceOf(other), picker_places); },
                            [&](Alternatives& not_his) {
                              not_his.Exclude(AceOf(other), picker_places);
                              for (Card card : fails) not_his.Exclude(card, Bit(picker));
                            });
      }
    } else if (RankOf(called) == Rank::kAce) {
      // He kept a card of the called suit after the bury.
      if (!picker_played.intersects(suit_fails)) {
        alternatives.RequireOneOf(picker, suit_fails & base.deck);
      }
    } else {
      // A ten: he held every fail ace, and the called suit's in his hand.
      for (Suit other : rules.fail_suits()) {
        alternatives.Confine(AceOf(other), other == suit ? Bit(picker) : picker_places);
      }
    }
  }
  // A called-suit card the picker threw before the suit was led: he kept another.
  if (facts.picker_keeps_called_suit && !sees_picker) {
    alternatives.RequireOneOf(picker,
                              game.start().CardsOf(game.start().called_group()) & base.deck);
  }

  for (const Knowledge& part : alternatives.parts()) {
    absl::StatusOr<Sampler> sampler = Sampler::Make(part);
    if (!sampler.ok()) continue;  // an alternative the facts rule out
    view.ends_.push_back((view.ends_.empty() ? 0 : view.ends_.back()) + sampler->count());
    view.parts_.push_back(*std::move(sampler));
  }
  if (view.parts_.empty()) {
    return absl::InternalError("no layout of the hidden cards fits the recorded game");
  }
  return view;
}

Layout SeatView::At(LayoutCount index) const {
  const size_t part = std::upper_bound(ends_.begin(), ends_.end(), index) - ends_.begin();
  const LayoutCount start = part == 0 ? 0 : ends_[part - 1];
  return parts_[part].At(index - start);
}

Layout SeatView::Truth() const { return truth_; }

absl::StatusOr<Game> SeatView::GameOf(const Layout& layout) const {
  Deal deal = deal_;
  for (Seat seat = 0; seat < players_; ++seat) deal.hands[seat] = layout[seat] | played_[seat];
  // Only the picker's cards together matter, not which of them came from the blind: the bury
  // stands in for the blind.
  deal.blind = layout[players_];
  if (picked_ && deal.bury) deal.bury = layout[players_];
  if (deal.rules.partner == PartnerRule::kBlackQueens && deal.pick == PickState::kPicked) {
    deal.picker = *HolderOf(deal, Card::kQC);
  }
  return Game::FromDeal(std::move(deal));
}

}  // namespace sheepdd
