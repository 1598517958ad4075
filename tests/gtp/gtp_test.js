// kiyaku gtp driven by Sabaki's own GTP library (@sabaki/gtp): game records and corpus positions
// are loaded and synced as Sabaki does it, and every final_score and final_status_list answer is
// checked against `kiyaku compare --json` on the same position, with the same --max-nodes.
//
//   node gtp_test.js KIYAKU_BINARY SOURCE_DIR OUT_DIR
//
// Prints PASS/FAIL lines and "N passed, N failed"; exits 1 on any failure.
'use strict'
const fs = require('fs')
const path = require('path')
const {execFileSync, spawnSync} = require('child_process')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

const [kiyaku, src, out] = process.argv.slice(2)
const maxNodes = '20000'
const texts = ['japan1989', 'nihonkiin1949', 'jungo']
const gamesDir = path.join(src, 'tests/data/games')
const games = fs.readdirSync(gamesDir).filter(f => f.endsWith('.sgf')).sort().map(f => path.join(gamesDir, f))
const corpus = path.join(src, 'corpus/j1989-examples.txt')
// Every fifth record of the 1989 corpus (all of them take a minute more, for no new kind of check).
const records = fs
  .readFileSync(corpus, 'utf8')
  .split('\n')
  .filter(l => l.startsWith('id: '))
  .map(l => l.slice(4).trim())
  .filter((_, i) => i % 5 === 0)

let passed = 0
let failed = 0
function check(name, ok, detail) {
  if (ok) passed++
  else {
    failed++
    console.log(`FAIL: ${name}${detail ? `: ${detail}` : ''}`)
  }
}

// --- what kiyaku compare says -------------------------------------------------------------------

// The report under the three texts, run once per position (each text's outcome is evaluated on
// its own, so it is the one `--rules TEXT` alone gives).
const reports = new Map()
function compareReport(file, selector) {
  const key = JSON.stringify([file, ...selector])
  if (!reports.has(key)) {
    const json = path.join(out, 'compare.json')
    execFileSync(kiyaku, ['compare', file, ...selector, '--rules', texts.join(','), '--max-nodes', maxNodes, '--json', json], {
      stdio: ['ignore', 'ignore', 'inherit']
    })
    reports.set(key, JSON.parse(fs.readFileSync(json, 'utf8')))
  }
  return reports.get(key)
}

function compareOutcome(file, selector, rules) {
  return compareReport(file, selector).outcomes.find(o => o.ruleset === rules)
}

// The record without its result (RE[]): what an engine synced by plays knows of it, the moves
// alone (a resigned record is won by resignation only where the record says so).
function withoutResult(game) {
  const copy = path.join(out, path.basename(game, '.sgf') + '.no-result.sgf')
  fs.writeFileSync(copy, fs.readFileSync(game, 'utf8').replace(/RE\[[^\]]*\]/g, ''))
  return copy
}

// GTP's final_score for a result: "B+3.5", "W+0.5", "0"; any other result is a GTP error whose
// text starts with the result's kind in words ("no result", "undecided", ...).
function expectedScore(result) {
  if (result.kind === 'win') return {error: false, content: `${result.winner === 'black' ? 'B' : 'W'}+${result.margin}`}
  if (result.kind === 'jigo') return {error: false, content: '0'}
  return {error: true, prefix: result.kind.replace('_', ' ')}
}

function expectedStatusList(outcome, status) {
  return outcome.strings
    .filter(s => s.status === status)
    .map(s => s.stones.join(' '))
    .join('\n')
}

// --- the checks ---------------------------------------------------------------------------------

async function send(engine, name, ...args) {
  return engine.sendCommand({name, args: args.map(String)})
}

async function checkScoring(engine, label, outcome) {
  const score = await send(engine, 'final_score')
  const want = expectedScore(outcome.result)
  if (want.error)
    check(`${label}: final_score is the GTP error "${want.prefix} ..."`, score.error && score.content.startsWith(want.prefix),
      JSON.stringify(score))
  else
    check(`${label}: final_score ${want.content}`, !score.error && score.content === want.content, JSON.stringify(score))
  for (const status of ['alive', 'seki', 'dead']) {
    const list = await send(engine, 'final_status_list', status)
    const wanted = expectedStatusList(outcome, status)
    check(`${label}: final_status_list ${status}`, !list.error && list.content === wanted,
      `got ${JSON.stringify(list.content)}, compare says ${JSON.stringify(wanted)}`)
  }
}

async function checkLoadedPositions(engine) {
  for (const rules of texts) {
    check(`kiyaku-rules ${rules}`, !(await send(engine, 'kiyaku-rules', rules)).error)
    for (const game of games) {
      const loaded = await send(engine, 'loadsgf', game)
      check(`loadsgf ${path.basename(game)}`, !loaded.error, loaded.content)
      await checkScoring(engine, `${rules} ${path.basename(game)}`, compareOutcome(game, [], rules))
    }
    for (const record of records) {
      const loaded = await send(engine, 'loadsgf', corpus, record)
      check(`loadsgf corpus ${record}`, !loaded.error, loaded.content)
      await checkScoring(engine, `${rules} ${record}`, compareOutcome(corpus, ['--record', record], rules))
    }
  }
}

async function checkCompareExtension(engine) {
  const game = games[0]
  await send(engine, 'loadsgf', game)
  const line = await send(engine, 'kiyaku-compare', ...texts)
  const report = compareReport(game, [])
  check('kiyaku-compare is kiyaku compare --json on one line',
    !line.error && !line.content.includes('\n') && JSON.stringify(JSON.parse(line.content)) === JSON.stringify(report))
}

// A minimal reading of the test records' main line: size, komi, setup and moves.
function readRecord(file) {
  const text = fs.readFileSync(file, 'utf8')
  const size = (text.match(/SZ\[(\d+)\]/) || [null, '19'])[1]
  const komi = (text.match(/KM\[([-\d.]+)\]/) || [null, '0'])[1]
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const columns = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'
  const moves = [...text.matchAll(/;\s*([BW])\[([a-z]{0,2})\]/g)].map(([, color, at]) => {
    if (at === '' || (at === 'tt' && +size <= 19)) return {name: 'play', args: [color, 'pass']}
    return {name: 'play', args: [color, `${columns[letters.indexOf(at[0])]}${+size - letters.indexOf(at[1])}`]}
  })
  return {size: +size, komi: +komi, setup: /A[BW]\[/.test(text), moves}
}

// Sabaki's way: the state tracker sends boardsize, komi, clear_board and the plays, and undoes
// back to a shared prefix when the user steps back in the game.
async function checkSabakiSync(engine) {
  const tracker = new ControllerStateTracker(engine)
  for (const game of games) {
    const record = readRecord(game)
    if (record.setup) continue
    const name = path.basename(game)
    for (const rules of texts) {
      await send(engine, 'kiyaku-rules', rules)
      await tracker.sync({komi: record.komi, boardsize: [record.size, record.size], history: record.moves})
      await checkScoring(engine, `${rules} ${name} synced by plays`, compareOutcome(withoutResult(game), [], rules))
      const back = Math.max(1, record.moves.length - 3)
      await tracker.sync({komi: record.komi, boardsize: [record.size, record.size], history: record.moves.slice(0, back)})
      await checkScoring(engine, `${rules} ${name} stepped back to move ${back}`,
        compareOutcome(game, ['--node', String(back)], rules))
    }
  }
}

async function checkErrors(engine) {
  const expectError = async (label, prefix, name, ...args) => {
    const r = await send(engine, name, ...args)
    check(`${label} is a GTP error "${prefix}"`, r.error === true && r.content.startsWith(prefix), JSON.stringify(r))
  }
  await send(engine, 'boardsize', 9)
  await send(engine, 'play', 'B', 'E5')
  await expectError('an unknown command', 'unknown command', 'genmove', 'W')
  await expectError('a play on a stone', 'illegal move', 'play', 'W', 'E5')
  await expectError('a play off the board', 'illegal move', 'play', 'W', 'K10')
  await expectError('a missing file', 'cannot load file', 'loadsgf', path.join(out, 'no-such.sgf'))
  await expectError('an unknown text', "unknown ruleset 'nope'", 'kiyaku-rules', 'nope')
  await expectError('a size past 25', 'unacceptable size', 'boardsize', 26)
  check('undo takes back the play', !(await send(engine, 'undo')).error)
  await expectError('an undo past the start', 'cannot undo', 'undo')
  const name = await engine.sendCommand({id: 41, name: 'name'})
  check('the engine answers after its errors, echoing the id', !name.error && name.content === 'kiyaku' && name.id === 41,
    JSON.stringify(name))
  const commands = (await send(engine, 'list_commands')).content.split('\n')
  check('list_commands offers no genmove', !commands.includes('genmove') && commands.includes('final_status_list'))
}

// The protocol's lines without the library: CRLF, a comment, an empty line, ids, the end of input.
function checkRawLines() {
  const run = spawnSync(kiyaku, ['gtp'], {input: '1 name\r\n\n# a comment\n  2 protocol_version # why\n3 foo\nknown_command play\n'})
  check('raw lines: CRLF, comments, empty lines and ids', run.stdout.toString() === '=1 kiyaku\n\n=2 2\n\n?3 unknown command\n\n= true\n\n',
    JSON.stringify(run.stdout.toString()))
  check('raw lines: the end of input ends kiyaku gtp with status 0', run.status === 0, `status ${run.status}`)
}

async function main() {
  fs.mkdirSync(out, {recursive: true})
  const engine = new Controller(kiyaku, ['gtp', '--max-nodes', maxNodes])
  engine.start()
  try {
    await checkLoadedPositions(engine)
    await checkCompareExtension(engine)
    await checkSabakiSync(engine)
    await checkErrors(engine)
  } finally {
    await engine.stop()
  }
  checkRawLines()
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed === 0 ? 0 : 1)
}

main().catch(err => {
  console.log(`FAIL: ${err.stack || err}`)
  process.exit(1)
})
