// Test helpers: screenshots synthesised with the project's own renderer, and the perturbations
// a real screenshot brings (scaling, blur, JPEG, page chrome, dark pages, a hovered cell, a mouse
// cursor). Deterministic: no randomness beyond fixed seeds.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "vision/image.hpp"

namespace dg::vision::test {

struct Rgb {
  std::uint8_t r, g, b;
};

// The puzzle drawn by dg::render as a PNG `width` pixels wide, decoded.
Image render_puzzle(const nlohmann::json& puzzle, int width);
// The first solution the exact counter finds (null when there is none).
nlohmann::json first_solution(const nlohmann::json& puzzle);
// Bilinear resampling by `factor`.
Image scaled(const Image& img, double factor);
// Box blur of the given radius (a soft, rescaled screenshot).
Image blurred(const Image& img, int radius);
// The JPEG file of `img` at `quality`, and the image encoded so and decoded again.
std::string jpeg_bytes(const Image& img, int quality);
Image jpeg_round_trip(const Image& img, int quality);
// `img` placed at (x, y) on a `w` x `h` page of colour `page`, with app chrome around it: a
// status bar, a header with text-like marks, buttons outlined with long lines, a panel below.
Image on_page(const Image& img, int w, int h, int x, int y, Rgb page, Rgb ink);
// Every pixel in the square of side `side` at (x, y) darkened by `factor` (a hovered cell).
void darken(Image& img, int x, int y, int side, double factor);
// A black arrow cursor with a white outline, its tip at (x, y), `size` pixels tall.
void draw_cursor(Image& img, int x, int y, int size);

// Regions renumbered by first appearance, so readings compare up to relabelling; Tango and Zip
// puzzles normalised through their parser (signs and walls sorted).
nlohmann::json normalised(const nlohmann::json& puzzle);

}  // namespace dg::vision::test
