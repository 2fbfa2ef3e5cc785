// Internal to page/: the engine observer that reads each step's facts off the grader's grid. Every
// game's grid is a list of items (cells, edges) that start undecided; a step's facts are the items
// it decided, so the recorder snapshots the items before and after each step and lets the game
// say how a newly decided item reads as a fact (graded_steps.hpp).
#pragma once

#include <cstddef>
#include <vector>

#include <nlohmann/json.hpp>

#include "grader/common/engine.hpp"

namespace dg::page {

template <class Grid, class Value>
class FactRecorder final : public StepObserver<Grid> {
 public:
  using Snapshot = std::vector<Value> (*)(const Grid& grid);
  using FactOf = nlohmann::json (*)(const Grid& grid, std::size_t item, Value now);

  FactRecorder(Snapshot snapshot, Value undecided, FactOf fact_of)
      : snapshot_(snapshot), undecided_(undecided), fact_of_(fact_of) {}

  void before_step(const Grid& grid) override { before_ = snapshot_(grid); }
  void after_step(std::size_t, Step, const Grid& after) override {
    const std::vector<Value> now = snapshot_(after);
    nlohmann::json step = nlohmann::json::array();
    for (std::size_t i = 0; i < now.size(); ++i)
      if (before_[i] == undecided_ && now[i] != undecided_)
        step.push_back(fact_of_(after, i, now[i]));
    facts.push_back(std::move(step));
  }

  nlohmann::json facts = nlohmann::json::array();  // one array of facts per step

 private:
  Snapshot snapshot_;
  Value undecided_;
  FactOf fact_of_;
  std::vector<Value> before_;
};

}  // namespace dg::page
