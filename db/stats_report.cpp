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

// The group keys of a row in JSON: its game, and its variant when grouped by variant.
template <class Row>
nlohmann::json group_json(const Row& row) {
  nlohmann::json j{{"game", row.game}};
  if (!row.variant.empty()) j["variant"] = row.variant;
  return j;
}

nlohmann::json spread_json(const Stats::ScoreSpread& d) {
  nlohmann::json j = group_json(d);
  j["group"] = d.group();
  if (d.rows > 0) {
    j["rows"] = d.rows;
    j["cols"] = d.cols;
  }
  if (!d.source.empty()) j["source"] = d.source;
  if (!d.weekday.empty()) {
    j["weekday"] = d.weekday;
    j["dates"] = d.dates;
    j["date_from"] = d.first_date;
    j["date_to"] = d.last_date;
  }
  j["scored"] = d.scored;
  j["unscored"] = d.unscored;
  if (d.scored > 0)
    for (const Quantile& q : kQuantiles) j[q.name] = d.*q.field;
  nlohmann::json bands = nlohmann::json::object();
  for (std::size_t i = 0; i < kBandNames.size(); ++i)
    bands[std::string(kBandNames[i])] = d.bands[i];
  j["bands"] = std::move(bands);
  nlohmann::json techniques = nlohmann::json::object();
  for (std::size_t i = 0; i < kTechniqueNames.size(); ++i)
    techniques[std::string(kTechniqueNames[i])] = d.techniques[i];
  j["techniques"] = std::move(techniques);
  if (d.techniqued > 0) j["technique_median"] = d.technique_median;
  j["timed"] = d.timed;
  if (d.timed > 0) {
    j["minutes_median"] = d.minutes_median;
    j["minutes_p90"] = d.minutes_p90;
  }
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
    for (const auto& t : s.tiers) {
      nlohmann::json row = group_json(t);
      row.update({{"tier", t.tier},
                  {"puzzles", t.count},
                  {"mean_micros", t.mean_micros},
                  {"max_micros", t.max_micros}});
      j["tiers"].push_back(std::move(row));
    }
    j["rules"] = nlohmann::json::array();
    for (const auto& r : s.rules) {
      nlohmann::json row = group_json(r);
      row.update({{"rule", r.rule},
                  {"tier", r.tier},
                  {"puzzles", r.puzzles},
                  {"share", r.share},
                  {"hits", r.hits},
                  {"mean_hits", r.mean_hits}});
      j["rules"].push_back(std::move(row));
    }
    j["by_size"] = nlohmann::json::array();
    for (const auto& b : s.by_size) {
      nlohmann::json row = group_json(b);
      row.update({{"rows", b.rows}, {"cols", b.cols}, {"tier", b.tier}, {"puzzles", b.count}});
      j["by_size"].push_back(std::move(row));
    }
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
      out << "  " << group_name(t.game, t.variant) << " " << t.tier << ": " << t.count
          << " (grading " << fmt("%.1f", t.mean_micros) << " us mean, " << fmt("%.0f", t.max_micros)
          << " us max)\n";
    out << "tier mix by size\n";
    for (const auto& b : s.by_size)
      out << "  " << group_name(b.game, b.variant) << " " << b.rows << "x" << b.cols << " "
          << b.tier << ": " << b.count << "\n";
    out << "rule usage (share of puzzles, mean hits per puzzle)\n";
    for (const auto& r : s.rules)
      out << "  " << group_name(r.game, r.variant) << " " << r.tier << " " << r.rule << ": "
          << fmt("%.1f%%", 100 * r.share) << ", " << fmt("%.2f", r.mean_hits) << "\n";
    out << "difficulty (scored puzzles: min p10 p25 median p75 p90 max; band mix; technique "
           "mix)\n";
    for (const auto& d : s.scores) {
      out << "  " << group_name(d.game, d.variant) << " " << d.group();
      if (!d.weekday.empty()) out << " (" << d.dates_note() << ")";
      out << ": " << d.scored;
      if (d.scored > 0) {
        for (const Quantile& q : kQuantiles) out << " " << fmt("%.2f", d.*q.field);
        out << ";";
        for (std::size_t i = 0; i < kBandNames.size(); ++i)
          out << " " << kBandNames[i] << " " << d.bands[i];
        out << ";";
        for (std::size_t i = 0; i < kTechniqueNames.size(); ++i)
          out << " " << kTechniqueNames[i] << " " << d.techniques[i];
      }
      if (d.unscored > 0) out << " (" << d.unscored << " without a score)";
      out << "\n";
    }
  }
  return out.str();
}

std::string stats_csv(const std::vector<Stats>& sets) {
  // One row per fact; a kind leaves the columns it has nothing for empty. Grading times are in
  // microseconds: per set (kind "set") and per tier. Kind "difficulty" rows (one per group, size,
  // source and weekday) put the scored puzzles under "puzzles". Columns added later come after the
  // earlier ones, which keep their places: the score's, then the technique levels, technique and
  // minutes, the variant (every kind but "set"; empty under --group game) and which dates a
  // weekday row counts.
  std::ostringstream out;
  out << "set,kind,game,size,tier,rule,puzzles,share,mean_hits,mean_micros,max_micros,source";
  for (const Quantile& q : kQuantiles) out << "," << q.name;
  for (std::string_view band : kBandNames) out << "," << band;
  out << ",unscored,weekday";
  for (std::string_view level : kTechniqueNames) out << "," << level;
  out << ",technique_median,minutes_median,minutes_p90,variant,dates,date_from,date_to\n";
  // From "source" to "minutes_p90", then the variant and the three date columns.
  const std::string no_score(std::size(kQuantiles) + kBandNames.size() + kTechniqueNames.size() + 6,
                             ',');
  const auto tail = [&](const std::string& variant) { return no_score + "," + variant + ",,,"; };
  for (const Stats& s : sets) {
    const std::string set = csv_field(s.label);
    out << set << ",set,,,,," << s.puzzles << ",,," << fmt("%.1f", s.mean_micros) << ","
        << fmt("%.0f", s.max_micros) << tail("") << "\n";
    for (const auto& t : s.tiers)
      out << set << ",tier," << t.game << ",," << t.tier << ",," << t.count << ",,,"
          << fmt("%.1f", t.mean_micros) << "," << fmt("%.0f", t.max_micros) << tail(t.variant)
          << "\n";
    for (const auto& b : s.by_size)
      out << set << ",size," << b.game << "," << b.rows << "x" << b.cols << "," << b.tier << ",,"
          << b.count << ",,,," << tail(b.variant) << "\n";
    for (const auto& r : s.rules)
      out << set << ",rule," << r.game << ",," << r.tier << "," << r.rule << "," << r.puzzles << ","
          << fmt("%.4f", r.share) << "," << fmt("%.3f", r.mean_hits) << ",," << tail(r.variant)
          << "\n";
    for (const auto& d : s.scores) {
      out << set << ",difficulty," << d.game << ","
          << (d.rows > 0 ? std::to_string(d.rows) + "x" + std::to_string(d.cols) : "") << ",,,"
          << d.scored << ",,,,," << csv_field(d.source);
      for (const Quantile& q : kQuantiles)
        out << "," << (d.scored > 0 ? fmt("%.4f", d.*q.field) : "");
      for (int n : d.bands) out << "," << n;
      out << "," << d.unscored << "," << d.weekday;
      for (int n : d.techniques) out << "," << n;
      out << "," << (d.techniqued > 0 ? fmt("%.4f", d.technique_median) : "") << ","
          << (d.timed > 0 ? fmt("%.2f", d.minutes_median) : "") << ","
          << (d.timed > 0 ? fmt("%.2f", d.minutes_p90) : "") << "," << d.variant << "," << d.dates
          << "," << d.first_date << "," << d.last_date << "\n";
    }
  }
  return out.str();
}

}  // namespace dg::db
