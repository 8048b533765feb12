// The subcommands of sheepdd, each in a file of its own.
#pragma once

#include <string>
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

}  // namespace sheepdd::cli
