#include "solver/game/game_state.h"

#include <algorithm>
#include <bit>

namespace sheepdd {

namespace {

// The restricted set, unless the restriction leaves nothing to play (docs/rules.md: the limit
// lifts).
CardSet Lift(CardSet restricted, CardSet allowed) {
  return restricted.empty() ? allowed : restricted;
}

}  // namespace

GameState::GameState(const Rules& rules, const Setup& setup)
    : trump_order_(rules.trump_order),
      players_(static_cast<uint8_t>(rules.players())),
      total_tricks_(static_cast<uint8_t>(rules.hand_size())),
      leader_(setup.lead),
      to_play_(setup.lead),
      leaster_(setup.leaster),
      picker_(setup.picker),
      partner_(setup.partner.value_or(-1)),
      picker_team_(setup.picker_team),
      bury_points_(PointsOf(setup.bury)),
      bury_needs_trick_(rules.bury_needs_trick) {
  for (int group = 0; group < kFollowGroupCount; ++group) {
    group_cards_[group] = rules.CardsOf(static_cast<FollowGroup>(group));
  }
  hands_ = setup.hands;
  for (int seat = 0; seat < players_; ++seat) {
    in_hands_ |= hands_[seat];
    if (OnPickerTeam(seat)) team_dealt_ |= hands_[seat];
  }
  points_in_play_ = static_cast<uint8_t>(PointsOf(in_hands_));
  if (setup.thrown_in) total_tricks_ = 0;
  if (setup.leaster) {
    leaster_blind_ = rules.leaster_blind;
    leaster_blind_points_ = PointsOf(setup.blind);
  }
  if (setup.called_card && setup.partner) {
    called_card_ = *setup.called_card;
    called_group_ = FailGroup(SuitOf(called_card_));
    called_suit_state_ = CalledSuit::kNotYetLed;
    called_ten_wins_ = rules.called_ten_wins && RankOf(called_card_) == Rank::kTen;
    if (setup.unknown) {
      // The unknown is a card of the called suit for following, never of its printed group.
      has_unknown_ = true;
      unknown_ = *setup.unknown;
      for (CardSet& cards : group_cards_) cards.erase(unknown_);
      group_cards_[static_cast<int>(called_group_)].insert(unknown_);
    }
  }
}

FollowGroup GameState::GroupOf(Card card) const {
  for (int group = 0; group < kFollowGroupCount; ++group) {
    if (group_cards_[group].contains(card)) return static_cast<FollowGroup>(group);
  }
  return FollowGroup::kTrump;  // unreachable for a card in play
}

CardSet GameState::LegalCardsOf(Seat seat) const {
  const CardSet hand = hands_[seat];
  const CardSet called_suit_cards = group_cards_[static_cast<int>(called_group_)];
  if (cards_in_trick_ == 0) {
    // Leading is free, except that a partner who leads the called suit must lead the called card.
    if (called_suit_state_ != CalledSuit::kNotYetLed || seat != partner_) return hand;
    const CardSet held_back = (hand & called_suit_cards) - CardSet{called_card_};
    return Lift(hand - held_back, hand);
  }
  const CardSet follow = hand & group_cards_[static_cast<int>(led_group_)];
  const CardSet allowed = follow.empty() ? hand : follow;
  switch (called_suit_state_) {
    case CalledSuit::kNone:
    case CalledSuit::kLed: return allowed;
    case CalledSuit::kBeingLed:
      // The first called-suit lead: the partner plays the called card, the picker the unknown.
      if (seat == partner_) return Lift(allowed & CardSet{called_card_}, allowed);
      if (has_unknown_ && seat == picker_) return Lift(allowed & CardSet{unknown_}, allowed);
      return allowed;
    case CalledSuit::kNotYetLed: {
      CardSet held_back;
      if (seat == partner_) held_back.insert(called_card_);
      if (seat == picker_) {
        const CardSet kept = hand & called_suit_cards;
        if (kept.size() == 1) held_back |= kept;
      }
      return Lift(allowed - held_back, allowed);
    }
  }
  return allowed;
}

void GameState::PlayFrom(const GameState& before, Card card) {
  // Each field of `before` is read before this state's is written, as `before` may be this state.
  const Seat mover = before.to_play_;
  const int place = before.cards_in_trick_;
  if (place == 0 || before.WouldWin(card, before.winning_card_)) {
    winning_card_ = card;
    winning_seat_ = mover;
  }
  hands_[mover] = before.hands_[mover] - CardSet{card};
  in_hands_ = before.in_hands_ - CardSet{card};
  trick_[place] = card;
  trick_cards_ = before.trick_cards_ | CardSet{card};
  trick_points_ = static_cast<uint8_t>(before.trick_points_ + PointsOf(card));
  if (place == 0) {
    const FollowGroup led = before.GroupOf(card);
    if (before.called_suit_state_ == CalledSuit::kNotYetLed && led == before.called_group_) {
      called_suit_state_ = CalledSuit::kBeingLed;
    }
    led_group_ = led;
  }
  cards_in_trick_ = static_cast<uint8_t>(place + 1);
  to_play_ = NextSeat(mover, before.players_);
  if (place + 1 == before.players_) FinishTrick();
}

// Within the trump mask, bit order is power order for the standard and clubs-trump orders; the
// spitz orders only move 7D, so one check each fixes them up.
Card GameState::HighestTrump(CardSet trumps) const {
  switch (trump_order_) {
    case TrumpOrder::kSpitzHigh:
      if (trumps.contains(Card::k7D)) return Card::k7D;
      break;
    case TrumpOrder::kSpitz:
      if (trumps.contains(Card::k7D) && !trumps.contains(Card::kQC)) return Card::k7D;
      break;
    case TrumpOrder::kStandard:
    case TrumpOrder::kClubsTrump: break;
  }
  return trumps.highest();
}

Card GameState::WinningCardAmong(CardSet contenders, FollowGroup led_group, CalledSuit called_state,
                                 Card lead) const {
  if (has_unknown_) contenders.erase(unknown_);  // the unknown never wins
  const CardSet trumps = contenders & group_cards_[static_cast<int>(FollowGroup::kTrump)];
  if (called_ten_wins_ && called_state == CalledSuit::kBeingLed && trumps.empty() &&
      contenders.contains(called_card_)) {
    return called_card_;
  }
  if (!trumps.empty()) return HighestTrump(trumps);
  // Fail cards of a suit are numbered in power order: the highest bit of the led suit wins.
  const CardSet led = contenders & group_cards_[static_cast<int>(led_group)];
  return led.empty() ? lead : led.highest();
}

bool GameState::WouldWin(Card card, Card winning, CardSet trick_so_far) const {
  if (cards_in_trick_ == 0) return true;
  if (has_unknown_ && card == unknown_) return false;
  if (called_ten_wins_ && called_suit_state_ == CalledSuit::kBeingLed) {
    return WinningCardAmong(trick_so_far | CardSet{card}) == card;  // the rare special case
  }
  const CardSet trumps = group_cards_[static_cast<int>(FollowGroup::kTrump)];
  const bool winning_counts = !(has_unknown_ && winning == unknown_);
  if (trumps.contains(card)) {
    if (!winning_counts || !trumps.contains(winning)) return true;
    return HighestTrump(CardSet{card, winning}) == card;
  }
  if (!group_cards_[static_cast<int>(led_group_)].contains(card)) return false;
  if (!winning_counts) return true;
  // Within a fail suit card numbers run in power order.
  return !trumps.contains(winning) && Index(card) > Index(winning);
}

void GameState::FinishTrick() {
  const Seat winner = winning_seat_;
  ++tricks_played_;
  const int points = TrickPoints(trick_points_, tricks_played_);
  points_in_play_ = static_cast<uint8_t>(points_in_play_ - trick_points_);
  points_[winner] = static_cast<uint8_t>(points_[winner] + points);
  ++tricks_[winner];
  last_winner_ = winner;
  last_trick_points_ = points;
  if (called_suit_state_ == CalledSuit::kBeingLed) called_suit_state_ = CalledSuit::kLed;
  cards_in_trick_ = 0;
  trick_cards_ = CardSet{};
  trick_points_ = 0;
  leader_ = winner;
  to_play_ = winner;
}

int GameState::PickerTeamTricks() const {
  int tricks = 0;
  for (int seat = 0; seat < players_; ++seat) {
    if (OnPickerTeam(seat)) tricks += tricks_[seat];
  }
  return tricks;
}

int GameState::PickerTeamPoints() const {
  int points = 0;
  for (int seat = 0; seat < players_; ++seat) {
    if (OnPickerTeam(seat)) points += points_[seat];
  }
  if (!bury_needs_trick_ || PickerTeamTricks() > 0) points += bury_points_;
  return points;
}

}  // namespace sheepdd
