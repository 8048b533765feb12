// Cards, suits and card sets: the value types every other part of sheepdd speaks.
//
// The 32 cards are numbered so that, under the standard trump order, bit order is trick-taking
// power order: the three fail suits sit in blocks of six (7 8 9 K 10 A, weakest first) and the
// fourteen trumps fill the top bits (7D ... AD, JD JH JS JC, QD QH QS QC). Following a led suit is
// then one mask intersection and the winner of a trick is the highest bit of
// `trick & (trumps | led suit)`. Other trump orders (spitz, clubs-trump) keep these card numbers
// and rank cards through a power table (see rules.h).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sheepdd {

enum class Suit : uint8_t { kClubs, kSpades, kHearts, kDiamonds };
inline constexpr int kSuitCount = 4;

// Ranks, listed in the order of the card numbering inside a suit block.
enum class Rank : uint8_t { kSeven, kEight, kNine, kKing, kTen, kAce, kJack, kQueen };
inline constexpr int kRankCount = 8;

// One card by identity. The numeric value is its bit in a CardSet.
// clang-format off
enum class Card : uint8_t {
  k7C, k8C, k9C, kKC, kTC, kAC,  // bits 0..5: clubs, weakest first
  k7S, k8S, k9S, kKS, kTS, kAS,  // bits 6..11: spades
  k7H, k8H, k9H, kKH, kTH, kAH,  // bits 12..17: hearts
  k7D, k8D, k9D, kKD, kTD, kAD,  // bits 18..23: the plain trumps
  kJD, kJH, kJS, kJC,            // bits 24..27: jacks
  kQD, kQH, kQS, kQC,            // bits 28..31: queens
};
// clang-format on
inline constexpr int kCardCount = 32;

constexpr int Index(Card card) { return static_cast<int>(card); }
constexpr Card CardAt(int index) { return static_cast<Card>(index); }

namespace card_detail {
inline constexpr std::array<Suit, kCardCount> kSuitOf = {
    Suit::kClubs,    Suit::kClubs,    Suit::kClubs,    Suit::kClubs,    Suit::kClubs,
    Suit::kClubs,    Suit::kSpades,   Suit::kSpades,   Suit::kSpades,   Suit::kSpades,
    Suit::kSpades,   Suit::kSpades,   Suit::kHearts,   Suit::kHearts,   Suit::kHearts,
    Suit::kHearts,   Suit::kHearts,   Suit::kHearts,   Suit::kDiamonds, Suit::kDiamonds,
    Suit::kDiamonds, Suit::kDiamonds, Suit::kDiamonds, Suit::kDiamonds, Suit::kDiamonds,
    Suit::kHearts,   Suit::kSpades,   Suit::kClubs,    Suit::kDiamonds, Suit::kHearts,
    Suit::kSpades,   Suit::kClubs,
};
inline constexpr std::array<Rank, kCardCount> kRankOf = {
    Rank::kSeven, Rank::kEight, Rank::kNine, Rank::kKing, Rank::kTen,   Rank::kAce,
    Rank::kSeven, Rank::kEight, Rank::kNine, Rank::kKing, Rank::kTen,   Rank::kAce,
    Rank::kSeven, Rank::kEight, Rank::kNine, Rank::kKing, Rank::kTen,   Rank::kAce,
    Rank::kSeven, Rank::kEight, Rank::kNine, Rank::kKing, Rank::kTen,   Rank::kAce,
    Rank::kJack,  Rank::kJack,  Rank::kJack, Rank::kJack, Rank::kQueen, Rank::kQueen,
    Rank::kQueen, Rank::kQueen,
};
inline constexpr std::array<int, kRankCount> kRankPoints = {0, 0, 0, 4, 10, 11, 2, 3};
// Each card's points, one load away (the search asks often).
inline constexpr std::array<uint8_t, kCardCount> kCardPoints = [] {
  std::array<uint8_t, kCardCount> points{};
  for (int i = 0; i < kCardCount; ++i) {
    points[i] = static_cast<uint8_t>(kRankPoints[static_cast<int>(kRankOf[i])]);
  }
  return points;
}();
}  // namespace card_detail

constexpr Suit SuitOf(Card card) { return card_detail::kSuitOf[Index(card)]; }
constexpr Rank RankOf(Card card) { return card_detail::kRankOf[Index(card)]; }
constexpr int PointsOf(Card card) { return card_detail::kCardPoints[Index(card)]; }

// The card of a rank and printed suit.
constexpr Card MakeCard(Rank rank, Suit suit) {
  for (int i = 0; i < kCardCount; ++i) {
    if (card_detail::kRankOf[i] == rank && card_detail::kSuitOf[i] == suit) return CardAt(i);
  }
  return Card::k7C;  // unreachable: every rank exists in every suit
}

// A set of cards as a 32-bit mask over the card numbering above.
class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(uint32_t bits) : bits_(bits) {}
  constexpr CardSet(std::initializer_list<Card> cards) {
    for (Card card : cards) bits_ |= Bit(card);
  }
  static constexpr CardSet All() { return CardSet(0xFFFFFFFFu); }

  constexpr uint32_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool contains(Card card) const { return (bits_ & Bit(card)) != 0; }
  constexpr bool intersects(CardSet other) const { return (bits_ & other.bits_) != 0; }
  constexpr bool ContainsAll(CardSet other) const { return (other.bits_ & ~bits_) == 0; }

  constexpr void insert(Card card) { bits_ |= Bit(card); }
  constexpr void erase(Card card) { bits_ &= ~Bit(card); }

  // Lowest and highest card by number; the set must not be empty.
  constexpr Card lowest() const { return CardAt(std::countr_zero(bits_)); }
  constexpr Card highest() const { return CardAt(31 - std::countl_zero(bits_)); }

  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet operator~() const { return CardSet(~bits_); }
  constexpr CardSet& operator|=(CardSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr CardSet& operator&=(CardSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr CardSet& operator-=(CardSet o) {
    bits_ &= ~o.bits_;
    return *this;
  }
  constexpr bool operator==(const CardSet&) const = default;

  // Iterates from the lowest card number to the highest.
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = const Card*;
    using reference = Card;

    constexpr Iterator() = default;
    constexpr explicit Iterator(uint32_t bits) : bits_(bits) {}
    constexpr Iterator operator++(int) {
      Iterator before = *this;
      ++*this;
      return before;
    }
    constexpr Card operator*() const { return CardAt(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      return *this;
    }
    constexpr bool operator==(const Iterator&) const = default;

   private:
    uint32_t bits_ = 0;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  static constexpr uint32_t Bit(Card card) { return uint32_t{1} << Index(card); }
  uint32_t bits_ = 0;
};

namespace card_detail {
constexpr CardSet CardsOfRank(Rank rank) {
  CardSet set;
  for (int i = 0; i < kCardCount; ++i) {
    if (kRankOf[i] == rank) set.insert(CardAt(i));
  }
  return set;
}
inline constexpr CardSet kAces = CardsOfRank(Rank::kAce);
inline constexpr CardSet kTens = CardsOfRank(Rank::kTen);
inline constexpr CardSet kKings = CardsOfRank(Rank::kKing);
inline constexpr CardSet kQueens = CardsOfRank(Rank::kQueen);
inline constexpr CardSet kJacks = CardsOfRank(Rank::kJack);
}  // namespace card_detail

// The cards of each point value, cheapest first: the blanks (7, 8, 9), jacks, queens, kings,
// tens, aces.
inline constexpr std::array<CardSet, 6> kCardsByPoints = {
    CardSet::All() - card_detail::kAces - card_detail::kTens - card_detail::kKings -
        card_detail::kQueens - card_detail::kJacks,
    card_detail::kJacks,
    card_detail::kQueens,
    card_detail::kKings,
    card_detail::kTens,
    card_detail::kAces};

// The card points of a set: five masks and five popcounts.
constexpr int PointsOf(CardSet set) {
  using namespace card_detail;
  return 11 * (set & kAces).size() + 10 * (set & kTens).size() + 4 * (set & kKings).size() +
         3 * (set & kQueens).size() + 2 * (set & kJacks).size();
}

// The points of the `count` cheapest cards of a set (all of them when it holds fewer): rank by
// rank from the blanks up, stopping as soon as `count` cards are taken (after the blanks, for
// most hands and the few tricks the search counts).
constexpr int CheapestPoints(CardSet set, int count) {
  using namespace card_detail;
  count -= (set & kCardsByPoints[0]).size();  // the blanks
  int points = 0;
  for (const auto& [cards, value] :
       {std::pair{kJacks, 2}, std::pair{kQueens, 3}, std::pair{kKings, 4}, std::pair{kTens, 10},
        std::pair{kAces, 11}}) {
    if (count <= 0) break;
    const int taken = std::min((set & cards).size(), count);
    points += taken * value;
    count -= taken;
  }
  return points;
}

constexpr CardSet CardsOfRank(Rank rank) { return card_detail::CardsOfRank(rank); }

// Every card whose printed suit is `suit`, queens and jacks included.
constexpr CardSet CardsOfPrintedSuit(Suit suit) {
  CardSet set;
  for (int i = 0; i < kCardCount; ++i) {
    if (card_detail::kSuitOf[i] == suit) set.insert(CardAt(i));
  }
  return set;
}

inline constexpr CardSet kFullDeck = CardSet::All();
inline constexpr int kDeckPoints = 120;
static_assert(PointsOf(kFullDeck) == kDeckPoints);

// Canonical ASCII name: rank letter (T for ten) then suit letter, e.g. "QC", "TD".
std::string_view CardName(Card card);
// Canonical names, space-separated, in the given (or card) order: "QC 9D".
std::string CardNames(const std::vector<Card>& cards);
std::string CardNames(CardSet cards);
char RankLetter(Rank rank);
char SuitLetter(Suit suit);

}  // namespace sheepdd
