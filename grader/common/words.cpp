// Wording helpers for trace texts (see words.hpp).
#include "grader/common/words.hpp"

#include <cctype>

#include "solver/common/cell_name.hpp"

namespace dg {

std::string count_of(int n, std::string_view singular, std::string_view plural) {
  const std::string noun = n == 1           ? std::string(singular)
                           : plural.empty() ? std::string(singular) + "s"
                                            : std::string(plural);
  return std::to_string(n) + " " + noun;
}

std::string_view article_for(std::string_view word) {
  if (word.empty()) return "a";
  const char first = word[0];
  const bool letter_name = std::isupper(static_cast<unsigned char>(first)) &&
                           (word.size() == 1 || !std::isalpha(static_cast<unsigned char>(word[1])));
  // Letters whose names start with a vowel sound: "an F3", "an X", "an H", "an S".
  constexpr std::string_view kVowelNamed = "AEFHILMNORSX";
  constexpr std::string_view kVowels = "aeiouAEIOU";
  if (letter_name) return kVowelNamed.find(first) != std::string_view::npos ? "an" : "a";
  return kVowels.find(first) != std::string_view::npos ? "an" : "a";
}

std::string with_article(std::string_view word) {
  return std::string(article_for(word)) + " " + std::string(word);
}

std::string join_words(std::span<const std::string> words, std::string_view conjunction) {
  std::string out;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (k > 0) out += k + 1 == words.size() ? " " + std::string(conjunction) + " " : ", ";
    out += words[k];
  }
  return out;
}

std::string cell_list(std::span<const Cell> cells, std::string_view conjunction) {
  std::vector<std::string> names;
  names.reserve(cells.size());
  for (const Cell& c : cells) names.push_back(cell_name(c));
  return join_words(names, conjunction);
}

}  // namespace dg
