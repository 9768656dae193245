# Runs the kifu program on one hostile input and checks that it fails cleanly: exit status 0 or 1
# (never a signal, never a usage error), no message from the C++ runtime, and when the status is
# 1 a message placed at the file (PATH: error: or PATH:LINE:COL: error:).
# Variables: COMMAND (program and arguments separated by "|"), FILE (the input's path).
string(REPLACE "|" ";" COMMAND "${COMMAND}")
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT status STREQUAL "0" AND NOT status STREQUAL "1")
  message(FATAL_ERROR "exit status '${status}', expected 0 or 1\nstderr:\n${err}")
endif()
if(err MATCHES "basic_string|std::|terminate|what\\(\\)|Assertion")
  message(FATAL_ERROR "an internal message reached the user:\n${err}")
endif()
string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" place "${FILE}")
if(status STREQUAL "1" AND NOT err MATCHES "(^|\n)${place}(:[0-9]+:[0-9]+)?: error: ")
  message(FATAL_ERROR "exit status 1 without a message placed at ${FILE}:\n${err}")
endif()
