// dimod's BinaryQuadraticModel serialisation (BinaryQuadraticModel.to_serializable(), bqm_schema
// 3.0.0): labels, linear biases in label order, and the couplers as parallel head/tail/bias
// arrays of label indices. "info" carries our title and what a 1 means.
#include <nlohmann/json.hpp>

#include "qubo/formats/formats.hpp"

namespace dg::qubo {

std::string write_bqm_json(const Model& m, const Header& h) {
  nlohmann::ordered_json j;  // keys in dimod's order, for readers who diff files
  j["type"] = "BinaryQuadraticModel";
  j["version"] = {{"bqm_schema", "3.0.0"}};
  j["use_bytes"] = false;
  j["index_type"] = "int32";
  j["bias_type"] = "float64";
  j["num_variables"] = m.variables();
  j["num_interactions"] = m.couplers();
  j["variable_labels"] = m.labels;
  j["variable_type"] = "BINARY";
  j["offset"] = m.offset;
  j["info"] = {{"title", h.title}, {"one_means", h.one_means}};
  j["linear_biases"] = m.linear;
  auto& head = j["quadratic_head"] = nlohmann::ordered_json::array();
  auto& tail = j["quadratic_tail"] = nlohmann::ordered_json::array();
  auto& bias = j["quadratic_biases"] = nlohmann::ordered_json::array();
  for (const auto& [ij, w] : m.quadratic) {
    head.push_back(ij.first);
    tail.push_back(ij.second);
    bias.push_back(w);
  }
  return j.dump() + "\n";
}

Expected<Model> read_bqm_json(std::string_view text) {
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return Error{"bqm-json: not a JSON object"};
  try {
    if (j.at("variable_type") != "BINARY") return Error{"bqm-json: variable_type is not BINARY"};
    Model m;
    m.labels = j.at("variable_labels").get<std::vector<std::string>>();
    m.linear = j.at("linear_biases").get<std::vector<double>>();
    m.offset = j.at("offset").get<double>();
    const auto head = j.at("quadratic_head").get<std::vector<int>>();
    const auto tail = j.at("quadratic_tail").get<std::vector<int>>();
    const auto bias = j.at("quadratic_biases").get<std::vector<double>>();
    if (m.linear.size() != m.labels.size() || head.size() != tail.size() ||
        head.size() != bias.size())
      return Error{"bqm-json: array lengths disagree"};
    for (std::size_t k = 0; k < head.size(); ++k) {
      const int a = std::min(head[k], tail[k]), b = std::max(head[k], tail[k]);
      if (a < 0 || b >= m.variables() || a == b)
        return Error{"bqm-json: coupler index out of range"};
      m.quadratic[{a, b}] += bias[k];
    }
    return m;
  } catch (const nlohmann::json::exception&) {
    return Error{"bqm-json: missing or mistyped key"};
  }
}

}  // namespace dg::qubo
