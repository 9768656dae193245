# kifu convert: nothing lost when a record is bad, the encoding of the output file, no file
# replaced unasked.
set(convert_out ${CMAKE_CURRENT_BINARY_DIR}/convert)
file(MAKE_DIRECTORY ${convert_out})

kifu_cli_test(NAME "convert writes the good records and the bad one up to its error" EXIT 1
  ARGS convert ${cli_dir}/input/collection.kifu --to usi
  STDOUT ${cli_dir}/expected/usi-collection-partial.txt
  STDERR_MATCH "collection.kifu:24:6: error: move 2")
kifu_cli_test(NAME "convert --lenient writes an illegal move with a comment" EXIT 1
  ARGS convert ${cli_dir}/input/illegal-kept.kif --to kif --lenient
  STDOUT ${cli_dir}/expected/convert-lenient.kifu
  STDERR_MATCH "illegal-kept.kif:4:6: error: move 3")
kifu_cli_test(NAME "convert refuses Shift_JIS JSON" EXIT 2
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to jkf --encoding sjis
  STDERR_MATCH "JKF is JSON, which is always UTF-8")

# -o game.kif writes Shift_JIS, -o game.kifu UTF-8 with its declaration line; both read back.
foreach(extension kif kifu)
  kifu_cli_test(NAME "convert -o game.${extension} follows the extension's encoding" EXIT 0
    ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to kif -o ${convert_out}/game.${extension} --force)
  set_tests_properties("cli: convert -o game.${extension} follows the extension's encoding"
    PROPERTIES FIXTURES_SETUP convert_${extension})
  if(extension STREQUAL "kif")
    set(expected ${cli_dir}/expected/convert-sjis.kif)
  else()
    set(expected ${cli_dir}/expected/convert-utf8.kifu)
  endif()
  add_test(NAME "cli: convert -o game.${extension} has the expected bytes"
    COMMAND ${CMAKE_COMMAND} -E compare_files ${convert_out}/game.${extension} ${expected})
  kifu_cli_test(NAME "convert -o game.${extension} reads back to the same positions" EXIT 0
    ARGS sfen ${convert_out}/game.${extension} STDOUT ${cli_dir}/expected/sfen-tsshogi-sample.txt)
  set_tests_properties("cli: convert -o game.${extension} has the expected bytes"
    "cli: convert -o game.${extension} reads back to the same positions"
    PROPERTIES FIXTURES_REQUIRED convert_${extension})
endforeach()

# An existing output file is left as it is without --force.
file(WRITE ${convert_out}/existing.kif "keep me\n")
kifu_cli_test(NAME "convert leaves an existing file alone without --force" EXIT 1
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to kif -o ${convert_out}/existing.kif
  STDERR_MATCH "existing.kif: error: the file exists; it is left as it is \\(--force replaces it\\)")
set_tests_properties("cli: convert leaves an existing file alone without --force"
  PROPERTIES FIXTURES_SETUP convert_existing)
add_test(NAME "cli: the existing file still holds its text"
  COMMAND ${CMAKE_COMMAND} -DFILE=${convert_out}/existing.kif "-DTEXT=keep me\n"
    -P ${cli_dir}/file_holds.cmake)
set_tests_properties("cli: the existing file still holds its text" PROPERTIES FIXTURES_REQUIRED convert_existing)
# The refusal comes first: the record is not read (its problems would be told for nothing).
kifu_cli_test(NAME "convert refuses an existing file before reading" EXIT 1
  ARGS convert ${cli_dir}/input/bad-byte-in-comment.kif --to kif -o ${convert_out}/existing.kif
  STDERR_MATCH "^[^\n]*existing.kif: error: the file exists; it is left as it is \\(--force replaces it\\)\n$")
set_tests_properties("cli: convert refuses an existing file before reading" PROPERTIES FIXTURES_REQUIRED convert_existing)
# A file holding no record converts to nothing, not to an empty game.
foreach(to kif csa jkf usi)
  kifu_cli_test(NAME "convert of an empty file to ${to} writes nothing" EXIT 1
    ARGS convert ${cli_dir}/input/empty.kif --to ${to} STDOUT ${cli_dir}/input/empty.kif
    STDERR_MATCH "empty.kif:1:1: error: nothing to read: the file holds no characters but blanks; `kifu convert` reads KIF, KI2, CSA, JKF or SFEN/USI\n$")
endforeach()
# A character Shift_JIS lacks is reported at the output file it was to be written to, with the
# option that keeps it; nothing is written.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/emoji.kifu "先手：𠮷田\n手数----指手---------消費時間--\n   1 ７六歩(77)\n")
kifu_cli_test(NAME "convert names the output a character cannot be written to, and the option for it" EXIT 1
  ARGS convert ${CMAKE_CURRENT_BINARY_DIR}/emoji.kifu -o ${CMAKE_CURRENT_BINARY_DIR}/emoji-out.kif --force
  STDERR_MATCH "emoji-out.kif: error: written line 1, column 4: '𠮷' \\(U\\+20BB7\\) has no Shift_JIS \\(Windows-31J\\) form; UTF-8 keeps it \\(--encoding utf8\\)")
