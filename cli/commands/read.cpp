// dailygrid read IMAGE...: reads Queens, Tango and Zip puzzles from screenshots (PNG or JPEG) and
// prints each as one line of interchange JSON with "id" from the file name, ready for solve,
// grade or `import -`. Every reading is checked with the exact counter: one that is not a puzzle
// with exactly one solution exits 3 with what was read on stderr, so the wrong cell can be
// seen; an image with no board, or that does not decode, exits 2 with a one-line reason.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "solver/common/game.hpp"
#include "vision/load_image.hpp"
#include "vision/overlay.hpp"
#include "vision/read.hpp"

namespace dg::cli {

namespace {

// The counter's node budget per image: a real board is counted in well under a million nodes; a
// misread one must not hang the command.
constexpr std::uint64_t kCountBudget = 50'000'000;

// What was read, for a reading the game's parser refuses (its text form needs a valid puzzle).
std::string describe(const vision::Reading& r) {
  if (r.game == "queens" && r.puzzle.contains("regions")) {
    std::string out = "queens\n";
    for (const auto& row : r.puzzle["regions"]) {
      for (const auto& v : row) {
        const int id = v.get<int>();
        out += static_cast<char>(id < 26 ? 'a' + id : 'A' + (id - 26) % 26);
      }
      out += "\n";
    }
    return out;
  }
  return r.puzzle.dump() + "\n";
}

int read_one(const std::string& path, const std::string& game, const std::string& overlay) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  auto image = vision::decode_image(bytes.str());
  if (!image) {
    std::cerr << "dailygrid: " << path << ": " << image.error() << "\n";
    return kUsage;
  }
  auto reading = vision::read_board(*image, game);
  if (!reading) {
    std::cerr << "dailygrid: " << path << ": " << reading.error() << "\n";
    return kUsage;
  }
  auto puzzle = find_game(reading->game)->from_json(reading->puzzle);
  if (!puzzle) {
    std::cerr << "dailygrid: " << path << ": read a " << reading->game
              << " board that is not a valid puzzle: " << puzzle.error() << "\n"
              << describe(*reading);
    return kNegative;
  }
  const auto count = (*puzzle)->count(2, Budget{kCountBudget});
  if (!count.complete)
    throw std::runtime_error(path + ": the counter's node budget ran out on what was read");
  if (count.count != 1) {
    std::cerr << "dailygrid: " << path << ": read a " << reading->game << " board with "
              << (count.count == 0 ? "no solution" : "several solutions")
              << " (a cell was probably misread):\n"
              << (*puzzle)->to_text();
    return kNegative;
  }
  nlohmann::json out = (*puzzle)->to_json();
  out["id"] = std::filesystem::path(path).stem().string();
  std::cout << out.dump() << "\n";
  std::cerr << "dailygrid: " << path << ": " << reading->game << " " << (*puzzle)->rows() << "x"
            << (*puzzle)->cols() << ", unique\n";
  if (!overlay.empty()) {
    auto done = vision::write_overlay(*image, *reading, count.solutions[0], overlay);
    if (!done) throw std::runtime_error(done.error());
    std::cerr << "dailygrid: wrote " << overlay << "\n";
  }
  return kOk;
}

}  // namespace

void add_read(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("read", "Read puzzles from screenshots (PNG or JPEG)");
  static std::vector<std::string> images;
  static std::string game;
  static std::string overlay;
  cmd->add_option("IMAGE", images, "Screenshots to read")->required();
  cmd->add_option("--game", game, "The game (default: detected)")
      ->check(CLI::IsMember({"queens", "tango", "zip"}));
  cmd->add_option("--overlay", overlay,
                  "Write the screenshot with the solution drawn on it to this PNG (one IMAGE)");
  cmd->callback([&run] {
    run = [] {
      if (!overlay.empty() && images.size() != 1)
        throw UsageError("--overlay takes exactly one IMAGE");
      // Every image is read; the exit code is the most serious outcome among them.
      int code = kOk;
      for (const auto& path : images) code = std::max(code, read_one(path, game, overlay));
      return code;
    };
  });
}

}  // namespace dg::cli
