// Hints in players' words (see hint_words.hpp).
#include "page/hint_words.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

#include "solver/common/cell_name.hpp"

namespace dg::page {

std::string_view sentence_of(std::span<const HintWords> words, std::string_view rule) {
  std::string_view best;
  std::size_t best_len = 0;
  for (const HintWords& w : words) {
    if (w.rule == rule) return w.say;
    if (!w.rule.empty() && w.rule.back() == '*') {
      const std::string_view prefix = w.rule.substr(0, w.rule.size() - 1);
      if (rule.substr(0, prefix.size()) == prefix && prefix.size() >= best_len) {
        best = w.say;
        best_len = prefix.size();
      }
    }
  }
  return best;
}

namespace {

int region_index(const std::string& letter) {
  const char ch = letter[0];
  return ch >= 'a' && ch <= 'z' ? ch - 'a' : ch - 'A' + 26;
}

int column_index(const std::string& letters) {
  int v = 0;
  for (char ch : letters) v = v * 26 + (ch - 'A' + 1);
  return v - 1;
}

}  // namespace

nlohmann::json units_named(std::string_view text) {
  // "row 3", "rows 2, 3 and 4", "column E", "columns E and F", "region b", "regions b, e and g",
  // "box 5": a kind, then one name or a list of names of that kind's form.
  static const std::regex kUnits(
      R"(\b(row|column|region|box)(e?s)? ((\d+|[A-Z]{1,2}\b|[a-zA-Z]\b)((, | and )(\d+|[A-Z]{1,2}\b|[a-zA-Z]\b))*))");
  static const std::regex kName(R"(\b(\d+|[A-Za-z]{1,2})\b)");
  nlohmann::json out = nlohmann::json::array();
  const std::string s(text);
  for (auto it = std::sregex_iterator(s.begin(), s.end(), kUnits); it != std::sregex_iterator();
       ++it) {
    const std::string kind = (*it)[1];
    // A singular kind names one unit ("box 4, 6 can only go ...": the 6 is a digit).
    const std::string list = (*it)[2].matched ? (*it)[3].str() : (*it)[4].str();
    for (auto n = std::sregex_iterator(list.begin(), list.end(), kName);
         n != std::sregex_iterator(); ++n) {
      const std::string name = n->str();
      if (name == "and") continue;
      int index = -1;
      const bool digits = std::isdigit(static_cast<unsigned char>(name[0])) != 0;
      if ((kind == "row" || kind == "box") && digits) index = std::stoi(name) - 1;
      if (kind == "column" && !digits && std::isupper(static_cast<unsigned char>(name[0])))
        index = column_index(name);
      if (kind == "region" && !digits && name.size() == 1) index = region_index(name);
      if (index < 0) continue;
      const nlohmann::json unit = {kind, index};
      if (std::find(out.begin(), out.end(), unit) == out.end()) out.push_back(unit);
    }
  }
  return out;
}

std::string cells_in_words(const std::vector<std::string>& names, std::size_t most) {
  std::vector<std::string> shown(
      names.begin(), names.begin() + static_cast<std::ptrdiff_t>(std::min(most, names.size())));
  const std::size_t more = names.size() - shown.size();
  if (more > 0) shown.push_back(std::to_string(more) + " more");
  std::string out;
  for (std::size_t i = 0; i < shown.size(); ++i)
    out += (i == 0 ? "" : i + 1 == shown.size() ? " and " : ", ") + shown[i];
  return out;
}

namespace {

void replace_all(std::string& text, std::string_view key, const std::string& with) {
  for (std::size_t at; (at = text.find(key)) != std::string::npos;)
    text.replace(at, key.size(), with);
}

}  // namespace

void add_players_words(const GameHintWords& game, const nlohmann::json& puzzle,
                       nlohmann::json& steps) {
  const std::string q = game.piece ? game.piece(puzzle) : "piece";
  for (nlohmann::json& step : steps) {
    const std::string rule = step.value("rule", "");
    std::string say(sentence_of(game.words, rule));
    if (say.empty()) say = "Look closely at the highlighted cells: {so}.";
    std::vector<std::string> names;
    for (const auto& c : step.value("cells", nlohmann::json::array()))
      names.push_back(cell_name(Cell{c[0].get<int>(), c[1].get<int>()}));
    std::string so = game.conclusion
                         ? game.conclusion(puzzle, step.value("facts", nlohmann::json::array()))
                         : "";
    if (so.empty()) so = cells_in_words(names);
    replace_all(say, "{cell}", names.empty() ? std::string("this cell") : names[0]);
    replace_all(say, "{qs}", q + "s");
    replace_all(say, "{q}", q);
    replace_all(say, "{so}", so);
    step["say"] = say;
    step["units"] = units_named(step.value("text", ""));
  }
}

}  // namespace dg::page
