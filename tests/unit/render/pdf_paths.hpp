// Test helper: reads back the vector paths of a PDF written by cairo. Content streams are
// inflated with zlib and their path operators grouped into paths (from the first construction
// operator to the painting one), so tests can say what was drawn, not just that bytes came out.
#pragma once

#include <zlib.h>

#include <sstream>
#include <string>
#include <vector>

namespace dg::test {

// Inflates a zlib stream; "" when it is not one.
inline std::string inflate_all(const std::string& data) {
  z_stream z{};
  if (inflateInit(&z) != Z_OK) return "";
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  std::string out;
  char buf[65536];
  int rc = Z_OK;
  while (rc == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(buf);
    z.avail_out = sizeof buf;
    rc = inflate(&z, Z_NO_FLUSH);
    out.append(buf, sizeof buf - z.avail_out);
  }
  inflateEnd(&z);
  return rc == Z_STREAM_END ? out : "";
}

// Every stream of the PDF that inflates to plain text: the page content streams (font
// programs and images are binary and left out).
inline std::vector<std::string> content_streams(const std::string& pdf) {
  std::vector<std::string> out;
  for (std::size_t at = pdf.find("stream\n"); at != std::string::npos;
       at = pdf.find("stream\n", at + 1)) {
    if (at >= 3 && pdf.compare(at - 3, 3, "end") == 0) continue;
    const std::size_t begin = at + 7, end = pdf.find("endstream", begin);
    if (end == std::string::npos) break;
    const std::string text = inflate_all(pdf.substr(begin, end - begin));
    bool plain = !text.empty();
    for (unsigned char ch : text)
      plain = plain && (ch >= 32 || ch == '\n' || ch == '\r' || ch == '\t');
    if (plain) out.push_back(text);
  }
  return out;
}

// The construction operators of each painted path, in order ("m l l h", "m c c c c h", "re").
inline std::vector<std::string> painted_paths(const std::string& content) {
  std::vector<std::string> paths;
  std::string current;
  std::istringstream in(content);
  for (std::string tok; in >> tok;) {
    if (tok == "m" || tok == "l" || tok == "c" || tok == "v" || tok == "y" || tok == "h" ||
        tok == "re") {
      current += current.empty() ? tok : " " + tok;
    } else if (tok == "f" || tok == "f*" || tok == "S" || tok == "s" || tok == "B" || tok == "B*" ||
               tok == "b" || tok == "b*" || tok == "n") {
      if (!current.empty()) paths.push_back(current);
      current.clear();
    }
  }
  return paths;
}

}  // namespace dg::test
