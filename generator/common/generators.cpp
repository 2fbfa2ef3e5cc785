// The table of generators: the one place that lists them.
#include "generator/common/generators.hpp"

#include "generator/queens/json_entry.hpp"
#include "generator/tango/generator.hpp"
#include "generator/tango/json_entry.hpp"
#include "generator/zip/json_entry.hpp"

namespace dg {

std::span<const GeneratorEntry> all_generators() {
  static const GeneratorEntry generators[] = {
      {"queens", queens::kGeneratorVersion, queens::generate_json},
      {"tango", tango::kGeneratorVersion, tango::generate_json},
      {"zip", zip::kGeneratorVersion, zip::generate_json},
  };
  return generators;
}

const GeneratorEntry* find_generator(std::string_view game) {
  for (const GeneratorEntry& g : all_generators())
    if (g.game == game) return &g;
  return nullptr;
}

}  // namespace dg
