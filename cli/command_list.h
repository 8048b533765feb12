// The subcommands of sheepdd, each in a file of its own.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"

namespace sheepdd::cli {

int RunShow(const std::vector<std::string>& args, Io& io);
int RunScore(const std::vector<std::string>& args, Io& io);
int RunDeal(const std::vector<std::string>& args, Io& io);
int RunSolve(const std::vector<std::string>& args, Io& io);
int RunBench(const std::vector<std::string>& args, Io& io);
int RunReplay(const std::vector<std::string>& args, Io& io);
int RunBury(const std::vector<std::string>& args, Io& io);
int RunPick(const std::vector<std::string>& args, Io& io);
int RunAdvise(const std::vector<std::string>& args, Io& io);
int RunReview(const std::vector<std::string>& args, Io& io);
int RunBatch(const std::vector<std::string>& args, Io& io);
int RunStandings(const std::vector<std::string>& args, Io& io);

struct Command {
  std::string_view name;
  std::string_view summary;
  std::function<int(const std::vector<std::string>&, Io&)> run;
};
// Every subcommand, in the order `sheepdd --help` lists them.
const std::vector<Command>& Commands();
// `sheepdd --help`.
void PrintHelp(std::ostream& out);

// The man page sheepdd.1 and a bash completion script, made from `sheepdd --help` and each
// command's --help, so that they cannot drift from them (help_pages.cpp).
std::string ManPage();
std::string BashCompletion();

}  // namespace sheepdd::cli
