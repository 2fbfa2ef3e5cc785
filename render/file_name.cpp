// Safe file names from puzzle ids (see file_name.hpp).
#include "render/file_name.hpp"

namespace dg::render {

namespace {

bool safe_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '-' || ch == '_' || ch == '.';
}

}  // namespace

std::string safe_base_name(std::string_view id) {
  if (auto slash = id.find_last_of("/\\"); slash != std::string_view::npos)
    id.remove_prefix(slash + 1);
  std::string out;
  for (char ch : id)
    if (safe_char(ch) && !(out.empty() && ch == '.')) out += ch;
  return out.empty() ? "puzzle" : out;
}

}  // namespace dg::render
