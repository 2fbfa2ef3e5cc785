// A run's key digests in memory and a temporary file (see run_keys.hpp).
#include "db/run_keys.hpp"

#include <algorithm>
#include <string>

#include "db/common/sqlite.hpp"

namespace dg::db {

namespace {

// 2^24 bits (2 MB) and 6 probes: about one new key in 1,300 reads the file at a million spilled
// digests, one in 12 at four million; past that the file is read more often, never wrongly.
constexpr std::uint64_t kBloomBits = std::uint64_t{1} << 24;
constexpr int kProbes = 6;

// The i-th probe of a digest (double hashing over its two independent halves).
std::uint64_t probe(KeyDigest d, int i) {
  return (d.a + static_cast<std::uint64_t>(i) * d.b) & (kBloomBits - 1);
}

// SQLite keeps signed 64-bit integers: the digest's bits as they are.
std::int64_t as_signed(std::uint64_t v) {
  return static_cast<std::int64_t>(v);
}

}  // namespace

struct RunKeys::File {
  // "": SQLite's private temporary file, deleted when the connection closes. Nothing in it
  // outlives the run, so no journal and no syncing.
  Connection db{""};
  Statement add, find;
  File()
      : add((prepare(db), db.prepare("INSERT INTO digests (a, b) VALUES (?1, ?2)"))),
        find(db.prepare("SELECT 1 FROM digests WHERE a = ?1 AND b = ?2")) {}
  static Connection& prepare(Connection& c) {
    c.exec("PRAGMA journal_mode = OFF");
    c.exec("PRAGMA synchronous = OFF");
    c.exec("PRAGMA cache_size = -1024");  // 1 MB of pages
    c.exec(
        "CREATE TABLE digests (a INTEGER NOT NULL, b INTEGER NOT NULL, PRIMARY KEY (a, b)) "
        "WITHOUT ROWID");
    return c;
  }
};

RunKeys::RunKeys() = default;
RunKeys::~RunKeys() = default;

bool RunKeys::maybe_spilled(KeyDigest d) const {
  if (bloom_.empty()) return false;
  for (int i = 0; i < kProbes; ++i) {
    const std::uint64_t bit = probe(d, i);
    if (!(bloom_[bit / 64] >> (bit % 64) & 1)) return false;
  }
  return true;
}

bool RunKeys::in_file(KeyDigest d) {
  Statement& find = file_->find;
  find.bind(1, as_signed(d.a)).bind(2, as_signed(d.b));
  const bool found = find.step();
  find.reset();
  return found;
}

bool RunKeys::insert(std::string_view key) {
  const KeyDigest d = key_digest(key);
  if (recent_.contains(d)) return false;
  try {
    if (maybe_spilled(d) && in_file(d)) return false;
    recent_.insert(d);
    ++size_;
    if (recent_.size() >= kRecent) spill();
  } catch (const DbError& e) {
    // A full disk or an unwritable temporary folder: say which file, not just SQLite's words.
    throw DbError(std::string("the run's temporary file of boards made so far (SQLite's temporary "
                              "folder: SQLITE_TMPDIR, TMPDIR, /var/tmp or /tmp): ") +
                      e.what(),
                  e.code);
  }
  return true;
}

void RunKeys::spill() {
  if (!file_) {
    file_ = std::make_unique<File>();
    bloom_.assign(kBloomBits / 64, 0);
  }
  std::vector<KeyDigest> digests = recent_.take_all();
  // In key order the inserts walk the file's index once, page by page.
  std::sort(digests.begin(), digests.end(), [](KeyDigest x, KeyDigest y) {
    return as_signed(x.a) != as_signed(y.a) ? as_signed(x.a) < as_signed(y.a)
                                            : as_signed(x.b) < as_signed(y.b);
  });
  file_->db.exec("BEGIN");
  for (const KeyDigest& d : digests) {
    file_->add.bind(1, as_signed(d.a)).bind(2, as_signed(d.b));
    file_->add.step();
    file_->add.reset();
    for (int i = 0; i < kProbes; ++i) {
      const std::uint64_t bit = probe(d, i);
      bloom_[bit / 64] |= std::uint64_t{1} << (bit % 64);
    }
  }
  file_->db.exec("COMMIT");
  spilled_ += digests.size();
}

}  // namespace dg::db
