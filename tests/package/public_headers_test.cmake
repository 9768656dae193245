# Proves that kifu/kifu.hpp includes every public header, and the README's promise that the public headers need neither Boost, ICU nor nlohmann/json:
# lists every installed header's dependencies with the compiler (-M) and fails when one of them
# is a header of those libraries. Variables: PREFIX (install prefix), CXX, WORK.
file(GLOB_RECURSE headers RELATIVE ${PREFIX}/include ${PREFIX}/include/kifu/*.hpp)
list(LENGTH headers count)
if(count LESS 20)
  message(FATAL_ERROR "only ${count} public headers installed under ${PREFIX}/include")
endif()
file(MAKE_DIRECTORY ${WORK})
set(failures "")
foreach(header IN LISTS headers)
  execute_process(COMMAND ${CXX} -std=c++20 -M -I${PREFIX}/include -x c++ ${PREFIX}/include/${header}
    OUTPUT_VARIABLE deps ERROR_VARIABLE errors RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    string(APPEND failures "${header}: does not preprocess on its own: ${errors}\n")
  elseif(deps MATCHES "(/boost/|/unicode/|/nlohmann/)[^ \\\n]*")
    string(APPEND failures "${header}: includes ${CMAKE_MATCH_0}\n")
  endif()
endforeach()
# kifu/kifu.hpp gives the whole API: every other public header is among its dependencies.
execute_process(COMMAND ${CXX} -std=c++20 -M -I${PREFIX}/include -x c++ ${PREFIX}/include/kifu/kifu.hpp
  OUTPUT_VARIABLE umbrella_deps COMMAND_ERROR_IS_FATAL ANY)
foreach(header IN LISTS headers)
  string(FIND "${umbrella_deps}" "/include/${header}" at)
  if(at EQUAL -1 AND NOT header STREQUAL "kifu/kifu.hpp")
    string(APPEND failures "${header}: not included by kifu/kifu.hpp\n")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "public header problems:\n${failures}")
endif()
message(STATUS "${count} public headers, all in kifu/kifu.hpp, none includes Boost, ICU or nlohmann/json")
