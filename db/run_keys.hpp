// A generation run's duplicate check in bounded memory. Every board the run made must be
// remembered to drop a repeat (a million Queens keys are 16 MB of digests, more with the table's
// free slots, and the count has no bound), so only the newest digests stay in memory; older ones
// wait, sorted, in a private temporary SQLite file, behind a fixed-size Bloom filter that lets
// nearly every new key (nearly every key a run makes) pass without reading the file. The answers
// are SeenKeys' exactly: memory holds about 5 MB whatever the count.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "solver/common/seen_keys.hpp"

namespace dg::db {

class Connection;
class Statement;

class RunKeys {
 public:
  RunKeys();
  ~RunKeys();
  RunKeys(const RunKeys&) = delete;
  RunKeys& operator=(const RunKeys&) = delete;

  // True when `key` is new to the run (and now remembered), false when it was seen before.
  bool insert(std::string_view key);
  std::size_t size() const { return size_; }
  // Digests moved to the file so far (for tests and benchmarks).
  std::size_t spilled() const { return spilled_; }

  // How many digests stay in memory before they move to the file.
  static constexpr std::size_t kRecent = std::size_t{1} << 16;

 private:
  bool maybe_spilled(KeyDigest d) const;
  bool in_file(KeyDigest d);
  void spill();

  SeenKeys recent_;
  std::vector<std::uint64_t> bloom_;  // the spilled digests' bits
  struct File;
  std::unique_ptr<File> file_;  // opened at the first spill
  std::size_t size_ = 0, spilled_ = 0;
};

}  // namespace dg::db
