// Assembly of the page: the template (assets/page.html) with the stylesheet, the scripts and the
// data block put in its place-holders, so the result is one file that needs nothing else.
#include "page/page.hpp"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "page/assets.hpp"
#include "page/puzzle_data.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/html_escape.hpp"

namespace dg::page {

namespace {

// The scripts in the order they are concatenated (later ones use earlier ones' globals).
constexpr std::array<std::string_view, 6> kScripts = {"board.js", "queens.js", "tango.js",
                                                      "zip.js",   "hints.js",  "app.js"};

// JSON inside <script type="application/json">: '<' can only occur inside strings, where \u003c
// means the same, so no "</script>" in a caption or a step's words can end the block early.
std::string script_safe_json(const nlohmann::json& data) {
  const std::string text = data.dump();
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    if (ch == '<')
      out += "\\u003c";
    else
      out += ch;
  }
  return out;
}

struct PlaceHolder {
  std::string_view marker;
  std::string with;
};

// The template with every place-holder replaced in ONE pass, left to right: what goes in (a
// title, a caption inside the data) is text and is never searched for place-holders, so an id
// such as "{{DATA}}" or "/*{{SCRIPTS}}*/" stays as it is wherever it lands.
std::string fill_template(std::string_view text, const std::vector<PlaceHolder>& holders) {
  std::string out;
  std::size_t from = 0;
  for (;;) {
    std::size_t best = std::string_view::npos;
    const PlaceHolder* which = nullptr;
    for (const PlaceHolder& h : holders) {
      const std::size_t at = text.find(h.marker, from);
      if (at < best) {
        best = at;
        which = &h;
      }
    }
    if (!which) break;
    out.append(text.substr(from, best - from));
    out += which->with;
    from = best + which->marker.size();
  }
  out.append(text.substr(from));
  return out;
}

}  // namespace

Expected<std::string> build_page(const std::vector<Section>& sections, const std::string& title,
                                 const Options& options) {
  nlohmann::json data = {
      {"title", title}, {"palette", region_palette()}, {"letters", options.letters}};
  nlohmann::json& out_sections = data["sections"] = nlohmann::json::array();
  std::size_t count = 0;
  for (const Section& s : sections) {
    nlohmann::json items = nlohmann::json::array();
    for (const Item& item : s.items) {
      auto one = puzzle_data(item);
      if (!one) return Error{one.error()};
      items.push_back(std::move(one).value());
      ++count;
    }
    out_sections.push_back({{"title", s.title}, {"puzzles", std::move(items)}});
  }
  if (count == 0) return Error{"no puzzle to put on the page"};

  std::string scripts;
  for (std::string_view name : kScripts) {
    scripts += asset(name);
    scripts += "\n";
  }
  return fill_template(asset("page.html"), {{"{{TITLE}}", html_escape(title)},
                                            {"/*{{CSS}}*/", std::string(asset("page.css"))},
                                            {"/*{{SCRIPTS}}*/", scripts},
                                            {"{{DATA}}", script_safe_json(data)}});
}

Expected<void> write_page(const std::vector<Section>& sections, const std::string& title,
                          const std::string& path, const Options& options) {
  auto html = build_page(sections, title, options);
  if (!html) return Error{html.error()};
  return replace_file(path, *html);
}

}  // namespace dg::page
