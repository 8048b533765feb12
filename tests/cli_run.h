// Running sheepdd from a test as a user would: an argument vector in; the exit status, standard
// output and standard error back.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace sheepdd::cli::testing {

struct Result {
  int status;
  std::string out;
  std::string err;
};

// `terminal`: standard output is a terminal; `err_terminal`: standard error is.
inline Result RunWith(const std::vector<std::string>& args, const std::string& input = "",
                      bool terminal = false, bool err_terminal = false) {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  Io io{in, out, err};
  io.out_is_terminal = terminal;
  io.err_is_terminal = err_terminal;
  const int status = Run(args, io);
  return Result{status, out.str(), err.str()};
}

// The path of a file in examples/.
inline std::string Example(const std::string& name) {
  return std::string(SHEEPDD_SOURCE_DIR) + "/examples/" + name;
}

// A directory of the running test's own, empty at first and removed with this object. ctest runs
// tests in parallel processes, so no two tests may share a path: one removing it while another
// writes to it would fail both.
class ScratchDir {
 public:
  ScratchDir() {
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(test->test_suite_name()) + "." + test->name();
    std::replace(name.begin(), name.end(), '/', '_');  // parameterized tests' names
    path_ = std::filesystem::temp_directory_path() /
            ("sheepdd-test-" + std::to_string(getpid()) + "-" + name);
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace sheepdd::cli::testing
