# kifu tbase: the T-BASE fixtures of tests/data/tbase.
set(tbase_dir ${CMAKE_CURRENT_SOURCE_DIR}/../data/tbase)
kifu_cli_test(NAME "tbase dump finds the .tjn and .rem beside the .dia" EXIT 0
  ARGS tbase dump classics.dia WORKDIR ${tbase_dir}
  STDOUT ${cli_dir}/expected/tbase-dump-classics.jsonl)
kifu_cli_test(NAME "tbase check of a sound set" EXIT 0
  ARGS tbase check classics.dia lf-only.dia WORKDIR ${tbase_dir}
  STDOUT ${cli_dir}/expected/tbase-check-classics.txt)
kifu_cli_test(NAME "tbase check reports damage and exits 1" EXIT 1
  ARGS tbase check ${tbase_dir}/damaged.dia
  STDERR_MATCH "damaged.dia:8:1: error: record 3: its second line has 123 bytes.*damaged.dia:18:1: error: record 6 is cut short")
kifu_cli_test(NAME "tbase kif of a diagram without solution" EXIT 0
  ARGS tbase kif ${tbase_dir}/eof-mark.dia
  STDOUT ${cli_dir}/expected/tbase-kif-kemuri-diagram.kif)
kifu_cli_test(NAME "tbase --tjn needs a single .dia" EXIT 2
  ARGS tbase dump ${tbase_dir}/classics.dia ${tbase_dir}/lf-only.dia --tjn ${tbase_dir}/classics.tjn
  STDERR_MATCH "give one .dia file")
kifu_cli_test(NAME "tbase without a subcommand is a usage error" EXIT 2 ARGS tbase)

# from-kif writes a set; dump reads it back (the two tests run in order).
set(tsume_dir ${CMAKE_CURRENT_SOURCE_DIR}/../data/tsume/kifu-for-js)
kifu_cli_test(NAME "tbase from-kif writes a .dia and a .tjn" EXIT 0
  ARGS tbase from-kif kanju-kemuri.kif taichitsume.kif -o ${CMAKE_CURRENT_BINARY_DIR}/from-kif --force
  WORKDIR ${tsume_dir})
kifu_cli_test(NAME "tbase dump of the set made from KIF" EXIT 0
  ARGS tbase dump from-kif.dia WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDOUT ${cli_dir}/expected/tbase-dump-from-kif.jsonl)
set_tests_properties("cli: tbase from-kif writes a .dia and a .tjn" PROPERTIES FIXTURES_SETUP tbase_from_kif)
set_tests_properties("cli: tbase dump of the set made from KIF" PROPERTIES FIXTURES_REQUIRED tbase_from_kif)
