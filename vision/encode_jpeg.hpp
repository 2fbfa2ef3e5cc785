// An image as JPEG bytes, with libjpeg-turbo (the library that decodes them): the lossy copies
// that tests, benches and fuzz seeds read back to check the reader survives JPEG artefacts.
#pragma once

#include <string>

#include "vision/image.hpp"

namespace dg::vision {

// `img` (RGB) compressed at `quality` (1..100); `progressive`: libjpeg's simple progression (10
// scans for colour), as many cameras and web tools write.
std::string encode_jpeg(const Image& img, int quality, bool progressive = false);

}  // namespace dg::vision
