// Small string helpers over fmt. Debian's abseil uses its own string_view type, which does not
// mix with std::string_view, so sheepdd builds text with fmt and keeps abseil for Status.
#pragma once

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <iterator>
#include <string>
#include <string_view>

#include "absl/strings/string_view.h"

// Lets fmt print abseil's string_view (Status::message()) like any other string.
template <>
struct fmt::formatter<absl::string_view> : fmt::formatter<std::string_view> {
  template <typename Context>
  auto format(absl::string_view text, Context& context) const {
    return fmt::formatter<std::string_view>::format(std::string_view(text.data(), text.size()),
                                                    context);
  }
};

namespace sheepdd {

// Concatenates anything fmt can format.
template <typename... Args>
std::string Cat(const Args&... args) {
  std::string out;
  (fmt::format_to(std::back_inserter(out), "{}", args), ...);
  return out;
}

template <typename... Args>
void Append(std::string* out, const Args&... args) {
  (fmt::format_to(std::back_inserter(*out), "{}", args), ...);
}

template <typename Range>
std::string Join(const Range& range, std::string_view separator) {
  return fmt::format("{}", fmt::join(range, separator));
}

// "1 card", "3 cards".
inline std::string Count(int count, std::string_view noun) {
  return fmt::format("{} {}{}", count, noun, count == 1 ? "" : "s");
}

inline std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

inline std::string_view Trim(std::string_view text) {
  const size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  const size_t end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

// Text from the input, quoted for a message: 'text', with control bytes and bytes that are not
// UTF-8 written as \xNN, and cut short with "..." after 40 bytes, so a message stays one
// readable line whatever the input held.
std::string Quote(std::string_view text);

// The whole text as a decimal integer, or false.
inline bool ParseInt(std::string_view text, int* value) {
  const char* end = text.data() + text.size();
  auto [ptr, error] = std::from_chars(text.data(), end, *value);
  return error == std::errc() && ptr == end && !text.empty();
}

}  // namespace sheepdd
