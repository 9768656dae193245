# One vocabulary of options: a misspelt subcommand is a usage error even with --help after it;
# --threads, --time-limit (seconds everywhere) and --memory are checked alike in every
# subcommand; a repeated option and a bad value are named in kifu's words; choices in any case.
kifu_cli_test(NAME "options: a misspelt subcommand with --help is a usage error" EXIT 2
  ARGS convrt --help STDOUT ${cli_dir}/input/empty.kif
  STDERR_MATCH "^kifu: error: unknown subcommand 'convrt'; did you mean 'convert'\\? \\(see kifu --help\\)")
kifu_cli_test(NAME "options: a misspelt nested subcommand is named with the nearest" EXIT 2
  ARGS tbase vrify --help
  STDERR_MATCH "^kifu tbase: error: unknown subcommand 'vrify'; did you mean 'verify'\\?")
set(set_dia ${cli_dir}/input/taichitsume-set.dia)
foreach(run "tbase|verify|${set_dia}" "search|${set_dia}" "check|${set_dia}" "sfen|${set_dia}"
    "tbase|index|${set_dia}|-o|x.kidx")
  string(REPLACE "|" ";" run_args "${run}")
  list(GET run_args 0 first)
  list(GET run_args 1 second)
  kifu_cli_test(NAME "options: ${first} ${second} --threads 0 is a usage error" EXIT 2
    ARGS ${run_args} --threads 0
    STDERR_MATCH "error: --threads: '0' is not a number from 1 to 1024")
  kifu_cli_test(NAME "options: ${first} ${second} --threads 100000 is a usage error" EXIT 2
    ARGS ${run_args} --threads 100000
    STDERR_MATCH "error: --threads: '100000' is not a number from 1 to 1024")
endforeach()
foreach(run "tbase|verify|${set_dia}" "tsume|solve|--sfen|8k/9/6N1G/9/9/9/9/9/R8 b - 1")
  string(REPLACE "|" ";" run_args "${run}")
  list(GET run_args 0 first)
  list(GET run_args 1 second)
  kifu_cli_test(NAME "options: ${first} ${second} --time-limit 0 is a usage error" EXIT 2
    ARGS ${run_args} --time-limit 0
    STDERR_MATCH "error: --time-limit: '0' is not a number of seconds above 0")
  kifu_cli_test(NAME "options: ${first} ${second} --memory 0 is a usage error, not out of memory" EXIT 2
    ARGS ${run_args} --memory 0
    STDERR_MATCH "error: --memory: '0' is not a number of megabytes from 1 to [0-9]+ \\(this machine's memory\\)")
  kifu_cli_test(NAME "options: ${first} ${second} --memory beyond the machine is a usage error" EXIT 2
    ARGS ${run_args} --memory 999999999
    STDERR_MATCH "error: --memory: '999999999' is not a number of megabytes from 1 to [0-9]+ \\(this machine's memory\\)")
endforeach()
kifu_cli_test(NAME "options: a repeated option is refused in kifu's words" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --ply 3 --ply 4
  STDERR_MATCH "^kifu diagram: error: --ply is given more than once; give it once")
kifu_cli_test(NAME "options: a value that is not a number is named" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --ply x
  STDERR_MATCH "^kifu diagram: error: --ply: 'x' is not a whole number written in the digits 0 to 9")
kifu_cli_test(NAME "options: a choice outside the list names the list" EXIT 2
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to pgn
  STDERR_MATCH "--to: 'pgn' is not one of kif, ki2, csa, jkf, usi")
kifu_cli_test(NAME "options: choices are taken in any case" EXIT 0
  ARGS convert ${data_dir}/kif/tsshogi_sample.kifu --to USI
  STDOUT ${cli_dir}/expected/usi-tsshogi-sample.txt)
kifu_cli_test(NAME "options: --format is taken in any case" EXIT 0
  ARGS diagram --sfen startpos --format TEXT STDOUT_MATCH "香")
add_test(NAME "cli: options: shared options come from one place, choices in any case"
  COMMAND ${CMAKE_COMMAND} -DAPPS=${PROJECT_SOURCE_DIR}/apps -P ${cli_dir}/option_sources.cmake)
foreach(run "--help" "--version" "sfen|--help" "tbase|verify|--help")
  string(REPLACE "|" ";" run_args "${run}")
  string(REPLACE "|" " " title "${run}")
  kifu_cli_test(NAME "options: ${title} to a full disk is an error" EXIT 1
    ARGS ${run_args} OUTPUT_FILE /dev/full
    STDERR_MATCH "kifu: error: could not write to standard output \\(No space left on device\\)")
endforeach()
# Whole numbers are decimal digits everywhere: CLI11 alone wraps -1 into a huge count, reads
# 010 as octal and 0x10 as hexadecimal, and overflows silently.
foreach(case "-1|is negative; this option takes no sign" "0x10|is not a whole number written in the digits 0 to 9"
    "1e3|is not a whole number written in the digits 0 to 9" "99999999999999999999|is too large a number"
    "0|is not a number of 1 or more")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 value)
  list(GET parts 1 message)
  kifu_cli_test(NAME "options: tsume solve --nodes ${value} is a usage error" EXIT 2
    ARGS tsume solve --sfen "8k/9/6N1G/9/9/9/9/9/R8 b - 1" --nodes ${value}
    STDERR_MATCH "error: --nodes: '${value}' ${message}")
endforeach()
# An empty value ('' as the option's argument) is refused by every option, where it would read
# as the option left out (`tbase verify --shard ''` checked every work).
foreach(run "tbase|verify|${data_dir}/tbase/classics.dia|--shard" "tbase|verify|${data_dir}/tbase/classics.dia|--resume"
    "tsume|solve|--sfen" "sfen|${data_dir}/kif/tsshogi_sample.kifu|--output")
  string(REPLACE "|" ";" run_args "${run}")
  string(REPLACE "|" " " title "${run}")
  add_test(NAME "cli: options: ${title} '' is a usage error"
    COMMAND bash ${cli_dir}/empty_value.sh $<TARGET_FILE:kifu_program> ${run_args})
endforeach()
add_test(NAME "cli: options: analyze --engine '' asks for a value, the option being required"
  COMMAND bash -c "REQUIRED=1 bash ${cli_dir}/empty_value.sh $<TARGET_FILE:kifu_program> analyze ${data_dir}/kif/tsshogi_sample.kifu --movetime 10 -o x.kif --engine")
kifu_cli_test(NAME "options: an option without its value says so" EXIT 2
  ARGS tbase verify ${data_dir}/tbase/classics.dia --shard
  STDERR_MATCH "error: --shard needs a value \\(see kifu tbase verify --help\\)")
kifu_cli_test(NAME "options: a whole number with a leading zero is decimal, not octal" EXIT 0
  ARGS sfen ${cli_dir}/../data/kif/tsshogi_sample.kifu --threads 09
  STDOUT_MATCH "^lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n")
kifu_cli_test(NAME "options: a whole number too large for its option is named so" EXIT 2
  ARGS diagram ${data_dir}/kif/tsshogi_sample.kifu --ply 4294967297
  STDERR_MATCH "error: --ply: '4294967297' is too large a number")
# Numbers with a point are decimal too: the C library alone takes nan, inf, hexadecimal,
# exponents and spaces.
foreach(value "nan" "inf" "1e308" "0x10" " 5")
  kifu_cli_test(NAME "options: ckka diagram --width '${value}' is a usage error" EXIT 2
    ARGS ckka diagram ${data_dir}/ckka/ckka-repo__sample1.ckka --width ${value}
    STDERR_MATCH "error: --width: '${value}' is not a number written in the digits 0 to 9 \\(and a point\\)")
endforeach()
kifu_cli_test(NAME "options: every picture's width is from 16 to 8000 pixels" EXIT 2
  ARGS goban render ${cli_dir}/input/goban-ko.sgf --width 9000
  STDERR_MATCH "error: --width: '9000' is not a number from 16 to 8000")
# Each group's help names itself: `kifu tsume --help` inherited the program's footer, which
# tells to run `kifu SUBCOMMAND --help`.
foreach(group ckka goban pekzep tbase tsume)
  add_test(NAME "cli: options: kifu ${group} --help does not give the program's footer"
    COMMAND bash -c "out=$($<TARGET_FILE:kifu_program> ${group} --help) && [[ $out != *\"Run 'kifu SUBCOMMAND\"* ]]")
endforeach()
kifu_cli_test(NAME "options: kifu tsume --help says to run kifu tsume SUBCOMMAND --help" EXIT 0
  ARGS tsume --help STDOUT_MATCH "Run 'kifu tsume SUBCOMMAND --help' for the details")
# An empty positional argument is refused too, in words that fit an argument, not an option.
add_test(NAME "cli: options: an empty positional argument is refused as an argument"
  COMMAND bash -c "err=$($<TARGET_FILE:kifu_program> pekzep parse '' 2>&1 >/dev/null); test $? -eq 2 && [[ $err == *\"NUMERAL: '' is an empty argument; give a value\"* ]]")
# An unknown option names the one most likely meant: a near spelling, or the name another
# subcommand gives the same thing.
kifu_cli_test(NAME "options: a misspelt option is named with the one meant" EXIT 2
  ARGS diagram --flp x.kif
  STDERR_MATCH "kifu diagram: error: unknown option '--flp'. did you mean --flip[?] [(]see kifu diagram --help[)]")
kifu_cli_test(NAME "options: --format where convert says --to" EXIT 2
  ARGS convert --format kif x.kif
  STDERR_MATCH "unknown option '--format'. did you mean --to[?]")
# A short option is one letter: it is never taken for a long one ("-o" is not "--to").
kifu_cli_test(NAME "an unknown short option is not matched to a long one" EXIT 2
  ARGS tbase verify ${data_dir}/tbase/classics.dia -o out
  STDERR_MATCH "^kifu tbase verify: error: unknown option '-o' [(]see kifu tbase verify --help[)]\n$")
