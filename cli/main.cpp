// sheepdd: a double-dummy solver and hand-analysis tool for Sheepshead.
#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  sheepdd::cli::Io io{std::cin, std::cout, std::cerr};
  io.out_is_terminal = isatty(STDOUT_FILENO) != 0;
  io.err_is_terminal = isatty(STDERR_FILENO) != 0;
  const char* no_color = std::getenv("NO_COLOR");
  io.no_color = no_color != nullptr && no_color[0] != '\0';
  const std::vector<std::string> args(argv + 1, argv + argc);
  const int status = sheepdd::cli::Run(args, io);
  std::cout.flush();
  return status;
}
