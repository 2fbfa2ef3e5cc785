// Annealing reads as JSON Lines (see samples.hpp).
#include "qubo/common/samples.hpp"

#include <nlohmann/json.hpp>

namespace dg::qubo {

std::string sample_line(const Model& m, const std::string& puzzle, int read_index, const Read& r,
                        bool solved) {
  nlohmann::ordered_json line;  // keys in the documented order, variables in the model's
  line["puzzle"] = puzzle;
  line["read"] = read_index;
  line["energy"] = r.energy;
  line["solved"] = solved;
  auto& sample = line["sample"] = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < m.labels.size(); ++i) sample[m.labels[i]] = int{r.state[i]};
  return line.dump() + "\n";
}

}  // namespace dg::qubo
