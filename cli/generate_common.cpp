// Shared parts of the generate sub-subcommands (see generate_common.hpp).
#include "cli/generate_common.hpp"

#include <unistd.h>

#include <charconv>
#include <fstream>
#include <iostream>
#include <mutex>
#include <random>
#include <stdexcept>

#include "cli/command.hpp"
#include "solver/common/rng.hpp"

namespace dg::cli {

void add_generate_options(CLI::App* cmd, GenerateOptions& opts) {
  cmd->add_option("--count", opts.count, "How many distinct puzzles")
      ->capture_default_str()
      ->check(CLI::Range(std::size_t{1}, std::size_t{10'000'000}));
  cmd->add_option("--seed", opts.seed, "Batch seed: a number, 'default' or 'random'")
      ->capture_default_str();
  cmd->add_option("--jobs", opts.jobs,
                  "Worker threads (0 = all cores); output does not depend on it")
      ->capture_default_str()
      ->check(CLI::Range(0, 1024));
  cmd->add_option("--out", opts.out, "Output file (- for stdout)")->capture_default_str();
}

std::uint64_t resolve_seed(const GenerateOptions& opts) {
  if (opts.seed == "default") return kDefaultSeed;
  if (opts.seed == "random") {
    // The CLI may use the OS entropy source; libraries never do (STYLE.md 6).
    std::random_device rd;
    const std::uint64_t seed = (std::uint64_t{rd()} << 32) ^ rd();
    std::cerr << "dailygrid: seed " << seed << "\n";
    return seed;
  }
  std::uint64_t seed = 0;
  const char* end = opts.seed.data() + opts.seed.size();
  auto [ptr, ec] = std::from_chars(opts.seed.data(), end, seed);
  if (opts.seed.empty() || ec != std::errc() || ptr != end)
    throw UsageError("--seed: expected a number, 'default' or 'random', got '" + opts.seed + "'");
  return seed;
}

std::function<void(std::size_t)> make_progress(std::size_t total) {
  if (!isatty(STDERR_FILENO)) return {};
  return [total](std::size_t done) {
    static std::mutex m;
    std::lock_guard lock(m);
    std::cerr << "\rgenerating: " << done << "/" << total << std::flush;
  };
}

void finish_progress(std::size_t total) {
  if (isatty(STDERR_FILENO) && total > 0) std::cerr << "\n";
}

void write_puzzles(const GenerateOptions& opts, const std::vector<nlohmann::json>& puzzles) {
  std::string text = "{\"puzzles\":[\n";
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    text += puzzles[i].dump() + (i + 1 < puzzles.size() ? ",\n" : "\n");
  text += "]}\n";
  if (opts.out == "-") {
    std::cout << text << std::flush;
    return;
  }
  std::ofstream f(opts.out, std::ios::binary);
  if (!f || !(f << text) || !f.flush()) throw std::runtime_error("cannot write " + opts.out);
}

}  // namespace dg::cli
