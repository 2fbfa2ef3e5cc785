// Single-line closure, computed or looked up (see line_closure.hpp).
#include "grader/tango/line_closure.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#include "grader/tango/grader.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

// The single-line deductions in play at one cap. A complete rule (line_completion) replaces every
// rule before it: it forces every cell the line's completions agree on, all any such rule can.
struct Deductions {
  std::array<Forced (*)(int, const LineView&), 16> deduce{};
  int count = 0;
  bool complete = false;
};

Deductions deductions_for(int cap) {
  Deductions d;
  for (const LineRule& r : line_rules()) {
    if (r.tier > cap) continue;
    if (r.complete) d.count = 0;
    d.complete = r.complete;
    d.deduce[static_cast<std::size_t>(d.count++)] = r.deduce;
  }
  return d;
}

// Caps above the last single-line tier run the same line rules.
int line_cap(int cap) {
  int last = 0;
  for (const LineRule& r : line_rules()) last = std::max(last, r.tier);
  return std::clamp(cap, 0, last);
}

Forced compute(const Deductions& d, int n, LineView v) {
  Forced total;
  for (;;) {
    Forced f;
    for (int k = 0; k < d.count; ++k) {
      const Forced x = d.deduce[static_cast<std::size_t>(k)](n, v);
      f.ones |= x.ones;
      f.zeros |= x.zeros;
    }
    f.ones &= ~v.known;
    f.zeros &= ~v.known;
    total.ones |= f.ones;
    total.zeros |= f.zeros;
    if (!f.any() || (f.ones & f.zeros) || d.complete) return total;
    v.known |= f.ones | f.zeros;
    v.sun |= f.ones;
  }
}

// Base-3 digits: ternary[m] is m's bits read as base-3 digits (bit i -> 3^i).
constexpr std::array<std::uint32_t, 1u << kMemoMaxSize> kTernary = [] {
  std::array<std::uint32_t, 1u << kMemoMaxSize> t{};
  for (std::uint32_t m = 0; m < t.size(); ++m) {
    std::uint32_t value = 0, place = 1;
    for (int i = 0; i < kMemoMaxSize; ++i, place *= 3)
      if (m >> i & 1u) value += place;
    t[m] = value;
  }
  return t;
}();

constexpr std::uint32_t pow3(int e) {
  std::uint32_t p = 1;
  while (e-- > 0) p *= 3;
  return p;
}

// Cell digit: 0 unknown, 1 moon, 2 sun. Sign digit: 0 none, 1 '=', 2 'x'.
std::uint32_t index_of(int n, const LineView& v) {
  return (kTernary[v.known] + kTernary[v.sun & v.known]) * pow3(n - 1) + kTernary[v.equal] +
         2 * kTernary[v.opposite];
}

LineView view_of(int n, std::uint32_t index) {
  LineView v;
  std::uint32_t signs = index % pow3(n - 1), cells = index / pow3(n - 1);
  for (int i = 0; i < n; ++i, cells /= 3) {
    const std::uint32_t digit = cells % 3;
    if (digit) v.known |= Mask{1} << i;
    if (digit == 2) v.sun |= Mask{1} << i;
  }
  for (int i = 0; i + 1 < n; ++i, signs /= 3) {
    if (signs % 3 == 1) v.equal |= Mask{1} << i;
    if (signs % 3 == 2) v.opposite |= Mask{1} << i;
  }
  return v;
}

// One (cap, n) table: ones in the low byte, zeros in the high byte.
class Memo {
 public:
  const std::uint16_t* table(const Deductions& d, int n) {
    if (const std::uint16_t* t = ready_.load(std::memory_order_acquire)) return t;
    std::call_once(once_, [&] {
      const std::uint32_t size = pow3(n) * pow3(n - 1);
      table_.resize(size);
      for (std::uint32_t i = 0; i < size; ++i) {
        const Forced f = compute(d, n, view_of(n, i));
        table_[i] = static_cast<std::uint16_t>(f.ones | f.zeros << 8);
      }
      ready_.store(table_.data(), std::memory_order_release);
    });
    return table_.data();
  }

 private:
  // Set once the table is built: the hot path is one atomic load, not a call_once.
  std::atomic<const std::uint16_t*> ready_{nullptr};
  std::once_flag once_;
  std::vector<std::uint16_t> table_;
};

struct CapState {
  Deductions deductions;
  std::array<Memo, kMemoMaxSize + 1> memo;  // by n
};

CapState& state(int cap) {
  static std::array<CapState, kTierCount> states;
  static const bool filled = [] {
    for (int c = 0; c < kTierCount; ++c)
      states[static_cast<std::size_t>(c)].deductions = deductions_for(line_cap(c));
    return true;
  }();
  (void)filled;
  return states[static_cast<std::size_t>(line_cap(cap))];
}

}  // namespace

Forced close_line(int cap, int n, const LineView& v) {
  CapState& s = state(cap);
  // A line with '=' and 'x' on one pair has no table entry (and no completion).
  if (n > kMemoMaxSize || (v.equal & v.opposite)) return compute(s.deductions, n, v);
  const std::uint16_t e =
      s.memo[static_cast<std::size_t>(n)].table(s.deductions, n)[index_of(n, v)];
  return {static_cast<Mask>(e & 0xffu), static_cast<Mask>(e >> 8)};
}

}  // namespace dg::tango
