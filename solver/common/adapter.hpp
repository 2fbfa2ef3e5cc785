// The one AnyPuzzle implementation every game uses. A game's model namespace provides the same
// free functions (to_json, to_text, canonical_key, solution_text, solution_from_json,
// check_solution, count_solutions, warnings, from_json, from_text), found here by argument-
// dependent lookup on its Puzzle type; Traits adds only what lookup cannot find:
//   struct Traits { using Puzzle = ...; static constexpr std::string_view kName = "...";
//                   static int rows(const Puzzle&); static int cols(const Puzzle&);
//                   static nlohmann::json solution_json(const Solution&); };
// A game whose solution JSON depends on the puzzle (Queens: columns or [row, col] cells) gives
// solution_json(const Puzzle&, const Solution&) instead.
// A game with variants adds static std::string variant(const Puzzle&), variant_label(
// std::string_view) and variant_series(std::string_view) (solver/common/variant.hpp); one without
// them has the single variant "plain", labelled and numbered as the game.
// Optional too: static constexpr std::string_view kTitle (how prose names the game; default
// kName) and kImpliedBy (GameInfo::implied_by; default none).
#pragma once

#include <memory>
#include <utility>

#include "solver/common/game.hpp"
#include "solver/common/json_text.hpp"

namespace dg {

namespace adapter_detail {
// Unqualified calls from a namespace without these names, so lookup is by argument only.
template <class P>
nlohmann::json json_of(const P& p) {
  return to_json(p);
}
template <class P>
std::string json_text_of(const P& p) {
  if constexpr (requires { to_json_text(p); })
    return to_json_text(p);
  else
    return json_text(to_json(p));
}
template <class P>
std::string text_of(const P& p) {
  return to_text(p);
}
template <class P>
std::string key_of(const P& p) {
  return canonical_key(p);
}
template <class P>
std::vector<std::string> warnings_of(const P& p) {
  return warnings(p);
}
template <class P>
auto count_of(const P& p, int limit, Budget b) {
  return count_solutions(p, limit, b);
}
template <class P>
auto solution_of(const P& p, const nlohmann::json& j) {
  return solution_from_json(p, j);
}
// A game whose check may search (Queens "maximize") gives check_solution_within(p, s, budget);
// every other game's check_solution is decided by its rules alone.
template <class P, class S>
Checked check_of(const P& p, const S& s, const Budget& budget) {
  if constexpr (requires { check_solution_within(p, s, budget); }) {
    return check_solution_within(p, s, budget);
  } else {
    auto ok = check_solution(p, s);
    if (!ok) return {Verdict::wrong, ok.error(), 0};
    return {};
  }
}
template <class P, class S>
std::string drawn_of(const P& p, const S& s) {
  return solution_text(p, s);
}
}  // namespace adapter_detail

template <class Traits>
class PuzzleAdapter final : public AnyPuzzle {
 public:
  using Puzzle = typename Traits::Puzzle;
  explicit PuzzleAdapter(Puzzle p) : p_(std::move(p)) {}

  std::string_view game() const override { return Traits::kName; }
  int rows() const override { return Traits::rows(p_); }
  int cols() const override { return Traits::cols(p_); }
  nlohmann::json to_json() const override { return adapter_detail::json_of(p_); }
  std::string to_json_text() const override { return adapter_detail::json_text_of(p_); }
  std::string variant() const override {
    if constexpr (requires { Traits::variant(p_); })
      return Traits::variant(p_);
    else
      return "plain";
  }
  std::string canonical_key() const override { return adapter_detail::key_of(p_); }
  std::string to_text() const override { return adapter_detail::text_of(p_); }
  std::string solution_text(const nlohmann::json& solution) const override {
    auto s = adapter_detail::solution_of(p_, solution);
    return adapter_detail::drawn_of(p_, s ? *s : typename std::decay_t<decltype(*s)>{});
  }
  CountSummary count(int limit, Budget budget) const override {
    auto c = adapter_detail::count_of(p_, limit, budget);
    CountSummary out{c.count, c.complete, c.nodes, c.guesses, {}, c.optimum};
    for (const auto& s : c.solutions) {
      if constexpr (requires { Traits::solution_json(p_, s); })
        out.solutions.push_back(Traits::solution_json(p_, s));
      else
        out.solutions.push_back(Traits::solution_json(s));
    }
    return out;
  }
  Expected<void> read_solution(const nlohmann::json& solution) const override {
    auto s = adapter_detail::solution_of(p_, solution);
    if (!s) return Error{s.error()};
    return {};
  }
  using AnyPuzzle::check;
  Checked check(const nlohmann::json& solution, Budget budget) const override {
    auto s = adapter_detail::solution_of(p_, solution);
    if (!s) return {Verdict::wrong, s.error(), 0};
    return adapter_detail::check_of(p_, *s, budget);
  }
  std::vector<std::string> warnings() const override { return adapter_detail::warnings_of(p_); }

 private:
  Puzzle p_;
};

// A puzzle the game's own code made (a generator's), as an AnyPuzzle: no parsing, no checks.
template <class Traits>
PuzzlePtr make_any_puzzle(typename Traits::Puzzle p) {
  return std::make_unique<PuzzleAdapter<Traits>>(std::move(p));
}

// The GameInfo entry of a game: its name and parsers that wrap the model in the adapter.
// `from_json` and `from_text` are the game's parsers.
template <class Traits, auto FromJson, auto FromText>
const GameInfo& make_game_info() {
  static const GameInfo info{
      Traits::kName,
      [](const nlohmann::json& obj) -> Expected<PuzzlePtr> {
        auto parsed = FromJson(obj);
        if (!parsed) return Error{parsed.error()};
        return PuzzlePtr(std::make_unique<PuzzleAdapter<Traits>>(std::move(parsed).value()));
      },
      [](std::string_view text) -> Expected<PuzzlePtr> {
        auto parsed = FromText(text);
        if (!parsed) return Error{parsed.error()};
        return PuzzlePtr(std::make_unique<PuzzleAdapter<Traits>>(std::move(parsed).value()));
      },
      [](const nlohmann::json& obj) -> std::string {
        auto parsed = FromJson(obj);
        if (!parsed) return "";
        return PuzzleAdapter<Traits>(std::move(parsed).value()).variant();
      },
      [](std::string_view variant) -> std::string {
        if constexpr (requires { Traits::variant_label(variant); })
          return Traits::variant_label(variant);
        else
          return std::string(Traits::kName);
      },
      [](std::string_view variant) -> std::string {
        if constexpr (requires { Traits::variant_series(variant); })
          return Traits::variant_series(variant);
        else
          return std::string(Traits::kName);
      },
      [] {
        if constexpr (requires { Traits::kTitle; })
          return std::string_view(Traits::kTitle);
        else
          return std::string_view(Traits::kName);
      }(),
      [] {
        if constexpr (requires { Traits::kImpliedBy; })
          return std::string_view(Traits::kImpliedBy);
        else
          return std::string_view();
      }(),
  };
  return info;
}

}  // namespace dg
