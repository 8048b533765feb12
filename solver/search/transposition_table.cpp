#include "solver/search/transposition_table.h"

#include <algorithm>

namespace sheepdd {

std::optional<TableHit> TranspositionTable::Probe(uint64_t key) const {
  for (const TableEntry& entry : table_.BucketOf(key)) {
    if (entry.key == key && entry.generation == table_.generation()) {
      TableHit hit{entry.lower, entry.upper, std::nullopt};
      if (entry.best != 0xFF) hit.best = CardAt(entry.best);
      return hit;
    }
  }
  return std::nullopt;
}

void TranspositionTable::Store(uint64_t key, int lower, int upper, std::optional<Card> best,
                               int cards_left) {
  table_.Store(
      key, [&](const TableEntry& entry) { return entry.key == key; },
      [&](TableEntry& entry) {
        entry.key = key;
        entry.lower = static_cast<uint8_t>(std::clamp(lower, 0, 255));
        entry.upper = static_cast<uint8_t>(std::clamp(upper, 0, 255));
        entry.best = best ? static_cast<uint8_t>(Index(*best)) : uint8_t{0xFF};
        entry.cards_left = static_cast<uint8_t>(cards_left);
      });
}

}  // namespace sheepdd
