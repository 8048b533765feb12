#include "solver/search/table_memory.h"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <new>

namespace sheepdd {

size_t BucketCount(size_t bytes, size_t bucket_bytes) {
  return std::bit_floor(std::max<size_t>(1, bytes / bucket_bytes));
}

void* MapZeroed(size_t bytes) {
  // Fresh anonymous pages read as zeros and cost nothing until first written.
  void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  (void)madvise(memory, bytes, MADV_HUGEPAGE);  // only a hint: ignored where unsupported
  return memory;
}

void Unmap::operator()(void* memory) const {
  if (memory != nullptr) munmap(memory, bytes);
}

}  // namespace sheepdd
