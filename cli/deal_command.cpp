// sheepdd deal --players P [--partner R] [--rules "..."] [--count N] [--seed S] [--pick]:
// random deals in the notation, reproducible from the seed.
#include <ostream>
#include <random>
#include <sstream>

#include "cli/command_list.h"
#include "cli/output.h"
#include "cli/shared_options.h"
#include "formats/notation.h"
#include "solver/game/random_deal.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

absl::StatusOr<Rules> RulesFromOptions(const po::variables_map& values) {
  absl::StatusOr<Rules> rules = RulesForPreset(values["players"].as<std::string>());
  if (!rules.ok()) return rules.status();
  if (values.count("partner")) {
    absl::StatusOr<PartnerRule> partner = ParsePartnerRule(values["partner"].as<std::string>());
    if (!partner.ok()) return partner.status();
    if (absl::Status status = SetPartnerRule(*rules, *partner); !status.ok()) return status;
  }
  if (values.count("rules")) {
    std::istringstream words(values["rules"].as<std::string>());
    for (std::string word; words >> word;) {
      if (absl::Status status = ApplySwitch(*rules, word); !status.ok()) return status;
    }
  }
  if (absl::Status status = CheckSwitchesFit(*rules); !status.ok()) return status;
  return rules;
}

}  // namespace

int RunDeal(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  options.add_options()("players,p", po::value<std::string>()->required(),
                        "table preset: 3, 3-30, 4, 4-jd, 5, 6, 7, 8")(
      "partner", po::value<std::string>(), "partner rule: jd, called-ace, alone")(
      "rules", po::value<std::string>(), "rule switches, e.g. \"spitz punish=off\"")(
      "count,n", po::value<int>()->default_value(1), "how many deals")(
      "pick", "also choose a plausible picker, bury and call");
  AddSharedOptions(options, kSeedOption, {.seed = "a fresh one, printed"});
  po::variables_map values;
  if (auto exit = ParseOptions(
          args, options,
          "sheepdd deal --players P [--partner R] [--rules S] [--count N] [--seed S] [--pick]",
          nullptr, values, io)) {
    return *exit;
  }
  absl::StatusOr<Rules> rules = RulesFromOptions(values);
  if (!rules.ok()) {
    io.err << "sheepdd: " << rules.status().message() << "\n";
    return kExitUsage;
  }
  const int count = values["count"].as<int>();
  if (count < 0) {
    io.err << "sheepdd: --count must not be negative\n";
    return kExitUsage;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kSeedOption, io);
  if (!shared) return kExitUsage;
  const uint64_t seed = shared->seed.value_or(std::random_device{}());
  for (int i = 0; i < count; ++i) {
    Deal deal = RandomDeal(*rules, seed, static_cast<uint64_t>(i));
    if (values.count("pick")) ChoosePlausiblePick(deal);
    if (i > 0) io.out << "---\n";
    io.out << "# sheepdd deal --players " << PresetName(rules->preset) << " --seed " << seed
           << ": deal " << i + 1 << " of " << count << "\n"
           << FormatDeal(deal);
  }
  return kExitOk;
}

}  // namespace sheepdd::cli
