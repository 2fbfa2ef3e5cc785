// Difficulty tiers and grade statuses shared by every game's grader. Enum order is difficulty
// order; the names are stable strings stored in the database and JSON (renaming one is a data
// migration).
#pragma once

#include <optional>
#include <string_view>

namespace dg {

enum class Status { solved, stuck, contradiction };

std::string_view status_name(Status s);
std::optional<Status> parse_status(std::string_view name);

}  // namespace dg
