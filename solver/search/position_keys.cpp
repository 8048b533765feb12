#include "solver/search/position_keys.h"

#include <bit>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SHEEPDD_X86_64 1
#include <immintrin.h>
#else
#define SHEEPDD_X86_64 0
#endif

#include "solver/game/hash.h"
#include "solver/search/trick_questions.h"

namespace sheepdd {

uint64_t PositionKey(const GameState& state) {
  uint64_t key = MixBits(static_cast<uint64_t>(state.trick_leader()) * 0x9E3779B97F4A7C15ull +
                         static_cast<uint64_t>(state.called_suit_state()) + 0x1234567ull);
  for (int seat = 0; seat < state.players(); ++seat) {
    key ^= MixBits(state.hand(seat).bits() + (static_cast<uint64_t>(seat + 1) << 40));
  }
  return key == 0 ? 1 : key;
}

// A card's code: its holder in bits 5..7, its points in bits 0..3.
constexpr int kHolderCodeShift = 5;
constexpr uint8_t kPointsCodeMask = 0x0F;

CardCodes HolderCodes(const GameState& state) {
  CardCodes codes{};
  for (int seat = 0; seat < state.players(); ++seat) {
    for (Card card : state.hand(seat)) {
      codes[Index(card)] = static_cast<uint8_t>(seat << kHolderCodeShift | PointsOf(card));
    }
  }
  return codes;
}

namespace {

// Eight bytes below 16, the first in the lowest byte, as eight nibbles in the same order.
uint64_t PackNibbles(uint64_t bytes) {
  bytes = (bytes | bytes >> 4) & 0x00FF00FF00FF00FFull;
  bytes = (bytes | bytes >> 8) & 0x0000FFFF0000FFFFull;
  return (bytes | bytes >> 16) & 0x00000000FFFFFFFFull;
}

// Thirty-two points bytes, the first card's first, as the shape's nibbles.
std::array<uint64_t, 2> PackPoints(const std::array<uint8_t, kCardCount>& points) {
  std::array<uint64_t, kCardCount / 8> words;
  std::memcpy(words.data(), points.data(), sizeof points);
  return {PackNibbles(words[0]) | PackNibbles(words[1]) << 32,
          PackNibbles(words[2]) | PackNibbles(words[3]) << 32};
}

// Where the follow groups lie in card order (PlaceMethod), a card's place is the number of cards
// in hands below it, and each seat's places are its hand compressed by the cards in hands.
void PlacesByCount(const std::array<CardSet, kMaxSeats>& hands, int players, CardSet in_hands,
                   std::array<uint32_t, kMaxSeats>& places, std::array<uint64_t, 2>& packed) {
  const uint32_t all = in_hands.bits();
  std::array<uint8_t, kCardCount> points{};
  for (int seat = 0; seat < players; ++seat) {
    uint32_t mask = 0;
    for (Card card : hands[seat]) {
      const int place = std::popcount(all & ((uint32_t{1} << Index(card)) - 1));
      mask |= uint32_t{1} << place;
      points[place] = static_cast<uint8_t>(PointsOf(card));
    }
    places[seat] = mask;
  }
  packed = PackPoints(points);
}

#if SHEEPDD_X86_64
// The deck's points, a nibble a card in card order (cards 0..15, then 16..31).
constexpr std::array<uint64_t, 2> kDeckPointNibbles = [] {
  std::array<uint64_t, 2> words{};
  for (int i = 0; i < kCardCount; ++i) {
    words[i / 16] |= static_cast<uint64_t>(PointsOf(CardAt(i))) << (4 * (i % 16));
  }
  return words;
}();

// The same by BMI2's pext and pdep: each hand compressed in one instruction, and the points of
// the cards in hands gathered from the deck's nibbles sixteen cards at a time.
__attribute__((target("bmi2"))) void PlacesByPext(const std::array<CardSet, kMaxSeats>& hands,
                                                  int players, CardSet in_hands,
                                                  std::array<uint32_t, kMaxSeats>& places,
                                                  std::array<uint64_t, 2>& packed) {
  const uint32_t all = in_hands.bits();
  for (int seat = 0; seat < players; ++seat) places[seat] = _pext_u32(hands[seat].bits(), all);
  constexpr uint64_t kNibbleOnes = 0x1111111111111111ull;
  const uint64_t low = _pext_u64(kDeckPointNibbles[0], _pdep_u64(all & 0xFFFF, kNibbleOnes) * 0xF);
  const uint64_t high = _pext_u64(kDeckPointNibbles[1], _pdep_u64(all >> 16, kNibbleOnes) * 0xF);
  const int shift = 4 * std::popcount(all & 0xFFFF);  // the low half's nibbles
  if (shift == 0) {
    packed = {high, 0};
  } else if (shift == 64) {
    packed = {low, high};
  } else {
    packed = {low | high << shift, high >> (64 - shift)};
  }
}
#endif

}  // namespace

bool HasFastPext() {
#if SHEEPDD_X86_64
  // AMD's families 15h and 17h (up to Zen 2) have pext in microcode, slower than counting.
  return __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam15h") &&
         !__builtin_cpu_is("amdfam17h");
#else
  return false;
#endif
}

Shape RelativeShape(const GameState& state, PlaceMethod method, const CardCodes& codes) {
  Shape shape;
  if (state.trump_order() == TrumpOrder::kSpitz || state.trump_order() == TrumpOrder::kSpitzHigh) {
    shape.key = PositionKey(state);
    return shape;
  }
  // The remaining cards in a row, group by group, in power order (card numbers run in power
  // order within a group): each card's place in the row. The shape is each seat's places (as a
  // mask), the groups' sizes and the places of the cards with limits of their own (whose
  // identities the setup key fixes); the cards' points in place order go to the shape's nibbles.
  std::array<uint32_t, kMaxSeats> places{};
  std::array<uint64_t, 2> packed{};
  switch (method) {
    case PlaceMethod::kByPext:
#if SHEEPDD_X86_64
      PlacesByPext(state.hands(), state.players(), state.AllHands(), places, packed);
      break;
#else
      [[fallthrough]];  // never chosen off x86-64
#endif
    case PlaceMethod::kByCount:
      PlacesByCount(state.hands(), state.players(), state.AllHands(), places, packed);
      break;
    case PlaceMethod::kByGroup: {
      std::array<uint8_t, kCardCount> points{};
      int place = 0;
      for (int group = 0; group < kFollowGroupCount; ++group) {
        for (Card card : state.AllHands() & state.CardsOf(static_cast<FollowGroup>(group))) {
          const uint8_t code = codes[Index(card)];
          places[code >> kHolderCodeShift] |= uint32_t{1} << place;
          points[place++] = code & kPointsCodeMask;
        }
      }
      packed = PackPoints(points);
      break;
    }
  }
  static_assert(sizeof packed == sizeof shape.points);
  std::memcpy(shape.points.data(), packed.data(), sizeof packed);
  uint64_t sizes = 0;  // six bits a group
  for (int group = 0; group < kFollowGroupCount; ++group) {
    sizes |= static_cast<uint64_t>(
                 (state.AllHands() & state.CardsOf(static_cast<FollowGroup>(group))).size())
             << (6 * group);
  }
  // Limits are rare (the called card and the unknown, before the called suit is led).
  for (Card card : LimitedCards(state)) sizes |= uint64_t{1} << (32 + PlaceInShape(state, card));
  uint64_t key = MixBits(static_cast<uint64_t>(state.trick_leader()) * 0x9E3779B97F4A7C15ull +
                         static_cast<uint64_t>(state.called_suit_state()) + 0x7654321ull);
  key = MixBits(key ^ sizes);
  for (int seat = 0; seat < state.players(); seat += 2) {  // two seats a word (odd: the last alone)
    key = MixBits(key ^ (places[seat] | static_cast<uint64_t>(places[seat + 1]) << 32));
  }
  shape.key = key;
  return shape;
}

int PlaceInShape(const GameState& state, Card card) {
  int place = 0;
  for (int group = 0; group < kFollowGroupCount; ++group) {
    const CardSet cards = state.AllHands() & state.CardsOf(static_cast<FollowGroup>(group));
    if (cards.contains(card)) {
      return place + (cards & CardSet((uint32_t{1} << Index(card)) - 1)).size();
    }
    place += cards.size();
  }
  return place;
}

Card CardAtPlace(const GameState& state, int place) {
  for (int group = 0; group < kFollowGroupCount; ++group) {
    CardSet cards = state.AllHands() & state.CardsOf(static_cast<FollowGroup>(group));
    if (place < cards.size()) {
      for (; place > 0; --place) cards.erase(cards.lowest());
      return cards.lowest();
    }
    place -= cards.size();
  }
  return state.AllHands().lowest();
}

uint64_t Shape::PositionKey() const {
  std::array<uint64_t, 2> words;
  static_assert(sizeof words == sizeof points);
  std::memcpy(words.data(), points.data(), sizeof words);
  const uint64_t position = MixBits(MixBits(key ^ words[0]) ^ words[1]);
  return position == 0 ? 1 : position;
}

uint64_t SetupKey(const GameState& state) {
  // The bury is left out: the points still to come depend on it only while it waits for the
  // team's first trick, which the solver keys itself. So the buries of one deal share entries.
  uint64_t key = MixBits(state.picker_team() | (static_cast<uint64_t>(state.picker()) << 8) |
                         (static_cast<uint64_t>(state.partner() + 1) << 16) |
                         (static_cast<uint64_t>(state.trump_order()) << 33) |
                         (static_cast<uint64_t>(state.leaster()) << 36) |
                         (static_cast<uint64_t>(state.leaster_blind()) << 37));
  key ^= MixBits(
      (static_cast<uint64_t>(Index(state.called_card())) | (uint64_t{state.has_unknown()} << 8) |
       (static_cast<uint64_t>(Index(state.unknown())) << 9) |
       (uint64_t{state.called_ten_wins()} << 17) |
       (static_cast<uint64_t>(state.called_suit_state() != GameState::CalledSuit::kNone) << 18) |
       (static_cast<uint64_t>(state.leaster_blind_points()) << 19)) +
      0xA5A5A5A5ull);
  return key;
}

PlaceMethod FastestPlaceMethod(const GameState& state) {
  if (!GroupsInCardOrder(state)) return PlaceMethod::kByGroup;
  return HasFastPext() ? PlaceMethod::kByPext : PlaceMethod::kByCount;
}

}  // namespace sheepdd
