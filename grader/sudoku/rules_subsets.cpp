// Sudoku rules of tiers "naked_subset" and "hidden_subset".
//
// naked_subset (pair, triple): k cells of a unit whose candidates together are only k digits
// hold those k digits between them, so no other cell of the unit can.
//   row 1: B1 {4,7}, C1 {4,7}  ->  4 and 7 are removed from the row's other cells.
// hidden_subset (pair, triple): k digits whose places in a unit are only k cells fill those
// cells, so those cells hold nothing else.
//   row 1: 4 and 7 only in B1 {2,4,7} and C1 {4,7,9}  ->  2 is removed from B1, 9 from C1.
// Sound: k cells cannot hold more than k digits, and k digits need k cells of the unit.
#include <algorithm>

#include "grader/common/words.hpp"
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

// Every k-subset (k = 2 or 3) of `items`, as index lists, until `visit` returns true.
template <class Visit>
bool subsets(int count, int k, Visit visit) {
  for (int a = 0; a < count; ++a)
    for (int b = a + 1; b < count; ++b) {
      if (k == 2) {
        if (visit(std::vector<int>{a, b})) return true;
        continue;
      }
      for (int c = b + 1; c < count; ++c)
        if (visit(std::vector<int>{a, b, c})) return true;
    }
  return false;
}

const char* size_word(int k) {
  return k == 2 ? "pair" : "triple";
}

}  // namespace

Step apply_naked_subset(Grid& g, int size, Trace* trace) {
  const Geometry& geo = *g.geo;
  const char* rule = size == 2 ? "naked_pair" : "naked_triple";
  Step result = Step::none;
  for (int u = 0; u < geo.units() && result == Step::none; ++u) {
    const std::uint8_t* in = geo.unit_cells(u);
    std::vector<int> small;
    for (int i = 0; i < geo.n; ++i) {
      const int k = in[i];
      if (g.is_open(k) && digit_count(g.at(k)) >= 2 && digit_count(g.at(k)) <= size)
        small.push_back(k);
    }
    subsets(static_cast<int>(small.size()), size, [&](const std::vector<int>& pick) {
      Digits digits = 0;
      std::vector<int> set;
      for (int i : pick) {
        set.push_back(small[static_cast<std::size_t>(i)]);
        digits = static_cast<Digits>(digits | g.at(set.back()));
      }
      if (digit_count(digits) != size) return false;
      std::vector<int> gone;
      for (int i = 0; i < geo.n; ++i) {
        const int k = in[i];
        if (!g.is_open(k) || (g.at(k) & digits) == 0) continue;
        if (std::find(set.begin(), set.end(), k) == set.end()) gone.push_back(k);
      }
      if (gone.empty()) return false;
      for (int k : gone) g.eliminate(k, digits);
      if (trace) {
        const std::string reason = cells_words(g, set) + " hold only " + digit_words(digits) +
                                   " between them (a naked " + size_word(size) + " in " +
                                   unit_name(geo, u) + ")";
        const std::string conclusion =
            digit_words(digits) + " are removed from " + cells_words(g, gone);
        std::vector<int> read = set;
        read.insert(read.end(), gone.begin(), gone.end());
        trace->add(rule, cells_of(g, read), reason + ", so " + conclusion, conclusion, reason);
      }
      result = g.broken ? Step::contradiction : Step::progress;
      return true;
    });
  }
  return result;
}

Step apply_hidden_subset(Grid& g, int size, Trace* trace) {
  const Geometry& geo = *g.geo;
  const char* rule = size == 2 ? "hidden_pair" : "hidden_triple";
  Step result = Step::none;
  for (int u = 0; u < geo.units() && result == Step::none; ++u) {
    const std::uint8_t* in = geo.unit_cells(u);
    std::vector<int> digits;
    std::vector<unsigned> where;
    for (int d = 1; d <= geo.n; ++d) {
      const unsigned w = g.places(u, d);
      const int count = std::popcount(w);
      if (count >= 2 && count <= size) {
        digits.push_back(d);
        where.push_back(w);
      }
    }
    subsets(static_cast<int>(digits.size()), size, [&](const std::vector<int>& pick) {
      unsigned cells = 0;
      Digits mask = 0;
      for (int i : pick) {
        cells |= where[static_cast<std::size_t>(i)];
        mask = static_cast<Digits>(mask | digit_bit(digits[static_cast<std::size_t>(i)]));
      }
      if (std::popcount(cells) != size) return false;
      std::vector<int> set, changed;
      Digits removed = 0;
      for (int i = 0; i < geo.n; ++i) {
        if (!(cells & (1u << i))) continue;
        const int k = in[i];
        set.push_back(k);
        if (g.at(k) & ~mask) {
          changed.push_back(k);
          removed = static_cast<Digits>(removed | (g.at(k) & ~mask));
        }
      }
      if (changed.empty()) return false;
      for (int k : set) g.eliminate(k, static_cast<Digits>(~mask));
      if (trace) {
        const std::string reason = digit_words(mask) + " can only go in " + cells_words(g, set) +
                                   " in " + unit_name(geo, u) + " (a hidden " + size_word(size) +
                                   ")";
        const std::string conclusion = cells_words(g, set) + " hold only " + digit_words(mask) +
                                       ": " + digit_words(removed) + " removed from " +
                                       cells_words(g, changed);
        trace->add(rule, cells_of(g, set), reason + ", so " + conclusion, conclusion, reason);
      }
      result = g.broken ? Step::contradiction : Step::progress;
      return true;
    });
  }
  return result;
}

}  // namespace dg::sudoku
