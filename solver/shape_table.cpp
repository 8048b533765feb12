#include "solver/shape_table.h"

#include <algorithm>
#include <bit>

namespace sheepdd {

PointShift ShiftBetween(const std::array<uint8_t, kCardCount / 2>& from,
                        const std::array<uint8_t, kCardCount / 2>& to) {
  PointShift shift;
  for (size_t i = 0; i < from.size(); ++i) {
    for (int half = 0; half < 8; half += 4) {
      const int difference = (to[i] >> half & 0xF) - (from[i] >> half & 0xF);
      if (difference < 0) {
        shift.down -= difference;
      } else {
        shift.up += difference;
      }
    }
  }
  return shift;
}

ShapeTable::ShapeTable(size_t bytes) {
  size_t buckets = std::max<size_t>(1, bytes / sizeof(Bucket));
  buckets = std::bit_floor(buckets);
  buckets_ = MapArray<Bucket>(buckets);  // an all-zero entry is an empty slot
  size_ = buckets * kBucketSize;
  mask_ = buckets - 1;
}

PointBounds ShapeTable::Probe(const GameState::Shape& shape) const {
  PointBounds bounds{0, kMaxBound, std::nullopt};
  for (const ShapeEntry& entry : BucketOf(shape.key)->entries) {
    if (entry.key != shape.key || entry.generation != generation_) continue;
    const PointShift shift = ShiftBetween(entry.points, shape.points);
    bounds.lower = std::max(bounds.lower, entry.lower - shift.down);
    bounds.upper = std::min(bounds.upper, entry.upper + shift.up);
    if (entry.best != 0xFF && (!bounds.best || entry.points == shape.points)) {
      bounds.best = entry.best;
    }
  }
  return bounds;
}

void ShapeTable::Store(const GameState::Shape& shape, int lower, int upper, std::optional<int> best,
                       int cards_left) {
  ShapeEntry* slot = &ReplacedEntry<ShapeEntry>(
      BucketOf(shape.key)->entries, generation_, [&](const ShapeEntry& entry) {
        return entry.key == shape.key && entry.points == shape.points;
      });
  slot->key = shape.key;
  slot->points = shape.points;
  slot->lower = static_cast<uint8_t>(std::clamp(lower, 0, kMaxBound));
  slot->upper = static_cast<uint8_t>(std::clamp(upper, 0, kMaxBound));
  slot->cards_left = static_cast<uint8_t>(cards_left);
  slot->best = best ? static_cast<uint8_t>(*best) : uint8_t{0xFF};
  slot->generation = generation_;
}

void ShapeTable::NewGeneration() {
  if (++generation_ == 0) {
    std::fill(buckets_.get(), buckets_.get() + size_ / kBucketSize, Bucket{});
    generation_ = 1;
  }
}

}  // namespace sheepdd
