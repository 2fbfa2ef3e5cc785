// PNG through cairo (already a dependency for drawing), JPEG through libjpeg-turbo. Both decode
// from memory so the caller owns all file I/O (a missing file is an I/O failure, a file that is
// not an image is bad input).
#include "vision/load_image.hpp"

#include <cairo.h>
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

#include <jpeglib.h>

namespace dg::vision {

namespace {

Expected<void> check_size(long long w, long long h) {
  if (w <= 0 || h <= 0) return make_error("image has no pixels");
  if (w > kMaxSide || h > kMaxSide || w * h > kMaxPixels)
    return make_error("image too large (" + std::to_string(w) + "x" + std::to_string(h) + ")");
  return {};
}

std::uint32_t big_endian32(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) |
         std::uint32_t{p[3]};
}

struct MemoryReader {
  std::string_view bytes;
  std::size_t pos = 0;
};

cairo_status_t read_from_memory(void* closure, unsigned char* data, unsigned int length) {
  auto* r = static_cast<MemoryReader*>(closure);
  if (r->bytes.size() - r->pos < length) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(data, r->bytes.data() + r->pos, length);
  r->pos += length;
  return CAIRO_STATUS_SUCCESS;
}

Expected<Image> decode_png(std::string_view bytes) {
  // The header's own dimensions are checked before cairo allocates the surface.
  if (bytes.size() < 33) return make_error("corrupt PNG data (truncated header)");
  const auto* ihdr = reinterpret_cast<const unsigned char*>(bytes.data()) + 16;
  if (auto ok = check_size(big_endian32(ihdr), big_endian32(ihdr + 4)); !ok)
    return make_error(ok.error());
  MemoryReader reader{bytes};
  cairo_surface_t* s = cairo_image_surface_create_from_png_stream(read_from_memory, &reader);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(s);
    return make_error("corrupt PNG data");
  }
  cairo_surface_flush(s);
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const cairo_format_t format = cairo_image_surface_get_format(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  Image img(w, h);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      std::uint8_t* out = img.at(x, y);
      if (format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24) {
        std::uint32_t px;
        std::memcpy(&px, data + y * stride + x * 4, 4);
        // Premultiplied alpha: compositing onto white adds the uncovered share of white.
        const unsigned a = format == CAIRO_FORMAT_ARGB32 ? (px >> 24) & 255u : 255u;
        out[0] = static_cast<std::uint8_t>(((px >> 16) & 255u) + (255u - a));
        out[1] = static_cast<std::uint8_t>(((px >> 8) & 255u) + (255u - a));
        out[2] = static_cast<std::uint8_t>((px & 255u) + (255u - a));
      } else if (format == CAIRO_FORMAT_A8) {
        const auto a = static_cast<std::uint8_t>(255 - data[y * stride + x]);
        out[0] = out[1] = out[2] = a;
      }
    }
  }
  cairo_surface_destroy(s);
  return img;
}

// libjpeg reports fatal errors through error_exit, which must not return: it jumps back to the
// decoder with the message saved.
struct JpegError {
  jpeg_error_mgr mgr;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

[[noreturn]] void jpeg_fail(j_common_ptr info) {
  auto* err = reinterpret_cast<JpegError*>(info->err);
  (*info->err->format_message)(info, err->message);
  std::longjmp(err->jump, 1);
}

void jpeg_quiet(j_common_ptr) {}  // warnings (e.g. extraneous bytes) are not failures

// Only trivially destructible locals live between setjmp and the jumps back to it.
bool decode_jpeg_into(std::string_view bytes, Image& img, JpegError& err, std::string& why) {
  jpeg_decompress_struct info;
  info.err = jpeg_std_error(&err.mgr);
  err.mgr.error_exit = jpeg_fail;
  err.mgr.output_message = jpeg_quiet;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    why = std::string("JPEG: ") + err.message;
    return false;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()),
               static_cast<unsigned long>(bytes.size()));
  jpeg_read_header(&info, TRUE);
  if (auto ok = check_size(info.image_width, info.image_height); !ok) {
    jpeg_destroy_decompress(&info);
    why = ok.error();
    return false;
  }
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    jpeg_destroy_decompress(&info);
    why = "JPEG: CMYK images are not supported";
    return false;
  }
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  img.width = static_cast<int>(info.output_width);
  img.height = static_cast<int>(info.output_height);
  img.rgb.assign(static_cast<std::size_t>(img.width) * img.height * 3, 255);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = img.at(0, static_cast<int>(info.output_scanline));
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return true;
}

}  // namespace

Expected<Image> decode_image(std::string_view bytes) {
  static constexpr unsigned char kPng[] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  static constexpr unsigned char kJpeg[] = {0xFF, 0xD8, 0xFF};
  auto starts = [&](const unsigned char* magic, std::size_t n) {
    return bytes.size() >= n && std::memcmp(bytes.data(), magic, n) == 0;
  };
  if (starts(kPng, sizeof kPng)) return decode_png(bytes);
  if (starts(kJpeg, sizeof kJpeg)) {
    Image img;
    auto err = std::make_unique<JpegError>();
    std::string why;
    if (!decode_jpeg_into(bytes, img, *err, why)) return make_error(why);
    return img;
  }
  return make_error("not a PNG or JPEG image");
}

}  // namespace dg::vision
