// What the search's large tables share: their memory, zeroed and on 2 MB huge pages where the
// kernel grants them (a probe lands anywhere in a table, and with 4 KB pages most probes would
// also miss the TLB), and the rule for which entry of a bucket a store replaces.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

namespace sheepdd {

struct Unmap {
  size_t bytes = 0;
  void operator()(void* memory) const;
};
template <typename T>
using MappedArray = std::unique_ptr<T[], Unmap>;

// How many buckets of `bucket_bytes` a table of at most `bytes` has: a power of two, at least one.
size_t BucketCount(size_t bytes, size_t bucket_bytes);

// `bytes` of zeroed memory, page aligned; throws std::bad_alloc when the system has none.
void* MapZeroed(size_t bytes);

// `count` objects of a type whose all-zero bytes are a valid (empty) value.
template <typename T>
MappedArray<T> MapArray(size_t count) {
  const size_t bytes = count * sizeof(T);
  return MappedArray<T>(static_cast<T*>(MapZeroed(bytes)), Unmap{bytes});
}

// Starts a table's next generation: everything stored before counts as empty, without a clear,
// except when the 16-bit count wraps (once in 65,535 deals): then `entries` are zeroed, so that no
// entry written 65,536 generations ago passes for a current one.
template <typename T>
void NextGeneration(uint16_t& generation, std::span<T> entries) {
  if (++generation != 0) return;
  std::fill(entries.begin(), entries.end(), T{});
  generation = 1;
}

// The entry of `bucket` a store takes: the stored position's own (`same`), else an empty or stale
// one (of another generation), else the one with the fewest cards left, the cheapest to search
// again.
template <typename Entry, typename Same>
Entry& ReplacedEntry(std::span<Entry> bucket, uint16_t generation, Same same) {
  for (Entry& entry : bucket) {
    if (entry.generation == generation && same(entry)) return entry;
  }
  for (Entry& entry : bucket) {
    if (entry.generation != generation) return entry;
  }
  Entry* fewest = &bucket[0];
  for (Entry& entry : bucket) {
    if (entry.cards_left < fewest->cards_left) fewest = &entry;
  }
  return *fewest;
}

}  // namespace sheepdd
