# kifu diagram and kifu tbase diagram: text formats compared exactly, SVG and PNG by their start
# (the unit tests read SVGs back), files never replaced without --force, failed writes exit 1.
set(data_dir ${CMAKE_CURRENT_SOURCE_DIR}/../data)
set(diagram_out ${CMAKE_CURRENT_BINARY_DIR}/diagram)

kifu_cli_test(NAME "diagram of a USI position line as text" EXIT 0
  ARGS diagram --sfen "position startpos moves 7g7f 3c3d 8h2b+ 3a2b" --format text
  STDOUT ${cli_dir}/expected/diagram-usi-text.txt)
kifu_cli_test(NAME "diagram BOD of a handicap game after move 40: 上手 and 下手, 手数＝40, UTF-8 said as KIF readers need" EXIT 0
  ARGS diagram ${data_dir}/kif/jkf_20081220kyoochi.kif --ply 40 --format bod
  STDOUT ${cli_dir}/expected/diagram-kyoochi-40.kif)
kifu_cli_test(NAME "diagram of a file whose first line is a USI position line, in tsume mode" EXIT 0
  ARGS diagram ${cli_dir}/input/position-line.txt --format text --tsume
  STDOUT ${cli_dir}/expected/diagram-position-line.txt)
kifu_cli_test(NAME "diagram of an illegal USI line points at the move, on its line" EXIT 1
  ARGS diagram ${cli_dir}/input/position-line-illegal.txt
  STDERR_MATCH "position-line-illegal.txt:2:30: error: '7g7f': no piece of the side to move on 7g")
kifu_cli_test(NAME "diagram of an SFEN followed by moves: the column is the SFEN's" EXIT 1
  ARGS diagram --sfen "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 7g7f"
  STDERR_MATCH "^<sfen>:1:76: error: '7g7f': no piece of the side to move on 7g")
kifu_cli_test(NAME "diagram of a record on standard input: the last position as SVG" EXIT 0
  ARGS diagram - INPUT ${data_dir}/kif/tsshogi_sample.kifu
  STDOUT_MATCH "^<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"726\" [^>]*viewBox=\"0 0 726 [^>]*data-side-to-move=\"w\"")
kifu_cli_test(NAME "diagram SVG: the upper side's pieces rotated, the lower's upright" EXIT 0
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu
  STDOUT_MATCH "data-square=\"91\" data-piece=\"l\" transform=\"translate\\(108 76\\) rotate\\(180\\)\"><text y=\"[0-9.]+\">香</text></g><g class=\"piece\" data-square=\"93\"")
kifu_cli_test(NAME "diagram SVG: the last move highlighted, the end well-formed" EXIT 0
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu
  STDOUT_MATCH "<rect class=\"last-move\" data-square=\"[1-9][1-9]\" [^>]*/>.*</g></svg>\n$")
kifu_cli_test(NAME "diagram of a CSA game in game style, flipped, with a custom caption" EXIT 0
  ARGS diagram ${data_dir}/csa/floodgate-style.csa --style game --flip --caption "第1図 <A&B>"
  STDOUT_MATCH "class=\"shogi-diagram game\".*data-flipped=\"true\".*<text class=\"caption\"[^>]*>第1図 &lt;A&amp;B&gt;</text>")
kifu_cli_test(NAME "diagram --ply past the end of the main line" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --ply 6
  STDERR_MATCH "tsshogi_sample.kifu: error: --ply 6 is past the end of the main line \\(5 moves\\)")
kifu_cli_test(NAME "diagram of a record that cannot be read" EXIT 1
  ARGS diagram ${cli_dir}/input/illegal.kif STDERR_MATCH "illegal.kif:3:6: error: move 2")
kifu_cli_test(NAME "diagram --record past the end of a collection" EXIT 1
  ARGS diagram ${cli_dir}/input/collection.kifu --record 4
  STDERR_MATCH "error: --record 4 but the file holds 3 records")
kifu_cli_test(NAME "diagram needs FILE or --sfen" EXIT 2 ARGS diagram
  STDERR_MATCH "give either FILE or --sfen")
kifu_cli_test(NAME "diagram --all needs -o" EXIT 2 ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all
  STDERR_MATCH "give -o DIR")
kifu_cli_test(NAME "diagram --all and --ply exclude each other" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all --ply 3 -o ${diagram_out}/x)
kifu_cli_test(NAME "diagram help teaches the formats and gives examples" EXIT 0 ARGS diagram --help
  STDOUT_MATCH "data-square=\"76\".*kifu diagram game.kif --all -o pictures/")
kifu_cli_test(NAME "diagram to a full disk exits 1" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu OUTPUT_FILE /dev/full
  STDERR_MATCH "kifu: error: could not write to standard output")
kifu_cli_test(NAME "diagram -o to a full disk exits 1" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu -o /dev/full --force --format svg
  STDERR_MATCH "/dev/full: error: cannot write to it \\(No space left on device\\)")

# --all writes one file per position into a directory it makes, and replaces none of them.
add_test(NAME "cli: diagram starts from no output directory" COMMAND ${CMAKE_COMMAND} -E rm -rf ${diagram_out})
set_tests_properties("cli: diagram starts from no output directory" PROPERTIES FIXTURES_SETUP diagram_fresh)
kifu_cli_test(NAME "diagram --all -o makes the directory and a file per position" EXIT 0
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o ${diagram_out}/all)
set_tests_properties("cli: diagram --all -o makes the directory and a file per position"
  PROPERTIES FIXTURES_SETUP diagram_all FIXTURES_REQUIRED diagram_fresh)
add_test(NAME "cli: diagram --all wrote the start and 5 moves"
  COMMAND ${CMAKE_COMMAND} -DDIR=${diagram_out}/all -DCOUNT=6
    "-DNAMES=tsshogi_sample-000.svg;tsshogi_sample-005.svg" -P ${cli_dir}/dir_holds.cmake)
kifu_cli_test(NAME "diagram --all leaves existing files alone" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o ${diagram_out}/all
  STDERR_MATCH "tsshogi_sample-000.svg: error: the file exists\n.*6 of the 6 files to write exist \\(the first 5 listed\\); nothing was written \\(--force replaces them\\)")
kifu_cli_test(NAME "diagram --all --force replaces them" EXIT 0
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o ${diagram_out}/all --force)
set_tests_properties("cli: diagram --all wrote the start and 5 moves"
  "cli: diagram --all leaves existing files alone" "cli: diagram --all --force replaces them"
  PROPERTIES FIXTURES_REQUIRED diagram_all)
kifu_cli_test(NAME "diagram -o into a directory that cannot be made" EXIT 1
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o /dev/null/x
  STDERR_MATCH "/dev/null/x: error: cannot create the directory")

# tbase diagram: one picture per work, captioned from the work's record.
kifu_cli_test(NAME "tbase diagram -o writes a file per work" EXIT 0
  ARGS tbase diagram ${data_dir}/tbase/classics.dia -o ${diagram_out}/tbase)
set_tests_properties("cli: tbase diagram -o writes a file per work"
  PROPERTIES FIXTURES_SETUP diagram_tbase FIXTURES_REQUIRED diagram_fresh)
add_test(NAME "cli: tbase diagram wrote 9 files"
  COMMAND ${CMAKE_COMMAND} -DDIR=${diagram_out}/tbase -DCOUNT=9
    "-DNAMES=classics-0001.svg;classics-0009.svg" -P ${cli_dir}/dir_holds.cmake)
set_tests_properties("cli: tbase diagram wrote 9 files" PROPERTIES FIXTURES_REQUIRED diagram_tbase)
kifu_cli_test(NAME "tbase diagram --work as text" EXIT 0
  ARGS tbase diagram ${data_dir}/tbase/classics.dia --work 2 --format text -o ${diagram_out}/tbase-text)
set_tests_properties("cli: tbase diagram --work as text"
  PROPERTIES FIXTURES_SETUP diagram_tbase_text FIXTURES_REQUIRED diagram_fresh)
add_test(NAME "cli: tbase diagram --work 2 is 初代宗桂's problem"
  COMMAND ${CMAKE_COMMAND} -E compare_files ${diagram_out}/tbase-text/classics-0002.txt
    ${cli_dir}/expected/tbase-diagram-0002.txt)
set_tests_properties("cli: tbase diagram --work 2 is 初代宗桂's problem"
  PROPERTIES FIXTURES_REQUIRED diagram_tbase_text)
kifu_cli_test(NAME "tbase diagram of a work that is not in the set" EXIT 1
  ARGS tbase diagram ${data_dir}/tbase/classics.dia --work 99 -o ${diagram_out}/none
  STDERR_MATCH "classics.dia: error: no work numbered 99")
kifu_cli_test(NAME "tbase diagram needs -o" EXIT 2 ARGS tbase diagram ${data_dir}/tbase/classics.dia)
# -o with a file's extension: the picture itself with --work, refused for every work (it was
# made a directory named like a picture).
kifu_cli_test(NAME "tbase diagram --work -o FILE.txt writes that one picture" EXIT 0
  ARGS tbase diagram ${data_dir}/tbase/classics.dia --work 2 -o ${diagram_out}/work-2.txt)
# (After the run that makes the output directory: a file's directory is not made.)
set_tests_properties("cli: tbase diagram --work -o FILE.txt writes that one picture"
  PROPERTIES FIXTURES_SETUP diagram_tbase_file FIXTURES_REQUIRED "diagram_fresh;diagram_tbase")
add_test(NAME "cli: tbase diagram --work -o FILE.txt holds 初代宗桂's problem"
  COMMAND ${CMAKE_COMMAND} -E compare_files ${diagram_out}/work-2.txt
    ${cli_dir}/expected/tbase-diagram-0002.txt)
set_tests_properties("cli: tbase diagram --work -o FILE.txt holds 初代宗桂's problem"
  PROPERTIES FIXTURES_REQUIRED diagram_tbase_file)
# An option the text diagram or BOD ignores is refused by name (it was passed over in silence).
kifu_cli_test(NAME "diagram --width needs a picture format" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format text --width 300
  STDERR_MATCH "^kifu diagram: error: --width draws on a picture: add --format svg or png\n$")
kifu_cli_test(NAME "diagram --caption needs a picture format or text, not BOD" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format bod --caption foo
  STDERR_MATCH "^kifu diagram: error: --caption draws on a picture: add --format svg or png\n$")
kifu_cli_test(NAME "diagram --format text --caption-above puts the caption's lines above the board" EXIT 0
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format text --caption "第1図\n先手有利" --caption-above
  STDOUT_MATCH "^第1図\n先手有利\n☖後手 持駒：")
kifu_cli_test(NAME "diagram --eval needs a picture format" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format bod --eval
  STDERR_MATCH "^kifu diagram: error: --eval draws on a picture")
kifu_cli_test(NAME "diagram --tsume is refused for BOD, which has no tsume layout" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format bod --tsume
  STDERR_MATCH "^kifu diagram: error: --tsume draws on a picture")
kifu_cli_test(NAME "diagram --all -o - is refused: standard output holds no files" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o -
  STDERR_MATCH "^kifu diagram: error: -o - is standard output, but --all writes one file per position")
kifu_cli_test(NAME "tbase diagram --style needs a picture format" EXIT 2
  ARGS tbase diagram ${data_dir}/tbase/classics.dia --work 2 --format bod --style game -o ${diagram_out}/none
  STDERR_MATCH "^kifu tbase diagram: error: --style draws on a picture: add --format svg or png\n$")
kifu_cli_test(NAME "diagram --all -o FILE.png is refused" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --all -o ${diagram_out}/every.png
  STDERR_MATCH "every.png: error: -o names a file, but --all writes one file per position")
kifu_cli_test(NAME "tbase diagram -o FILE.svg of every work is refused" EXIT 2
  ARGS tbase diagram ${data_dir}/tbase/classics.dia -o ${diagram_out}/every.svg
  STDERR_MATCH "every.svg: error: -o names a file, but every work of the set is drawn")

# PNG through librsvg when the build has it; a clear error when it has not.
if(kifu_tests_png)
  # Into the test folder itself: a file of a folder another test makes would fail when run alone.
  kifu_cli_test(NAME "diagram -o FILE.png rasterises the SVG" EXIT 0
    ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu -o ${CMAKE_CURRENT_BINARY_DIR}/diagram-last.png --force)
  kifu_cli_test(NAME "diagram PNG to a full disk exits 1" EXIT 1
    ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format png OUTPUT_FILE /dev/full
    STDERR_MATCH "kifu: error: could not write to standard output")
else()
  kifu_cli_test(NAME "diagram PNG without librsvg says so" EXIT 1
    ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --format png -o ${diagram_out}/last.png
    STDERR_MATCH "built without librsvg")
endif()
# A record with an error is drawn up to it, with exit status 1; its last position read is not
# its end, so without --ply nothing is drawn and --ply is suggested.
kifu_cli_test(NAME "diagram --ply before a record's error draws it, exit 1" EXIT 1
  ARGS diagram ${cli_dir}/input/illegal.kif --ply 1 --format text
  STDOUT_MATCH "☖後手の番"
  STDERR_MATCH "illegal.kif:3:6: error: move 2")
kifu_cli_test(NAME "diagram of a record with an error, without --ply, says what it can draw" EXIT 1
  ARGS diagram ${cli_dir}/input/illegal.kif --format text
  STDOUT ${cli_dir}/input/empty.kif
  STDERR_MATCH "illegal.kif: error: the record stops at an error after 1 move; --ply N \\(0 to 1\\) draws a position before it\n$")
# --eval with nothing to show says so, once (it did nothing, silently).
kifu_cli_test(NAME "diagram --eval of a position without an evaluation says so" EXIT 0
  ARGS diagram ${data_dir}/kif/jkf_fork.kif --ply 2 --eval -o ${CMAKE_CURRENT_BINARY_DIR}/no-eval.svg --force
  STDERR_MATCH "^kifu diagram: note: --eval: the record holds no evaluation for the position after 2 moves \\(kifu analyze writes them\\)\n$")
# A work asked for that is not read: the set's damage is shown, since a skipped record (whose
# number could not be read) may be that work; it was counted among "other works".
kifu_cli_test(NAME "tbase diagram of a work not read shows the set's damage in file order" EXIT 1
  ARGS tbase diagram ${data_dir}/tbase/damaged.dia --work 3 --format text -o -
  STDERR_MATCH "damaged.dia:5:12: warning: record 2.*damaged.dia:8:1: error: record 3: its second line has 123 bytes.*damaged.dia:18:1: error: record 6 is cut short.*damaged.dia: error: no work numbered 3\n$")
