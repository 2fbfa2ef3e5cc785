// Zip adapter: the AnyPuzzle face of a zip::Puzzle.
#include "solver/zip/game.hpp"

#include "solver/zip/canonical.hpp"
#include "solver/zip/counter.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

namespace {

class ZipPuzzle final : public AnyPuzzle {
 public:
  explicit ZipPuzzle(Puzzle p) : p_(std::move(p)) {}
  std::string_view game() const override { return "zip"; }
  int rows() const override { return p_.rows; }
  int cols() const override { return p_.cols; }
  nlohmann::json to_json() const override { return zip::to_json(p_); }
  std::string canonical_key() const override { return zip::canonical_key(p_); }
  std::string to_text() const override { return zip::to_text(p_); }
  std::string solution_text(const nlohmann::json& solution) const override {
    auto s = solution_from_json(p_, solution);
    return zip::solution_text(p_, s ? *s : Solution{});
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
  std::vector<std::string> warnings() const override { return zip::warnings(p_); }

 private:
  Puzzle p_;
};

template <class Parsed>
Expected<PuzzlePtr> wrap(Parsed parsed) {
  if (!parsed) return Error{parsed.error()};
  return PuzzlePtr(std::make_unique<ZipPuzzle>(std::move(parsed).value()));
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info{
      "zip",
      [](const nlohmann::json& obj) { return wrap(from_json(obj)); },
      [](std::string_view text) { return wrap(from_text(text)); },
  };
  return info;
}

}  // namespace dg::zip
