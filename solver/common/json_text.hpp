// Pieces of JSON text written straight into a string, byte for byte as nlohmann::json::dump()
// writes the same values: for writers that skip building a JSON tree (generators' output lines,
// the store's boards), where the tree, built, dumped and freed, cost as much as the work itself.
// Tests compare the text with the tree's dump.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace dg {

void put_int(std::string& out, long long n);
// An array of integers, "[3,0,4]", as dump writes a std::vector<int>.
void put_int_array(std::string& out, std::span<const int> values);
// A JSON string: plain ASCII with nothing to escape (rule, tier and band names, ids) quoted as it
// is; anything else through nlohmann's own escaping.
void put_string(std::string& out, std::string_view text);
// A number value as nlohmann's dump writes it: the shortest text that reads back the same (its
// own Grisu2 to_chars, which dump calls; a detail of the pinned Debian version, and the tests
// compare the text with the tree's dump), "null" when not finite.
void put_double(std::string& out, double x);
// Any JSON value, compact, exactly as `value.dump()` writes it (a tree's keys in its sorted order),
// at about half of dump's cost.
void put_json(std::string& out, const nlohmann::json& value);
std::string json_text(const nlohmann::json& value);

}  // namespace dg
