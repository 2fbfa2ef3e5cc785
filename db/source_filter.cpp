// Source filters (see source_filter.hpp).
#include "db/source_filter.hpp"

#include <cctype>

#include <nlohmann/json.hpp>

#include "solver/common/printable.hpp"

namespace dg::db {

Expected<void> parse_where_term(std::string_view term, WhereTerms& where) {
  const auto eq = term.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return make_error("expected KEY=VALUE, got \"" + printable(term) + "\"");
  const std::string_view key = term.substr(0, eq);
  for (const char ch : key)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-'))
      return make_error("a key is letters, digits, '_' and '-', got \"" + printable(key) + "\"");
  where[std::string(key)] = std::string(term.substr(eq + 1));
  return {};
}

std::string where_label(const WhereTerms& where) {
  std::string out;
  for (const auto& [key, value] : where) out += (out.empty() ? "where " : " ") + key + "=" + value;
  return out;
}

std::string source_condition(int source_param, int where_param) {
  const std::string s = "?" + std::to_string(source_param), w = "?" + std::to_string(where_param);
  // One source row must carry both the source name and every metadata term. A key is quoted in
  // the JSON path, so keys like "set-name" read as one key; booleans are compared as the words a
  // user types (json_extract would give 1 and 0).
  const std::string value_text =
      "CASE json_type(ps.metadata, '$.\"' || w.key || '\"')"
      " WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'"
      " ELSE CAST(json_extract(ps.metadata, '$.\"' || w.key || '\"') AS TEXT) END";
  return " AND ((" + s + " = '' AND " + w + " = '{}') OR EXISTS (SELECT 1 FROM puzzle_sources ps" +
         " WHERE ps.puzzle_id = p.id AND (" + s + " = '' OR ps.source = " + s + ") AND (" + w +
         " = '{}' OR (json_valid(ps.metadata) AND NOT EXISTS (SELECT 1 FROM json_each(" + w +
         ") w WHERE (" + value_text + ") IS NOT w.value)))))";
}

void bind_source(Statement& st, int source_param, int where_param, const std::string& source,
                 const WhereTerms& where) {
  st.bind(source_param, source);
  st.bind(where_param, nlohmann::json(where).dump());  // "{}" for no terms
}

std::string scheduled_date_expression() {
  return "(SELECT min(d.date) FROM daily d WHERE d.puzzle_id = p.id)";
}

std::string source_date_expression(int source_param) {
  const std::string s = "?" + std::to_string(source_param);
  return "(SELECT substr(json_extract(ps.metadata, '$.date'), 1, 10) FROM puzzle_sources ps"
         " WHERE ps.puzzle_id = p.id AND (" +
         s + " = '' OR ps.source = " + s +
         ")"
         " AND json_valid(ps.metadata) AND json_type(ps.metadata, '$.date') = 'text'"
         " ORDER BY ps.added, ps.rowid LIMIT 1)";
}

}  // namespace dg::db
