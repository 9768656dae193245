// Prints the SFEN of every main-line position of each KIF/KI2 file, as tsshogi reads it:
// the same layout as `kifu sfen` (a "# FILE" line before each file). Used by differential.sh.
import { createRequire } from "node:module";

const require = createRequire(process.env.PEERS_DIR + "/");
const { importKIF, importKI2, Move } = require("tsshogi");
const { readRecordText } = createRequire(import.meta.url)("./decode.cjs");

for (const file of process.argv.slice(2)) {
  const text = readRecordText(file);
  const record = file.endsWith(".ki2") ? importKI2(text) : importKIF(text);
  console.log("# " + file);
  if (record instanceof Error) {
    console.log("error: " + record.message);
    continue;
  }
  record.goto(0);
  const lines = [record.position.sfen];
  while (record.goForward()) {
    if (record.current.move instanceof Move) lines.push(record.position.sfen);
  }
  console.log(lines.join("\n"));
}
