// `kiyaku bench`: how fast the board plays and undoes moves, on positions from random games.
//
// The workload is fixed by --size and --seed: a few random games (legal moves, never filling
// one's own one-point eye) are recorded first; then each game is replayed with a batch of
// random legal play+undo pairs at every position, round after round until --seconds have
// passed. Only the replays are timed, in CPU time. The signature mixes every hash seen in a
// round, so it depends on the board's behaviour, never on the machine or the time allowed
// (Stockfish's bench).
#include <time.h>

#include <chrono>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <memory>
#include <vector>

#include "compare/cli/commands.hpp"
#include "compare/cli/node_bench.hpp"
#include "kernel/board.hpp"
#include "kernel/solver/node_time.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku::cli {
namespace {

struct BenchOptions {
  double seconds = 3.0;
  int size = 19;
  std::uint64_t seed = 1;
};

constexpr int kGamesPerRound = 8;
constexpr int kPairsPerPosition = 32;

// splitmix64 with a multiply-shift range reduction: cheap beside a play, and deterministic.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint32_t below(std::size_t n) {
    const std::uint64_t high = zobrist::splitmix64(state_) >> 32;
    return static_cast<std::uint32_t>((high * n) >> 32);
  }

 private:
  std::uint64_t state_;
};

struct RoundResult {
  std::uint64_t pairs = 0;
  std::uint64_t positions = 0;
  std::uint64_t signature = 0;
  double cpu_seconds = 0;
};

std::uint64_t mix(std::uint64_t signature, std::uint64_t value) {
  return (signature ^ value) * 0x9E3779B97F4A7C15ULL + 1;
}

// CPU time of this thread: the machine may be shared, and the figure is per core.
double thread_cpu_seconds() { return static_cast<double>(solver::thread_cpu_ns()) * 1e-9; }

bool fills_own_eye(const Board& b, Color c, Point p) {
  for (Point n : b.neighbours(p))
    if (b.at(n) != c && b.at(n) != Color::border) return false;
  return true;
}

// A random game kept for replay: the move made at each position and the legal moves there
// (never filling one's own one-point eye), so the timed replay does no move generation.
struct RecordedGame {
  std::vector<Point> moves;               // kNoPoint = pass
  std::vector<std::uint32_t> offsets{0};  // candidates of position i: [offsets[i], offsets[i+1])
  std::vector<Point> candidates;
};

RecordedGame record_game(int size, std::uint64_t seed) {
  RecordedGame game;
  Board b(size);
  Rng rng(seed);
  Color c = Color::black;
  for (int passes = 0, ply = 0; passes < 2 && ply < 3 * size * size; ++ply, c = opponent(c)) {
    const auto first = game.candidates.size();
    for (Point p : b.points())
      if (b.at(p) == Color::empty && !fills_own_eye(b, c, p) && b.check(c, p) == PlayCheck::legal)
        game.candidates.push_back(p);
    const auto count = game.candidates.size() - first;
    game.offsets.push_back(static_cast<std::uint32_t>(game.candidates.size()));
    const Point move = count == 0 ? kNoPoint : game.candidates[first + rng.below(count)];
    game.moves.push_back(move);
    passes = move == kNoPoint ? passes + 1 : 0;
    if (move == kNoPoint)
      b.pass();
    else
      b.play(c, move);
  }
  return game;
}

// The timed part: along the game, kPairsPerPosition random play+undo pairs at each position.
void replay_with_pairs(const RecordedGame& game, int size, Rng& rng, RoundResult& result) {
  Board b(size);
  std::uint64_t signature = result.signature;
  Color c = Color::black;
  const double start = thread_cpu_seconds();
  for (std::size_t i = 0; i < game.moves.size(); ++i, c = opponent(c)) {
    const Point* candidates = game.candidates.data() + game.offsets[i];
    const std::size_t count = game.offsets[i + 1] - game.offsets[i];
    if (count == 0) {
      b.pass();
      continue;
    }
    for (int k = 0; k < kPairsPerPosition; ++k) {
      b.play(c, candidates[rng.below(count)]);
      signature = mix(signature, b.hash());
      b.undo();
    }
    b.play(c, game.moves[i]);
    result.pairs += kPairsPerPosition;
    ++result.positions;
  }
  result.cpu_seconds += thread_cpu_seconds() - start;
  signature = mix(signature, b.hash());
  while (b.undo_depth() > 0) b.undo();
  if (b.hash() != 0 || b.stone_count(Color::black) + b.stone_count(Color::white) != 0)
    throw CLI::RuntimeError("bench: undoing a whole game did not give back the empty board", 2);
  result.signature = signature;
}

RoundResult bench_round(const std::vector<RecordedGame>& games, const BenchOptions& options) {
  RoundResult result;
  Rng rng(options.seed);
  for (const RecordedGame& game : games) replay_with_pairs(game, options.size, rng, result);
  return result;
}

void run_bench(const BenchOptions& options) {
  std::vector<RecordedGame> games;
  for (int game = 0; game < kGamesPerRound; ++game)
    games.push_back(record_game(options.size, options.seed * kGamesPerRound + static_cast<std::uint64_t>(game)));

  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  const RoundResult first = bench_round(games, options);
  RoundResult total = first;
  int rounds = 1;
  while (elapsed() < options.seconds) {
    const RoundResult again = bench_round(games, options);
    if (again.signature != first.signature)
      throw CLI::RuntimeError("bench: the same workload gave a different signature", 2);
    total.pairs += again.pairs;
    total.positions += again.positions;
    total.cpu_seconds += again.cpu_seconds;
    ++rounds;
  }
  const double wall = elapsed();
  std::cout << "kiyaku bench: " << options.size << "x" << options.size << ", seed " << options.seed << ", "
            << kGamesPerRound << " random games, " << kPairsPerPosition << " play+undo pairs per position\n"
            << "rounds             " << rounds << "\n"
            << "positions          " << total.positions << "\n"
            << "play+undo pairs    " << total.pairs << "\n"
            << std::fixed << std::setprecision(3) << "cpu seconds        " << total.cpu_seconds << " (wall " << wall
            << ")\n"
            << std::setprecision(0) << "pairs/s (cpu)      " << static_cast<double>(total.pairs) / total.cpu_seconds
            << "\n"
            << "signature          " << std::hex << std::setw(16) << std::setfill('0') << first.signature << std::dec
            << "\n";
}

}  // namespace

void register_bench(CLI::App& app) {
  auto options = std::make_shared<BenchOptions>();
  CLI::App* bench = app.add_subcommand("bench", "Measure board play+undo pairs per second (deterministic signature)");
  bench->add_option("--seconds", options->seconds, "Run the workload again until this many seconds have passed")
      ->check(CLI::Range(0.0, 3600.0));
  bench->add_option("--size", options->size, "Board size")->check(CLI::Range(kMinSize, kMaxSize));
  bench->add_option("--seed", options->seed, "Seed of the random games");
  auto nodes = std::make_shared<NodeBenchArgs>();
  add_node_bench_options(*bench, *nodes);
  bench->callback([options, nodes] {
    if (nodes->position.empty())
      run_bench(*options);
    else
      run_node_bench(*nodes);
  });
}

}  // namespace kiyaku::cli
