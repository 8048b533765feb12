// The bad-input catalogue: one test per kind of bad input a user can feed sheepdd. Each puts the
// bad file in a directory beside a good deal, runs `batch` over the directory and `solve` over
// both files, and checks the exact message (file, line, column, cause) and that the good deal
// is still answered.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "cli/commands.h"
#include "tests/cli_run.h"

namespace sheepdd::cli {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using testing::Result;
using testing::RunWith;
using testing::ScratchDir;

// A good deal, two tricks played: the base every bad deal below is one edit away from.
const std::string kGood =
    "players: 5\n"
    "partner: jd\n"
    "seat1: QC JS AD 9D 7S TH\n"
    "seat2: QS 8D 7D AC KC 9H\n"
    "seat3: QH QD JC 9C 8S AH\n"
    "seat4: JH JD KD TC 7C TS\n"
    "seat5: TD 8C AS KS KH 7H\n"
    "blind: 9S 8H\n"
    "picker: 3\n"
    "bury: 9C 8S\n"
    "play: TH 9H AH TC 7H / QH KD TD 9D QS\n";

std::string Edit(std::string text, std::string_view from, std::string_view to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// `scratch`'s directory, with good.deal written in it.
fs::path CorpusDir(const ScratchDir& scratch) {
  std::ofstream(scratch.path() / "good.deal") << kGood;
  return scratch.path();
}

fs::path Write(const fs::path& dir, std::string_view name, std::string_view bytes) {
  std::ofstream(dir / name, std::ios::binary) << bytes;
  return dir / name;
}

// batch's records by file, every record checked to carry a file and a deal number.
std::multimap<std::string, nlohmann::json> RecordsByFile(const std::string& out) {
  std::multimap<std::string, nlohmann::json> records;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    const nlohmann::json record = nlohmann::json::parse(line);
    EXPECT_TRUE(record.contains("deal")) << line;
    records.emplace(record.at("file").get<std::string>(), record);
  }
  return records;
}

// Whether `error` reads "FILE:LINE:COLUMN: cause" for `file`, with numbers for the line and column
// and a cause that is not empty. (Checked by hand: std::regex draws a false warning from GCC 12 in
// the sanitizer build.)
bool IsLocatedError(const std::string& error, const std::string& file) {
  if (error.rfind(file + ":", 0) != 0) return false;
  size_t at = file.size() + 1;
  for (int number = 0; number < 2; ++number) {  // the line, then the column
    const size_t end = error.find_first_not_of("0123456789", at);
    if (end == at || end == std::string::npos || error[end] != ':') return false;
    at = end + 1;
  }
  return error.size() > at + 1 && error[at] == ' ';
}

// The good deal was answered: one record with a value.
void ExpectGoodAnswered(const std::multimap<std::string, nlohmann::json>& records,
                        const fs::path& dir) {
  const auto [begin, end] = records.equal_range((dir / "good.deal").string());
  ASSERT_EQ(std::distance(begin, end), 1);
  EXPECT_EQ(begin->second.value("picker_team_points", -1), 38) << begin->second.dump();
}

// `bytes`, written as `name` beside the good deal, gives exactly the error `message` (after
// "FILE:") in batch and in solve, and the good deal is answered in both.
void ExpectRejected(std::string_view name, std::string_view bytes, std::string_view message) {
  const ScratchDir scratch;
  const fs::path dir = CorpusDir(scratch);
  const fs::path bad = Write(dir, name, bytes);
  const std::string expected = bad.string() + std::string(message);

  const Result batch = RunWith({"batch", "-q", "-j", "2", dir.string()});
  EXPECT_EQ(batch.status, kExitDealError);
  const auto records = RecordsByFile(batch.out);
  ExpectGoodAnswered(records, dir);
  const auto [begin, end] = records.equal_range(bad.string());
  ASSERT_EQ(std::distance(begin, end), 1) << batch.out;
  EXPECT_EQ(begin->second.value("error", ""), expected);

  const Result solve = RunWith({"solve", "--json", bad.string(), (dir / "good.deal").string()});
  EXPECT_EQ(solve.status, kExitDealError);
  EXPECT_EQ(solve.err, "sheepdd: " + expected + "\n");
  ExpectGoodAnswered(RecordsByFile(solve.out), dir);
}

// The notation's own errors (docs/notation.md, "Errors").

TEST(BadInput, UnknownCard) {
  ExpectRejected("unknown-card.deal", Edit(kGood, "seat2: QS", "seat2: QX"),
                 ":4:8: 'QX' is not a card");
}

TEST(BadInput, CardTwice) {
  ExpectRejected("card-twice.deal", Edit(kGood, "seat5: TD", "seat5: QC"),
                 ":7:8: QC is dealt twice: in seat1's hand and in seat5's hand");
}

TEST(BadInput, HandOfTheWrongSize) {
  ExpectRejected("short-hand.deal", Edit(kGood, " KH 7H\n", " KH\n"),
                 ":7:8: seat5 holds 5 cards, not 6");
}

TEST(BadInput, BuryNotInThePickersCards) {
  ExpectRejected("bury.deal", Edit(kGood, "bury: 9C 8S", "bury: 9C KS"),
                 ":10:10: buried KS is not among the picker's cards");
}

TEST(BadInput, AFineDealButForARenegeInItsPlay) {
  // Seat2 holds a trump and diamonds when trump is led and plays a club.
  ExpectRejected("renege.deal", Edit(kGood, "9D QS\n", "9D KC\n"),
                 ":11:36: seat2 may not play KC here (legal: 7D 8D QS)");
}

TEST(BadInput, ACallTheRulesForbid) {
  ExpectRejected("call.deal", Edit(kGood, "bury: 9C 8S\n", "bury: 9C 8S\ncall: AH\n"),
                 ":11:7: calling a card needs the called-ace partner rule, not jd");
}

// Files that are not deals at all.

TEST(BadInput, EmptyFile) {
  ExpectRejected("empty.deal", "",
                 ":1:1: no deal found (the file is empty or holds only comments)");
}

TEST(BadInput, OnlyCommentsAndSeparators) {
  ExpectRejected("comments.deal", "# nothing here\n\n---\n# still nothing\n",
                 ":1:1: no deal found (the file is empty or holds only comments)");
}

TEST(BadInput, BinaryGarbageGivesOnePrintableLine) {
  std::mt19937 random(2026);
  std::string garbage(4096, '\0');
  for (char& c : garbage) c = static_cast<char>(random() & 0xFF);
  const ScratchDir scratch;
  const fs::path dir = CorpusDir(scratch);
  const fs::path bad = Write(dir, "garbage.deal", garbage);
  const Result batch = RunWith({"batch", "-q", dir.string()});
  EXPECT_EQ(batch.status, kExitDealError);
  const auto records = RecordsByFile(batch.out);
  ExpectGoodAnswered(records, dir);
  const auto [begin, end] = records.equal_range(bad.string());
  ASSERT_GE(std::distance(begin, end), 1);
  for (auto it = begin; it != end; ++it) {
    const std::string error = it->second.value("error", "");
    EXPECT_TRUE(IsLocatedError(error, bad.string())) << error;
    for (char c : error) EXPECT_GE(static_cast<unsigned char>(c), 0x20) << error;
  }
}

TEST(BadInput, ControlBytesInACardAreShownEscaped) {
  ExpectRejected("nul.deal", Edit(kGood, "seat2: QS", std::string("seat2: Q\0S", 10)),
                 ":4:8: 'Q\\x00S' is not a card");
}

TEST(BadInput, AHugeTokenGivesAShortMessage) {
  // Half a megabyte in one card: rejected at the card, the token cut short in the message.
  const std::string huge = Edit(kGood, "seat2: QS", "seat2: " + std::string(500'000, 'X'));
  ExpectRejected("huge.deal", huge,
                 ":4:8: 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX...' is not a card");
}

TEST(BadInput, AHugeLineIsRefusedWhileReading) {
  // 20 MB in one line: no deal has such a line, so the file is refused at it, unread beyond.
  const std::string huge = Edit(kGood, "seat2: QS", "seat2: " + std::string(20 << 20, 'X'));
  ExpectRejected("huge.deal", huge,
                 ":4:1: a line longer than 1 MB: not a deal file (not read further)");
}

// Peak resident memory of this process so far, in bytes.
size_t PeakMemory() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<size_t>(usage.ru_maxrss) * 1024;
}

TEST(BadInput, AFileWithoutEndIsRefusedInLittleMemory) {
  const size_t before = PeakMemory();
  const Result result = RunWith({"solve", "/dev/zero"});
  EXPECT_EQ(result.status, kExitDealError);
  EXPECT_EQ(result.err,
            "sheepdd: /dev/zero:1:1: a line longer than 1 MB: not a deal file (not read "
            "further)\n");
  EXPECT_LT(PeakMemory() - before, size_t{16} << 20);
}

// Line endings and byte-order marks: accepted, with the same answers and the same columns.

TEST(BadInput, CrlfAndBomAreAccepted) {
  std::string crlf;
  for (char c : kGood) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const ScratchDir scratch;
  const fs::path dir = CorpusDir(scratch);
  Write(dir, "crlf.deal", "\xEF\xBB\xBF" + crlf);
  const Result lf = RunWith({"solve", "--json", (dir / "good.deal").string()});
  const Result windows = RunWith({"solve", "--json", (dir / "crlf.deal").string()});
  ASSERT_EQ(windows.status, kExitOk) << windows.err;
  nlohmann::json a = nlohmann::json::parse(lf.out);
  nlohmann::json b = nlohmann::json::parse(windows.out);
  a.erase("file");
  b.erase("file");
  EXPECT_EQ(a, b);
}

TEST(BadInput, CrlfErrorsHaveTheSameColumns) {
  std::string crlf;
  for (char c : Edit(kGood, "9D QS\n", "9D KC\n")) {
    crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  }
  ExpectRejected("crlf-renege.deal", "\xEF\xBB\xBF" + crlf,
                 ":11:36: seat2 may not play KC here (legal: 7D 8D QS)");
}

// Files that cannot be read.

TEST(BadInput, BrokenLinkInADirectory) {
  const ScratchDir scratch;
  const fs::path dir = CorpusDir(scratch);
  fs::create_symlink(dir / "nowhere", dir / "gone.deal");
  const Result batch = RunWith({"batch", "-q", dir.string()});
  EXPECT_EQ(batch.status, kExitDealError);
  const auto records = RecordsByFile(batch.out);
  ExpectGoodAnswered(records, dir);
  const auto gone = records.find((dir / "gone.deal").string());
  ASSERT_NE(gone, records.end());
  EXPECT_EQ(gone->second.value("error", ""),
            (dir / "gone.deal").string() + ":1:1: cannot read: No such file or directory");
}

TEST(BadInput, UnreadableFileAndDirectory) {
  if (geteuid() == 0) {
    GTEST_SKIP() << "running as root, which reads every file: permissions cannot be tested";
  }
  const ScratchDir scratch;
  const fs::path dir = CorpusDir(scratch);
  const fs::path secret = Write(dir, "secret.deal", kGood);
  fs::create_directories(dir / "closed");
  Write(dir / "closed", "inside.deal", kGood);
  fs::permissions(secret, fs::perms::none);
  fs::permissions(dir / "closed", fs::perms::none);
  const Result batch = RunWith({"batch", "-q", dir.string()});
  fs::permissions(dir / "closed", fs::perms::owner_all);
  EXPECT_EQ(batch.status, kExitDealError);
  const auto records = RecordsByFile(batch.out);
  ExpectGoodAnswered(records, dir);
  EXPECT_EQ(records.find(secret.string())->second.value("error", ""),
            secret.string() + ":1:1: cannot read: Permission denied");
  EXPECT_EQ(records.find((dir / "closed").string())->second.value("error", ""),
            (dir / "closed").string() + ":1:1: cannot read the directory: Permission denied");
}

TEST(BadInput, DirectoryGivenToSolve) {
  const ScratchDir scratch;
  const fs::path dir = CorpusDir(scratch);
  const Result solve = RunWith({"solve", dir.string(), (dir / "good.deal").string()});
  EXPECT_EQ(solve.status, kExitDealError);
  EXPECT_EQ(solve.err, "sheepdd: " + dir.string() +
                           ":1:1: is a directory (only batch reads directories, and only their "
                           "*.deal files)\n");
  EXPECT_THAT(solve.out, HasSubstr("picker's team 38"));
}

}  // namespace
}  // namespace sheepdd::cli
