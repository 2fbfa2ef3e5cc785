// The Tents examples of docs/formats.md ("Tents formats": the JSON and the text block) are one
// puzzle with one solution: an outside oracle found the old example had none (hostile-input r4).
#include <string>

#include <catch2/catch.hpp>

#include "solver/common/document.hpp"

using namespace dg;

namespace {

// The code blocks (```json or ```) of the section that starts at `heading`, in order.
std::vector<std::string> code_blocks(const std::string& doc, const std::string& heading) {
  const auto start = doc.find("\n" + heading + "\n");
  REQUIRE(start != std::string::npos);
  const auto end = doc.find("\n# ", start + 1);
  std::vector<std::string> out;
  for (auto open = doc.find("\n```", start); open != std::string::npos && open < end;) {
    const auto body = doc.find('\n', open + 1) + 1;
    const auto close = doc.find("\n```", body);
    REQUIRE(close != std::string::npos);
    out.push_back(doc.substr(body, close - body + 1));
    open = doc.find("\n```", close + 4);
  }
  return out;
}

}  // namespace

TEST_CASE("tents: the examples in docs/formats.md have exactly one solution", "[tents][docs]") {
  const auto doc = read_file_text(std::string(DG_SOURCE_DIR) + "/docs/formats.md");
  REQUIRE(doc.ok());
  const auto blocks = code_blocks(*doc, "# Tents formats");
  REQUIRE(blocks.size() >= 2);  // the JSON interchange example and the text one
  std::string first_key;
  for (std::size_t i = 0; i < 2; ++i) {
    INFO(blocks[i]);
    auto entries = read_document(blocks[i]);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 1);
    const auto& e = entries->front();
    INFO(e.error);
    REQUIRE(e.puzzle);
    CHECK(e.puzzle->game() == "tents");
    const auto count = e.puzzle->count(2, Budget{});
    REQUIRE(count.complete);
    CHECK(count.count == 1);
    if (count.count == 1)
      CHECK(count.solutions.front() == nlohmann::json::parse("[[0,3],[2,1],[2,3]]"));
    // Both blocks are the same puzzle, as the text says.
    if (i == 0) first_key = e.puzzle->canonical_key();
    CHECK(e.puzzle->canonical_key() == first_key);
  }
}
