// The grid search of grid.hpp. Possible improvements: a board with no drawn lines at all (only
// cell fills with gaps between them) is found only when the gaps read as lighter ridges.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

#include "vision/colour.hpp"
#include "vision/grid.hpp"

namespace dg::vision {

namespace {

// The search runs on a copy no larger than this on its long side: phone screenshots (2778 px)
// shrink to a third and retina pages to a half, which keeps it well under the 100 ms budget and
// makes line widths similar at every scale.
constexpr int kWorkSide = 1000;
// Half-widths (work pixels) a ridge is compared across: a line up to ~16 px wide (a Zip wall or
// a Queens outer border at 2x after halving) still has a pixel darker than both sides.
constexpr int kRidgeReach[] = {1, 2, 3, 4, 6, 8};
// L* contrast a ridge needs: Tango's light grey lines are ~9 L* below the cell, blur halves that.
constexpr float kRidgeContrast = 3.5f;
constexpr float kStepContrast = 5.0f;
constexpr int kMinPitch = 10;  // work pixels per cell
// 2 cells: a Zip board may have 2 rows (or columns). Such a thin grid is too easily made by
// chrome (a row of buttons, a header), so it counts only with kMinTeethUnchecked teeth across and
// number discs in its cells (holds_discs).
constexpr int kMinTeeth = 3;
constexpr int kMinTeethUnchecked = 4;  // 3 cells: any board
constexpr double kMinThinPitch = 20;
// The share of a grid's lines that must cross an end row (column) of cells for it to be the
// board's (band_crossing): a Tango board may miss a line between two given cells.
constexpr double kMinCrossing = 0.7;
// A line crosses a band when it covers at least this share of it relative to its best band, and
// kCrossedFloor absolutely (text within a band covers a third of it at most).
constexpr double kCrossed = 0.7;
constexpr double kCrossedFloor = 0.3;

// L* of the image shrunk by `factor`: each work pixel averages its block's luminance first, so
// a one-pixel line at full size still darkens its work pixel.
Plane work_lightness(const Image& img, int factor) {
  Plane p(img.width / factor, img.height / factor);
  const float area = static_cast<float>(factor * factor);
  for (int y = 0; y < p.height; ++y)
    for (int x = 0; x < p.width; ++x) {
      float sum = 0;
      for (int dy = 0; dy < factor; ++dy)
        for (int dx = 0; dx < factor; ++dx)
          sum += luminance(img.at(x * factor + dx, y * factor + dy));
      p(x, y) = lightness_of_luminance(sum / area);
    }
  return p;
}

// mask(x, y) = 1 where a line across the `along` direction passes: vertical lines when
// `vertical` (compare left and right), horizontal ones otherwise.
std::vector<std::uint8_t> ridge_mask(const Plane& l, bool vertical, float scale = 1.0f) {
  std::vector<std::uint8_t> m(l.v.size(), 0);
  const int w = l.width, h = l.height;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const float c = l(x, y);
      float best = 0;
      for (int d : kRidgeReach) {
        float a, b;
        if (vertical) {
          if (x - d < 0 || x + d >= w) break;
          a = l(x - d, y) - c, b = l(x + d, y) - c;
        } else {
          if (y - d < 0 || y + d >= h) break;
          a = l(x, y - d) - c, b = l(x, y + d) - c;
        }
        best = std::max(best, std::max(std::min(a, b), std::min(-a, -b)));
      }
      // A step between two different fills (a given Tango cell beside an empty one, two Queens
      // regions) also marks a cell boundary, and there the line itself may not stand out.
      bool step = false;
      if (vertical && x >= 2 && x + 2 < w)
        step = std::abs(l(x + 2, y) - l(x - 2, y)) >= kStepContrast * scale;
      if (!vertical && y >= 2 && y + 2 < h)
        step = std::abs(l(x, y + 2) - l(x, y - 2)) >= kStepContrast * scale;
      if (best >= kRidgeContrast * scale || step) m[l.index(x, y)] = 1;
    }
  return m;
}

// A line candidate: its centre along the profile axis; virtual ones are the image's edges.
struct Peak {
  double pos = 0;
  bool virtual_edge = false;
};

// Local maxima of the profile (non-maximum suppression within kRadius: a thick line reads as a
// step, a ridge and a step), above an eighth of the maximum, each placed at the weighted centre
// of its neighbourhood.
std::vector<Peak> profile_peaks(const std::vector<double>& profile) {
  constexpr int kRadius = 3;
  std::vector<Peak> peaks;
  const double top = *std::max_element(profile.begin(), profile.end());
  if (top <= 0) return peaks;
  const double threshold = 0.125 * top;
  const int n = static_cast<int>(profile.size());
  const auto at = [&](int i) { return profile[static_cast<std::size_t>(i)]; };
  for (int i = 0; i < n; ++i) {
    const double v = at(i);
    if (v < threshold) continue;
    bool is_max = true;
    for (int d = -kRadius; d <= kRadius && is_max; ++d) {
      const int j = i + d;
      if (d == 0 || j < 0 || j >= n) continue;
      // Ties go to the leftmost, so a flat top gives one peak.
      if (at(j) > v || (at(j) == v && j < i)) is_max = false;
    }
    if (!is_max) continue;
    double sum = 0, weighted = 0;
    for (int j = std::max(0, i - kRadius); j <= std::min(n - 1, i + kRadius); ++j) {
      sum += at(j);
      weighted += at(j) * j;
    }
    peaks.push_back({weighted / sum, false});
  }
  return peaks;
}

struct Comb {
  std::vector<Peak> teeth;
  double strength = 0;
  int gaps = 0;  // bridged invisible lines: at most one, or every other line could be "invisible"
  double pitch() const {
    return (teeth.back().pos - teeth.front().pos) / (static_cast<double>(teeth.size()) - 1.0);
  }
};

// Every maximal evenly spaced comb seeded by two candidate lines: it grows one pitch at a time
// (tolerance 8 % of the pitch, at least 2 px) for as long as the profile near the expected place
// reaches `floor`; the tooth goes where the profile peaks in that window. The image's edges
// stand in for a line of a board cut by them.
std::vector<Comb> find_combs(const std::vector<Peak>& peaks, const std::vector<double>& profile,
                             double floor) {
  const int length = static_cast<int>(profile.size());
  std::vector<Comb> combs;
  const auto tooth_near = [&](double want, double tol) -> std::optional<Peak> {
    if (want < -tol || want > length - 1 + tol) return std::nullopt;
    const int a = std::max(0, static_cast<int>(std::ceil(want - tol)));
    const int b = std::min(length - 1, static_cast<int>(std::floor(want + tol)));
    int best = -1;
    for (int i = a; i <= b; ++i)
      if (best < 0 ||
          profile[static_cast<std::size_t>(i)] > profile[static_cast<std::size_t>(best)])
        best = i;
    if (best >= 0 && profile[static_cast<std::size_t>(best)] >= floor) {
      // The tooth sits at the window's centre of mass above the floor, not its highest point:
      // a thick wall peaks at either of its edges, but its mass is centred on the line.
      double sum = 0, weighted = 0;
      for (int i = a; i <= b; ++i) {
        const double v = std::max(0.0, profile[static_cast<std::size_t>(i)] - floor);
        sum += v, weighted += v * i;
      }
      return Peak{sum > 0 ? weighted / sum : double(best), false};
    }
    if (want <= tol) return Peak{0, true};
    if (want >= length - 1 - tol) return Peak{double(length - 1), true};
    return std::nullopt;
  };
  for (std::size_t i = 0; i < peaks.size(); ++i)
    for (std::size_t j = i + 1; j < peaks.size(); ++j) {
      const double p0 = peaks[j].pos - peaks[i].pos;
      if (p0 < kMinPitch) continue;
      if (p0 * (kMinTeeth - 1) > length) break;
      Comb c;
      c.teeth = {peaks[i], peaks[j]};
      // Grow forward, then backward: the pair need not be the comb's first two teeth.
      for (int dir : {1, -1})
        while (c.teeth.size() < 40) {
          if ((dir > 0 ? c.teeth.back() : c.teeth.front()).virtual_edge) break;
          const double pitch = c.pitch(), tol = std::max(2.0, 0.08 * pitch);
          const double want = dir > 0 ? c.teeth.back().pos + pitch : c.teeth.front().pos - pitch;
          auto t = tooth_near(want, tol);
          std::optional<Peak> gap;
          if (!t) {
            // One line may be invisible (Tango draws none between two given cells): bridge it
            // when the line after it is there.
            if (c.gaps >= 1) break;
            t = tooth_near(want + dir * pitch, tol);
            if (!t || t->virtual_edge) break;
            ++c.gaps;
            gap = Peak{want, false};
          }
          if (dir > 0) {
            if (gap) c.teeth.push_back(*gap);
            c.teeth.push_back(*t);
          } else {
            if (gap) c.teeth.insert(c.teeth.begin(), *gap);
            c.teeth.insert(c.teeth.begin(), *t);
          }
        }
      if (c.teeth.size() >= kMinTeeth) combs.push_back(std::move(c));
    }
  // Strongest first (the profile summed over the teeth: a comb of real lines beats a longer one
  // threaded through noise); duplicates (the same comb from several seeds) dropped.
  const auto strength = [&](const Comb& c) {
    double sum = 0;
    for (const auto& t : c.teeth)
      sum += profile[static_cast<std::size_t>(
          std::clamp(static_cast<int>(std::lround(t.pos)), 0, length - 1))];
    return sum;
  };
  for (auto& c : combs) c.strength = strength(c);
  std::sort(combs.begin(), combs.end(), [](const Comb& a, const Comb& b) {
    if (a.strength != b.strength) return a.strength > b.strength;
    return a.teeth.front().pos < b.teeth.front().pos;
  });
  combs.erase(std::unique(combs.begin(), combs.end(),
                          [](const Comb& a, const Comb& b) {
                            return a.teeth.size() == b.teeth.size() && a.strength == b.strength &&
                                   std::abs(a.teeth.front().pos - b.teeth.front().pos) < 1 &&
                                   std::abs(a.teeth.back().pos - b.teeth.back().pos) < 1;
                          }),
              combs.end());
  // The 60 strongest combs of 3 cells or more and the 20 strongest of 2 cells: short combs are
  // many (any three evenly spaced marks) and must not crowd out the board's. Then the 20 of 3
  // cells or more with the strongest mean tooth not kept yet: a board whose cells hold many discs
  // (blurred, their rims mark a peak every few pixels) makes long combs of fine pitch through
  // the noise whose summed strength beats the board's few real lines.
  std::vector<Comb> kept;
  std::vector<bool> taken(combs.size(), false);
  int long_kept = 0, short_kept = 0;
  for (std::size_t i = 0; i < combs.size(); ++i) {
    int& count = combs[i].teeth.size() >= kMinTeethUnchecked ? long_kept : short_kept;
    if (count < (&count == &long_kept ? 60 : 20)) {
      ++count;
      taken[i] = true;
    }
  }
  std::vector<std::size_t> by_mean;
  for (std::size_t i = 0; i < combs.size(); ++i)
    if (!taken[i] && combs[i].teeth.size() >= kMinTeethUnchecked) by_mean.push_back(i);
  const auto mean = [&](std::size_t i) {
    return combs[i].strength / static_cast<double>(combs[i].teeth.size());
  };
  std::stable_sort(by_mean.begin(), by_mean.end(),
                   [&](std::size_t a, std::size_t b) { return mean(a) > mean(b); });
  for (std::size_t k = 0; k < std::min<std::size_t>(20, by_mean.size()); ++k)
    taken[by_mean[k]] = true;
  for (std::size_t i = 0; i < combs.size(); ++i)
    if (taken[i]) kept.push_back(std::move(combs[i]));
  return kept;
}

// Column sums of a mask dilated by 2 px across the line, as prefix sums along the line, so the
// coverage of a stretch of line is two lookups.
struct Coverage {
  int across = 0, along = 0;
  std::vector<std::int32_t> prefix;  // [across][along + 1]

  Coverage(const std::vector<std::uint8_t>& mask, int w, int h, bool vertical)
      : across(vertical ? w : h),
        along(vertical ? h : w),
        prefix(Image::area(across, along + 1), 0) {
    for (int a = 0; a < across; ++a) {
      auto* row = &prefix[Image::area(a, along + 1)];
      for (int s = 0; s < along; ++s) {
        bool on = false;
        for (int d = -2; d <= 2 && !on; ++d) {
          const int aa = a + d;
          if (aa < 0 || aa >= across) continue;
          const int x = vertical ? aa : s, y = vertical ? s : aa;
          on = mask[Image::area(w, y) + static_cast<std::size_t>(x)] != 0;
        }
        row[s + 1] = row[s] + (on ? 1 : 0);
      }
    }
  }

  // Fraction of [from, to] covered by the best single line within `tol` of `pos`.
  double of(double pos, double from, double to, double tol) const {
    const int s0 = std::clamp(static_cast<int>(std::lround(from)), 0, along - 1);
    const int s1 = std::clamp(static_cast<int>(std::lround(to)), 0, along - 1);
    if (s1 <= s0) return 0;
    double best = 0;
    const int a0 = std::max(0, static_cast<int>(std::floor(pos - tol)));
    const int a1 = std::min(across - 1, static_cast<int>(std::ceil(pos + tol)));
    for (int a = a0; a <= a1; ++a) {
      const auto* row = &prefix[Image::area(a, along + 1)];
      best = std::max(best, static_cast<double>(row[s1 + 1] - row[s0]) / (s1 - s0 + 1));
    }
    return best;
  }
};

struct Candidate {
  std::vector<double> xs, ys;
  double mean_coverage = 0;
  long cells() const { return static_cast<long>(xs.size() - 1) * static_cast<long>(ys.size() - 1); }
  double real_w = 0, real_h = 0;  // extent between real (not image-edge) lines
  bool thin = false;              // 2 cells one way: a board only if it holds discs
  double area() const { return real_w * real_h; }
  // The board is the largest grid, not the one with the most cells: digits and icons make
  // small dense "grids" of their own. Its area counts as far as its lines really run (times
  // their mean coverage), so a comb that strays past the board into the chrome below loses.
  // Between grids of about the same area (every line of the board, or every other one), more
  // cells win.
  double weight() const { return area() * mean_coverage; }
  bool beats(const Candidate& o) const {
    const bool same_area = area() < 1.08 * o.area() && o.area() < 1.08 * area();
    if (!same_area) return weight() > o.weight();
    if (cells() != o.cells()) return cells() > o.cells();
    return mean_coverage > o.mean_coverage;
  }
};

// The coverage of every tooth of `a` over the extent of `b`; image-edge teeth count as covered
// (nothing can be measured there).
std::vector<double> tooth_coverage(const Comb& a, const Comb& b, const Coverage& cov) {
  std::vector<double> out;
  const double tol = std::max(2.0, 0.05 * a.pitch());
  for (const auto& t : a.teeth)
    out.push_back(t.virtual_edge ? 1.0
                                 : cov.of(t.pos, b.teeth.front().pos, b.teeth.back().pos, tol));
  return out;
}

// The mean coverage, by the teeth of `a`, of each band between consecutive teeth of `b`: a row
// of cells is real only when the column lines run through it.
std::vector<double> band_coverage(const Comb& a, const Comb& b, const Coverage& cov) {
  std::vector<double> out;
  const double tol = std::max(2.0, 0.05 * a.pitch());
  for (std::size_t k = 0; k + 1 < b.teeth.size(); ++k) {
    // Image edges say nothing about the band, so only real lines are averaged.
    double sum = 0;
    int real = 0;
    for (const auto& t : a.teeth)
      if (!t.virtual_edge) {
        sum += cov.of(t.pos, b.teeth[k].pos, b.teeth[k + 1].pos, tol);
        ++real;
      }
    out.push_back(real > 0 ? sum / real : 0.0);
  }
  return out;
}

// The share of the real teeth of `a` that each run through most (half) of each band between
// consecutive teeth of `b`. A row of cells has its column lines cross it from frame to frame;
// a row of page furniture below a board (Undo and Hint buttons, a "How to play" panel as wide as
// the board) has only its own outline on the board's outer lines, and text, whose strokes raise
// the mean coverage of band_coverage, crosses no band whole.
std::vector<double> band_crossing(const Comb& a, const Comb& b, const Coverage& cov) {
  const double tol = std::max(2.0, 0.05 * a.pitch());
  const std::size_t bands = b.teeth.size() - 1;
  std::vector<int> crossing(bands, 0);
  int real = 0;
  for (const auto& t : a.teeth) {
    if (t.virtual_edge) continue;
    ++real;
    std::vector<double> c(bands);
    for (std::size_t k = 0; k < bands; ++k)
      c[k] = cov.of(t.pos, b.teeth[k].pos, b.teeth[k + 1].pos, tol);
    // Each line judged by its own best band: a faint line (blurred, light grey) covers little
    // of any band, but as much of each as of its best.
    const double own = *std::max_element(c.begin(), c.end());
    for (std::size_t k = 0; k < bands; ++k)
      crossing[k] += c[k] >= std::max(kCrossedFloor, kCrossed * own) ? 1 : 0;
  }
  std::vector<double> out;
  for (int x : crossing) out.push_back(real > 0 ? static_cast<double>(x) / real : 0.0);
  return out;
}

// Drops end bands of `b` that the lines of `a` do not run through (cover less than 0.4 of it on
// average): chrome beyond the board. True when something changed. Possible improvement: a last
// row inside one pastel region whose thin lines are faint (our own renderer's Queens below
// ~350 px) is trimmed too; a lower bar let phone chrome in.
// True when band k of `b` is mostly filled with colour of mid lightness (L* 30..88): a row of
// Queens cells, whose thin lines inside one pastel region may be too faint to cross it, while
// page furniture is page-coloured (near white, or near black on a dark page) around its text.
bool band_filled(const Plane& l, const Comb& a, const Comb& b, std::size_t k, bool b_rows) {
  const double lo = b.teeth[k].pos, hi = b.teeth[k + 1].pos;
  const double from = a.teeth.front().pos, to = a.teeth.back().pos;
  int filled = 0, all = 0;
  for (int i = 1; i < 12; ++i)
    for (int j = 1; j < 12; ++j) {
      const double u = lo + (hi - lo) * i / 12.0, w = from + (to - from) * j / 12.0;
      const int x = static_cast<int>(b_rows ? w : u), y = static_cast<int>(b_rows ? u : w);
      if (x < 0 || y < 0 || x >= l.width || y >= l.height) continue;
      ++all;
      filled += l(x, y) >= 30 && l(x, y) <= 88 ? 1 : 0;
    }
  return all > 0 && filled * 10 >= all * 7;
}

bool trim_bands(const Plane& l, const Comb& a, Comb& b, const Coverage& cov, bool b_rows) {
  auto bands = band_coverage(a, b, cov);
  auto crossing = band_crossing(a, b, cov);
  // Judged against the grid's own bands: where thin lines are faint (our renderer's Queens
  // lines inside a pastel region) no band is crossed by every line, and an end row is not
  // furniture for that.
  // (The best band, not the median: furniture may make most of the bands of a long comb.)
  const double best = *std::max_element(crossing.begin(), crossing.end());
  const double need = std::min(kMinCrossing, 0.75 * best);
  const auto passes = [&](std::size_t k) {
    return bands[k] >= 0.4 && (crossing[k] >= need || band_filled(l, a, b, k, b_rows));
  };
  bool changed = false;
  while (b.teeth.size() > kMinTeeth && !passes(0)) {
    b.teeth.erase(b.teeth.begin());
    bands.erase(bands.begin());
    crossing.erase(crossing.begin());
    changed = true;
  }
  while (b.teeth.size() > kMinTeeth && !passes(bands.size() - 1)) {
    b.teeth.pop_back();
    bands.pop_back();
    crossing.pop_back();
    changed = true;
  }
  return changed;
}

// True when at least two cells of the grid hold a number disc: a dark blob filling the cell's
// middle with light around it (Zip's cue; a thin grid must show it to count as a board).
bool holds_discs(const Plane& l, const std::vector<double>& xs, const std::vector<double>& ys) {
  // Discs are drawn large: a cell of a thin grid is at least kMinThinPitch work pixels (the
  // strokes of bold caption text at 2x made a "grid" of 11 px cells holding "discs").
  if (xs[1] - xs[0] < kMinThinPitch) return false;
  int discs = 0;
  // About 20 samples across a cell are plenty to tell a disc.
  const int step = std::max(1, static_cast<int>((xs[1] - xs[0]) / 20));
  for (std::size_t r = 0; r + 1 < ys.size(); ++r)
    for (std::size_t c = 0; c + 1 < xs.size(); ++c) {
      const double pitch = xs[c + 1] - xs[c];
      int inner = 0, inner_dark = 0, ring = 0, ring_light = 0, all = 0, all_dark = 0;
      for (int y = static_cast<int>(ys[r] + 0.1 * pitch); y < ys[r + 1] - 0.1 * pitch; y += step)
        for (int x = static_cast<int>(xs[c] + 0.1 * pitch); x < xs[c + 1] - 0.1 * pitch;
             x += step) {
          if (x < 0 || y < 0 || x >= l.width || y >= l.height) continue;
          const bool middle = x >= xs[c] + 0.3 * pitch && x < xs[c + 1] - 0.3 * pitch &&
                              y >= ys[r] + 0.3 * pitch && y < ys[r + 1] - 0.3 * pitch;
          const float v = l(x, y);
          ++all;
          all_dark += v < 40 ? 1 : 0;
          if (middle) {
            ++inner;
            inner_dark += v < 40 ? 1 : 0;
          } else if (x < xs[c] + 0.15 * pitch || x >= xs[c + 1] - 0.15 * pitch ||
                     y < ys[r] + 0.15 * pitch || y >= ys[r + 1] - 0.15 * pitch) {
            ++ring;
            ring_light += v > 60 ? 1 : 0;
          }
        }
      // A disc of 0.5 to 0.8 of the pitch covers 30 to 80 % of the cell less its margins; its
      // middle is all dark, its rim zone all light (text strokes are neither).
      if (inner > 0 && ring > 0 && inner_dark * 10 >= inner * 7 && ring_light * 10 >= ring * 7 &&
          all_dark * 10 >= all * 3 && all_dark * 10 <= all * 8)
        ++discs;
    }
  return discs >= 2;
}

std::optional<Candidate> evaluate(const Plane& l, Comb v, Comb h, const Coverage& cov_v,
                                  const Coverage& cov_h) {
  const double pv = v.pitch(), ph = h.pitch();
  if (std::abs(pv - ph) > 0.08 * std::max(pv, ph)) return std::nullopt;
  for (int round = 0; round < 3; ++round) {
    const bool a = trim_bands(l, v, h, cov_v, true);
    const bool b = trim_bands(l, h, v, cov_h, false);
    if (!a && !b) break;
  }
  const auto cv = tooth_coverage(v, h, cov_v), ch = tooth_coverage(h, v, cov_h);
  // The outer lines must run along the board; an inner one may be invisible in places.
  // A few may not: at most one in six (none on a small comb), or a comb of half the pitch (every
  // other "line" through the cells' middles) would pass.
  const auto spans = [](const std::vector<double>& c) {
    const auto weak = std::count_if(c.begin(), c.end(), [](double x) { return x < 0.3; });
    return c.front() >= 0.3 && c.back() >= 0.3 && weak <= static_cast<std::ptrdiff_t>(c.size()) / 6;
  };
  if (!spans(cv) || !spans(ch)) return std::nullopt;
  const auto bv = band_coverage(h, v, cov_h), bh = band_coverage(v, h, cov_v);
  const auto through = [](double x) { return x >= 0.4; };
  if (!std::all_of(bv.begin(), bv.end(), through) || !std::all_of(bh.begin(), bh.end(), through))
    return std::nullopt;
  // A board is mostly real lines, not image edges.
  const auto is_edge = [](const Peak& p) { return p.virtual_edge; };
  if (std::count_if(v.teeth.begin(), v.teeth.end(), is_edge) +
          std::count_if(h.teeth.begin(), h.teeth.end(), is_edge) >
      2)
    return std::nullopt;
  Candidate c;
  for (const auto& t : v.teeth) c.xs.push_back(t.pos);
  for (const auto& t : h.teeth) c.ys.push_back(t.pos);
  const auto thin = [](const Comb& k) { return k.teeth.size() < kMinTeethUnchecked; };
  if (thin(v) || thin(h)) {
    // The discs are checked by the caller, only for a grid that would win (they cost time).
    if (thin(v) && thin(h)) return std::nullopt;
    if (std::any_of(v.teeth.begin(), v.teeth.end(), is_edge) ||
        std::any_of(h.teeth.begin(), h.teeth.end(), is_edge))
      return std::nullopt;
    c.thin = true;
  }
  // An image edge is no evidence of the board's size: a comb of every other line that happens
  // to reach the edge must not outgrow the board.
  const auto real_extent = [](const Comb& k) {
    double lo = 1e18, hi = -1e18;
    for (const auto& t : k.teeth)
      if (!t.virtual_edge) lo = std::min(lo, t.pos), hi = std::max(hi, t.pos);
    return hi > lo ? hi - lo : 0.0;
  };
  c.real_w = real_extent(v);
  c.real_h = real_extent(h);
  double sum = 0;
  for (double x : cv) sum += x;
  for (double x : ch) sum += x;
  c.mean_coverage = sum / static_cast<double>(cv.size() + ch.size());
  return c;
}

// The even comb with as many teeth as `teeth` that puts the most of `profile` under its teeth
// (each tooth taking the best of its own and its neighbouring position).
std::vector<double> refine(const std::vector<double>& teeth, const std::vector<double>& profile) {
  const int n = static_cast<int>(profile.size());
  const double count = static_cast<double>(teeth.size()) - 1;
  const double p0 = (teeth.back() - teeth.front()) / count;
  // The profile smoothed over 3 px and read between pixels, so the search settles on the thin
  // lines to a fraction of a pixel (a thick outer border is wide and hardly constrains it).
  std::vector<double> smooth(profile.size(), 0);
  for (int i = 0; i < n; ++i)
    for (int d = -1; d <= 1; ++d)
      smooth[static_cast<std::size_t>(i)] +=
          profile[static_cast<std::size_t>(std::clamp(i + d, 0, n - 1))] * (d == 0 ? 0.5 : 0.25);
  const auto value = [&](double pos) {
    if (pos < 0 || pos > n - 1) return 0.0;
    const int i = std::min(static_cast<int>(pos), n - 2);
    const double f = pos - i;
    return (1 - f) * smooth[static_cast<std::size_t>(i)] +
           f * smooth[static_cast<std::size_t>(i) + 1];
  };
  double best = -1, best_o = teeth.front(), best_p = p0;
  for (double p = 0.96 * p0; p <= 1.04 * p0; p += 0.1)
    for (double o = teeth.front() - 0.1 * p0; o <= teeth.front() + 0.1 * p0; o += 0.25) {
      double sum = 0;
      for (std::size_t i = 0; i < teeth.size(); ++i) sum += value(o + static_cast<double>(i) * p);
      if (sum > best) best = sum, best_o = o, best_p = p;
    }
  std::vector<double> out;
  for (std::size_t i = 0; i < teeth.size(); ++i)
    out.push_back(best_o + static_cast<double>(i) * best_p);
  return out;
}

}  // namespace

namespace {

// a* and b* of the image shrunk as work_lightness does (each work pixel's block averaged first).
std::pair<Plane, Plane> work_chroma(const Image& img, int factor) {
  Plane pa(img.width / factor, img.height / factor), pb(pa.width, pa.height);
  const float area = static_cast<float>(factor * factor);
  for (int y = 0; y < pa.height; ++y)
    for (int x = 0; x < pa.width; ++x) {
      float a = 0, b = 0;
      for (int dy = 0; dy < factor; ++dy)
        for (int dx = 0; dx < factor; ++dx) {
          const Lab c = to_lab_tabulated(img.at(x * factor + dx, y * factor + dy));
          a += c.a, b += c.b;
        }
      pa(x, y) = a / area, pb(x, y) = b / area;
    }
  return {std::move(pa), std::move(pb)};
}

// The grid search on ridge masks `mv` (vertical lines) and `mh` of the work plane `l`.
std::optional<Grid> search(const Plane& l, const std::vector<std::uint8_t>& mv,
                           const std::vector<std::uint8_t>& mh, int factor) {
  std::vector<double> pv(static_cast<std::size_t>(l.width), 0),
      ph(static_cast<std::size_t>(l.height), 0);
  for (int y = 0; y < l.height; ++y)
    for (int x = 0; x < l.width; ++x) {
      const auto i = l.index(x, y);
      pv[static_cast<std::size_t>(x)] += mv[i];
      ph[static_cast<std::size_t>(y)] += mh[i];
    }
  const auto floor_of = [](const std::vector<double>& p) {
    return 0.08 * *std::max_element(p.begin(), p.end());
  };
  const auto combs_v = find_combs(profile_peaks(pv), pv, floor_of(pv));
  const auto combs_h = find_combs(profile_peaks(ph), ph, floor_of(ph));
  const Coverage cov_v(mv, l.width, l.height, true), cov_h(mh, l.width, l.height, false);
  std::optional<Candidate> best;
  // Pairs of combs of 3 cells or more first, then those with a thin comb (2 cells): by then a
  // board of the usual kind bounds them, and most are skipped unevaluated (they are many; a
  // phone screenshot's search took 3 times as long when they came first).
  const auto is_thin = [](const Comb& k) { return k.teeth.size() < kMinTeethUnchecked; };
  for (int phase = 0; phase < 2; ++phase)
    for (const auto& v : combs_v)
      for (const auto& h : combs_h) {
        const int thin = (is_thin(v) ? 1 : 0) + (is_thin(h) ? 1 : 0);
        if (thin != phase) continue;
        // Trimming only shrinks a grid, so a pair already smaller than the best cannot win.
        const double bound =
            (v.teeth.back().pos - v.teeth.front().pos) * (h.teeth.back().pos - h.teeth.front().pos);
        if (best && bound < best->weight() && bound * 1.08 < best->area()) continue;
        auto c = evaluate(l, v, h, cov_v, cov_h);
        if (c && (!best || c->beats(*best)) && (!c->thin || holds_discs(l, c->xs, c->ys)))
          best = std::move(c);
      }
  if (!best) return std::nullopt;
  // Cells are equal, so the lines are an even comb: the offset and pitch (within 4 % of the
  // found ones) that put the most profile under the comb's teeth. One tooth that peaked off its
  // line (a wall's edge, a disc beside it) cannot pull the others.
  Grid g;
  const auto to_full = [factor](double p) { return (p + 0.5) * factor - 0.5; };
  g.xs = refine(best->xs, pv);
  g.ys = refine(best->ys, ph);
  for (auto& x : g.xs) x = to_full(x);
  for (auto& y : g.ys) y = to_full(y);
  return g;
}

}  // namespace

Expected<Grid> locate_grid(const Image& image) {
  if (image.width < 3 * kMinPitch || image.height < 3 * kMinPitch)
    return make_error("image too small to hold a board");
  const int factor = std::max(1, (std::max(image.width, image.height) + kWorkSide - 1) / kWorkSide);
  const Plane l = work_lightness(image, factor);
  auto mv = ridge_mask(l, true), mh = ridge_mask(l, false);
  if (auto g = search(l, mv, mh, factor)) return *g;
  // Nothing in L*: the lines may differ from the cells in hue only (grey lines over a green as
  // light as they are, JPEG-softened). Ridges of a* and b* join those of L* for a second search;
  // only then, as it costs a Lab conversion of every work pixel (~30 ms for 1000 x 1000).
  const auto [pa, pb] = work_chroma(image, factor);
  for (const Plane* p : {&pa, &pb}) {
    const auto cv = ridge_mask(*p, true), ch = ridge_mask(*p, false);
    for (std::size_t i = 0; i < mv.size(); ++i) mv[i] = mv[i] | cv[i], mh[i] = mh[i] | ch[i];
  }
  if (auto g = search(l, mv, mh, factor)) return *g;
  // Still nothing: faint lines softened further (a 1 px light grey line after a blur keeps ~2 L*
  // of contrast). A third search at half the contrast, L* ridges only (a* and b* are noisier).
  const auto fv = ridge_mask(l, true, 0.5f), fh = ridge_mask(l, false, 0.5f);
  if (auto g = search(l, fv, fh, factor)) return *g;
  return make_error("no grid of lines found (not a board?)");
}

}  // namespace dg::vision
