# kifu export: HCPE rows from records (their bytes are checked against the Python package's
# export, which reads each row back to its position and move, in tests/python/test_training.py).
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
  STDERR_MATCH "an SGF Go record .*`kifu export` reads KIF, KI2, CSA or JKF")
kifu_cli_test(NAME "export needs an output file" EXIT 2
  ARGS export ${data_dir}/kif/skc_floodgate.csa
  STDERR_MATCH "kifu export: error: --output is required")
