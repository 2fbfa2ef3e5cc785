// dailygrid read IMAGE...: reads Queens, Tango, Zip and Tents puzzles from screenshots (PNG or
// JPEG) and prints each as one line of interchange JSON with "id" from the file name, ready for
// solve, grade or `import -`. Every image is read and reported on its own; the exit code is the
// most serious outcome among them (cli/command.hpp worsen). Every reading is checked with the
// exact counter: one that is not a puzzle with exactly one solution was misread (a cell, the
// board's size or the game), not a verdict on a puzzle, so it exits 2 with "probably misread"
// and what was read; an image with no board, or that does not decode, exits 2 with a one-line
// reason; a file that cannot be read exits 1.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "solver/common/game.hpp"
#include "solver/common/printable.hpp"
#include "solver/common/utf8.hpp"
#include "vision/load_image.hpp"
#include "vision/overlay.hpp"
#include "vision/read.hpp"

namespace dg::cli {

namespace {

// The counter's budget per image: a real board is counted in well under a million nodes; a
// misread one must not hang the command.
constexpr std::uint64_t kCountBudget = 50'000'000;
constexpr std::chrono::seconds kCountSeconds{5};

// A screenshot is a few MB; 40 megapixels (vision::kMaxPixels) of noise as PNG are about 120 MB
// uncompressed, so nothing readable is larger. Checked before reading (a 1.5 GB file took 3 GB).
constexpr std::uint64_t kMaxImageBytes = 128'000'000;

// Text over several lines as one line: its non-blank lines separated by " / ".
std::string one_line(const std::string& text) {
  std::istringstream lines(text);
  std::string out, line;
  while (std::getline(lines, line)) {
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    out += (out.empty() ? "" : " / ") + line;
  }
  return out;
}

// "probably misread": what was read is no puzzle with one solution. Said as such, not as a verdict
// on a puzzle (exit 3 would claim the screenshot's puzzle has no solution).
int misread(const std::string& name, const std::string& what, const std::string& read_as) {
  std::cerr << "dailygrid: " << name << ": probably misread: " << what
            << " (a cell, the board's size or the game was read wrong; --game names the game); "
               "read as: "
            << read_as << "\n";
  return kUsage;
}

struct Input {
  std::string path;  // as given; "-" is stdin
  std::string name;  // for messages: one printable line
  std::string id;    // the printed "id": the file's stem, valid UTF-8
};

Input input_of(const std::string& path) {
  if (path == "-") return {path, "stdin", "stdin"};
  return {path, printable(path), utf8_escaped(std::filesystem::path(path).stem().string())};
}

int read_one(const Input& in, const std::string& game, const std::string& overlay,
             const vision::ReadOptions& options) {
  const std::string bytes = read_bounded_file(in.path, kMaxImageBytes, "a PNG or JPEG image");
  auto image = vision::decode_image(bytes);
  if (!image) {
    std::cerr << "dailygrid: " << in.name << ": " << image.error() << "\n";
    return kUsage;
  }
  vision::Grid seen;
  auto reading = vision::read_board(*image, game, &seen, options);
  // A failed read with --overlay still draws what was taken as the board (nothing when no grid
  // was found), so the user sees why.
  const auto overlay_seen = [&] {
    if (overlay.empty()) return;
    auto done = vision::write_grid_overlay(*image, seen, overlay);
    if (!done) throw std::runtime_error(done.error());
    std::cerr << "dailygrid: wrote " << overlay
              << (seen.rows() > 0 ? " (the board taken drawn in magenta)" : " (no grid found)")
              << "\n";
  };
  if (!reading) {
    std::cerr << "dailygrid: " << in.name << ": " << reading.error() << "\n";
    overlay_seen();
    return kUsage;
  }
  auto puzzle = find_game(reading->game)->from_json(reading->puzzle);
  if (!puzzle) {
    overlay_seen();
    return misread(
        in.name,
        "the " + reading->game + " board read is not a valid puzzle (" + puzzle.error() + ")",
        vision::describe_reading(*reading));
  }
  const std::string board = reading->game + " " + std::to_string((*puzzle)->rows()) + "x" +
                            std::to_string((*puzzle)->cols());
  Budget budget{kCountBudget};
  budget.deadline = Budget::Clock::now() + kCountSeconds;
  const auto count = (*puzzle)->count(2, budget);
  if (!count.complete) {
    std::cerr << "dailygrid: " << in.name << ": the counter could not settle the " << board
              << " board read within its budget\n";
    return kRuntime;
  }
  if (count.count != 1) {
    overlay_seen();
    return misread(in.name,
                   "the " + board + " board read has " +
                       (count.count == 0 ? "no solution" : "several solutions"),
                   one_line((*puzzle)->to_text()));
  }
  nlohmann::json out = (*puzzle)->to_json();
  out["id"] = in.id;
  std::cout << out.dump() << "\n";
  std::cerr << "dailygrid: " << in.name << ": " << board << ", unique\n";
  if (!overlay.empty()) {
    auto done = vision::write_overlay(*image, *reading, count.solutions[0], overlay);
    if (!done) throw std::runtime_error(done.error());
    std::cerr << "dailygrid: wrote " << overlay << "\n";
  }
  return kOk;
}

// One image's outcome: a failure to read or write a file ends that image, never the others.
int read_reported(const Input& in, const std::string& game, const std::string& overlay,
                  const vision::ReadOptions& options) {
  try {
    return read_one(in, game, overlay, options);
  } catch (const UsageError& e) {
    std::cerr << "dailygrid: " << e.what() << "\n";
    return kUsage;
  } catch (const std::runtime_error& e) {
    std::cerr << "dailygrid: " << e.what() << "\n";
    return kRuntime;
  }
}

// Whether `a` and `b` name the same file (one that may not exist yet: compared by path).
bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec, ea, eb;
  if (std::filesystem::equivalent(a, b, ec)) return true;
  const auto ca = std::filesystem::weakly_canonical(a, ea);
  const auto cb = std::filesystem::weakly_canonical(b, eb);
  return !ea && !eb && ca == cb;
}

}  // namespace

void add_read(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("read", "Read puzzles from screenshots (PNG or JPEG)");
  static std::vector<std::string> images;
  static std::string game;
  static std::string overlay;
  static vision::ReadOptions options;
  cmd->add_option("IMAGE", images, "Screenshots to read (- for stdin)")->required();
  cmd->add_option("--game", game, "The game (default: detected)")
      ->check(CLI::IsMember(vision::readable_games()));
  cmd->add_option("--overlay", overlay,
                  "Write the screenshot with the solution drawn on it to this PNG (one IMAGE); "
                  "when the read fails, the board taken is drawn instead");
  cmd->add_flag("--solved", options.solved,
                "The board shows pieces a player placed: read only the puzzle (Tango: givens are "
                "the pieces on grey cells; Sudoku: givens are the bold black digits; a Zip path and "
                "Queens crowns or X marks are ignored), "
                "or say why it cannot");
  cmd->callback([&run] {
    run = [] {
      if (!overlay.empty() && images.size() != 1)
        throw UsageError("--overlay takes exactly one IMAGE");
      if (std::count(images.begin(), images.end(), "-") > 1)
        throw UsageError("stdin (-) can be read only once");
      if (!overlay.empty() && overlay != "-" && images[0] != "-" && same_file(overlay, images[0]))
        throw UsageError("--overlay " + printable(overlay) +
                         " is the screenshot itself; name another file");
      int code = kOk;
      for (const auto& path : images)
        worsen(code, read_reported(input_of(path), game, overlay, options));
      return code;
    };
  });
}

}  // namespace dg::cli
