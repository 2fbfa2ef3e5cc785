// Single-line closure, computed or looked up (see line_closure.hpp).
#include "grader/tango/line_closure.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
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

// A line whose known cells break a rule comes back as a clash (every cell forced both ways), so
// that the closure needs no separate check of the lines it has closed.
Forced compute(const Deductions& d, int n, LineView v) {
  Forced total;
  for (;;) {
    if (line_breaks_rules(n, v)) {
      const Mask full = (Mask{1} << n) - 1;
      return {full, full};
    }
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

// Cell digit: 0 unknown, 1 moon, 2 sun. Sign digit: 0 none, 1 '=', 2 'x'. `sign_states` is
// 3^(n-1) (worked out once per table: pow3 is a loop).
std::uint32_t index_of(std::uint32_t sign_states, const LineView& v) {
  return (kTernary[v.known] + kTernary[v.sun & v.known]) * sign_states + kTernary[v.equal] +
         2 * kTernary[v.opposite];
}

// One (cap, n) table, filled entry by entry as states come up (a run meets a small part of the
// 177,147 states; building them all up front cost ~17 ms per process). An entry holds 1 + (ones in
// the low byte, zeros in the high byte); 0 means not worked out yet. Threads may work out the same
// entry at once and store the same value, so relaxed atomics suffice.
class Memo {
 public:
  void allocate(int n) {
    sign_states_ = pow3(n - 1);
    table_ = std::vector<std::atomic<std::uint16_t>>(pow3(n) * sign_states_);
  }
  Forced get(const Deductions& d, int n, const LineView& v) {
    std::atomic<std::uint16_t>& slot = table_[index_of(sign_states_, v)];
    std::uint16_t e = slot.load(std::memory_order_relaxed);
    if (e == 0) [[unlikely]]
      e = fill(slot, d, n, v);
    --e;
    return {static_cast<Mask>(e & 0xffu), static_cast<Mask>(e >> 8)};
  }

 private:
  // Out of line: a hit (nearly every call) then saves no registers.
  [[gnu::noinline, gnu::cold]] static std::uint16_t fill(std::atomic<std::uint16_t>& slot,
                                                         const Deductions& d, int n,
                                                         const LineView& v) {
    const Forced f = compute(d, n, v);
    const auto e = static_cast<std::uint16_t>(1 + (f.ones | f.zeros << 8));
    slot.store(e, std::memory_order_relaxed);
    return e;
  }

  std::vector<std::atomic<std::uint16_t>> table_;
  std::uint32_t sign_states_ = 0;
};

struct CapState {
  Deductions deductions;
  std::array<Memo, kMemoMaxSize + 1> memo;  // by n
};

// The state of every cap, by cap (caps above the line rules share one), built once. Out of line,
// so that close_line (every line the closure touches) saves no registers for it.
[[gnu::noinline]] const std::array<CapState*, kTierCount>& build_states() {
  static std::array<CapState, kTierCount> states;
  static const std::array<CapState*, kTierCount> of_cap = [] {
    std::array<CapState*, kTierCount> of{};
    for (int c = 0; c < kTierCount; ++c) {
      CapState& st = states[static_cast<std::size_t>(c)];
      st.deductions = deductions_for(line_cap(c));
      of[static_cast<std::size_t>(c)] = &states[static_cast<std::size_t>(line_cap(c))];
      if (c != line_cap(c)) continue;  // caps above the line rules share their tables
      for (int n = kMinSize; n <= kMemoMaxSize; n += 2)
        st.memo[static_cast<std::size_t>(n)].allocate(n);
    }
    return of;
  }();
  return of_cap;
}

CapState& state(int cap) {
  static const std::array<CapState*, kTierCount>& of_cap = build_states();
  return *of_cap[static_cast<std::size_t>(std::clamp(cap, 0, kTierCount - 1))];
}

}  // namespace

Forced close_line(int cap, int n, const LineView& v, bool ranged) {
  CapState& s = state(cap);
  // A line with '=' and 'x' on one pair has no table entry (and no completion); the tables hold
  // the classic range only (n/2 suns), so odd lengths and per-line counts are worked out each time.
  if (n > kMemoMaxSize || (v.equal & v.opposite) || (ranged && (v.lo + v.hi != n || v.lo != v.hi)))
    return compute(s.deductions, n, v);
  return s.memo[static_cast<std::size_t>(n)].get(s.deductions, n, v);
}

}  // namespace dg::tango
