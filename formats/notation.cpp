#include "formats/notation.h"

#include <algorithm>
#include <map>
#include <optional>

#include "formats/card_text.h"
#include "solver/game/game.h"
#include "solver/game/text.h"

namespace sheepdd {

namespace {

struct Token {
  std::string_view text;
  int column = 0;
};

struct Entry {
  std::string key;  // lower case
  int line = 0;
  int key_column = 0;
  int value_column = 0;
  std::string_view value;
  std::vector<Token> tokens;
};

struct Line {
  int number = 0;
  std::string_view text;
};

// The character (not byte) column of `offset` in `line`, 1-based.
int ColumnOf(std::string_view line, size_t offset) {
  int column = 1;
  for (size_t i = 0; i < offset && i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
  }
  return column;
}

bool IsSeparator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '\r'; }

// Splits a value into tokens at spaces and commas; with `split_slash`, '/' is a token of its own.
std::vector<Token> Tokenize(std::string_view line, size_t start, size_t end, bool split_slash) {
  std::vector<Token> tokens;
  size_t i = start;
  while (i < end) {
    if (IsSeparator(line[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    if (split_slash && line[i] == '/') {
      j = i + 1;
    } else {
      while (j < end && !IsSeparator(line[j]) && !(split_slash && line[j] == '/')) ++j;
    }
    tokens.push_back(Token{line.substr(i, j - i), ColumnOf(line, i)});
    i = j;
  }
  return tokens;
}

class DealReader {
 public:
  DealReader(std::string_view file_name, std::vector<Line> lines)
      : file_name_(file_name), lines_(std::move(lines)) {}

  bool empty() const { return entries_.empty() && first_error_.empty(); }
  int first_line() const { return lines_.empty() ? 1 : lines_.front().number; }

  // Splits the block's lines into key/value entries.
  void Scan();
  ParsedDeal Read();

 private:
  absl::Status Fail(int line, int column, std::string message);
  absl::Status FailAt(const Entry& entry, std::string message) {
    return Fail(entry.line, entry.value_column, std::move(message));
  }
  absl::Status ReadInto(Deal& deal);
  absl::Status ReadRules(Deal& deal);
  absl::StatusOr<CardSet> ReadCards(const Entry& entry);
  absl::Status ReadPick(Deal& deal);
  absl::Status ReadCall(Deal& deal);
  absl::Status ReadPlay(Deal& deal);
  absl::StatusOr<int> ReadCount(const Entry& entry);
  absl::StatusOr<Seat> ReadSeat(const Entry& entry, int players);
  absl::Status Locate(const DealProblem& problem);
  const Entry* Find(std::string_view key) const;

  std::string file_name_;
  std::vector<Line> lines_;
  std::vector<Entry> entries_;
  std::string first_error_;
  int first_error_line_ = 0;
  int first_error_column_ = 0;
  std::vector<Token> play_tokens_;  // the cards of all play lines, '/' left out
  std::vector<int> play_lines_;     // the line of each of those cards
  SourcePosition error_at_;
  std::string cause_;
  std::optional<Game> game_;  // once the deal is read and checked
};

const Entry* DealReader::Find(std::string_view key) const {
  for (const Entry& entry : entries_) {
    if (entry.key == key) return &entry;
  }
  return nullptr;
}

absl::Status DealReader::Fail(int line, int column, std::string message) {
  error_at_ = SourcePosition{line, column};
  cause_ = message;
  return absl::InvalidArgumentError(Cat(file_name_, ":", line, ":", column, ": ", message));
}

constexpr std::string_view kKnownKeys[] = {"players", "partner", "rules",   "names", "blind",
                                           "picker",  "bury",    "call",    "lead",  "crack",
                                           "blitz",   "doubler", "play"};

bool IsKnownKey(std::string_view key) {
  for (std::string_view known : kKnownKeys) {
    if (key == known) return true;
  }
  if (key.starts_with("seat") && key.size() > 4) {
    int number = 0;
    return ParseInt(key.substr(4), &number);
  }
  return false;
}

void DealReader::Scan() {
  for (const Line& line : lines_) {
    std::string_view text = line.text;
    if (size_t hash = text.find('#'); hash != std::string_view::npos) text = text.substr(0, hash);
    if (Trim(text).empty()) continue;
    const size_t colon = text.find(':');
    const size_t key_start = text.find_first_not_of(" \t");
    if (colon == std::string_view::npos) {
      if (first_error_.empty()) {
        first_error_ = "expected 'key: value'";
        first_error_line_ = line.number;
        first_error_column_ = ColumnOf(line.text, key_start);
      }
      continue;
    }
    Entry entry;
    entry.key = Lower(Trim(text.substr(0, colon)));
    entry.line = line.number;
    entry.key_column = ColumnOf(line.text, key_start);
    size_t value_start = colon + 1;
    while (value_start < text.size() && (text[value_start] == ' ' || text[value_start] == '\t')) {
      ++value_start;
    }
    entry.value_column = ColumnOf(line.text, value_start);
    entry.value = Trim(text.substr(value_start));
    entry.tokens = Tokenize(line.text, value_start, text.size(), entry.key == "play");
    entries_.push_back(std::move(entry));
  }
}

ParsedDeal DealReader::Read() {
  ParsedDeal parsed;
  parsed.first_line = first_line();
  Deal deal;
  absl::Status status = ReadInto(deal);
  if (status.ok()) {
    parsed.game = std::move(*game_);
  } else {
    parsed.game = status;
    parsed.error_at = error_at_;
    parsed.cause = cause_;
  }
  return parsed;
}

absl::Status DealReader::ReadInto(Deal& deal) {
  if (!first_error_.empty()) return Fail(first_error_line_, first_error_column_, first_error_);
  std::map<std::string, int> seen;
  for (const Entry& entry : entries_) {
    if (!IsKnownKey(entry.key)) {
      return Fail(entry.line, entry.key_column, Cat("unknown key ", Quote(entry.key)));
    }
    if (entry.key != "play" && seen[entry.key]++ > 0) {
      return Fail(entry.line, entry.key_column,
                  Cat("key ", Quote(entry.key), " given twice (only 'play' may repeat)"));
    }
  }
  if (absl::Status status = ReadRules(deal); !status.ok()) return status;
  const int players = deal.rules.players();
  if (const Entry* names = Find("names")) {
    if (static_cast<int>(names->tokens.size()) != players) {
      return FailAt(*names, Cat(Count(static_cast<int>(names->tokens.size()), "name"), " for ",
                                players, " seats: give one word for each seat, in seat order"));
    }
    for (const Token& token : names->tokens) {
      if (std::find(deal.names.begin(), deal.names.end(), token.text) != deal.names.end()) {
        return Fail(names->line, token.column, Cat("the name ", Quote(token.text), " is given twice"));
      }
      deal.names.emplace_back(token.text);
    }
  }
  for (const Entry& entry : entries_) {
    if (!entry.key.starts_with("seat")) continue;
    int number = 0;
    (void)ParseInt(entry.key.substr(4), &number);
    if (number < 1 || number > players) {
      return Fail(entry.line, entry.key_column,
                  Cat(Quote(entry.key), " but the table has seats 1 to ", players));
    }
    absl::StatusOr<CardSet> hand = ReadCards(entry);
    if (!hand.ok()) return hand.status();
    deal.hands[number - 1] = *hand;
  }
  for (int seat = 1; seat <= players; ++seat) {
    if (Find(Cat("seat", seat)) == nullptr) {
      return Fail(first_line(), 1, Cat("missing 'seat", seat, ":' line"));
    }
  }
  if (const Entry* blind = Find("blind")) {
    absl::StatusOr<CardSet> cards = ReadCards(*blind);
    if (!cards.ok()) return cards.status();
    deal.blind = *cards;
  } else if (deal.rules.blind_size() > 0) {
    return Fail(first_line(), 1, "missing 'blind:' line");
  }
  if (absl::Status status = ReadPick(deal); !status.ok()) return status;
  if (absl::Status status = ReadCall(deal); !status.ok()) return status;
  if (absl::Status status = ReadPlay(deal); !status.ok()) return status;
  std::variant<Game, DealProblem> checked = Game::Check(deal);
  if (auto* problem = std::get_if<DealProblem>(&checked)) return Locate(*problem);
  game_.emplace(std::get<Game>(std::move(checked)));
  return absl::OkStatus();
}

absl::Status DealReader::ReadRules(Deal& deal) {
  const Entry* players = Find("players");
  if (players == nullptr) return Fail(first_line(), 1, "missing 'players:' line");
  absl::StatusOr<Rules> rules = RulesForPreset(players->value);
  if (!rules.ok()) return FailAt(*players, std::string(rules.status().message()));
  deal.rules = *rules;
  if (const Entry* partner = Find("partner")) {
    absl::StatusOr<PartnerRule> rule = ParsePartnerRule(partner->value);
    if (!rule.ok()) return FailAt(*partner, std::string(rule.status().message()));
    if (absl::Status status = SetPartnerRule(deal.rules, *rule); !status.ok()) {
      return FailAt(*partner, std::string(status.message()));
    }
  }
  if (const Entry* switches = Find("rules")) {
    for (const Token& token : switches->tokens) {
      if (absl::Status status = ApplySwitch(deal.rules, token.text); !status.ok()) {
        return Fail(switches->line, token.column, std::string(status.message()));
      }
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<CardSet> DealReader::ReadCards(const Entry& entry) {
  CardSet cards;
  for (const Token& token : entry.tokens) {
    std::optional<Card> card = ParseCard(token.text);
    if (!card) {
      return Fail(entry.line, token.column, Cat(Quote(token.text), " is not a card"));
    }
    if (cards.contains(*card)) {
      return Fail(entry.line, token.column,
                  Cat(CardName(*card), " appears twice in ", Quote(entry.key)));
    }
    cards.insert(*card);
  }
  return cards;
}

absl::StatusOr<Seat> DealReader::ReadSeat(const Entry& entry, int players) {
  int number = 0;
  if (!ParseInt(entry.value, &number) || number < 1 || number > players) {
    return FailAt(entry, Cat(Quote(entry.value), " is not a seat from 1 to ", players));
  }
  return number - 1;
}

absl::StatusOr<int> DealReader::ReadCount(const Entry& entry) {
  const std::string value = Lower(entry.value);
  if (value == "yes") return 1;
  if (value == "no") return 0;
  int count = 0;
  if (!ParseInt(value, &count) || count < 0 || count > 16) {
    return FailAt(entry, Cat(Quote(entry.value), " is not yes, no or a count from 0 to 16"));
  }
  return count;
}

absl::Status DealReader::ReadPick(Deal& deal) {
  const int players = deal.rules.players();
  if (const Entry* picker = Find("picker")) {
    if (Lower(picker->value) == "none") {
      deal.pick = PickState::kPassed;
    } else {
      absl::StatusOr<Seat> seat = ReadSeat(*picker, players);
      if (!seat.ok()) return seat.status();
      deal.pick = PickState::kPicked;
      deal.picker = *seat;
    }
  }
  if (const Entry* bury = Find("bury")) {
    absl::StatusOr<CardSet> cards = ReadCards(*bury);
    if (!cards.ok()) return cards.status();
    deal.bury = *cards;
  }
  if (const Entry* lead = Find("lead")) {
    absl::StatusOr<Seat> seat = ReadSeat(*lead, players);
    if (!seat.ok()) return seat.status();
    deal.lead = *seat;
  }
  const std::pair<std::string_view, int Multipliers::*> counts[] = {
      {"crack", &Multipliers::cracks},
      {"blitz", &Multipliers::blitzes},
      {"doubler", &Multipliers::doublers}};
  for (const auto& [key, field] : counts) {
    if (const Entry* entry = Find(key)) {
      absl::StatusOr<int> count = ReadCount(*entry);
      if (!count.ok()) return count.status();
      deal.multipliers.*field = *count;
    }
  }
  return absl::OkStatus();
}

absl::Status DealReader::ReadCall(Deal& deal) {
  const Entry* entry = Find("call");
  if (entry == nullptr) return absl::OkStatus();
  const std::vector<Token>& tokens = entry->tokens;
  Call call;
  if (tokens.size() == 1 && Lower(tokens[0].text) == "alone") {
    call.alone = true;
  } else if (tokens.size() == 1 || tokens.size() == 3) {
    std::optional<Card> card = ParseCard(tokens[0].text);
    if (!card) {
      return Fail(entry->line, tokens[0].column, Cat(Quote(tokens[0].text), " is not a card"));
    }
    call.card = *card;
    if (tokens.size() == 3) {
      if (Lower(tokens[1].text) != "unknown") {
        return Fail(entry->line, tokens[1].column, "expected 'unknown' after the called card");
      }
      std::optional<Card> unknown = ParseCard(tokens[2].text);
      if (!unknown) {
        return Fail(entry->line, tokens[2].column, Cat(Quote(tokens[2].text), " is not a card"));
      }
      call.unknown = *unknown;
    }
  } else {
    return FailAt(*entry, "expected a called card (AH, TH), 'AH unknown 7D' or 'alone'");
  }
  deal.call = call;
  return absl::OkStatus();
}

absl::Status DealReader::ReadPlay(Deal& deal) {
  const int players = deal.rules.players();
  bool last_was_slash = true;  // a '/' may not open the play
  for (const Entry& entry : entries_) {
    if (entry.key != "play") continue;
    for (const Token& token : entry.tokens) {
      if (token.text == "/") {
        if (last_was_slash || deal.play.size() % players != 0) {
          return Fail(entry.line, token.column,
                      Cat("'/' must stand between tricks of ", players, " cards"));
        }
        last_was_slash = true;
        continue;
      }
      std::optional<Card> card = ParseCard(token.text);
      if (!card) {
        return Fail(entry.line, token.column, Cat(Quote(token.text), " is not a card"));
      }
      deal.play.push_back(*card);
      play_tokens_.push_back(token);
      play_lines_.push_back(entry.line);
      last_was_slash = false;
    }
  }
  return absl::OkStatus();
}

absl::Status DealReader::Locate(const DealProblem& problem) {
  if (problem.part == DealPart::kPlay && problem.play_index >= 0 &&
      problem.play_index < static_cast<int>(play_tokens_.size())) {
    return Fail(play_lines_[problem.play_index], play_tokens_[problem.play_index].column,
                problem.message);
  }
  std::string key;
  switch (problem.part) {
    case DealPart::kHand: key = Cat("seat", problem.seat + 1); break;
    case DealPart::kBlind: key = "blind"; break;
    case DealPart::kPicker: key = "picker"; break;
    case DealPart::kBury: key = "bury"; break;
    case DealPart::kCall: key = Find("call") ? "call" : "bury"; break;
    case DealPart::kLead: key = "lead"; break;
    case DealPart::kPartner: key = "partner"; break;
    case DealPart::kRules: key = Find("rules") ? "rules" : "partner"; break;
    case DealPart::kPlayers: key = "players"; break;
    case DealPart::kDeal:
    case DealPart::kPlay: break;
  }
  const Entry* entry = key.empty() ? nullptr : Find(key);
  if (entry == nullptr) entry = Find("players");
  if (entry == nullptr) return Fail(first_line(), 1, problem.message);
  if (problem.card && problem.part != DealPart::kPlay) {
    for (const Token& token : entry->tokens) {
      if (ParseCard(token.text) == problem.card)
        return Fail(entry->line, token.column, problem.message);
    }
  }
  return FailAt(*entry, problem.message);
}

std::vector<std::vector<Line>> SplitBlocks(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<std::vector<Line>> blocks(1);
  int number = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (line.ends_with('\r')) line.remove_suffix(1);
    ++number;
    if (Trim(line) == "---") {
      blocks.emplace_back();
    } else if (!Trim(line).empty()) {
      blocks.back().push_back(Line{number, line});
    }
    if (end == text.size()) break;
    start = end + 1;
  }
  return blocks;
}

std::string JoinCards(const std::vector<Card>& cards, size_t begin, size_t end) {
  std::vector<std::string_view> names;
  for (size_t i = begin; i < end; ++i) names.push_back(CardName(cards[i]));
  return Join(names, " ");
}

std::string CountText(int count) { return count == 1 ? "yes" : Cat(count); }

}  // namespace

std::vector<ParsedDeal> ParseDeals(std::string_view text, std::string_view file_name) {
  std::vector<ParsedDeal> deals;
  for (std::vector<Line>& block : SplitBlocks(text)) {
    DealReader reader(file_name, std::move(block));
    reader.Scan();
    if (reader.empty()) continue;
    ParsedDeal parsed = reader.Read();
    parsed.index = static_cast<int>(deals.size());
    deals.push_back(std::move(parsed));
  }
  return deals;
}

absl::StatusOr<Game> ParseSingleDeal(std::string_view text, std::string_view file_name) {
  std::vector<ParsedDeal> deals = ParseDeals(text, file_name);
  if (deals.empty()) return absl::InvalidArgumentError(Cat(file_name, ": no deal found"));
  if (deals.size() > 1) {
    return absl::InvalidArgumentError(
        Cat(file_name, ":", deals[1].first_line, ":1: expected one deal, found ", deals.size()));
  }
  return std::move(deals.front().game);
}

std::string FormatDeal(const Deal& deal) {
  const Rules& rules = deal.rules;
  std::string out;
  Append(&out, "players: ", PresetName(rules.preset), "\n");
  Append(&out, "partner: ", PartnerRuleName(rules.partner), "\n");
  const std::vector<std::string> switches = SwitchNames(rules);
  if (!switches.empty()) Append(&out, "rules: ", Join(switches, " "), "\n");
  if (!deal.names.empty()) Append(&out, "names: ", Join(deal.names, " "), "\n");
  for (int seat = 0; seat < rules.players(); ++seat) {
    Append(&out, "seat", seat + 1, ": ", FormatCards(deal.hands[seat], rules), "\n");
  }
  if (rules.blind_size() > 0 || !deal.blind.empty()) {
    Append(&out, "blind: ", FormatCards(deal.blind, rules), "\n");
  }
  if (deal.pick == PickState::kPassed) Append(&out, "picker: none\n");
  if (deal.pick == PickState::kPicked) Append(&out, "picker: ", deal.picker + 1, "\n");
  if (deal.bury) Append(&out, "bury: ", FormatCards(*deal.bury, rules), "\n");
  if (deal.call) {
    if (deal.call->alone) {
      Append(&out, "call: alone\n");
    } else {
      Append(&out, "call: ", CardName(deal.call->card));
      if (deal.call->unknown) Append(&out, " unknown ", CardName(*deal.call->unknown));
      Append(&out, "\n");
    }
  }
  if (deal.lead != 0) Append(&out, "lead: ", deal.lead + 1, "\n");
  const Multipliers& m = deal.multipliers;
  if (m.cracks > 0) Append(&out, "crack: ", CountText(m.cracks), "\n");
  if (m.blitzes > 0) Append(&out, "blitz: ", CountText(m.blitzes), "\n");
  if (m.doublers > 0) Append(&out, "doubler: ", CountText(m.doublers), "\n");
  if (!deal.play.empty()) {
    std::vector<std::string> tricks;
    const size_t size = static_cast<size_t>(rules.players());
    for (size_t begin = 0; begin < deal.play.size(); begin += size) {
      tricks.push_back(JoinCards(deal.play, begin, std::min(begin + size, deal.play.size())));
    }
    Append(&out, "play: ", Join(tricks, " / "), "\n");
  }
  return out;
}

}  // namespace sheepdd
