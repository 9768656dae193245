# Sourced by the kifu serve tests: start_server KIFU ARGS... starts `KIFU serve ARGS --port 0`,
# waits for the URL it prints and sets URL; every server started is stopped on exit.
SERVER_PIDS=()
SERVER_LOGS=()
stop_servers() {
  for pid in "${SERVER_PIDS[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  rm -f "${SERVER_LOGS[@]}"
}
trap stop_servers EXIT
start_server() {
  local kifu=$1
  shift
  local log
  log=$(mktemp)
  SERVER_LOGS+=("$log")
  "$kifu" serve "$@" --port 0 >"$log" 2>&1 &
  local pid=$!
  SERVER_PIDS+=("$pid")
  for _ in $(seq 100); do
    URL=$(grep -o 'http://[^ ]*/' "$log" || true)
    [[ -n $URL ]] && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "kifu serve did not start:" >&2
  cat "$log" >&2
  exit 1
}
