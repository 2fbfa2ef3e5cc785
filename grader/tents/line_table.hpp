// Every line of up to 8 cells, worked out once (at compile time): what all ways to put `need`
// tents on its unknown cells (an 8-bit mask), no two side by side, agree on. It answers what
// LineCompletions (line_dp.hpp) answers for such a line whenever no unknown cell of the line is
// beside one of its tents and no two of its tents are side by side (line_table_applies): its
// decided tents then constrain nothing but the count. The grader's line rules read it for short
// lines; the small-board closure (small_closure.hpp) for every line.
#pragma once

#include <array>
#include <cstdint>

namespace dg::tents {

inline constexpr int kTableLine = 8;
inline constexpr int kTableMaxNeed = 4;  // the most tents 8 cells hold apart

struct LineEntry {
  std::uint8_t ok = 0;      // some way exists
  std::uint8_t tent = 0;    // tents in every way
  std::uint8_t grass = 0;   // unknown cells empty in every way
  std::uint8_t beside = 0;  // positions j with a tent at j - 1..j + 1 in every way (the cells of
                            // the lines on either side at j touch a tent whatever)
};

namespace line_table_detail {

constexpr int pop8(unsigned x) {
  int n = 0;
  for (; x; x &= x - 1) ++n;
  return n;
}

struct Table {
  std::array<std::array<LineEntry, kTableMaxNeed + 1>, 256> entry{};
  std::array<std::uint8_t, 256> pop{};
};

constexpr Table make_table() {
  Table t;
  for (unsigned m = 0; m < 256; ++m) {
    t.pop[m] = static_cast<std::uint8_t>(pop8(m));
    std::array<unsigned, kTableMaxNeed + 1> any{}, all{}, hit{};
    std::array<bool, kTableMaxNeed + 1> ok{};
    all.fill(0xFF);
    hit.fill(0xFF);
    // Every subset s of m, m itself down to the empty set.
    for (unsigned s = m;; s = (s - 1) & m) {
      if ((s & (s << 1)) == 0 && pop8(s) <= kTableMaxNeed) {
        const auto k = static_cast<std::size_t>(pop8(s));
        ok[k] = true;
        any[k] |= s;
        all[k] &= s;
        hit[k] &= (s | (s << 1) | (s >> 1)) & 0xFF;
      }
      if (s == 0) break;
    }
    for (std::size_t k = 0; k <= kTableMaxNeed; ++k) {
      if (!ok[k]) continue;
      LineEntry& e = t.entry[m][k];
      e.ok = 1;
      e.tent = static_cast<std::uint8_t>(all[k]);
      e.grass = static_cast<std::uint8_t>(m & ~any[k]);
      e.beside = static_cast<std::uint8_t>(hit[k]);
    }
  }
  return t;
}

inline constexpr Table kTable = make_table();

}  // namespace line_table_detail

// Tents among the low 8 bits.
inline int tents_in(unsigned bits8) {
  return line_table_detail::kTable.pop[bits8 & 0xFF];
}

// Whether the table speaks for a line of `length` cells with these unknown cells and tents
// (bit i: position i).
inline bool line_table_applies(int length, std::uint32_t unknown, std::uint32_t tents) {
  return length <= kTableLine && (tents & (tents << 1)) == 0 &&
         (unknown & ((tents << 1) | (tents >> 1))) == 0;
}

// The entry for `need` tents still to place on `unknown`, or nullptr when no way exists.
inline const LineEntry* line_entry(unsigned unknown, int need) {
  if (need < 0 || need > kTableMaxNeed) return nullptr;
  const LineEntry& e =
      line_table_detail::kTable.entry[unknown & 0xFF][static_cast<std::size_t>(need)];
  return e.ok ? &e : nullptr;
}

}  // namespace dg::tents
