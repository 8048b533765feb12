#include "solver/search/shape_table.h"

#include <algorithm>
#include <cstdlib>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sheepdd {

PointShift ShiftBetween(const std::array<uint8_t, kCardCount / 2>& from,
                        const std::array<uint8_t, kCardCount / 2>& to) {
#if defined(__SSE2__)
  // Every lane at once (a probe works this out for each stored position it finds): the nibbles
  // spread to bytes, the differences each way saturated at zero, and the bytes summed by psadbw.
  // A fifth of the instructions of eight bytes at a time in general-purpose registers.
  const __m128i from_bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(from.data()));
  const __m128i to_bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(to.data()));
  const __m128i nibble = _mm_set1_epi8(0x0F);
  const __m128i from_low = _mm_and_si128(from_bytes, nibble);
  const __m128i from_high = _mm_and_si128(_mm_srli_epi16(from_bytes, 4), nibble);
  const __m128i to_low = _mm_and_si128(to_bytes, nibble);
  const __m128i to_high = _mm_and_si128(_mm_srli_epi16(to_bytes, 4), nibble);
  // Two lanes' differences a byte: 30 at most.
  const __m128i up =
      _mm_add_epi8(_mm_subs_epu8(to_low, from_low), _mm_subs_epu8(to_high, from_high));
  const __m128i down =
      _mm_add_epi8(_mm_subs_epu8(from_low, to_low), _mm_subs_epu8(from_high, to_high));
  const __m128i up_sums = _mm_sad_epu8(up, _mm_setzero_si128());
  const __m128i down_sums = _mm_sad_epu8(down, _mm_setzero_si128());
  return PointShift{.down = _mm_cvtsi128_si32(down_sums) + _mm_extract_epi16(down_sums, 4),
                    .up = _mm_cvtsi128_si32(up_sums) + _mm_extract_epi16(up_sums, 4)};
#else
  PointShift shift;
  for (size_t i = 0; i < from.size(); ++i) {
    for (int nibble_shift : {0, 4}) {
      const int difference = (to[i] >> nibble_shift & 0x0F) - (from[i] >> nibble_shift & 0x0F);
      (difference > 0 ? shift.up : shift.down) += std::abs(difference);
    }
  }
  return shift;
#endif
}

PointBounds ShapeTable::Probe(const Shape& shape) const {
  PointBounds bounds{0, kMaxBound, std::nullopt};
  for (const ShapeEntry& entry : table_.BucketOf(shape.key)) {
    if (entry.key != shape.key || entry.generation != table_.generation()) continue;
    const PointShift shift = ShiftBetween(entry.points, shape.points);
    bounds.lower = std::max(bounds.lower, entry.lower - shift.down);
    bounds.upper = std::min(bounds.upper, entry.upper + shift.up);
    if (entry.best != 0xFF && (!bounds.best || entry.points == shape.points)) {
      bounds.best = entry.best;
    }
  }
  return bounds;
}

void ShapeTable::Store(const Shape& shape, int lower, int upper, std::optional<int> best,
                       int cards_left) {
  table_.Store(
      shape.key,
      [&](const ShapeEntry& entry) {
        return entry.key == shape.key && entry.points == shape.points;
      },
      [&](ShapeEntry& entry) {
        entry.key = shape.key;
        entry.points = shape.points;
        entry.lower = static_cast<uint8_t>(std::clamp(lower, 0, kMaxBound));
        entry.upper = static_cast<uint8_t>(std::clamp(upper, 0, kMaxBound));
        entry.cards_left = static_cast<uint8_t>(cards_left);
        entry.best = best ? static_cast<uint8_t>(*best) : uint8_t{0xFF};
      });
}

}  // namespace sheepdd
