// The man page and the bash completion, made by running `sheepdd --help` and each command's --help
// through the command layer itself.
#include <regex>
#include <set>
#include <sstream>

#include "cli/command_list.h"
#include "cli/commands.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace {

// What `sheepdd ARGS...` prints on standard output.
std::string OutputOf(const std::vector<std::string>& args) {
  std::istringstream in;
  std::ostringstream out;
  std::ostringstream err;
  Io io{in, out, err};
  Run(args, io);
  return out.str();
}

// `text` as lines troff prints as they are (inside .nf): backslashes escaped, and no line that
// begins with a control character.
std::string Verbatim(const std::string& text) {
  std::string result = ".nf\n";
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::string escaped;
    for (char c : line) {
      if (c == '\\') {
        escaped += "\\e";
      } else if (c == '-') {
        escaped += "\\-";
      } else {
        escaped += c;
      }
    }
    if (!escaped.empty() && (escaped[0] == '.' || escaped[0] == '\'')) escaped = "\\&" + escaped;
    Append(&result, escaped, "\n");
  }
  return result + ".fi\n";
}

// The options a command's --help lists: "--json", "-j", "--jobs", ...
std::vector<std::string> OptionsOf(const std::string& help) {
  static const std::regex kOption(R"((^|[\s\[])(--?[A-Za-z][A-Za-z0-9-]*))");
  std::set<std::string> options;
  std::istringstream lines(help);
  for (std::string line; std::getline(lines, line);) {
    // Option lines begin "  -x [ --long ] arg"; the description after them is left alone.
    if (line.rfind("  -", 0) != 0) continue;
    const std::string head = line.substr(0, line.find("  ", 2));
    for (auto match = std::sregex_iterator(head.begin(), head.end(), kOption);
         match != std::sregex_iterator(); ++match) {
      options.insert((*match)[2]);
    }
  }
  return {options.begin(), options.end()};
}

}  // namespace

std::string ManPage() {
  std::string page =
      ".TH SHEEPDD 1 \"\" \"sheepdd 0.1.0\" \"User Commands\"\n"
      ".SH NAME\n"
      "sheepdd \\- a double-dummy solver and hand-analysis tool for Sheepshead\n"
      ".SH SYNOPSIS\n"
      ".B sheepdd\n"
      "\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIFILE\\fR...]\n"
      ".SH DESCRIPTION\n";
  Append(&page, Verbatim(OutputOf({"--help"})), ".SH COMMANDS\n");
  for (const Command& command : Commands()) {
    Append(&page, ".SS ", command.name, "\n",
           Verbatim(OutputOf({std::string(command.name), "--help"})));
  }
  Append(&page,
         ".SH SEE ALSO\nThe documentation in docs/ of the sheepdd sources: rules.md, "
         "notation.md, analyses.md, api.md, python.md.\n");
  return page;
}

std::string BashCompletion() {
  std::vector<std::string> names;
  for (const Command& command : Commands()) names.emplace_back(command.name);
  std::string script =
      "# bash completion for sheepdd: subcommands, then each one's options and files.\n"
      "# Made by `sheepdd --bash-completion` from the commands' --help.\n"
      "_sheepdd() {\n"
      "  local cur=${COMP_WORDS[COMP_CWORD]} options\n"
      "  if ((COMP_CWORD == 1)); then\n";
  Append(&script, "    COMPREPLY=($(compgen -W \"", Join(names, " "),
         " --help --version\" -- \"$cur\"))\n"
         "    return\n"
         "  fi\n"
         "  case ${COMP_WORDS[1]} in\n");
  for (const Command& command : Commands()) {
    Append(&script, "    ", command.name, ") options=\"",
           Join(OptionsOf(OutputOf({std::string(command.name), "--help"})), " "), "\" ;;\n");
  }
  Append(&script,
         "  esac\n"
         "  if [[ $cur == -* ]]; then\n"
         "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
         "  else\n"
         "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
         "  fi\n"
         "}\n"
         "complete -o filenames -F _sheepdd sheepdd\n");
  return script;
}

}  // namespace sheepdd::cli
