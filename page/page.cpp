// Assembly of the page: the template (assets/page.html) with the stylesheet, the scripts and the
// data block put in its place-holders, so the result is one file that needs nothing else.
#include "page/page.hpp"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "page/assets.hpp"
#include "page/graded_steps.hpp"
#include "page/puzzle_data.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/html_escape.hpp"

namespace dg::page {

namespace {

// The scripts in the order they are concatenated (later ones use earlier ones' globals): the
// board's drawing, each game's script in the page table's order (graded_steps.hpp PageGame), then
// the hints, the rules panel, the boards' grids for screen readers (a11y.js), the saved progress
// (progress.js) and the app that uses them all.
std::string scripts() {
  std::string out;
  const auto add = [&out](std::string_view name) {
    out += asset(name);
    out += "\n";
  };
  add("board.js");
  for (const PageGame& g : all_page_games()) add(g.script);
  add("hints.js");
  add("rules.js");
  add("a11y.js");
  add("progress.js");
  add("app.js");
  return out;
}

// page.css, then each game's own stylesheet, if it has one.
std::string styles() {
  std::string out(asset("page.css"));
  for (const PageGame& g : all_page_games())
    if (!g.style.empty()) out += "\n" + std::string(asset(g.style));
  return out;
}

// How to play each game, one line each, for the footer.
std::string help() {
  std::string out;
  for (const PageGame& g : all_page_games())
    out += (out.empty() ? "" : "\n  ") + std::string(g.help);
  return out;
}

// The data block is sealed: its JSON, each byte XORed with kSealKey (repeating), in base64. Not
// secrecy (app.js unseals it with the same key), but no solution or step in view-source for a
// glance to catch; base64 also has no '<', so no caption can end the <script> block early.
constexpr std::string_view kSealKey = "dailygrid";

std::string sealed_json(const nlohmann::json& data) {
  static constexpr char kDigits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bytes = data.dump();
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] ^= kSealKey[i % kSealKey.size()];
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const auto byte = [&](std::size_t k) {
      return k < bytes.size() ? static_cast<unsigned>(static_cast<unsigned char>(bytes[k])) : 0u;
    };
    const unsigned v = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
    out += kDigits[v >> 18 & 63];
    out += kDigits[v >> 12 & 63];
    out += i + 1 < bytes.size() ? kDigits[v >> 6 & 63] : '=';
    out += i + 2 < bytes.size() ? kDigits[v & 63] : '=';
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

// The inverse of sealed_json: base64 decoded, XORed back, parsed.
Expected<nlohmann::json> unsealed_json(std::string_view text) {
  std::string bytes;
  unsigned v = 0;
  int bits = 0;
  for (char ch : text) {
    int d = -1;
    if (ch >= 'A' && ch <= 'Z') d = ch - 'A';
    if (ch >= 'a' && ch <= 'z') d = ch - 'a' + 26;
    if (ch >= '0' && ch <= '9') d = ch - '0' + 52;
    if (ch == '+') d = 62;
    if (ch == '/') d = 63;
    if (d < 0) continue;  // '=' padding, white space
    v = (v << 6 | static_cast<unsigned>(d)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes += static_cast<char>(v >> bits & 0xff);
    }
  }
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] ^= kSealKey[i % kSealKey.size()];
  auto data = nlohmann::json::parse(bytes, nullptr, false);
  if (data.is_discarded()) return Error{"the page's data block does not read"};
  return data;
}

// The branding and a site's links (Options), as HTML: every text escaped, nothing for "".
std::string brand_html(const Options& o) {
  return o.brand.empty() ? "" : "<p class=\"brand\">" + html_escape(o.brand) + "</p>";
}

std::string footer_html(const Options& o) {
  return o.footer.empty() ? "" : "<p class=\"footer-text\">" + html_escape(o.footer) + "</p>";
}

std::string links_html(const Options& o) {
  if (o.links.empty()) return "";
  std::string out = "<nav class=\"site-nav\" aria-label=\"Archive\">";
  for (const Options::Link& l : o.links)
    out += "<a href=\"" + html_escape(l.href) + "\"" +
           (l.rel.empty() ? "" : " rel=\"" + html_escape(l.rel) + "\"") + ">" +
           html_escape(l.text) + "</a>";
  return out + "</nav>";
}

std::string site_script_html(const Options& o) {
  return o.script_src.empty() ? "" : "<script src=\"" + html_escape(o.script_src) + "\"></script>";
}

}  // namespace

Expected<nlohmann::json> page_data(const std::string& html) {
  const std::string open = "<script type=\"application/json\" id=\"dg-data\">";
  const auto from = html.find(open);
  if (from == std::string::npos) return Error{"no data block in the page"};
  const auto start = from + open.size();
  const auto end = html.find("</script>", start);
  if (end == std::string::npos) return Error{"the page's data block is not closed"};
  return unsealed_json(std::string_view(html).substr(start, end - start));
}

Expected<std::string> build_page(const std::vector<Section>& sections, const std::string& title,
                                 const Options& options) {
  nlohmann::json data = {
      {"title", title}, {"palette", region_palette()}, {"palette_names", region_colour_names()}, {"letters", options.letters}};
  nlohmann::json& out_sections = data["sections"] = nlohmann::json::array();
  std::size_t count = 0;
  for (const Section& s : sections) {
    nlohmann::json items = nlohmann::json::array();
    for (const Item& item : s.items) {
      auto one = puzzle_data(item, options.budget ? options.budget() : Budget{kSolveNodes});
      if (!one) return Error{one.error()};
      if (!item.share.game.empty())
        (*one)["share"] = {{"game", item.share.game},
                           {"number", item.share.number},
                           {"date", item.share.date},
                           {"url", item.share.url}};
      items.push_back(std::move(one).value());
      ++count;
    }
    out_sections.push_back({{"title", s.title}, {"puzzles", std::move(items)}});
  }
  if (count == 0) return Error{"no puzzle to put on the page"};

  return fill_template(asset("page.html"), {{"{{TITLE}}", html_escape(title)},
                                            {"/*{{CSS}}*/", styles()},
                                            {"{{HELP}}", help()},
                                            {"{{BRAND}}", brand_html(options)},
                                            {"{{LINKS}}", links_html(options)},
                                            {"{{FOOTER}}", footer_html(options)},
                                            {"{{SITE_SCRIPT}}", site_script_html(options)},
                                            {"/*{{SCRIPTS}}*/", scripts()},
                                            {"{{DATA}}", sealed_json(data)}});
}

Expected<void> write_page(const std::vector<Section>& sections, const std::string& title,
                          const std::string& path, const Options& options) {
  auto html = build_page(sections, title, options);
  if (!html) return Error{html.error()};
  return replace_file(path, *html);
}

}  // namespace dg::page
