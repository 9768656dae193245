# kifu export: HCPE, PSV and text examples from records (their bytes are checked against the Python
# package's export, which reads each row back to its position and move, in
# tests/python/test_training.py).
set(export_out ${CMAKE_CURRENT_BINARY_DIR}/export-out)
file(MAKE_DIRECTORY ${export_out})
kifu_cli_test(NAME "export writes a row for each move of a resigned floodgate game (125 moves)" EXIT 0
  ARGS export ${data_dir}/kif/skc_floodgate.csa -o ${export_out}/floodgate.hcpe --force
  STDERR_MATCH "kifu export: note: 125 rows of 38 bytes")
kifu_cli_test(NAME "export names a game without a result and writes the others" EXIT 0
  ARGS export ${data_dir}/kif/tsshogi_sample.kifu ${data_dir}/kif/skc_floodgate.csa
    -o ${export_out}/two.hcpe --force
  STDERR_MATCH "tsshogi_sample.kifu: note: the game has no result .*125 rows")
kifu_cli_test(NAME "export refuses a Go record by name and exits 1" EXIT 1
  ARGS export ${data_dir}/go/sabaki-sgf/japanese.sgf -o ${export_out}/go.hcpe --force
  STDERR_MATCH "an SGF Go record .*`kifu export` reads KIF, KI2, CSA, JKF or SFEN/USI")
kifu_cli_test(NAME "export needs an output file" EXIT 2
  ARGS export ${data_dir}/kif/skc_floodgate.csa
  STDERR_MATCH "kifu export: error: --output is required")
kifu_cli_test(NAME "export writes 40-byte PSV rows with --format psv" EXIT 0
  ARGS export ${data_dir}/kif/skc_floodgate.csa -o ${export_out}/floodgate.psv --force
    --format psv
  STDERR_MATCH "kifu export: note: 125 rows of 40 bytes")
kifu_cli_test(NAME "export writes YaneuraOu's plain text with --format sfen" EXIT 0
  ARGS export ${data_dir}/kif/skc_floodgate.csa -o - --format sfen
  STDOUT_MATCH "^sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\nmove 2g2f\nscore 113\nply 1\nresult 1\ne\nsfen [^\n]+ w - 2\nmove 3c3d\nscore -126\nply 2\nresult -1\ne\n"
  STDERR_MATCH "125 examples")
kifu_cli_test(NAME "export leaves out a game whose players are rated below --min-rating" EXIT 0
  ARGS export ${data_dir}/kif/skc_floodgate.csa -o ${export_out}/rated.hcpe --force
    --min-rating 3400
  STDERR_MATCH "skc_floodgate.csa: note: a player rated below the minimum.*0 rows")
kifu_cli_test(NAME "export keeps the game when both ratings reach --min-rating" EXIT 0
  ARGS export ${data_dir}/kif/skc_floodgate.csa -o ${export_out}/rated.hcpe --force
    --min-rating 3382
  STDERR_MATCH "125 rows")
kifu_cli_test(NAME "export refuses a format it does not write" EXIT 2
  ARGS export ${data_dir}/kif/skc_floodgate.csa -o ${export_out}/x.bin --format npz
  STDERR_MATCH "--format: 'npz' is not one of hcpe, psv, sfen")
# CSA's %HIKIWAKE is a plain draw (引き分け), not 持将棋: --drop-jishogi keeps
# it, --drop-draws leaves it out.
file(WRITE ${export_out}/ends.csa
  "V2.2\nPI\n+\n+7776FU\n-3334FU\n%HIKIWAKE\n/\nPI\n+\n+7776FU\n-3334FU\n%JISHOGI\n")
kifu_cli_test(NAME "export --drop-jishogi keeps a game drawn by %HIKIWAKE" EXIT 0
  ARGS export ${export_out}/ends.csa --format sfen --drop-jishogi -o ${export_out}/ends1.txt
    --force --diagnostics all
  STDERR_MATCH "record 2: a draw by 持将棋\nkifu export: note: 2 examples")
kifu_cli_test(NAME "export --drop-draws leaves out a game drawn by %HIKIWAKE as a draw" EXIT 0
  ARGS export ${export_out}/ends.csa --format sfen --drop-draws -o ${export_out}/ends2.txt
    --force --diagnostics all
  STDERR_MATCH "record 1: a draw \\(引き分け\\)")
configure_file(${data_dir}/kif/jkf_9fu.kif ${export_out}/in-place.kif COPYONLY)
kifu_cli_test(NAME "export refuses to write over one of its inputs, even with --force" EXIT 2
  ARGS export ${export_out}/in-place.kif --format sfen -o ${export_out}/../export-out/in-place.kif
    --force
  STDERR_MATCH "in-place.kif is also an input file: writing it would replace the records read")
# A full standard output: the error, and no note of rows as if they had been written.
add_test(NAME "cli: export to a full standard output says so and counts no rows"
  COMMAND bash -c "err=$($<TARGET_FILE:kifu_program> export ${data_dir}/kif/skc_floodgate.csa -o - --format sfen 2>&1 >/dev/full); s=$?; test $s -eq 1 && [[ $err == *'could not write to standard output'* ]] && [[ $err != *'note:'* ]]")
