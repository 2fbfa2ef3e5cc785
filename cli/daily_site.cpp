// daily --site, --site-url and the share fields (daily_site.hpp).
#include "cli/daily_site.hpp"

#include <cctype>
#include <iostream>
#include <stdexcept>

#include "cli/command.hpp"
#include "page/site.hpp"
#include "solver/common/game.hpp"

namespace dg::cli {

std::string checked_site_url(const std::string& url) {
  const auto scheme = url.find("://");
  const std::string name = scheme == std::string::npos ? "" : url.substr(0, scheme);
  const std::string rest = scheme == std::string::npos ? "" : url.substr(scheme + 3);
  const std::string host = rest.substr(0, rest.find_first_of("/?#"));
  if (name != "http" && name != "https")
    throw UsageError("--site-url: \"" + url + "\" is not an http:// or https:// address");
  if (host.empty() || host.find_first_of(" \t\r\n\"<>\\^`{|}") != std::string::npos)
    throw UsageError("--site-url: \"" + url + "\" has no host name");
  for (unsigned char c : url)
    if (c <= ' ' || c == 0x7f || c == '"' || c == '<' || c == '>')
      throw UsageError("--site-url: \"" + url + "\" has a space or a character a link cannot hold");
  if (url.find_first_of("?#") != std::string::npos)
    throw UsageError("--site-url: give the site's address without ?query or #fragment");
  return url.back() == '/' ? url : url + "/";
}

std::string players_game_name(const nlohmann::json& record) {
  const std::string game = record.value("game", "");
  const GameInfo* info = find_game(game);
  std::string label = info ? info->variant_label(record.value("variant", "")) : game;
  bool start = true;  // each word capitalised: "star battle 2★" -> "Star Battle 2★"
  for (char& c : label) {
    if (start && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    start = c == ' ';
  }
  return label;
}

page::Item::Share share_of(const nlohmann::json& record, const std::string& site_url) {
  const std::string date = record.value("date", "");
  return {players_game_name(record), record.value("number", 0), date,
          site_url.empty() ? "" : site_url + "days/" + date + ".html"};
}

int write_site(const std::vector<page::Section>& sections, const nlohmann::json& records,
               const SiteFlags& flags) {
  std::vector<page::SiteDay> days;
  std::size_t r = 0;
  for (const page::Section& s : sections) {
    page::SiteDay day;
    for (page::Item item : s.items) {
      const nlohmann::json& rec = records.at(r++);
      day.date = rec.value("date", "");
      item.share = share_of(rec, "");  // write_site links it to the day's page
      day.games.push_back({item.share.game, rec.value("series", rec.value("game", "")),
                           rec.value("number", 0),
                           rec.value("grade", nlohmann::json::object()).value("band", "")});
      day.items.push_back(std::move(item));
    }
    days.push_back(std::move(day));
  }
  page::SiteOptions o;
  if (!flags.title.empty()) o.title = flags.title;
  o.url = flags.url;
  o.page = flags.page;
  auto done = page::write_site(flags.dir, days, o);
  if (!done) throw std::runtime_error("--site: " + done.error());
  std::cerr << "dailygrid: wrote " << flags.dir << " (" << done->days
            << (done->days == 1 ? " day" : " days") << " on the site: " << done->written.size()
            << " day " << (done->written.size() == 1 ? "page" : "pages") << " written, "
            << done->kept.size() << " already there and left as they were)\n";
  return kOk;
}

}  // namespace dg::cli
