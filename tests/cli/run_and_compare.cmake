# Runs a command and checks its exit status, standard output and standard error.
# Variables: COMMAND (program and arguments separated by "|"), INPUT (file for stdin, optional), EXIT (expected status),
# STDOUT and STDERR (expected output files, optional), STDOUT_MATCH and STDERR_MATCH (regexes, optional), WORKDIR (directory to
# run in, optional: lets expected output name input files by relative paths), OUTPUT_FILE and
# ERROR_FILE (where standard output and standard error go instead of being compared, optional:
# /dev/full tests a failed write; a file keeps what one run printed for another to compare).
string(REPLACE "|" ";" COMMAND "${COMMAND}")
if(NOT WORKDIR)
  set(WORKDIR ".")
endif()
set(redirects)
if(INPUT)
  list(APPEND redirects INPUT_FILE ${INPUT})
endif()
if(OUTPUT_FILE)
  list(APPEND redirects OUTPUT_FILE ${OUTPUT_FILE})
else()
  list(APPEND redirects OUTPUT_VARIABLE out)
endif()
if(ERROR_FILE)
  list(APPEND redirects ERROR_FILE ${ERROR_FILE})
else()
  list(APPEND redirects ERROR_VARIABLE err)
endif()
execute_process(COMMAND ${COMMAND} ${redirects} WORKING_DIRECTORY ${WORKDIR}
  RESULT_VARIABLE status)
if(NOT status STREQUAL EXIT)
  message(FATAL_ERROR "exit status ${status}, expected ${EXIT}\nstdout:\n${out}\nstderr:\n${err}")
endif()
# Fails unless `printed` (what the stream `name` printed) is what the file `expected_file` holds,
# when one is given.
function(compare_with_file name printed expected_file)
  if(NOT expected_file)
    return()
  endif()
  file(READ ${expected_file} expected)
  if(NOT printed STREQUAL expected)
    message(FATAL_ERROR "${name} differs from ${expected_file}:\n${printed}\nstderr:\n${err}")
  endif()
endfunction()
compare_with_file(stdout "${out}" "${STDOUT}")
compare_with_file(stderr "${err}" "${STDERR}")
if(STDOUT_MATCH AND NOT out MATCHES "${STDOUT_MATCH}")
  message(FATAL_ERROR "stdout does not match '${STDOUT_MATCH}':\n${out}")
endif()
if(STDERR_MATCH AND NOT err MATCHES "${STDERR_MATCH}")
  message(FATAL_ERROR "stderr does not match '${STDERR_MATCH}':\n${err}")
endif()
