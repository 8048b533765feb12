// sheepdd show FILE...: validate each deal and print it as a table diagram.
#include <ostream>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/output.h"
#include "cli/shared_options.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

int RunShow(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  options.add_options()("ascii", "canonical ASCII cards, no symbols or colour");
  AddSharedOptions(options, kAtOption);
  po::variables_map values;
  std::vector<std::string> files;
  if (auto exit = ParseOptions(args, options, "sheepdd show [--ascii] [--at N] FILE...", &files,
                               values, io)) {
    return *exit;
  }
  if (files.empty()) {
    io.err << "sheepdd: show needs at least one FILE ('-' for standard input)\n";
    return kExitUsage;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kAtOption, io);
  if (!shared) return kExitUsage;
  const CardStyle style = StyleFor(io, values.count("ascii") > 0);
  bool first = true;
  return AnswerEachDeal(files, io, [&](const InputDeal& input, const Game& game) {
    const absl::StatusOr<Game> at = shared->AtPoint(game);
    if (!at.ok()) return at.status();
    if (!first) io.out << "\n";
    first = false;
    io.out << Bold(Cat(input.file, " deal ", input.parsed.index + 1, " (line ",
                       input.parsed.first_line, ")", shared->AtHeading()),
                   style)
           << "\n"
           << RenderDiagram(*at, style);
    return absl::OkStatus();
  });
}

}  // namespace sheepdd::cli
