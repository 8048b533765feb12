// Estimates with 95% confidence intervals from samples: means (normal approximation) and
// proportions (Wilson's score interval, which stays inside [0, 1] and is sound near 0 and 1).
#pragma once

#include <vector>

namespace sheepdd {

// The two-sided 95% point of the normal distribution: an interval's half-width in standard errors.
inline constexpr double kZ95 = 1.959963984540054;

struct Estimate {
  double mean = 0;
  double low = 0;  // the 95% interval
  double high = 0;
};

// The mean of `values` and a 95% interval for it (zero width for fewer than two values).
Estimate MeanOf(const std::vector<double>& values);

// The share of `count` successes in `trials` and its 95% Wilson interval.
Estimate ProportionOf(int count, int trials);

}  // namespace sheepdd
