// Words for the Zip grader's trace (`grade --explain`): path steps named by their cells as on the
// board's labels ("the path goes from B3 to B4", "the path cannot step between C2 and C3"), and
// why a grid is contradictory.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "grader/common/grade.hpp"
#include "grader/zip/grid.hpp"

namespace dg::zip {

// "the path goes from B3 to B4" / "the path cannot step between B3 and B4".
std::string edge_text(const Grid& g, int e, bool on);

// Collects the edges one rule application turns on (or off) and reports them, when it goes out of
// scope, as one deduction: "the path cannot step between C2 and C3 or between D4 and D5 (why)".
// Without a trace it records nothing. RAII, so every return path of a rule reports.
class EdgeReport {
 public:
  EdgeReport(Trace* trace, std::string_view rule, bool on, std::string_view why)
      : trace_(trace), rule_(rule), on_(on), why_(why) {}
  EdgeReport(const EdgeReport&) = delete;
  EdgeReport& operator=(const EdgeReport&) = delete;
  ~EdgeReport();
  void add(const Grid& g, int e) {
    add(g, e, [] { return std::string(); });
  }
  // With the edge's own reason, the cells it read ("a stretch of path already runs from B3 to C4"):
  // called only with a trace, so grading without one pays nothing for the words. Edges that share a
  // reason share a conclusion in a chain; an empty reason is the rule's `why`.
  template <class Reason>
  void add(const Grid& g, int e, Reason reason) {
    if (!trace_) return;
    record(g, e, reason());
  }

 private:
  void record(const Grid& g, int e, std::string reason);

  Trace* trace_;
  std::string_view rule_;
  bool on_;
  std::string_view why_;
  std::vector<Cell> cells_;           // two per edge
  std::vector<std::string> reasons_;  // one per edge
};

// Why no_loop or number_order (`check`, JoinCheck) refuses edge e, by the stretches of path it
// would join: "a stretch of path already runs from B3 to C4", "coming in from B3 the path meets 2
// first, from C3 it meets 5". Read on g with e still unknown or just turned off.
std::string join_reason(const Grid& g, int e, JoinCheck check);

// The neighbours cell c still may step to (its unknown edges), named: "C3 or B4".
std::string open_neighbours(const Grid& g, int c, std::string_view conjunction = "or");

// Why a contradictory grid has no path, in words ("B3 is left with too few ways in and out");
// a general sentence when no single cell shows it.
std::string describe_contradiction(const Grid& g);

}  // namespace dg::zip
