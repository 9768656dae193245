# Every subcommand that reads files, given one file of every kind kifu tells apart: a kind it
# does not read is refused with exit status 1, one message that names what the file is, and
# nothing on standard output; never read as something else. The fixtures in kinds/ are tiny
# files made for this test (see kinds/SOURCES.md).
set(kinds_dir ${CMAKE_CURRENT_LIST_DIR}/kinds)
set(input_dir ${CMAKE_CURRENT_LIST_DIR}/input)
set(nothing ${input_dir}/empty.kif)  # an empty file: what standard output must hold
# kind=file=what the refusal says it is
set(kind_fixtures
  "kif=${data_dir}/kif/tsshogi_sample.kifu=a KIF shogi record"
  "ki2=${data_dir}/kif/jkf_fork.ki2=a KI2 shogi record"
  "csa=${input_dir}/game.csa=a CSA shogi record"
  "jkf=${input_dir}/sample.jkf=a JSON Kifu Format shogi record"
  "usi=${input_dir}/position-line.txt=an SFEN or USI position line"
  "dia=${input_dir}/taichitsume-set.dia=a T-BASE diagram file"
  "tjn=${input_dir}/taichitsume-set.tjn=a T-BASE solution file"
  "rem=${input_dir}/taichitsume-set.rem=a T-BASE remark file"
  "index=${input_dir}/truncated.kidx=a tsume index file"
  "ckka=${data_dir}/ckka/ckka-repo__sample1.ckka=a CKKA cerke record"
  "sgf=${input_dir}/goban-ko.sgf=an SGF Go record"
  "go_text=${data_dir}/go/gnugo/showboard_9.txt=a Go board drawn as text"
  "pekzep=${input_dir}/pekzep-numerals.txt=Pekzep numerals"
  "html=${kinds_dir}/page.html=an HTML or XML page"
  "markdown=${kinds_dir}/notes.md=a Markdown document"
  "pdf=${kinds_dir}/document.pdf=a PDF document"
  "png=${kinds_dir}/picture.png=a PNG picture"
  "jpeg=${kinds_dir}/picture.jpg=a JPEG picture"
  "gif=${kinds_dir}/picture.gif=a GIF picture"
  "zip=${kinds_dir}/records.zip=a ZIP archive"
  "gzip=${kinds_dir}/game.kif.gz=gzip-compressed data"
  "utf16=${CMAKE_CURRENT_LIST_DIR}/hostile/utf16.kif=UTF-16 text"
  "utf16le=${CMAKE_CURRENT_LIST_DIR}/hostile/utf16le-no-mark.kif=UTF-16 text .it has a NUL byte after each ASCII character: UTF-16LE"
  "binary=${CMAKE_CURRENT_LIST_DIR}/hostile/random.bin=binary data")
# subcommand=the kinds it reads (its arguments separated by "|")
set(kind_readers
  "check=kif ki2 csa jkf usi"
  "sfen=kif ki2 csa jkf usi"
  "export|-o|${CMAKE_CURRENT_BINARY_DIR}/input-kinds.hcpe|--force=kif ki2 csa jkf usi"
  "convert|--to|usi=kif ki2 csa jkf usi"
  "diagram=kif ki2 csa jkf usi"
  "tsume|solve|--nodes|1000=kif ki2 csa jkf usi"
  "tbase|dump=dia"
  "tbase|check=dia"
  "tbase|kif=dia"
  "search|--token|+**歩=dia index"
  "ckka|check=ckka"
  "goban|parse=go_text"
  "goban|render=sgf")
foreach(reader ${kind_readers})
  string(FIND "${reader}" "=" eq)
  string(SUBSTRING "${reader}" 0 ${eq} run)
  math(EXPR eq "${eq} + 1")
  string(SUBSTRING "${reader}" ${eq} -1 reads)
  string(REPLACE " " ";" reads "${reads}")
  string(REPLACE "|" " " title "${run}")
  foreach(fixture ${kind_fixtures})
    string(REPLACE "=" ";" parts "${fixture}")
    list(GET parts 0 kind)
    list(GET parts 1 file)
    list(GET parts 2 what)
    if(kind IN_LIST reads)
      continue()
    endif()
    string(REPLACE "|" ";" run_args "${run}")
    kifu_cli_test(NAME "input kinds: ${title} refuses ${kind}" EXIT 1
      ARGS ${run_args} ${file} STDOUT ${nothing}
      STDERR_MATCH "error: this is ${what}")
  endforeach()
endforeach()

# The defects this layer ended: a Go SGF read as an empty 平手 game, a .dia read as KIF, a CKKA
# file read as JSON; and the subcommand that reads the file is named.
kifu_cli_test(NAME "input kinds: sfen of an SGF names kifu goban" EXIT 1
  ARGS sfen ${input_dir}/goban-ko.sgf STDOUT ${nothing}
  STDERR_MATCH "goban-ko.sgf: error: this is an SGF Go record .*`kifu goban render` reads it")
kifu_cli_test(NAME "input kinds: check of a .dia names kifu tbase" EXIT 1
  ARGS check ${input_dir}/taichitsume-set.dia
  STDERR_MATCH "error: this is a T-BASE diagram file .*`kifu tbase` and `kifu search` read it")
kifu_cli_test(NAME "input kinds: check of a CKKA record names kifu ckka" EXIT 1
  ARGS check ${data_dir}/ckka/ckka-repo__sample1.ckka
  STDERR_MATCH "error: this is a CKKA cerke record .*`kifu ckka` reads it")
kifu_cli_test(NAME "input kinds: one refused file does not cost the others" EXIT 1
  ARGS sfen ${input_dir}/goban-ko.sgf ${data_dir}/kif/tsshogi_sample.kifu
  STDOUT_MATCH "^# [^\n]*tsshogi_sample.kifu\nlnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n")
kifu_cli_test(NAME "input kinds: search warns of a set without solutions" EXIT 0
  ARGS search --token +**歩 ${CMAKE_CURRENT_BINARY_DIR}/lonely-set/set.dia
  STDERR_MATCH "set.dia: warning: no solutions were loaded for this set")
add_test(NAME "cli: input kinds: a set without its .tjn"
  COMMAND ${CMAKE_COMMAND} -E copy ${input_dir}/taichitsume-set.dia
    ${CMAKE_CURRENT_BINARY_DIR}/lonely-set/set.dia)
set_tests_properties("cli: input kinds: a set without its .tjn" PROPERTIES FIXTURES_SETUP lonely_set)
set_tests_properties("cli: input kinds: search warns of a set without solutions"
  PROPERTIES FIXTURES_REQUIRED lonely_set)
# Text refused for its control codes says where the first one is, so that a stray byte can be
# found in a long file.
add_test(NAME "cli: input kinds: a refusal for control codes places the first"
  COMMAND bash -c "f=$(mktemp) && printf '{comment}\\nXU兵XY無撃裁 \\033\\n' > $f && err=$($<TARGET_FILE:kifu_program> ckka check $f 2>&1); s=$?; rm -f $f; test $s -eq 1 && [[ $err == *'(the first, byte 0x1B, is at line 2, byte 18 of it)'* ]]")
