// Running sheepdd from a test as a user would: an argument vector in; the exit status, standard
// output and standard error back.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace sheepdd::cli::testing {

struct Result {
  int status;
  std::string out;
  std::string err;
};

// `terminal`: standard output is a terminal; `err_terminal`: standard error is.
inline Result RunWith(const std::vector<std::string>& args, const std::string& input = "",
                      bool terminal = false, bool err_terminal = false) {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  Io io{in, out, err};
  io.out_is_terminal = terminal;
  io.err_is_terminal = err_terminal;
  const int status = Run(args, io);
  return Result{status, out.str(), err.str()};
}

// The path of a file in examples/.
inline std::string Example(const std::string& name) {
  return std::string(SHEEPDD_SOURCE_DIR) + "/examples/" + name;
}

}  // namespace sheepdd::cli::testing
