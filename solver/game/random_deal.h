// Random deals, reproducible from a seed, and a plausible pick for them: the corpus generator
// behind `sheepdd deal`, the tests and the benchmarks.
#pragma once

#include <cstdint>

#include "solver/game/deal.h"

namespace sheepdd {

// A small, fully specified random generator (splitmix64), so a seed gives the same deals on
// every platform and standard library.
class DealRandom {
 public:
  explicit DealRandom(uint64_t seed) : state_(seed) {}
  uint64_t Next();
  // Uniform in [0, bound), bound > 0.
  uint32_t Below(uint32_t bound);

 private:
  uint64_t state_;
};

// The `index`-th deal of the stream for `seed`: the same whatever other deals are made.
Deal RandomDeal(const Rules& rules, uint64_t seed, uint64_t index);

// Hand strength as a picker judges it before seeing the blind: queens 3, jacks 2, other trumps
// 1, fail aces 1.
int PickStrength(const Rules& rules, CardSet hand);

// Makes the deal a picked one the way a sensible player would: the first seat in picking order
// whose hand is strong enough picks (the strongest seat if none is: a forced pick), buries to keep
// trumps, void suits and bank points, and calls a partner per the partner rule.
void ChoosePlausiblePick(Deal& deal);

// The plausible bury and call for the deal's picker (pick must be kPicked).
void ChoosePlausibleBuryAndCall(Deal& deal);

}  // namespace sheepdd
