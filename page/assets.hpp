// Internal: the page's template files (page/assets/*.html, *.css, *.js), embedded at build time
// by page/embed_assets.cmake so the program needs no data files at run time.
#pragma once

#include <string_view>

namespace dg::page {

// The bytes of page/assets/<name> as they were at build time; empty for an unknown name.
std::string_view asset(std::string_view name);

}  // namespace dg::page
