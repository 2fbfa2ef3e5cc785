// Output formats of the statistics: text table, JSON, CSV, and a self-contained HTML report with
// inline SVG charts (no scripts, no external files: it opens from disk in any browser).
#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

#include "db/stats.hpp"
#include "grader/common/graders.hpp"

namespace dg::db {

namespace {

// Position of `tier` in its game's difficulty order ("search" after every tier).
int tier_rank(const std::string& game, const std::string& tier) {
  if (const GraderInfo* g = find_grader(game))
    for (std::size_t i = 0; i < g->tiers.size(); ++i)
      if (g->tiers[i] == tier) return static_cast<int>(i);
  return tier == kSearchTier ? 100 : 99;
}

std::vector<Stats::TierCount> ordered_tiers(const Stats& s) {
  auto t = s.tiers;
  std::stable_sort(t.begin(), t.end(), [](const auto& a, const auto& b) {
    return a.game != b.game ? a.game < b.game : tier_rank(a.game, a.tier) < tier_rank(b.game, b.tier);
  });
  return t;
}

std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// Okabe-Ito palette (colour-blind safe), by tier rank; grey for search.
std::string tier_colour(int rank) {
  static const char* kColours[] = {"#009E73", "#56B4E9", "#E69F00", "#CC79A7", "#0072B2", "#D55E00", "#F0E442"};
  if (rank >= 99) return "#777777";
  return kColours[static_cast<std::size_t>(rank) % 7];
}

}  // namespace

nlohmann::json stats_json(const std::vector<Stats>& sets) {
  nlohmann::json out = nlohmann::json::array();
  for (const Stats& s : sets) {
    nlohmann::json j{{"label", s.label}, {"puzzles", s.puzzles}, {"mean_micros", s.mean_micros},
                     {"max_micros", s.max_micros}};
    j["tiers"] = nlohmann::json::array();
    for (const auto& t : ordered_tiers(s))
      j["tiers"].push_back({{"game", t.game}, {"tier", t.tier}, {"puzzles", t.count}});
    j["rules"] = nlohmann::json::array();
    for (const auto& r : s.rules)
      j["rules"].push_back({{"game", r.game}, {"rule", r.rule}, {"tier", r.tier},
                            {"puzzles", r.puzzles}, {"share", r.share}, {"hits", r.hits},
                            {"mean_hits", r.mean_hits}});
    j["by_size"] = nlohmann::json::array();
    for (const auto& b : s.by_size)
      j["by_size"].push_back({{"game", b.game}, {"rows", b.rows}, {"cols", b.cols},
                              {"tier", b.tier}, {"puzzles", b.count}});
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
    for (const auto& t : ordered_tiers(s))
      out << "  " << t.game << " " << t.tier << ": " << t.count << "\n";
    out << "tier mix by size\n";
    for (const auto& b : s.by_size)
      out << "  " << b.game << " " << b.rows << "x" << b.cols << " " << b.tier << ": " << b.count << "\n";
    out << "rule usage (share of puzzles, mean hits per puzzle)\n";
    for (const auto& r : s.rules)
      out << "  " << r.game << " " << r.tier << " " << r.rule << ": " << fmt("%.1f%%", 100 * r.share)
          << ", " << fmt("%.2f", r.mean_hits) << "\n";
  }
  return out.str();
}

std::string stats_csv(const std::vector<Stats>& sets) {
  std::ostringstream out;
  out << "set,kind,game,size,tier,rule,puzzles,share,mean_hits\n";
  for (const Stats& s : sets) {
    const std::string set = csv_field(s.label);
    for (const auto& t : ordered_tiers(s))
      out << set << ",tier," << t.game << ",," << t.tier << ",," << t.count << ",,\n";
    for (const auto& b : s.by_size)
      out << set << ",size," << b.game << "," << b.rows << "x" << b.cols << "," << b.tier << ",,"
          << b.count << ",,\n";
    for (const auto& r : s.rules)
      out << set << ",rule," << r.game << ",," << r.tier << "," << r.rule << "," << r.puzzles << ","
          << fmt("%.4f", r.share) << "," << fmt("%.3f", r.mean_hits) << "\n";
  }
  return out.str();
}

std::string stats_html(const std::vector<Stats>& sets) {
  std::ostringstream h;
  h << "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>dailygrid statistics</title>"
       "<style>body{font-family:sans-serif;margin:24px;color:#222}"
       ".sets{display:flex;gap:32px;flex-wrap:wrap}.set{flex:1;min-width:420px}"
       "h2{font-size:18px}h3{font-size:15px;margin:18px 0 6px}svg text{font-size:11px}"
       "table{border-collapse:collapse}td,th{padding:2px 8px;text-align:right}"
       "td:first-child,th:first-child{text-align:left}</style></head><body>"
       "<h1>dailygrid: tier mix and rule usage</h1><div class=\"sets\">";
  for (const Stats& s : sets) {
    h << "<div class=\"set\"><h2>" << escape(s.label) << "</h2><p>" << s.puzzles
      << " graded puzzles; grading " << fmt("%.1f", s.mean_micros) << " &micro;s mean, "
      << fmt("%.0f", s.max_micros) << " &micro;s max.</p>";
    std::set<std::string> games;
    for (const auto& b : s.by_size) games.insert(b.game);
    for (const std::string& game : games) {
      // Tier mix: one stacked bar per board size, segments in tier order.
      std::map<std::pair<int, int>, std::vector<std::pair<std::string, int>>> bars;
      std::map<std::string, int> legend;
      for (const auto& b : s.by_size)
        if (b.game == game) {
          bars[{b.rows, b.cols}].push_back({b.tier, b.count});
          legend[b.tier] = tier_rank(game, b.tier);
        }
      const int width = 400, bar_h = 18, left = 84;
      const int height = static_cast<int>(bars.size()) * (bar_h + 6) + 34;
      double legend_w = left;  // the legend may be wider than the bars: size the picture to fit
      for (const auto& [tier, rank] : legend) legend_w += 24 + 7 * static_cast<double>(tier.size());
      h << "<h3>" << escape(game) << ": tier mix by size</h3><svg width=\""
        << std::max(width + left + 10, static_cast<int>(legend_w)) << "\" height=\"" << height
        << "\" role=\"img\">";
      int y = 4;
      for (auto& [dims, segs] : bars) {
        std::sort(segs.begin(), segs.end(), [&](const auto& a, const auto& b) {
          return tier_rank(game, a.first) < tier_rank(game, b.first);
        });
        int total = 0;
        for (const auto& sg : segs) total += sg.second;
        h << "<text x=\"0\" y=\"" << y + 13 << "\">" << dims.first << "x" << dims.second << " ("
          << total << ")</text>";
        double x = left;
        for (const auto& [tier, count] : segs) {
          const double w = width * static_cast<double>(count) / total;
          h << "<rect x=\"" << fmt("%.1f", x) << "\" y=\"" << y << "\" width=\"" << fmt("%.1f", w)
            << "\" height=\"" << bar_h << "\" fill=\"" << tier_colour(tier_rank(game, tier))
            << "\"><title>" << escape(tier) << ": " << count << "</title></rect>";
          x += w;
        }
        y += bar_h + 6;
      }
      double lx = left;
      std::vector<std::pair<int, std::string>> order;
      for (const auto& [tier, rank] : legend) order.push_back({rank, tier});
      std::sort(order.begin(), order.end());
      for (const auto& [rank, tier] : order) {
        h << "<rect x=\"" << fmt("%.0f", lx) << "\" y=\"" << y + 4 << "\" width=\"10\" height=\"10\" fill=\""
          << tier_colour(rank) << "\"/><text x=\"" << fmt("%.0f", lx + 14) << "\" y=\"" << y + 13
          << "\">" << escape(tier) << "</text>";
        lx += 24 + 7 * static_cast<double>(tier.size());
      }
      h << "</svg>";
      // Rule usage: horizontal bars of the share of puzzles in which each rule fired, by tier.
      std::vector<const Stats::RuleUse*> rules;
      for (const auto& r : s.rules)
        if (r.game == game) rules.push_back(&r);
      std::stable_sort(rules.begin(), rules.end(), [&](auto* a, auto* b) {
        return tier_rank(game, a->tier) < tier_rank(game, b->tier);
      });
      const int label_w = 210, bar_w = 220, row_h = 16;
      h << "<h3>" << escape(game) << ": rule usage (share of puzzles where the rule fired)</h3>"
        << "<svg width=\"" << label_w + bar_w + 70 << "\" height=\""
        << static_cast<int>(rules.size()) * row_h + 8 << "\" role=\"img\">";
      int ry = 2;
      for (const auto* r : rules) {
        h << "<text x=\"0\" y=\"" << ry + 11 << "\">" << escape(r->rule) << "</text><rect x=\""
          << label_w << "\" y=\"" << ry + 2 << "\" width=\"" << fmt("%.1f", bar_w * r->share)
          << "\" height=\"" << row_h - 4 << "\" fill=\"" << tier_colour(tier_rank(game, r->tier))
          << "\"><title>" << escape(r->tier) << ": " << r->puzzles << " puzzles, "
          << fmt("%.2f", r->mean_hits) << " hits per puzzle</title></rect><text x=\""
          << fmt("%.1f", label_w + bar_w * r->share + 4) << "\" y=\"" << ry + 11 << "\">"
          << fmt("%.1f%%", 100 * r->share) << "</text>";
        ry += row_h;
      }
      h << "</svg>";
    }
    h << "<h3>Tier counts</h3><table><tr><th>game</th><th>tier</th><th>puzzles</th></tr>";
    for (const auto& t : ordered_tiers(s))
      h << "<tr><td>" << escape(t.game) << "</td><td>" << escape(t.tier) << "</td><td>" << t.count
        << "</td></tr>";
    h << "</table></div>";
  }
  h << "</div></body></html>\n";
  return h.str();
}

}  // namespace dg::db
