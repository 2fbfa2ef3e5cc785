// Rendering of a trace for people and for JSON (see explain.hpp).
#include "grader/common/explain.hpp"

namespace dg {

namespace {

// `text` after `prefix`, wrapped at spaces so that no line is longer than kExplainWidth; the
// lines after the first are indented to where the text began.
std::string wrapped(const std::string& prefix, const std::string& text) {
  std::string out = prefix;
  const std::string indent(prefix.size(), ' ');
  std::size_t line = prefix.size(), at = 0;
  bool first_word = true;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::size_t word = end - at;
    if (!first_word && line + 1 + word > static_cast<std::size_t>(kExplainWidth)) {
      out += "\n" + indent;
      line = indent.size();
    } else if (!first_word) {
      out += ' ';
      ++line;
    }
    out.append(text, at, word);
    line += word;
    first_word = false;
    at = end + 1;
  }
  return out + "\n";
}

}  // namespace

std::string explain_text(const Trace& trace) {
  std::string out;
  const auto& steps = trace.steps;
  for (std::size_t k = 0; k < steps.size();) {
    std::size_t end = k + 1;
    while (end < steps.size() && steps[end].rule == steps[k].rule) ++end;
    const bool grouped = end - k >= static_cast<std::size_t>(kGroupRun);
    if (grouped)
      out += "  Steps " + std::to_string(k + 1) + "-" + std::to_string(end) + ": " + steps[k].rule +
             ", " + std::to_string(end - k) + " steps\n";
    for (; k < end; ++k) {
      std::string prefix = grouped ? "    " : "  ";
      prefix += std::to_string(k + 1) + ". ";
      if (!grouped) prefix += "[" + steps[k].rule + "] ";
      out += wrapped(prefix, steps[k].text);
    }
  }
  return out;
}

void note_broken(Trace& trace, const std::string& why) {
  if (why.empty() || trace.steps.empty()) return;
  std::string& text = trace.steps.back().text;
  if (text == kNoSolutionLeft) {  // a step without words of its own
    text = why + ", so " + std::string(kNoSolutionLeft);
    return;
  }
  const std::string closing = "; " + std::string(kNoSolutionLeft);
  const bool closed = text.ends_with(closing);
  if (closed) text.resize(text.size() - closing.size());
  text += "; now " + why;
  if (closed) text += ", so " + std::string(kNoSolutionLeft);
}

nlohmann::json trace_to_json(const Trace& trace) {
  nlohmann::json out = nlohmann::json::array();
  for (const TraceStep& step : trace.steps) {
    nlohmann::json cells = nlohmann::json::array();
    for (const Cell& c : step.cells) cells.push_back({c.row, c.col});
    nlohmann::json one = {{"rule", step.rule}, {"cells", cells}, {"text", step.text}};
    if (!step.chain.empty()) {
      // "chain" keeps its meaning (every consequence in words, now with its reason); the fields
      // are in "chain_steps", item for item.
      nlohmann::json words = nlohmann::json::array(), fields = nlohmann::json::array();
      for (const ChainItem& item : step.chain) {
        words.push_back(item.words());
        fields.push_back(
            {{"rule", item.rule}, {"conclusion", item.conclusion}, {"reason", item.reason}});
      }
      one["chain"] = std::move(words);
      one["chain_steps"] = std::move(fields);
    }
    out.push_back(std::move(one));
  }
  return out;
}

}  // namespace dg
