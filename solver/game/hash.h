// The one mixing function behind every key and the deal generator: the splitmix64 finalizer,
// which spreads each input bit over the whole result.
#pragma once

#include <cstdint>

namespace sheepdd {

constexpr uint64_t MixBits(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace sheepdd
