// Queens: which cells share a region. Two signals: the fill colour (CIELAB, so "similar" means
// the same to the eye at every hue) and the border drawn between cells, thin inside a region and
// thick between regions. Cells joined by a thin border are one region even when one of them is
// tinted (a hovered cell is drawn darker); the pieces that remain are merged by colour, never
// across a thick border, until there are N (a region need not be connected).
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <optional>

#include "solver/queens/model.hpp"
#include "vision/cells.hpp"
#include "vision/queens/read.hpp"

namespace dg::vision {

namespace {

// A thin border never joins cells this different: a misjudged border must not merge two
// clearly different regions (a hover tint moves a colour by ~10).
constexpr float kJoinLimit = 25;

struct UnionFind {
  std::vector<int> parent;
  explicit UnionFind(int n) : parent(static_cast<std::size_t>(n)) {
    std::iota(parent.begin(), parent.end(), 0);
  }
  int find(int x) {
    while (parent[static_cast<std::size_t>(x)] != x)
      x = parent[static_cast<std::size_t>(x)] =
          parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
    return x;
  }
  void join(int a, int b) { parent[static_cast<std::size_t>(find(a))] = find(b); }
};

// Splits edge widths into thin and thick at the cut that best separates two groups (Otsu); none
// when the two groups are not clearly apart (no usable border signal).
std::optional<double> thick_threshold(std::vector<double> widths) {
  if (widths.size() < 2) return std::nullopt;
  std::sort(widths.begin(), widths.end());
  const double n = static_cast<double>(widths.size());
  const double total = std::accumulate(widths.begin(), widths.end(), 0.0);
  double best = -1, cut = 0, lo_mean = 0, hi_mean = 0, left = 0;
  for (std::size_t i = 1; i < widths.size(); ++i) {
    left += widths[i - 1];
    const double k = static_cast<double>(i);
    const double m0 = left / k, m1 = (total - left) / (n - k);
    const double between = k * (n - k) * (m1 - m0) * (m1 - m0);
    if (between > best)
      best = between, cut = (widths[i - 1] + widths[i]) / 2, lo_mean = m0, hi_mean = m1;
  }
  if (hi_mean < 1.5 * lo_mean + 0.5) return std::nullopt;
  return cut;
}

// A cell's fill: the per-channel median of its four corners (each a small square well inside
// the lines), the middle two averaged. A crown drawn in a solved board's cell, a cursor or a
// digit covers the middle and at most one corner.
Lab fill_colour(const Image& img, const Grid& g, int r, int c) {
  const auto cc = static_cast<std::size_t>(c), rr = static_cast<std::size_t>(r);
  const double x0 = g.xs[cc], x1 = g.xs[cc + 1], y0 = g.ys[rr], y1 = g.ys[rr + 1];
  const double p = g.pitch(), in = 0.22 * p, half = 0.08 * p;
  Lab corner[4];
  int k = 0;
  for (double y : {y0 + in, y1 - in})
    for (double x : {x0 + in, x1 - in}) corner[k++] = median_lab(img, box_around(img, x, y, half));
  const auto mid = [&](float Lab::*ch) {
    float v[4] = {corner[0].*ch, corner[1].*ch, corner[2].*ch, corner[3].*ch};
    std::sort(v, v + 4);
    return (v[1] + v[2]) / 2;
  };
  return Lab{mid(&Lab::l), mid(&Lab::a), mid(&Lab::b)};
}

}  // namespace

Expected<nlohmann::json> read_queens(const Image& img, const Grid& g) {
  const int n = g.rows();
  if (g.cols() != n)
    return make_error("queens: the board found is " + std::to_string(g.rows()) + "x" +
                      std::to_string(g.cols()) + ", not square");
  if (n > 30)
    return make_error("queens: the board found is " + std::to_string(n) + "x" + std::to_string(n) +
                      ", more than 30x30");
  std::vector<Lab> colour(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      colour[static_cast<std::size_t>(r * n + c)] = fill_colour(img, g, r, c);
  const auto at = [&](int r, int c) -> const Lab& {
    return colour[static_cast<std::size_t>(r * n + c)];
  };

  const auto edges = inner_edges(n, n);
  std::vector<double> widths;
  for (const auto& e : edges) {
    const Lab& other = e.right ? at(e.r, e.c + 1) : at(e.r + 1, e.c);
    widths.push_back(ink_across(img, g, e, at(e.r, e.c).l, other.l));
  }
  const auto cut = thick_threshold(widths);

  UnionFind uf(n * n);
  std::vector<std::pair<int, int>> walls;  // cells a thick border separates
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const auto& e = edges[i];
    const int a = e.r * n + e.c, b = e.right ? a + 1 : a + n;
    if (!cut) continue;
    if (widths[i] > *cut)
      walls.emplace_back(a, b);
    else if (delta_e(colour[static_cast<std::size_t>(a)], colour[static_cast<std::size_t>(b)]) <
             kJoinLimit)
      uf.join(a, b);
  }

  // Pieces: their colour is the median of their cells' colours (a tinted cell does not move it).
  std::vector<int> piece_of(static_cast<std::size_t>(n * n));
  std::vector<int> roots;
  for (int i = 0; i < n * n; ++i) {
    const int root = uf.find(i);
    auto it = std::find(roots.begin(), roots.end(), root);
    if (it == roots.end()) {
      roots.push_back(root);
      it = roots.end() - 1;
    }
    piece_of[static_cast<std::size_t>(i)] = static_cast<int>(it - roots.begin());
  }
  std::size_t pieces = roots.size();
  const auto piece_colour = [&](int p) {
    std::vector<float> l, a, b;
    for (int i = 0; i < n * n; ++i)
      if (piece_of[static_cast<std::size_t>(i)] == p) {
        const Lab& c = colour[static_cast<std::size_t>(i)];
        l.push_back(c.l), a.push_back(c.a), b.push_back(c.b);
      }
    const auto med = [](std::vector<float>& v) {
      std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
      return v[v.size() / 2];
    };
    return Lab{med(l), med(a), med(b)};
  };
  // Merge the closest pair of pieces (never two a thick border separates) until N remain. The
  // colours and the walled pairs are kept up to date per merge, so a 30x30 board of single
  // cells stays well under a second.
  std::vector<Lab> pc;
  for (std::size_t p = 0; p < pieces; ++p) pc.push_back(piece_colour(static_cast<int>(p)));
  std::vector<std::uint8_t> walled(pieces * pieces, 0);
  for (const auto& w : walls) {
    const auto a = static_cast<std::size_t>(piece_of[static_cast<std::size_t>(w.first)]);
    const auto b = static_cast<std::size_t>(piece_of[static_cast<std::size_t>(w.second)]);
    walled[a * pieces + b] = walled[b * pieces + a] = 1;
  }
  const std::size_t stride = pieces;
  std::vector<bool> alive(pieces, true);
  for (std::size_t left = pieces; left > static_cast<std::size_t>(n); --left) {
    float best = 1e9f;
    std::size_t bi = 0, bj = 0;
    for (std::size_t i = 0; i < stride; ++i)
      for (std::size_t j = i + 1; alive[i] && j < stride; ++j) {
        if (!alive[j]) continue;
        const float d = delta_e(pc[i], pc[j]) + (walled[i * stride + j] ? 1000.0f : 0.0f);
        if (d < best) best = d, bi = i, bj = j;
      }
    // j joins i: its cells, its walls; i's colour is recomputed from all its cells.
    for (auto& p : piece_of)
      if (p == static_cast<int>(bj)) p = static_cast<int>(bi);
    for (std::size_t k = 0; k < stride; ++k) {
      walled[bi * stride + k] |= walled[bj * stride + k];
      walled[k * stride + bi] |= walled[k * stride + bj];
    }
    alive[bj] = false;
    pc[bi] = piece_colour(static_cast<int>(bi));
  }
  pieces = stride;
  // Region ids in reading order (first appearance), as the text form letters them.
  std::vector<int> id_of(pieces, -1);
  int next = 0;
  nlohmann::json regions = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < n; ++c) {
      auto& id = id_of[static_cast<std::size_t>(piece_of[static_cast<std::size_t>(r * n + c)])];
      if (id < 0) id = next++;
      row.push_back(id);
    }
    regions.push_back(std::move(row));
  }
  return nlohmann::json{{"game", "queens"}, {"size", n}, {"regions", std::move(regions)}};
}

namespace {

// What a rendered board does not show, so a reading cannot recover it.
constexpr VariantLimit kUnseen[] = {
    {"queens", "stars", "a picture does not show how many stars each unit takes"},
    {"queens", "torus", "a picture does not show that the edges wrap around"},
    {"queens", "diagonals", "a picture does not show the full-diagonal rule"},
    {"queens", "noregions", "the reader reads Queens boards by their regions"},
    {"queens", "counts", "the reader does not read per-unit counts"},
    {"queens", "holes", "the reader has no notion of a hole: a gap in the board reads as cells"},
    {"queens", "attack", "a picture does not show which cells a piece attacks"},
    {"queens", "pieces", "the reader does not read piece letters"},
    {"queens", "nolines", "a picture does not show that rows and columns are not counted"},
    {"queens", "ranges", "a picture does not show count ranges"},
    {"queens", "units", "a picture does not show extra units"},
    {"queens", "maximize", "a picture does not show that the placement is to be maximised"},
};

// The reading as one line: its regions' letters row by row ("queens / aab / acc / ...").
std::string describe_queens(const nlohmann::json& puzzle) {
  if (!puzzle.contains("regions")) return puzzle.dump();
  std::string out = "queens";
  for (const auto& row : puzzle["regions"]) {
    out += " / ";
    for (const auto& v : row) {
      const int id = v.get<int>();
      out += static_cast<char>(id < 26 ? 'a' + id : 'A' + (id - 26) % 26);
    }
  }
  return out;
}

}  // namespace

Reader queens_reader() {
  return {.game = "queens",
          .read = read_queens,
          .sides = {queens::kMinSize, queens::kMaxSize, false, true},
          // LinkedIn fills every Queens cell with its region's colour.
          .claims = [](const CellCensus& c, const Image&,
                       const Grid&) { return 2 * c.coloured >= c.cells; },
          // The regions are the colour, so nothing is erased; crowns and X marks sit in the
          // middle of cells whose fill the reader takes from the corners anyway.
          .scan = SolvedScan::colour,
          .strip = as_read,
          .unseen = kUnseen,
          .describe = describe_queens,
          .overlay = draw_queens_overlay};
}

}  // namespace dg::vision
