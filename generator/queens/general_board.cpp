// The general system's chess-piece boards (see general_board.hpp).
#include "generator/queens/general_board.hpp"

#include <algorithm>

#include "generator/queens/random_regions.hpp"
#include "generator/queens/region_ops.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

constexpr char kLetters[] = {'K', 'N', 'B', 'R', 'Q', 'L'};

// Rival placements listed per count; one move then kills as many of them as it can (as the
// LinkedIn repair, repair.cpp). Without lines a board starts with far more placements (only
// regions count), so more are listed and more moves allowed.
int listed(bool lines) {
  return lines ? 4 : 16;
}
int repair_moves(int n, bool lines) {
  return lines ? 2 * n : 10 * n;
}

// Pairwise conflicts of the board's cells: attacks() plus, with lines, a shared row or column.
class Conflicts {
 public:
  Conflicts(const Puzzle& p, bool lines) : cells_(p.n * p.cols) {
    bad_.assign(static_cast<std::size_t>(cells_ * cells_), 0);
    for (int a = 0; a < cells_; ++a)
      for (int b = a + 1; b < cells_; ++b) {
        const Cell x{a / p.cols, a % p.cols}, y{b / p.cols, b % p.cols};
        const bool line = lines && (x.row == y.row || x.col == y.col);
        const char bad = line || attacks(p, x, y) ? 1 : 0;
        bad_[static_cast<std::size_t>(a * cells_ + b)] = bad;
        bad_[static_cast<std::size_t>(b * cells_ + a)] = bad;
      }
  }
  bool operator()(int a, int b) const { return bad_[static_cast<std::size_t>(a * cells_ + b)]; }
  int cells() const { return cells_; }

 private:
  int cells_;
  std::vector<char> bad_;
};

// Place-or-skip search over the cells in one random order: the next live cell gets a piece or
// is ruled out; a branch ends when the live cells cannot hold the pieces still needed.
struct Planter {
  const Conflicts& conflicts;
  std::vector<int> order;  // cells in random order
  int need = 0;
  std::uint64_t nodes = 0;
  std::vector<int> chosen;

  bool search(std::size_t from, std::vector<char>& dead) {
    if (static_cast<int>(chosen.size()) == need) return true;
    if (++nodes > kPlantNodes) return false;
    int live = 0;
    for (std::size_t i = from; i < order.size(); ++i)
      live += !dead[static_cast<std::size_t>(order[i])];
    if (live < need - static_cast<int>(chosen.size())) return false;
    std::size_t at = from;
    while (dead[static_cast<std::size_t>(order[at])]) ++at;
    const int cell = order[at];
    // A piece on `cell`: its conflicts die for the rest of this branch.
    std::vector<int> killed;
    for (std::size_t i = at + 1; i < order.size(); ++i) {
      const int other = order[i];
      if (!dead[static_cast<std::size_t>(other)] && conflicts(cell, other)) {
        dead[static_cast<std::size_t>(other)] = 1;
        killed.push_back(other);
      }
    }
    chosen.push_back(cell);
    if (search(at + 1, dead)) return true;
    chosen.pop_back();
    for (int k : killed) dead[static_cast<std::size_t>(k)] = 0;
    if (nodes > kPlantNodes) return false;
    return search(at + 1, dead);  // no piece on `cell`
  }
};

std::string random_pieces(int cells, Rng& rng) {
  std::string pieces;
  for (int i = 0; i < cells; ++i) pieces += kLetters[rng.below(std::size(kLetters))];
  // One letter everywhere would fold into that attack (solver/queens/general.cpp): two kinds.
  if (std::all_of(pieces.begin(), pieces.end(), [&](char c) { return c == pieces[0]; }))
    pieces[0] = pieces[0] == 'K' ? 'N' : 'K';
  return pieces;
}

}  // namespace

Puzzle general_template(const GeneralShape& shape, Rng& rng) {
  Puzzle p;
  p.n = p.cols = shape.n;
  for (int r = 0; r < shape.n; ++r)
    for (int c = 0; c < shape.n; ++c) p.region.push_back(r);
  p.general.lines = shape.lines;
  p.torus = shape.torus;
  if (shape.mixed_pieces)
    p.general.pieces = random_pieces(shape.n * shape.n, rng);
  else
    p.general.attack = shape.attack;
  auto made = make_puzzle(std::move(p));
  return made ? *made : Puzzle{};  // the caller's params passed validate: cannot fail
}

std::vector<Cell> plant_general(const Puzzle& board, Rng& rng) {
  const Conflicts conflicts(board, board.general.lines);
  Planter planter{conflicts, {}, board.n, 0, {}};
  for (int i = 0; i < conflicts.cells(); ++i) planter.order.push_back(i);
  rng.shuffle(planter.order);
  std::vector<char> dead(static_cast<std::size_t>(conflicts.cells()), 0);
  if (!planter.search(0, dead)) return {};
  std::vector<Cell> cells;
  for (int i : planter.chosen) cells.push_back({i / board.cols, i % board.cols});
  std::sort(cells.begin(), cells.end());
  return cells;
}

bool repair_general(Puzzle& p, const std::vector<Cell>& planted, Rng& rng, int max_moves) {
  std::vector<int> anchor(static_cast<std::size_t>(region_count(p)), -1);
  std::vector<char> is_planted(p.region.size(), 0);
  for (Cell c : planted) {
    const int cell = c.row * p.cols + c.col;
    anchor[static_cast<std::size_t>(p.region[static_cast<std::size_t>(cell)])] = cell;
    is_planted[static_cast<std::size_t>(cell)] = 1;
  }
  std::vector<int> moving;
  std::vector<char> tried, in;
  for (int move = 0;; ++move) {
    const Count count =
        count_general(p, listed(p.general.lines), Budget{.max_nodes = kGeneralCountNodes});
    if (!count.complete) return false;
    if (count.count == 1) return true;  // the planted placement is always one
    std::vector<std::vector<int>> rivals;
    for (const Solution& cells : count.solutions) {  // cell indices, whatever the board
      if (!std::all_of(cells.begin(), cells.end(),
                       [&](int i) { return is_planted[static_cast<std::size_t>(i)] != 0; }))
        rivals.push_back(cells);
    }
    if (rivals.empty() || move == max_moves) return false;
    tried.assign(p.region.size(), 0);
    in.assign(p.region.size(), 0);
    BestMove best;
    for (const auto& rival : rivals)
      for (int cell : rival) {
        if (is_planted[static_cast<std::size_t>(cell)] || tried[static_cast<std::size_t>(cell)])
          continue;
        tried[static_cast<std::size_t>(cell)] = 1;
        const int from = p.region[static_cast<std::size_t>(cell)];
        cells_moving_to_border(p, cell, anchor[static_cast<std::size_t>(from)], moving);
        if (moving.empty()) continue;
        for (int i : moving) in[static_cast<std::size_t>(i)] = 1;
        int kills = 0;
        for (const auto& other : rivals)
          kills += std::any_of(other.begin(), other.end(),
                               [&](int i) { return in[static_cast<std::size_t>(i)] != 0; });
        for (int i : moving) in[static_cast<std::size_t>(i)] = 0;
        best.offer(moving, kills, rng);
      }
    if (best.cells().empty()) return false;
    const std::vector<int> targets = regions_touching(p, best.cells());
    const int to = targets[static_cast<std::size_t>(rng.below(targets.size()))];
    for (int i : best.cells()) p.region[static_cast<std::size_t>(i)] = to;
  }
}

bool make_general_board(const GeneralShape& shape, Rng& rng, Puzzle& p, Solution& solution) {
  const Puzzle board = general_template(shape, rng);
  if (board.n == 0) return false;
  const std::vector<Cell> planted = plant_general(board, rng);
  if (planted.empty()) return false;
  std::vector<int> seeds;
  for (Cell c : planted) seeds.push_back(c.row * shape.n + c.col);
  p = board;
  p.region = grow_regions(shape.n, seeds, rng).region;
  if (!repair_general(p, planted, rng, repair_moves(shape.n, shape.lines))) return false;
  // Region ids as the model numbers them (make_puzzle normalises nothing else here).
  auto made = make_puzzle(p);
  if (!made) return false;
  p = std::move(*made);
  solution = solution_of_cells(p, planted);
  return true;
}

}  // namespace dg::queens
