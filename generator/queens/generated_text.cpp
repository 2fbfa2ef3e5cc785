// Queens' generated puzzle as JSON text (see generated_text.hpp). The keys are written in the
// order nlohmann::json's std::map dumps them (sorted), so the text is byte for byte the tree's;
// tests/unit/queens/generated_text_test.cpp compares the two.
#include "generator/queens/generated_text.hpp"

#include "generator/common/generated_json.hpp"
#include "generator/common/json_text.hpp"

namespace dg::queens {

std::string generated_to_text(const GeneratedPuzzle& g) {
  const StoreGrade& store = g.store_grade;
  const Puzzle& p = g.puzzle;
  if (!g.graded || store.micros >= 0 || !store.difficulty || !is_linkedin(p) ||
      g.solution.size() != static_cast<std::size_t>(p.n))
    return with_score(generated_to_json(g)).dump();
  std::string out;
  out.reserve(400 + static_cast<std::size_t>(3 * p.n * (p.n + 2)));
  // Keys in sorted order (to_json and with_generated_fields name them).
  out += "{\"game\":\"queens\",\"grade\":";
  put_output_grade(out, g.grade, *store.difficulty);
  // The id and seed are plain ASCII (letters, digits, '-'): nothing to escape.
  out += ",\"id\":\"";
  out += generated_id("queens", p.n, p.n, g.seed);
  out += "\",\"regions\":";
  put_regions(out, p);
  out += ",\"seed\":\"";
  out += std::to_string(g.seed);  // all 64 bits, as seed_to_json writes them
  out += "\",\"size\":";
  put_int(out, p.n);
  out += ",\"solution\":";
  put_int_array(out, g.solution);
  out += '}';
  return out;
}

}  // namespace dg::queens
