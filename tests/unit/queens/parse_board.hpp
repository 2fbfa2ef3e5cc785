// A Queens board from its JSON for tests that write boards inline: a board the model refuses
// fails the test with the model's message.
#pragma once

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <utility>

#include "solver/queens/model.hpp"

namespace dg::queens::test {

inline Puzzle parse(const nlohmann::json& j) {
  auto p = from_json(j);
  INFO(j.dump());
  if (!p.ok()) FAIL(p.error());
  return std::move(p).value();
}

}  // namespace dg::queens::test
