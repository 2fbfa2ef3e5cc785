// Valid-line sets (see line_set.hpp).
#include "grader/tango/line_set.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "grader/tango/line_table.hpp"

namespace dg::tango {

namespace {

// Per kind: the universe, the lines with a given value per cell, with equal or different
// neighbours per position, and with a given number of suns.
struct Tables {
  LineSet all;
  std::array<std::array<LineSet, 2>, kMaxSize> cell{};  // [pos][value]
  std::array<LineSet, kMaxSize> same{}, differ{};       // [pos]: cells pos and pos+1
  std::array<LineSet, kMaxSize + 1> count{};            // [suns]
};

Tables build(const LineKind& k) {
  Tables t;
  t.all = LineSet::none(k);
  for (auto& c : t.cell) c = {t.all, t.all};
  t.same.fill(t.all);
  t.differ.fill(t.all);
  t.count.fill(t.all);
  const int n = k.len;
  const auto lines = valid_lines(n, k.lo, k.hi);
  for (std::size_t j = 0; j < lines.size(); ++j) {
    const int index = static_cast<int>(j);
    const Mask l = lines[j];
    t.all.insert(index);
    t.count[static_cast<std::size_t>(std::popcount(l))].insert(index);
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

// The classic kinds, built once up front (the generator's hot path takes no lock).
const Tables& classic_tables(int n) {
  static const auto per_size = [] {
    std::vector<Tables> t(kMaxSize + 1);
    for (int size = kMinSize; size <= kMaxSize; size += 2)
      t[static_cast<std::size_t>(size)] = build(classic_kind(size));
    return t;
  }();
  return per_size[static_cast<std::size_t>(n)];
}

const Tables& tables(const LineKind& k) {
  if (k == classic_kind(k.len) && k.len % 2 == 0 && k.len >= kMinSize) return classic_tables(k.len);
  // The general kinds, each built on first use; a map node never moves, so the reference stays
  // good after the lock is released.
  static std::mutex lock;
  static std::map<int, std::unique_ptr<Tables>> general;
  const int key = (k.len * (kMaxSize + 1) + k.lo) * (kMaxSize + 1) + k.hi;
  const std::lock_guard<std::mutex> hold(lock);
  auto& slot = general[key];
  if (!slot) slot = std::make_unique<Tables>(build(k));
  return *slot;
}

}  // namespace

LineSet LineSet::none(const LineKind& k) {
  LineSet s;
  s.words_ = static_cast<int>((valid_lines(k.len, k.lo, k.hi).size() + 63) / 64);
  return s;
}

const LineSet& LineSet::with_cell(const LineKind& k, int pos, int value) {
  return tables(k).cell[static_cast<std::size_t>(pos)][static_cast<std::size_t>(value)];
}

namespace {

LineSet fitting_in(const Tables& t, const LineView& v) {
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

}  // namespace

LineSet LineSet::fitting(int n, const LineView& v) {
  return fitting_in(classic_tables(n), v);
}

LineSet LineSet::fitting(const LineKind& k, const LineView& v) {
  const Tables& t = tables(k);
  LineSet s = fitting_in(t, v);
  if (v.lo > k.lo || v.hi < k.hi) {  // a line whose own range is narrower than its kind's
    LineSet in_range = none(k);
    for (int c = std::max<int>(v.lo, k.lo); c <= std::min<int>(v.hi, k.hi); ++c)
      in_range |= t.count[static_cast<std::size_t>(c)];
    s &= in_range;
  }
  return s;
}

}  // namespace dg::tango
