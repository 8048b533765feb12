// Built with -march=x86-64-v3 and run by CMakeLists.txt: exits 0 when the machine building sheepdd
// has everything that level adds (AVX and AVX2 with the system's support for them, BMI1, BMI2, FMA,
// F16C, LZCNT and MOVBE), so that a build for it runs here. The compilers name only some of these
// to __builtin_cpu_supports (clang 14 none of the last three), so those are read from CPUID.
#include <cpuid.h>

int main() {
  __builtin_cpu_init();
  const bool named = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                     __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
  unsigned eax, ebx, ecx, edx;
  if (!named || !__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 1;
  const bool f16c_movbe = (ecx & bit_F16C) && (ecx & bit_MOVBE);
  if (!f16c_movbe || !__get_cpuid(0x80000001, &eax, &ebx, &ecx, &edx)) return 1;
  return (ecx & bit_LZCNT) ? 0 : 1;
}
