# Tests of kifu ckka (cerke CKKA records).
set(ckka_dir ${CMAKE_CURRENT_SOURCE_DIR}/../data/ckka)

kifu_cli_test(NAME "ckka score of a cerke_online record" EXIT 0
  ARGS ckka score ${ckka_dir}/kiaak-parser-tests__case2.ckka
  STDOUT ${cli_dir}/expected/ckka-score-case2.tsv)
kifu_cli_test(NAME "ckka score of a named record with legacy declarations" EXIT 0
  ARGS ckka score ${ckka_dir}/ckka-repo__sample1.ckka
  STDOUT ${cli_dir}/expected/ckka-score-sample1.tsv)
kifu_cli_test(NAME "ckka score --strict refuses legacy declarations" EXIT 1
  ARGS ckka score --strict ${ckka_dir}/ckka-repo__sample1.ckka
  STDERR_MATCH "ckka-repo__sample1.ckka:11:1: error: the declaration syntax 為\\(…\\)\\(…\\) was replaced")
kifu_cli_test(NAME "ckka normalize" EXIT 0
  ARGS ckka normalize ${ckka_dir}/ckka-rust-tests__sample3-commented-out-new-yaku-syntax.ckka
  STDOUT ${cli_dir}/expected/ckka-normalize-sample3.ckka)
kifu_cli_test(NAME "ckka normalize is idempotent" EXIT 0
  ARGS ckka normalize ${cli_dir}/expected/ckka-normalize-sample3.ckka
  STDOUT ${cli_dir}/expected/ckka-normalize-sample3.ckka)
kifu_cli_test(NAME "ckka check of good records" EXIT 0
  ARGS ckka check ${ckka_dir}/kiaak-parser-tests__case1.ckka ${ckka_dir}/ckka-repo__sample2-no-trailing-game-end.ckka)
kifu_cli_test(NAME "ckka check reports semantic errors" EXIT 1
  ARGS ckka check ${cli_dir}/input/ckka-checks.ckka
  STDERR_MATCH "ckka-checks.ckka:2:14: error: a capture comment after a move that cannot capture: a drop never captures\n.*ckka-checks.ckka:3:1: error: 橋無 is written as a success")
kifu_cli_test(NAME "ckka check names notation ①" EXIT 1
  ARGS ckka check ${ckka_dir}/spec-readme__ex2-notation1.ckka
  STDERR_MATCH "ex2-notation1.ckka:1:8: error: expected 無撃裁, 橋 or 水.*notation ①")
kifu_cli_test(NAME "ckka json" EXIT 0 ARGS ckka json ${ckka_dir}/kiaak-parser-tests__case4.ckka)
kifu_cli_test(NAME "ckka without subcommand exits 2" EXIT 2 ARGS ckka)
kifu_cli_test(NAME "ckka normalize of several files, a bad one not stopping the rest" EXIT 1
  ARGS ckka normalize ${ckka_dir}/spec-readme__ex2-notation1.ckka ${cli_dir}/expected/ckka-normalize-sample3.ckka
  STDOUT_MATCH "^# [^\n]*expected/ckka-normalize-sample3.ckka\n[{][^#]*$"
  STDERR_MATCH "ex2-notation1.ckka:1:8: error: .*read it as notation ①.*hint: read it as notation ① with: kifu ckka normalize --notation1 ")
kifu_cli_test(NAME "ckka score of several files" EXIT 0
  ARGS ckka score ${ckka_dir}/kiaak-parser-tests__case2.ckka ${ckka_dir}/ckka-repo__sample1.ckka
  STDOUT_MATCH "^# [^\n]*case2.ckka\nseason_index.*ia=0;a=40\t地心\n# [^\n]*ckka-repo__sample1.ckka\nseason_index.*SY=40;ぶちょー=0")
kifu_cli_test(NAME "ckka json of several files, one failing" EXIT 1
  ARGS ckka json ${ckka_dir}/kiaak-parser-tests__case4.ckka ${ckka_dir}/spec-readme__ex1-notation1.ckka ${ckka_dir}/kiaak-parser-tests__case1.ckka
  STDOUT_MATCH "^{.*}\n?{.*}\n?$"
  STDERR_MATCH "ex1-notation1.ckka:1:10: error")
kifu_cli_test(NAME "ckka normalize --notation1 resolves notation ① on the board" EXIT 0
  ARGS ckka normalize --notation1 ${ckka_dir}/spec-readme__ex1-notation1.ckka
  STDOUT ${cli_dir}/expected/ckka-normalize-ex1.ckka)
# Each notation the reader recognises gets the hint of its flag (only ① had one).
kifu_cli_test(NAME "ckka check of a notation ② record gives the --notation2 hint" EXIT 1
  ARGS ckka check ${ckka_dir}/legacy-fedirrgavir__002-jv-sy.ckka
  STDERR_MATCH "002-jv-sy.ckka: hint: read it as notation ② with: kifu ckka check --notation2 [^\n]*002-jv-sy.ckka\n$")
kifu_cli_test(NAME "ckka check of a notation ③ record gives the --notation3 hint" EXIT 1
  ARGS ckka check ${ckka_dir}/spec-readme__ex6-notation3.ckka
  STDERR_MATCH "ex6-notation3.ckka: hint: read it as notation ③ with: kifu ckka check --notation3 [^\n]*ex6-notation3.ckka\n$")
kifu_cli_test(NAME "ckka check --notation2 replays a 2018 record" EXIT 1
  ARGS ckka check --notation2 ${ckka_dir}/legacy-fedirrgavir__002-jv-sy.ckka
  STDERR_MATCH "002-jv-sy.ckka:26:1: error: the declared hands differ from those the declarer's captured pieces form \\(同色獣\\)")
kifu_cli_test(NAME "ckka check --notation3 stops at the first declaration" EXIT 1
  ARGS ckka check --notation3 ${ckka_dir}/spec-readme__ex6-notation3.ckka
  STDERR_MATCH "ex6-notation3.ckka:16:1: error: notation ③ does not record which hands a declaration \\(=tymor\\) names")

# kifu ckka diagram: the board after a move as SVG.
kifu_cli_test(NAME "ckka diagram after a move (the golden diagram)" EXIT 0
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka --season 1 --move 10
  STDOUT ${cli_dir}/../data/diagram/cerke_case4_10.svg)
kifu_cli_test(NAME "ckka diagram defaults to the last move of the last season" EXIT 0
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka
  STDOUT ${cli_dir}/../data/diagram/cerke_case4_10.svg)
kifu_cli_test(NAME "ckka diagram of the start of a season" EXIT 0
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case1.ckka --season 1 --move 0
  STDOUT_MATCH "<g class=\"piece\" data-square=\"KA\" data-piece=\"筆\" data-colour=\"black\" data-side=\"a\">")
kifu_cli_test(NAME "ckka diagram past the last move" EXIT 1
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka --move 11
  STDERR_MATCH "case4.ckka: error: --move 11: season 1 has 10 moves that can be played")
kifu_cli_test(NAME "ckka diagram past the last season" EXIT 1
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka --season 2
  STDERR_MATCH "case4.ckka: error: --season 2: the record has 1 season")
kifu_cli_test(NAME "ckka diagram takes one file" EXIT 2
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka ${ckka_dir}/kiaak-parser-tests__case1.ckka)
kifu_cli_test(NAME "ckka diagram to a full disk" EXIT 1
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka OUTPUT_FILE /dev/full)
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/ckka-diagram)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/ckka-diagram/existing.svg "keep me\n")
kifu_cli_test(NAME "ckka diagram leaves an existing file alone without --force" EXIT 1
  ARGS ckka diagram ${ckka_dir}/kiaak-parser-tests__case4.ckka
    -o ${CMAKE_CURRENT_BINARY_DIR}/ckka-diagram/existing.svg
  STDERR_MATCH "existing.svg: error: the file exists; it is left as it is \\(--force replaces it\\)")
kifu_cli_test(NAME "ckka diagram help teaches" EXIT 0
  ARGS ckka diagram --help STDOUT_MATCH "--season.*--move.*class=\"piece\"")
kifu_cli_test(NAME "ckka diagram of a season with an illegal move fails and says where" EXIT 1
  ARGS ckka diagram ${cli_dir}/input/ckka-illegal.ckka
  STDERR_MATCH "ckka-illegal.ckka:3:11: error: the piece on KY belongs to the player who does not move")
kifu_cli_test(NAME "ckka diagram before an illegal move" EXIT 0
  ARGS ckka diagram ${cli_dir}/input/ckka-illegal.ckka --move 3
  STDOUT_MATCH "<g class=\"piece\" data-square=\"KY\" data-piece=\"兵\" data-colour=\"black\" data-side=\"ia\">")
kifu_cli_test(NAME "ckka diagram past an illegal move says why the season is short" EXIT 1
  ARGS ckka diagram ${cli_dir}/input/ckka-illegal.ckka --move 4
  STDERR_MATCH "3:11: error: the piece on KY.*error: --move 4: season 1 has 3 moves that can be played")

# An X3 expectation that fails names what was expected in words, never a C++ type.
kifu_cli_test(NAME "ckka check names the water cast it expected" EXIT 1
  ARGS ckka check ${cli_dir}/input/ckka-water-stick.ckka
  STDERR_MATCH "ckka-water-stick.ckka:1:11: error: expected the water cast: 或, 或此無, 無此無, 一此無, 二此無, 三, 四 or 五, found 'X'")
# An empty file is no record: every subcommand says so.
foreach(sub check json normalize score)
  kifu_cli_test(NAME "ckka ${sub} of an empty file is an error" EXIT 1
    ARGS ckka ${sub} ${cli_dir}/input/empty.kif
    STDOUT ${cli_dir}/input/empty.kif
    STDERR_MATCH "empty.kif:1:1: error: nothing to read: the file holds no characters but blanks; `kifu ckka ${sub}` reads CKKA\n$")
endforeach()
# normalize, json and score print only the records that check clean, as ckka check would have
# them: a score table of a record with an illegal move or a wrong declaration is not to trust.
foreach(sub normalize json score)
  kifu_cli_test(NAME "ckka ${sub} skips a record with an illegal move" EXIT 1
    ARGS ckka ${sub} ${cli_dir}/input/ckka-illegal.ckka
    STDOUT ${cli_dir}/input/empty.kif
    STDERR_MATCH "ckka-illegal.ckka:3:11: error: the piece on KY belongs to the player who does not move")
endforeach()
# pekzep reads UTF-8 lines: bytes that are not UTF-8 are named at their place (never echoed),
# and a byte-order mark before the first line is skipped.
kifu_cli_test(NAME "pekzep parse names a line that is not UTF-8 and reads the others" EXIT 1
  ARGS pekzep parse INPUT ${cli_dir}/input/pekzep-not-utf8.txt
  STDOUT_MATCH "^\n125\n$"
  STDERR_MATCH "^<stdin>:1:1: error: the bytes are not UTF-8 \\(give the text in UTF-8\\)\n$")
kifu_cli_test(NAME "pekzep parse skips a byte-order mark" EXIT 0
  ARGS pekzep parse INPUT ${cli_dir}/input/pekzep-bom.txt STDOUT_MATCH "^125\n$")
# Several files: each output can be told from the others, a skipped file's too.
add_test(NAME "cli: ckka json of several files writes one JSON line each, its file first"
  COMMAND bash -c "cd ${ckka_dir} && out=$($<TARGET_FILE:kifu_program> ckka json ckka-repo__sample1.ckka kiaak-parser-tests__case2.ckka) && test $(printf '%s\\n' \"$out\" | wc -l) -eq 2 && printf '%s\\n' \"$out\" | python3 -c 'import json,sys; print([json.loads(l)[\"file\"] for l in sys.stdin])' | grep -qF \"['ckka-repo__sample1.ckka', 'kiaak-parser-tests__case2.ckka']\"")
# A hint to read another notation only when that is the first error: the lines after an unclosed
# {comment} are its cascade (a multi-line comment got "read it as notation ②").
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/ckka-unclosed.ckka "{一位色:黒}\nMAU弓MAIMY橋一 {定弓\nsecond line}\n")
kifu_cli_test(NAME "ckka check gives no notation hint for the cascade of an unclosed comment" EXIT 1
  ARGS ckka check ${CMAKE_CURRENT_BINARY_DIR}/ckka-unclosed.ckka
  STDERR_MATCH "^[^\n]*ckka-unclosed.ckka:2:[0-9]+: error: unterminated [{]comment[}][^\n]*\n[^\n]*ckka-unclosed.ckka:3:1: error: [^\n]*\n$")
