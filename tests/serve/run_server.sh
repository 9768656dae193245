# Sourced by the kifu serve tests: start_server KIFU ARGS... starts `KIFU serve ARGS --port 0`,
# waits for the URL it prints and sets URL and SERVER_PID; the server is stopped on exit.
start_server() {
  local kifu=$1
  shift
  SERVER_LOG=$(mktemp)
  "$kifu" serve "$@" --port 0 >"$SERVER_LOG" 2>&1 &
  SERVER_PID=$!
  trap 'kill $SERVER_PID 2>/dev/null; wait $SERVER_PID 2>/dev/null; rm -f "$SERVER_LOG"' EXIT
  for _ in $(seq 100); do
    URL=$(grep -o 'http://[^ ]*/' "$SERVER_LOG" || true)
    [[ -n $URL ]] && return 0
    kill -0 $SERVER_PID 2>/dev/null || break
    sleep 0.1
  done
  echo "kifu serve did not start:" >&2
  cat "$SERVER_LOG" >&2
  exit 1
}
