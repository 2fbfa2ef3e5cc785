// A file name made from a puzzle id, for `render` without --out. Ids come from files and stores
// we do not control, so an id must never pick a directory ("../x", "/etc/x") or a hidden file.
#pragma once

#include <string>
#include <string_view>

namespace dg::render {

// The id's last path component ('/' and '\\' both separate), keeping only letters, digits, '-',
// '_' and '.', with leading dots removed; "puzzle" when nothing is left. Never contains a
// separator, never starts with '.', never empty.
std::string safe_base_name(std::string_view id);

}  // namespace dg::render
