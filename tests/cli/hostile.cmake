# Every reading subcommand over inputs that are not what it expects: it never crashes, hangs,
# speaks of C++ internals or fails without saying where. random.bin is 5,000 bytes of Python's
# random.getrandbits(8) after random.seed(20261124); the 10 MB line is written at test time.
set(hostile_dir ${CMAKE_CURRENT_LIST_DIR}/hostile)
set(long_line ${CMAKE_CURRENT_BINARY_DIR}/hostile-long-line.txt)
add_test(NAME "cli: hostile inputs: write the 10 MB line"
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${long_line} -P ${hostile_dir}/make_long_line.cmake)
set_tests_properties("cli: hostile inputs: write the 10 MB line" PROPERTIES FIXTURES_SETUP kifu_long_line)

set(hostile_inputs
  "empty file=${CMAKE_CURRENT_LIST_DIR}/input/empty.kif"
  "random bytes=${hostile_dir}/random.bin"
  "directory=${hostile_dir}"
  "missing file=${CMAKE_CURRENT_BINARY_DIR}/no-such-file.kif"
  "10 MB line=${long_line}"
  "UTF-16=${hostile_dir}/utf16.kif"
  "EUC-JP=${hostile_dir}/euc-jp.kif"
  "truncated Shift_JIS=${hostile_dir}/truncated-sjis.kif")
set(hostile_runs "check" "sfen" "convert|--to|usi" "tbase|dump" "tbase|check" "tbase|kif"
  "search|--token|+**歩" "ckka|check" "ckka|diagram" "goban|parse" "goban|render"
  "goban|render|--format|svg" "diagram"
  "tbase|diagram|--force|-o|${CMAKE_CURRENT_BINARY_DIR}/hostile-diagrams")
foreach(input ${hostile_inputs})
  string(FIND "${input}" "=" eq)
  string(SUBSTRING "${input}" 0 ${eq} what)
  math(EXPR eq "${eq} + 1")
  string(SUBSTRING "${input}" ${eq} -1 file)
  foreach(run ${hostile_runs})
    string(REPLACE "|" " " title "${run}")
    set(name "cli: hostile inputs: ${title} of a ${what}")
    add_test(NAME "${name}"
      COMMAND ${CMAKE_COMMAND} "-DCOMMAND=$<TARGET_FILE:kifu_program>|${run}|${file}" -DFILE=${file}
        -P ${hostile_dir}/run.cmake)
    set_tests_properties("${name}" PROPERTIES TIMEOUT 20 FIXTURES_REQUIRED kifu_long_line)
  endforeach()
endforeach()

# A byte that does not decode costs its character, not the record: the positions are all
# printed, the byte named at its place, the exit status 1.
kifu_cli_test(NAME "hostile inputs: sfen of a record with a bad byte in a comment prints every position"
  EXIT 1 ARGS sfen ${CMAKE_CURRENT_LIST_DIR}/input/bad-byte-in-comment.kif
  STDOUT_MATCH "^lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n.* w [^\n]* 118\n$"
  STDERR_MATCH "^[^\n]*bad-byte-in-comment.kif:16:2: error: byte A0 is not a Shift_JIS .Windows-31J. character. read as '.'\n$")
kifu_cli_test(NAME "hostile inputs: convert of a record cut inside a character keeps its moves"
  EXIT 1 ARGS convert ${hostile_dir}/truncated-sjis.kif --to usi
  STDOUT_MATCH "^position startpos moves 7g7f"
  STDERR_MATCH "read as '.'")
