// Random small boards of the Queens family's general system for property tests: every option of
// docs/formats.md "The general system" (attack names, offsets, per-cell pieces, no lines, count
// ranges, overlapping extra units, torus with an attack), holes and givens. A planted placement of
// pieces that attack no other fixes the counts (ranges around them, sometimes perturbed), so many
// boards have a solution, some one, and the rest none.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/rng.hpp"
#include "solver/queens/general.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens::test {

// The option each board is built around (the others are drawn at random beside it).
enum class GeneralOption { attack, offsets, pieces, nolines, ranges, units, torus };
inline constexpr GeneralOption kGeneralOptions[] = {
    GeneralOption::attack, GeneralOption::offsets, GeneralOption::pieces, GeneralOption::nolines,
    GeneralOption::ranges, GeneralOption::units,   GeneralOption::torus};
inline const char* option_name(GeneralOption o) {
  constexpr const char* kNames[] = {"attack", "offsets", "pieces", "nolines",
                                    "ranges", "units",   "torus"};
  return kNames[static_cast<int>(o)];
}

// A board's JSON from `rng` (from_json may still refuse it: callers skip those and check that
// enough were valid).
inline nlohmann::json random_general_json(Rng& rng, GeneralOption option, int max_side = 5) {
  using nlohmann::json;
  static const char* const kAttacks[] = {"king", "knight", "bishop", "rook", "queen", "linkedin"};
  static const char kLetters[] = "KNBRQL";
  const int rows = 3 + rng.below(max_side - 2);
  const int cols = rng.chance(1, 2) ? rows : 3 + rng.below(max_side - 2);
  const bool torus = option == GeneralOption::torus || rng.chance(1, 8);
  json j = {{"game", "queens"}, {"rows", rows}, {"cols", cols}};
  if (torus) j["torus"] = true;
  // The attack: each cell's steps, kept to plant the pieces.
  std::vector<std::vector<AttackStep>> steps(static_cast<std::size_t>(rows * cols));
  const int how = option == GeneralOption::attack    ? 0
                  : option == GeneralOption::offsets ? 1
                  : option == GeneralOption::pieces  ? 2
                                                     : rng.below(3);
  if (how == 0) {
    const char* name = kAttacks[rng.below(6)];
    j["attack"] = name;
    for (auto& s : steps) s = piece_steps(piece_letter(name));
  } else if (how == 1) {
    json list = json::array();
    std::vector<AttackStep> offsets;
    const int count = 1 + rng.below(4);
    for (int k = 0; k < count; ++k) {
      AttackStep s{rng.below(5) - 2, rng.below(5) - 2, rng.below(3)};
      if (s.dr == 0 && s.dc == 0) s.dc = 1;
      offsets.push_back(s);
      list.push_back(s.reach == 1 ? json{s.dr, s.dc} : json{s.dr, s.dc, s.reach});
    }
    j["attack"] = list;
    for (auto& s : steps) s = offsets;
  } else {
    json pieces = json::array();
    for (int r = 0; r < rows; ++r) {
      std::string row;
      for (int c = 0; c < cols; ++c) {
        const char letter = kLetters[rng.below(6)];
        row += letter;
        steps[static_cast<std::size_t>(r * cols + c)] = piece_steps(letter);
      }
      pieces.push_back(row);
    }
    j["pieces"] = pieces;
  }
  auto conflict = [&](Cell a, Cell b) {
    const auto& sa = steps[static_cast<std::size_t>(a.row * cols + a.col)];
    const auto& sb = steps[static_cast<std::size_t>(b.row * cols + b.col)];
    if (torus)
      return reaches_on_torus(sa, a, b, rows, cols) || reaches_on_torus(sb, b, a, rows, cols);
    return reaches(sa, a, b) || reaches(sb, b, a);
  };
  // Holes, then the planted pieces.
  std::vector<int> region(static_cast<std::size_t>(rows * cols), 0);
  if (rng.chance(1, 4))
    for (int h = rng.below(3); h > 0; --h)
      region[static_cast<std::size_t>(rng.below(rows * cols))] = -1;
  std::vector<Cell> order, planted;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (region[static_cast<std::size_t>(r * cols + c)] != -1) order.push_back({r, c});
  rng.shuffle(order);
  const int want = 1 + rng.below(std::max(rows, cols) + 1);
  for (Cell c : order)
    if (static_cast<int>(planted.size()) < want &&
        std::none_of(planted.begin(), planted.end(), [&](Cell q) { return conflict(q, c); }))
      planted.push_back(c);
  auto held = [&](const std::vector<int>& cells) {
    int n = 0;
    for (Cell q : planted) n += std::count(cells.begin(), cells.end(), q.row * cols + q.col) > 0;
    return n;
  };
  // A count around the planted number: exact, or a range (always with the ranges option).
  const bool ranges = option == GeneralOption::ranges || rng.chance(1, 3);
  auto count_of = [&](int n) -> json {
    if (rng.chance(1, 10)) n += rng.chance(1, 2) ? 1 : -1;  // likely no solution then
    n = std::max(n, 0);
    if (!ranges || rng.chance(1, 3)) return n;
    const int lo = std::max(0, n - rng.below(2)), hi = n + rng.below(2);
    return json{lo, hi};
  };
  // Regions grown from random seeds (or none, when lines or units count instead).
  const bool lines = option != GeneralOption::nolines && !rng.chance(1, 3);
  const bool units = option == GeneralOption::units || rng.chance(1, 4);
  const bool regions = !(lines || units) || !rng.chance(1, 6);
  if (regions && !order.empty()) {
    const int k = std::min<int>(static_cast<int>(order.size()), 1 + rng.below(rows + 1));
    std::vector<int> owner(region.size(), -1);
    std::vector<Cell> frontier;
    for (int g = 0; g < k; ++g) {
      owner[static_cast<std::size_t>(order[static_cast<std::size_t>(g)].row * cols +
                                     order[static_cast<std::size_t>(g)].col)] = g;
      frontier.push_back(order[static_cast<std::size_t>(g)]);
    }
    while (!frontier.empty()) {
      const auto at = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
      const Cell from = frontier[at];
      frontier[at] = frontier.back();
      frontier.pop_back();
      const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
      for (int d = 0; d < 4; ++d) {
        const int r = from.row + dr[d], c = from.col + dc[d];
        if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
        const auto i = static_cast<std::size_t>(r * cols + c);
        if (region[i] == -1 || owner[i] >= 0) continue;
        owner[i] = owner[static_cast<std::size_t>(from.row * cols + from.col)];
        frontier.push_back({r, c});
      }
    }
    json grid = json::array(), counts = json::array();
    std::vector<std::vector<int>> members(static_cast<std::size_t>(k));
    for (int r = 0; r < rows; ++r) {
      json row = json::array();
      for (int c = 0; c < cols; ++c) {
        const auto i = static_cast<std::size_t>(r * cols + c);
        const int id = region[i] == -1 ? -1 : std::max(owner[i], 0);
        row.push_back(id);
        if (id >= 0) members[static_cast<std::size_t>(id)].push_back(r * cols + c);
      }
      grid.push_back(row);
    }
    for (const auto& m : members) counts.push_back(count_of(held(m)));
    j["regions"] = grid;
    j["region_counts"] = counts;
  } else {
    // Without regions a hole cannot be marked: the board is whole.
    order.clear();
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) order.push_back({r, c});
  }
  if (!lines) {
    j["lines"] = false;
  } else {
    json rc = json::array(), cc = json::array();
    for (int r = 0; r < rows; ++r) {
      std::vector<int> cells;
      for (int c = 0; c < cols; ++c) cells.push_back(r * cols + c);
      rc.push_back(count_of(held(cells)));
    }
    for (int c = 0; c < cols; ++c) {
      std::vector<int> cells;
      for (int r = 0; r < rows; ++r) cells.push_back(r * cols + c);
      cc.push_back(count_of(held(cells)));
    }
    j["row_counts"] = rc;
    j["col_counts"] = cc;
  }
  if (units) {
    json list = json::array();
    for (int k = 1 + rng.below(3); k > 0 && !order.empty(); --k) {
      // A few cells near a random one (units may overlap each other and everything else).
      const Cell centre =
          order[static_cast<std::size_t>(rng.below(static_cast<int>(order.size())))];
      std::vector<int> cells;
      for (const Cell c : order)
        if (std::abs(c.row - centre.row) <= 1 && std::abs(c.col - centre.col) <= 2 &&
            rng.chance(2, 3))
          cells.push_back(c.row * cols + c.col);
      if (cells.empty()) cells.push_back(centre.row * cols + centre.col);
      std::sort(cells.begin(), cells.end());
      json cell_list = json::array();
      for (int i : cells) cell_list.push_back({i / cols, i % cols});
      list.push_back({{"cells", cell_list}, {"count", count_of(held(cells))}});
    }
    j["units"] = list;
  }
  if (rng.chance(1, 5) && !planted.empty()) {
    const Cell g = planted[static_cast<std::size_t>(rng.below(static_cast<int>(planted.size())))];
    j["givens"] = json::array({{g.row, g.col}});
  }
  return j;
}

}  // namespace dg::queens::test
