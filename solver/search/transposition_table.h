// The transposition table: bounds on the points (or tricks) still to come from positions at the
// start of a trick, shared by every search of one Solver.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "solver/game/card.h"
#include "solver/search/bucket_table.h"

namespace sheepdd {

// What a probe finds: bounds on the value still to come, and the card that was best or cut off.
struct TableHit {
  int lower = 0;
  int upper = 0;
  std::optional<Card> best;
};

// One entry, 16 bytes:
//   bits   0..63  key        the full 64-bit position key
//   bits  64..71  lower      a lower bound on the value still to come (0..255)
//   bits  72..79  upper      an upper bound on the value still to come (0..255)
//   bits  80..87  best       the best or refuting card's number, or 0xFF for none
//   bits  88..95  cards_left cards still in the hands: the work the entry saves, for replacement
//   bits  96..111 generation the search generation that wrote it; others (0 for a slot never
//                            written) count as empty
//   bits 112..127 unused
struct TableEntry {
  uint64_t key = 0;
  uint8_t lower = 0;
  uint8_t upper = 0;
  uint8_t best = 0xFF;
  uint8_t cards_left = 0;
  uint16_t generation = 0;
  uint16_t unused = 0;
};
static_assert(sizeof(TableEntry) == 16);

// Entries live in buckets of four, one 64-byte cache line. Replacement rule: a probe's own key,
// else an empty or stale slot, else the entry with the fewest cards left (the cheapest to
// search again).
class TranspositionTable {
 public:
  static constexpr int kBucketSize = 4;

  // A table of at most `bytes` (rounded down to a power of two buckets, at least one).
  explicit TranspositionTable(size_t bytes) : table_(bytes) {}

  std::optional<TableHit> Probe(uint64_t key) const;
  // Starts loading the bucket of `key` into the cache, for a Probe or Store soon after.
  void Prefetch(uint64_t key) const { table_.Prefetch(key); }
  void Store(uint64_t key, int lower, int upper, std::optional<Card> best, int cards_left);

  // Starts a new generation: everything stored before counts as empty, without a clear.
  void NewGeneration() { table_.NewGeneration(); }
  size_t bytes() const { return table_.bytes(); }

 private:
  BucketTable<TableEntry, kBucketSize> table_;
};

}  // namespace sheepdd
