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
kifu_cli_test(NAME "search rejects a malformed query" EXIT 2
  ARGS search ${search_data}/classics.dia -e "{\"moves\": [{\"order\": \"sometimes\"}]}"
  STDERR_MATCH "query.moves\\[0\\].order must be")
kifu_cli_test(NAME "search rejects a malformed token" EXIT 2
  ARGS search ${search_data}/classics.dia --token +0*金
  STDERR_MATCH "'\\+0\\*金' is not a move token")
kifu_cli_test(NAME "search names what is wrong with a regular expression, without Boost's markers" EXIT 2
  ARGS search ${search_data}/classics.dia --regex "a{2,1}"
  STDERR_MATCH "the regular expression 'a\\{2,1\\}' is malformed: a count in \\{\\} that is not \\{n\\}, \\{n,\\} or \\{n,m\\} at character 5\n$")
# The same searches over an index of the same sets.
set(index_dir ${CMAKE_CURRENT_BINARY_DIR}/index)
file(MAKE_DIRECTORY ${index_dir})
kifu_cli_test(NAME "tbase index writes one set as an index" EXIT 0
  ARGS tbase index ${search_data}/classics.dia -o ${index_dir}/classics.kidx --force
  STDERR_MATCH "indexed 9 works \\(152 moves\\) of 1 set:")
kifu_cli_test(NAME "tbase index writes two sets as an index" EXIT 0
  ARGS tbase index ${search_data}/classics.dia ${search_data}/lf-only.dia
       -o ${index_dir}/two.kidx --force)
kifu_cli_test(NAME "tbase index does not overwrite an index unasked" EXIT 1
  ARGS tbase index ${search_data}/classics.dia -o ${index_dir}/classics.kidx
  STDERR_MATCH "the file exists")
kifu_cli_test(NAME "search over an index prints what the set gives" EXIT 0
  ARGS search ${index_dir}/classics.kidx --token -***合
  STDOUT ${cli_dir}/expected/search-interpositions.txt
  STDERR_MATCH "2 of 9 problems match")
kifu_cli_test(NAME "search over an index of two sets prefixes the set as the sets do" EXIT 0
  ARGS search ${index_dir}/two.kidx --regex "成\\(" --format numbers
  STDOUT ${cli_dir}/expected/search-numbers-two-sets.txt)
kifu_cli_test(NAME "search over an index writes the matches from the sets' files" EXIT 0
  ARGS search ${index_dir}/classics.kidx --token -***合 --write ${index_dir}/found --force)
kifu_cli_test(NAME "the set written from an index checks clean" EXIT 0
  ARGS tbase check found.dia WORKDIR ${index_dir}
  STDOUT ${cli_dir}/expected/search-found-check.txt)
kifu_cli_test(NAME "search over a truncated index is an error" EXIT 1
  ARGS search ${cli_dir}/input/truncated.kidx --token +**歩
  STDERR_MATCH "truncated.kidx: error: not a usable kifu index: it is 300 bytes long")
kifu_cli_test(NAME "search takes one index, not an index and sets" EXIT 2
  ARGS search ${index_dir}/classics.kidx ${search_data}/classics.dia --token +**歩
  STDERR_MATCH "give either one index file or T-BASE .dia files")
set_tests_properties("cli: tbase index writes one set as an index"
  "cli: tbase index writes two sets as an index" PROPERTIES FIXTURES_SETUP search_index)
set_tests_properties("cli: tbase index does not overwrite an index unasked"
  "cli: search over an index prints what the set gives"
  "cli: search over an index of two sets prefixes the set as the sets do"
  "cli: search over an index writes the matches from the sets' files"
  "cli: search takes one index, not an index and sets"
  PROPERTIES FIXTURES_REQUIRED search_index)
set_tests_properties("cli: search over an index writes the matches from the sets' files"
  PROPERTIES FIXTURES_SETUP search_index_found)
set_tests_properties("cli: the set written from an index checks clean"
  PROPERTIES FIXTURES_REQUIRED search_index_found)
# No problem found, no set written (empty files stood for a result and blocked the next --write).
add_test(NAME "cli: search --write with no match writes no file"
  COMMAND bash -c "d=$(mktemp -d) && err=$($<TARGET_FILE:kifu_program> search ${search_data}/classics.dia --token '+**歩不成' --write $d/found 2>&1 >/dev/null); s=$?; n=$(ls $d | wc -l); rm -rf $d; test $s -eq 0 && test $n -eq 0 && [[ $err == *'no problem matches: no set is written'* ]]")
kifu_cli_test(NAME "search says in its own words that a regular expression backtracks too much" EXIT 1
  ARGS search ${search_data}/classics.dia --format numbers
    -e "{\"moves\":[{\"patterns\":[{\"regex\":\"(.*)*(.*)*(.*)*(.*)*x$\"}],\"times\":50}]}"
  STDERR_MATCH "could not be matched \\(it backtracks too much on some problems' moves: make each part of it match in one way only")
# A set removed after indexing: the problems cannot be written, and the message says why.
add_test(NAME "cli: search --write from an index whose set is gone says it can no longer be read"
  COMMAND bash -c "d=$(mktemp -d) && cp ${search_data}/classics.dia ${search_data}/classics.tjn $d/ && $<TARGET_FILE:kifu_program> tbase index $d/classics.dia -o $d/i.kidx 2>/dev/null && rm $d/classics.dia && err=$($<TARGET_FILE:kifu_program> search $d/i.kidx --token '-***合' --write $d/found 2>&1 >/dev/null); s=$?; rm -rf $d; test $s -eq 1 && [[ $err == *'classics.dia: error: can no longer be read; rebuild the index'* ]]")
# A set is three files: --write - is refused, and an old OUT.rem never lends its comments to a
# new set that has none (it was left beside the new .dia and .tjn).
kifu_cli_test(NAME "search --write - is a usage error" EXIT 2
  ARGS search ${search_data}/classics.dia --write -
  STDERR_MATCH "--write - cannot be standard output: a T-BASE set is three files")
add_test(NAME "cli: search --write --force removes an old .rem the new set has no use for"
  COMMAND bash -c "d=$(mktemp -d) && $<TARGET_FILE:kifu_program> search ${search_data}/classics.dia --write $d/s 2>/dev/null >/dev/null && test -s $d/s.rem && $<TARGET_FILE:kifu_program> search ${search_data}/classics.dia --token '+**歩' --write $d/s >/dev/null 2>&1; refused=$?; err=$($<TARGET_FILE:kifu_program> search ${search_data}/classics.dia --token '+**銀不成' --write $d/s --force 2>&1 >/dev/null); s=$?; test -e $d/s.rem; kept=$?; rm -rf $d; test $refused -eq 1 && test $s -eq 0 && test $kept -eq 1 && [[ $err == *'s.rem: note: removed: the new set has no comments (--force)'* ]]")
# A problem of a solution names the .tjn, whose line it counts.
kifu_cli_test(NAME "search names the .tjn for a problem of a solution" EXIT 0
  ARGS search ${cli_dir}/input/wrong-solution.dia --format numbers
  STDERR_MATCH "wrong-solution.tjn:18:1: warning: work 0007: the position after the last move is not checkmate")
kifu_cli_test(NAME "search warns that a move line never writes 不成" EXIT 0
  ARGS search ${search_data}/classics.dia --text 不成 --format numbers
  STDERR_MATCH "<query>: warning: '不成' looks for 不成, which a move line's kif text never writes")
kifu_cli_test(NAME "search - of an index asks for its file name" EXIT 1
  ARGS search - --format numbers INPUT ${cli_dir}/input/truncated.kidx
  STDERR_MATCH "<stdin>: error: this is a tsume index file: give it by its file name")
# A set of the DOS days ends each file with the 0x1A mark: the set written keeps it, whether
# the problems come from the sets or from an index of them; a set without solutions gets no
# empty .tjn.
add_test(NAME "cli: search --write keeps a set's 0x1A end marks and writes no empty .tjn"
  COMMAND bash -c "d=$(mktemp -d) && $<TARGET_FILE:kifu_program> search ${search_data}/eof-mark.dia --write $d/e >/dev/null 2>&1 && cmp ${search_data}/eof-mark.dia $d/e.dia && test ! -e $d/e.tjn && for e in dia tjn rem; do cp ${search_data}/classics.$e $d/m.$e && printf '\\x1a' >> $d/m.$e; done && $<TARGET_FILE:kifu_program> search $d/m.dia --write $d/w >/dev/null 2>&1 && $<TARGET_FILE:kifu_program> tbase index $d/m.dia -o $d/m.kidx 2>/dev/null && $<TARGET_FILE:kifu_program> search $d/m.kidx --write $d/i >/dev/null 2>&1 && for e in dia tjn rem; do cmp $d/m.$e $d/w.$e && cmp $d/m.$e $d/i.$e || exit 1; done; s=$?; rm -rf $d; exit $s")
# --order, like --times, says something of the command-line patterns: without one it is refused.
kifu_cli_test(NAME "search --order without a pattern is a usage error" EXIT 2
  ARGS search ${search_data}/classics.dia --order in_order
  STDERR_MATCH "--order says how the --regex, --text or --token patterns occur; give one")
# Nothing could be read: the error alone, not a "0 of 0 problems match" after it.
kifu_cli_test(NAME "search of a set that cannot be read says so and counts nothing" EXIT 1
  ARGS search ${CMAKE_CURRENT_BINARY_DIR}/no-such-set.dia
  STDERR_MATCH "^[^\n]*no-such-set.dia: error: cannot open the file \\(No such file or directory\\)\n$")
