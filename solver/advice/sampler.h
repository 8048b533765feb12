// Deals as one player sees them: which cards he knows where, which places cannot hold a card
// (a void shown in play), and a sampler that deals the hidden cards uniformly at random among
// every layout consistent with all of it.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/game/game.h"
#include "solver/game/random_deal.h"

namespace sheepdd {

// The places cards lie in: the seats 0 .. players-1, then the blind.
inline constexpr int kMaxPlaces = kMaxSeats + 1;

// What is known about where a deal's cards lie.
struct Knowledge {
  int players = 0;
  int places = 0;                              // players + 1: the blind is the last place
  std::array<int, kMaxPlaces> sizes{};         // cards each place holds as dealt
  std::array<CardSet, kMaxPlaces> known{};     // cards known to lie in each place
  std::array<CardSet, kMaxPlaces> excluded{};  // cards known not to lie in each place
  CardSet deck;                                // every card dealt

  int blind_place() const { return players; }
};

// What `viewer` knows before the pick: his own hand, nothing else.
Knowledge BeforePickKnowledge(const Deal& deal, Seat viewer);

// What the picker of `deal` knows: his hand and the blind, and from the recorded play (if any)
// each card's holder and each void shown by a failure to follow (a called card's holder is then
// known too: it is the seat that played it). The deal must have a picker and a valid setup.
absl::StatusOr<Knowledge> PickerKnowledge(const Game& game);

// A count of layouts: 28 hidden cards in seven places of four make about 2^66 of them.
using LayoutCount = unsigned __int128;

// The places' cards in one layout.
using Layout = std::array<CardSet, kMaxPlaces>;

// A uniform count in [0, bound), bound > 0.
LayoutCount RandomBelow(DealRandom& random, LayoutCount bound);

// The layouts of the hidden cards that respect a Knowledge, counted exactly and numbered: every
// place gets its size, its known cards, and none of its excluded ones. Counting the layouts by
// kind of card (which places may hold it) makes the count exact however many voids play has
// shown; numbering them makes a uniform draw one random number and an enumeration a loop.
class Sampler {
 public:
  // An error when no layout respects `knowledge` (the facts contradict each other).
  static absl::StatusOr<Sampler> Make(const Knowledge& knowledge);

  // How many layouts there are (1 when nothing is hidden).
  LayoutCount count() const { return Ways(0, initial_free_); }
  double layouts() const { return static_cast<double>(count()); }

  // Layout number `index` (< count()); every number gives a different layout.
  Layout At(LayoutCount index) const;
  // A layout drawn uniformly at random.
  Layout Draw(DealRandom& random) const { return At(RandomBelow(random, count())); }

 private:
  using Free = std::array<int8_t, kMaxPlaces>;  // open slots per place
  struct Kind {
    std::vector<Card> cards;
    uint32_t places = 0;  // bit p: place p may hold these cards
  };

  explicit Sampler(const Knowledge& knowledge);
  // Layouts of kinds `kind`.. into the open slots `free` (every slot filled); memoized.
  LayoutCount Ways(size_t kind, const Free& free) const;
  // Calls `visit(split, ways)` for every way to split kind `kind`'s cards among its places, with
  // the number of ways to deal the cards so (a multinomial).
  template <typename Visit>
  void ForEachSplit(size_t kind, const Free& free, Visit&& visit) const;

  Knowledge knowledge_;
  std::vector<Kind> kinds_;
  Free initial_free_{};
  // Filled on first use of each state; Make fills every state a draw can reach, so a made
  // Sampler is only read afterwards and may be shared between threads.
  mutable std::vector<std::map<Free, LayoutCount>> ways_;
};

}  // namespace sheepdd
