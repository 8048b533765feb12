// What is known of positions two tricks from the end, which the search asks about more often than
// any others: bounds on their values from the searches of earlier probes and from the sure tricks
// (exact once they meet), in a small direct-mapped cache that stays in the core's own cache, apart
// from the transposition table whose probes go to main memory.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace sheepdd {

// Bounds on the points still to come; lower == upper for an exact value.
struct EndgameBounds {
  int lower = 0;
  int upper = 0;
};

// One entry, 8 bytes:
//   bits  0..7   lower  (0..255, clamped)
//   bits  8..15  upper
//   bits 16..63  check  the key's low 48 bits xor the generation's salt (0: an empty slot)
// The slot is chosen by the key's top bits, so the check bits are independent of the slot.
class EndgameCache {
 public:
  static constexpr int kSlotBits = 14;  // 16,384 slots, 128 KB

  EndgameCache() : slots_(size_t{1} << kSlotBits, 0) {}

  std::optional<EndgameBounds> Probe(uint64_t key) const {
    const uint64_t slot = slots_[key >> (64 - kSlotBits)];
    if (slot >> 16 != Check(key)) return std::nullopt;
    return EndgameBounds{static_cast<int>(slot & 0xFF), static_cast<int>(slot >> 8 & 0xFF)};
  }
  // A new entry always replaces the old.
  void Store(uint64_t key, EndgameBounds bounds) {
    slots_[key >> (64 - kSlotBits)] =
        Check(key) << 16 | Byte(bounds.upper) << 8 | Byte(bounds.lower);
  }
  // Everything stored before no longer matches (salted checks), without a clear.
  void NewGeneration() { salt_ = (salt_ + 0x9E3779B97F4A7C15ull) | 1; }

 private:
  static uint64_t Byte(int value) { return static_cast<uint64_t>(std::clamp(value, 0, 255)); }
  uint64_t Check(uint64_t key) const { return ((key ^ salt_) & 0x0000FFFFFFFFFFFFull) | 1; }

  std::vector<uint64_t> slots_;
  uint64_t salt_ = 1;
};

}  // namespace sheepdd
