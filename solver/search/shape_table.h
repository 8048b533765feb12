// Bounds on the points still to come, shared by positions of one shape (Shape): the
// same holders, ranks and limits, with cards of different points. Every line of play goes the
// same way card for card in both positions, and only the points of the tricks differ, by no more
// than the two positions' cards differ. So a bound of one position, moved by that much, bounds
// the other (quasi-symmetry, as Kupferschmid and Helmert's Skat solver uses it).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "solver/search/bucket_table.h"
#include "solver/search/position_keys.h"

namespace sheepdd {

// Bounds on the points still to come.
struct PointBounds {
  int lower = 0;
  int upper = 0;
  // The place in the shape (PlaceInShape) of the best or refuting card of a stored
  // position: its own when it is stored, else another's of the shape.
  std::optional<int> best;
};

// How far the value can move from a position of one shape to another: each card's points of
// `from` and `to` (nibbles, as in Shape), summed where `to`'s card is poorer (`down`)
// and where it is richer (`up`). Whoever takes a card, the team's points move by no more.
struct PointShift {
  int down = 0;
  int up = 0;
};
PointShift ShiftBetween(const std::array<uint8_t, kCardCount / 2>& from,
                        const std::array<uint8_t, kCardCount / 2>& to);

// One entry, 32 bytes:
//   bytes  0..7   key         the shape's key
//   bytes  8..23  points      the stored position's cards' points, a nibble each
//   byte  24      lower       a lower bound on its value still to come (0..255)
//   byte  25      upper       an upper bound on it
//   byte  26      cards_left  cards still in the hands: the work the entry saves, for replacement
//   byte  27      best        the best or refuting card of this position, or 0xFF for none
//   bytes 28..29  generation  the search generation that wrote it; others (0 for a slot never
//                             written) count as empty
//   bytes 30..31  unused
struct ShapeEntry {
  uint64_t key = 0;
  std::array<uint8_t, kCardCount / 2> points{};
  uint8_t lower = 0;
  uint8_t upper = 0;
  uint8_t cards_left = 0;
  uint8_t best = 0xFF;
  uint16_t generation = 0;
  uint16_t unused = 0;
};
static_assert(sizeof(ShapeEntry) == 32);

// Entries live in buckets of two, one 64-byte cache line; positions of one shape with different
// points take different entries. Replacement rule: the same position, else an empty or stale
// slot, else the entry with the fewest cards left. A deal uses as many buckets as it needs
// (BucketsInUse).
class ShapeTable {
 public:
  static constexpr int kBucketSize = 2;

  // A table of at most `bytes` (rounded down to a power of two buckets, at least one).
  explicit ShapeTable(size_t bytes) : table_(bytes) {}

  // The bounds that every stored position of `shape` gives it (moved by the points between
  // them), or [0, kMaxBound] when none is stored.
  PointBounds Probe(const Shape& shape) const;
  void Prefetch(uint64_t key) const { table_.Prefetch(key); }
  void Store(const Shape& shape, int lower, int upper, std::optional<int> best, int cards_left);

  // Starts a new generation: everything stored before counts as empty, without a clear.
  void NewGeneration() { table_.NewGeneration(); }
  size_t bytes() const { return table_.bytes(); }

  static constexpr int kMaxBound = 255;

 private:
  BucketTable<ShapeEntry, kBucketSize> table_;
};

}  // namespace sheepdd
