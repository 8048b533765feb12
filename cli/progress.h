// How far a long piece of work is, on one line of a terminal's stderr: redrawn a few times a
// second at most, cleared when the work is done, and nothing at all when stderr is not a terminal
// (a pipe or a log file gets no progress).
#pragma once

#include <chrono>
#include <ostream>
#include <string>

#include "cli/commands.h"

namespace sheepdd::cli {

class ProgressLine {
 public:
  // `enabled`: the command wants progress (not --quiet); it shows only on a terminal.
  explicit ProgressLine(Io& io, bool enabled = true)
      : io_(io), enabled_(enabled && io.err_is_terminal) {}
  ~ProgressLine() { Clear(); }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  bool enabled() const { return enabled_; }
  // Draws `text()` in place of the line, unless the line was drawn less than 200 ms ago (so
  // `text` is called only when it is drawn).
  template <typename Text>
  void Update(Text&& text) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (shown_ && now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    shown_ = true;
    io_.err << "\r\033[K" << std::string(text()) << std::flush;
  }
  // Removes the line, so that the next output starts on a clean line.
  void Clear() {
    if (!shown_) return;
    io_.err << "\r\033[K" << std::flush;
    shown_ = false;
  }

 private:
  Io& io_;
  bool enabled_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace sheepdd::cli
