#include "solver/transposition_table.h"

#include <algorithm>

namespace sheepdd {

TranspositionTable::TranspositionTable(size_t bytes)
    : size_(BucketCount(bytes, sizeof(TableEntry) * kBucketSize) * kBucketSize),
      in_use_(size_ / kBucketSize, kBucketSize, sizeof(TableEntry) * kBucketSize) {
  entries_ = MapArray<TableEntry>(size_);  // an all-zero entry is an empty slot
}

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
  TableEntry* slot =
      &ReplacedEntry<TableEntry>(std::span(BucketOf(key), kBucketSize), generation_,
                                 [&](const TableEntry& entry) { return entry.key == key; });
  const bool taken = slot->generation != generation_;
  slot->key = key;
  slot->lower = static_cast<uint8_t>(std::clamp(lower, 0, 255));
  slot->upper = static_cast<uint8_t>(std::clamp(upper, 0, 255));
  slot->best = best ? static_cast<uint8_t>(Index(*best)) : uint8_t{0xFF};
  slot->cards_left = static_cast<uint8_t>(cards_left);
  slot->generation = generation_;
  if (taken) {
    in_use_.Taken(generation_,
                  [&](uint64_t i) { return std::span(&entries_[i * kBucketSize], kBucketSize); });
  }
}

void TranspositionTable::NewGeneration() {
  NextGeneration(generation_, std::span(entries_.get(), size_));
  in_use_.Restart();
}

}  // namespace sheepdd
