#include "solver/advice/statistics.h"

#include <algorithm>
#include <cmath>

namespace sheepdd {

Estimate MeanOf(const std::vector<double>& values) {
  Estimate estimate;
  const double n = static_cast<double>(values.size());
  if (values.empty()) return estimate;
  double sum = 0;
  for (double value : values) sum += value;
  estimate.mean = sum / n;
  double squares = 0;
  for (double value : values) squares += (value - estimate.mean) * (value - estimate.mean);
  const double half = values.size() > 1 ? kZ95 * std::sqrt(squares / (n - 1) / n) : 0;
  estimate.low = estimate.mean - half;
  estimate.high = estimate.mean + half;
  return estimate;
}

Estimate ProportionOf(int count, int trials) {
  Estimate estimate;
  if (trials <= 0) return estimate;
  const double n = trials;
  const double p = count / n;
  const double z2 = kZ95 * kZ95;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  estimate.mean = p;
  estimate.low = std::max(0.0, centre - half);
  estimate.high = std::min(1.0, centre + half);
  return estimate;
}

}  // namespace sheepdd
