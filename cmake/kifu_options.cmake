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

# KIFU_BMI2: the bitboard core gathers the squares of a rank or a diagonal with BMI2's PEXT
# instruction and puts a line piece's answer back with PDEP (src/shogi/core.cpp and movegen.cpp
# only; with POPCNT, which every processor with BMI2 has). On by default when the compiler
# accepts -mbmi2 and the processor of this machine has it; turn it off to build for processors
# without BMI2 (before 2013), or for AMD processors before Zen 3, which run PEXT and PDEP in
# microcode, slowly: a portable loop is used instead.
if(NOT DEFINED KIFU_BMI2 AND NOT CMAKE_CROSSCOMPILING)
  include(CheckCXXSourceRuns)
  set(CMAKE_REQUIRED_FLAGS -mbmi2)
  check_cxx_source_runs([[
    #include <immintrin.h>
    int main() { return __builtin_cpu_supports("bmi2") && _pext_u64(6, 2) == 1 ? 0 : 1; }
  ]] kifu_processor_has_bmi2)
  unset(CMAKE_REQUIRED_FLAGS)
endif()
option(KIFU_BMI2 "Use BMI2 (PEXT) in the shogi move generator" ${kifu_processor_has_bmi2})
