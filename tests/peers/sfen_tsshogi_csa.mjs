// Prints the SFEN of every main-line position of every game of each CSA file, as tsshogi's
// importCSA reads it, in the layout of csa_sfen.cpp: a "# FILE" line before each file, a "/"
// line between its games. importCSA reads only a file's first game (it drops everything from
// the first "/" line on): the first game is the whole text read by importCSA, each later game
// the text between two "/" lines. Used by differential_csa.sh.
import { createRequire } from "node:module";

const require = createRequire(process.env.PEERS_DIR + "/");
const { importCSA, Move } = require("tsshogi");
const { readRecordText, csaGames } = createRequire(import.meta.url)("./decode.cjs");

const out = [];
for (const file of process.argv.slice(2)) {
  out.push("# " + file);
  const text = readRecordText(file);
  const games = csaGames(text);
  games[0] = text;
  games.forEach((game, i) => {
    if (i > 0) out.push("/");
    const record = importCSA(game);
    if (record instanceof Error) {
      out.push("error: " + record.message);
      return;
    }
    record.goto(0);
    out.push(record.position.sfen);
    while (record.goForward()) {
      if (record.current.move instanceof Move) out.push(record.position.sfen);
    }
  });
}
console.log(out.join("\n"));
