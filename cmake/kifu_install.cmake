# Install rules: headers, library, CMake package (kifuConfig.cmake) and pkg-config file.

set(kifu_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/kifu)

install(TARGETS kifu_headers kifu
  EXPORT kifuTargets
  FILE_SET HEADERS DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(EXPORT kifuTargets NAMESPACE kifu:: DESTINATION ${kifu_cmake_dir})
export(EXPORT kifuTargets NAMESPACE kifu:: FILE ${PROJECT_BINARY_DIR}/kifuTargets.cmake)

configure_package_config_file(cmake/kifuConfig.cmake.in
  ${PROJECT_BINARY_DIR}/kifuConfig.cmake
  INSTALL_DESTINATION ${kifu_cmake_dir})
# 0.x: a new minor version may change the API.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/kifuConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/kifuConfig.cmake ${PROJECT_BINARY_DIR}/kifuConfigVersion.cmake
  DESTINATION ${kifu_cmake_dir})

# The .pc file finds its prefix relative to itself, so the installed tree can be moved.
file(RELATIVE_PATH kifu_pc_to_prefix /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
# A static libkifu needs ICU on the consumer's link line; a shared one carries it along.
if(BUILD_SHARED_LIBS)
  set(kifu_pc_requires Requires.private)
else()
  set(kifu_pc_requires Requires)
endif()
configure_file(cmake/kifu.pc.in ${PROJECT_BINARY_DIR}/kifu.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/kifu.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(FILES LICENSE README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
