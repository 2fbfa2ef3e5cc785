// The generators' output grade as text (see json_text.hpp).
#include "generator/common/json_text.hpp"

namespace dg {

void put_output_grade(std::string& out, const Grade& g, const Difficulty& d) {
  out += "{\"band\":";
  put_string(out, d.band);
  out += ",\"difficulty\":";
  put_double(out, d.score);
  out += ",\"hits\":{";
  bool first = true;
  for (const auto& [rule, count] : g.hits) {
    if (!first) out += ',';
    first = false;
    put_string(out, rule);
    out += ':';
    put_int(out, count);
  }
  out += "},\"max_tier\":";
  put_string(out, g.tier);
  out += ",\"minutes\":";
  put_double(out, d.minutes);
  out += ",\"status\":";
  put_string(out, status_name(g.status));
  out += ",\"steps\":";
  put_int(out, g.steps);
  out += '}';
}

}  // namespace dg
