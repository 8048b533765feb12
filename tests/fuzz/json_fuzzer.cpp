// libFuzzer target: JSON deal input on arbitrary bytes.
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  sheepdd::fuzz::CheckDeals(sheepdd::ParseJsonDeals(text, "fuzz"));
  return 0;
}
