// The play of a hand, one card at a time: legal cards, trick winners, points and tricks taken.
// Built for the search: a GameState is a small value with no heap memory, copied rather than
// undone. The questions only the search asks of it are in solver/search/trick_questions.h.
#pragma once

#include <array>

#include "solver/game/card.h"
#include "solver/game/rules.h"
#include "solver/game/setup.h"

namespace sheepdd {

class GameState {
 public:
  GameState(const Rules& rules, const Setup& setup);

  int players() const { return players_; }
  int total_tricks() const { return total_tricks_; }
  int tricks_played() const { return tricks_played_; }
  bool finished() const { return tricks_played_ == total_tricks_; }
  Seat to_play() const { return to_play_; }
  CardSet hand(Seat seat) const { return hands_[seat]; }
  const std::array<CardSet, kMaxSeats>& hands() const { return hands_; }

  // The current trick: its leader and the cards played to it so far, in order.
  Seat trick_leader() const { return leader_; }
  int cards_in_trick() const { return cards_in_trick_; }
  Card trick_card(int position) const { return trick_[position]; }

  // The cards the seat to play may play now.
  CardSet LegalCards() const { return LegalCardsOf(to_play_); }
  // The cards `seat` may play to the unfinished trick when its turn comes: once a trick is led,
  // they depend on the lead alone, not on the cards played between.
  CardSet LegalCardsOf(Seat seat) const;
  // Plays `card` for the seat to play; `card` must be legal.
  void Play(Card card) { PlayFrom(*this, card); }
  // The state after the seat to play plays `card` (legal): a copy with `card` played, made the way
  // the search wants it for every card it tries (see PlayFrom).
  GameState After(Card card) const {
    GameState after = *this;
    after.PlayFrom(*this, card);
    return after;
  }
  // Every field alike (for tests).
  bool operator==(const GameState&) const = default;

  // Who took the last completed trick and what it held (valid once a trick is complete).
  Seat last_winner() const { return last_winner_; }
  int last_trick_points() const { return last_trick_points_; }

  int points(Seat seat) const { return points_[seat]; }
  int tricks_won(Seat seat) const { return tricks_[seat]; }
  bool leaster() const { return leaster_; }
  Seat picker() const { return picker_; }
  SeatMask picker_team() const { return picker_team_; }
  bool OnPickerTeam(Seat seat) const { return (picker_team_ & SeatBit(seat)) != 0; }
  // Card points of the picker's team: its tricks plus the bury (when the bury counts).
  int PickerTeamPoints() const;
  int PickerTeamTricks() const;
  int bury_points() const { return bury_points_; }
  bool bury_needs_trick() const { return bury_needs_trick_; }
  // The card points still in play: in hands and the unfinished trick.
  int PointsInPlay() const { return points_in_play_; }

  // The unfinished trick and the cards still in hands.
  CardSet trick_cards() const { return trick_cards_; }
  // The card points of trick_cards(), kept by Play.
  int trick_card_points() const { return trick_points_; }
  CardSet AllHands() const { return in_hands_; }

  // The cards that follow `group` (the unknown counts in the called suit).
  CardSet CardsOf(FollowGroup group) const { return group_cards_[static_cast<int>(group)]; }
  // The follow group `card` belongs to.
  FollowGroup GroupOf(Card card) const;
  TrumpOrder trump_order() const { return trump_order_; }
  // Whether a called-ace hand has an unknown card (setup.h).
  bool has_unknown() const { return has_unknown_; }
  // Whether `card`, played now by the seat to play, would take the trick so far, whose winning
  // card is `winning` (from WinningCardSoFar()).
  bool WouldWin(Card card, Card winning) const { return WouldWin(card, winning, trick_cards_); }
  // The same for a trick that holds the cards `trick_so_far`, of which this state's are the first
  // (`card` is played by a later seat in turn).
  bool WouldWin(Card card, Card winning, CardSet trick_so_far) const;
  // The card winning the unfinished trick (cards_in_trick() > 0).
  Card WinningCardSoFar() const { return winning_card_; }
  // The seat whose card is winning the unfinished trick (cards_in_trick() > 0).
  Seat WinningSeatSoFar() const { return winning_seat_; }
  // The trick rules, asked of any cards: the highest of `trumps` in this hand's trump order; the
  // winner among `contenders` of a trick led with `lead` (of `led_group`), the called suit being in
  // `called_state`; and the points of a trick just finished whose cards hold `card_points`, with
  // any leaster blind that goes with it.
  enum class CalledSuit : uint8_t { kNone, kNotYetLed, kBeingLed, kLed };
  Card HighestTrump(CardSet trumps) const;
  Card WinningCardAmong(CardSet contenders, FollowGroup led_group, CalledSuit called_state,
                        Card lead) const;
  int TrickPoints(int card_points, int tricks_played_after) const;

  // The unfinished trick's led group (cards_in_trick() > 0), and the called suit's.
  FollowGroup led_group() const { return led_group_; }
  FollowGroup called_group() const { return called_group_; }
  // The picker's team's cards as dealt: the team's cards still held are these and AllHands().
  CardSet team_dealt() const { return team_dealt_; }

  // What is fixed for the whole hand (solver/search/position_keys.h keys it).
  CalledSuit called_suit_state() const { return called_suit_state_; }
  Card called_card() const { return called_card_; }
  Card unknown() const { return unknown_; }
  bool called_ten_wins() const { return called_ten_wins_; }
  Seat partner() const { return partner_; }
  LeasterBlind leaster_blind() const { return leaster_blind_; }
  int leaster_blind_points() const { return leaster_blind_points_; }

 private:
  // Plays `card` into this state, a copy of `before` or `before` itself, reading every field it
  // changes from `before`. A copy made a moment ago has its fields still on their way to the cache
  // in 16-byte blocks, and a narrower read of one of them waits until they get there (the store
  // cannot be forwarded to it); `before` was written long ago. So After plays onto a new copy
  // rather than copying and calling Play.
  void PlayFrom(const GameState& before, Card card);
  Card WinningCardAmong(CardSet contenders) const {
    return WinningCardAmong(contenders, led_group_, called_suit_state_, trick_[0]);
  }
  void FinishTrick();

  TrumpOrder trump_order_;
  std::array<CardSet, kFollowGroupCount> group_cards_;
  std::array<CardSet, kMaxSeats> hands_{};
  CardSet in_hands_;  // the union of hands_, kept by Play
  // The picker's team's hands as they stood at the start: cards never change hands, so the
  // team's cards still held are these and in_hands_ together.
  CardSet team_dealt_;
  std::array<Card, kMaxSeats> trick_{};
  CardSet trick_cards_;
  Card winning_card_ = Card::k7C;  // of the unfinished trick, kept up to date by Play
  Seat winning_seat_ = 0;
  std::array<uint8_t, kMaxSeats> points_{};
  std::array<uint8_t, kMaxSeats> tricks_{};
  uint8_t players_;
  uint8_t total_tricks_;
  uint8_t tricks_played_ = 0;
  uint8_t cards_in_trick_ = 0;
  uint8_t points_in_play_ = 0;  // PointsInPlay, kept by FinishTrick
  uint8_t trick_points_ = 0;    // trick_card_points
  Seat leader_;
  Seat to_play_;
  Seat last_winner_ = 0;
  int last_trick_points_ = 0;
  FollowGroup led_group_ = FollowGroup::kTrump;
  // Who plays with whom.
  bool leaster_;
  Seat picker_;
  Seat partner_;  // -1 when alone
  SeatMask picker_team_;
  int bury_points_;
  bool bury_needs_trick_;
  // Leaster blind handed to the winner of the first or last trick.
  int leaster_blind_points_ = 0;
  LeasterBlind leaster_blind_ = LeasterBlind::kAside;
  // Called-ace limits.
  CalledSuit called_suit_state_ = CalledSuit::kNone;
  FollowGroup called_group_ = FollowGroup::kTrump;
  Card called_card_ = Card::kAC;
  bool has_unknown_ = false;
  Card unknown_ = Card::kAC;
  bool called_ten_wins_ = false;
};

inline int GameState::TrickPoints(int card_points, int tricks_played_after) const {
  int points = card_points;
  const bool first = tricks_played_after == 1;
  const bool last = tricks_played_after == total_tricks_;
  if ((first && leaster_blind_ == LeasterBlind::kFirstTrick) ||
      (last && leaster_blind_ == LeasterBlind::kLastTrick)) {
    points += leaster_blind_points_;
  }
  return points;
}

}  // namespace sheepdd
