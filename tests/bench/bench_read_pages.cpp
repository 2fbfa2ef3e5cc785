// Issue 26: exact reads of boards inside the pages people actually capture, per kind of page,
// on a tuning half and a checking half fixed before the reader was changed. Boards: our own
// renders of corpus puzzles and the real crops of <dir>/<game>/truth.jsonl (phone screenshots,
// already whole pages, are left out). Split rule: within each (source, game) list, items at an
// even index are the tuning half, odd ones the checking half. Pages: pages.hpp.
//
//   build/tests/bench/bench_read_pages [REPO_DIR [SHOTS_DIR [-v]]]
//   DG_PAGES_HALF=tune|check  read only that half (tune while developing; check before and after)
//   DG_PAGES_KIND=text  only the kinds whose name holds the text
//   DG_PAGES_REPEAT=n  time each page as the fastest of n reads
//   DG_PAGES_CPU=1  time in the thread's CPU time, not wall time
//   DG_PAGES_DUMP=dir [DG_PAGES_ITEM=name]  write each kind's page for an item with its grid
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
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
  bool render = false;  // one of our renders (the kinds that redraw the board need the puzzle)
};

// What a kind shows: the page, and the puzzle a read of it should give.
struct Shown {
  Image page;
  json truth;
};

int side_of(const json& p) {
  return p.contains("size") ? p["size"].get<int>() : p["rows"].get<int>();
}

// The queens of the puzzle's first solution, as cells.
std::vector<std::pair<int, int>> queens_of(const json& puzzle) {
  std::vector<std::pair<int, int>> out;
  const json s = first_solution(puzzle);
  if (!s.is_array()) return out;
  for (std::size_t r = 0; r < s.size(); ++r)
    if (s[r].is_number())
      out.emplace_back(static_cast<int>(r), s[r].get<int>());
    else if (s[r].is_array() && s[r].size() == 2)
      out.emplace_back(s[r][0].get<int>(), s[r][1].get<int>());
  return out;
}

// A solved board: crowns drawn where the queens go (the grid of the clean board's own read),
// and with `marks` X marks in some of the other cells, as a player leaves them.
[[gnu::noinline]] Image solved(const Item& it, bool marks = false) {
  Image img = it.board;
  auto got = read_board(img, "queens");
  if (!got) return img;
  const auto queens = queens_of(it.puzzle);
  draw_crowns(img, got->grid, queens);
  if (marks) {
    std::vector<std::pair<int, int>> xs;
    for (int r = 0; r < it.cells; ++r)
      for (int c = 0; c < it.cells; ++c)
        if ((r * 7 + c * 3) % 4 == 0 &&
            std::find(queens.begin(), queens.end(), std::make_pair(r, c)) == queens.end())
          xs.emplace_back(r, c);
    draw_x_marks(img, got->grid, xs);
  }
  return img;
}

// One of our renders with a player's pieces drawn on it (Tango's placed pieces, Zip's path), on
// the grid of the clean board's own read.
[[gnu::noinline]] Image solved_render(const Item& it) {
  Image img = it.board;
  auto got = read_board(img, it.puzzle["game"].get<std::string>());
  if (!got) return img;
  const json solution = first_solution(it.puzzle);
  if (it.puzzle["game"] == "tango")
    draw_tango_pieces(img, got->grid, it.puzzle, solution);
  else
    draw_zip_path(img, got->grid, solution);
  return img;
}

// Milliseconds of wall time, or of this thread's CPU time.
double now_ms(bool cpu) {
  if (cpu) {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
  }
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

int main(int argc, char** argv) {
  const std::string repo = argc > 1 ? argv[1] : ".";
  const std::string shots = argc > 2 ? argv[2] : "../shared/screenshots";
  const bool verbose = argc > 3;
  dg::bench::print_banner("boards inside captured pages (issue 26), exact reads per kind");
  std::vector<Item> items;
  // Our renders: the first 12 single-solution puzzles of each game's corpus, and 12 Tango and 12
  // Zip puzzles of our generator (tests/bench/data/pages_puzzles.jsonl: seed 26, Zip 6x6 to 8x8
  // with up to 4 walls), as the corpus holds few Tango and Zip boards.
  for (const char* file : {"corpus/queens/corpus.jsonl", "corpus/tango/tango_linkedin.jsonl",
                           "corpus/zip/zip.jsonl", "tests/bench/data/pages_puzzles.jsonl"}) {
    std::ifstream in(repo + "/" + file);
    std::string line;
    std::map<std::string, int> n;  // per game
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      const json rec = json::parse(line);
      if (rec.value("solutions", 1) != 1 || rec["puzzle"].value("unique_lines", false)) continue;
      const int side = side_of(rec["puzzle"]);
      if (side < 5 || side > 11) continue;
      int& k = n[rec["puzzle"]["game"].get<std::string>()];
      if (k >= 12) continue;
      items.push_back({"render " + rec.value("id", std::string("?")), rec["puzzle"],
                       board_only(render_puzzle(rec["puzzle"], 500)), side, k % 2 == 1, true});
      ++k;
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
      items.push_back(
          {"real " + name, want, std::move(img).value(), side_of(want), n % 2 == 1, false});
      ++n;
    }
  }
  using Make = std::function<Shown(const Item&)>;
  struct Kind {
    std::string name;
    std::string only;   // a game, or "" for all
    bool renders_only;  // the kind redraws the board, so needs one of our renders
    Make make;
    bool solved = false;  // read as a board with placed pieces (ReadOptions::solved)
  };
  const auto same = [](Image page, const Item& i) { return Shown{std::move(page), i.puzzle}; };
  const std::vector<Kind> kinds = {
      {"board alone (control)", "", false, [&](const Item& i) { return same(i.board, i); }},
      {"desktop page: buttons + panel below", "", false,
       [&](const Item& i) { return same(linkedin_page(i.board, i.cells, false), i); }},
      {"desktop page: timer bar above too", "", false,
       [&](const Item& i) { return same(linkedin_page(i.board, i.cells, true), i); }},
      {"dark page", "", false,
       [&](const Item& i) { return same(linkedin_page(i.board, i.cells, false, true), i); }},
      {"JPEG q60 desktop page", "", false,
       [&](const Item& i) {
         return same(jpeg_round_trip(linkedin_page(i.board, i.cells, true), 60), i);
       }},
      {"whole desktop 1920x1080", "", false,
       [&](const Item& i) { return same(desktop(linkedin_page(i.board, i.cells, true)), i); }},
      {"phone page 1080x2340", "", false,
       [&](const Item& i) { return same(phone_page(i.board, i.cells), i); }},
      {"card with margins, no frame", "", false,
       [&](const Item& i) { return same(card_page(i.board, i.cells, true), i); }},
      {"solved Queens (crowns) on a page", "queens", false,
       [&](const Item& i) { return same(linkedin_page(solved(i), i.cells, false), i); }, true},
      {"solved Queens (crowns + X marks) on a card", "queens", false,
       [&](const Item& i) { return same(card_page(solved(i, true), i.cells, false), i); }, true},
      {"solved Tango (placed pieces) on a page", "tango", true,
       [&](const Item& i) { return same(linkedin_page(solved_render(i), i.cells, true), i); },
       true},
      {"solved Zip (path drawn) on a page", "zip", true,
       [&](const Item& i) { return same(linkedin_page(solved_render(i), i.cells, true), i); },
       true},
      {"Tango, faint lines, signs along a row line", "tango", true,
       [&](const Item& i) {
         const int index = static_cast<int>(&i - items.data());
         const json truth = with_sign_row(i.puzzle, first_solution(i.puzzle), 1 + index % 5);
         const int cell = 55 + 10 * (index % 3);
         return Shown{card_page(faint_tango(truth, cell), i.cells, true), truth};
       }},
  };
  const char* dump = std::getenv("DG_PAGES_DUMP");
  // DG_PAGES_HALF=tune (or check): only that half is read, so tuning never looks at the other.
  const char* half_env = std::getenv("DG_PAGES_HALF");
  const int half_only = !half_env ? -1 : std::string(half_env) == "check" ? 1 : 0;
  std::printf("| kind | tuning | checking | mean ms | max ms |\n|---|---|---|---|---|\n");
  int all_ok[2] = {0, 0}, all_n[2] = {0, 0};
  const char* kind_env = std::getenv("DG_PAGES_KIND");
  // DG_PAGES_CPU=1: the thread's CPU time instead of wall time (the shared machine's load
  // inflates wall times several fold).
  const bool cpu = std::getenv("DG_PAGES_CPU") != nullptr;
  const int repeat = std::getenv("DG_PAGES_REPEAT")
                         ? std::max(1, std::atoi(std::getenv("DG_PAGES_REPEAT")))
                         : 1;  // only kinds whose name holds this
  for (const auto& k : kinds) {
    if (kind_env && k.name.find(kind_env) == std::string::npos) continue;
    int ok[2] = {0, 0}, n[2] = {0, 0};
    double total_ms = 0, max_ms = 0;
    int timed = 0;
    for (const auto& it : items) {
      const std::string game = it.puzzle["game"];
      if (!k.only.empty() && k.only != game) continue;
      if (k.renders_only && !it.render) continue;
      if (half_only >= 0 && (it.checking ? 1 : 0) != half_only) continue;
      const Shown shown = k.make(it);
      const Image& img = shown.page;
      if (dump && (std::getenv("DG_PAGES_ITEM")
                       ? it.name.find(std::getenv("DG_PAGES_ITEM")) != std::string::npos
                       : &it == &items.front())) {
        // DG_PAGES_DUMP=dir: the first page of each kind as a JPEG, to look at.
        auto seen = locate_grid(img);
        (void)write_grid_overlay(
            img, seen ? *seen : Grid{},
            std::string(dump) + "/" + std::to_string(&k - kinds.data()) + ".png");
        (void)write_grid_overlay(
            img, Grid{}, std::string(dump) + "/" + std::to_string(&k - kinds.data()) + "-page.png");
      }
      ReadOptions options;
      options.solved = k.solved;
      // DG_PAGES_REPEAT=n: each page read n times and the fastest counted (a loaded machine).
      double ms = 1e18;
      dg::Expected<Reading> got = dg::make_error("not read");
      for (int r = 0; r < repeat; ++r) {
        const double t0 = now_ms(cpu);
        got = read_board(img, "", nullptr, options);
        ms = std::min(ms, now_ms(cpu) - t0);
      }
      total_ms += ms, max_ms = std::max(max_ms, ms), ++timed;
      const int half = it.checking ? 1 : 0;
      ++n[half];
      if (got && got->game == game && normalised(got->puzzle) == normalised(shown.truth))
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
