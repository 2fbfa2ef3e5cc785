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

// Decodes `bytes` (a whole PNG or JPEG file). Error: "not a PNG or JPEG image", "corrupt PNG
// data", "JPEG: <libjpeg's message>", "image too large (WxH)".
Expected<Image> decode_image(std::string_view bytes);

}  // namespace dg::vision
