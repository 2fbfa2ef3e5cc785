// Rendering of a trace for people and for JSON (see explain.hpp).
#include "grader/common/explain.hpp"

namespace dg {

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
      out += grouped ? "    " : "  ";
      out += std::to_string(k + 1) + ". ";
      if (!grouped) out += "[" + steps[k].rule + "] ";
      out += steps[k].text + "\n";
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
    out.push_back({{"rule", step.rule}, {"cells", cells}, {"text", step.text}});
  }
  return out;
}

}  // namespace dg
