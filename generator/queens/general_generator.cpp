// The Queens generator's general part (see general_generator.hpp).
#include "generator/queens/general_generator.hpp"

#include <numeric>

#include "generator/queens/family_generator.hpp"
#include "generator/queens/general_board.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

GeneralShape shape_of(const Params& p) {
  return GeneralShape{p.n, p.attack, p.mixed_pieces, !p.no_lines, p.torus};
}

}  // namespace

Expected<void> validate_general(const Params& p) {
  if (!p.attack.empty() && p.mixed_pieces)
    return make_error("queens: give --attack or --pieces mixed, not both");
  if (!p.attack.empty() && (piece_letter(p.attack) == 0 || p.attack == "offsets"))
    return make_error("queens: unknown --attack '" + p.attack + "' (expected " + piece_names() +
                      ")");
  // Measured: no unique 6x6 board in 200 attempts each (one 5x5 knight board in 200), with 4 to
  // 64 rivals listed and up to 200n repair moves: a piece that attacks only nearby cells (or
  // only diagonals) leaves each region many cells that nothing rules out.
  if (p.no_lines && (p.attack == "king" || p.attack == "knight" || p.attack == "bishop"))
    return make_error("queens: --no-lines with a " + p.attack +
                      " is not generated: regions alone rarely pin such pieces down (no unique "
                      "6x6 board in 200 attempts); use rook, queen, linkedin or --pieces mixed");
  if (p.stars != 1 || p.holes.max > 0)
    return make_error(
        "queens: --attack, --pieces and --no-lines make 1-star square boards without holes");
  if (p.n < kMinGeneralSize || p.n > kMaxGeneralSize)
    return make_error("queens: chess-piece boards are made at sizes " +
                      std::to_string(kMinGeneralSize) + ".." + std::to_string(kMaxGeneralSize) +
                      ", got " + std::to_string(p.n));
  // A queen or bishop on a torus attacks along wrapped diagonals, and every board here holds n
  // pieces one per row and column (a queen keeps to its own row and column even with
  // --no-lines): that is the toroidal n-queens problem, which has a solution only for n prime to
  // 6 (Polya 1918). Any other size would search for ever without a board.
  if (p.torus && (p.attack == "queen" || p.attack == "bishop") && std::gcd(p.n, 6) != 1)
    return make_error("queens: no " + std::to_string(p.n) + "x" + std::to_string(p.n) +
                      " torus holds " + std::to_string(p.n) + " " + p.attack +
                      "s one per row and column: on a torus they attack along wrapped diagonals, "
                      "which leaves room only at sizes prime to 6 (5 and 7 here)");
  if (p.tier == kAnyTier && !p.score.active()) return {};
  Rng rng(1);
  const Puzzle sample = general_template(shape_of(p), rng);
  std::string why = grading_refused(sample);
  if (why.empty()) return {};
  if (why.rfind("queens: ", 0) == 0) why.erase(0, 8);
  return make_error("queens: cannot generate tier " + generate_tier_label(p.tier) + ": " + why);
}

bool try_general(const Params& p, Rng& rng, GeneratedPuzzle& out) {
  Puzzle board;
  Solution solution;
  if (!make_general_board(shape_of(p), rng, board, solution)) return false;
  // The counter's word is final (repair concluded the same, but checks independently here).
  const Count count = count_general(board, 2, Budget{.max_nodes = kGeneralCountNodes});
  if (!count.complete || count.count != 1) return false;
  return keep_if_requested(p, std::move(board), std::move(solution), out);
}

}  // namespace dg::queens
