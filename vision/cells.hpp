// Internal: measuring what lies in and between a located grid's cells, shared by the readers.
// Every measure is relative to the cell's own pitch, so one threshold serves every scale.
#pragma once

#include <vector>

#include "vision/colour.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"

namespace dg::vision {

struct Box {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // half-open [x0, x1) x [y0, y1)
  int width() const { return x1 - x0; }
  int height() const { return y1 - y0; }
  int area() const { return width() * height(); }
};

// Cell (r, c) without `margin` (a fraction of the pitch) on each side, clipped to the image.
Box cell_box(const Image& img, const Grid& g, int r, int c, double margin);
// A square of half-side `half` pixels centred on (x, y), clipped to the image.
Box box_around(const Image& img, double x, double y, double half);

// The per-channel median colour of a box (subsampled to about 400 pixels): the cell's fill, not
// the crown, digit, cursor or icon on top of it.
Lab median_lab(const Image& img, const Box& b);

// Which cell edge: between (r, c) and (r, c + 1) when `right`, else (r, c) and (r + 1, c).
struct Edge {
  int r = 0, c = 0;
  bool right = true;
};
std::vector<Edge> inner_edges(int rows, int cols);

// How much ink lies across an edge, as a width in pixels: over the middle 40 % of the edge,
// each scan across the line sums how much darker than its cell's own L* (`l_first` for the side
// of (r, c), `l_second` for the other) every pixel is, as a fraction of that L*; the median of
// the scans is returned, so a cursor or a digit crossing a few scans does not count. A 1 px black
// line gives about 1, a 3 px grey line about 1, a wall or region border several.
double ink_across(const Image& img, const Grid& g, const Edge& e, float l_first, float l_second);

}  // namespace dg::vision
