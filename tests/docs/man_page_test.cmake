# The kifu(1) manual page renders: its NAME line, the subcommands (their Japanese words intact),
# the exit status and the SEE ALSO section are there.
# Usage: cmake -DMAN=man -DPAGE=kifu.1 -P man_page_test.cmake
execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C.UTF-8 MANWIDTH=200 ${MAN} -l ${PAGE}
  OUTPUT_VARIABLE text ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "man -l ${PAGE} failed (${status}): ${errors}")
endif()
foreach(expected
    "kifu - read, check, convert and search Japanese board-game records"
    "SUBCOMMAND" "cerke (机戦) records" "tsume" "Exit status" "SEE ALSO")
  string(FIND "${text}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the manual page lacks '${expected}':\n${text}")
  endif()
endforeach()
message(STATUS "kifu(1) renders (${PAGE})")
