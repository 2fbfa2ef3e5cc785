// The HTML statistics report: one self-contained page with inline SVG charts (no scripts, no
// external files: it opens from disk in any browser).
//
// Compared sets are keyed A, B, C ... (the key table at the top holds their full filters) and
// drawn as grouped bars, one bar per set under each board size or rule, so the page grows in
// height with more sets, never in width: ten sets read as well at 1400 px as one. An earlier
// layout put each set in its own column, and three sets overflowed a 1400 px window.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "db/report_text.hpp"
#include "db/stats.hpp"

namespace dg::db {

namespace {

// Chart geometry (px): a label column, the set key column, the bars, and room for the value.
constexpr int kLabelW = 200, kKeyW = 30, kBarW = 320, kValueW = 60;
constexpr int kChartW = kLabelW + kKeyW + kBarW + kValueW;
constexpr int kRowH = 16, kGroupGap = 8;

std::string set_key(std::size_t i) {
  std::string key(1, static_cast<char>('A' + i % 26));
  return i < 26 ? key : key + std::to_string(i / 26);
}

std::string text_at(double x, int y, const std::string& text, const char* cls = nullptr) {
  std::ostringstream s;
  s << "<text x=\"" << fmt("%.1f", x) << "\" y=\"" << y << "\"";
  if (cls) s << " class=\"" << cls << "\"";
  s << ">" << escape(text) << "</text>";
  return s.str();
}

std::string rect_at(double x, int y, double w, int h, const std::string& fill,
                    const std::string& title) {
  std::ostringstream s;
  s << "<rect x=\"" << fmt("%.1f", x) << "\" y=\"" << y << "\" width=\"" << fmt("%.1f", w)
    << "\" height=\"" << h << "\" fill=\"" << fill << "\"><title>" << escape(title)
    << "</title></rect>";
  return s.str();
}

std::string svg(int height, const std::string& body) {
  return "<svg width=\"" + std::to_string(kChartW) + "\" height=\"" + std::to_string(height) +
         "\" role=\"img\">" + body + "</svg>";
}

// The tiers of `game` that occur in any set, in difficulty order.
std::vector<std::string> tiers_of(const std::vector<Stats>& sets, const std::string& game) {
  std::set<std::string> seen;
  for (const Stats& s : sets)
    for (const auto& t : s.tiers)
      if (t.game == game) seen.insert(t.tier);
  std::vector<std::string> out(seen.begin(), seen.end());
  std::stable_sort(out.begin(), out.end(), [&](const auto& a, const auto& b) {
    return tier_rank(game, a) < tier_rank(game, b);
  });
  return out;
}

std::string legend(const std::string& game, const std::vector<std::string>& tiers) {
  std::string out = "<p class=\"legend\">";
  for (const auto& t : tiers)
    out +=
        "<span><i style=\"background:" + tier_colour(game, t) + "\"></i>" + escape(t) + "</span>";
  return out + "</p>";
}

// Tier mix: under each board size, one bar per set, split by tier in difficulty order and
// scaled to that set's puzzles of the size (so sets of different sizes compare as shares).
std::string tier_mix_chart(const std::vector<Stats>& sets, const std::string& game,
                           const std::vector<std::string>& tiers) {
  std::set<std::pair<int, int>> sizes;
  for (const Stats& s : sets)
    for (const auto& b : s.by_size)
      if (b.game == game) sizes.insert({b.rows, b.cols});
  std::ostringstream body;
  int y = 0;
  for (const auto& [rows, cols] : sizes) {
    const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
    body << text_at(0, y + 12, size, "group");
    for (std::size_t i = 0; i < sets.size(); ++i) {
      std::map<std::string, int> count;
      int total = 0;
      for (const auto& b : sets[i].by_size)
        if (b.game == game && b.rows == rows && b.cols == cols) {
          count[b.tier] += b.count;
          total += b.count;
        }
      if (total == 0) continue;  // the set has no board of this size: no empty bar
      if (sets.size() > 1) body << text_at(kLabelW, y + 12, set_key(i), "key");
      double x = kLabelW + kKeyW;
      for (const auto& tier : tiers) {
        if (!count.count(tier) || total == 0) continue;
        const double w = kBarW * count[tier] / static_cast<double>(total);
        body << rect_at(x, y + 2, w, kRowH - 3, tier_colour(game, tier),
                        set_key(i) + " " + size + " " + tier + ": " + std::to_string(count[tier]) +
                            " of " + std::to_string(total));
        x += w;
      }
      body << text_at(kLabelW + kKeyW + kBarW + 6, y + 12, std::to_string(total), "value");
      y += kRowH;
    }
    y += kGroupGap;
  }
  return svg(y, body.str());
}

// Rule usage: under each rule (in tier order, then most used first), one bar per set for the
// share of that set's puzzles of the game in which the rule fired.
std::string rule_chart(const std::vector<Stats>& sets, const std::vector<std::size_t>& shown,
                       const std::string& game) {
  struct Rule {
    std::string id, tier;
    double top_share = 0;
  };
  std::map<std::string, Rule> by_id;
  for (const Stats& s : sets)
    for (const auto& r : s.rules)
      if (r.game == game) {
        Rule& rule = by_id[r.rule];
        rule.id = r.rule;
        rule.tier = r.tier;
        rule.top_share = std::max(rule.top_share, r.share);
      }
  std::vector<Rule> rules;
  for (auto& [id, r] : by_id) rules.push_back(r);
  std::sort(rules.begin(), rules.end(), [&](const Rule& a, const Rule& b) {
    const int ra = tier_rank(game, a.tier), rb = tier_rank(game, b.tier);
    if (ra != rb) return ra < rb;
    return a.top_share != b.top_share ? a.top_share > b.top_share : a.id < b.id;
  });
  std::ostringstream body;
  int y = 0;
  for (const Rule& rule : rules) {
    body << text_at(0, y + 12, rule.id, "group") << text_at(0, y + 12 + kRowH, rule.tier, "tier");
    const int group_top = y;
    for (std::size_t i : shown) {
      const Stats::RuleUse* use = nullptr;
      for (const auto& r : sets[i].rules)
        if (r.game == game && r.rule == rule.id) use = &r;
      const double share = use ? use->share : 0;
      if (sets.size() > 1) body << text_at(kLabelW, y + 12, set_key(i), "key");
      const double w = kBarW * share;
      body << rect_at(kLabelW + kKeyW, y + 2, w, kRowH - 3, tier_colour(game, rule.tier),
                      set_key(i) + " " + rule.id + ": " +
                          (use ? std::to_string(use->puzzles) + " puzzles, " +
                                     fmt("%.2f", use->mean_hits) + " hits per puzzle"
                               : std::string("never fired")));
      body << text_at(kLabelW + kKeyW + w + 6, y + 12, fmt("%.1f%%", 100 * share), "value");
      y += kRowH;
    }
    y = std::max(y, group_top + 2 * kRowH);  // room for the rule's tier under its name
    y += kGroupGap;
  }
  return svg(y, body.str());
}

// Tier counts: one row per set (so more sets make the table longer, never wider), one column
// per tier in difficulty order: puzzles, their share of the set's puzzles of the game, and the
// mean grading time.
std::string tier_table(const std::vector<Stats>& sets, const std::vector<std::size_t>& shown,
                       const std::string& game, const std::vector<std::string>& tiers) {
  std::ostringstream h;
  h << "<table class=\"tiers\"><tr><th>set</th>";
  for (const auto& tier : tiers)
    h << "<th><i style=\"background:" << tier_colour(game, tier) << "\"></i>" << escape(tier)
      << "</th>";
  h << "</tr>";
  for (std::size_t i : shown) {
    const Stats& s = sets[i];
    int total = 0;
    for (const auto& t : s.tiers)
      if (t.game == game) total += t.count;
    h << "<tr><td><b>" << set_key(i) << "</b></td>";
    for (const auto& tier : tiers) {
      const Stats::TierCount* row = nullptr;
      for (const auto& t : s.tiers)
        if (t.game == game && t.tier == tier) row = &t;
      if (!row) {
        h << "<td>0</td>";
        continue;
      }
      h << "<td>" << row->count << " <small>" << fmt("%.1f%%", 100.0 * row->count / total)
        << " &middot; " << fmt("%.1f", row->mean_micros) << " &micro;s</small></td>";
    }
    h << "</tr>";
  }
  return h.str() + "</table>";
}

}  // namespace

std::string stats_html(const std::vector<Stats>& sets) {
  std::ostringstream h;
  h << "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>dailygrid statistics</title>"
       "<style>body{font-family:sans-serif;margin:24px;color:#222;max-width:1600px}"
       "h1{font-size:22px}h2{font-size:19px;margin:28px 0 4px;border-bottom:1px solid #ccc}"
       "h3{font-size:15px;margin:16px 0 6px}"
       ".charts{display:flex;flex-wrap:wrap;gap:8px 40px}"
       "svg text{font-size:12px}svg text.key{font-weight:bold}svg text.tier{fill:#777;"
       "font-size:11px}svg text.value{fill:#444}"
       "table{border-collapse:collapse;margin:6px 0}td,th{padding:2px 8px;text-align:right}"
       "td:first-child,th:first-child,.filter{text-align:left}th{font-weight:600}"
       ".tiers td,.tiers th{border-left:1px solid #ddd;padding:2px 10px}small{color:#666}"
       "i{display:inline-block;width:10px;height:10px;margin-right:5px}"
       ".legend span{margin-right:16px;font-size:13px}</style></head><body>"
       "<h1>dailygrid: tier mix and rule usage</h1>";
  h << "<table><tr><th>set</th><th class=\"filter\">filter</th><th>graded puzzles</th><th>grading "
       "&micro;s "
       "mean</th><th>&micro;s max</th></tr>";
  for (std::size_t i = 0; i < sets.size(); ++i)
    h << "<tr><td><b>" << set_key(i) << "</b></td><td class=\"filter\">" << escape(sets[i].label)
      << "</td><td>" << sets[i].puzzles << "</td><td>" << fmt("%.1f", sets[i].mean_micros)
      << "</td><td>" << fmt("%.0f", sets[i].max_micros) << "</td></tr>";
  h << "</table>";
  std::set<std::string> games;
  for (const Stats& s : sets)
    for (const auto& t : s.tiers) games.insert(t.game);
  for (const std::string& game : games) {
    const auto tiers = tiers_of(sets, game);
    // Only the sets with puzzles of this game: a set of Tango puzzles adds nothing but empty
    // rows to the Queens charts.
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < sets.size(); ++i)
      for (const auto& t : sets[i].tiers)
        if (t.game == game) {
          shown.push_back(i);
          break;
        }
    h << "<h2>" << escape(game) << "</h2>" << legend(game, tiers)
      << "<h3>Tier counts (puzzles, share of the set, mean grading time)</h3>"
      << tier_table(sets, shown, game, tiers)
      << "<div class=\"charts\"><div><h3>Tier mix by board size (share of each set's "
         "puzzles of that size)</h3>"
      << tier_mix_chart(sets, game, tiers) << "</div>"
      << "<div><h3>Rule usage (share of puzzles where the rule fired)</h3>"
      << rule_chart(sets, shown, game) << "</div></div>";
  }
  h << "</body></html>\n";
  return h.str();
}

}  // namespace dg::db
