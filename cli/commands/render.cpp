// dailygrid render FILE_OR_ID: draws puzzles (with --solution, their solutions) as SVG, PNG or PDF,
// all of them into one document: a multi-page PDF, or one image; --format html makes them one
// playable page instead (page/page.hpp). A PDF takes any number: the file is read an entry at a
// time and the pages drawn as they fill (render/pdf_stream.hpp), so memory does not grow with
// the count; an image or a page holds its boards, at most kMaxSheetBoards. A number that is not a
// file names a puzzle in the store (--db). `--out -` writes to standard output. Every search (the
// solution drawn, the page's uniqueness count and grading, a caption's tier) has the budget of
// `solve`: --max-nodes and --max-seconds (default 5 s) per puzzle. For the page, the caption's
// tier comes from the page's own grading, made once and handed to it.
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/command.hpp"
#include "cli/file_entries.hpp"
#include "cli/input.hpp"
#include "cli/number_checks.hpp"
#include "cli/progress.hpp"
#include "cli/search_budget.hpp"
#include "db/daily.hpp"
#include "db/export.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/grading_deadline.hpp"
#include "page/graded_steps.hpp"
#include "page/page.hpp"
#include "render/file_name.hpp"
#include "render/how_to_play.hpp"
#include "render/pdf_stream.hpp"
#include "render/render.hpp"

namespace dg::cli {

namespace {

bool is_store_id(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos &&
         !std::filesystem::exists(s);
}

std::vector<PuzzleEntry> read_store_entry(const std::string& id, const std::string& db_path) {
  std::int64_t number = 0;
  const auto [end, ec] = std::from_chars(id.data(), id.data() + id.size(), number);
  if (ec != std::errc() || end != id.data() + id.size() || number < 1)
    throw UsageError("FILE_OR_ID: " + id + " is neither a file nor a store id (1.." +
                     std::to_string(INT64_MAX) + ")");
  db::Store store(db_path, db::Store::Open::read_only);
  db::ExportFilter f;
  f.ids.push_back(number);
  auto found = db::export_puzzles(store, f);
  if (found["puzzles"].empty()) throw UsageError("no puzzle with id " + id + " in " + db_path);
  auto doc = read_document(found.dump());
  if (!doc) throw std::runtime_error(doc.error());
  return std::move(doc).value();
}

// The command's options (CLI11 keeps pointers to them).
SearchBudgetOptions limits;
std::string what;
std::string format = "svg";
std::string out;
std::string db_path = db::kDefaultPath;
bool solution = false;
render::Options options;

// The tier for a caption: the record's own (a corpus "tier", or the stored "grade" that export
// gives a store id), else the grader's verdict now; none when grading does not finish within the
// time limit (the caption then names no tier). With `graded` (for the page), the grading is the
// page's own, with its steps, kept in *graded so that the page does not grade the puzzle again.
std::string tier_of(const PuzzleEntry& e, std::shared_ptr<const page::GradedSteps>* graded) {
  const auto& rec = e.record;
  if (rec.is_object()) {
    if (rec.contains("tier") && rec["tier"].is_string()) return rec["tier"].get<std::string>();
    if (rec.contains("grade") && rec["grade"].is_object() && rec["grade"].contains("max_tier") &&
        rec["grade"]["max_tier"].is_string())
      return rec["grade"]["max_tier"].get<std::string>();
  }
  const GraderInfo* grader = find_grader(e.puzzle->game());
  if (!grader || !unsupported_reason(*grader, *e.puzzle).empty()) return "";
  GradingDeadline deadline(budget_from_now(limits).deadline);
  std::shared_ptr<const page::GradedSteps> steps = graded ? page::grade_steps(*e.puzzle) : nullptr;
  std::string tier = steps ? steps->grade.tier : grader->grade(*e.puzzle, -1, nullptr).tier;
  if (deadline.reached()) return "";  // a cut grading: the page grades again and says so
  if (graded) *graded = std::move(steps);
  return tier;
}

// The caption's number and date: a daily puzzle's publication "number" and "date" when the record
// has them (export of a scheduled puzzle, an archive entry), else its id and no date. `graded` as
// tier_of's.
std::string caption_of(const PuzzleEntry& e, std::shared_ptr<const page::GradedSteps>* graded) {
  const auto& rec = e.record;
  const bool numbered = rec.is_object() && rec.contains("number") &&
                        rec["number"].is_number_integer() && rec["number"].get<long long>() > 0;
  const bool dated = rec.is_object() && rec.contains("date") && rec["date"].is_string() &&
                     db::parse_date(rec["date"].get<std::string>()).ok();
  return render::caption(*e.puzzle,
                         numbered ? "#" + std::to_string(rec["number"].get<long long>()) : e.id,
                         tier_of(e, graded), dated ? rec["date"].get<std::string>() : "");
}

// The solution to draw: the file's own, checked against the puzzle first (the drawings index it
// by the puzzle's size, so a malformed one must never reach them), else the first one found.
// On a "maximize" board only a proven optimum is drawn: the drawing cannot say "best found".
nlohmann::json solution_of(const PuzzleEntry& e) {
  const Budget budget = budget_from_now(limits);
  if (e.record.is_object() && e.record.contains("solution")) {
    const Checked ok = e.puzzle->check(e.record["solution"], budget);
    if (ok.undecided())
      throw std::runtime_error(e.id + ": could not check the solution in the file within the " +
                               "budget (" + how_to_ask_for_more(limits, budget, ok.nodes) + ")");
    if (!ok)
      throw UsageError(e.id + ": the solution in the file is not this puzzle's: " + ok.error());
    return e.record["solution"];
  }
  auto c = e.puzzle->count(1, budget);
  if (c.optimum >= 0 && !c.complete)
    throw std::runtime_error(e.id + ": best found " + std::to_string(c.optimum) +
                             ", not proven optimal within the budget, so not drawn (" +
                             how_to_ask_for_more(limits, budget, c.nodes) + ")");
  if (c.count > 0) return c.solutions[0];
  if (!c.complete)
    throw std::runtime_error(e.id + ": could not settle it within the budget (" +
                             how_to_ask_for_more(limits, budget, c.nodes) + ")");
  throw std::runtime_error(e.id + ": no solution to draw");
}

// Without --out: the file is named after the puzzle (or the first and last of several), never
// letting an id pick a directory.
std::string default_path(std::size_t boards, const std::string& first_id,
                         const std::string& last_id, const std::string& extension) {
  std::string stem = render::safe_base_name(first_id);
  if (boards > 1) stem += "-" + render::safe_base_name(last_id);
  return stem + "." + extension;
}

// The summary line on stderr: "wrote PATH (N puzzles)", or "wrote N puzzles to standard output".
void report_written(const std::string& path, std::size_t boards, const std::string& suffix = "") {
  const std::string count =
      std::to_string(boards) + (boards == 1 ? " puzzle" : " puzzles") + suffix;
  if (path == "-")
    std::cerr << "dailygrid: wrote " << count << " to standard output\n";
  else
    std::cerr << "dailygrid: wrote " << path << " (" << count << ")\n";
}

// A page error that is the budget running out, with how to ask for more.
std::string with_hint(const std::string& error) {
  if (error.find("within the budget") == std::string::npos) return error;
  return error + "; give --max-nodes N or --max-seconds S for more (now " +
         std::to_string(limits.max_nodes) + " nodes, " + std::to_string(limits.max_seconds) +
         " s; 0 = no limit)";
}

// The playable page of the boards drawn: each puzzle with the file's solution when it has one
// (build_page checks it and that it is the only one) and its grading when the caption's tier
// made it (graded[i] for board i, else null).
int write_html(const render::Section& section, const std::vector<std::string>& ids,
               const std::vector<PuzzleEntry>& entries,
               std::vector<std::shared_ptr<const page::GradedSteps>> graded, int code) {
  page::Section items;
  for (std::size_t i = 0; i < section.boards.size(); ++i) {
    const render::Board& b = section.boards[i];
    nlohmann::json given;
    for (const auto& e : entries)
      if (e.puzzle.get() == b.puzzle && e.record.is_object() && e.record.contains("solution"))
        given = e.record["solution"];
    items.items.push_back({b.puzzle, given, b.caption, std::move(graded[i])});
  }
  page::Options page_options{options.letters, [] { return budget_from_now(limits); }};
  // The page's title is read by players: the game's name, never the caption's tier.
  const AnyPuzzle& first = *section.boards[0].puzzle;
  const GameInfo* game = find_game(first.game());
  const std::string title =
      section.boards.size() == 1
          ? "dailygrid " +
                render::player_title(first.game(), game ? game->variant_of(first.to_json()) : "")
          : "dailygrid: " + std::to_string(section.boards.size()) + " puzzles";
  if (out == "-") {
    auto html = page::build_page({items}, title, page_options);
    if (!html) throw std::runtime_error(with_hint(html.error()));
    std::cout << *html;
    std::cout.flush();
    return code;
  }
  const std::string path =
      out.empty() ? default_path(section.boards.size(), ids.front(), ids.back(), "html") : out;
  auto done = page::write_page({items}, title, path, page_options);
  if (!done) throw std::runtime_error(with_hint(done.error()));
  report_written(path, section.boards.size(), " to play");
  return code;
}

// The boards of one image or one page (SVG, PNG, HTML) are all held while it is made: so many
// and no more (1,000 Queens 8x8 boards are a 25 MB SVG, held in about 160 MB).
constexpr std::size_t kMaxSheetBoards = 1000;

using NextEntry = std::function<std::optional<PuzzleEntry>()>;

// The board drawn for entry `e`: its caption, and its solution with --solution.
render::Board board_of(const PuzzleEntry& e, std::shared_ptr<const page::GradedSteps>* graded) {
  render::Board board{e.puzzle.get(), nullptr, caption_of(e, graded)};
  if (solution) board.solution = solution_of(e);
  return board;
}

// A PDF of any number of puzzles, drawn page by page as the entries come (render/pdf_stream.hpp).
int render_pdf(const NextEntry& next, Progress& progress) {
  int code = kOk;
  std::unique_ptr<render::PdfStream> pdf;
  std::string first_id, last_id;
  long long read = 0;
  while (auto e = next()) {
    progress.update(read++);
    if (!usable(*e, code)) continue;
    render::Board board = board_of(*e, nullptr);
    if (!pdf) {
      if (out == "-") {
        pdf = std::make_unique<render::PdfStream>(options, std::cout);
      } else {
        // Without --out the name is known at the end (the last puzzle's id): the pages go to
        // the first puzzle's name until then.
        auto made = render::PdfStream::to_file(
            options, out.empty() ? render::safe_base_name(e->id) + ".pdf" : out);
        if (!made) throw std::runtime_error(made.error());
        pdf = std::move(made).value();
      }
      first_id = e->id;
    }
    last_id = e->id;
    if (auto added =
            pdf->add(std::move(e->puzzle), std::move(board.solution), std::move(board.caption));
        !added)
      throw std::runtime_error(added.error());
  }
  progress.finish();
  if (!pdf) return code;
  const std::string path =
      out.empty() ? default_path(pdf->boards(), first_id, last_id, "pdf") : out;
  if (auto done = pdf->finish(out.empty() ? path : ""); !done)
    throw std::runtime_error(done.error());
  report_written(path, pdf->boards());
  return code;
}

// One SVG or PNG image, or one HTML page to play, of all the puzzles.
int render_sheet(const NextEntry& next, Progress& progress) {
  int code = kOk;
  std::vector<PuzzleEntry> entries;
  render::Section section;
  std::vector<std::string> ids;
  std::vector<std::shared_ptr<const page::GradedSteps>> graded;  // per board, for the page
  long long read = 0;
  while (auto e = next()) {
    progress.update(read++);
    if (!usable(*e, code)) continue;
    if (section.boards.size() == kMaxSheetBoards)
      throw UsageError("too many puzzles for one " +
                       std::string(format == "html" ? "page" : "image") + ": more than " +
                       std::to_string(kMaxSheetBoards) +
                       " (use --format pdf, which takes any number, or draw fewer at a time)");
    entries.push_back(std::move(*e));
    graded.emplace_back();
    section.boards.push_back(board_of(entries.back(), format == "html" ? &graded.back() : nullptr));
    ids.push_back(entries.back().id);
  }
  progress.finish();
  if (section.boards.empty()) return code;
  if (format == "html") return write_html(section, ids, entries, std::move(graded), code);
  const render::Document doc{std::move(section)};
  const auto fmt = *render::parse_format(format);
  if (auto fits = render::check_size(doc, fmt, options); !fits) throw UsageError(fits.error());
  if (out == "-") {
    auto done = render::render_document(doc, fmt, options, std::cout);
    if (!done) throw std::runtime_error(done.error());
    std::cout.flush();
    report_written(out, doc[0].boards.size());
    return code;
  }
  const std::string path =
      out.empty() ? default_path(doc[0].boards.size(), ids.front(), ids.back(), format) : out;
  auto done = render::render_document(doc, fmt, options, path);
  if (!done) throw std::runtime_error(done.error());
  report_written(path, doc[0].boards.size());
  return code;
}

}  // namespace

void add_render(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("render", "Draw puzzles as SVG, PNG or PDF");
  cmd->add_option("FILE_OR_ID", what, "Puzzle file (- for stdin), or a store id")->required();
  cmd->add_option("--format", format, "Output format (html: one playable page)")
      ->capture_default_str()
      ->check(CLI::IsMember({"svg", "png", "pdf", "html"}));
  cmd->add_option(
      "--out", out,
      "Output file, - for stdout (default: <id>.<format>, or <first id>-<last id>.<format>)");
  cmd->add_option("--db", db_path, "SQLite store, for a store id")->capture_default_str();
  cmd->add_flag("--solution", solution,
                "Draw the solution (solving the puzzle when none is given)");
  cmd->add_flag("--letters", options.letters,
                "Mark each Queens region with its letter (a, b, ...)");
  cmd->add_flag("--labels", options.labels,
                "Label columns A, B, ... and rows 1, 2, ... on every board");
  cmd->add_option("--width", options.png_width, "PNG width in pixels")
      ->check(whole_number(1, 20000));
  add_search_budget_options(cmd, limits);
  cmd->callback([&run] {
    run = [] {
      if (options.png_width > 0 && format != "png")
        throw UsageError("--width applies to --format png only");
      if (solution && format == "html")
        throw UsageError("--solution does not apply to --format html (the page is for playing)");
      // One entry at a time from a file (a store id is one entry): a PDF is drawn as it comes,
      // any other format holds its boards (at most kMaxSheetBoards: one image, one page).
      std::optional<FileEntries> file;
      std::vector<PuzzleEntry> stored;
      if (is_store_id(what))
        stored = read_store_entry(what, db_path);
      else
        file.emplace(what, 1);
      std::size_t at = 0;
      auto next = [&]() -> std::optional<PuzzleEntry> {
        if (file) return file->next();
        if (at == stored.size()) return std::nullopt;
        return std::move(stored[at++]);
      };
      Progress progress("render", static_cast<long long>(file ? file->count() : stored.size()));
      const int code = format == "pdf" ? render_pdf(next, progress) : render_sheet(next, progress);
      return code;
    };
  });
}

}  // namespace dg::cli
