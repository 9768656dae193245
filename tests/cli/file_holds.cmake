# Fails unless FILE holds exactly TEXT.
file(READ ${FILE} actual)
if(NOT actual STREQUAL TEXT)
  message(FATAL_ERROR "${FILE} holds:\n${actual}")
endif()
