// Charts of the double-dummy value over a replay: a one-line sparkline for the terminal and a
// small SVG plot for a file.
#pragma once

#include <string>
#include <vector>

namespace sheepdd::cli {

// One character per value, its height from 0 to `top`: block characters when `pretty`, else
// the ASCII ramp " .:-=+*#"; with `per_trick` > 0, a '|' after every `per_trick` values past the
// first (the values after each trick's last card).
std::string Sparkline(const std::vector<int>& values, int top, bool pretty, int per_trick = 0);
// What each character of the ASCII ramp stands for, from 0 to `top`.
std::string SparklineLegend(int top);

// A standalone SVG line plot of `values` (0 to `top` upward) with the 61-point line marked and
// `title` above it.
std::string SvgPlot(const std::vector<int>& values, int top, const std::string& title);

}  // namespace sheepdd::cli
