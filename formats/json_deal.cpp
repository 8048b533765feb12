#include "formats/json_deal.h"

#include <nlohmann/json.hpp>
#include <variant>

#include "solver/game/text.h"

namespace sheepdd {

namespace {

using Json = nlohmann::ordered_json;

std::string_view WithoutBom(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  return text;
}

// Line and column (1-based) of byte `offset` of `text`, which starts at line `first_line`.
SourcePosition PositionOf(std::string_view text, size_t offset, int first_line) {
  offset = std::min(offset, text.size());
  SourcePosition at{first_line, 1};
  for (size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++at.line;
      at.column = 1;
    } else {
      ++at.column;
    }
  }
  return at;
}

ParsedDeal Failed(std::string_view file_name, SourcePosition at, std::string cause) {
  ParsedDeal parsed;
  parsed.first_line = at.line;
  parsed.error_at = at;
  parsed.game =
      absl::InvalidArgumentError(Cat(file_name, ":", at.line, ":", at.column, ": ", cause));
  parsed.cause = std::move(cause);
  return parsed;
}

// The value of a key as the notation line would hold it, or why it cannot be one.
absl::StatusOr<std::string> NotationValue(const Json& value) {
  if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    if (text.find_first_of("\r\n") != std::string::npos) {
      return absl::InvalidArgumentError("a value must be one line");
    }
    return text;
  }
  if (value.is_number_integer()) return Cat(value.get<long long>());
  if (value.is_boolean() && value.get<bool>()) return std::string("yes");
  if (value.is_array()) {
    std::vector<std::string> cards;
    for (const Json& card : value) {
      if (!card.is_string() ||
          card.get_ref<const std::string&>().find_first_of(" ,\r\n/") != std::string::npos) {
        return absl::InvalidArgumentError("a list must hold cards, e.g. [\"QC\", \"7D\"]");
      }
      cards.push_back(card.get<std::string>());
    }
    return Join(cards, " ");
  }
  return absl::InvalidArgumentError("expected a string, a whole number, true or a list of cards");
}

// Where `"key"` first stands as a key in `text`, or the start.
size_t KeyOffset(std::string_view text, const std::string& key) {
  const std::string quoted = Json(key).dump();
  for (size_t at = text.find(quoted); at != std::string_view::npos;
       at = text.find(quoted, at + 1)) {
    const size_t after = text.find_first_not_of(" \t\r\n", at + quoted.size());
    if (after != std::string_view::npos && text[after] == ':') return at;
  }
  return 0;
}

// One object, its source `text` starting at line `first_line`.
ParsedDeal ReadObject(const Json& object, std::string_view text, int first_line,
                      std::string_view file_name) {
  if (!object.is_object()) {
    return Failed(file_name, PositionOf(text, 0, first_line), "expected a JSON object: {...}");
  }
  // The notation of the deal, one line per key, checked by the notation's own parser.
  std::vector<std::string> keys;
  std::string notation;
  for (const auto& [key, value] : object.items()) {
    if (key.find_first_of(":#\r\n") != std::string::npos || Trim(key) != key || key.empty()) {
      return Failed(file_name, PositionOf(text, KeyOffset(text, key), first_line),
                    Cat("unknown key ", Quote(key)));
    }
    const absl::StatusOr<std::string> line = NotationValue(value);
    if (!line.ok()) {
      return Failed(file_name, PositionOf(text, KeyOffset(text, key), first_line),
                    Cat(Quote(key), ": ", line.status().message()));
    }
    keys.push_back(key);
    Append(&notation, key, ": ", *line, "\n");
  }
  std::vector<ParsedDeal> deals = ParseDeals(notation, file_name);
  if (deals.empty()) {
    return Failed(file_name, PositionOf(text, 0, first_line), "missing 'players:' line");
  }
  ParsedDeal parsed = std::move(deals.front());
  parsed.first_line = first_line;
  if (!parsed.game.ok()) {
    // The notation's line is the key's index; point at that key in the JSON.
    // A missing key is reported at the object's start.
    const int index = parsed.error_at.line - 1;
    const bool missing = parsed.cause.starts_with("missing ");
    const size_t offset = !missing && index >= 0 && index < static_cast<int>(keys.size())
                              ? KeyOffset(text, keys[index])
                              : text.find('{');
    return Failed(file_name, PositionOf(text, offset, first_line), parsed.cause);
  }
  return parsed;
}

// The position of a syntax error nlohmann reports at byte `byte` (1-based, 0 for none).
SourcePosition SyntaxErrorAt(std::string_view text, size_t byte, int first_line) {
  return PositionOf(text, byte > 0 ? byte - 1 : 0, first_line);
}

std::string SyntaxCause(const Json::parse_error& error) {
  // nlohmann's message: "[json.exception.parse_error.101] parse error at line 1, column 2:
  // syntax error while parsing value - invalid literal; last read: 'x'"; keep what follows the
  // last " - ".
  const std::string what = error.what();
  const size_t dash = what.rfind(" - ");
  std::string cause = dash == std::string::npos ? what : what.substr(dash + 3);
  // The text it quotes comes from the input: escape it like every other quote.
  const size_t read = cause.find("last read: '");
  if (read != std::string::npos && cause.ends_with("'")) {
    const size_t start = read + 12;
    cause = cause.substr(0, read) +
            "last read: " + Quote(cause.substr(start, cause.size() - start - 1));
  }
  return Cat("invalid JSON: ", cause);
}

// Parses `text` as one JSON value: the value, or the ParsedDeal describing the syntax error.
std::variant<Json, ParsedDeal> ParseValue(std::string_view text, int first_line,
                                          std::string_view file_name) {
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& error) {
    return Failed(file_name, SyntaxErrorAt(text, error.byte, first_line), SyntaxCause(error));
  } catch (const Json::exception& error) {
    // Found by fuzzing: a number too large even for a double (out_of_range 406), which names
    // no position.
    return Failed(file_name, PositionOf(text, 0, first_line),
                  error.id == 406 ? std::string("invalid JSON: a number out of range")
                                  : Cat("invalid JSON (nlohmann error ", error.id, ")"));
  }
}

}  // namespace

bool LooksLikeJson(std::string_view text) {
  text = WithoutBom(text);
  const size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '{';
}

std::vector<ParsedDeal> ParseJsonDeals(std::string_view text, std::string_view file_name) {
  text = WithoutBom(text);
  std::vector<ParsedDeal> deals;
  const auto add = [&](ParsedDeal parsed) {
    parsed.index = static_cast<int>(deals.size());
    deals.push_back(std::move(parsed));
  };
  // One object for the whole file, laid out freely.
  std::variant<Json, ParsedDeal> whole = ParseValue(text, 1, file_name);
  if (const Json* object = std::get_if<Json>(&whole)) {
    add(ReadObject(*object, text, 1, file_name));
    return deals;
  }
  // Else JSON Lines, if the first line is a value by itself; else the whole file's syntax error.
  std::vector<std::pair<int, std::string_view>> lines;
  int number = 0;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    const std::string_view line = text.substr(start, end - start);
    if (!Trim(line).empty()) lines.emplace_back(number, line);
    start = end + 1;
  }
  for (const auto& [line_number, line] : lines) {
    std::variant<Json, ParsedDeal> value = ParseValue(line, line_number, file_name);
    if (const Json* object = std::get_if<Json>(&value)) {
      add(ReadObject(*object, line, line_number, file_name));
    } else if (deals.empty()) {
      break;  // not JSON Lines: the whole file's error below
    } else {
      add(std::get<ParsedDeal>(std::move(value)));
    }
  }
  if (deals.empty()) add(std::get<ParsedDeal>(std::move(whole)));
  return deals;
}

std::string FormatDealJson(const Deal& deal) {
  Json object = Json::object();
  const std::string notation = FormatDeal(deal);
  for (size_t start = 0; start < notation.size();) {
    const size_t end = notation.find('\n', start);
    const std::string_view line = std::string_view(notation).substr(start, end - start);
    const size_t colon = line.find(": ");
    object[std::string(line.substr(0, colon))] = std::string(line.substr(colon + 2));
    start = end + 1;
  }
  return object.dump() + "\n";
}

std::vector<ParsedDeal> ParseAnyDeals(std::string_view text, std::string_view file_name) {
  return LooksLikeJson(text) ? ParseJsonDeals(text, file_name) : ParseDeals(text, file_name);
}

absl::StatusOr<Game> ParseGame(std::string_view text) {
  std::vector<ParsedDeal> deals = ParseAnyDeals(text, "");
  if (deals.empty()) return absl::InvalidArgumentError("1:1: no deal found");
  if (deals.size() > 1) {
    return absl::InvalidArgumentError(
        Cat(deals[1].first_line, ":1: expected one deal, found ", deals.size()));
  }
  ParsedDeal& deal = deals.front();
  if (!deal.game.ok()) {
    return absl::Status(deal.game.status().code(),
                        Cat(deal.error_at.line, ":", deal.error_at.column, ": ", deal.cause));
  }
  return std::move(deal.game);
}

}  // namespace sheepdd
