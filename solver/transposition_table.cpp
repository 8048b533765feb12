#include "solver/transposition_table.h"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <new>

namespace sheepdd {

TranspositionTable::TranspositionTable(size_t megabytes) {
  const size_t bucket_bytes = sizeof(TableEntry) * kBucketSize;
  size_t buckets = std::max<size_t>(1, (megabytes << 20) / bucket_bytes);
  buckets = std::bit_floor(buckets);
  size_ = buckets * kBucketSize;
  // Fresh anonymous pages read as zeros (an all-zero entry is an empty slot) and cost nothing
  // until the search first writes to them. Huge pages where the kernel grants them: a probe
  // lands anywhere in the table, and with 4 KB pages most probes would also miss the TLB.
  void* memory = mmap(nullptr, bytes(), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  (void)madvise(memory, bytes(), MADV_HUGEPAGE);  // only a hint: ignored where unsupported
  entries_.reset(static_cast<TableEntry*>(memory));
  entries_.get_deleter().bytes = bytes();
  mask_ = buckets - 1;
}

void TranspositionTable::Unmap::operator()(TableEntry* entries) const { munmap(entries, bytes); }

std::optional<TableHit> TranspositionTable::Probe(uint64_t key) const {
  const TableEntry* bucket = BucketOf(key);
  for (int i = 0; i < kBucketSize; ++i) {
    const TableEntry& entry = bucket[i];
    if (entry.key == key && entry.generation == generation_) {
      TableHit hit{entry.lower, entry.upper, std::nullopt};
      if (entry.best != 0xFF) hit.best = CardAt(entry.best);
      return hit;
    }
  }
  return std::nullopt;
}

void TranspositionTable::Store(uint64_t key, int lower, int upper, std::optional<Card> best,
                               int cards_left) {
  TableEntry* bucket = BucketOf(key);
  TableEntry* slot = nullptr;
  for (int i = 0; i < kBucketSize && slot == nullptr; ++i) {
    if (bucket[i].key == key && bucket[i].generation == generation_) slot = &bucket[i];
  }
  for (int i = 0; i < kBucketSize && slot == nullptr; ++i) {
    if (bucket[i].generation != generation_) slot = &bucket[i];
  }
  if (slot == nullptr) {
    slot = &bucket[0];
    for (int i = 1; i < kBucketSize; ++i) {
      if (bucket[i].cards_left < slot->cards_left) slot = &bucket[i];
    }
  }
  slot->key = key;
  slot->lower = static_cast<uint8_t>(std::clamp(lower, 0, 255));
  slot->upper = static_cast<uint8_t>(std::clamp(upper, 0, 255));
  slot->best = best ? static_cast<uint8_t>(Index(*best)) : uint8_t{0xFF};
  slot->cards_left = static_cast<uint8_t>(cards_left);
  slot->generation = generation_;
}

void TranspositionTable::NewGeneration() {
  if (++generation_ == 0) Clear();
}

void TranspositionTable::Clear() {
  std::fill(entries_.get(), entries_.get() + size_, TableEntry{});
  generation_ = 1;
}

}  // namespace sheepdd
