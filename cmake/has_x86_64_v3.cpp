// Built with -march=x86-64-v3 and run by CMakeLists.txt: exits 0 when the machine building sheepdd
// has what that level adds and the search uses (AVX2, BMI1, BMI2, FMA), so that a build for it
// runs here.
int main() {
  __builtin_cpu_init();
  const bool v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                  __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
  return v3 ? 0 : 1;
}
