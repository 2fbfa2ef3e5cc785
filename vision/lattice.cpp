// The lattice check of lattice.hpp. A colour profile per axis: for each position across the
// lines, the share of sampled scans along the board that see a colour ridge (a pixel unlike
// both sides: a line) or a colour step (two different fills) there. On the true lattice every
// line scores high and the middles of the cells score low (a Queens cell is one flat fill; an
// icon or digit covers a few cells of a line, not most of it).
//
// A coarse comb (5 cells or fewer) whose pitch is no whole multiple of the cells' is re-pitched
// freely against the colour profile (free_pitch); a larger one (seen once: a 16x16 board in a
// phone page read at 1.6 cells) still is not. Trimming end bands that the other axis's lines do not
// cross fixed combs running into a page's button rows but lost JPEG reads (chroma subsampling
// weakens the crossing lines), so it is left out.
#include "vision/lattice.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

#include "vision/colour.hpp"

namespace dg::vision {

namespace {

// A colour difference this large marks a line or a step: a 1 px grey line over a saturated
// region is ~60 apart in CIELAB and still ~20 after two box blurs; JPEG noise stays under ~5
// (8 missed the thin lines inside a green region after JPEG at quality 40).
constexpr float kEdgeDelta = 6;
// Scans sampled along each axis: enough to measure a line's coverage to a few per cent.
constexpr int kScans = 64;
// A split's new lines must be marked over this share of the board (median over the new lines)
// and stand this many times above the middles of the new cells.
constexpr double kNewLineCoverage = 0.3;
constexpr double kOverMiddles = 2.5;
// The coarsest comb the line search has been seen to settle on: every fifth line of a 16x16
// board whose inner lines are grey over colour.
constexpr int kMaxSplit = 6;
// A line restored beyond a board's end must be marked over this share of the board (0.6 missed
// a JPEG'd grey-on-green line at 0.41).
constexpr double kEndLineCoverage = 0.4;
// Lines restored beyond an unsplit comb's end (seen: the two first columns of a blurred 11x11
// Queens board inside one green region).
constexpr int kMaxExtend = 2;
// The other axis's inner lines must run through an added band over this share of it (median).
constexpr double kBandCarried = 0.25;
// A refitted lattice is taken when its inner lines gather this many times the profile.
constexpr double kRefitGain = 1.15;

// Squared CIE76 difference: compared with kEdgeDelta squared, no square root per pixel.
float delta_e2(const Lab& x, const Lab& y) {
  return (x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b);
}

// to_lab_tabulated behind a direct-mapped cache: a screenshot is mostly flat fills, so nearly
// every pixel's colour was converted a moment ago (a phone screenshot's check took twice as
// long converting each pixel).
class LabCache {
 public:
  const Lab& operator()(const std::uint8_t* rgb) {
    const std::uint32_t key = (std::uint32_t{rgb[0]} << 16) | (std::uint32_t{rgb[1]} << 8) | rgb[2];
    const std::size_t slot = (key * 2654435761u) >> (32 - kBits);
    if (keys_[slot] != key + 1) keys_[slot] = key + 1, labs_[slot] = to_lab_tabulated(rgb);
    return labs_[slot];
  }

 private:
  static constexpr int kBits = 12;
  std::vector<std::uint32_t> keys_ = std::vector<std::uint32_t>(std::size_t{1} << kBits, 0);
  std::vector<Lab> labs_ = std::vector<Lab>(std::size_t{1} << kBits);
};

struct Profile {
  int origin = 0;                             // image position of v[0]
  std::vector<double> v;                      // share of scans marked at each position
  double at(double pos, double half) const {  // the best value within `half` of `pos`
    const int a = static_cast<int>(std::floor(pos - half)) - origin;
    const int b = static_cast<int>(std::ceil(pos + half)) - origin;
    double best = 0;
    for (int i = std::max(0, a); i <= std::min(static_cast<int>(v.size()) - 1, b); ++i)
      best = std::max(best, v[static_cast<std::size_t>(i)]);
    return best;
  }
};

// The colour profile across lines of one direction (`vertical`: lines at x positions), over
// positions lo..hi, from kScans scans spread over s_lo..s_hi along the lines.
Profile colour_profile(const Image& img, bool vertical, int lo, int hi, int s_lo, int s_hi,
                       float edge = kEdgeDelta) {
  const int extent = vertical ? img.width : img.height;
  const int span = vertical ? img.height : img.width;
  Profile p;
  p.origin = std::max(0, lo);
  hi = std::min(extent - 1, hi);
  s_lo = std::clamp(s_lo, 0, span - 1);
  s_hi = std::clamp(s_hi, s_lo, span - 1);
  if (hi < p.origin) return p;
  p.v.assign(static_cast<std::size_t>(hi - p.origin + 1), 0);
  constexpr int kReach = 3;  // a line up to ~5 px wide (a phone's 3x line) is a ridge
  const int first = std::max(0, p.origin - kReach), last = std::min(extent - 1, hi + kReach);
  std::vector<Lab> scan(static_cast<std::size_t>(last - first + 1));
  LabCache cache;
  const float kEdge2 = edge * edge;
  const int scans = std::min(kScans, s_hi - s_lo + 1);
  for (int k = 0; k < scans; ++k) {
    const int s =
        s_lo + static_cast<int>((static_cast<long>(s_hi - s_lo) * (2 * k + 1)) / (2L * scans));
    for (int t = first; t <= last; ++t)
      scan[static_cast<std::size_t>(t - first)] = cache(vertical ? img.at(t, s) : img.at(s, t));
    const auto lab = [&](int t) -> const Lab& { return scan[static_cast<std::size_t>(t - first)]; };
    for (int t = p.origin; t <= hi; ++t) {
      bool marked = false;
      for (int d = 1; d <= kReach && !marked; ++d) {
        if (t - d < first || t + d > last) break;
        marked = std::min(delta_e2(lab(t), lab(t - d)), delta_e2(lab(t), lab(t + d))) >= kEdge2;
      }
      if (!marked && t - 2 >= first && t + 2 <= last)
        marked = delta_e2(lab(t - 2), lab(t + 2)) >= kEdge2;
      if (marked) p.v[static_cast<std::size_t>(t - p.origin)] += 1.0 / scans;
    }
  }
  return p;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

// How well a split by k of the lines `lines` is marked: the median over its new lines, and over
// the middles of its cells, of the profile.
struct SplitScore {
  double new_lines = 0, middles = 0;
  bool passes() const {
    return new_lines >= kNewLineCoverage && new_lines >= kOverMiddles * middles;
  }
};

SplitScore score_split(const Profile& p, const std::vector<double>& lines, int k) {
  const double fine = (lines.back() - lines.front()) / (static_cast<double>(lines.size() - 1) * k);
  const double half = std::max(1.0, 0.06 * fine);
  std::vector<double> news, middles;
  const int cells = static_cast<int>(lines.size() - 1) * k;
  for (int i = 0; i < cells; ++i) {
    const double pos = lines.front() + i * fine;
    if (i % k != 0) news.push_back(p.at(pos, half));
    middles.push_back(p.at(pos + fine / 2, half));
  }
  return {median(news), median(middles)};
}

// The lines of `lines` split by k, the ends trimmed to marked lines: a coarse comb may run up
// to k - 1 fine cells past the board. Unsplit ends are never trimmed (a light grey border may be
// faint in colour too).
std::vector<double> split(const Profile& p, const std::vector<double>& lines, int k) {
  std::vector<double> out;
  const double fine = (lines.back() - lines.front()) / (static_cast<double>(lines.size() - 1) * k);
  const int cells = static_cast<int>(lines.size() - 1) * k;
  for (int i = 0; i <= cells; ++i) out.push_back(lines.front() + i * fine);
  const double half = std::max(1.0, 0.06 * fine);
  const auto marked = [&](double pos) { return p.at(pos, half) >= kEndLineCoverage; };
  for (int i = 1; i < k && out.size() > 2 && !marked(out.front()); ++i) out.erase(out.begin());
  for (int i = 1; i < k && out.size() > 2 && !marked(out.back()); ++i) out.pop_back();
  return out;
}

// A coarse comb (at most kCoarse cells a side) whose pitch is no whole multiple of the cells':
// its ends took a page's frame or a crop's margin for lines (a 6x6 Zip crop inside a frame found
// as 3 cells of 2.2). The even comb of any finer pitch (1/kMaxSplit to 1/1.4 of the coarse one,
// 1 % steps) and offset over the same extent whose lines the profile marks best against its
// cells' middles: at the true pitch nearly every line is marked and the middles are quiet, at
// half of it half the lines fall in middles, at twice it the middles are lines. Empty when no
// pitch has three quarters of its lines marked (kNewLineCoverage) and 2.5 times the middles.
constexpr int kCoarse = 5;
// A free pitch replaces a whole split that fits when it fits this many times better.
constexpr double kFreeGain = 1.25;

// How an even comb (origin `o`, pitch `q`) up to `hi` fits the profile: the mean over its lines
// minus the median over its cells' middles, or a negative value when fewer than three quarters
// of its lines are marked (kNewLineCoverage) or they stand less than kOverMiddles times above
// the middles.
double comb_fit(const Profile& p, double o, double q, double hi) {
  const double half = std::max(1.0, 0.06 * q);
  std::vector<double> on, mid;
  for (double x = o; x <= hi + 0.5 * q; x += q) {
    on.push_back(p.at(x, half));
    if (x + q <= hi + 0.5 * q) mid.push_back(p.at(x + q / 2, half));
  }
  if (on.size() < 4 || mid.empty()) return -1;
  const double mean = std::accumulate(on.begin(), on.end(), 0.0) / static_cast<double>(on.size());
  std::nth_element(on.begin(), on.begin() + static_cast<std::ptrdiff_t>(on.size() / 4), on.end());
  const double low = on[on.size() / 4], m = median(mid);
  if (low < kNewLineCoverage || low < kOverMiddles * m) return -1;
  // Ranked by the mean: many pitches near the true one pass with the same median, and only the
  // true one keeps its last lines on the board's.
  return mean - m;
}

// How far refit may move a comb, and when it takes the move: the pitch within `pitch` and the
// offset within `offset` of a cell, when the lines gather `gain` times the profile; by the inner
// lines only, or all of them.
struct RefitRange {
  double pitch, offset, gain;
  bool inner_only;
};
constexpr RefitRange kRefitInner{0.08, 0.35, kRefitGain, true};
// A free pitch is chosen at 1 % steps with a tolerance of 6 % of a cell: tuned to the pixel here,
// outer lines included (a 6x6 comb 1.5 % short missed its last line by 5 px).
constexpr RefitRange kTuneFree{0.03, 0.15, 1.0, false};
void refit(const Profile& p, std::vector<double>& lines, const RefitRange& r);

struct FreeComb {
  std::vector<double> lines;
  double fit = -1;
};

FreeComb free_pitch(const Profile& p, const std::vector<double>& lines) {
  const double coarse = (lines.back() - lines.front()) / static_cast<double>(lines.size() - 1);
  const double lo = lines.front(), hi = lines.back();
  double best = 0, best_o = 0, best_q = 0;
  for (double q = coarse / kMaxSplit; q <= coarse / 1.4; q *= 1.01)
    for (int b = 0; b < 40; ++b) {
      const double o = lo - 0.5 * q + q * b / 40.0;
      const double fit = comb_fit(p, o, q, hi);
      if (fit > best) best = fit, best_o = o, best_q = q;
    }
  FreeComb out;
  if (best_q <= 0) return out;
  out.fit = best;
  for (double x = best_o; x <= hi + 0.5 * best_q; x += best_q) out.lines.push_back(x);
  refit(p, out.lines, kTuneFree);
  // Ends beyond the board (the frame, a margin) are not marked as lines. The board's own outer
  // line may lie a few pixels off the even comb (a rounded border drawn inside the cells: 5 px
  // at a pitch of 80), so it is looked for within a tenth of a cell.
  const double half = std::max(1.0, 0.1 * best_q);
  auto& v = out.lines;
  while (v.size() > 3 && p.at(v.front(), half) < kEndLineCoverage) v.erase(v.begin());
  while (v.size() > 3 && p.at(v.back(), half) < kEndLineCoverage) v.pop_back();
  return out;
}

// How well the inner lines of `across` (the other axis) run through the band between `from`
// and `to` on this axis: the median share of the band where each is marked.
double band_carried(const Image& img, bool vertical, const std::vector<double>& across, double from,
                    double to, float edge = kEdgeDelta) {
  const double pitch = (across.back() - across.front()) / static_cast<double>(across.size() - 1);
  const double half = std::max(1.0, 0.06 * pitch);
  std::vector<double> shares;
  for (std::size_t i = 1; i + 1 < across.size(); ++i) {
    const double pos = across[i];
    const Profile p = colour_profile(img, !vertical, static_cast<int>(std::floor(pos - half)),
                                     static_cast<int>(std::ceil(pos + half)),
                                     static_cast<int>(std::lround(std::min(from, to))),
                                     static_cast<int>(std::lround(std::max(from, to))), edge);
    shares.push_back(p.v.empty() ? 0.0 : p.at(pos, half));
  }
  return median(shares);
}

// `lines` extended at either end by the lines the colour field marks one fine cell further
// (a coarse comb need not start on the board's border; the line search itself stops short of it
// where the lines are faint in L*), at most `most` per end, while the size stays within `sides`.
// A cell band is added only when the other axis's inner lines run through it: a row of buttons
// below a board, outlined as wide as the board, is not a row of cells.
void extend_ends(const Image& img, bool vertical, const Profile& p, std::vector<double>& lines,
                 const std::vector<double>& across, int most, const SideRange& sides) {
  const double fine = (lines.back() - lines.front()) / static_cast<double>(lines.size() - 1);
  const double half = std::max(1.0, 0.06 * fine);
  const auto grows = [&](double from, double to) {
    return static_cast<int>(lines.size()) <= sides.max_side && p.at(to, half) >= kEndLineCoverage &&
           band_carried(img, vertical, across, from, to) >= kBandCarried;
  };
  for (int i = 0; i < most && grows(lines.front(), lines.front() - fine); ++i)
    lines.insert(lines.begin(), lines.front() - fine);
  for (int i = 0; i < most && grows(lines.back(), lines.back() + fine); ++i)
    lines.push_back(lines.back() + fine);
}

// A board of a square game (Queens, Tango) found one or two cells short on one axis: the faint
// last line (1 px light grey, blurred) fell below the colour bar. The short axis is extended
// toward square with the bar halved, one line at a time at the end whose line is marked more,
// each band still crossed by the other axis's inner lines.
void square_up(const Image& img, Grid& g) {
  const bool rows_short = g.rows() < g.cols();
  std::vector<double>& lines = rows_short ? g.ys : g.xs;
  const std::vector<double>& across = rows_short ? g.xs : g.ys;
  const bool vertical = !rows_short;
  const double fine = (lines.back() - lines.front()) / static_cast<double>(lines.size() - 1);
  const double half = std::max(1.0, 0.06 * fine);
  const int missing = std::abs(g.rows() - g.cols());
  if (missing > kMaxExtend) return;
  const int s_lo = static_cast<int>(std::lround(across.front() + 0.1 * fine));
  const int s_hi = static_cast<int>(std::lround(across.back() - 0.1 * fine));
  const float faint = kEdgeDelta / 2;
  const Profile p =
      colour_profile(img, vertical, static_cast<int>(lines.front() - missing * fine - half) - 2,
                     static_cast<int>(lines.back() + missing * fine + half) + 2, s_lo, s_hi, faint);
  for (int i = 0; i < missing; ++i) {
    const double before = lines.front() - fine, after = lines.back() + fine;
    const double mb = p.at(before, half), ma = p.at(after, half);
    const bool at_end = ma >= mb;
    const double pos = at_end ? after : before;
    if ((at_end ? ma : mb) < kEndLineCoverage ||
        band_carried(img, vertical, across, at_end ? lines.back() : lines.front(), pos, faint) <
            kBandCarried)
      return;
    if (at_end)
      lines.push_back(pos);
    else
      lines.insert(lines.begin(), pos);
  }
}

// `lines` (an even comb) refitted to the colour profile by its inner lines alone: the pitch
// within 8 % and the offset within 0.35 of a cell that put the most profile under them. The
// outer lines then follow the even spacing. A thick frame around the board (a page's dark
// border beside the board's own) is one wide band whose two edges both mark the profile, so
// a comb that took its outer edge for the board's line is a few per cent too wide and its inner
// lines run beside the thin ones (a Zip board read with walls and numbers a cell off); the thin
// inner lines are marked to the pixel and say where the lattice is.
void refit(const Profile& p, std::vector<double>& lines, const RefitRange& r) {
  const int n = static_cast<int>(lines.size());
  if (n < 4 || p.v.size() < 3) return;
  const double fine = (lines.back() - lines.front()) / (n - 1);
  // The profile smoothed over 3 px and read between pixels.
  const int len = static_cast<int>(p.v.size());
  std::vector<double> smooth(p.v.size(), 0);
  for (int i = 0; i < len; ++i)
    for (int d = -1; d <= 1; ++d)
      smooth[static_cast<std::size_t>(i)] +=
          p.v[static_cast<std::size_t>(std::clamp(i + d, 0, len - 1))] * (d == 0 ? 0.5 : 0.25);
  const auto value = [&](double pos) {
    pos -= p.origin;
    if (pos < 0 || pos > len - 1) return 0.0;
    const int i = std::min(static_cast<int>(pos), len - 2);
    const double f = pos - i;
    return (1 - f) * smooth[static_cast<std::size_t>(i)] +
           f * smooth[static_cast<std::size_t>(i) + 1];
  };
  const auto score = [&](double o, double q) {
    double sum = 0;
    for (int i = r.inner_only ? 1 : 0; i < (r.inner_only ? n - 1 : n); ++i) sum += value(o + i * q);
    return sum;
  };
  const double current = score(lines.front(), fine);
  double best = current, best_o = lines.front(), best_q = fine;
  constexpr int kSteps = 80;
  for (int a = -kSteps; a <= kSteps; ++a) {
    const double q = fine * (1 + r.pitch * a / kSteps);
    for (int b = -kSteps; b <= kSteps; ++b) {
      const double o = lines.front() + r.offset * fine * b / kSteps;
      const double s = score(o, q);
      if (s > best) best = s, best_o = o, best_q = q;
    }
  }
  // Taken only when clearly better (seen: 1.6 to 4 times on a framed board's page, a phone
  // screenshot's lattice found at a third of its size, 1.17 on a crop with a margin inside a
  // frame; 1.07 where a Zip board's walls, whose two edges mark the profile, pulled its fitted
  // lines 8 px aside).
  if (r.gain > 1 && (best < r.gain * current || best < current + 0.1 * (n - 2))) return;
  for (int i = 0; i < n; ++i) lines[static_cast<std::size_t>(i)] = best_o + i * best_q;
}

// A board of a square game with a band or two too many on one axis (where square_up found
// nothing to add): the comb ran into page furniture as wide as the board (a timer bar above, a
// button row below). The end band that the other axis's inner lines run through least goes,
// one at a time.
void square_down(const Image& img, Grid& g) {
  const bool rows_long = g.rows() > g.cols();
  std::vector<double>& lines = rows_long ? g.ys : g.xs;
  const std::vector<double>& across = rows_long ? g.xs : g.ys;
  const int extra = std::abs(g.rows() - g.cols());
  if (extra > kMaxExtend || across.size() < 3) return;
  for (int i = 0; i < extra; ++i) {
    const double first = band_carried(img, !rows_long, across, lines[0], lines[1]);
    const double last =
        band_carried(img, !rows_long, across, lines[lines.size() - 2], lines.back());
    if (first < last)
      lines.erase(lines.begin());
    else
      lines.pop_back();
  }
}

// A lattice of a game that also has rectangles: end bands that the other axis's
// inner lines do not run through over half their depth (at the faint bar, as JPEG's chroma
// subsampling weakens the crossing lines) go, at most kMaxExtend per end: a coarse comb split
// into a page's button row below the board (seen: an 8x12 board on a page read as 9x12, its
// ninth row the gap above the buttons, crossed nowhere; a 9x5 one as 10x5, its tenth row
// crossed by the buttons' outlines and labels at 0.25; a 7x9 board on our page as 9x9, a comb
// of every third line overshooting its 7 rows into the title and the help text, crossed at 0.2
// and 0.15). A board's own bands are crossed by its lines all through (0.84 and more on the 27
// real Tango screenshots) and stay.
constexpr double kBandKept = 0.5;
void trim_uncarried(const Image& img, Grid& g) {
  const float faint = kEdgeDelta / 2;
  for (const bool rows : {true, false}) {
    std::vector<double>& lines = rows ? g.ys : g.xs;
    const std::vector<double>& across = rows ? g.xs : g.ys;
    if (across.size() < 3) continue;
    const auto carried = [&](std::size_t a, std::size_t b) {
      return band_carried(img, !rows, across, lines[a], lines[b], faint) >= kBandKept;
    };
    for (int i = 0; i < kMaxExtend && lines.size() > 4 && !carried(0, 1); ++i)
      lines.erase(lines.begin());
    for (int i = 0;
         i < kMaxExtend && lines.size() > 4 && !carried(lines.size() - 2, lines.size() - 1); ++i)
      lines.pop_back();
  }
}

}  // namespace

Grid finest_lattice(const Image& img, const Grid& g, const SideRange& sides) {
  const double pitch = g.pitch();
  // Profiles reach kMaxExtend cells beyond the board (a split's missed lines lie within one
  // coarse cell), for missed outer lines; scans stay inside the board, clear of its border.
  const int reach = static_cast<int>(std::ceil(kMaxExtend * pitch)) + 4;
  const auto inset = [&](double a, double b, bool lo) {
    return static_cast<int>(std::lround(lo ? a + 0.1 * pitch : b - 0.1 * pitch));
  };
  const Profile pv = colour_profile(
      img, true, static_cast<int>(g.xs.front()) - reach, static_cast<int>(g.xs.back()) + reach,
      inset(g.ys.front(), g.ys.back(), true), inset(g.ys.front(), g.ys.back(), false));
  const Profile ph = colour_profile(
      img, false, static_cast<int>(g.ys.front()) - reach, static_cast<int>(g.ys.back()) + reach,
      inset(g.xs.front(), g.xs.back(), true), inset(g.xs.front(), g.xs.back(), false));
  if (pv.v.empty() || ph.v.empty()) return g;
  // The largest split whose new lines are all marked: a true split by 4 passes as a split by 2
  // too, while a split by 4 of a true split by 2 puts half its new lines through cell middles.
  int best_k = 1;
  for (int k = 2; k <= kMaxSplit; ++k) {
    // Trimming the ends takes at most k - 1 fine cells off each.
    const int fewest = std::min(g.cols(), g.rows()) * k - 2 * (k - 1);
    if (fewest > sides.max_side) break;
    const SplitScore sv = score_split(pv, g.xs, k), sh = score_split(ph, g.ys, k);
    if (sv.passes() && sh.passes()) best_k = k;
  }
  Grid out;
  out.xs = split(pv, g.xs, best_k);
  out.ys = split(ph, g.ys, best_k);
  if (std::min(g.cols(), g.rows()) <= kCoarse) {
    // A coarse comb: a split of another pitch may fit better than the whole split (or none),
    // on both axes alike (square cells).
    const auto whole = [&](const Profile& p, const std::vector<double>& v) {
      const double q = (v.back() - v.front()) / static_cast<double>((v.size() - 1) * best_k);
      return comb_fit(p, v.front(), q, v.back());
    };
    auto fx = free_pitch(pv, g.xs), fy = free_pitch(ph, g.ys);
    // The free search takes the best of many combs, so it beats a right whole split by a
    // little on noise alone; it must win clearly.
    const double wx = whole(pv, g.xs), wy = whole(ph, g.ys);
    const bool whole_fits = best_k > 1 && wx > 0 && wy > 0;
    if (fx.fit > 0 && fy.fit > 0 && (!whole_fits || fx.fit + fy.fit > kFreeGain * (wx + wy))) {
      const auto step = [](const std::vector<double>& v) {
        return (v.back() - v.front()) / static_cast<double>(v.size() - 1);
      };
      const auto n = [](const std::vector<double>& v) { return static_cast<int>(v.size()) - 1; };
      const double qx = step(fx.lines), qy = step(fy.lines);
      // The sizes are judged at the end, after squaring up (a faint border row may be missing).
      if (std::abs(qx - qy) <= 0.08 * std::max(qx, qy) &&
          std::max(n(fx.lines), n(fy.lines)) <= sides.max_side) {
        out.xs = std::move(fx.lines), out.ys = std::move(fy.lines);
        best_k = 2;  // ends extended as after a split
      }
    }
  }
  const int most = std::max(best_k - 1, kMaxExtend);
  const std::vector<double> ys = out.ys;  // both axes extended against the split lines
  extend_ends(img, false, ph, out.ys, out.xs, most, sides);
  extend_ends(img, true, pv, out.xs, ys, most, sides);
  refit(pv, out.xs, kRefitInner);
  refit(ph, out.ys, kRefitInner);
  const bool squares = sides.square || sides.squarish;
  if (squares && out.rows() != out.cols()) square_up(img, out);
  if (sides.square && out.rows() != out.cols()) square_down(img, out);
  if (sides.squarish) trim_uncarried(img, out);
  if (!sides.allows(out.rows()) || !sides.allows(out.cols())) return g;
  return out;
}

}  // namespace dg::vision
