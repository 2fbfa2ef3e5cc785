// The 27 named free polyominoes of the shape rules (write-up seeds/002, "Polyomino"), and the
// canonical form that recognises a region's live cells as one of them under rotation/reflection.
// The deduction itself is not stored per shape: every shape rule kills the intersection of its
// live cells' attack sets (rules_shapes.cpp), so one mechanism serves all 27 ids.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "solver/common/cell.hpp"

namespace dg::queens {

struct ShapeDef {
  std::string_view id;  // stable rule id
  // One orientation, rows separated by '/': '#' shape cell, 'x' a cell the write-up says dies
  // (besides the shape's own row or column when it is straight), '.' neither. The 'x' marks are
  // documentation, checked by a test against the computed intersection; the grader never reads
  // them.
  std::string_view diagram;
};

inline constexpr std::array<ShapeDef, 27> kShapes = {{
    {"shape_domino", "xx/##/xx"},
    {"shape_i_tromino", ".x./###/.x."},
    {"shape_l_tromino", ".x../x##./.#x."},
    {"shape_i_tetromino", "####"},
    {"shape_t_tetromino", ".x./###/.#."},
    {"shape_l_tetromino", "#./#x/##/x."},
    {"shape_s_tetromino", "x##/##x"},
    {"shape_i_pentomino", "#####"},
    {"shape_l_pentomino", "x####/.#..."},
    {"shape_f_pentomino", ".##/##x/.#."},
    {"shape_n_pentomino", ".#/x#/##/#x"},
    {"shape_t_pentomino", ".x./###/.#./.#."},
    {"shape_u_pentomino", "#x#/###"},
    {"shape_v_pentomino", "#../#x./###"},
    {"shape_w_pentomino", "#../##./x##"},
    {"shape_i_hexomino", "######"},
    {"shape_z_with_tab_hexomino", "###./#x##"},
    {"shape_l_hexomino", "x#####/.#...."},
    {"shape_n_hexomino", "####x/...##"},
    {"shape_long_n_hexomino", "###x./.x###"},
    {"shape_c_hexomino", "###/#x#/#.."},
    {"shape_s_block_hexomino", "##./x##/##."},
    {"shape_f_ext_a_hexomino", "###./.x##/..#."},
    {"shape_n_ext_a_hexomino", "###x/..##/...#"},
    {"shape_t_ext_hexomino", "##../x###/.#.."},
    {"shape_w_ext_hexomino", "##x./.###/..#."},
    {"shape_t_hexomino", ".x./###/.#./.#./.#."},
}};
inline constexpr int kShapeCount = static_cast<int>(kShapes.size());
inline constexpr std::string_view kIntersectionId = "region_kill_intersection";

// Canonical form of a set of at most 6 cells: the smallest, over the 8 rotations/reflections, of
// the cells translated to the origin and packed as bits r * 6 + c of a 36-bit key. Two sets get
// the same key iff one is a rotation/reflection/translation of the other. nullopt when the set is
// empty, bigger than 6 or does not fit a 6x6 box (then it is no named shape).
std::optional<std::uint64_t> canonical_key(std::span<const Cell> cells);

// The index in kShapes of the named shape with this set of cells, or -1.
int named_shape(std::span<const Cell> cells);

}  // namespace dg::queens
