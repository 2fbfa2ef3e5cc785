// Zip frontier (transfer-matrix) counter: cells in row-major order, one layer of states per cell,
// each state counted once however many partial paths reach it. Its cost grows with the number of
// distinct frontier states, not with the size of a search tree, so a board that has no solution
// or whose solutions hide in a huge tree (the DFS's worst cases, issue 17 row 11) costs about
// what any other board of its width costs. Shares no search code with the DFS or the CP counter.
//
// The board is processed in an Orientation: transposed when it is wider than tall, so the
// frontier crosses the narrower side (width w = min(rows, cols)), and two orientations race (see
// race()). Before cell (r, c) the frontier has w + 1 plugs: plug c is the
// edge entering the cell from its left, plug c + 1 the edge entering from above, every other
// plug the edge below a cell of the row above (right of c) or of this row (left of c). After the
// cell, plug c is its edge down and plug c + 1 its edge right. Plugs keep their left-to-right
// order, so the path fragments crossing the frontier never cross each other.
//
// A plug is empty or the end of a fragment: a stretch of the final path whose processed cells all
// have their final degree (2; 1 for the numbers 1 and K). A fragment has two plugs, or one when
// its other end is number 1 or K (at most one fragment of each). The numbers on a fragment are a
// consecutive range [a, b] in path order, so each plug carries the number at its own end of the
// fragment: a at the low end, b at the high end, both a when a == b (either end may still become
// the low one), 0 for a fragment without numbers. A two-plug fragment's ends are told apart by
// their values; a one-plug fragment's label says which end is closed (1: the plug is the high
// end; K: the low end). Rules, per cell (each enforced when the cell is processed):
//  - degree: the plugs entering the cell plus those it opens (down, right; not through a wall or
//    the border) equal its degree;
//  - a number j entering at a fragment end extends the range there: b + 1 at a high end, a - 1 at
//    a low end, either at a one-number fragment's end, anything on a fragment without numbers;
//  - two plugs meeting in a cell join their fragments: one plug of a fragment twice is a cycle;
//    the ranges must chain (the high end of [a, b] meets the low end of [b + 1, d]); a fragment
//    without numbers joins anything;
//  - the fragment from 1 to K is the whole path: it may only form at the last cell, with every
//    other plug empty.
// Bracket labels (see kOpen) make the encoding canonical, so equal states meet.
//
// Counting: each layer maps state -> number of partial paths, added with saturation at `limit`
// (min(a + b, limit) is exact for the capped total). Solutions, want = min(limit, max_kept) of
// them: up to kMaxLinks, every state keeps links to its first `want` partial paths (the state
// before and which of its links), and the final state's links are followed back; a state keeps
// min(count, want) links, so the final state holds exactly the solutions to return. For more,
// the layers' states are kept, a backward pass marks the states that reach the final state, and a
// walk from the start through marked states extracts the paths without dead branches. Measured
// on the worst 10x10 boards of tests/bench/data/zip_worst.jsonl: the backward pass was ~35% of
// the count, the links cost ~5%.
//
// Budget: one node per (state, cell) expansion; deadline as everywhere. Memory: a layer over
// kMaxLayerStates states, or over kMaxStoredStates in all layers of a run, gives up (complete =
// false with nodes within the budget and the deadline not passed) instead of eating the memory.
// Speed (10x10 worst boards, CPU under load): 125 -> 75 ns per expansion from a codec without
// divisions, reused and pre-sized layers and prefetched index slots (see Layer and advance()).
//
// Possible improvements: a better orientation ranking (the best orientation of each board would
// cost 4.7 M expansions on the square worst boards against 7.6 M for the race); pruning states
// whose open ends need numbers that can no longer be reached; a resumable race that shares the
// budget with the DFS restarts (a few boards settle in a DFS restart at 15 k nodes but cost the
// frontier 0.5-1 M expansions).
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "solver/zip/counter.hpp"

namespace dg::zip {

namespace {

inline constexpr int kMaxPlugs = kMaxSide + 1;
// Plug labels. A two-plug fragment is a bracket pair: kOpen at its left plug, kClose at its right
// one. Fragments never cross, so brackets nest and a pair is found by matching; the encoding is
// canonical without renumbering. kOneEnd / kLastEnd: one-plug fragments holding 1 / K.
inline constexpr std::uint8_t kOpen = 1, kClose = 2, kOneEnd = 3, kLastEnd = 4;
inline constexpr int kLabelBits = 3;
// Give-up limits: a 10-wide board with few numbers keeps ~30 bytes per state (key and count of
// the two live layers, the stored solution links of the others), so the total cap is a few
// hundred megabytes at most.
inline constexpr std::size_t kMaxLayerStates = std::size_t{1} << 21;
inline constexpr std::size_t kMaxStoredStates = std::size_t{3} << 20;  // per run of a race
// Up to this many solutions wanted (min(limit, max_kept)), each state keeps links to that many of
// its partial paths and the solutions are read back from the last layer; beyond it, the layers'
// states are kept and a backward pass finds the states that lead to a solution.
inline constexpr std::size_t kMaxLinks = 8;
inline constexpr std::uint8_t kEdgeDown = 1, kEdgeRight = 2;
// States expanded before their successors are added (see Frontier::run).
inline constexpr std::size_t kChunk = 32;

struct Plug {
  std::uint8_t label = 0;
  std::uint16_t value = 0;
};
using Plugs = std::array<Plug, kMaxPlugs>;

bool is_bracket(std::uint8_t label) {
  return label == kOpen || label == kClose;
}

// The other plug of the bracket pair at plug i. Pre: is_bracket(p[i].label).
int partner(const Plugs& p, int plugs, int i) {
  const int step = p[static_cast<std::size_t>(i)].label == kOpen ? 1 : -1;
  const std::uint8_t same = p[static_cast<std::size_t>(i)].label;
  int depth = 0;
  for (int k = i + step; k >= 0 && k < plugs; k += step) {
    const std::uint8_t l = p[static_cast<std::size_t>(k)].label;
    if (l == same) {
      ++depth;
    } else if (is_bracket(l)) {
      if (depth == 0) return k;
      --depth;
    }
  }
  return i;  // unreachable for a well-formed state
}
// Which symmetry of the puzzle's grid a run processes row by row: transposed (a board wider than
// tall always is, so that the frontier crosses the narrower side; a square one may be) and with
// its rows in reverse order.
struct Orientation {
  bool transpose = false, flip = false;
};

// The board as the frontier sees it: the puzzle's grid in an Orientation, with cells numbered row
// by row in its own coordinates.
struct Board {
  int rows = 0, width = 0;
  bool transposed = false, flip = false;
  int k = 0;                          // numbers on the board
  std::vector<std::uint16_t> number;  // per cell: 0 or 1..K
  std::vector<std::uint8_t> open;     // per cell: kEdgeDown | kEdgeRight where no wall or border
  std::vector<Cell> original;         // per cell: the puzzle's cell

  Board(const Puzzle& p, Orientation o) {
    transposed = p.cols > p.rows || (p.cols == p.rows && o.transpose);
    flip = o.flip;
    rows = transposed ? p.cols : p.rows;
    width = transposed ? p.rows : p.cols;
    k = static_cast<int>(p.waypoints.size());
    const auto n = static_cast<std::size_t>(p.cells());
    number.assign(n, 0);
    open.assign(n, 0);
    original.assign(n, Cell{});
    const auto blocked = blocked_masks(p);
    for (int i = 0; i < p.cells(); ++i) {
      const Cell c = p.cell(i);
      const int a = index(c);
      original[static_cast<std::size_t>(a)] = c;
      const std::uint8_t b = blocked[static_cast<std::size_t>(i)];
      // Each open edge to the right or below in the puzzle, as seen from the cell that comes first
      // here: a step of 1 in a row of width > 1 is "right", any other is "down".
      for (const auto& [dir, next] :
           {std::pair{kRight, Cell{c.row, c.col + 1}}, std::pair{kDown, Cell{c.row + 1, c.col}}}) {
        if (b & dir) continue;
        const int z = index(next);
        const bool right = width > 1 && (z - a == 1 || a - z == 1);
        open[static_cast<std::size_t>(std::min(a, z))] |= right ? kEdgeRight : kEdgeDown;
      }
    }
    for (std::size_t j = 0; j < p.waypoints.size(); ++j)
      number[static_cast<std::size_t>(index(p.waypoints[j]))] = static_cast<std::uint16_t>(j + 1);
  }
  int cells() const { return rows * width; }
  int index(Cell c) const {
    int r = transposed ? c.col : c.row;
    const int col = transposed ? c.row : c.col;
    if (flip) r = rows - 1 - r;
    return r * width + col;
  }
  Cell cell(int i) const { return original[static_cast<std::size_t>(i)]; }
};

// The end at plug i takes number j (in the cell the plug enters). False when the range cannot
// grow by j there.
bool extend(Plugs& p, int plugs, int i, int j) {
  if (j == 0) return true;
  Plug& at = p[static_cast<std::size_t>(i)];
  const int v = at.value;
  if (at.label == kOneEnd) {
    if (j != v + 1) return false;
  } else if (at.label == kLastEnd) {
    if (j != v - 1) return false;
  } else {
    Plug& other = p[static_cast<std::size_t>(partner(p, plugs, i))];
    const int w = other.value;
    if (v == 0) {
      other.value = static_cast<std::uint16_t>(j);
    } else if (v > w ? j != v + 1 : v < w ? j != v - 1 : (j != v + 1 && j != v - 1)) {
      return false;
    }
  }
  at.value = static_cast<std::uint16_t>(j);
  return true;
}

// Where the end at plug i sits in its fragment's range.
enum class Role { none, low, high, free };
Role role(const Plugs& p, int plugs, int i) {
  const Plug& at = p[static_cast<std::size_t>(i)];
  if (at.label == kOneEnd) return Role::high;
  if (at.label == kLastEnd) return Role::low;
  if (at.value == 0) return Role::none;
  const int w = p[static_cast<std::size_t>(partner(p, plugs, i))].value;
  return at.value > w ? Role::high : at.value < w ? Role::low : Role::free;
}

// Joins the fragments ending at plugs x and y (different fragments) and empties both plugs.
// False when their ranges do not chain; `whole` is set when the result runs from 1 to K.
bool join(Plugs& p, int plugs, int x, int y, bool& whole) {
  const Role rx = role(p, plugs, x), ry = role(p, plugs, y);
  const Plug px = p[static_cast<std::size_t>(x)], py = p[static_cast<std::size_t>(y)];
  const int ox = is_bracket(px.label) ? partner(p, plugs, x) : -1;
  const int oy = is_bracket(py.label) ? partner(p, plugs, y) : -1;
  if (rx == Role::none) {
    // x's fragment has no numbers: its far end takes over the value of y's end.
    p[static_cast<std::size_t>(ox)].value = py.value;
  } else if (ry == Role::none) {
    p[static_cast<std::size_t>(oy)].value = px.value;
  } else {
    const bool x_then_y = (rx == Role::high || rx == Role::free) &&
                          (ry == Role::low || ry == Role::free) && py.value == px.value + 1;
    const bool y_then_x = (rx == Role::low || rx == Role::free) &&
                          (ry == Role::high || ry == Role::free) && px.value == py.value + 1;
    if (!x_then_y && !y_then_x) return false;
  }
  p[static_cast<std::size_t>(x)] = Plug{};
  p[static_cast<std::size_t>(y)] = Plug{};
  // The far ends are the new fragment's: a bracket pair in their order, or the one plug of the
  // fragment of 1 or K (it takes that label), or none (the whole path).
  whole = ox < 0 && oy < 0;
  if (ox >= 0 && oy >= 0) {
    p[static_cast<std::size_t>(std::min(ox, oy))].label = kOpen;
    p[static_cast<std::size_t>(std::max(ox, oy))].label = kClose;
  } else if (ox >= 0) {
    p[static_cast<std::size_t>(ox)].label = py.label;
  } else if (oy >= 0) {
    p[static_cast<std::size_t>(oy)].label = px.label;
  }
  return true;
}

bool all_empty(const Plugs& p, int plugs) {
  for (int k = 0; k < plugs; ++k)
    if (p[static_cast<std::size_t>(k)].label != 0) return false;
  return true;
}

// Packs a state into Words 64-bit words, and back.
template <int Words>
struct Key {
  std::array<std::uint64_t, Words> w{};
  bool operator==(const Key& o) const {
    bool same = true;  // one pass without early exits: Words is 1..5
    for (std::size_t i = 0; i < Words; ++i) same &= w[i] == o.w[i];
    return same;
  }
  std::uint64_t hash() const {
    std::uint64_t h = 0;
    for (std::uint64_t x : w) h = (h ^ x) * 0x9e3779b97f4a7c15ULL;
    return h ^ h >> 29;
  }
};

class Codec {
 public:
  Codec(int plugs, int k)
      : plugs_(static_cast<std::size_t>(plugs)),
        field_(kLabelBits + std::bit_width(static_cast<unsigned>(k))),
        per_word_(64 / field_) {}
  int words() const { return (static_cast<int>(plugs_) + per_word_ - 1) / per_word_; }

  // Word by word, so that no plug index is divided (a division per plug was ~10% of a count).
  template <int Words>
  Key<Words> encode(const Plugs& p) const {
    Key<Words> key;
    std::size_t i = 0;
    for (std::size_t w = 0; w < Words; ++w) {
      std::uint64_t x = 0;
      for (int k = 0, shift = 0; k < per_word_ && i < plugs_; ++k, ++i, shift += field_)
        x |= (p[i].label | static_cast<std::uint64_t>(p[i].value) << kLabelBits) << shift;
      key.w[w] = x;
    }
    return key;
  }
  template <int Words>
  Plugs decode(const Key<Words>& key) const {
    Plugs p{};
    const std::uint64_t mask = (std::uint64_t{1} << field_) - 1;
    std::size_t i = 0;
    for (std::size_t w = 0; w < Words; ++w) {
      std::uint64_t x = key.w[w];
      for (int k = 0; k < per_word_ && i < plugs_; ++k, ++i, x >>= field_) {
        p[i].label = static_cast<std::uint8_t>(x & ((1u << kLabelBits) - 1));
        p[i].value = static_cast<std::uint16_t>((x & mask) >> kLabelBits);
      }
    }
    return p;
  }

 private:
  std::size_t plugs_;
  int field_;
  int per_word_;
};

// One layer: its states, their (capped) counts, and an open-addressing index over the states.
// A slot holds the key's position and the high half of its hash, so a probe reads the key only
// when the halves match (nearly always the key itself). Measured on the worst 10x10 boards:
// position-only slots 100%, key and position in the slot 95%, position and hash half 82%.
template <int Words>
struct Layer {
  std::vector<Key<Words>> keys;
  std::vector<std::uint32_t> counts;
  std::vector<std::uint64_t> slots;  // hash >> 32 << 32 | (index + 1), 0 = empty; power of two

  std::size_t size() const { return keys.size(); }
  // Index of `key`, or -1.
  long find(const Key<Words>& key) const {
    if (slots.empty()) return -1;
    const std::size_t mask = slots.size() - 1;
    const std::uint64_t h = key.hash();
    for (std::size_t s = h & mask;; s = (s + 1) & mask) {
      const std::uint64_t slot = slots[s];
      if (slot == 0) return -1;
      if ((slot ^ h) >> 32 == 0 && keys[position(slot)] == key)
        return static_cast<long>(position(slot));
    }
  }
  void prefetch(std::uint64_t h) const { __builtin_prefetch(&slots[h & (slots.size() - 1)]); }
  // Adds `count` to key's count (inserting it), capped at `limit`; returns key's index.
  std::size_t add(const Key<Words>& key, std::uint32_t count, std::uint32_t limit) {
    return add(key, key.hash(), count, limit);
  }
  // The same with h == key.hash().
  std::size_t add(const Key<Words>& key, std::uint64_t h, std::uint32_t count,
                  std::uint32_t limit) {
    if ((keys.size() + 1) * 2 > slots.size()) rebuild(std::max<std::size_t>(64, slots.size() * 2));
    const std::size_t mask = slots.size() - 1;
    for (std::size_t s = h & mask;; s = (s + 1) & mask) {
      std::uint64_t& slot = slots[s];
      if (slot == 0) {
        keys.push_back(key);
        counts.push_back(std::min(count, limit));
        slot = (h >> 32 << 32) | keys.size();
        return keys.size() - 1;
      }
      if ((slot ^ h) >> 32 == 0 && keys[position(slot)] == key) {
        std::uint32_t& c = counts[position(slot)];
        c = static_cast<std::uint32_t>(std::min<std::uint64_t>(std::uint64_t{c} + count, limit));
        return position(slot);
      }
    }
  }
  static std::size_t position(std::uint64_t slot) { return (slot & 0xffffffffu) - 1; }
  void rebuild(std::size_t size) {
    slots.assign(size, 0);
    const std::size_t mask = size - 1;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      const std::uint64_t h = keys[i].hash();
      std::size_t s = h & mask;
      while (slots[s] != 0) s = (s + 1) & mask;
      slots[s] = (h >> 32 << 32) | (i + 1);
    }
  }
  void drop_index() { std::vector<std::uint64_t>().swap(slots); }
  // Empties the layer for about `expect` states, keeping its buffers.
  void reset(std::size_t expect) {
    keys.clear();
    counts.clear();
    keys.reserve(expect);
    counts.reserve(expect);
    slots.assign(std::bit_ceil(std::max<std::size_t>(64, expect * 2)), 0);
  }
  void index() { rebuild(std::bit_ceil(std::max<std::size_t>(64, keys.size() * 2))); }
};

template <int Words>
class Frontier {
 public:
  // `spent`: the node counter the budget is checked against, shared by the runs of a race.
  Frontier(const Puzzle& p, int limit, Budget budget, Orientation o, std::uint64_t& spent)
      : p_(p),
        board_(p, o),
        plugs_(board_.width + 1),
        codec_(plugs_, board_.k),
        limit_(static_cast<std::uint32_t>(limit)),
        budget_(budget),
        spent_(spent),
        want_(std::min<std::size_t>(limit_, budget_.max_kept)),
        by_links_(want_ > 0 && want_ <= kMaxLinks),
        by_layers_(want_ > kMaxLinks) {
    current_.add(codec_.template encode<Words>(Plugs{}), 1, limit_);
    if (by_links_) {
      links_.push_back(std::vector<Link>(want_));
      linked_.push_back({1});
    }
  }

  enum class State { running, settled, gave_up, stopped };
  State state() const { return state_; }
  std::uint64_t own_nodes() const { return own_nodes_; }
  Count take() { return std::move(result_); }

  // Processes the next cell (or, after the last, reads the count and the solutions).
  void advance() {
    const int n = board_.cells();
    if (cell_ == n) {
      finish();
      return;
    }
    const int cell = cell_++;
    // Sized for a layer up to twice the last one: growing the index while it fills (rehashing
    // every state so far each time) was ~8% of a count.
    next_.reset(current_.size() * 2);
    std::vector<Link> next_links;
    std::vector<std::uint8_t> next_linked;
    if (by_links_) {
      next_links.reserve(current_.size() * 2 * want_);
      next_linked.reserve(current_.size() * 2);
    }
    // States go in chunks: every successor of a chunk is encoded and its index slot fetched
    // before any is added, so the cache misses of the index overlap (the slot loads were ~20%
    // of a count one at a time).
    for (std::size_t begin = 0; begin < current_.size(); begin += kChunk) {
      const std::size_t end = std::min(current_.size(), begin + kChunk);
      pending_.clear();
      for (std::size_t s = begin; s < end; ++s) {
        if (stop()) return;
        step(codec_.template decode<Words>(current_.keys[s]), cell,
             [&](const Plugs& out, std::uint8_t edges) {
               const Key<Words> key = codec_.template encode<Words>(out);
               const std::uint64_t h = key.hash();
               next_.prefetch(h);
               pending_.push_back({key, h, static_cast<std::uint32_t>(s), edges});
             });
      }
      for (const Pending& x : pending_) {
        const std::size_t t = next_.add(x.key, x.hash, current_.counts[x.from], limit_);
        if (!by_links_) continue;
        if (t == next_linked.size()) {
          next_linked.push_back(0);
          next_links.resize(next_links.size() + want_);
        }
        const std::uint8_t from = linked_.back()[x.from];
        std::uint8_t& have = next_linked[t];
        for (std::uint8_t r = 0; r < from && have < want_; ++r, ++have)
          next_links[t * want_ + have] = Link{x.from, r, x.edges};
      }
      if (next_.size() > kMaxLayerStates) return give_up();
    }
    stored_ += next_.size();
    if ((by_links_ || by_layers_) && stored_ > kMaxStoredStates) return give_up();
    if (by_links_) {
      links_.push_back(std::move(next_links));
      linked_.push_back(std::move(next_linked));
    }
    if (by_layers_) {
      next_.drop_index();
      layers_.push_back(std::move(current_));
      current_ = std::move(next_);
      next_ = Layer<Words>{};
    } else {
      std::swap(current_, next_);
    }
  }

 private:
  struct Link {
    std::uint32_t state = 0;  // in the layer before
    std::uint8_t which = 0;   // which of that state's links
    std::uint8_t edges = 0;   // kEdgeDown | kEdgeRight opened by the cell between
  };
  struct Pending {
    Key<Words> key;
    std::uint64_t hash;
    std::uint32_t from;  // state in current_
    std::uint8_t edges;
  };

  void finish() {
    state_ = State::settled;
    // The only state after the last cell is the empty frontier of a finished path.
    result_.count = current_.size() == 0 ? 0 : static_cast<int>(current_.counts.front());
    if (result_.count == 0) return;
    const int n = board_.cells();
    if (by_links_) {
      std::vector<std::uint8_t> edges(static_cast<std::size_t>(n), 0);
      for (std::uint8_t r = 0; r < linked_.back().front(); ++r) {
        std::size_t state = 0;
        std::uint8_t which = r;
        for (int cell = n; cell > 0; --cell) {
          const Link& l = links_[static_cast<std::size_t>(cell)][state * want_ + which];
          edges[static_cast<std::size_t>(cell) - 1] = l.edges;
          state = l.state;
          which = l.which;
        }
        result_.solutions.push_back(path_of(edges));
      }
    } else if (by_layers_) {
      layers_.push_back(std::move(current_));
      extract(layers_);
    }
  }

  bool stop() {
    ++own_nodes_;
    if (!budget_.exhausted(++spent_)) return false;
    state_ = State::stopped;
    result_.complete = false;
    result_.count = 0;
    result_.solutions.clear();
    return true;
  }
  void give_up() {
    state_ = State::gave_up;
    result_.complete = false;
    result_.count = 0;
    result_.solutions.clear();
  }

  // Calls emit(plugs after the cell, edges the cell opens) for every way through `cell`.
  template <class Emit>
  void step(const Plugs& in, int cell, Emit&& emit) const {
    const int c = cell % board_.width;
    const int j = board_.number[static_cast<std::size_t>(cell)];
    const bool end = j == 1 || j == board_.k;
    const std::uint8_t open = board_.open[static_cast<std::size_t>(cell)];
    const bool last = cell == board_.cells() - 1;
    const auto at = [](int i) { return static_cast<std::size_t>(i); };
    const auto out = [&](Plugs p, std::uint8_t edges) {
      if (c == board_.width - 1) {  // next row: every plug moves one place right, plug 0 empty
        for (int i = plugs_ - 1; i > 0; --i) p[at(i)] = p[at(i - 1)];
        p[0] = Plug{};
      }
      emit(p, edges);
    };
    const bool has_left = in[at(c)].label != 0, has_up = in[at(c + 1)].label != 0;
    if (!has_left && !has_up) {
      // A fragment starts here: both ways out, or one for the numbers 1 and K.
      Plugs p = in;
      if (!end) {
        if (open != (kEdgeDown | kEdgeRight)) return;
        p[at(c)] = Plug{kOpen, static_cast<std::uint16_t>(j)};
        p[at(c + 1)] = Plug{kClose, static_cast<std::uint16_t>(j)};
        out(p, kEdgeDown | kEdgeRight);
        return;
      }
      const Plug ends{j == 1 ? kOneEnd : kLastEnd, static_cast<std::uint16_t>(j)};
      if (open & kEdgeDown) {
        p[at(c)] = ends;
        out(p, kEdgeDown);
      }
      if (open & kEdgeRight) {
        p[at(c)] = Plug{};
        p[at(c + 1)] = ends;
        out(p, kEdgeRight);
      }
      return;
    }
    if (has_left != has_up) {
      // One fragment end enters: it goes on (down or right), or stops at 1 or K.
      const int i = has_left ? c : c + 1;
      Plugs p = in;
      if (!extend(p, plugs_, i, j)) return;
      if (!end) {
        const Plug moving = p[at(i)];
        p[at(c)] = p[at(c + 1)] = Plug{};
        if (open & kEdgeDown) {
          p[at(c)] = moving;
          out(p, kEdgeDown);
          p[at(c)] = Plug{};
        }
        if (open & kEdgeRight) {
          p[at(c + 1)] = moving;
          out(p, kEdgeRight);
        }
        return;
      }
      if (is_bracket(p[at(i)].label)) {
        p[at(partner(p, plugs_, i))].label = j == 1 ? kOneEnd : kLastEnd;
        p[at(i)] = Plug{};
        out(p, 0);
        return;
      }
      // The fragment from 1 (or K) reaches K (or 1): the whole path, only as the last cell.
      p[at(i)] = Plug{};
      if (last && all_empty(p, plugs_)) out(p, 0);
      return;
    }
    // Two ends meet: the cell joins their fragments (never 1 or K, never one fragment twice).
    if (end || (in[at(c)].label == kOpen && in[at(c + 1)].label == kClose)) return;
    Plugs p = in;
    bool whole = false;
    if (!extend(p, plugs_, c, j) || !join(p, plugs_, c, c + 1, whole)) return;
    if (whole && !(last && all_empty(p, plugs_))) return;
    out(p, 0);
  }

  // Backward pass (which states reach the final state), then the first solutions in walk order.
  bool extract(std::vector<Layer<Words>>& layers) {
    const int n = board_.cells();
    std::vector<std::vector<std::uint8_t>> alive(layers.size());
    alive.back().assign(layers.back().size(), 1);
    for (int cell = n - 1; cell >= 0; --cell) {
      Layer<Words>& here = layers[static_cast<std::size_t>(cell)];
      Layer<Words>& after = layers[static_cast<std::size_t>(cell) + 1];
      after.index();
      const auto& alive_after = alive[static_cast<std::size_t>(cell) + 1];
      auto& mine = alive[static_cast<std::size_t>(cell)];
      mine.assign(here.size(), 0);
      for (std::size_t s = 0; s < here.size(); ++s) {
        if (stop()) return false;
        step(codec_.template decode<Words>(here.keys[s]), cell,
             [&](const Plugs& out, std::uint8_t) {
               const long t = after.find(codec_.template encode<Words>(out));
               if (t >= 0 && alive_after[static_cast<std::size_t>(t)]) mine[s] = 1;
             });
      }
    }
    const std::size_t want =
        std::min<std::size_t>(static_cast<std::size_t>(result_.count), budget_.max_kept);
    std::vector<std::uint8_t> edges(static_cast<std::size_t>(n), 0);
    walk(layers, alive, 0, 0, edges, want);
    return true;
  }

  // Depth-first through live states only: every branch ends in a solution.
  void walk(const std::vector<Layer<Words>>& layers,
            const std::vector<std::vector<std::uint8_t>>& alive, int cell, std::size_t state,
            std::vector<std::uint8_t>& edges, std::size_t want) {
    if (cell == board_.cells()) {
      result_.solutions.push_back(path_of(edges));
      return;
    }
    const Layer<Words>& after = layers[static_cast<std::size_t>(cell) + 1];
    const auto& alive_after = alive[static_cast<std::size_t>(cell) + 1];
    std::vector<std::pair<std::size_t, std::uint8_t>> ways;
    step(codec_.template decode<Words>(layers[static_cast<std::size_t>(cell)].keys[state]), cell,
         [&](const Plugs& out, std::uint8_t e) {
           const long t = after.find(codec_.template encode<Words>(out));
           if (t >= 0 && alive_after[static_cast<std::size_t>(t)])
             ways.emplace_back(static_cast<std::size_t>(t), e);
         });
    for (const auto& [t, e] : ways) {
      if (result_.solutions.size() >= want || !result_.complete) return;
      edges[static_cast<std::size_t>(cell)] = e;
      walk(layers, alive, cell + 1, t, edges, want);
    }
  }

  // The path from number 1 along the chosen edges, in the puzzle's own coordinates.
  Solution path_of(const std::vector<std::uint8_t>& edges) const {
    const int n = board_.cells(), w = board_.width;
    std::vector<std::array<int, 2>> links(static_cast<std::size_t>(n), {-1, -1});
    const auto link = [&](int a, int b) {
      for (int x : {a, b}) {
        auto& l = links[static_cast<std::size_t>(x)];
        l[l[0] < 0 ? 0 : 1] = x == a ? b : a;
      }
    };
    for (int i = 0; i < n; ++i) {
      if (edges[static_cast<std::size_t>(i)] & kEdgeDown) link(i, i + w);
      if (edges[static_cast<std::size_t>(i)] & kEdgeRight) link(i, i + 1);
    }
    Solution s;
    s.reserve(static_cast<std::size_t>(n));
    int prev = -1, at = board_.index(p_.waypoints.front());
    while (at >= 0 && static_cast<int>(s.size()) < n) {
      s.push_back(board_.cell(at));
      const auto& l = links[static_cast<std::size_t>(at)];
      const int next = l[0] != prev ? l[0] : l[1];
      prev = at;
      at = next;
    }
    return s;
  }

  const Puzzle& p_;
  Board board_;
  int plugs_;
  Codec codec_;
  std::uint32_t limit_;
  Budget budget_;
  std::uint64_t& spent_;
  std::uint64_t own_nodes_ = 0;
  // Solutions wanted, min(limit, max_kept), and how they are found (see the file comment).
  std::size_t want_;
  bool by_links_, by_layers_;
  State state_ = State::running;
  int cell_ = 0;  // next cell to process
  Layer<Words> current_, next_;
  std::vector<Pending> pending_;
  // by_links_: links_[i] holds, per state after cell i - 1, up to want_ links to partial paths
  // (the state before, which of its links, the edges cell i - 1 opened); linked_[i] their number.
  std::vector<std::vector<Link>> links_;
  std::vector<std::vector<std::uint8_t>> linked_;
  std::vector<Layer<Words>> layers_;  // by_layers_: every layer's states
  std::size_t stored_ = 0;
  Count result_;
};

// Two runs in two orientations, advanced a cell at a time, the one that has spent less (weighted,
// below) first: the first to settle gives the count. The orientation changes the number of states
// a lot (on the worst 10x10 boards of tests/bench/data/zip_worst.jsonl, 160 k against 970 k
// expansions top-down and bottom-up, 850 k against 350 k on another). Processing 1 and K late
// keeps the one-plug fragments out of most layers, so orientations are ranked by the row of the
// first endpoint met, then of the second, then the numbers' rows summed (later is better); the
// best two race (rows top-down and bottom-up, and on square boards the same on columns), and the
// best may spend kPreferredWeight times the other's nodes before the other moves. Expansions
// summed / worst on the square boards of zip_worst.jsonl, simulated from each orientation's
// count: top-down and bottom-up alternating 11.3 M / 1.80 M, weight 8 8.4 M / 1.08 M; best two
// of four, weight 8, 7.6 M / 0.84 M; the best-ranked alone 6.8 M / 0.75 M; the best of each
// board 4.7 M / 0.57 M. A weight bounds a wrong ranking to (1 + weight)x the better of the two,
// where one orientation alone was up to 6x. Nodes are both runs' together.
inline constexpr std::uint64_t kPreferredWeight = 8;

template <int Words>
Count race(const Puzzle& p, int limit, Budget budget) {
  std::vector<Orientation> all{{false, false}, {false, true}};
  if (p.rows == p.cols) all.insert(all.end(), {{true, false}, {true, true}});
  // Later is better: the first endpoint's row, the second's, the numbers' rows summed.
  const auto rank = [&](Orientation o) {
    const Board board(p, o);
    const auto row = [&](Cell c) { return board.index(c) / board.width; };
    const int a = row(p.waypoints.front()), b = row(p.waypoints.back());
    int rows_sum = 0;
    for (const Cell c : p.waypoints) rows_sum += row(c);
    return std::array<int, 3>{std::min(a, b), std::max(a, b), rows_sum};
  };
  std::vector<std::pair<std::array<int, 3>, std::size_t>> ranked;
  for (std::size_t i = 0; i < all.size(); ++i) ranked.emplace_back(rank(all[i]), i);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::uint64_t spent = 0;
  Frontier<Words> best(p, limit, budget, all[ranked[0].second], spent);
  Frontier<Words> other(p, limit, budget, all[ranked[1].second], spent);
  const std::uint64_t best_weight = ranked[0].first > ranked[1].first ? 1 : kPreferredWeight;
  using State = typename Frontier<Words>::State;
  while (true) {
    const bool best_on = best.state() == State::running;
    const bool other_on = other.state() == State::running;
    if (!best_on && !other_on) break;
    const bool best_next = !other_on || (best_on && best.own_nodes() * best_weight <=
                                                        other.own_nodes() * kPreferredWeight);
    Frontier<Words>& run = best_next ? best : other;
    run.advance();
    if (run.state() == State::settled || run.state() == State::stopped) {
      Count r = run.take();
      r.nodes = spent;
      return r;
    }
  }
  Count r = best.take();  // both gave up
  r.nodes = spent;
  return r;
}

}  // namespace

Count count_solutions_frontier(const Puzzle& p, int limit, Budget budget) {
  limit = std::max(limit, 1);
  const Board board(p, Orientation{});
  const int words = Codec(board.width + 1, board.k).words();
  if (words <= 1) return race<1>(p, limit, budget);
  if (words <= 2) return race<2>(p, limit, budget);
  if (words <= 3) return race<3>(p, limit, budget);
  return race<5>(p, limit, budget);
}

}  // namespace dg::zip
