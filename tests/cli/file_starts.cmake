# Fails unless FILE exists and its first bytes are HEX (lower-case hexadecimal), and no temporary
# file of kifu's (.NAME.kifu-XXXXXX) is left beside it.
file(READ ${FILE} head LIMIT 8 HEX)
string(LENGTH "${HEX}" length)
string(SUBSTRING "${head}" 0 ${length} head)
if(NOT head STREQUAL HEX)
  message(FATAL_ERROR "${FILE} starts with ${head}, not ${HEX}")
endif()
get_filename_component(directory ${FILE} DIRECTORY)
file(GLOB leftovers ${directory}/.*.kifu-*)
if(leftovers)
  message(FATAL_ERROR "temporary files left: ${leftovers}")
endif()
