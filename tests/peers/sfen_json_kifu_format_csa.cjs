// Prints the SFEN of every main-line position of every game of each CSA file, as
// json-kifu-format's JKFPlayer.parseCSA reads it, in the layout of csa_sfen.cpp. parseCSA reads
// one game: each game is the text between two "/" lines. Used by differential_csa.sh.
const { readRecordText, csaGames } = require("./decode.cjs");
const { JKFPlayer } = require(process.env.PEERS_DIR + "/json-kifu-format");

const out = [];
for (const file of process.argv.slice(2)) {
  out.push("# " + file);
  csaGames(readRecordText(file)).forEach((game, i) => {
    if (i > 0) out.push("/");
    try {
      const player = JKFPlayer.parseCSA(game);
      const sfen = () => player.shogi.toSFENString(1);
      out.push(sfen());
      while (player.forward()) if (player.getMove()) out.push(sfen());
    } catch (e) {
      out.push("error: " + String(e.message || e).split("\n")[0]);
    }
  });
}
console.log(out.join("\n"));
