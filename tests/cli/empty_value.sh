#!/usr/bin/env bash
# Runs KIFU ARGS... with an empty value after them (the last argument is the option) and checks
# that it is a usage error naming that option: an empty value would otherwise read as the option
# left out. (A CMake test cannot pass an empty argument through its command list.)
# A required option cannot be left out, so its message only asks for a value (REQUIRED=1).
# Usage: [REQUIRED=1] empty_value.sh KIFU ARGS... --OPTION
set -uo pipefail
kifu=$1
shift
option=${!#}
err=$("$kifu" "$@" '' 2>&1 >/dev/null)
status=$?
if [[ $status -ne 2 ]]; then
  echo "exit status $status, expected 2; stderr: $err" >&2
  exit 1
fi
expected="error: $option: '' is empty; give a value or leave the option out"
[[ ${REQUIRED:-} == 1 ]] && expected="error: $option: '' is empty; give a value ("
if [[ $err != *"$expected"* ]]; then
  echo "stderr does not name the empty value of $option: $err" >&2
  exit 1
fi
