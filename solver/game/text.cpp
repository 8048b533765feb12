#include "solver/game/text.h"

namespace sheepdd {

namespace {

// The length of the UTF-8 sequence starting at `at` (2 to 4 bytes, all there and well formed),
// or 0.
size_t Utf8Length(std::string_view text, size_t at) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  const size_t length = lead >= 0xF0 && lead <= 0xF4   ? 4
                        : lead >= 0xE0                 ? 3
                        : lead >= 0xC2 && lead <= 0xDF ? 2
                                                       : 0;
  if (length == 0 || (lead >= 0xE0 && lead > 0xF4) || at + length > text.size()) return 0;
  for (size_t i = at + 1; i < at + length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return 0;
  }
  return length;
}

}  // namespace

std::string Quote(std::string_view text) {
  constexpr size_t kMostBytes = 40;
  std::string out = "'";
  size_t at = 0;
  while (at < text.size() && at < kMostBytes) {
    const unsigned char c = static_cast<unsigned char>(text[at]);
    if (c >= 0x20 && c < 0x7F) {
      out += text[at++];
    } else if (const size_t length = c >= 0x80 ? Utf8Length(text, at) : 0; length > 0) {
      out += text.substr(at, length);
      at += length;
    } else {
      out += fmt::format("\\x{:02X}", c);
      ++at;
    }
  }
  if (at < text.size()) out += "...";
  return out + "'";
}

}  // namespace sheepdd
