# Compiles tests/package/main.cpp with the flags `pkg-config kifu` gives, then runs it.
# Variables: PREFIX (install prefix), SOURCE, WORK (scratch folder), CXX, FLAGS.
find_program(PKG_CONFIG pkg-config REQUIRED)
file(GLOB_RECURSE pc_files ${PREFIX}/kifu.pc)
list(GET pc_files 0 pc_file)
get_filename_component(pc_dir ${pc_file} DIRECTORY)
set(ENV{PKG_CONFIG_PATH} ${pc_dir})
execute_process(COMMAND ${PKG_CONFIG} --cflags --libs kifu
  OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
separate_arguments(flags UNIX_COMMAND "${flags}")
separate_arguments(extra UNIX_COMMAND "${FLAGS}")
file(MAKE_DIRECTORY ${WORK})
# The flags leave the language mode to the consumer, who asks for C++20 or later.
execute_process(COMMAND ${CXX} -std=c++20 ${extra} ${SOURCE} ${flags} -o ${WORK}/consumer
  COMMAND_ERROR_IS_FATAL ANY)
# A shared libkifu is found through the library path, as an installed one would be.
get_filename_component(lib_dir ${pc_dir} DIRECTORY)
execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${lib_dir} ${WORK}/consumer
  OUTPUT_VARIABLE out COMMAND_ERROR_IS_FATAL ANY)
if(NOT out MATCHES "八十七万六五百四三 = 876543")
  message(FATAL_ERROR "unexpected output: ${out}")
endif()
message(STATUS "${out}")
