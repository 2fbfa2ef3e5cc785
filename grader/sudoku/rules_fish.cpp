// Sudoku rules of tier "fish": X-wing (2 lines) and swordfish (3 lines).
//
// When a digit's places in k rows all lie in the same k columns, those k rows put the digit in
// those k columns, one in each, so the columns' other cells cannot hold it (and likewise with
// rows and columns swapped).
//   5 in rows 2 and 6 only in columns B and F:
//     row 2: . 5 . . . 5 . . .        5 is removed from the rest of columns B and F
//     row 6: . 5 . . . 5 . . .
// Sound: the k rows need k cells for the digit, in k distinct columns, all among the k columns:
// so each of the k columns gets its digit from these rows.
#include <algorithm>

#include "grader/common/words.hpp"
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

Step apply_fish(Grid& g, int size, Trace* trace) {
  const Geometry& geo = *g.geo;
  const int n = geo.n;
  const char* rule = size == 2 ? "x_wing" : "swordfish";
  for (int d = 1; d <= n; ++d)
    for (int base = 0; base < 2; ++base) {  // 0: rows as base lines, 1: columns
      const int cover = 1 - base;
      std::vector<int> lines;
      std::vector<unsigned> where;
      for (int i = 0; i < n; ++i) {
        const unsigned w = g.places(base * n + i, d);
        const int count = std::popcount(w);
        if (count >= 2 && count <= size) {
          lines.push_back(i);
          where.push_back(w);
        }
      }
      const int count = static_cast<int>(lines.size());
      std::vector<int> pick(static_cast<std::size_t>(size));
      // Every size-subset of the lines, in increasing order.
      for (int a = 0; a < count; ++a)
        for (int b = a + 1; b < count; ++b)
          for (int c = size == 3 ? b + 1 : count; c < (size == 3 ? count : count + 1); ++c) {
            unsigned positions =
                where[static_cast<std::size_t>(a)] | where[static_cast<std::size_t>(b)];
            std::vector<int> chosen = {lines[static_cast<std::size_t>(a)],
                                       lines[static_cast<std::size_t>(b)]};
            if (size == 3) {
              positions |= where[static_cast<std::size_t>(c)];
              chosen.push_back(lines[static_cast<std::size_t>(c)]);
            }
            if (std::popcount(positions) != size) continue;
            std::vector<int> gone, corners;
            for (int p = 0; p < n; ++p) {
              if (!(positions & (1u << p))) continue;
              const std::uint8_t* in = geo.unit_cells(cover * n + p);
              for (int j = 0; j < n; ++j) {  // position j of a cover line is base line j
                const int k = in[j];
                if (!g.is_open(k) || !(g.at(k) & digit_bit(d))) continue;
                const bool in_base = std::find(chosen.begin(), chosen.end(), j) != chosen.end();
                (in_base ? corners : gone).push_back(k);
              }
            }
            if (gone.empty()) continue;
            for (int k : gone) g.eliminate(k, digit_bit(d));
            if (trace) {
              std::vector<std::string> bases, covers;
              for (int i : chosen) bases.push_back(unit_name(geo, base * n + i));
              for (int p = 0; p < n; ++p)
                if (positions & (1u << p)) covers.push_back(unit_name(geo, cover * n + p));
              const std::string digit(1, digit_char(d));
              const std::string reason = "in " + join_words(bases) + ", " + digit +
                                         " can only go in " + join_words(covers) + " (" +
                                         cells_words(g, corners) + ")";
              const std::string conclusion = digit + " is removed from " + cells_words(g, gone);
              std::vector<int> read = corners;
              read.insert(read.end(), gone.begin(), gone.end());
              trace->add(rule, cells_of(g, read), reason + ", so " + conclusion, conclusion,
                         reason);
            }
            return g.broken ? Step::contradiction : Step::progress;
          }
    }
  return Step::none;
}

}  // namespace dg::sudoku
