# Compiler settings for kifu's own targets (never exported to consumers).

set(kifu_warning_flags -Wall -Wextra -Wpedantic)
# GCC 12 reports std::string concatenation at -O3 as overlapping memcpy (GCC bug 105651).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  list(APPEND kifu_warning_flags -Wno-restrict)
endif()
if(KIFU_WERROR)
  list(APPEND kifu_warning_flags -Werror)
endif()

# kifu_apply_build_options(target...): the warning flags for targets of this project.
# (Sanitizers are set for the whole build through CMAKE_CXX_FLAGS; see CMakePresets.json.)
function(kifu_apply_build_options)
  foreach(target IN LISTS ARGN)
    target_compile_options(${target} PRIVATE ${kifu_warning_flags})
  endforeach()
endfunction()
