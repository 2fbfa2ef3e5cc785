// Internal: the colours of Queens regions. No cairo here, so tests can check the palette itself.
#pragma once

#include <array>
#include <cstddef>

namespace dg::render {

struct Rgb {
  double r = 0, g = 0, b = 0;  // 0..1, sRGB
};

// 18 light colours, no two alike: the smallest CIE76 distance between any two is 28 (a just
// noticeable difference is about 2.3; the Tol light + muted mix used before had two pairs at 6).
// Chosen greedily, each colour the farthest from those before it among colours light enough
// (L* 62..92) for black crowns and labels on top and muted enough (chroma <= 60) to print, so
// the first colours, the ones small boards use, are the most distinct (with the salmon moved
// before the second blue, which looked too close to the first on 8-region boards). Regions beyond
// 18 reuse colours; thick borders and --letters still tell them apart.
inline constexpr std::array<Rgb, 18> kRegionPalette = {{
    {0x44 / 255.0, 0xBB / 255.0, 0x99 / 255.0},
    {0xFF / 255.0, 0x77 / 255.0, 0xBB / 255.0},
    {0xCC / 255.0, 0x88 / 255.0, 0x33 / 255.0},
    {0x33 / 255.0, 0x99 / 255.0, 0xFF / 255.0},
    {0xEE / 255.0, 0xDD / 255.0, 0xEE / 255.0},
    {0xDD / 255.0, 0xEE / 255.0, 0x77 / 255.0},
    {0xFF / 255.0, 0x77 / 255.0, 0x77 / 255.0},
    {0x99 / 255.0, 0x99 / 255.0, 0x66 / 255.0},
    {0x44 / 255.0, 0xAA / 255.0, 0xCC / 255.0},
    {0xCC / 255.0, 0x99 / 255.0, 0xFF / 255.0},
    {0x88 / 255.0, 0xFF / 255.0, 0xAA / 255.0},
    {0xCC / 255.0, 0x88 / 255.0, 0x99 / 255.0},
    {0xCC / 255.0, 0xEE / 255.0, 0xCC / 255.0},
    {0xFF / 255.0, 0xBB / 255.0, 0x99 / 255.0},
    {0x33 / 255.0, 0xFF / 255.0, 0xFF / 255.0},
    {0x77 / 255.0, 0xAA / 255.0, 0x44 / 255.0},
    {0x99 / 255.0, 0x99 / 255.0, 0xCC / 255.0},
    {0x99 / 255.0, 0x99 / 255.0, 0x99 / 255.0},
}};

// What a player would call each colour above, in the same order: hints and screen-reader labels
// name a region by the colour the player sees ("the teal region"). Names are distinct so that a
// board of up to 18 regions has one name per region; beyond 18 colours repeat and so do names.
inline constexpr std::array<const char*, 18> kRegionColourNames = {{
    "teal", "pink", "brown", "blue", "pale lilac", "yellow", "red", "olive", "sky blue",
    "purple", "mint", "rose", "pale green", "peach", "cyan", "green", "periwinkle", "grey",
}};

inline const char* region_colour_name(int region) {
  return kRegionColourNames[static_cast<std::size_t>(region) % kRegionColourNames.size()];
}

inline const Rgb& region_colour(int region) {
  return kRegionPalette[static_cast<std::size_t>(region) % kRegionPalette.size()];
}

}  // namespace dg::render
