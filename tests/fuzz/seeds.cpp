// fuzz_seeds SOURCE_DIR OUT_DIR: writes a seed corpus per fuzz target into OUT_DIR/<target>/, from
// the golden corpus (corpus/<game>/*.jsonl) and the CLI test data (tests/cli/cases/*.json, .jsonl,
// .txt): each puzzle as its game's JSON and text, each record and whole file for the document
// reader, each puzzle with a solution for the render path, and the default and test curves.
// Starting from valid inputs lets libFuzzer reach the code behind the parsers within seconds.
// The image harness gets the first puzzle of each game drawn small, as PNG and as JPEG (under
// the 8 KB input limit of scripts/fuzz.sh).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include <cstdio>
#include <set>
#include <sstream>

#include "db/daily.hpp"
#include "render/render.hpp"
#include "solver/common/document.hpp"
#include "vision/encode_jpeg.hpp"
#include "vision/load_image.hpp"

namespace fs = std::filesystem;

namespace {

std::map<std::string, int> written;  // target -> seeds written so far

void seed(const fs::path& out, const std::string& target, const std::string& bytes) {
  const fs::path dir = out / target;
  fs::create_directories(dir);
  const int n = written[target]++;
  std::ofstream(dir / ("seed-" + std::to_string(n))) << bytes;
}

std::vector<fs::path> inputs(const fs::path& source) {
  std::vector<fs::path> files;
  for (const auto& f : fs::recursive_directory_iterator(source / "corpus"))
    if (f.path().extension() == ".jsonl") files.push_back(f.path());
  for (const auto& f : fs::directory_iterator(source / "tests" / "cli" / "cases")) {
    const auto ext = f.path().extension();
    if (ext == ".json" || ext == ".jsonl" || ext == ".txt") files.push_back(f.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The image seeds of one puzzle: its board drawn 120 and 200 px wide, as PNG and JPEG.
void image_seeds(const fs::path& out, const dg::AnyPuzzle& p) {
  for (int width : {120, 200}) {
    dg::render::Options options;
    options.png_width = width;
    dg::render::Section section;
    section.boards.push_back({&p, nullptr, ""});
    std::ostringstream png;
    if (!dg::render::render_document({section}, dg::render::Format::png, options, png)) continue;
    if (png.str().size() <= 8192) seed(out, "image", png.str());
    auto img = dg::vision::decode_image(png.str());
    if (!img) continue;
    const std::string jpeg = dg::vision::encode_jpeg(*img, 60);
    if (jpeg.size() <= 8192) seed(out, "image", jpeg);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: fuzz_seeds SOURCE_DIR OUT_DIR\n";
    return 2;
  }
  const fs::path source = argv[1], out = argv[2];
  std::set<std::string> drawn;  // games with image seeds
  for (const fs::path& file : inputs(source)) {
    auto text = dg::read_file_text(file.string());
    if (!text) continue;
    if (file.filename().string().rfind("curve_", 0) == 0) {
      seed(out, "curve", *text);
      continue;
    }
    seed(out, "document", *text);
    auto entries = dg::read_document(*text);
    if (!entries) continue;
    for (const dg::PuzzleEntry& e : *entries) {
      if (!e.puzzle) continue;
      const std::string game(e.puzzle->game());
      if (drawn.insert(game).second) image_seeds(out, *e.puzzle);
      seed(out, game + "_json", e.puzzle->to_json().dump());
      seed(out, game + "_text", e.puzzle->to_text());
      if (!e.record.is_null()) seed(out, "document", e.record.dump());
      nlohmann::json with_solution = e.puzzle->to_json();
      if (e.record.is_object() && e.record.contains("solution")) {
        with_solution["solution"] = e.record["solution"];
      } else {
        auto c = e.puzzle->count(1, dg::Budget{1'000'000});
        if (c.solutions.empty()) continue;
        with_solution["solution"] = c.solutions[0];
      }
      seed(out, "render_solution", with_solution.dump());
      seed(out, game + "_json", with_solution.dump());
    }
  }
  seed(out, "curve", nlohmann::json(dg::db::curve_to_json(dg::db::default_curve())).dump(1));
  // jpeg_scans (targets.hpp): a repeat count, then the part repeated after its progressive header:
  // an empty DC scan once and 2041 times, a DC scan with entropy data, and a refinement scan.
  const std::string dc_scan("\xFF\xDA\x00\x08\x01\x01\x00\x00\x00\x00", 10);
  seed(out, "jpeg_scans", std::string(1, '\0') + dc_scan);
  seed(out, "jpeg_scans", std::string(1, '\xFF') + dc_scan);
  seed(out, "jpeg_scans",
       std::string(1, '\x02') + dc_scan + std::string("\x55\xAA\x00\xFF\x00", 5));
  seed(
      out, "jpeg_scans",
      std::string(1, '\x01') + std::string("\xFF\xDA\x00\x08\x01\x01\x00\x01\x3F\x00\x12\x34", 12));
  // merge: the attacks of hostile round four (SQL run on a real store before it is merged).
  const fs::path merge_inputs = source / "tests" / "fuzz" / "regressions" / "merge";
  if (fs::is_directory(merge_inputs))
    for (const auto& f : fs::directory_iterator(merge_inputs))
      if (auto text = dg::read_file_text(f.path().string())) seed(out, "merge", *text);
  for (const auto& [target, n] : written)
    std::cerr << "fuzz_seeds: " << target << ": " << n << "\n";
  return 0;
}
