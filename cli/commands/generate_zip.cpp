// dailygrid generate zip: seeded Zip puzzles of an exact tier, generated in parallel and printed
// as {"puzzles":[...]} (interchange JSON plus solution, grade, seed) to stdout or --out.
// Same output for a seed whatever --jobs is. Exit 0 when every puzzle was made, 1 when the
// generator gave up on one (the message names params and seed), 2 on bad options.
// Not wired into main yet: the `generate` parent command calls add_generate_zip(generate, run).
#include <fstream>
#include <iostream>

#include "cli/command.hpp"
#include "generator/zip/generator.hpp"
#include "solver/common/rng.hpp"

namespace dg::cli {

void add_generate_zip(CLI::App& generate, Runner& run) {
  auto* cmd = generate.add_subcommand("zip", "Generate Zip puzzles");
  static zip::Params params;
  static std::size_t count = 1;
  static std::string tier = "any", walls = "0..0", numbers = "2..20", out;
  static std::uint64_t seed = kDefaultSeed;
  static int jobs = 0;
  cmd->add_option("--rows", params.rows, "Rows")->capture_default_str();
  cmd->add_option("--cols", params.cols, "Columns")->capture_default_str();
  cmd->add_option("--count", count, "Puzzles to generate")->capture_default_str();
  cmd->add_option("--tier", tier, "basic|regions|parity|contradiction|search|any")
      ->capture_default_str();
  cmd->add_option("--walls", walls, "Wall count range MIN..MAX")->capture_default_str();
  cmd->add_option("--numbers", numbers, "Number count range MIN..MAX")->capture_default_str();
  cmd->add_option("--seed", seed, "Batch seed (item i uses derive_seed(seed, i))")
      ->capture_default_str();
  cmd->add_option("--jobs", jobs, "Threads (0 = all cores)")->capture_default_str();
  cmd->add_option("--out", out, "Write to this file instead of stdout");
  cmd->callback([&run] {
    run = [] {
      const auto t = zip::parse_tier(tier);
      if (!t) throw UsageError("--tier: " + t.error());
      params.tier = *t;
      const auto w = zip::IntRange::parse(walls);
      if (!w) throw UsageError("--walls: " + w.error());
      params.walls = *w;
      const auto k = zip::IntRange::parse(numbers);
      if (!k) throw UsageError("--numbers: " + k.error());
      params.numbers = *k;
      if (jobs < 0) throw UsageError("--jobs must be >= 0");
      if (auto ok = zip::validate(params); !ok) throw UsageError(ok.error());
      nlohmann::json puzzles = nlohmann::json::array();
      for (auto& g : zip::generate_batch(params, seed, 0, count, jobs)) {
        if (!g) throw std::runtime_error(g.error());
        puzzles.push_back(zip::generated_to_json(*g));
      }
      const std::string text = nlohmann::json{{"puzzles", puzzles}}.dump() + "\n";
      if (out.empty()) {
        std::cout << text;
      } else {
        std::ofstream f(out);
        if (!(f << text)) throw std::runtime_error("cannot write " + out);
      }
      return kOk;
    };
  });
}

}  // namespace dg::cli
