// Decoding PNG and JPEG files into an Image. The format is told by the file's first bytes, never
// its name. Every failure is an error message, never a crash: truncated or corrupt data, an
// unsupported colour model, or dimensions beyond kMaxPixels (a decompression bomb must not
// allocate gigabytes).
#pragma once

#include <string>
#include <string_view>

#include "solver/common/expected.hpp"
#include "vision/image.hpp"

namespace dg::vision {

// 40 megapixels: a 6K monitor's full screenshot is 20.
inline constexpr long long kMaxPixels = 40'000'000;
inline constexpr int kMaxSide = 20'000;
// A progressive JPEG's scans each redo work over the whole image, and a file can hold thousands
// of empty ones (10,000 in 100 KB took 45 s). Encoders write about 10 (libjpeg's default
// progression), rarely over 30; libjpeg-turbo's own tools suggest a limit of 500 for untrusted
// files. 100 keeps the worst case to a few seconds at kMaxPixels.
inline constexpr int kMaxJpegScans = 100;

// Decodes `bytes` (a whole PNG or JPEG file). Error: "not a PNG or JPEG image", "corrupt PNG
// data", "JPEG: <libjpeg's message>", "JPEG: too many scans (more than 100)", "image too
// large (WxH)".
Expected<Image> decode_image(std::string_view bytes);

}  // namespace dg::vision
