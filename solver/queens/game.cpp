// Queens adapter: the AnyPuzzle face of a queens::Puzzle.
#include "solver/queens/game.hpp"

#include "solver/queens/canonical.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

namespace {

class QueensPuzzle final : public AnyPuzzle {
 public:
  explicit QueensPuzzle(Puzzle p) : p_(std::move(p)) {}
  std::string_view game() const override { return "queens"; }
  int rows() const override { return p_.n; }
  int cols() const override { return p_.n; }
  nlohmann::json to_json() const override { return queens::to_json(p_); }
  std::string canonical_key() const override { return queens::canonical_key(p_); }
  std::string to_text() const override { return queens::to_text(p_); }
  std::string solution_text(const nlohmann::json& solution) const override {
    auto s = solution_from_json(p_, solution);
    return queens::solution_text(p_, s ? *s : Solution{});
  }
  CountSummary count(int limit, Budget budget) const override {
    Count c = count_solutions(p_, limit, budget);
    CountSummary out{c.count, c.complete, c.nodes, c.guesses, {}};
    for (const auto& s : c.solutions) out.solutions.push_back(solution_to_json(s));
    return out;
  }
  Expected<void> check(const nlohmann::json& solution) const override {
    auto s = solution_from_json(p_, solution);
    if (!s) return Error{s.error()};
    return check_solution(p_, *s);
  }
  std::vector<std::string> warnings() const override { return queens::warnings(p_); }

 private:
  Puzzle p_;
};

template <class Parsed>
Expected<PuzzlePtr> wrap(Parsed parsed) {
  if (!parsed) return Error{parsed.error()};
  return PuzzlePtr(std::make_unique<QueensPuzzle>(std::move(parsed).value()));
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info{
      "queens",
      [](const nlohmann::json& obj) { return wrap(from_json(obj)); },
      [](std::string_view text) { return wrap(from_text(text)); },
  };
  return info;
}

}  // namespace dg::queens
