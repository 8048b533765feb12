// What every command shares: reading deal files (or stdin), printing cards for a terminal or a
// pipe, reporting deal errors, and parsing a command's options.
#pragma once

#include <boost/program_options.hpp>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "formats/notation.h"
#include "solver/game/card.h"
#include "solver/game/rules.h"

namespace sheepdd::cli {

// How cards are written: canonical ASCII (pipes, --ascii), or suit symbols with red hearts and
// diamonds when writing to a terminal.
struct CardStyle {
  bool pretty = false;
  bool color = false;
};
CardStyle StyleFor(const Io& io, bool ascii);
std::string CardText(Card card, CardStyle style);
std::string CardsText(CardSet cards, const Rules& rules, CardStyle style);

// Text output fits in this many columns.
inline constexpr size_t kTextColumns = 100;
// `text` broken at spaces into lines of at most kTextColumns, the first starting with `first`
// and the others with `indent`; each line ends in a newline.
std::string Wrap(std::string_view text, std::string_view first, std::string_view indent);

// Bold text on a colour terminal, plain otherwise.
std::string Bold(std::string_view text, CardStyle style);

// How many columns `text` takes on a terminal: its UTF-8 characters, colour codes left out.
size_t ScreenWidth(std::string_view text);
// `text` followed by spaces to `width` columns (by ScreenWidth), for a table's cell.
std::string PadRight(std::string text, size_t width);

struct InputDeal {
  std::string file;
  ParsedDeal parsed;
};

// The most one input file (or standard input) may hold: 256 MB, over a million deals. More is
// refused rather than read without end (e.g. /dev/zero).
inline constexpr size_t kMaxInputBytes = size_t{256} << 20;
// The longest line a deal file may hold: a deal's longest line is a few hundred bytes. A longer
// one is refused as it is read, so a file without line ends (/dev/zero) costs little memory.
inline constexpr size_t kMaxLineBytes = size_t{1} << 20;

// Every deal of the named files in order ('-' reads standard input). A file that cannot be read,
// is too large or holds no deal yields one error record ("FILE:1:1: cause"), so nothing is
// silently dropped.
std::vector<InputDeal> ReadDeals(const std::vector<std::string>& files, Io& io);

// Reads the files and calls `answer` on each valid deal in order. Bad deals, and deals whose
// answer fails, are reported on stderr as "FILE:LINE:COLUMN: cause" and the others go on.
// Returns kExitOk, kExitDealError if any deal was bad or failed, else kExitLimit if a search
// limit left some answer unknown.
int AnswerEachDeal(const std::vector<std::string>& files, Io& io,
                   const std::function<absl::Status(const InputDeal&, const Game&)>& answer);

// Parses a command's options: FILE... positionals go to `files` when `files` is given. Returns an
// exit status when the command should stop now (after --help, or on a usage error).
std::optional<int> ParseOptions(const std::vector<std::string>& args,
                                const boost::program_options::options_description& options,
                                std::string_view usage, std::vector<std::string>* files,
                                boost::program_options::variables_map& values, Io& io);

}  // namespace sheepdd::cli
