// Small wording helpers for trace texts (`grade --explain`): counts with the right plural, the
// right article, lists joined the way people write them, and cells named as on the board.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/common/cell.hpp"

namespace dg {

// "1 cell", "2 cells"; `plural` defaults to singular + "s".
std::string count_of(int n, std::string_view singular, std::string_view plural = {});
// "a" or "an" for `word`: by its first letter's sound, reading a lone capital (a cell name such as
// "F3", a sign "X") by the letter's name.
std::string_view article_for(std::string_view word);
// `word` with its article: "a queen", "an X", "an F3".
std::string with_article(std::string_view word);
// "A", "A and B", "A, B and C" (`conjunction` replaces "and").
std::string join_words(std::span<const std::string> words, std::string_view conjunction = "and");
// The cells by their board names, joined: "B3, C3 and D4".
std::string cell_list(std::span<const Cell> cells, std::string_view conjunction = "and");

}  // namespace dg
