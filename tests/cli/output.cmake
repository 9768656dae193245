# Output by one rule in every subcommand: the format from --format, else from -o's extension in
# any case; an extension naming another format, or a file kifu never writes, is refused before
# anything is read or written; files are written under a temporary name and renamed, and the
# system's reason is given when a write fails.
set(output_dir ${CMAKE_CURRENT_BINARY_DIR}/output)
set(png_magic 89504e470d0a1a0a)
set(xml_magic 3c3f786d6c)  # "<?xml", before an SVG
add_test(NAME "cli: output starts from an empty directory"
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${output_dir})
add_test(NAME "cli: output directory made"
  COMMAND ${CMAKE_COMMAND} -E make_directory ${output_dir} ${output_dir}/refused
    ${output_dir}/nothing-read)
set_tests_properties("cli: output starts from an empty directory" PROPERTIES FIXTURES_SETUP output_clean)
set_tests_properties("cli: output directory made" PROPERTIES FIXTURES_SETUP output_fresh
  FIXTURES_REQUIRED output_clean)

# kifu_output_test(NAME name FILE written-file MAGIC hex ARGS args...): runs kifu, exit 0, then
# checks the file's first bytes.
function(kifu_output_test)
  cmake_parse_arguments(O "" "NAME;FILE;MAGIC" "ARGS" ${ARGN})
  kifu_cli_test(NAME "output: ${O_NAME}" EXIT 0 ARGS ${O_ARGS})
  add_test(NAME "cli: output: ${O_NAME}: the file holds it"
    COMMAND ${CMAKE_COMMAND} -DFILE=${O_FILE} -DHEX=${O_MAGIC} -P ${cli_dir}/file_starts.cmake)
  set_tests_properties("cli: output: ${O_NAME}" PROPERTIES FIXTURES_SETUP "output ${O_NAME}"
    FIXTURES_REQUIRED output_fresh)
  set_tests_properties("cli: output: ${O_NAME}: the file holds it"
    PROPERTIES FIXTURES_REQUIRED "output ${O_NAME}")
endfunction()

# kifu convert by the same rule: --to, else -o's extension in any case (Shift_JIS for .KIF too).
kifu_output_test(NAME "convert -o game.csa writes CSA without --to" FILE ${output_dir}/game.csa
  MAGIC 274353 ARGS convert ${data_dir}/kif/tsshogi_sample.kifu -o ${output_dir}/game.csa)
kifu_output_test(NAME "convert --to kif -o GAME.KIF writes Shift_JIS" FILE ${output_dir}/GAME.KIF
  MAGIC 8ee88d878a84 ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to kif -o ${output_dir}/GAME.KIF)
kifu_cli_test(NAME "output: convert --to csa -o x.kif is a usage error" EXIT 2
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to csa -o ${output_dir}/refused/x.kif
  STDERR_MATCH "x.kif: error: a .kif file would hold csa; name it .csa or leave out --to\n$")
kifu_cli_test(NAME "output: convert without --to or a named output file is a usage error" EXIT 2
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu
  STDERR_MATCH "^kifu convert: error: give --to kif, ki2, csa, jkf or usi, or an output file named for one")
kifu_output_test(NAME "goban render -o go.svg writes SVG" FILE ${output_dir}/go.svg
  MAGIC ${xml_magic} ARGS goban render ${input_dir}/goban-ko.sgf -o ${output_dir}/go.svg)
kifu_output_test(NAME "ckka diagram -o ck.svg writes SVG" FILE ${output_dir}/ck.svg
  MAGIC ${xml_magic} ARGS ckka diagram ${data_dir}/ckka/ckka-repo__sample1.ckka -o ${output_dir}/ck.svg)
if(kifu_tests_png)
  kifu_output_test(NAME "ckka diagram -o ck.png writes PNG" FILE ${output_dir}/ck.png
    MAGIC ${png_magic} ARGS ckka diagram ${data_dir}/ckka/ckka-repo__sample1.ckka -o ${output_dir}/ck.png)
  kifu_output_test(NAME "goban render -o go.png writes PNG" FILE ${output_dir}/go.png
    MAGIC ${png_magic} ARGS goban render ${input_dir}/goban-ko.sgf -o ${output_dir}/go.png)
  kifu_output_test(NAME "diagram -o x.PNG writes PNG" FILE ${output_dir}/x.PNG
    MAGIC ${png_magic} ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu -o ${output_dir}/x.PNG)
  kifu_output_test(NAME "--format is taken in any case" FILE ${output_dir}/upper.png
    MAGIC ${png_magic} ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format PNG -o ${output_dir}/upper.png)
endif()

# Refused before anything is written: no file is made.
foreach(run "diagram|${data_dir}/kif/tsshogi_sample.kifu" "ckka|diagram|${data_dir}/ckka/ckka-repo__sample1.ckka"
    "goban|render|${input_dir}/goban-ko.sgf")
  string(REPLACE "|" ";" run_args "${run}")
  list(GET run_args 0 first)
  kifu_cli_test(NAME "output: ${first} refuses -o x.jpg" EXIT 2
    ARGS ${run_args} -o ${output_dir}/refused/${first}.jpg
    STDERR_MATCH "${first}.jpg: error: this subcommand writes no .jpg files \\(it writes [^)]*svg[^)]*png[^)]*\\)")
  kifu_cli_test(NAME "output: ${first} refuses an extension that names another format" EXIT 2
    ARGS ${run_args} -o ${output_dir}/refused/${first}-other.svg --format png
    STDERR_MATCH "-other.svg: error: a .svg file would hold png; name it .png or leave out --format")
  set_tests_properties("cli: output: ${first} refuses -o x.jpg"
    "cli: output: ${first} refuses an extension that names another format"
    PROPERTIES FIXTURES_SETUP output_refused FIXTURES_REQUIRED output_fresh)
endforeach()
add_test(NAME "cli: output: nothing was written for the refused names"
  COMMAND ${CMAKE_COMMAND} -DDIR=${output_dir}/refused -DCOUNT=0 -P ${cli_dir}/dir_holds.cmake)
set_tests_properties("cli: output: nothing was written for the refused names"
  PROPERTIES FIXTURES_REQUIRED output_refused)
kifu_cli_test(NAME "output: an unknown extension asks for --format" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu -o ${output_dir}/x.out
  STDERR_MATCH "x.out: error: cannot tell the format from .out: give --format svg, png, bod or text")
kifu_cli_test(NAME "output: a missing directory is named with the system's reason" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu -o ${output_dir}/no/such/x.svg
  STDERR_MATCH "x.svg: error: cannot write the file \\(No such file or directory\\)")
kifu_cli_test(NAME "output: a directory is not written over" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu -o ${CMAKE_CURRENT_BINARY_DIR} --format svg --force
  STDERR_MATCH "error: is a directory; give a file name")

# Nothing read, nothing made: an empty file would pass for an empty result.
foreach(run "sfen" "export|--format|sfen" "export|--format|hcpe" "convert|--to|kif")
  string(REPLACE "|" ";" run_args "${run}")
  string(REPLACE "|" "-" label "${run}")
  kifu_cli_test(NAME "output: ${label} of a file holding no record makes no file" EXIT 1
    ARGS ${run_args} ${input_dir}/empty.kif -o ${output_dir}/nothing-read/${label}.out
    STDERR_MATCH "empty.kif:1:1: error: nothing to read: the file holds no characters but blanks")
  set_tests_properties("cli: output: ${label} of a file holding no record makes no file"
    PROPERTIES FIXTURES_SETUP output_nothing_read FIXTURES_REQUIRED output_fresh)
endforeach()
add_test(NAME "cli: output: no file was made for the inputs that held no record"
  COMMAND ${CMAKE_COMMAND} -DDIR=${output_dir}/nothing-read -DCOUNT=0 -P ${cli_dir}/dir_holds.cmake)
set_tests_properties("cli: output: no file was made for the inputs that held no record"
  PROPERTIES FIXTURES_REQUIRED output_nothing_read)

# --force writes through a symbolic link: its target is replaced, the link stays.
set(link_dir ${CMAKE_CURRENT_BINARY_DIR}/output-link)
add_test(NAME "cli: output: --force writes through a symbolic link"
  COMMAND sh -c "rm -rf '${link_dir}' && mkdir -p '${link_dir}/real' && echo old > '${link_dir}/real/game.csa' && ln -s real/game.csa '${link_dir}/link.csa' && '$<TARGET_FILE:kifu_program>' convert '${data_dir}/kif/tsshogi_sample.kifu' --to csa -o '${link_dir}/link.csa' --force 2>/dev/null && test -L '${link_dir}/link.csa' && grep -q '^+2726FU' '${link_dir}/real/game.csa'")
kifu_cli_test(NAME "output: convert --csa-version with another format is a usage error" EXIT 2
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu -o ${output_dir}/refused/y.kif --csa-version 3.0
  STDERR_MATCH "^kifu convert: error: --csa-version goes with --to csa\n$")
# A file replaced keeps its permissions (--force made a 0640 file 0644).
add_test(NAME "cli: output: --force keeps the permissions of the file it replaces"
  COMMAND bash -c "f=$(mktemp --suffix .kif) && chmod 640 $f && $<TARGET_FILE:kifu_program> convert ${data_dir}/kif/tsshogi_sample.kifu --to kif -o $f --force 2>/dev/null; m=$(stat -c %a $f); rm -f $f; test \"$m\" = 640")
# -o of a file that exists, named without an extension, where a directory is wanted: the same
# usage error as a name with a file's extension (it said it could not make the directory).
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/plain-file "")
kifu_cli_test(NAME "output: a file that exists given for a directory is a usage error" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o ${CMAKE_CURRENT_BINARY_DIR}/plain-file
  STDERR_MATCH "plain-file: error: -o names a file, but --all writes one file per position")
