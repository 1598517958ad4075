// Depth-first proof-number search (df-pn, Nagai 2002) over any SearchGame: the solver used for
// real positions. Proof numbers steer the search to the line that is cheapest to prove or refute,
// which is what makes life-and-death problems tractable; search.hpp's exhaustive depth-first
// solver stays as the reference it is tested against on small problems.
//
// Two refinements of plain df-pn: a new node starts from its mobility (the number of moves of
// the side to move, times a weight the game may set, and scaled by the game's hint about who is
// close to his goal) instead of 1/1, and the number that needs all children is the largest
// child's plus one per other open child (weak proof numbers, Ueda et al. 2008) rather than their
// sum, which over-counts shared subtrees and, with cycles, grows until it saturates.
//
// Cycles: a child whose state is already on the current path ends the play there, and the game
// classifies that cycle (who wins the endless play). Such a value depends on the path. Every
// value carries the lowest ply its cycles went back to (`low`, as in search.hpp): a proof whose
// cycles all close at the node itself or below holds on every path that reaches the node and is
// stored; one that rests on a repetition of an ancestor is used for the current path only (the
// node is searched again where another path reaches it).
#pragma once
#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <vector>

#include "kernel/solver/chunked_vector.hpp"
#include "kernel/solver/key_table.hpp"
#include "kernel/solver/node_time.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::solver {

// A node's moves and child keys from its first expansion, contiguous in known_children:
// df-pn expands a node again every time the search returns to it (two in five expansions),
// and generating and playing every move again cost most of an expansion.
template <class Move>
struct KnownChild {
  std::uint64_t key;  // first: a move of up to six bytes and the two flags then fill 16 bytes, not 24
  Move move;
  bool terminal;  // the play ends there
  bool last;      // the node's last child
};

// What the searches of one game object know of its states whatever their goal: each state's moves
// with their child keys, and its mobility. A game asked several questions in turn (the play-out's
// thresholds) may lend one to every solver it builds; the search, and so every node count, is the
// same as without it.
template <class Move>
struct ExpansionCache {
  ExpansionCache();
  KeyTable<std::uint32_t> expansions;  // moves_key() -> the node's first entry in known_children
  ChunkedVector<KnownChild<Move>> known_children;
  KeyTable<std::uint32_t> mobility;  // key() -> mobility()
};

// What one move counts for in a new leaf's numbers: the game's `kLeafWeight`, else 1. A larger
// weight makes the weak proof number's one per other open child count for less against the best
// child's, so the search follows one line deeper before it switches. On the play-outs of the
// rule-book corpus (weight 4 against 1) three more results were decided within their
// budgets and the run took 10% less time; on the confirmations it decided one record's string
// and lost six others', so they keep 1.
template <class Game>
constexpr std::uint32_t leaf_weight() {
  if constexpr (requires {
                  { Game::kLeafWeight } -> std::convertible_to<std::uint32_t>;
                }) {
    return Game::kLeafWeight;
  } else {
    return 1;
  }
}

// How much a game's leaf hint weighs (see leaf_hint below): the number the hint calls far is
// multiplied by the game's `kLeafHintWeight`, else 4.
template <class Game>
constexpr std::uint32_t leaf_hint_weight() {
  if constexpr (requires {
                  { Game::kLeafHintWeight } -> std::convertible_to<std::uint32_t>;
                }) {
    return Game::kLeafHintWeight;
  } else {
    return 4;
  }
}

// A game's guess about a new leaf, if it supplies `leaf_hint()`: +1 the hero looks close to his
// goal, -1 far from it, 0 no guess. Like the weight, it orders the search, never its value.
template <class Game>
int leaf_hint(const Game& game) {
  if constexpr (requires(const Game& g) {
                  { g.leaf_hint() } -> std::convertible_to<int>;
                }) {
    return game.leaf_hint();
  } else {
    return 0;
  }
}

// The hint of a goal that is to capture one string, from its liberties: in atari it looks close,
// at three or more far.
inline int liberty_hint(int liberties) { return liberties <= 1 ? 1 : liberties >= 3 ? -1 : 0; }

// A node's numbers as df-pn keeps them in its table.
struct ProofNumbers {
  static constexpr int kNoCycle = std::numeric_limits<int>::max();
  std::uint32_t pn = 1, dn = 1;
  int low = kNoCycle;  // lowest ply of a path state whose repetition these numbers rest on
  // In the table only: the node was searched, so its settled() was asked and fixed nothing
  // (false for a leaf's initial numbers kept to spare recounting its moves).
  bool searched = false;
  // A disproof (the hero's loss) that rests on an end the game could not read (`answer_unread()`).
  bool unread = false;
};

// ProofNumbers as the tables keep them, in 8 bytes: a kept value never rests on a repetition
// (`low` is kNoCycle), and pn and dn, at most 2^30, leave their top bits for `searched` and `unread`.
class StoredNumbers {
 public:
  StoredNumbers() = default;
  explicit StoredNumbers(const ProofNumbers& n)
      : pn_searched_(n.pn | (n.searched ? kFlag : 0)), dn_unread_(n.dn | (n.unread ? kFlag : 0)) {}
  ProofNumbers numbers() const {
    return {pn_searched_ & ~kFlag, dn_unread_ & ~kFlag, ProofNumbers::kNoCycle, (pn_searched_ & kFlag) != 0,
            (dn_unread_ & kFlag) != 0};
  }
  // What a bounded table keeps longest (KeyTable::bound): a proof, then a searched node's numbers,
  // then a leaf's (recounted for the price of its moves); among equals, the larger of the smaller
  // number, which grows with the work below the node.
  std::uint64_t keep_rank() const noexcept {
    const ProofNumbers n = numbers();
    const std::uint64_t tier = n.pn == 0 || n.dn == 0 ? 2 : n.searched ? 1 : 0;
    return tier << 32 | std::min(n.pn, n.dn);
  }

 private:
  static constexpr std::uint32_t kFlag = 1u << 31;
  std::uint32_t pn_searched_ = 0, dn_unread_ = 0;
};

// The numbers of the states several searches share (ProofNumberSolver::share_states).
using ProofTable = KeyTable<StoredNumbers>;

// The bound of a search's tables (KeyTable::bound): 2^21 slots, 32 MiB of numbers, a million and a
// half entries, short of what the longest searches of the default budget store. Beyond it a search
// runs on in the same memory, searching again what its table let go.
inline constexpr std::size_t kTableSlots = std::size_t{1} << 21;

// A proof table bounded so (for the tables lent to several searches).
inline ProofTable bounded_proof_table() {
  ProofTable t;
  t.bound(kTableSlots);
  return t;
}

template <class Move>
ExpansionCache<Move>::ExpansionCache() {
  expansions.bound(kTableSlots);
  mobility.bound(kTableSlots);
}

template <SearchGame Game>
class ProofNumberSolver {
 public:
  using Move = typename Game::Move;
  using Cache = ExpansionCache<Move>;

  ProofNumberSolver(Game& game, Budget budget, Cache* shared = nullptr)
      : game_(game), budget_(budget), cache_(shared ? *shared : own_cache_), lent_(shared != nullptr) {
    table_.bound(kTableSlots);
  }

  // The states the game calls shared (`shared_state()`) keep their proofs in `table`, which the
  // caller lends to several searches in turn: each uses what the others proved there (their open
  // numbers stay their own, see table_for). The caller promises that the searches' games agree on
  // every shared state's moves, end and value (the confirmations of one position's strings after
  // their capture).
  void share_states(ProofTable& table) { shared_ = &table; }

  // Proves or refutes the root the game stands at. A solver may be asked again at another root
  // (its table carries over); its statistics then run on, so the caller counts the difference.
  Solution<Move> solve() {
    Solution<Move> out;
    if ((stats_.too_wide = width_beyond(game_, budget_)) > 0) {
      stats_.budget_exhausted = true;
      out.stats = stats_;
      return out;
    }
    this_thread_clock().restart();
    Numbers root = mid(kInfinity - 1, kInfinity - 1, 0);
    // A loss that rests on an end the game could not read proves nothing.
    out.rests_on_unread = root.dn == 0 && root.unread;
    out.value = root.pn == 0                           ? Value::hero_wins
                : root.dn == 0 && !out.rests_on_unread ? Value::hero_loses
                                                       : Value::unknown;
    if (out.value == Value::unknown) stats_.budget_exhausted = true;
    if (out.value != Value::unknown) extract_witness(out);
    stats_.stored = table_.size();
    out.stats = stats_;
    return out;
  }

  // The nodes searched over every solve() so far.
  std::uint64_t nodes() const noexcept { return stats_.nodes; }

  // Calls f(key) for every state this solver keeps numbers of: the states it met (a leaf past
  // the table's leaf limit excepted), less those whose proof it found or kept in a lent table.
  template <class F>
  void for_each_state(F&& f) const {
    table_.for_each([&](std::uint64_t key, const StoredNumbers&) { f(key); });
  }

  // The budget of the solves to come, for a solver asked again: `budget.max_nodes` nodes more than
  // it has searched so far, and its depth and witness limits.
  void continue_with(const Budget& budget) {
    budget_ = budget;
    budget_.max_nodes = add_nodes(stats_.nodes, budget.max_nodes);
  }

 private:
  static constexpr std::uint32_t kInfinity = 1u << 30;

  static constexpr int kNoCycle = ProofNumbers::kNoCycle;
  // An expansion plays, keys and looks up every child, so a node's cost grows with its children:
  // one is charged a node more for every kChildrenPerNode of them, and the budget bounds the time
  // of wide searches too (an open 9x9 board's nodes have about 80 children). The rule books'
  // expansions rarely reach that many, so their searches are nearly unchanged.
  static constexpr std::size_t kChildrenPerNode = 16;
  static constexpr std::size_t kLeafCacheLimit = std::size_t{1} << 20;  // entries (16 bytes each, table half full)

  using Numbers = ProofNumbers;
  struct Child {
    Move move;
    std::uint64_t key;
    Numbers numbers;
  };

  static std::uint32_t add(std::uint32_t a, std::uint32_t b) { return std::min(kInfinity, a + b); }

  // Stores the numbers of the node at `ply`. A proof that rests on the repetition of an ancestor
  // holds for this path only; the returned numbers say whether the parent may rely on it.
  Numbers store(std::uint64_t key, Numbers n, int ply) {
    if (n.low >= ply) n.low = kNoCycle;  // every cycle closed here or below: true on any path
    if (n.low == kNoCycle || (n.pn != 0 && n.dn != 0))
      table_for(n).put(key, StoredNumbers(Numbers{n.pn, n.dn, kNoCycle, true, n.unread}));
    if (n.low == kNoCycle && n.pn == 0)
      if (const auto relaxed = relaxed_key())
        shared_->put(*relaxed, StoredNumbers(Numbers{0, kInfinity, kNoCycle, true}));
    return n;
  }

  // Numbers of the current state as a leaf: terminal, cycle, or what the table knows.
  Numbers evaluate_here(std::uint64_t key) { return evaluate_here(key, game_.terminal()); }
  Numbers evaluate_here(std::uint64_t key, std::optional<bool> end) {
    if (end) return *end ? Numbers{0, kInfinity} : hero_loss();
    if (const auto ply = path_.find(key)) {
      ++stats_.cycles;
      const bool hero = game_.hero_wins_cycle(static_cast<std::size_t>(*ply));
      return hero ? Numbers{0, kInfinity, *ply} : hero_loss(*ply);
    }
    // A new leaf's numbers are kept, as df-pn re-expands a node every time it returns to it. The
    // same numbers would be counted again, so the search is unchanged; the cap bounds the memory.
    if (const StoredNumbers* proven = find_shared(key)) return proven->numbers();
    if (refuted_where_relaxed()) {
      ++stats_.relaxed;
      return Numbers{kInfinity, 0};
    }
    return table_.find_or_put(key, kLeafCacheLimit, [&] { return StoredNumbers(initial_numbers(key)); }).numbers();
  }

  // The numbers of an end the hero loses, marked `unread` if the game says that loss rests on
  // something it could not read (`answer_unread()`, e.g. a nested search out of budget).
  Numbers hero_loss(int low = kNoCycle) const {
    Numbers n{kInfinity, 0, low};
    if constexpr (requires(const Game& g) {
                    { g.answer_unread() } -> std::convertible_to<bool>;
                  }) {
      n.unread = game_.answer_unread();
    }
    return n;
  }

  // The table for numbers of the current state: the lent one takes only a shared state's proofs,
  // and none that rests on an unread end.
  // Its open numbers would mislead the next search: they grew under another root's thresholds,
  // and a state they make look costly is one that search may need (死活例19: after the corner's
  // confirmation its numbers left the 14 stones undecided at 4 million nodes, proven alone in 2.7).
  ProofTable& table_for(const Numbers& n) {
    const bool proven = n.pn == 0 || n.dn == 0;
    return proven && !n.unread && shared_here() ? *shared_ : table_;
  }
  bool shared_here() const {
    if constexpr (requires(const Game& g) {
                    { g.shared_state() } -> std::convertible_to<bool>;
                  }) {
      return shared_ && game_.shared_state();
    } else {
      return false;
    }
  }
  // The current state in the games of the other searches sharing the table, where the hero's goal
  // is weaker, if the game supplies `relaxed_key()`: a hero who cannot reach that goal cannot
  // reach his own, and one who reaches his own has reached that one. So a refutation lent there
  // refutes here, and a proof found here is lent there.
  std::optional<std::uint64_t> relaxed_key() const {
    if constexpr (requires(const Game& g) {
                    { g.relaxed_key() } -> std::convertible_to<std::optional<std::uint64_t>>;
                  }) {
      return shared_ ? game_.relaxed_key() : std::nullopt;
    } else {
      return std::nullopt;
    }
  }
  bool refuted_where_relaxed() const {
    const auto relaxed = relaxed_key();
    const StoredNumbers* there = relaxed ? shared_->find(*relaxed) : nullptr;
    return there && there->numbers().dn == 0;
  }
  // A proof of the current state another search lent (share_states).
  const StoredNumbers* find_shared(std::uint64_t key) const { return shared_here() ? shared_->find(key) : nullptr; }
  // A stored state's numbers: a lent proof first (this search may still hold the state's open
  // numbers from before it was proven there), then this search's own.
  const StoredNumbers* find_stored(std::uint64_t key) const {
    const StoredNumbers* lent = shared_ ? shared_->find(key) : nullptr;
    return lent ? lent : table_.find(key);
  }

  // A new node's numbers before any search (df-pn with mobility): every move of the side to
  // move is one more way for it to win, and one more refutation its opponent owes; the game's
  // hint then makes the side it calls far from its goal look further (the heuristic
  // initialisation of df-pn+, Nagai 2002). Every leaf of every expansion is counted, so a game
  // may supply `mobility()`, its number of moves (or a cheap upper bound on it) without ordering
  // or storing them.
  Numbers initial_numbers(std::uint64_t key) {
    std::size_t count = 0;
    if constexpr (requires(const Game& g) {
                    { g.mobility() } -> std::convertible_to<std::size_t>;
                  }) {
      // This solver's own leaves are counted once anyway (table_ keeps their numbers); a lent
      // cache spares the count to the game's next questions.
      count = lent_ ? cache_.mobility.find_or_put(key, kLeafCacheLimit,
                                                  [&] { return static_cast<std::uint32_t>(game_.mobility()); })
                    : game_.mobility();
    } else {
      scratch_.clear();
      game_.moves(scratch_);
      count = scratch_.size();
    }
    const auto width = static_cast<std::uint32_t>(std::max<std::size_t>(1, count) * leaf_weight<Game>());
    Numbers n = game_.hero_to_move() ? Numbers{1, width} : Numbers{width, 1};
    const int hint = leaf_hint(game_);
    if (hint > 0) n.dn *= leaf_hint_weight<Game>();  // the opponent's refutation looks far
    if (hint < 0) n.pn *= leaf_hint_weight<Game>();  // the hero's proof looks far
    return n;
  }

  // What the game's static knowledge fixes about the current state, if it supplies `settled()`
  // (a value that holds on every path, so it is stored like any proof). It is asked once per
  // node searched, not per leaf: the knowledge costs more than counting moves.
  std::optional<bool> settled() {
    const auto fixed = static_value();
    stats_.settled += fixed.has_value();
    return fixed;
  }
  std::optional<bool> static_value() const {
    if constexpr (requires(const Game& g) {
                    { g.settled() } -> std::convertible_to<std::optional<bool>>;
                  }) {
      return game_.settled();
    } else {
      return std::nullopt;
    }
  }

  // The children of the current state, in the game's order, into this ply's buffer. `moves_low`,
  // if given, receives the ply of the earliest path state the moves depend on (kNoCycle: none;
  // below 0: a state before the root). Such a list is not kept for another path.
  std::vector<Child>& expand(int ply, int* moves_low = nullptr) {
    const auto depth = static_cast<std::size_t>(ply);
    if (children_.size() <= depth) children_.resize(depth + 1);
    std::vector<Child>& children = children_[depth];
    children.clear();
    const std::uint64_t key = moves_key();
    const std::uint32_t* first = cache_.expansions.find(key);
    if (first && moves_independent_of_path()) {
      reexpand(*first, children);
      return children;
    }
    moves_.clear();
    game_.moves(moves_);
    const std::optional<std::size_t> back = path_dependence_of(game_);
    if (back && moves_low) *moves_low = ply - static_cast<int>(*back);
    auto& known = cache_.known_children;
    const bool keep = !first && !back && known.size() + moves_.size() <= kKnownChildrenLimit;
    if (keep) cache_.expansions.put(key, moves_.empty() ? kNoChildren : static_cast<std::uint32_t>(known.size()));
    for (const Move& m : moves_) {
      game_.play(m);
      const std::uint64_t child_key = game_.key();
      const std::optional<bool> end = game_.terminal();
      children.push_back({m, child_key, evaluate_here(child_key, end)});
      game_.undo();
      if (keep) known.push_back({child_key, m, end.has_value(), false});
    }
    if (keep && !moves_.empty()) known.back().last = true;
    return children;
  }

  // Games whose moves depend on the path as well as the state (a repetition cap) say whether a
  // move list found on another path holds at the current state.
  bool moves_independent_of_path() const {
    if constexpr (requires(const Game& g) {
                    { g.moves_independent_of_path() } -> std::convertible_to<bool>;
                  }) {
      return game_.moves_independent_of_path();
    } else {
      return true;
    }
  }

  // What determines the moves of the current state and their order: the state key, unless the
  // game orders its moves by more than its key says.
  std::uint64_t moves_key() const {
    if constexpr (requires(const Game& g) {
                    { g.moves_key() } -> std::convertible_to<std::uint64_t>;
                  }) {
      return game_.moves_key();
    } else {
      return game_.key();
    }
  }

  // A node expanded before: its moves and their keys are known (they follow from its state), so
  // only a child the table cannot answer is played again: an end of play (its key may equal a
  // live state's), a repetition of the path (the game judges the cycle from the child's state)
  // or a leaf the table did not keep. The numbers are those a fresh expansion would find.
  void reexpand(std::uint32_t first, std::vector<Child>& children) {
    if (first == kNoChildren) return;
    for (std::size_t i = first;; ++i) {  // every child's slot is loading before the first is read
      const KnownChild<Move>& k = cache_.known_children[i];
      if (shared_) shared_->prefetch(k.key);
      table_.prefetch(k.key);
      if (k.last) break;
    }
    for (std::size_t i = first;; ++i) {
      const KnownChild<Move>& k = cache_.known_children[i];
      const StoredNumbers* stored = k.terminal || path_.find(k.key) ? nullptr : find_stored(k.key);
      if (stored) {
        children.push_back({k.move, k.key, stored->numbers()});
      } else {
        game_.play(k.move);
        children.push_back({k.move, k.key, evaluate_here(k.key)});
        game_.undo();
      }
      if (k.last) break;
    }
  }

  // The node's numbers from its children's: OR node = the hero to move. The number that needs
  // every child is the weak one (see the top). A proof rests on the cycles of its most
  // path-independent proving child; a disproof (or an open node) on those of all children; and
  // every value on the path the node's own moves depend on (`moves_low`, from expand()). The
  // hero's loss rests on an unread end as the cycles go: at his own move if any child's does (it
  // needs them all), at the opponent's if every refuting child's does (one firm one will do).
  static Numbers combine(const std::vector<Child>& children, bool or_node, int moves_low) {
    std::uint32_t mine = kInfinity, largest = 0, open = 0;
    constexpr int kNoDecisive = std::numeric_limits<int>::min();
    int all_low = kNoCycle, decisive_low = kNoDecisive;
    bool any_unread = false, firm_decisive = false;
    for (const Child& c : children) {
      const std::uint32_t m = or_node ? c.numbers.pn : c.numbers.dn;
      const std::uint32_t t = or_node ? c.numbers.dn : c.numbers.pn;
      mine = std::min(mine, m);
      largest = std::max(largest, t);
      open += t != 0;
      all_low = std::min(all_low, c.numbers.low);
      any_unread = any_unread || c.numbers.unread;
      if (m == 0) {
        decisive_low = std::max(decisive_low, c.numbers.low);
        firm_decisive = firm_decisive || !c.numbers.unread;
      }
    }
    const std::uint32_t theirs = open == 0 ? 0 : add(largest, open - 1);
    const int low = std::min(decisive_low != kNoDecisive ? decisive_low : all_low, moves_low);
    Numbers n{or_node ? mine : theirs, or_node ? theirs : mine, low};
    n.unread = n.dn == 0 && (or_node ? any_unread : !firm_decisive);
    return n;
  }

  // Multiple iterative deepening at one node: search the most-proving child until the node's
  // numbers reach the thresholds.
  Numbers mid(std::uint32_t th_pn, std::uint32_t th_dn, int ply) {
    const std::uint64_t key = game_.key();
    Numbers here = evaluate_here(key);
    if (here.pn == 0 || here.dn == 0 || here.pn >= th_pn || here.dn >= th_dn) return here;
    if (stats_.nodes >= budget_.max_nodes || ply >= budget_.max_depth) return here;
    ++stats_.nodes;
    this_thread_clock().tick();
    stats_.max_ply = std::max(stats_.max_ply, ply);
    // A node searched before had nothing settled (else it would be proven): ask only once.
    if (!here.searched)
      if (const auto fixed = settled()) return store(key, *fixed ? Numbers{0, kInfinity} : Numbers{kInfinity, 0}, ply);

    path_.push(key, ply);
    const bool or_node = game_.hero_to_move();
    int moves_low = kNoCycle;  // the ply of the earliest state whose position one of the moves recreates
    std::vector<Child>& children = expand(ply, &moves_low);
    stats_.nodes += children.size() / kChildrenPerNode;
    this_thread_clock().tick(children.size() / kChildrenPerNode);
    Numbers n = combine(children, or_node, moves_low);
    while (n.pn < th_pn && n.dn < th_dn && stats_.nodes < budget_.max_nodes) {
      const auto [best, second] = pick(children, or_node);
      Child& c = children[best];
      std::uint32_t child_pn, child_dn;
      // The 1+epsilon trick (Pawlewicz and Lew 2007): a child may run a little past the second
      // best before the search switches, which saves most re-expansions.
      if (or_node) {
        child_pn = std::min(th_pn, add(second, 1 + second / 4));
        child_dn = add(th_dn - n.dn, c.numbers.dn);
      } else {
        child_dn = std::min(th_dn, add(second, 1 + second / 4));
        child_pn = add(th_pn - n.pn, c.numbers.pn);
      }
      game_.play(c.move);
      c.numbers = mid(child_pn, child_dn, ply + 1);
      game_.undo();
      n = combine(children, or_node, moves_low);
    }
    path_.erase(key);
    return store(key, n, ply);
  }

  // The most-proving child and the second-best number (pn at OR nodes, dn at AND nodes).
  static std::pair<std::size_t, std::uint32_t> pick(const std::vector<Child>& children, bool or_node) {
    std::size_t best = 0;
    std::uint32_t best_value = kInfinity + 1, second = kInfinity;
    for (std::size_t i = 0; i < children.size(); ++i) {
      const std::uint32_t v = or_node ? children[i].numbers.pn : children[i].numbers.dn;
      if (v < best_value) {
        second = std::min(second, best_value);
        best_value = v;
        best = i;
      } else {
        second = std::min(second, v);
      }
    }
    return {best, second};
  }

  static bool proves(const Numbers& n, bool hero_wins) { return hero_wins ? n.pn == 0 : n.dn == 0; }

  // A node whose proof rests on repetitions of the path above it keeps no proven child in the
  // table (store() keeps only what holds on every path). The witness walks one such path, so the
  // children are searched again on it, cheapest first, until one proves the value: its proof may
  // rest on the repetitions this path makes. These searches share one witness budget (at least
  // kWitnessNodes), counted in the statistics, on top of what the proof took.
  const Child* reprove_child(std::vector<Child>& children, bool hero_wins, int ply) {
    const std::uint64_t saved = budget_.max_nodes;
    if (!witness_limit_) witness_limit_ = add_nodes(stats_.nodes, std::max(kWitnessNodes, budget_.max_nodes / 8));
    budget_.max_nodes = *witness_limit_;
    std::vector<std::size_t> order(children.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto cost = [&](std::size_t i) { return hero_wins ? children[i].numbers.pn : children[i].numbers.dn; };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return cost(a) < cost(b); });
    const Child* found = nullptr;
    for (std::size_t i : order) {
      Child& c = children[i];
      game_.play(c.move);
      c.numbers = mid(kInfinity - 1, kInfinity - 1, ply + 1);
      game_.undo();
      if (proves(c.numbers, hero_wins)) {
        found = &c;
        break;
      }
    }
    budget_.max_nodes = saved;
    return found;
  }

  // Follows the proof from the start: at every node the child that keeps the value proven.
  void extract_witness(Solution<Move>& out) {
    const bool hero_wins = out.value == Value::hero_wins;
    std::vector<std::uint64_t> walked;
    std::size_t played = 0;
    while (!game_.terminal()) {
      const std::uint64_t key = game_.key();
      if (path_.contains(key)) {
        out.witness_ends_in_cycle = true;
        break;
      }
      if (static_value()) {  // proven by static knowledge: no move below it was searched
        out.witness_ends_settled = true;
        break;
      }
      if (played == budget_.max_witness) {
        out.witness_cut_short = true;
        break;
      }
      path_.push(key, static_cast<int>(played));
      walked.push_back(key);
      auto& children = expand(static_cast<int>(played));
      const Child* next = nullptr;
      for (const Child& c : children)
        if (proves(c.numbers, hero_wins)) {
          next = &c;
          break;
        }
      if (!next) next = reprove_child(children, hero_wins, static_cast<int>(played));
      if (!next) {  // the proof below could not be rebuilt within the witness budget
        out.witness_cut_short = true;
        break;
      }
      game_.play(next->move);
      out.witness.push_back(next->move);
      ++played;
    }
    for (std::size_t i = 0; i < played; ++i) game_.undo();
    for (auto k : walked) path_.erase(k);
  }

  static constexpr std::uint32_t kNoChildren = std::numeric_limits<std::uint32_t>::max();
  // Nodes the witness may spend rebuilding path-dependent proofs (reprove_child): at least this,
  // or an eighth of the budget.
  static constexpr std::uint64_t kWitnessNodes = 10'000;
  static constexpr std::size_t kKnownChildrenLimit = std::size_t{1} << 21;  // 16 bytes each (32 MiB)

  Game& game_;
  Budget budget_;
  Stats stats_;
  PathIndex path_;
  ProofTable table_;
  ProofTable* shared_ = nullptr;             // share_states()
  std::deque<std::vector<Child>> children_;  // one buffer per ply; a deque keeps them in place as it grows
  std::vector<Move> moves_;
  Cache own_cache_;  // used when no cache is lent
  Cache& cache_;
  bool lent_;
  std::vector<Move> scratch_;                   // the moves of a leaf, counted for its initial numbers
  std::optional<std::uint64_t> witness_limit_;  // the node count the witness's searches stop at, once set
};

}  // namespace kiyaku::solver
