// Reads every screenshot listed in <dir>/<game>/truth.jsonl (default ../shared/screenshots) and
// compares the reading with the transcription: Queens regions equal up to relabelling, Tango
// cells and signs equal, Zip size, numbers and walls equal. Prints each failure with its reason,
// then per game how many read exactly, how many of those the counter finds unique, and the time
// per image (read alone, and decode + read; one thread) split into web crops and phone-size
// screenshots.
//
//   build/tests/bench/bench_read_screenshots [DIR] [--detect]
//
// --detect reads without naming the game, so game detection is checked too.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include <nlohmann/json.hpp>

#include "bench_util.hpp"
#include "solver/common/game.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

namespace {

using nlohmann::json;

// Region ids renumbered by first appearance in reading order.
json relabel(const json& regions) {
  std::map<int, int> ids;
  json out = json::array();
  for (const auto& row : regions) {
    json r = json::array();
    for (const auto& v : row) {
      const int id = v.get<int>();
      if (!ids.count(id)) ids[id] = static_cast<int>(ids.size());
      r.push_back(ids[id]);
    }
    out.push_back(r);
  }
  return out;
}

std::set<std::string> pairs(const json& p, const char* key) {
  std::set<std::string> out;
  if (!p.contains(key)) return out;
  for (const auto& pr : p[key]) {
    auto a = pr[0].dump(), b = pr[1].dump();
    out.insert(std::min(a, b) + "-" + std::max(a, b));
  }
  return out;
}

std::string set_diff(const std::set<std::string>& want, const std::set<std::string>& got,
                     const char* what) {
  std::string out;
  for (const auto& w : want)
    if (!got.count(w)) out += " missing " + std::string(what) + " " + w + ";";
  for (const auto& g : got)
    if (!want.count(g)) out += " extra " + std::string(what) + " " + g + ";";
  return out;
}

// "" when equal, else what differs.
std::string compare(const std::string& game, const json& want, const json& got) {
  if (game == "queens") {
    if (got["size"] != want["size"])
      return "size " + got["size"].dump() + " (want " + want["size"].dump() + ")";
    const json a = relabel(want["regions"]), b = relabel(got["regions"]);
    std::string out;
    for (std::size_t r = 0; r < a.size(); ++r)
      if (a[r] != b[r])
        out += " row " + std::to_string(r) + " " + b[r].dump() + " (want " + a[r].dump() + ");";
    return out;
  }
  if (game == "tango") {
    if (got["size"] != want["size"])
      return "size " + got["size"].dump() + " (want " + want["size"].dump() + ")";
    std::string out;
    for (std::size_t r = 0; r < want["cells"].size(); ++r)
      if (want["cells"][r] != got["cells"][r])
        out += " row " + std::to_string(r) + " " + got["cells"][r].get<std::string>() + " (want " +
               want["cells"][r].get<std::string>() + ");";
    out += set_diff(pairs(want, "equal"), pairs(got, "equal"), "=");
    out += set_diff(pairs(want, "opposite"), pairs(got, "opposite"), "x");
    return out;
  }
  if (got["rows"] != want["rows"] || got["cols"] != want["cols"])
    return "size " + got["rows"].dump() + "x" + got["cols"].dump() + " (want " +
           want["rows"].dump() + "x" + want["cols"].dump() + ")";
  std::string out;
  if (got["waypoints"] != want["waypoints"])
    out += " numbers " + got["waypoints"].dump() + " (want " + want["waypoints"].dump() + ");";
  out += set_diff(pairs(want, "walls"), pairs(got, "walls"), "wall");
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = "../shared/screenshots";
  bool detect = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--detect")
      detect = true;
    else
      dir = a;
  }
  dg::bench::print_banner("read screenshots against truth.jsonl");
  std::vector<double> crop_ms, phone_ms, crop_read_ms, phone_read_ms;
  for (const char* game : {"queens", "tango", "zip"}) {
    std::ifstream truth(dir + "/" + game + "/truth.jsonl");
    if (!truth) {
      std::cerr << "no " << dir << "/" << game << "/truth.jsonl\n";
      return 1;
    }
    int total = 0, exact = 0, unique = 0;
    std::string line;
    while (std::getline(truth, line)) {
      if (line.empty()) continue;
      const json want = json::parse(line);
      const std::string name = want["image"];
      ++total;
      std::ifstream f(dir + "/" + game + "/" + name, std::ios::binary);
      std::stringstream bytes;
      bytes << f.rdbuf();
      dg::Expected<dg::vision::Reading> got = dg::make_error("not run");
      dg::vision::Image img;
      // The fastest of three runs of each step: the machine is shared, and a slow run says
      // more about the neighbours than about the reader.
      const auto decode = [&] {
        auto d = dg::vision::decode_image(bytes.str());
        if (d)
          img = std::move(d).value();
        else
          got = dg::make_error(d.error());
      };
      const auto read = [&] { got = dg::vision::read_board(img, detect ? "" : game); };
      double decode_us = 1e18;
      for (int run = 0; run < 3; ++run) decode_us = std::min(decode_us, dg::bench::time_us(decode));
      if (img.width > 0) {
        // Warm-up read (the digit templates are drawn once per process), then the timed ones.
        read();
        double read_us = 1e18;
        for (int run = 0; run < 3; ++run) read_us = std::min(read_us, dg::bench::time_us(read));
        const bool phone = img.width * img.height > 2'000'000;
        (phone ? phone_read_ms : crop_read_ms).push_back(read_us / 1000);
        (phone ? phone_ms : crop_ms).push_back((decode_us + read_us) / 1000);
        if (phone)
          std::printf("  %-55s %dx%d decode %5.1f ms, read %5.1f ms\n", name.c_str(), img.width,
                      img.height, decode_us / 1000, read_us / 1000);
      }
      if (!got) {
        std::printf("FAIL %-55s %s\n", name.c_str(), got.error().c_str());
        continue;
      }
      if (got->game != game) {
        std::printf("FAIL %-55s read as %s\n", name.c_str(), got->game.c_str());
        continue;
      }
      const std::string diff = compare(game, want, got->puzzle);
      if (!diff.empty()) {
        std::printf("FAIL %-55s%s\n", name.c_str(), diff.c_str());
        continue;
      }
      ++exact;
      auto puzzle = dg::find_game(game)->from_json(got->puzzle);
      if (puzzle && (*puzzle)->count(2, dg::Budget{50'000'000}).count == 1) ++unique;
    }
    std::printf("%-6s %2d of %2d read exactly (%d of them unique)\n", game, exact, total, unique);
  }
  for (auto [label, all, read] :
       {std::tuple{"web crops and small pages", &crop_ms, &crop_read_ms},
        std::tuple{"phone and retina (> 2 Mpx)", &phone_ms, &phone_read_ms}}) {
    const auto a = dg::bench::summarize(*all), r = dg::bench::summarize(*read);
    std::printf(
        "%-28s n=%-3zu read: median %6.1f ms, max %6.1f ms; decode + read: median %6.1f ms, "
        "max %6.1f ms\n",
        label, a.n, r.median, r.max, a.median, a.max);
  }
  return 0;
}
