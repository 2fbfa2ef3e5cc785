// Tier order and tier names (see tier_order.hpp).
#include "db/tier_order.hpp"

#include "grader/common/graders.hpp"

namespace dg::db {

namespace {

constexpr int kUnknownRank = 1000;

bool has_tier(const GraderInfo& g, std::string_view tier) {
  if (tier == kSearchTier) return true;
  for (std::string_view t : g.tiers)
    if (t == tier) return true;
  return false;
}

std::string tier_list(const GraderInfo& g) {
  std::string out;
  for (std::string_view t : g.tiers) out += std::string(t) + ", ";
  return out + std::string(kSearchTier);
}

}  // namespace

int tier_rank(std::string_view game, std::string_view tier) {
  const GraderInfo* g = find_grader(game);
  if (!g) return kUnknownRank;
  for (std::size_t i = 0; i < g->tiers.size(); ++i)
    if (g->tiers[i] == tier) return static_cast<int>(i);
  return tier == kSearchTier ? static_cast<int>(g->tiers.size()) : kUnknownRank;
}

Expected<void> check_tier(std::string_view game, std::string_view tier) {
  if (!game.empty()) {
    const GraderInfo* g = find_grader(game);
    if (!g || has_tier(*g, tier)) return {};
    return make_error("unknown " + std::string(game) + " tier '" + std::string(tier) +
                      "' (expected " + tier_list(*g) + ")");
  }
  std::string all;
  for (const GraderInfo& g : all_graders()) {
    if (has_tier(g, tier)) return {};
    all += (all.empty() ? "" : "; ") + std::string(g.game) + ": " + tier_list(g);
  }
  return make_error("unknown tier '" + std::string(tier) + "' (" + all + ")");
}

}  // namespace dg::db
