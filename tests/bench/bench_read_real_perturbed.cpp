// The real screenshots of <dir>/<game>/truth.jsonl (default ../shared/screenshots) read again
// after the synthetic perturbations of tests/unit/vision/synth.hpp: scaled down and up, JPEG,
// a box blur, and placed in a light app page with chrome. A check that what reads the 75 images
// does not depend on their exact pixels (other screenshots will differ in all of these).
//
//   build/tests/bench/bench_read_real_perturbed [DIR [-v]]
#include <cstdio>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../unit/vision/synth.hpp"
#include "bench_util.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "../shared/screenshots";
  const bool verbose = argc > 2;  // any second argument: name each failure on stderr
  dg::bench::print_banner("real screenshots under perturbations, exact reads");
  using Make = std::function<Image(const Image&)>;
  const std::vector<std::pair<std::string, Make>> kinds = {
      {"as is", [](const Image& i) { return i; }},
      {"scaled 0.7", [](const Image& i) { return scaled(i, 0.7); }},
      {"scaled 1.5", [](const Image& i) { return scaled(i, 1.5); }},
      {"JPEG quality 50", [](const Image& i) { return jpeg_round_trip(i, 50); }},
      {"box blur 1", [](const Image& i) { return blurred(i, 1); }},
      {"in a light app page", [](const Image& i) {
         // Phone screenshots already are one.
         if (i.width > 1000) return i;
         return on_page(i, i.width + 120, i.height + 700, 60, 300, Rgb{248, 249, 251},
                        Rgb{30, 30, 30});
       }}};
  std::vector<std::pair<json, Image>> shots;
  for (const char* game : {"queens", "tango", "zip"}) {
    std::ifstream truth(dir + "/" + game + "/truth.jsonl");
    if (!truth) {
      std::fprintf(stderr, "no %s/%s/truth.jsonl\n", dir.c_str(), game);
      return 1;
    }
    std::string line;
    while (std::getline(truth, line)) {
      if (line.empty()) continue;
      json want = json::parse(line);
      std::ifstream f(dir + "/" + game + "/" + want["image"].get<std::string>(), std::ios::binary);
      std::stringstream bytes;
      bytes << f.rdbuf();
      auto img = decode_image(bytes.str());
      if (!img) continue;
      shots.emplace_back(std::move(want), std::move(img).value());
    }
  }
  std::printf("| perturbation | exact |\n|---|---|\n");
  for (const auto& [name, make] : kinds) {
    int ok = 0;
    for (const auto& [want, img] : shots) {
      const std::string game = want["game"];
      json puzzle = want;
      for (const char* key : {"image", "origin", "notes", "size_px"}) puzzle.erase(key);
      auto got = read_board(make(img), "");
      if (got && got->game == game && normalised(got->puzzle) == normalised(puzzle))
        ++ok;
      else if (verbose)
        std::fprintf(stderr, "%s: %s: %s\n", name.c_str(), want["image"].get<std::string>().c_str(),
                     got ? (got->game + " " + std::to_string(got->grid.rows()) + "x" +
                            std::to_string(got->grid.cols()))
                               .c_str()
                         : got.error().c_str());
    }
    std::printf("| %s | %d/%zu |\n", name.c_str(), ok, shots.size());
  }
  return 0;
}
