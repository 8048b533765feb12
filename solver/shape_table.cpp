#include "solver/shape_table.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace sheepdd {

namespace {

// Adds the sums of max(0, to - from) and max(0, from - to) over eight lanes of a byte each (every
// lane 0..15), without a branch: `ShiftBetween` runs once per stored position a probe finds.
void AddLaneShifts(uint64_t from, uint64_t to, PointShift& shift) {
  constexpr uint64_t kHigh = 0x8080808080808080ull;
  constexpr uint64_t kLow = 0x7F7F7F7F7F7F7F7Full;
  constexpr uint64_t kOnes = 0x0101010101010101ull;
  // Each lane 128 + to - from, between 113 and 143: no lane borrows from the next.
  const uint64_t lanes = (to | kHigh) - from;
  const uint64_t richer = (lanes & kHigh) >> 7;  // 1 in the lanes where to >= from
  const uint64_t mask = richer * 0xFF;
  const uint64_t up = lanes & kLow & mask;      // to - from there
  const uint64_t down = ~lanes & kLow & ~mask;  // from - to - 1 in the others
  // A lane sum is at most 8 * 15: the product's top byte holds it.
  shift.up += static_cast<int>((up * kOnes) >> 56);
  shift.down += static_cast<int>((down * kOnes) >> 56) + std::popcount(~richer & kOnes);
}

}  // namespace

PointShift ShiftBetween(const std::array<uint8_t, kCardCount / 2>& from,
                        const std::array<uint8_t, kCardCount / 2>& to) {
  constexpr uint64_t kNibbles = 0x0F0F0F0F0F0F0F0Full;
  std::array<uint64_t, 2> from_words;
  std::array<uint64_t, 2> to_words;
  std::memcpy(from_words.data(), from.data(), sizeof from_words);
  std::memcpy(to_words.data(), to.data(), sizeof to_words);
  PointShift shift;
  for (int i = 0; i < 2; ++i) {
    AddLaneShifts(from_words[i] & kNibbles, to_words[i] & kNibbles, shift);
    AddLaneShifts(from_words[i] >> 4 & kNibbles, to_words[i] >> 4 & kNibbles, shift);
  }
  return shift;
}

ShapeTable::ShapeTable(size_t bytes) {
  const size_t buckets = BucketCount(bytes, sizeof(Bucket));
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
  NextGeneration(generation_, std::span(buckets_.get(), size_ / kBucketSize));
}

}  // namespace sheepdd
