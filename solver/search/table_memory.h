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

// How many of a table's buckets the present generation uses. Each generation starts with a few
// (kStartBytes' worth) and doubles them whenever an eighth of the entries in use have been taken,
// up to the whole table. A search that stores little then touches little memory, which stays in
// the core's cache; and fresh memory costs the kernel's zeroing of each page on first write (a
// few per cent of a short batch's time with whole tables of 8 MB). A large search soon has the
// whole table. The growth depends on the generation's own stores alone, so a search's nodes do
// not depend on what the table held before.
class BucketsInUse {
 public:
  static constexpr size_t kStartBytes = size_t{1} << 20;

  // Of `buckets` (a power of two) of `bucket_size` entries and `bucket_bytes` each.
  BucketsInUse(size_t buckets, size_t bucket_size, size_t bucket_bytes)
      : bucket_size_(bucket_size),
        all_mask_(buckets - 1),
        start_mask_(std::min(buckets, BucketCount(kStartBytes, bucket_bytes)) - 1),
        mask_(start_mask_) {}

  // The bucket of a key is key & mask().
  uint64_t mask() const { return mask_; }
  // A new generation starts small again.
  void Restart() {
    mask_ = start_mask_;
    taken_ = 0;
  }
  // After a store took an entry that `generation` had not used: doubles the buckets in use when
  // an eighth of their entries are taken, moving each entry of bucket i whose key has the bit n
  // set (n the buckets in use before) to bucket i + n, which the generation has not used yet.
  // `bucket(i)` is bucket i's entries.
  template <typename BucketAt>
  void Taken(uint16_t generation, BucketAt bucket) {
    ++taken_;
    if (mask_ == all_mask_ || taken_ * 8 <= (mask_ + 1) * bucket_size_) return;
    const uint64_t moved = mask_ + 1;
    mask_ = 2 * moved - 1;
    for (uint64_t i = 0; i < moved; ++i) {
      auto high = bucket(i + moved);
      size_t next = 0;
      for (auto& entry : bucket(i)) {
        if (entry.generation != generation || (entry.key & moved) == 0) continue;
        high[next++] = entry;
        entry.generation = 0;  // empty
      }
    }
  }

 private:
  size_t bucket_size_;
  uint64_t all_mask_;
  uint64_t start_mask_;
  uint64_t mask_;
  size_t taken_ = 0;
};

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
