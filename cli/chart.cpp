#include "cli/chart.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "solver/game/scoring.h"

namespace sheepdd::cli {

namespace {

constexpr std::array<std::string_view, 8> kBlocks = {"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
constexpr std::string_view kRamp = " .:-=+*#";

// XML text: the title is the only outside text in the plot.
std::string Escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace

std::string Sparkline(const std::vector<int>& values, int top, bool pretty, int per_trick) {
  std::string line;
  for (size_t i = 0; i < values.size(); ++i) {
    const int level = std::clamp(top > 0 ? values[i] * 8 / (top + 1) : 0, 0, 7);
    if (pretty) {
      line += kBlocks[level];
    } else {
      line += kRamp[level];
    }
    if (per_trick > 0 && i > 0 && i % per_trick == 0 && i + 1 < values.size()) line += '|';
  }
  return line;
}

std::string SparklineLegend(int top) {
  std::vector<std::string> levels;
  for (int level = 0; level < 8; ++level) {
    // The values v with v * 8 / (top + 1) == level.
    const int low = (level * (top + 1) + 7) / 8;
    const int high = std::min(top, ((level + 1) * (top + 1) + 7) / 8 - 1);
    const char mark = kRamp[level];
    levels.push_back(fmt::format("'{}' {}-{}", mark, low, high));
  }
  return fmt::format("{}", fmt::join(levels, ", "));
}

std::string SvgPlot(const std::vector<int>& values, int top, const std::string& title) {
  constexpr int kWidth = 640, kHeight = 240, kLeft = 40, kRight = 10, kTop = 30, kBottom = 30;
  const int steps = std::max<int>(1, static_cast<int>(values.size()) - 1);
  const auto x = [&](int i) { return kLeft + i * (kWidth - kLeft - kRight) / steps; };
  const auto y = [&](int value) {
    return kHeight - kBottom - value * (kHeight - kTop - kBottom) / std::max(1, top);
  };
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n"
      "<text x=\"{2}\" y=\"18\">{3}</text>\n",
      kWidth, kHeight, kLeft, Escape(title));
  // Grid lines at the scoring table's thresholds, the win line in red.
  for (int mark : {0, kSchneideredPoints, kWinPoints, kSchneiderPoints, top}) {
    fmt::format_to(std::back_inserter(svg),
                   "<line x1=\"{0}\" x2=\"{1}\" y1=\"{2}\" y2=\"{2}\" stroke=\"{3}\"/>"
                   "<text x=\"4\" y=\"{4}\">{5}</text>\n",
                   kLeft, kWidth - kRight, y(mark), mark == kWinPoints ? "#c33" : "#ddd",
                   y(mark) + 4, mark);
  }
  std::string points;
  for (size_t i = 0; i < values.size(); ++i) {
    fmt::format_to(std::back_inserter(points), "{}{},{}", i ? " " : "", x(static_cast<int>(i)),
                   y(values[i]));
  }
  fmt::format_to(std::back_inserter(svg),
                 "<polyline fill=\"none\" stroke=\"#236\" stroke-width=\"2\" points=\"{}\"/>\n"
                 "<text x=\"{}\" y=\"{}\">cards played</text>\n</svg>\n",
                 points, kWidth / 2 - 30, kHeight - 8);
  return svg;
}

}  // namespace sheepdd::cli
