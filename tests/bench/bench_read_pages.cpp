// Issue 26: exact reads of boards inside the pages people actually capture, per kind of page,
// on a tuning half and a checking half fixed before the reader was changed. Boards: our own
// renders of corpus puzzles and the real crops of <dir>/<game>/truth.jsonl (phone screenshots,
// already whole pages, are left out). Split rule: within each (source, game) list, items at an
// even index are the tuning half, odd ones the checking half. Pages: pages.hpp.
//
//   build/tests/bench/bench_read_pages [REPO_DIR [SHOTS_DIR [-v]]]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../unit/vision/pages.hpp"
#include "../unit/vision/synth.hpp"
#include "bench_util.hpp"
#include "solver/common/game.hpp"
#include "vision/load_image.hpp"
#include "vision/overlay.hpp"
#include "vision/read.hpp"

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

namespace {

struct Item {
  std::string name;
  json puzzle;  // the truth, interchange form
  Image board;
  int cells = 0;
  bool checking = false;
};

int side_of(const json& p) {
  return p.contains("size") ? p["size"].get<int>() : p["rows"].get<int>();
}

// The queens of the puzzle's first solution, as cells.
std::vector<std::pair<int, int>> queens_of(const json& puzzle) {
  std::vector<std::pair<int, int>> out;
  auto parsed = dg::find_game("queens")->from_json(puzzle);
  if (!parsed) return out;
  dg::Budget budget;
  budget.max_nodes = 2'000'000;
  const auto sum = (*parsed)->count(1, budget);
  if (sum.solutions.empty()) return out;
  const json& s = sum.solutions[0];
  for (std::size_t r = 0; r < s.size(); ++r)
    if (s[r].is_number())
      out.emplace_back(static_cast<int>(r), s[r].get<int>());
    else if (s[r].is_array() && s[r].size() == 2)
      out.emplace_back(s[r][0].get<int>(), s[r][1].get<int>());
  return out;
}

// A solved board: crowns drawn where the queens go (the grid of the clean board's own read).
[[gnu::noinline]] Image solved(const Item& it) {
  Image img = it.board;
  auto got = read_board(img, "queens");
  if (!got) return img;
  draw_crowns(img, got->grid, queens_of(it.puzzle));
  return img;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string repo = argc > 1 ? argv[1] : ".";
  const std::string shots = argc > 2 ? argv[2] : "../shared/screenshots";
  const bool verbose = argc > 3;
  dg::bench::print_banner("boards inside captured pages (issue 26), exact reads per kind");
  std::vector<Item> items;
  // Our renders: the first 12 single-solution puzzles of each game's corpus.
  for (const char* file : {"corpus/queens/corpus.jsonl", "corpus/tango/tango_linkedin.jsonl",
                           "corpus/zip/zip.jsonl"}) {
    std::ifstream in(repo + "/" + file);
    std::string line;
    int n = 0;
    while (std::getline(in, line) && n < 12) {
      if (line.empty()) continue;
      const json rec = json::parse(line);
      if (rec.value("solutions", 1) != 1 || rec["puzzle"].value("unique_lines", false)) continue;
      const int side = side_of(rec["puzzle"]);
      if (side < 5 || side > 11) continue;
      items.push_back({"render " + rec.value("id", std::string("?")), rec["puzzle"],
                       board_only(render_puzzle(rec["puzzle"], 500)), side, n % 2 == 1});
      ++n;
    }
  }
  // The real crops.
  for (const char* game : {"queens", "tango", "zip"}) {
    std::ifstream truth(shots + "/" + game + "/truth.jsonl");
    std::string line;
    int n = 0;
    while (std::getline(truth, line)) {
      if (line.empty()) continue;
      json want = json::parse(line);
      std::ifstream f(shots + "/" + game + "/" + want["image"].get<std::string>(),
                      std::ios::binary);
      std::stringstream bytes;
      bytes << f.rdbuf();
      auto img = decode_image(bytes.str());
      if (!img || img->width > 1000) continue;
      const std::string name = want["image"];
      for (const char* key : {"image", "origin", "notes", "size_px", "solved_state"})
        want.erase(key);
      items.push_back({"real " + name, want, std::move(img).value(), side_of(want), n % 2 == 1});
      ++n;
    }
  }
  using Make = std::function<Image(const Item&)>;
  struct Kind {
    std::string name;
    std::string only;  // a game, or "" for all
    Make make;
  };
  const std::vector<Kind> kinds = {
      {"board alone (control)", "", [](const Item& i) { return i.board; }},
      {"desktop page: buttons + panel below", "",
       [](const Item& i) { return linkedin_page(i.board, i.cells, false); }},
      {"desktop page: timer bar above too", "",
       [](const Item& i) { return linkedin_page(i.board, i.cells, true); }},
      {"dark page", "", [](const Item& i) { return linkedin_page(i.board, i.cells, false, true); }},
      {"JPEG q60 desktop page", "",
       [](const Item& i) { return jpeg_round_trip(linkedin_page(i.board, i.cells, true), 60); }},
      {"whole desktop 1920x1080", "",
       [](const Item& i) { return desktop(linkedin_page(i.board, i.cells, true)); }},
      {"phone page 1080x2340", "", [](const Item& i) { return phone_page(i.board, i.cells); }},
      {"solved Queens (crowns) on a page", "queens",
       [](const Item& i) { return linkedin_page(solved(i), i.cells, false); }},
  };
  const char* dump = std::getenv("DG_PAGES_DUMP");
  std::printf("| kind | tuning | checking | mean ms | max ms |\n|---|---|---|---|---|\n");
  int all_ok[2] = {0, 0}, all_n[2] = {0, 0};
  for (const auto& k : kinds) {
    int ok[2] = {0, 0}, n[2] = {0, 0};
    double total_ms = 0, max_ms = 0;
    int timed = 0;
    for (const auto& it : items) {
      const std::string game = it.puzzle["game"];
      if (!k.only.empty() && k.only != game) continue;
      const Image img = k.make(it);
      if (dump && (std::getenv("DG_PAGES_ITEM")
                       ? it.name.find(std::getenv("DG_PAGES_ITEM")) != std::string::npos
                       : &it == &items.front())) {
        // DG_PAGES_DUMP=dir: the first page of each kind as a JPEG, to look at.
        auto seen = locate_grid(img);
        (void)write_grid_overlay(
            img, seen ? *seen : Grid{},
            std::string(dump) + "/" + std::to_string(&k - kinds.data()) + ".png");
      }
      const auto t0 = std::chrono::steady_clock::now();
      auto got = read_board(img, "");
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      total_ms += ms, max_ms = std::max(max_ms, ms), ++timed;
      const int half = it.checking ? 1 : 0;
      ++n[half];
      if (got && got->game == game && normalised(got->puzzle) == normalised(it.puzzle))
        ++ok[half];
      else if (verbose)
        std::fprintf(stderr, "%s [%s]: %s: %s\n", k.name.c_str(), it.checking ? "check" : "tune",
                     it.name.c_str(),
                     got ? (got->game + " " + std::to_string(got->grid.rows()) + "x" +
                            std::to_string(got->grid.cols()))
                               .c_str()
                         : got.error().c_str());
    }
    for (int h = 0; h < 2; ++h) all_ok[h] += ok[h], all_n[h] += n[h];
    std::printf("| %s | %d/%d | %d/%d | %.1f | %.1f |\n", k.name.c_str(), ok[0], n[0], ok[1], n[1],
                timed ? total_ms / timed : 0.0, max_ms);
  }
  std::printf("| all | %d/%d | %d/%d | | |\n", all_ok[0], all_n[0], all_ok[1], all_n[1]);
  return 0;
}
