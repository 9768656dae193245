#!/usr/bin/env bash
# The browser test of kifu serve: headless Chromium through playwright-core (scripts/setup
# installs both when it can); exit 77 (skipped) when either is missing.
# Usage: browser.sh KIFU DATA_DIR PEERS_DIR OUT_DIR
set -euo pipefail
kifu=$1 data=$2 peers=$3 out=$4
chromium=$(command -v chromium || command -v chromium-browser || true)
[[ -n $chromium ]] || { echo "skipped: chromium is not installed (scripts/setup)"; exit 77; }
command -v node >/dev/null || { echo "skipped: node is not installed"; exit 77; }
[[ -d $peers/node_modules/playwright-core ]] || { echo "skipped: playwright-core is not in $peers (scripts/setup)"; exit 77; }
source "$(dirname "$0")/run_server.sh"
start_server "$kifu" "$data/tbase/classics.dia" --threads 4
nine=$URL
# Three copies of the set, 27 works: more than a page of results.
sets=$(mktemp -d)
trap 'stop_servers; rm -rf "$sets"' EXIT
for copy in a b c; do
  for ext in dia tjn rem; do cp "$data/tbase/classics.$ext" "$sets/$copy.$ext"; done
done
start_server "$kifu" "$sets/a.dia" "$sets/b.dia" "$sets/c.dia" --threads 4
node "$(dirname "$0")/browser_test.mjs" "$nine" "$out" "$peers" "$chromium" "$URL"
