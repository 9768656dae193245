// Shared by the peer scripts: a file's text, as UTF-8 when it is valid UTF-8, else Shift_JIS;
// the games of a CSA text (the parts between lines holding only "/"), each later game behind
// the file's version line (a multi-game file has one, and a reader of one game wants it).
const { readFileSync } = require("node:fs");

exports.readRecordText = (file) => {
  const bytes = readFileSync(file);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
};

exports.csaGames = (text) => {
  const games = text.split(/^\/[ \t]*\r?$\n?/m);
  if (games.length > 1 && games[games.length - 1].trim() === "") games.pop();  // a trailing "/"
  const version = /^V[0-9.]+\r?\n/m.exec(games[0]);
  return games.map((game, i) => (i > 0 && version ? version[0] + game : game));
};
