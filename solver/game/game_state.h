// The play of a hand, one card at a time: legal cards, trick winners, points and tricks taken.
// Built for the search: a GameState is a small value with no heap memory, copied rather than
// undone, and every question the search asks is a few mask operations.
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

  // The hand's last trick from its start, when every hand holds one card and its play is forced:
  // who takes it and what it holds, without playing it.
  struct TrickOutcome {
    Seat winner = 0;
    int points = 0;
  };
  TrickOutcome ForcedLastTrick() const;
  // The hand's last two tricks once the first of them is led, for searching them without playing
  // them out: when the first trick holds the cards `first_trick` (every card, the lead among them)
  // and goes to `first_winner`, its points, and who takes the forced last trick and what it holds.
  struct LastTwo {
    int first_points = 0;
    TrickOutcome last;
  };
  LastTwo LastTwoTricks(CardSet first_trick, Seat first_winner) const;

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

  // What the search asks.
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
  // Cards with limits of their own (the called card and the unknown while the called suit has
  // not been led), which the search never treats as equivalent to another card.
  CardSet LimitedCards() const {
    CardSet cards;
    if (called_suit_state_ == CalledSuit::kNotYetLed ||
        called_suit_state_ == CalledSuit::kBeingLed) {
      cards.insert(called_card_);
      if (has_unknown_) cards.insert(unknown_);
    }
    return cards;
  }
  // Whether `card`, played now by the seat to play, would take the trick so far, whose winning
  // card is `winning` (from WinningCardSoFar()).
  bool WouldWin(Card card, Card winning) const { return WouldWin(card, winning, trick_cards_); }
  // The same for a trick that holds the cards `trick_so_far`, of which this state's are the first
  // (`card` is played by a later seat in turn).
  bool WouldWin(Card card, Card winning, CardSet trick_so_far) const;
  // The cards of the seat to play that would take the trick so far (its whole hand when leading).
  CardSet Takers() const {
    if (cards_in_trick_ == 0) return hands_[to_play_];
    if (BeatersByMask()) return BeatersOf(winning_card_) & hands_[to_play_];
    return TakersOneByOne();  // the rare orders and rules
  }
  // Whether, in the unfinished trick, the cards that would beat a winning card are a mask of card
  // numbers (BeatersOf): under every rule but the spitz orders and a called ten that wins the
  // called suit's first trick. It holds for a whole trick once it is led.
  bool BeatersByMask() const {
    return !(called_ten_wins_ && called_suit_state_ == CalledSuit::kBeingLed) &&
           trump_order_ != TrumpOrder::kSpitz && trump_order_ != TrumpOrder::kSpitzHigh;
  }
  // Every card that would beat `winning` if played now to the unfinished trick, in any hand
  // (BeatersByMask() must hold). Trumps and the cards of each fail group run in power order by
  // card number.
  CardSet BeatersOf(Card winning) const {
    const CardSet trumps = group_cards_[static_cast<int>(FollowGroup::kTrump)];
    const CardSet above(~((uint32_t{2} << Index(winning)) - 1));
    CardSet beaters;
    if (has_unknown_ && winning == unknown_) {
      // The unknown never wins: any trump or card of the led group beats it.
      beaters = trumps | group_cards_[static_cast<int>(led_group_)];
    } else if (trumps.contains(winning)) {
      beaters = trumps & above;
    } else {
      beaters = trumps | ((group_cards_[static_cast<int>(led_group_)] - trumps) & above);
    }
    if (has_unknown_) beaters.erase(unknown_);
    return beaters;
  }
  // What is settled about the unfinished trick whatever is still played to it: its winning seat
  // (nobody still to play can beat the winning card) and its winning side (no player of the other
  // side can; the winning side's own players can only raise it). One pass; conservative: false
  // when unsure, and both false at a trick start.
  struct Settlement {
    bool side = false;
    bool seat = false;
  };
  Settlement TrickSettlement() const;
  // The same loop with `can_beat(seat)` saying whether a seat still to play (the mover among them)
  // could beat the winning card, for a caller that knows better than the hands (LedTrick).
  template <class SeatCanBeat>
  Settlement SettlementBy(SeatCanBeat&& can_beat) const {
    const bool winning_side = OnPickerTeam(winning_seat_);
    Settlement settled{true, true};
    Seat seat = to_play_;
    for (int i = cards_in_trick_; i < players_; ++i, seat = NextSeat(seat, players_)) {
      if (!can_beat(seat)) continue;
      settled.seat = false;
      // In a leaster every seat plays alone: any seat that can beat the winner unsettles the side.
      if (leaster_ || OnPickerTeam(seat) != winning_side) {
        settled.side = false;
        break;
      }
    }
    return settled;
  }
  // Whether a player still to play to the trick after the seat to play, of the other side (or of
  // its own side), could beat `card` if it were played now and winning (at a lead: any of them).
  // For move ordering: the called suit's special rules are ignored.
  bool OtherSideCanBeat(Card card) const { return SideCanBeat(card, /*other_side=*/true); }
  bool SideCanBeat(Card card, bool other_side) const;
  // The same loop with `can_beat(seat)` saying whether a seat after the mover could beat the card.
  template <class SeatCanBeat>
  bool SideCanBeatBy(bool other_side, SeatCanBeat&& can_beat) const {
    const bool side = OnPickerTeam(to_play_);
    Seat seat = NextSeat(to_play_, players_);
    for (int i = cards_in_trick_ + 1; i < players_; ++i, seat = NextSeat(seat, players_)) {
      if ((OnPickerTeam(seat) != side) == other_side && can_beat(seat)) return true;
    }
    return false;
  }
  // For move ordering, at a trick start: whether the mover's side holds the strongest card any
  // seat can play to a trick led with `lead` (the called suit's special rules ignored).
  bool SideTakesLead(Card lead) const;
  // The card winning the unfinished trick (cards_in_trick() > 0).
  Card WinningCardSoFar() const { return winning_card_; }
  // The seat whose card is winning the unfinished trick (cards_in_trick() > 0).
  Seat WinningSeatSoFar() const { return winning_seat_; }
  // The picker's team's trumps that no defender trump can beat, and the defenders' that no team
  // trump can beat: each wins the trick it is played to, however it is played.
  struct SureWinners {
    CardSet team;
    CardSet defenders;
  };
  SureWinners FindSureWinners() const;

  // Whether the follow groups lie in card order (the standard trumps, no unknown): each fail group
  // is its block of six bits and the trumps the fourteen top bits, in power order.
  bool GroupsInCardOrder() const { return trump_order_ == TrumpOrder::kStandard && !has_unknown_; }

  // What is fixed for the whole hand, for keys (solver/search/position_keys.h).
  enum class CalledSuit : uint8_t { kNone, kNotYetLed, kBeingLed, kLed };
  CalledSuit called_suit_state() const { return called_suit_state_; }
  Card called_card() const { return called_card_; }
  Card unknown() const { return unknown_; }
  bool called_ten_wins() const { return called_ten_wins_; }
  Seat partner() const { return partner_; }
  LeasterBlind leaster_blind() const { return leaster_blind_; }
  int leaster_blind_points() const { return leaster_blind_points_; }

 private:
  Card HighestTrump(CardSet trumps) const;
  bool CanBeat(Seat seat, Card winning, FollowGroup led_group) const;
  // Plays `card` into this state, a copy of `before` or `before` itself, reading every field it
  // changes from `before`. A copy made a moment ago has its fields still on their way to the cache
  // in 16-byte blocks, and a narrower read of one of them waits until they get there (the store
  // cannot be forwarded to it); `before` was written long ago. So After plays onto a new copy
  // rather than copying and calling Play.
  void PlayFrom(const GameState& before, Card card);
  Card WinningCardAmong(CardSet contenders) const {
    return WinningCardAmong(contenders, led_group_, called_suit_state_, trick_[0]);
  }
  // The winner among `contenders` of a trick led with `lead` (of `led_group`), the called suit
  // being in `called_state`.
  Card WinningCardAmong(CardSet contenders, FollowGroup led_group, CalledSuit called_state,
                        Card lead) const;
  // The winner and points of the hand's last trick, of `cards` led with `lead`, the called suit
  // being in `called_state` before it.
  TrickOutcome LastTrick(CardSet cards, Card lead, CalledSuit called_state) const;
  // The points of a trick just finished whose cards hold `card_points`, with any leaster blind
  // that goes with it.
  int TrickPoints(int card_points, int tricks_played_after) const;
  void FinishTrick();
  // Takers where BeatersByMask does not hold: card by card.
  CardSet TakersOneByOne() const;

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

// Inline, as the search asks them at every card of the last two tricks. Returned from a call, a
// TrickOutcome or LastTwo comes back in registers that GCC 12 fills by storing the fields and
// loading them back as one word, and that load waits until the stores reach the cache (they cannot
// be forwarded to it).

inline GameState::LastTwo GameState::LastTwoTricks(CardSet first_trick, Seat first_winner) const {
  const CalledSuit called_state =
      called_suit_state_ == CalledSuit::kBeingLed ? CalledSuit::kLed : called_suit_state_;
  const CardSet rest = in_hands_ - first_trick;
  // The leader's card is out of his hand already; the others' first-trick cards are not.
  const Card lead = (hands_[first_winner] - first_trick).lowest();
  return LastTwo{TrickPoints(PointsOf(first_trick), tricks_played_ + 1),
                 LastTrick(rest, lead, called_state)};
}

inline GameState::TrickOutcome GameState::LastTrick(CardSet cards, Card lead,
                                                    CalledSuit called_state) const {
  const FollowGroup led_group = GroupOf(lead);
  if (called_state == CalledSuit::kNotYetLed && led_group == called_group_) {
    called_state = CalledSuit::kBeingLed;
  }
  const Card winning = WinningCardAmong(cards, led_group, called_state, lead);
  Seat winner = 0;
  while (!hands_[winner].contains(winning)) ++winner;
  return TrickOutcome{winner, TrickPoints(PointsOf(cards), total_tricks_)};
}

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
