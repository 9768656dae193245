// Shared by the peer scripts: a file's text, as UTF-8 when it is valid UTF-8, else Shift_JIS.
const { readFileSync } = require("node:fs");

exports.readRecordText = (file) => {
  const bytes = readFileSync(file);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
};
