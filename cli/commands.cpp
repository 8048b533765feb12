#include "cli/commands.h"

#include <algorithm>
#include <exception>
#include <functional>
#include <ostream>
#include <string_view>

#include "cli/command_list.h"

namespace sheepdd::cli {

const std::vector<Command>& Commands() {
  static const std::vector<Command> commands = {
      {"show", "validate deals and print each as a table diagram", RunShow},
      {"score", "score deals whose play is complete", RunScore},
      {"solve", "double-dummy value, result, best line and card values", RunSolve},
      {"replay", "value after every recorded card; who threw points away", RunReplay},
      {"bury", "every bury and call solved and ranked; could it be schneider?", RunBury},
      {"pick", "each seat's best result if it picks; who should pick", RunPick},
      {"advise", "single-dummy advice: bury and call, a card, or whether to pick, from one view",
       RunAdvise},
      {"review", "every card of a recorded game judged from its player's view", RunReview},
      {"batch", "run solve, replay, bury, pick, score or review over many deals, in parallel",
       RunBatch},
      {"standings", "a night's standings: each player's hands, picks, wins and score",
       RunStandings},
      {"bench", "time the solver on a fixed corpus; prints the node signature", RunBench},
      {"deal", "make random deals, optionally with a plausible pick", RunDeal},
  };
  return commands;
}

void PrintHelp(std::ostream& out) {
  out << "sheepdd: a double-dummy solver and hand-analysis tool for Sheepshead\n\n"
         "Usage: sheepdd COMMAND [OPTIONS] [FILE...]\n\n"
         "Commands:\n";
  size_t width = 0;  // the longest command's name
  for (const Command& command : Commands()) width = std::max(width, command.name.size());
  for (const Command& command : Commands()) {
    out << "  " << command.name << std::string(width + 2 - command.name.size(), ' ')
        << command.summary << "\n";
  }
  out << "\nFILE is a deal file in the notation of docs/notation.md, or JSON; '-' reads standard\n"
         "input. Run 'sheepdd COMMAND --help' for a command's options.\n"
         "Exit status: 0 success, 1 a deal was invalid or could not be answered (or a\n"
         "--target question was answered no), 2 a usage error, 3 a --time-limit or\n"
         "--node-limit left an answer unknown, 130 batch interrupted.\n";
}

int Run(const std::vector<std::string>& args, Io& io) {
  if (args.empty()) {
    PrintHelp(io.err);
    return kExitUsage;
  }
  const std::string& name = args.front();
  if (name == "--help" || name == "-h" || name == "help") {
    PrintHelp(io.out);
    return kExitOk;
  }
  if (name == "--version") {
    io.out << "sheepdd 0.1.0\n";
    return kExitOk;
  }
  // What the build installs beside the binary, made from the same text as --help.
  if (name == "--man") {
    io.out << ManPage();
    return kExitOk;
  }
  if (name == "--bash-completion") {
    io.out << BashCompletion();
    return kExitOk;
  }
  for (const Command& command : Commands()) {
    if (command.name != name) continue;
    try {
      return command.run(std::vector<std::string>(args.begin() + 1, args.end()), io);
    } catch (const std::exception& error) {
      // A last line of defence: a bug reaches the user as a message, never as an abort.
      io.err << "sheepdd: internal error: " << error.what() << "\n";
      return kExitDealError;
    }
  }
  io.err << "sheepdd: unknown command '" << name << "' (try 'sheepdd --help')\n";
  return kExitUsage;
}

}  // namespace sheepdd::cli
