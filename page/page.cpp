// Assembly of the page: the template (assets/page.html) with the stylesheet, the scripts and the
// data block put in its place-holders, so the result is one file that needs nothing else.
#include "page/page.hpp"

#include <array>

#include "page/assets.hpp"
#include "page/puzzle_data.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/html_escape.hpp"

namespace dg::page {

namespace {

// The scripts in the order they are concatenated (later ones use earlier ones' globals).
constexpr std::array<std::string_view, 7> kScripts = {"board.js", "queens.js", "tango.js", "zip.js",
                                                      "tents.js", "hints.js",  "app.js"};

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

// Replaces every `marker` in `text`, left to right, never looking inside what it put in.
void replace_all(std::string& text, std::string_view marker, const std::string& with) {
  for (auto at = text.find(marker); at != std::string::npos;
       at = text.find(marker, at + with.size()))
    text.replace(at, marker.size(), with);
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
  std::string html(asset("page.html"));
  // Each place-holder appears only in the template, and the data goes in last, so a caption that
  // happens to contain a place-holder's text stays as it is.
  replace_all(html, "{{TITLE}}", html_escape(title));
  replace_all(html, "/*{{CSS}}*/", std::string(asset("page.css")));
  replace_all(html, "/*{{SCRIPTS}}*/", scripts);
  replace_all(html, "{{DATA}}", script_safe_json(data));
  return html;
}

Expected<void> write_page(const std::vector<Section>& sections, const std::string& title,
                          const std::string& path, const Options& options) {
  auto html = build_page(sections, title, options);
  if (!html) return Error{html.error()};
  return replace_file(path, *html);
}

}  // namespace dg::page
