// PNG through libpng, JPEG through libjpeg-turbo. Both decode
// from memory so the caller owns all file I/O (a missing file is an I/O failure, a file that is
// not an image is bad input). libpng directly rather than cairo's PNG reader (which this file
// used first): cairo premultiplies alpha and we undid it while compositing onto white. For a
// 1284x2778 phone screenshot, best of 20 runs on a quiet machine: 24 ms through cairo, 12 ms
// through libpng's simplified API (tests/bench/results/2026-11-24-read-screenshots.md).
#include "vision/load_image.hpp"

#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <jpeglib.h>
#include <png.h>

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

Expected<Image> decode_png(std::string_view bytes) {
  // The header's own dimensions are checked before libpng reads anything else.
  if (bytes.size() < 33) return make_error("corrupt PNG data (truncated header)");
  const auto* ihdr = reinterpret_cast<const unsigned char*>(bytes.data()) + 16;
  if (auto ok = check_size(big_endian32(ihdr), big_endian32(ihdr + 4)); !ok)
    return make_error(ok.error());
  // libpng's simplified API reports every failure in image.message (no longjmp reaches us) and
  // frees its own state on failure.
  png_image image;
  std::memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
    return make_error(std::string("corrupt PNG data (") + image.message + ")");
  if (auto ok = check_size(image.width, image.height); !ok) {
    png_image_free(&image);
    return make_error(ok.error());
  }
  // 8-bit RGB out, whatever came in (palette, grey, 16-bit). A file with alpha comes out as
  // RGBA and is composited onto white here, in sRGB values as a browser shows it (libpng's own
  // compositing works in linear light: a half-transparent black would turn out light grey).
  const bool alpha = (image.format & PNG_FORMAT_FLAG_ALPHA) != 0;
  image.format = alpha ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
  Image img;
  img.width = static_cast<int>(image.width);
  img.height = static_cast<int>(image.height);
  const std::size_t pixels = Image::area(img.width, img.height);
  std::vector<std::uint8_t> buffer(pixels * (alpha ? 4 : 3));
  if (!png_image_finish_read(&image, nullptr, buffer.data(), 0, nullptr))
    return make_error(std::string("corrupt PNG data (") + image.message + ")");
  if (!alpha) {
    img.rgb = std::move(buffer);
    return img;
  }
  img.rgb.resize(pixels * 3);
  for (std::size_t i = 0; i < pixels; ++i) {
    const unsigned a = buffer[4 * i + 3];
    for (std::size_t k = 0; k < 3; ++k)
      img.rgb[3 * i + k] =
          static_cast<std::uint8_t>((buffer[4 * i + k] * a + 255u * (255u - a) + 127u) / 255u);
  }
  return img;
}

// libjpeg reports fatal errors through error_exit, which must not return: it jumps back to the
// decoder with the message saved. The progress monitor jumps back the same way when a file holds
// more scans than any encoder writes.
struct JpegError {
  jpeg_error_mgr mgr;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  jpeg_progress_mgr progress;
};

[[noreturn]] void jpeg_fail(j_common_ptr info) {
  auto* err = reinterpret_cast<JpegError*>(info->err);
  (*info->err->format_message)(info, err->message);
  std::longjmp(err->jump, 1);
}

void jpeg_quiet(j_common_ptr) {}  // warnings (e.g. extraneous bytes) are not failures

// Called by libjpeg between units of input work; a progressive file's scans are all read in
// jpeg_start_decompress, so this is where a scan bomb is stopped.
void jpeg_count_scans(j_common_ptr info) {
  if (info->is_decompressor == 0) return;
  const auto* d = reinterpret_cast<j_decompress_ptr>(info);
  if (d->input_scan_number <= kMaxJpegScans) return;
  auto* err = reinterpret_cast<JpegError*>(info->err);
  std::snprintf(err->message, sizeof err->message, "too many scans (more than %d)", kMaxJpegScans);
  std::longjmp(err->jump, 1);
}

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
  err.progress.progress_monitor = jpeg_count_scans;
  info.progress = &err.progress;
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
  img.rgb.assign(Image::area(img.width, img.height) * 3, 255);
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
