// The share of exact reads per kind of perturbation, on every corpus puzzle with one solution
// drawn by dg::render (the same perturbations as tests/unit/vision/synth.hpp): clean, small,
// retina, rescaled + soft, blurred, JPEG, phone chrome, dark page, hovered cell, cursor.
//
//   build/tests/bench/bench_read_synthetic [REPO_DIR [-v]]
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../unit/vision/synth.hpp"
#include "bench_util.hpp"
#include "vision/grid.hpp"
#include "vision/read.hpp"

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

namespace {

// Cell (1, 1) of a clean board, as read: where a hover or a cursor goes. Not inlined: g++ 12
// reports a false -Wuse-after-free when the Expected is destroyed inside the lambdas below.
[[gnu::noinline]] bool cell_spot(const Image& img, int& x, int& y, int& side) {
  auto got = read_board(img, "");
  if (!got) return false;
  const Grid& g = got->grid;
  x = static_cast<int>(g.xs[1]), y = static_cast<int>(g.ys[1]), side = static_cast<int>(g.pitch());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string repo = argc > 1 ? argv[1] : ".";
  const bool verbose = argc > 2;  // any second argument: name each failure on stderr
  dg::bench::print_banner("read synthetic screenshots, exact reads per perturbation");
  std::vector<json> puzzles;
  for (const char* file : {"corpus/queens/corpus.jsonl", "corpus/tango/tango_linkedin.jsonl",
                           "corpus/tango/tango_random.jsonl", "corpus/zip/zip.jsonl"}) {
    std::ifstream in(repo + "/" + file);
    std::string line;
    while (std::getline(in, line))
      if (!line.empty()) {
        const json rec = json::parse(line);
        if (rec.value("solutions", 1) == 1 && !rec["puzzle"].value("unique_lines", false))
          puzzles.push_back(rec["puzzle"]);
      }
  }
  using Make = std::function<Image(const json&)>;
  const std::vector<std::pair<std::string, Make>> kinds = {
      {"clean 500 px", [](const json& p) { return render_puzzle(p, 500); }},
      {"small 360 px", [](const json& p) { return render_puzzle(p, 360); }},
      {"retina 2x", [](const json& p) { return scaled(render_puzzle(p, 500), 2.0); }},
      {"rescaled 0.83 + soft",
       [](const json& p) { return blurred(scaled(render_puzzle(p, 600), 0.83), 1); }},
      {"blurred (2 box passes)",
       [](const json& p) { return blurred(blurred(render_puzzle(p, 500), 1), 1); }},
      {"JPEG quality 40", [](const json& p) { return jpeg_round_trip(render_puzzle(p, 500), 40); }},
      {"phone page with chrome",
       [](const json& p) {
         return on_page(render_puzzle(p, 560), 640, 1390, 40, 260, Rgb{248, 249, 251},
                        Rgb{30, 30, 30});
       }},
      {"dark page",
       [](const json& p) {
         return on_page(render_puzzle(p, 500), 700, 900, 100, 180, Rgb{28, 31, 35},
                        Rgb{220, 220, 220});
       }},
      {"hovered cell",
       [](const json& p) {
         Image img = render_puzzle(p, 500);
         int x, y, s;
         if (cell_spot(img, x, y, s)) darken(img, x + 2, y + 2, s - 4, 0.88);
         return img;
       }},
      {"cursor",
       [](const json& p) {
         Image img = render_puzzle(p, 500);
         int x, y, s;
         if (cell_spot(img, x, y, s)) draw_cursor(img, x + s * 7 / 10, y + s * 3 / 5, s * 3 / 4);
         return img;
       }},
  };
  std::printf("%zu puzzles\n| perturbation | queens | tango | zip |\n|---|---|---|---|\n",
              puzzles.size());
  for (const auto& [name, make] : kinds) {
    int ok[3] = {0, 0, 0}, total[3] = {0, 0, 0};
    for (const auto& p : puzzles) {
      const std::string game = p["game"];
      const int gi = game == "queens" ? 0 : game == "tango" ? 1 : 2;
      ++total[gi];
      const Image img = make(p);
      auto got = read_board(img, "");
      if (got && got->game == game && normalised(got->puzzle) == normalised(p))
        ++ok[gi];
      else if (verbose)
        std::fprintf(stderr, "%s: %s %s\n", name.c_str(), p.dump().substr(0, 60).c_str(),
                     got ? (got->game + " " + std::to_string(got->grid.rows()) + "x" +
                            std::to_string(got->grid.cols()))
                               .c_str()
                         : got.error().c_str());
    }
    std::printf("| %s | %d/%d | %d/%d | %d/%d |\n", name.c_str(), ok[0], total[0], ok[1], total[1],
                ok[2], total[2]);
  }
  return 0;
}
