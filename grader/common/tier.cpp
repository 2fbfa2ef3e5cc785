// Status names (see tier.hpp).
#include "grader/common/tier.hpp"

#include <array>

namespace dg {

namespace {
constexpr std::array<std::string_view, 3> kStatusNames = {"solved", "stuck", "contradiction"};
}

std::string_view status_name(Status s) { return kStatusNames[static_cast<std::size_t>(s)]; }

std::optional<Status> parse_status(std::string_view name) {
  for (std::size_t i = 0; i < kStatusNames.size(); ++i)
    if (kStatusNames[i] == name) return static_cast<Status>(i);
  return std::nullopt;
}

}  // namespace dg
