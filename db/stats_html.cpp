// The HTML statistics report: one self-contained page with inline SVG charts (no scripts, no
// external files: it opens from disk in any browser).
//
// Compared sets are keyed A, B, C ... (the key table at the top holds their full filters) and
// drawn as grouped bars, one bar per set under each board size or rule, so the page grows in
// height with more sets, never in width: ten sets read as well at 1400 px as one. An earlier
// layout put each set in its own column, and three sets overflowed a 1400 px window.
//
// On a phone (390 px) the page fits its width: a viewport meta, every chart an SVG with a viewBox
// that scales down to the page's width, and tables that scroll inside their own box. Each game's
// variants are sections of their own (a Star Battle apart from LinkedIn Queens).
#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "db/daily.hpp"
#include "db/report_text.hpp"
#include "db/stats.hpp"
#include "grader/common/calibration.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/game.hpp"
#include "solver/common/utf8.hpp"
#include "solver/common/variant.hpp"

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

// One section of the report: a game, or one variant of it (Stats' rows carry both).
struct Group {
  std::string game, variant;
  template <class Row>
  bool has(const Row& row) const {
    return row.game == game && row.variant == variant;
  }
  bool operator<(const Group& o) const {
    if (game != o.game) return game < o.game;
    const bool other = !is_plain_variant(variant), o_other = !is_plain_variant(o.variant);
    return other != o_other ? o_other : variant < o.variant;
  }
};

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

// A chart: its natural size in width and height, and a viewBox, so CSS scales it down to a narrow
// page (text and all) instead of cutting it off.
std::string svg(int width, int height, const std::string& body) {
  const std::string w = std::to_string(width), h = std::to_string(height);
  return "<svg width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h +
         "\" role=\"img\">" + body + "</svg>";
}

// The tiers of `game` that occur in any set, in difficulty order.
std::vector<std::string> tiers_of(const std::vector<Stats>& sets, const Group& group) {
  std::set<std::string> seen;
  for (const Stats& s : sets)
    for (const auto& t : s.tiers)
      if (group.has(t)) seen.insert(t.tier);
  std::vector<std::string> out(seen.begin(), seen.end());
  std::stable_sort(out.begin(), out.end(), [&](const auto& a, const auto& b) {
    return tier_rank(group.game, a) < tier_rank(group.game, b);
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
std::string tier_mix_chart(const std::vector<Stats>& sets, const Group& group,
                           const std::vector<std::string>& tiers) {
  const std::string& game = group.game;
  std::set<std::pair<int, int>> sizes;
  for (const Stats& s : sets)
    for (const auto& b : s.by_size)
      if (group.has(b)) sizes.insert({b.rows, b.cols});
  std::ostringstream body;
  int y = 0;
  for (const auto& [rows, cols] : sizes) {
    const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
    body << text_at(0, y + 12, size, "group");
    for (std::size_t i = 0; i < sets.size(); ++i) {
      std::map<std::string, int> count;
      int total = 0;
      for (const auto& b : sets[i].by_size)
        if (group.has(b) && b.rows == rows && b.cols == cols) {
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
  return svg(kChartW, y, body.str());
}

// Rule usage: under each rule (in tier order, then most used first), one bar per set for the
// share of that set's puzzles of the game in which the rule fired.
std::string rule_chart(const std::vector<Stats>& sets, const std::vector<std::size_t>& shown,
                       const Group& group) {
  const std::string& game = group.game;
  struct Rule {
    std::string id, tier;
    double top_share = 0;
  };
  std::map<std::string, Rule> by_id;
  for (const Stats& s : sets)
    for (const auto& r : s.rules)
      if (group.has(r)) {
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
        if (group.has(r) && r.rule == rule.id) use = &r;
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
  return svg(kChartW, y, body.str());
}

// Tier counts: one row per set (so more sets make the table longer, never wider), one column
// per tier in difficulty order: puzzles, their share of the set's puzzles of the game, and the
// mean grading time.
std::string tier_table(const std::vector<Stats>& sets, const std::vector<std::size_t>& shown,
                       const Group& group, const std::vector<std::string>& tiers) {
  const std::string& game = group.game;
  std::ostringstream h;
  h << "<div class=\"scroll\"><table class=\"tiers\"><tr><th>set</th>";
  for (const auto& tier : tiers)
    h << "<th><i style=\"background:" << tier_colour(game, tier) << "\"></i>" << escape(tier)
      << "</th>";
  h << "</tr>";
  for (std::size_t i : shown) {
    const Stats& s = sets[i];
    int total = 0;
    for (const auto& t : s.tiers)
      if (group.has(t)) total += t.count;
    h << "<tr><td><b>" << set_key(i) << "</b></td>";
    for (const auto& tier : tiers) {
      const Stats::TierCount* row = nullptr;
      for (const auto& t : s.tiers)
        if (group.has(t) && t.tier == tier) row = &t;
      if (!row) {
        h << "<td>0</td>";
        continue;
      }
      h << "<td>" << row->count << " <small>" << fmt("%.1f%%", 100.0 * row->count / total)
        << " &middot; " << fmt("%.1f", row->mean_micros) << " &micro;s</small></td>";
    }
    h << "</tr>";
  }
  return h.str() + "</table></div>";
}

// The difficulty chart's own geometry: a wider label column (source names), the strip, the
// median's value, and the band mix bar with the group's scored count.
// Under 900 px in all, like every chart (a unit test holds them to it), so the page fits 1400 px.
constexpr int kScoreLabelW = 200, kStripW = 410, kMedianW = 56, kMixW = 140, kCountW = 50;
constexpr int kStripX = kScoreLabelW + kKeyW;
constexpr int kMixX = kStripX + kStripW + kMedianW;
constexpr int kScoreChartW = kMixX + kMixW + kCountW;
constexpr int kAxisH = 40;
// Room at each end of the strip for an arrow and the number of puzzles beyond the axis.
constexpr int kEdgeW = 28;

// Bands from light to dark (a sequential blue scale, readable for colour-blind eyes and distinct
// from the tier colours, so a band is never mistaken for a tier).
constexpr const char* kBandColours[] = {"#c6dbef", "#6baed6", "#2171b5", "#08306b"};
static_assert(std::size(kBandColours) == kBandNames.size());

std::string line_at(double x1, int y1, double x2, int y2, const char* cls) {
  std::ostringstream s;
  s << "<line x1=\"" << fmt("%.1f", x1) << "\" y1=\"" << y1 << "\" x2=\"" << fmt("%.1f", x2)
    << "\" y2=\"" << y2 << "\" class=\"" << cls << "\"/>";
  return s.str();
}

// Cut by characters, not bytes: a cut inside a multi-byte character made the page invalid UTF-8.
std::string shorten(const std::string& text, std::size_t width) {
  return utf8_length(text) <= width ? text : utf8_prefix(text, width - 3) + "...";
}

// The score axis of a section: from the lowest p1 to the highest p99 of its sets' whole-group
// scores, padded a little, so that one odd board (a 1x1 community Queens at 2 beside boards of 6
// to 13) does not squeeze every strip into a corner. What lies outside is marked at the edge.
std::pair<double, double> score_axis(const std::vector<Stats>& sets,
                                     const std::vector<std::size_t>& shown, const Group& group) {
  double low = 0, high = 0;
  bool any = false;
  for (std::size_t i : shown)
    for (const auto& d : sets[i].scores) {
      if (!group.has(d) || d.scored == 0 || d.group() != "all" || d.values.empty()) continue;
      const double p1 = quantile(d.values, 0.01), p99 = quantile(d.values, 0.99);
      low = any ? std::min(low, p1) : p1;
      high = any ? std::max(high, p99) : p99;
      any = true;
    }
  const double pad = std::max(0.25, 0.04 * (high - low));
  return {low - pad, high + pad};
}

// An arrow at the strip's left (`left`) or right edge with the number of the set's puzzles of the
// group whose score lies beyond the axis there.
std::string outlier_mark(bool left, int y, int count, const std::string& title) {
  const int mid = y + kRowH / 2;
  const double tip = left ? kStripX : kStripX + kStripW, base = left ? tip + 6 : tip - 6;
  std::ostringstream s;
  s << "<g class=\"outlier\"><title>" << escape(title) << "</title><polygon points=\""
    << fmt("%.1f", tip) << "," << mid << " " << fmt("%.1f", base) << "," << mid - 5 << " "
    << fmt("%.1f", base) << "," << mid + 5 << "\"/>"
    << text_at(left ? base + 1 : base - 1, y + 12, std::to_string(count),
               left ? "outlier" : "outlier end")
    << "</g>";
  return s.str();
}

// Score spread: under each group (the whole game, each size, source and weekday), one strip per set
// on a scale shared by the section's groups: a line from min to max, a thin box p10..p90, a thick
// box p25..p75 and a tick at the median; the band limits are dashed lines across the chart with the
// band names on the axis. The scale runs over the p1..p99 range (score_axis): a strip reaching past
// it is cut at the edge, where an arrow gives the number of puzzles beyond. Beside each strip, the
// band mix as a stacked bar.
std::string score_chart(const std::vector<Stats>& sets, const std::vector<std::size_t>& shown,
                        const Group& section) {
  const std::string& game = section.game;
  struct Row {
    int kind, rows, cols;  // kind: 0 the whole group, 1 a size, 2 a source, 3/4 a weekday of
                           // scheduled days / archive dates
    std::string source, label, note;
    int weekday;  // Monday = 0, for the order; kinds 3 and 4 only
    bool operator<(const Row& o) const {
      return std::tie(kind, rows, cols, source, weekday) <
             std::tie(o.kind, o.rows, o.cols, o.source, o.weekday);
    }
  };
  const auto kind_of = [](const Stats::ScoreSpread& d) {
    if (!d.weekday.empty()) return d.dates == "scheduled" ? 3 : 4;
    return d.rows > 0 ? 1 : d.source.empty() ? 0 : 2;
  };
  const auto weekday_index = [](const std::string& day) {
    int i = 0;
    while (i < 7 && day != kWeekdays[i]) ++i;
    return i;
  };
  // A weekday's row says which dates it counts; with several sets, the widest span of them.
  std::map<Row, std::pair<std::string, std::string>> spans;
  std::set<Row> groups;
  bool any = false;
  for (std::size_t i : shown)
    for (const auto& d : sets[i].scores) {
      if (!section.has(d) || d.scored == 0) continue;
      const int kind = kind_of(d);
      Row row{kind,
              d.rows,
              d.cols,
              d.source,
              kind == 0   ? "all sizes and sources"
              : kind == 2 ? d.source
              : kind == 1 ? d.group()
                          : d.weekday + (kind == 3 ? ", scheduled" : ", archive"),
              "",
              weekday_index(d.weekday)};
      if (kind >= 3) {
        auto [at, fresh] = spans.emplace(row, std::pair{d.first_date, d.last_date});
        if (!fresh) {
          at->second.first = std::min(at->second.first, d.first_date);
          at->second.second = std::max(at->second.second, d.last_date);
        }
      }
      groups.insert(row);
      any = true;
    }
  if (!any)
    return "<p><small>No puzzle of this game has a score (the rules solve none).</small></p>";
  const ScorerInfo* scorer = find_scorer(game);
  const auto [low, high] = score_axis(sets, shown, section);
  auto x_of = [&](double v) {
    return kStripX + kEdgeW +
           (kStripW - 2 * kEdgeW) * (std::clamp(v, low, high) - low) / (high - low);
  };
  std::ostringstream body;
  // Axis: whole-number ticks (the score is a log scale; units are coarse enough), band names
  // centred in their visible stretch.
  for (double t = std::ceil(low); t <= high; t += 1)
    body << text_at(x_of(t), kAxisH - 13, fmt("%.0f", t), "tick");
  std::vector<double> edges{low};
  // The band limits on this game's score scale under the calibration in use (the bands are
  // minutes).
  const DifficultyParams params = scorer ? calibrated_params(*scorer->params) : DifficultyParams{};
  if (scorer)
    for (double limit : params.band_limits)
      if (limit > low && limit < high) edges.push_back(limit);
  edges.push_back(high);
  // Each band's stretch of the scale as a strip in its colour under the ticks (a narrow band has
  // no room for its name; the colour and the legend still say which it is).
  if (scorer)
    for (std::size_t e = 0; e + 1 < edges.size(); ++e) {
      const double mid = (edges[e] + edges[e + 1]) / 2;
      const std::string_view band = band_of(mid, params);
      const auto index = static_cast<std::size_t>(
          std::find(kBandNames.begin(), kBandNames.end(), band) - kBandNames.begin());
      body << rect_at(
          x_of(edges[e]), kAxisH - 10, x_of(edges[e + 1]) - x_of(edges[e]), 6, kBandColours[index],
          std::string(band) + ": " + fmt("%.2f", edges[e]) + " to " + fmt("%.2f", edges[e + 1]));
      if (x_of(edges[e + 1]) - x_of(edges[e]) >= 40)
        body << text_at(x_of(mid), 10, std::string(band), "band");
    }
  body << text_at(kMixX + kMixW / 2.0, kAxisH - 6, "band mix", "band");
  int y = kAxisH;
  for (const Row& g : groups) {
    // A long source name is cut to fit the label column; hovering shows it whole. A weekday's
    // dates go on a second line.
    const int group_top = y;
    body << "<text x=\"0\" y=\"" << y + 12 << "\" class=\"group\"><title>" << escape(g.label)
         << "</title>" << escape(shorten(g.label, 30)) << "</text>";
    if (g.kind >= 3) {
      const auto& [first, last] = spans.at(g);
      body << text_at(0, y + 12 + kRowH, first + ".." + last, "tier");
    }
    for (std::size_t i : shown) {
      const Stats::ScoreSpread* d = nullptr;
      for (const auto& s : sets[i].scores)
        if (section.has(s) && s.rows == g.rows && s.cols == g.cols && s.source == g.source &&
            kind_of(s) == g.kind && weekday_index(s.weekday) == g.weekday)
          d = &s;
      if (!d || d->scored == 0) continue;  // the set has no scored puzzle in this group
      const int mid = y + kRowH / 2;
      if (sets.size() > 1) body << text_at(kScoreLabelW, y + 12, set_key(i), "key");
      const std::string title = set_key(i) + " " + g.label + ": " + std::to_string(d->scored) +
                                " scored; min " + fmt("%.2f", d->min) + ", p10 " +
                                fmt("%.2f", d->p10) + ", p25 " + fmt("%.2f", d->p25) + ", median " +
                                fmt("%.2f", d->median) + ", p75 " + fmt("%.2f", d->p75) + ", p90 " +
                                fmt("%.2f", d->p90) + ", max " + fmt("%.2f", d->max);
      body << line_at(x_of(d->min), mid, x_of(d->max), mid, "whisker");
      body << rect_at(x_of(d->p10), mid - 3, x_of(d->p90) - x_of(d->p10), 6, "#9ecae1", title);
      body << rect_at(x_of(d->p25), y + 1, std::max(1.0, x_of(d->p75) - x_of(d->p25)), kRowH - 2,
                      "#3182bd", title);
      body << line_at(x_of(d->median), y, x_of(d->median), y + kRowH, "median");
      const auto below =
          std::lower_bound(d->values.begin(), d->values.end(), low) - d->values.begin();
      const auto above =
          d->values.end() - std::upper_bound(d->values.begin(), d->values.end(), high);
      if (below > 0)
        body << outlier_mark(true, y, static_cast<int>(below),
                             set_key(i) + " " + g.label + ": " + std::to_string(below) +
                                 " below the axis (lowest " + fmt("%.2f", d->min) + ")");
      if (above > 0)
        body << outlier_mark(false, y, static_cast<int>(above),
                             set_key(i) + " " + g.label + ": " + std::to_string(above) +
                                 " above the axis (highest " + fmt("%.2f", d->max) + ")");
      body << text_at(kStripX + kStripW + 6, y + 12, fmt("%.2f", d->median), "value");
      double x = kMixX;
      for (std::size_t b = 0; b < kBandNames.size(); ++b) {
        if (d->bands[b] == 0) continue;
        const double w = kMixW * d->bands[b] / static_cast<double>(d->scored);
        body << rect_at(x, y + 2, w, kRowH - 3, kBandColours[b],
                        set_key(i) + " " + g.label + " " + std::string(kBandNames[b]) + ": " +
                            std::to_string(d->bands[b]) + " of " + std::to_string(d->scored));
        x += w;
      }
      body << text_at(kMixX + kMixW + 6, y + 12, std::to_string(d->scored), "value");
      y += kRowH;
    }
    if (g.kind >= 3) y = std::max(y, group_top + 2 * kRowH);  // room for the dates
    y += kGroupGap;
  }
  // Band limits last, so they sit on top of the boxes and stay visible inside them.
  for (std::size_t e = 1; e + 1 < edges.size(); ++e)
    body << line_at(x_of(edges[e]), kAxisH - 4, x_of(edges[e]), y, "limit");
  return svg(kScoreChartW, y, body.str());
}

std::string band_legend() {
  std::string out = "<p class=\"legend\">";
  for (std::size_t b = 0; b < kBandNames.size(); ++b)
    out += "<span><i style=\"background:" + std::string(kBandColours[b]) + "\"></i>" +
           std::string(kBandNames[b]) + "</span>";
  return out +
         "<span>strip: line min&ndash;max, thin box p10&ndash;p90, thick box p25&ndash;p75, tick "
         "median; dashed lines: band limits; the axis spans p1&ndash;p99, an arrow counts the "
         "puzzles beyond it</span></p>";
}

}  // namespace

std::string stats_html(const std::vector<Stats>& sets) {
  std::ostringstream h;
  h << "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
       "<title>dailygrid statistics</title>"
       "<style>body{font-family:sans-serif;margin:24px;color:#222;max-width:1600px}"
       "@media (max-width:600px){body{margin:8px}}"
       "h1{font-size:22px}h2{font-size:19px;margin:28px 0 4px;border-bottom:1px solid #ccc}"
       "h3{font-size:15px;margin:16px 0 6px}"
       // Charts scale down with the page (their viewBox keeps the proportions); tables scroll
       // inside their own box; neither makes the page wider than the screen.
       ".charts{display:flex;flex-wrap:wrap;gap:8px 40px}.charts>div{min-width:0;max-width:100%}"
       "svg{max-width:100%;height:auto}.scroll{max-width:100%;overflow-x:auto}"
       "svg text{font-size:12px}svg text.key{font-weight:bold}svg text.tier{fill:#777;"
       "font-size:11px}svg text.value{fill:#444}"
       "table{border-collapse:collapse;margin:6px 0}td,th{padding:2px 8px;text-align:right}"
       "td:first-child,th:first-child,.filter{text-align:left}th{font-weight:600}"
       ".tiers td,.tiers th{border-left:1px solid #ddd;padding:2px 10px}small{color:#666}"
       "i{display:inline-block;width:10px;height:10px;margin-right:5px}"
       ".legend span{margin-right:16px;font-size:13px;display:inline-block}"
       "svg text.tick,svg "
       "text.band{fill:#555;font-size:11px;text-anchor:middle}line.whisker{stroke:#08519c}"
       "line.median{stroke:#000;stroke-width:2}line.limit{stroke:#888;stroke-dasharray:4 3}"
       "g.outlier{fill:#b30000}svg text.outlier{fill:#b30000;font-size:11px}"
       "svg text.end{text-anchor:end}"
       "</style></head><body>"
       "<h1>dailygrid: tier mix, rule usage and difficulty</h1>";
  h << "<div class=\"scroll\"><table><tr><th>set</th><th class=\"filter\">filter</th><th>graded "
       "puzzles</th><th>grading &micro;s mean</th><th>&micro;s max</th></tr>";
  for (std::size_t i = 0; i < sets.size(); ++i)
    h << "<tr><td><b>" << set_key(i) << "</b></td><td class=\"filter\">" << escape(sets[i].label)
      << "</td><td>" << sets[i].puzzles << "</td><td>" << fmt("%.1f", sets[i].mean_micros)
      << "</td><td>" << fmt("%.0f", sets[i].max_micros) << "</td></tr>";
  h << "</table></div>";
  std::set<Group> groups;
  for (const Stats& s : sets)
    for (const auto& t : s.tiers) groups.insert({t.game, t.variant});
  for (const Group& group : groups) {
    const auto tiers = tiers_of(sets, group);
    // Only the sets with puzzles of this section: a set of Tango puzzles adds nothing but empty
    // rows to the Queens charts.
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < sets.size(); ++i)
      for (const auto& t : sets[i].tiers)
        if (group.has(t)) {
          shown.push_back(i);
          break;
        }
    // A variant's section names the series label players know it by ("star battle 2★").
    std::string label;
    if (const GameInfo* info = find_game(group.game); info && !group.variant.empty())
      label = info->variant_label(group.variant);
    const std::string name = group_name(group.game, group.variant);
    h << "<h2>" << escape(name);
    if (!label.empty() && label != group.game) h << " <small>" << escape(label) << "</small>";
    h << "</h2>" << legend(group.game, tiers)
      << "<h3>Tier counts (puzzles, share of the set, mean grading time)</h3>"
      << tier_table(sets, shown, group, tiers)
      << "<h3>Difficulty score by board size and source (docs/difficulty.md)</h3>" << band_legend()
      << score_chart(sets, shown, group)
      << "<div class=\"charts\"><div><h3>Tier mix by board size (share of each set's "
         "puzzles of that size)</h3>"
      << tier_mix_chart(sets, group, tiers) << "</div>"
      << "<div><h3>Rule usage (share of puzzles where the rule fired)</h3>"
      << rule_chart(sets, shown, group) << "</div></div>";
  }
  h << "</body></html>\n";
  return h.str();
}

}  // namespace dg::db
