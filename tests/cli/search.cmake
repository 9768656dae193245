# kifu search over the T-BASE fixtures.
set(search_data ${CMAKE_CURRENT_SOURCE_DIR}/../data/tbase)
kifu_cli_test(NAME "search by token, seed-style lines" EXIT 0
  ARGS search classics.dia --token -***合 WORKDIR ${search_data}
  STDOUT ${cli_dir}/expected/search-interpositions.txt
  STDERR_MATCH "2 of 9 problems match")
kifu_cli_test(NAME "search two sets, numbers prefixed by the set" EXIT 0
  ARGS search classics.dia lf-only.dia --regex "成\\(" --format numbers WORKDIR ${search_data}
  STDOUT ${cli_dir}/expected/search-numbers-two-sets.txt)
kifu_cli_test(NAME "search writes the matches as a new set" EXIT 0
  ARGS search ${search_data}/classics.dia --token -***合 --write ${CMAKE_CURRENT_BINARY_DIR}/found --force)
kifu_cli_test(NAME "the written set checks clean" EXIT 0
  ARGS tbase check found.dia WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDOUT ${cli_dir}/expected/search-found-check.txt)
set_tests_properties("cli: search writes the matches as a new set" PROPERTIES FIXTURES_SETUP search_found)
set_tests_properties("cli: the written set checks clean" PROPERTIES FIXTURES_REQUIRED search_found)
kifu_cli_test(NAME "search rejects a malformed query" EXIT 1
  ARGS search ${search_data}/classics.dia -e "{\"moves\": [{\"order\": \"sometimes\"}]}"
  STDERR_MATCH "query.moves\\[0\\].order must be")
kifu_cli_test(NAME "search rejects a malformed token" EXIT 1
  ARGS search ${search_data}/classics.dia --token +0*金
  STDERR_MATCH "'\\+0\\*金' is not a move token")
