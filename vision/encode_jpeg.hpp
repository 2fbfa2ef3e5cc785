// An image as JPEG bytes, with libjpeg-turbo (the library that decodes them): the lossy copies
// that tests, benches and fuzz seeds read back to check the reader survives JPEG artefacts.
#pragma once

#include <string>

#include "vision/image.hpp"

namespace dg::vision {

// `img` (RGB) compressed at `quality` (1..100).
std::string encode_jpeg(const Image& img, int quality);

}  // namespace dg::vision
