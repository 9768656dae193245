// Prints the SFEN of every main-line position of each KIF/KI2 file, as json-kifu-format reads it,
// in the layout of `kifu sfen` (a "# FILE" line before each file). Used by differential.sh.
const { readRecordText } = require("./decode.cjs");
const { JKFPlayer } = require(process.env.PEERS_DIR + "/json-kifu-format");

for (const file of process.argv.slice(2)) {
  console.log("# " + file);
  try {
    const text = readRecordText(file);
    const player = file.endsWith(".ki2") ? JKFPlayer.parseKI2(text) : JKFPlayer.parseKIF(text);
    const sfen = () => player.shogi.toSFENString(1);
    const lines = [sfen()];
    while (player.forward()) if (player.getMove()) lines.push(sfen());
    console.log(lines.join("\n"));
  } catch (e) {
    console.log("error: " + String(e.message || e).split("\n")[0]);
  }
}
