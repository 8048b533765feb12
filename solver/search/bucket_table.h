// The hash table both of the search's large tables are: buckets of entries, one 64-byte cache line
// each, indexed by the low bits of a key, in memory from table_memory.h. A generation number in
// every entry empties the table without a clear; a deal uses only the buckets it needs
// (BucketsInUse). `Entry` has the fields `key`, `cards_left` and `generation`, and its all-zero
// bytes are an empty entry.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "solver/search/table_memory.h"

namespace sheepdd {

template <typename Entry, int kBucketSize>
class BucketTable {
 public:
  struct alignas(64) Bucket {
    std::array<Entry, kBucketSize> entries;
  };
  static_assert(sizeof(Bucket) == 64, "a bucket is one cache line");

  // A table of at most `bytes` (rounded down to a power of two buckets, at least one).
  explicit BucketTable(size_t bytes)
      : buckets_count_(BucketCount(bytes, sizeof(Bucket))),
        in_use_(buckets_count_, kBucketSize, sizeof(Bucket)),
        buckets_(MapArray<Bucket>(buckets_count_)) {}

  // The entries a key may be stored in; those of another generation are empty.
  const std::array<Entry, kBucketSize>& BucketOf(uint64_t key) const {
    return buckets_[key & in_use_.mask()].entries;
  }
  uint16_t generation() const { return generation_; }
  // Starts loading the bucket of `key` into the cache, for a probe or store soon after.
  void Prefetch(uint64_t key) const { __builtin_prefetch(&buckets_[key & in_use_.mask()]); }

  // Stores into the entry of `key`'s bucket that ReplacedEntry picks (`same(entry)`: whether an
  // entry holds the position being stored); `fill(entry)` writes everything but the generation.
  template <typename Same, typename Fill>
  void Store(uint64_t key, Same same, Fill fill) {
    Entry& slot = ReplacedEntry<Entry>(buckets_[key & in_use_.mask()].entries, generation_, same);
    const bool taken = slot.generation != generation_;
    fill(slot);
    slot.generation = generation_;
    if (taken) {
      in_use_.Taken(generation_, [&](uint64_t i) { return std::span(buckets_[i].entries); });
    }
  }

  // Starts a new generation: everything stored before counts as empty, without a clear.
  void NewGeneration() {
    NextGeneration(generation_, std::span(buckets_.get(), buckets_count_));
    in_use_.Restart();
  }
  size_t bytes() const { return buckets_count_ * sizeof(Bucket); }

 private:
  size_t buckets_count_;
  BucketsInUse in_use_;
  MappedArray<Bucket> buckets_;
  uint16_t generation_ = 1;
};

}  // namespace sheepdd
