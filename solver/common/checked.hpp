// What checking a solution against a puzzle found. Most games check by their rules alone, but an
// optimisation (Queens "maximize") also asks whether the placement is optimal, which takes a
// search, and a search cut short by its budget decides nothing: the placement is then neither
// right nor wrong, and saying "wrong" (or "valid") would state an optimum nobody proved.
#pragma once

#include <cstdint>
#include <string>

namespace dg {

// The search a check may spend when its caller gives no budget of its own (about 10-20 s on the
// hardest boards, with no time limit): commands that check input from outside pass theirs.
inline constexpr std::uint64_t kCheckNodes = 20'000'000;

enum class Verdict { valid, wrong, undecided };

struct Checked {
  Verdict verdict = Verdict::valid;
  std::string why;          // wrong: the first broken rule; undecided: what was left open
  std::uint64_t nodes = 0;  // the search's nodes (0 when the check needed none)

  // As Expected<void>: true only for a valid solution, error() the reason otherwise, so a caller
  // that only draws or uses right solutions treats "undecided" as not right.
  bool ok() const { return verdict == Verdict::valid; }
  explicit operator bool() const { return ok(); }
  bool undecided() const { return verdict == Verdict::undecided; }
  const std::string& error() const { return why; }
};

}  // namespace dg
