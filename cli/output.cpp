#include "cli/output.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <new>
#include <sstream>
#include <system_error>
#include <thread>
#include <variant>

#include "formats/card_text.h"
#include "formats/json_deal.h"
#include "solver/game/text.h"
#include "solver/search/solver.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

CardStyle StyleFor(const Io& io, bool ascii) {
  CardStyle style;
  style.pretty = io.out_is_terminal && !ascii;
  style.color = style.pretty && !io.no_color;
  return style;
}

std::string CardText(Card card, CardStyle style) {
  if (!style.pretty) return std::string(CardName(card));
  std::string text = PrettyCardName(card);
  const Suit suit = SuitOf(card);
  if (style.color && (suit == Suit::kHearts || suit == Suit::kDiamonds)) {
    return Cat("\x1b[31m", text, "\x1b[0m");
  }
  return text;
}

std::string CardsText(CardSet cards, const Rules& rules, CardStyle style) {
  std::vector<std::string> texts;
  for (Card card : SortedForDisplay(cards, rules)) texts.push_back(CardText(card, style));
  return Join(texts, " ");
}

std::string Wrap(std::string_view text, std::string_view first, std::string_view indent) {
  std::string out;
  std::string line(first);
  bool empty = true;  // no word on the line yet
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    start = end + 1;
    if (word.empty()) continue;
    if (!empty && line.size() + 1 + word.size() > kTextColumns) {
      out += line + "\n";
      line = std::string(indent);
      empty = true;
    }
    if (!empty) line += ' ';
    line += word;
    empty = false;
  }
  return out + line + "\n";
}

std::string Bold(std::string_view text, CardStyle style) {
  if (!style.color) return std::string(text);
  return Cat("\x1b[1m", text, "\x1b[0m");
}

size_t ScreenWidth(std::string_view text) {
  size_t width = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b') {  // a colour code: ESC [ ... m
      while (i < text.size() && text[i] != 'm') ++i;
      continue;
    }
    // Continuation bytes (10xxxxxx) belong to the character before.
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++width;
  }
  return width;
}

std::string PadRight(std::string text, size_t width) {
  const size_t used = ScreenWidth(text);
  if (used < width) text.append(width - used, ' ');
  return text;
}

namespace {

// A problem with a whole file, reported at its first line (or the line it is in) like any other
// error.
InputDeal FileError(const std::string& file, std::string_view cause, int line = 1) {
  InputDeal input;
  input.file = file;
  input.parsed.cause = std::string(cause);
  input.parsed.game = absl::InvalidArgumentError(Cat(file, ":", line, ":1: ", cause));
  return input;
}

// A file refused while it was read, and the line where.
struct ReadError {
  std::string cause;
  int line = 1;
};

// Reads all of `in`, up to kMaxInputBytes and lines of kMaxLineBytes.
std::variant<std::string, ReadError> ReadAll(std::istream& in) {
  std::string text;
  char buffer[1 << 16];
  int line = 1;
  size_t line_start = 0;  // where in `text` the current line starts
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    const size_t before = text.size();
    text.append(buffer, static_cast<size_t>(in.gcount()));
    for (size_t at = text.find('\n', before); at != std::string::npos;
         at = text.find('\n', at + 1)) {
      ++line;
      line_start = at + 1;
    }
    if (text.size() - line_start > kMaxLineBytes) {
      return ReadError{Cat("a line longer than ", kMaxLineBytes >> 20,
                           " MB: not a deal file (not read further)"),
                       line};
    }
    if (text.size() > kMaxInputBytes) {
      return ReadError{
          Cat("larger than ", kMaxInputBytes >> 20, " MB: not read (split it into several files)")};
    }
  }
  if (in.bad()) return ReadError{"cannot read: input error"};
  return text;
}

std::variant<std::string, ReadError> ReadFile(const std::string& file) {
  namespace fs = std::filesystem;
  std::error_code error;
  const fs::file_status status = fs::status(file, error);
  if (error) return ReadError{Cat("cannot read: ", error.message())};
  if (fs::is_directory(status)) {
    // A directory that cannot be listed (batch passes those on) says why.
    fs::directory_iterator list(file, error);
    return ReadError{
        error ? Cat("cannot read the directory: ", error.message())
              : std::string(
                    "is a directory (only batch reads directories, and only their *.deal files)")};
  }
  std::ifstream stream(file, std::ios::binary);
  if (!stream) {
    return ReadError{
        Cat("cannot read: ", std::error_code(errno, std::generic_category()).message())};
  }
  return ReadAll(stream);
}

}  // namespace

std::vector<InputDeal> ReadDeals(const std::vector<std::string>& files, Io& io) {
  std::vector<InputDeal> deals;
  for (const std::string& file : files) {
    const std::string name = file == "-" ? "<stdin>" : file;
    const std::variant<std::string, ReadError> read = file == "-" ? ReadAll(io.in) : ReadFile(file);
    if (const auto* error = std::get_if<ReadError>(&read)) {
      deals.push_back(FileError(name, error->cause, error->line));
      continue;
    }
    std::vector<ParsedDeal> parsed = ParseAnyDeals(std::get<std::string>(read), name);
    if (parsed.empty()) {
      deals.push_back(FileError(name, "no deal found (the file is empty or holds only comments)"));
      continue;
    }
    for (ParsedDeal& deal : parsed) deals.push_back(InputDeal{name, std::move(deal)});
  }
  return deals;
}

int AnswerEachDeal(const std::vector<std::string>& files, Io& io,
                   const std::function<absl::Status(const InputDeal&, const Game&)>& answer) {
  int status = kExitOk;
  for (const InputDeal& input : ReadDeals(files, io)) {
    if (!input.parsed.game.ok()) {
      io.err << "sheepdd: " << input.parsed.game.status().message() << "\n";
      status = kExitDealError;
      continue;
    }
    if (absl::Status answered = answer(input, *input.parsed.game); !answered.ok()) {
      io.err << "sheepdd: " << input.file << ":" << input.parsed.first_line
             << ":1: " << answered.message() << "\n";
      // A usage error (--at past the play) outweighs a bad deal, which outweighs an unknown answer.
      if (absl::IsOutOfRange(answered)) {
        status = kExitUsage;
      } else if (status != kExitUsage) {
        status = IsLimitReached(answered) && status != kExitDealError ? kExitLimit : kExitDealError;
      }
    }
  }
  return status;
}

std::optional<int> ParseOptions(const std::vector<std::string>& args,
                                const po::options_description& options, std::string_view usage,
                                std::vector<std::string>* files, po::variables_map& values,
                                Io& io) {
  po::options_description all = options;
  all.add_options()("help,h", "print this help and exit");
  po::positional_options_description positional;
  po::options_description hidden;
  if (files != nullptr) {
    hidden.add_options()("file", po::value<std::vector<std::string>>(files), "deal files");
    positional.add("file", -1);
  }
  po::options_description parsed_options;
  parsed_options.add(all).add(hidden);
  try {
    po::store(po::command_line_parser(args).options(parsed_options).positional(positional).run(),
              values);
    if (values.count("help")) {
      io.out << "Usage: " << usage << "\n\n" << all << "\n";
      return kExitOk;
    }
    po::notify(values);
  } catch (const po::error& error) {
    io.err << "sheepdd: " << error.what() << "\nUsage: " << usage
           << "\n(try --help for the options)\n";
    return kExitUsage;
  }
  return std::nullopt;
}

}  // namespace sheepdd::cli
