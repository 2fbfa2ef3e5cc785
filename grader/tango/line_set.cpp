// Valid-line sets (see line_set.hpp).
#include "grader/tango/line_set.hpp"

#include <vector>

#include "grader/tango/line_table.hpp"

namespace dg::tango {

namespace {

// Per length n: the universe, and the lines with a given value per cell and with equal or
// different neighbours per position.
struct Tables {
  LineSet all;
  std::array<std::array<LineSet, 2>, kMaxSize> cell{};  // [pos][value]
  std::array<LineSet, kMaxSize> same{}, differ{};       // [pos]: cells pos and pos+1
};

Tables build(int n) {
  Tables t;
  t.all = LineSet::none(n);
  for (auto& c : t.cell) c = {t.all, t.all};
  t.same.fill(t.all);
  t.differ.fill(t.all);
  const auto lines = valid_lines(n);
  for (std::size_t j = 0; j < lines.size(); ++j) {
    const int index = static_cast<int>(j);
    const Mask l = lines[j];
    t.all.insert(index);
    for (int pos = 0; pos < n; ++pos) {
      t.cell[static_cast<std::size_t>(pos)][l >> pos & 1u].insert(index);
      if (pos + 1 < n)
        ((l >> pos & 1u) == (l >> (pos + 1) & 1u) ? t.same
                                                  : t.differ)[static_cast<std::size_t>(pos)]
            .insert(index);
    }
  }
  return t;
}

const Tables& tables(int n) {
  static const auto per_size = [] {
    std::vector<Tables> t(kMaxSize + 1);
    for (int size = kMinSize; size <= kMaxSize; size += 2)
      t[static_cast<std::size_t>(size)] = build(size);
    return t;
  }();
  return per_size[static_cast<std::size_t>(n)];
}

}  // namespace

LineSet LineSet::none(int n) {
  LineSet s;
  s.words_ = static_cast<int>((valid_lines(n).size() + 63) / 64);
  return s;
}

const LineSet& LineSet::with_cell(int n, int pos, int value) {
  return tables(n).cell[static_cast<std::size_t>(pos)][static_cast<std::size_t>(value)];
}

LineSet LineSet::fitting(int n, const LineView& v) {
  const Tables& t = tables(n);
  LineSet s = t.all;
  for (Mask m = v.known; m; m &= m - 1) {
    const int pos = std::countr_zero(m);
    s &= t.cell[static_cast<std::size_t>(pos)][v.sun >> pos & 1u];
  }
  for (Mask m = v.equal; m; m &= m - 1) s &= t.same[static_cast<std::size_t>(std::countr_zero(m))];
  for (Mask m = v.opposite; m; m &= m - 1)
    s &= t.differ[static_cast<std::size_t>(std::countr_zero(m))];
  return s;
}

}  // namespace dg::tango
