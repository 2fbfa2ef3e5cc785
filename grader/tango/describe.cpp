// Words for a broken Tango grid: the first rule its known cells break, checked in the order
// Grid::contradiction checks them (the contradiction step's "Now ..." sentence).
#include <bit>
#include <string>

#include "grader/tango/bits.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

// What line l's known cells break, or "".
std::string line_fault(const Grid& g, int l) {
  const LineView v = g.line(l);
  const Mask ones = v.ones(), zeros = v.zeros();
  const std::string name = line_name(g, l);
  const int max_suns = v.hi, max_moons = g.len(l) - v.lo;
  if (count_bits(ones) > max_suns)
    return name + " has more than " + std::to_string(max_suns) + (max_suns == 1 ? " sun" : " suns");
  if (count_bits(zeros) > max_moons)
    return name + " has more than " + std::to_string(max_moons) +
           (max_moons == 1 ? " moon" : " moons");
  if (ones & (ones >> 1) & (ones >> 2)) return name + " has three suns in a row";
  if (zeros & (zeros >> 1) & (zeros >> 2)) return name + " has three moons in a row";
  const Mask both = v.known & (v.known >> 1);
  const Mask diff = v.sun ^ (v.sun >> 1);
  if (both & diff & v.equal) return "an = sign in " + name + " joins a sun and a moon";
  if (both & ~diff & v.opposite) return "an X sign in " + name + " joins two equal cells";
  return {};
}

}  // namespace

std::string describe_contradiction(const Grid& g) {
  if (g.broken) return "a cell would have to be both a sun and a moon";
  for (int l = 0; l < g.lines(); ++l)
    if (std::string fault = line_fault(g, l); !fault.empty()) return fault;
  if (g.contradiction()) return "two full rows or two full columns are the same";
  return {};
}

}  // namespace dg::tango
