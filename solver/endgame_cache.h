// The exact values of positions two tricks from the end, which the search asks for more often
// than any others: a small direct-mapped cache that stays in the core's own cache, apart from the
// transposition table whose probes go to main memory.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace sheepdd {

// One entry, 8 bytes:
//   bits  0..7   value  the exact points still to come (0..254)
//   bits  8..63  check  the key's low 56 bits xor the generation's salt (0: an empty slot)
// The slot is chosen by the key's top bits, so the check bits are independent of the slot.
class EndgameCache {
 public:
  static constexpr int kSlotBits = 16;  // 65,536 slots, 512 KB

  EndgameCache() : slots_(size_t{1} << kSlotBits, 0) {}

  std::optional<int> Probe(uint64_t key) const {
    const uint64_t slot = slots_[key >> (64 - kSlotBits)];
    if (slot >> 8 != Check(key)) return std::nullopt;
    return static_cast<int>(slot & 0xFF);
  }
  // `value` must be 0..254; a new entry always replaces the old.
  void Store(uint64_t key, int value) {
    slots_[key >> (64 - kSlotBits)] = Check(key) << 8 | static_cast<uint64_t>(value);
  }
  // Everything stored before no longer matches (salted checks), without a clear.
  void NewGeneration() { salt_ = (salt_ + 0x9E3779B97F4A7C15ull) | 1; }

 private:
  uint64_t Check(uint64_t key) const { return ((key ^ salt_) & 0x00FFFFFFFFFFFFFFull) | 1; }

  std::vector<uint64_t> slots_;
  uint64_t salt_ = 1;
};

}  // namespace sheepdd
