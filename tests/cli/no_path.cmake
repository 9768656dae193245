# Fails when PATH exists: a run that wrote nothing left nothing behind.
if(EXISTS ${PATH})
  message(FATAL_ERROR "${PATH} exists")
endif()
