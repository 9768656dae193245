# CSA files in kifu sfen, check and convert (found by their bytes, whatever their name), standard
# input as "-", and --threads printing what one thread prints.
set(data_dir ${CMAKE_CURRENT_LIST_DIR}/../data)
set(csa_out ${CMAKE_CURRENT_BINARY_DIR}/csa)
file(MAKE_DIRECTORY ${csa_out})

kifu_cli_test(NAME "sfen of a CSA file" EXIT 0 ARGS sfen ${cli_dir}/input/game.csa
  STDOUT ${cli_dir}/expected/sfen-csa-game.txt STDERR_MATCH "^$")
kifu_cli_test(NAME "check of a V3.0 UTF-8 CSA file" EXIT 0 ARGS check ${cli_dir}/input/v3-utf8.csa
  STDERR_MATCH "^$")
kifu_cli_test(NAME "a CSA file named .txt is read as CSA" EXIT 0 ARGS sfen ${cli_dir}/input/csa-game.txt
  STDOUT_MATCH "\nlnsgkgsnl/1r5b1/p1ppppppp/9/1p5P1/9/PPPPPPP1P/1B5R1/LNSGKGSNL b - 5\n$"
  STDERR_MATCH "^$")
kifu_cli_test(NAME "an illegal CSA move is an error at its line and column" EXIT 1
  ARGS check ${cli_dir}/input/illegal.csa
  STDERR_MATCH "^[^\n]*illegal.csa:7:1: error: '\\+2824HI' is not legal: a 飛 on 28 cannot move to 24\n")

# A file of two games ('/' between them) is named before each game, as a KIF collection is.
kifu_cli_test(NAME "sfen of a CSA file holding two games" EXIT 0 ARGS sfen two-games.csa
  WORKDIR ${cli_dir}/input STDOUT ${cli_dir}/expected/sfen-csa-two-games.txt)
kifu_cli_test(NAME "convert every game of a CSA file to usi" EXIT 0
  ARGS convert ${cli_dir}/input/two-games.csa --to usi STDOUT ${cli_dir}/expected/usi-csa-two-games.txt)
kifu_cli_test(NAME "convert the second game of a CSA file" EXIT 0
  ARGS convert ${cli_dir}/input/two-games.csa --to usi --record 2
  STDOUT_MATCH "^position sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d 7g7f\n$")

# CSA to CSA, and CSA to KIF and back, give the same bytes: times, names, comments kept.
kifu_cli_test(NAME "convert a CSA file to CSA" EXIT 0 ARGS convert ${cli_dir}/input/game.csa --to csa
  STDOUT ${cli_dir}/expected/convert-csa-game.csa STDERR_MATCH "^$")
kifu_cli_test(NAME "convert a CSA file to KIF" EXIT 0
  ARGS convert ${cli_dir}/input/game.csa --to kif -o ${csa_out}/game.kif --force)
set_tests_properties("cli: convert a CSA file to KIF" PROPERTIES FIXTURES_SETUP csa_to_kif)
kifu_cli_test(NAME "convert the KIF made from a CSA file back to CSA" EXIT 0
  ARGS convert ${csa_out}/game.kif --to csa STDOUT ${cli_dir}/expected/convert-csa-game.csa)
kifu_cli_test(NAME "sfen of the KIF made from a CSA file" EXIT 0 ARGS sfen ${csa_out}/game.kif
  STDOUT ${cli_dir}/expected/sfen-csa-game.txt)
set_tests_properties("cli: convert the KIF made from a CSA file back to CSA"
  "cli: sfen of the KIF made from a CSA file" PROPERTIES FIXTURES_REQUIRED csa_to_kif)

kifu_cli_test(NAME "convert --to csa --csa-version 3.0" EXIT 0
  ARGS convert ${cli_dir}/input/game.csa --to csa --csa-version 3.0 --encoding utf8
  STDOUT ${cli_dir}/expected/convert-csa-game-v3.csa)
kifu_cli_test(NAME "convert --csa-version 3.0 writes Shift_JIS unless told" EXIT 0
  ARGS convert ${cli_dir}/input/game.csa --to csa --csa-version 3.0
  STDOUT_MATCH "^'CSA encoding=SHIFT_JIS\r\nV3.0\r\n")
kifu_cli_test(NAME "convert of several games to JKF without --record is a usage error" EXIT 2
  ARGS convert ${data_dir}/csa/three-games.csa --to jkf
  STDERR_MATCH "three-games.csa: error: the file holds 3 records and JKF holds one. choose one with --record K")
# A V3.0 record whose times have milliseconds is written as V3.0 unless 2.2 is asked for.
kifu_cli_test(NAME "convert of a CSA V3.0 record with milliseconds keeps them by default" EXIT 0
  ARGS convert ${data_dir}/csa/v3-utf8-ms.csa --to csa --encoding utf8
  STDOUT_MATCH "^'CSA encoding=UTF-8\r\nV3.0\r\n.*[+]7776FU\r\nT12.345\r\n")
kifu_cli_test(NAME "convert --csa-version 2.2 of milliseconds says they are lost" EXIT 0
  ARGS convert ${data_dir}/csa/v3-utf8-ms.csa --to csa --csa-version 2.2 --encoding utf8
  STDOUT_MATCH "^'CSA encoding=UTF-8\r\nV2.2\r\n"
  STDERR_MATCH "3 times lose their milliseconds .CSA V3.0 keeps them.")
kifu_cli_test(NAME "convert --csa-version goes with --to csa" EXIT 2
  ARGS convert ${cli_dir}/input/game.csa --to kif --csa-version 3.0
  STDERR_MATCH "^kifu convert: error: --csa-version goes with --to csa")
kifu_cli_test(NAME "convert --csa-version takes 2.2 or 3.0" EXIT 2
  ARGS convert ${cli_dir}/input/game.csa --to csa --csa-version 2.1
  STDERR_MATCH "^kifu convert: error: --csa-version: '2.1' is not one of 2.2, 3.0 ")
kifu_cli_test(NAME "convert takes the names files give an encoding, and 3 for CSA V3.0" EXIT 0
  ARGS convert ${cli_dir}/input/game.csa --to csa --csa-version 3 --encoding UTF-8
  STDOUT_MATCH "^'CSA encoding=UTF-8\r\nV3.0\r\n")
kifu_cli_test(NAME "convert refuses an encoding it does not write, in its own words" EXIT 2
  ARGS convert ${cli_dir}/input/game.csa --to csa --encoding latin1
  STDERR_MATCH "^kifu convert: error: --encoding: 'latin1' is not one of utf8, sjis ")

# -o game.csa writes Shift_JIS (names 甲 乙 here) and says what CSA leaves out.
kifu_cli_test(NAME "convert -o game.csa" EXIT 0
  ARGS convert ${cli_dir}/input/collection.kifu --record 1 --to csa -o ${csa_out}/collection-1.csa --force
  STDERR_MATCH "^[^\n]*collection.kifu: warning: the まで line of the record is not written: CSA has none\n[^\n]*collection.kifu: warning: 1 # line of the record \\(or header line not understood\\) is written as a comment: CSA has no # lines\n$")
set_tests_properties("cli: convert -o game.csa" PROPERTIES FIXTURES_SETUP csa_file)
add_test(NAME "cli: convert -o game.csa writes Shift_JIS CSA"
  COMMAND ${CMAKE_COMMAND} -E compare_files ${csa_out}/collection-1.csa
    ${cli_dir}/expected/convert-collection-1.csa)
set_tests_properties("cli: convert -o game.csa writes Shift_JIS CSA" PROPERTIES FIXTURES_REQUIRED csa_file)
kifu_cli_test(NAME "convert KIF with variations to CSA warns of what is left out" EXIT 0
  ARGS convert ${data_dir}/kif/skc_forks.kifu --to csa
  STDERR_MATCH "skc_forks.kifu: warning: CSA holds one line of play: 2 variations \\(20 moves\\) not written")

# "-" reads standard input in every subcommand that reads files (goban.cmake tests goban parse -).
kifu_cli_test(NAME "sfen - reads a CSA file from standard input" EXIT 0 ARGS sfen -
  INPUT ${cli_dir}/input/game.csa STDOUT ${cli_dir}/expected/sfen-csa-game.txt)
kifu_cli_test(NAME "sfen - reads a KIF file from standard input" EXIT 0 ARGS sfen -
  INPUT ${data_dir}/kif/tsshogi_sample.kifu STDOUT ${cli_dir}/expected/sfen-tsshogi-sample.txt)
kifu_cli_test(NAME "check - names standard input <stdin>" EXIT 1 ARGS check -
  INPUT ${cli_dir}/input/illegal.csa STDERR_MATCH "^<stdin>:7:1: error: '\\+2824HI' is not legal")
kifu_cli_test(NAME "convert - reads standard input" EXIT 0 ARGS convert - --to usi
  INPUT ${cli_dir}/input/two-games.csa STDOUT ${cli_dir}/expected/usi-csa-two-games.txt)
kifu_cli_test(NAME "sfen - among files" EXIT 0 ARGS sfen ${cli_dir}/input/csa-game.txt -
  INPUT ${cli_dir}/input/game.csa
  STDOUT_MATCH "\n# <stdin>\nlnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n")
kifu_cli_test(NAME "ckka check - reads standard input" EXIT 1 ARGS ckka check -
  INPUT ${cli_dir}/input/ckka-checks.ckka STDERR_MATCH "^<stdin>:[0-9]+:[0-9]+: ")
kifu_cli_test(NAME "tbase dump - reads standard input" EXIT 0 ARGS tbase dump -
  INPUT ${cli_dir}/input/taichitsume-set.dia STDOUT_MATCH "^\\{[^\n]*\"record\":1")
kifu_cli_test(NAME "tbase check - names standard input <stdin>" EXIT 0 ARGS tbase check -
  INPUT ${cli_dir}/input/taichitsume-set.dia
  STDOUT_MATCH "^<stdin>: 1 work, 0 solutions resolved, 0 ending in mate\n$")
kifu_cli_test(NAME "tbase from-kif - reads standard input" EXIT 0
  ARGS tbase from-kif - -o ${csa_out}/from-stdin --force
  INPUT ${data_dir}/kif/jkf_taichitsume.kif)
kifu_cli_test(NAME "search - reads standard input" EXIT 0 ARGS search - --token +**歩 --format numbers
  INPUT ${cli_dir}/input/taichitsume-set.dia STDERR_MATCH "of 1 problems match")
kifu_cli_test(NAME "search - names standard input <stdin> on every line" EXIT 1
  ARGS search - --token +**歩 INPUT ${data_dir}/tbase/damaged.dia
  STDERR_MATCH "^(<stdin>:[^\n]*\n)+0 of 4 problems match\n$")

# --threads 2 prints what --threads 1 prints, on both outputs, in the order of the arguments:
# records, failures, and the summary of 200 warnings of one kind (the first 20 shown).
file(GLOB threads_inputs ${data_dir}/kif/*.kif ${data_dir}/kif/*.kifu ${data_dir}/kif/*.ki2
  ${data_dir}/kif/*.csa ${cli_dir}/input/*.csa ${cli_dir}/input/*.kif ${cli_dir}/input/*.kifu)
list(APPEND threads_inputs ${cli_dir}/input/unknown-lines.kif no-such-file.kif)
foreach(subcommand sfen check)
  kifu_cli_test(NAME "${subcommand} --threads 1 of many files" EXIT 1
    ARGS ${subcommand} --threads 1 ${threads_inputs}
    OUTPUT_FILE ${csa_out}/${subcommand}-threads-1.out ERROR_FILE ${csa_out}/${subcommand}-threads-1.err)
  set_tests_properties("cli: ${subcommand} --threads 1 of many files"
    PROPERTIES FIXTURES_SETUP ${subcommand}_threads_1)
  kifu_cli_test(NAME "${subcommand} --threads 2 prints what --threads 1 prints" EXIT 1
    ARGS ${subcommand} --threads 2 ${threads_inputs}
    STDOUT ${csa_out}/${subcommand}-threads-1.out STDERR ${csa_out}/${subcommand}-threads-1.err)
  set_tests_properties("cli: ${subcommand} --threads 2 prints what --threads 1 prints"
    PROPERTIES FIXTURES_REQUIRED ${subcommand}_threads_1)
endforeach()
# 1,200 files: more than the results kept waiting for delivery (256 a thread), so the ring of
# results wraps around several times.
set(many_inputs)
foreach(k RANGE 1 300)
  list(APPEND many_inputs ${cli_dir}/input/game.csa ${cli_dir}/input/illegal.csa
    ${cli_dir}/input/two-games.csa ${cli_dir}/input/collection.kifu)
endforeach()
kifu_cli_test(NAME "sfen --threads 1 of 1,200 files" EXIT 1 ARGS sfen --threads 1 ${many_inputs}
  OUTPUT_FILE ${csa_out}/many-threads-1.out ERROR_FILE ${csa_out}/many-threads-1.err)
set_tests_properties("cli: sfen --threads 1 of 1,200 files" PROPERTIES FIXTURES_SETUP many_threads_1)
kifu_cli_test(NAME "sfen --threads 3 of 1,200 files prints what --threads 1 prints" EXIT 1
  ARGS sfen --threads 3 ${many_inputs}
  STDOUT ${csa_out}/many-threads-1.out STDERR ${csa_out}/many-threads-1.err)
set_tests_properties("cli: sfen --threads 3 of 1,200 files prints what --threads 1 prints"
  PROPERTIES FIXTURES_REQUIRED many_threads_1)
kifu_cli_test(NAME "sfen --threads 1 of many files counts every warning" EXIT 1
  ARGS sfen --threads 1 ${threads_inputs} OUTPUT_FILE /dev/null
  STDERR_MATCH "kifu: [0-9]+ more problems not shown \\([^)]*[0-9]+ warnings; [0-9]+ in all\\)")
kifu_cli_test(NAME "sfen --threads 0 is a usage error" EXIT 2 ARGS sfen --threads 0 ${cli_dir}/input/game.csa)

# sfen -o writes as it goes: an existing file is refused before any file is read.
file(WRITE ${csa_out}/existing.sfen "keep me\n")
kifu_cli_test(NAME "sfen -o an existing file is refused before reading" EXIT 1
  ARGS sfen ${cli_dir}/input/illegal.csa -o ${csa_out}/existing.sfen
  STDERR_MATCH "^[^\n]*existing.sfen: error: the file exists; it is left as it is \\(--force replaces it\\)\n$")
kifu_cli_test(NAME "sfen -o writes the file" EXIT 0
  ARGS sfen ${cli_dir}/input/game.csa -o ${csa_out}/game.sfen --force)
set_tests_properties("cli: sfen -o writes the file" PROPERTIES FIXTURES_SETUP sfen_file)
add_test(NAME "cli: sfen -o wrote the SFEN lines"
  COMMAND ${CMAKE_COMMAND} -E compare_files ${csa_out}/game.sfen ${cli_dir}/expected/sfen-csa-game.txt)
set_tests_properties("cli: sfen -o wrote the SFEN lines" PROPERTIES FIXTURES_REQUIRED sfen_file)

# Every output format says what it leaves out (conversion_losses; write_csa for CSA).
kifu_cli_test(NAME "convert a CSA file to KI2 says what KI2 leaves out" EXIT 0
  ARGS convert ${cli_dir}/input/game.csa --to ki2
  STDERR_MATCH "game.csa: warning: KI2 has no times: 5 times not written\n[^\n]*game.csa: warning: KI2 has no special-move lines: 1 special move \\(投了 …\\) stated by the まで line alone")
