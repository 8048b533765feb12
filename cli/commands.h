// The sheepdd command layer: argv in, text out, an exit status back. `main` is a thin wrapper;
// the tests drive this entry point with argument vectors and string streams.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace sheepdd::cli {

enum ExitStatus : int {
  kExitOk = 0,
  kExitDealError = 1,  // some deal was invalid or could not be answered
  kExitUsage = 2,      // the command line itself was wrong
  kExitLimit = 3,      // a search reached --time-limit or --node-limit: some answer is unknown
};

struct Io {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool out_is_terminal = false;
  bool err_is_terminal = false;
  bool no_color = false;  // NO_COLOR is set in the environment
};

// Runs `sheepdd ARGS...` (args excludes the program name).
int Run(const std::vector<std::string>& args, Io& io);

}  // namespace sheepdd::cli
