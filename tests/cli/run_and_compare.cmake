# Runs a command and checks its exit status, standard output and standard error.
# Variables: COMMAND (program and arguments separated by "|"), INPUT (file for stdin, optional), EXIT (expected status),
# STDOUT (expected output file, optional), STDERR_MATCH (regex, optional), WORKDIR (directory to
# run in, optional: lets expected output name input files by relative paths), OUTPUT_FILE (where
# standard output goes instead of being compared, optional: /dev/full tests a failed write).
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
execute_process(COMMAND ${COMMAND} ${redirects} WORKING_DIRECTORY ${WORKDIR}
  RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status STREQUAL EXIT)
  message(FATAL_ERROR "exit status ${status}, expected ${EXIT}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(STDOUT)
  file(READ ${STDOUT} expected)
  if(NOT out STREQUAL expected)
    message(FATAL_ERROR "stdout differs from ${STDOUT}:\n${out}\nstderr:\n${err}")
  endif()
endif()
if(STDERR_MATCH AND NOT err MATCHES "${STDERR_MATCH}")
  message(FATAL_ERROR "stderr does not match '${STDERR_MATCH}':\n${err}")
endif()
