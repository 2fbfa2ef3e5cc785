// Output formats of the statistics: text table, JSON and CSV (the HTML report is in
// stats_html.cpp).
#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

#include "db/report_text.hpp"
#include "db/stats.hpp"

namespace dg::db {

namespace {

// The seven quantiles of a spread, in the order the reports print them.
struct Quantile {
  const char* name;
  double Stats::ScoreSpread::*field;
};
constexpr Quantile kQuantiles[] = {
    {"min", &Stats::ScoreSpread::min}, {"p10", &Stats::ScoreSpread::p10},
    {"p25", &Stats::ScoreSpread::p25}, {"median", &Stats::ScoreSpread::median},
    {"p75", &Stats::ScoreSpread::p75}, {"p90", &Stats::ScoreSpread::p90},
    {"max", &Stats::ScoreSpread::max}};

nlohmann::json spread_json(const Stats::ScoreSpread& d) {
  nlohmann::json j{{"game", d.game}, {"group", d.group()}};
  if (d.rows > 0) {
    j["rows"] = d.rows;
    j["cols"] = d.cols;
  }
  if (!d.source.empty()) j["source"] = d.source;
  if (!d.weekday.empty()) j["weekday"] = d.weekday;
  j["scored"] = d.scored;
  j["unscored"] = d.unscored;
  if (d.scored > 0)
    for (const Quantile& q : kQuantiles) j[q.name] = d.*q.field;
  nlohmann::json bands = nlohmann::json::object();
  for (std::size_t i = 0; i < kBandNames.size(); ++i)
    bands[std::string(kBandNames[i])] = d.bands[i];
  j["bands"] = std::move(bands);
  return j;
}

}  // namespace

nlohmann::json stats_json(const std::vector<Stats>& sets) {
  nlohmann::json out = nlohmann::json::array();
  for (const Stats& s : sets) {
    nlohmann::json j{{"label", s.label},
                     {"puzzles", s.puzzles},
                     {"mean_micros", s.mean_micros},
                     {"max_micros", s.max_micros}};
    j["tiers"] = nlohmann::json::array();
    for (const auto& t : s.tiers)
      j["tiers"].push_back({{"game", t.game},
                            {"tier", t.tier},
                            {"puzzles", t.count},
                            {"mean_micros", t.mean_micros},
                            {"max_micros", t.max_micros}});
    j["rules"] = nlohmann::json::array();
    for (const auto& r : s.rules)
      j["rules"].push_back({{"game", r.game},
                            {"rule", r.rule},
                            {"tier", r.tier},
                            {"puzzles", r.puzzles},
                            {"share", r.share},
                            {"hits", r.hits},
                            {"mean_hits", r.mean_hits}});
    j["by_size"] = nlohmann::json::array();
    for (const auto& b : s.by_size)
      j["by_size"].push_back({{"game", b.game},
                              {"rows", b.rows},
                              {"cols", b.cols},
                              {"tier", b.tier},
                              {"puzzles", b.count}});
    j["difficulty"] = nlohmann::json::array();
    for (const auto& d : s.scores) j["difficulty"].push_back(spread_json(d));
    out.push_back(std::move(j));
  }
  return out;
}

std::string stats_table(const std::vector<Stats>& sets) {
  std::ostringstream out;
  for (const Stats& s : sets) {
    out << "== " << s.label << ": " << s.puzzles << " graded puzzles, grading "
        << fmt("%.1f", s.mean_micros) << " us mean, " << fmt("%.0f", s.max_micros) << " us max\n";
    out << "tier mix\n";
    for (const auto& t : s.tiers)
      out << "  " << t.game << " " << t.tier << ": " << t.count << " (grading "
          << fmt("%.1f", t.mean_micros) << " us mean, " << fmt("%.0f", t.max_micros)
          << " us max)\n";
    out << "tier mix by size\n";
    for (const auto& b : s.by_size)
      out << "  " << b.game << " " << b.rows << "x" << b.cols << " " << b.tier << ": " << b.count
          << "\n";
    out << "rule usage (share of puzzles, mean hits per puzzle)\n";
    for (const auto& r : s.rules)
      out << "  " << r.game << " " << r.tier << " " << r.rule << ": "
          << fmt("%.1f%%", 100 * r.share) << ", " << fmt("%.2f", r.mean_hits) << "\n";
    out << "difficulty (scored puzzles: min p10 p25 median p75 p90 max; band mix)\n";
    for (const auto& d : s.scores) {
      out << "  " << d.game << " " << d.group() << ": " << d.scored;
      if (d.scored > 0) {
        for (const Quantile& q : kQuantiles) out << " " << fmt("%.2f", d.*q.field);
        out << ";";
        for (std::size_t i = 0; i < kBandNames.size(); ++i)
          out << " " << kBandNames[i] << " " << d.bands[i];
      }
      if (d.unscored > 0) out << " (" << d.unscored << " without a score)";
      out << "\n";
    }
  }
  return out.str();
}

std::string stats_csv(const std::vector<Stats>& sets) {
  // One row per fact; a kind leaves the columns it has nothing for empty. Grading times are in
  // microseconds: per set (kind "set") and per tier. Kind "difficulty" rows (one per game, size,
  // source and weekday) put the scored puzzles under "puzzles"; their columns come last, so the
  // earlier columns keep the places they had before the score existed.
  std::ostringstream out;
  out << "set,kind,game,size,tier,rule,puzzles,share,mean_hits,mean_micros,max_micros,source";
  for (const Quantile& q : kQuantiles) out << "," << q.name;
  for (std::string_view band : kBandNames) out << "," << band;
  out << ",unscored,weekday\n";
  const std::string no_score(std::size(kQuantiles) + kBandNames.size() + 3, ',');
  for (const Stats& s : sets) {
    const std::string set = csv_field(s.label);
    out << set << ",set,,,,," << s.puzzles << ",,," << fmt("%.1f", s.mean_micros) << ","
        << fmt("%.0f", s.max_micros) << no_score << "\n";
    for (const auto& t : s.tiers)
      out << set << ",tier," << t.game << ",," << t.tier << ",," << t.count << ",,,"
          << fmt("%.1f", t.mean_micros) << "," << fmt("%.0f", t.max_micros) << no_score << "\n";
    for (const auto& b : s.by_size)
      out << set << ",size," << b.game << "," << b.rows << "x" << b.cols << "," << b.tier << ",,"
          << b.count << ",,,," << no_score << "\n";
    for (const auto& r : s.rules)
      out << set << ",rule," << r.game << ",," << r.tier << "," << r.rule << "," << r.puzzles << ","
          << fmt("%.4f", r.share) << "," << fmt("%.3f", r.mean_hits) << ",," << no_score << "\n";
    for (const auto& d : s.scores) {
      out << set << ",difficulty," << d.game << ","
          << (d.rows > 0 ? std::to_string(d.rows) + "x" + std::to_string(d.cols) : "") << ",,,"
          << d.scored << ",,,,," << csv_field(d.source);
      for (const Quantile& q : kQuantiles)
        out << "," << (d.scored > 0 ? fmt("%.4f", d.*q.field) : "");
      for (int n : d.bands) out << "," << n;
      out << "," << d.unscored << "," << d.weekday << "\n";
    }
  }
  return out.str();
}

}  // namespace dg::db
