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
kifu_cli_test(NAME "tbase check uses the first of two solutions of a work, with a warning" EXIT 0
  ARGS tbase check classics.dia --tjn ${cli_dir}/input/repeated-work.tjn WORKDIR ${tbase_dir}
  STDOUT ${cli_dir}/expected/tbase-check-repeated-work.txt
  STDERR_MATCH "repeated-work.tjn:5:1: warning: work 0006 has another solution at line 1; that first one is used")
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
# A work whose 作者 is longer than its field is left out, not written with the field blank; the
# other works are written, and the exit status says a work was lost.
set(mate_in_one "後手の持駒：飛二　角二　金三　銀四　桂四　香四　歩十七\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：金\n手数----指手---------消費時間--\n   1 ５二金打\n")
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/long-author.kif "作者：伊藤看寿（将棋図巧の作者、八代大橋宗桂の子）\n${mate_in_one}")
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/short-author.kif "作者：看寿\n${mate_in_one}")
kifu_cli_test(NAME "tbase from-kif leaves out a work whose author does not fit, and writes the others" EXIT 1
  ARGS tbase from-kif long-author.kif short-author.kif -o long-author --force
  WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDERR_MATCH "long-author.kif: error: record 1: 作者名: '伊藤看寿（[^']*' needs 44 bytes; the field has 12\nlong-author.kif: note: work 0001 is left out of the set")
kifu_cli_test(NAME "tbase from-kif's set without the work that did not fit holds the other" EXIT 0
  ARGS tbase dump long-author.dia WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDOUT_MATCH "^[{][^\n]*\"number\":2,[^\n]*\n$")
# A T-BASE set is Shift_JIS whatever is asked: no advice to write UTF-8, which no option gives.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/emoji-author.kif "作者：絵文字😀\n${mate_in_one}")
kifu_cli_test(NAME "tbase from-kif names a character Shift_JIS lacks without advising UTF-8" EXIT 1
  ARGS tbase from-kif emoji-author.kif short-author.kif -o emoji-author --force
  WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDERR_MATCH "emoji-author.kif: error: record 1: 作者名: '😀' \\(U\\+1F600\\) has no Shift_JIS \\(Windows-31J\\) form\nemoji-author.kif: note: work 0001 is left out of the set")
set_tests_properties("cli: tbase from-kif leaves out a work whose author does not fit, and writes the others"
  PROPERTIES FIXTURES_SETUP tbase_long_author)
set_tests_properties("cli: tbase from-kif's set without the work that did not fit holds the other"
  PROPERTIES FIXTURES_REQUIRED tbase_long_author)
# The set's files go together: an old .tjn stops the run before anything is written, an old
# .rem goes with --force when the new set has no comments, and no readable work writes no set.
set(from_kif_guard ${CMAKE_CURRENT_BINARY_DIR}/from-kif-guard)
add_test(NAME "cli: tbase from-kif guard starts with an old .tjn and an old .rem"
  COMMAND sh -c "rm -rf '${from_kif_guard}' && mkdir '${from_kif_guard}' && echo old > '${from_kif_guard}/old.tjn' && echo '#0001' > '${from_kif_guard}/stale.rem'")
set_tests_properties("cli: tbase from-kif guard starts with an old .tjn and an old .rem"
  PROPERTIES FIXTURES_SETUP tbase_from_kif_guard)
kifu_cli_test(NAME "tbase from-kif writes no file of a set whose .tjn exists" EXIT 1
  ARGS tbase from-kif ${tsume_dir}/taichitsume.kif -o ${from_kif_guard}/old
  STDERR_MATCH "old.tjn: error: the file exists\n.*nothing was written")
kifu_cli_test(NAME "tbase from-kif --force removes an old .rem the new set has no use for" EXIT 0
  ARGS tbase from-kif ${tsume_dir}/taichitsume.kif -o ${from_kif_guard}/stale --force
  STDERR_MATCH "stale.rem: note: removed: the new set has no comments \\(--force\\)")
kifu_cli_test(NAME "tbase from-kif of no readable work writes no set" EXIT 1
  ARGS tbase from-kif ${from_kif_guard}/no-such.kif -o ${from_kif_guard}/none
  STDERR_MATCH "error: no work could be read; no set was written")
set_tests_properties("cli: tbase from-kif writes no file of a set whose .tjn exists"
  "cli: tbase from-kif --force removes an old .rem the new set has no use for"
  "cli: tbase from-kif of no readable work writes no set"
  PROPERTIES FIXTURES_SETUP tbase_from_kif_guarded FIXTURES_REQUIRED tbase_from_kif_guard)
add_test(NAME "cli: tbase from-kif guard holds the old .tjn and the new stale set only"
  COMMAND ${CMAKE_COMMAND} -DDIR=${from_kif_guard} -DCOUNT=3 "-DNAMES=old.tjn;stale.dia;stale.tjn"
    -P ${cli_dir}/dir_holds.cmake)
set_tests_properties("cli: tbase from-kif guard holds the old .tjn and the new stale set only"
  PROPERTIES FIXTURES_REQUIRED tbase_from_kif_guarded)

# tbase kif of two sets: one file per work, named by set and number, none overwritten; on standard
# output the works are separated so that they read back as as many records.
set(tbase_kif_out ${CMAKE_CURRENT_BINARY_DIR}/tbase-kif)
add_test(NAME "cli: tbase kif starts from no output directory"
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${tbase_kif_out})
set_tests_properties("cli: tbase kif starts from no output directory"
  PROPERTIES FIXTURES_SETUP tbase_kif_fresh)
kifu_cli_test(NAME "tbase kif -o makes the directory and a file per work of every set" EXIT 0
  ARGS tbase kif ${tbase_dir}/classics.dia ${tbase_dir}/lf-only.dia -o ${tbase_kif_out}/new)
set_tests_properties("cli: tbase kif -o makes the directory and a file per work of every set"
  PROPERTIES FIXTURES_SETUP tbase_kif_dir FIXTURES_REQUIRED tbase_kif_fresh)
# A set that cannot be read leaves no directory behind: it is made for the first work written.
kifu_cli_test(NAME "tbase kif -o of a set that cannot be read fails" EXIT 1
  ARGS tbase kif ${tbase_kif_out}/no-such-set.dia -o ${tbase_kif_out}/unread
  STDERR_MATCH "no-such-set.dia: error: cannot open the file")
kifu_cli_test(NAME "tbase diagram -o of a set that cannot be read fails" EXIT 1
  ARGS tbase diagram ${tbase_kif_out}/no-such-set.dia -o ${tbase_kif_out}/unread-pictures
  STDERR_MATCH "no-such-set.dia: error: cannot open the file")
add_test(NAME "cli: tbase kif and diagram of a set that cannot be read made no directory"
  COMMAND ${CMAKE_COMMAND} -DPATH=${tbase_kif_out}/unread -P ${cli_dir}/no_path.cmake)
add_test(NAME "cli: tbase diagram of a set that cannot be read made no directory"
  COMMAND ${CMAKE_COMMAND} -DPATH=${tbase_kif_out}/unread-pictures -P ${cli_dir}/no_path.cmake)
set_tests_properties("cli: tbase kif -o of a set that cannot be read fails"
  "cli: tbase diagram -o of a set that cannot be read fails"
  PROPERTIES FIXTURES_SETUP tbase_unread FIXTURES_REQUIRED tbase_kif_fresh)
set_tests_properties("cli: tbase kif and diagram of a set that cannot be read made no directory"
  "cli: tbase diagram of a set that cannot be read made no directory"
  PROPERTIES FIXTURES_REQUIRED tbase_unread)
# With --work, -o may name a device: it is written to, and a full disk is an error.
kifu_cli_test(NAME "tbase diagram --work -o /dev/full is a failed write" EXIT 1
  ARGS tbase diagram ${tbase_dir}/classics.dia --work 1 --format svg -o /dev/full
  STDERR_MATCH "/dev/full: error: cannot write to it")
kifu_cli_test(NAME "tbase kif -o FILE.kif is refused, no directory made" EXIT 2
  ARGS tbase kif ${tbase_dir}/classics.dia -o ${tbase_kif_out}/all.kif
  STDERR_MATCH "all.kif: error: -o names a file, but tbase kif writes one file a work")
add_test(NAME "cli: tbase kif -o wrote 9 + 3 files"
  COMMAND ${CMAKE_COMMAND} -DDIR=${tbase_kif_out}/new -DCOUNT=12
    "-DNAMES=classics-0001.kif;classics-0009.kif;lf-only-0003.kif" -P ${cli_dir}/dir_holds.cmake)
kifu_cli_test(NAME "tbase kif -o leaves existing files alone" EXIT 1
  ARGS tbase kif ${tbase_dir}/classics.dia -o ${tbase_kif_out}/new
  STDERR_MATCH "classics-0001.kif: error: the file exists")
set_tests_properties("cli: tbase kif -o wrote 9 + 3 files" "cli: tbase kif -o leaves existing files alone"
  PROPERTIES FIXTURES_REQUIRED tbase_kif_dir)
kifu_cli_test(NAME "tbase kif to standard output separates the works" EXIT 0
  ARGS tbase kif ${tbase_dir}/classics.dia ${tbase_dir}/lf-only.dia OUTPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/tbase-kif-all.kifu)
set_tests_properties("cli: tbase kif to standard output separates the works"
  PROPERTIES FIXTURES_SETUP tbase_kif_all)
kifu_cli_test(NAME "the works on standard output read back as 12 records" EXIT 0
  ARGS sfen ${CMAKE_CURRENT_BINARY_DIR}/tbase-kif-all.kifu STDOUT_MATCH "# [^\n]*all.kifu record 12 of 12\n")
set_tests_properties("cli: the works on standard output read back as 12 records"
  PROPERTIES FIXTURES_REQUIRED tbase_kif_all)
kifu_cli_test(NAME "tbase kif keeps the .rem comment of a work" EXIT 0
  ARGS tbase kif classics.dia WORKDIR ${tbase_dir}
  STDOUT_MATCH "\n\\*伊藤看寿「将棋図巧」第99番。[^\n]*\n\\*\\$1三枚\\$7で詰み上がる。\n")

# search --write of two sets whose works share numbers: the second set's work 0001 is renumbered
# 0010, its solution and .rem comment with it, so the written set checks and dumps as the two
# sets did.
set(search_two ${CMAKE_CURRENT_BINARY_DIR}/search-two-sets)
kifu_cli_test(NAME "search --write renumbers a work whose number an earlier set has" EXIT 0
  ARGS search classics.dia ${cli_dir}/input/taichitsume-set.dia --format numbers
    --write ${search_two} --force
  WORKDIR ${tbase_dir}
  STDERR_MATCH "taichitsume-set.dia: note: work 0001 is written as work 0010: an earlier work has the number 0001")
kifu_cli_test(NAME "tbase check of the set search wrote" EXIT 0
  ARGS tbase check search-two-sets.dia WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDOUT_MATCH "search-two-sets.dia: 10 works, 9 solutions resolved, 9 ending in mate\n")
kifu_cli_test(NAME "tbase dump of the set search wrote keeps every solution and comment with its diagram"
  EXIT 0 ARGS tbase dump search-two-sets.dia WORKDIR ${CMAKE_CURRENT_BINARY_DIR}
  STDOUT ${cli_dir}/expected/tbase-dump-search-two-sets.jsonl)
set_tests_properties("cli: search --write renumbers a work whose number an earlier set has"
  PROPERTIES FIXTURES_SETUP tbase_search_two)
set_tests_properties("cli: tbase check of the set search wrote"
  "cli: tbase dump of the set search wrote keeps every solution and comment with its diagram"
  PROPERTIES FIXTURES_REQUIRED tbase_search_two)

# .dia → KIF → from-kif: every field tbase kif writes comes back, the .rem comments included,
# so the dump of the set made from the KIF files is the dump of the original. With a KIF of
# another set whose 作品番号 is also 1, from-kif renumbers that work.
set(round_trip ${CMAKE_CURRENT_BINARY_DIR}/tbase-round-trip)
kifu_cli_test(NAME "tbase kif of two sets for the round trip" EXIT 0
  ARGS tbase kif classics.dia ${cli_dir}/input/taichitsume-set.dia -o ${round_trip}/kif --force
  WORKDIR ${tbase_dir})
set(round_trip_kif)
foreach(n 1 2 3 4 5 6 7 8 9)
  list(APPEND round_trip_kif kif/classics-000${n}.kif)
endforeach()
kifu_cli_test(NAME "tbase from-kif reads back every field tbase kif writes" EXIT 0
  ARGS tbase from-kif ${round_trip_kif} -o classics --force WORKDIR ${round_trip})
kifu_cli_test(NAME "tbase dump after .dia → KIF → from-kif is the dump of the original" EXIT 0
  ARGS tbase dump classics.dia WORKDIR ${round_trip}
  STDOUT ${cli_dir}/expected/tbase-dump-classics.jsonl)
kifu_cli_test(NAME "tbase from-kif renumbers a work whose 作品番号 an earlier one has" EXIT 0
  ARGS tbase from-kif ${round_trip_kif} kif/taichitsume-set-0001.kif -o two-sets --force
  WORKDIR ${round_trip}
  STDERR_MATCH "taichitsume-set-0001.kif: note: work 0001 is written as work 0010: an earlier work has the number 0001")
kifu_cli_test(NAME "tbase check of the set from-kif renumbered" EXIT 0
  ARGS tbase check two-sets.dia WORKDIR ${round_trip}
  STDOUT_MATCH "two-sets.dia: 10 works, 9 solutions resolved, 9 ending in mate\n")
set_tests_properties("cli: tbase kif of two sets for the round trip"
  PROPERTIES FIXTURES_SETUP tbase_round_trip_kif)
set_tests_properties("cli: tbase from-kif reads back every field tbase kif writes"
  PROPERTIES FIXTURES_REQUIRED tbase_round_trip_kif FIXTURES_SETUP tbase_round_trip_set)
set_tests_properties("cli: tbase from-kif renumbers a work whose 作品番号 an earlier one has"
  PROPERTIES FIXTURES_REQUIRED tbase_round_trip_kif FIXTURES_SETUP tbase_round_trip_renumbered)
set_tests_properties("cli: tbase dump after .dia → KIF → from-kif is the dump of the original"
  PROPERTIES FIXTURES_REQUIRED "tbase_round_trip_kif;tbase_round_trip_set")
set_tests_properties("cli: tbase check of the set from-kif renumbered"
  PROPERTIES FIXTURES_REQUIRED "tbase_round_trip_kif;tbase_round_trip_renumbered")

# 出典中番号 that is not a number. tbase-source-index.dia is works 5 and 6 of classics.dia with
# the field's six bytes replaced by "P157  " and "第3番 " (Shift_JIS); tbase-undecodable.dia is
# work 7 with 出典中番号 "第3" and a cut character (bytes 94 20) and 作者コード "第3 ".
set(source_index_round_trip ${CMAKE_CURRENT_BINARY_DIR}/tbase-source-index)
kifu_cli_test(NAME "tbase dump gives a 出典中番号 that is not a number as its text" EXIT 0
  ARGS tbase dump tbase-source-index.dia WORKDIR ${cli_dir}/input
  STDOUT ${cli_dir}/expected/tbase-dump-source-index.jsonl
  STDERR ${cli_dir}/expected/tbase-nothing.txt)
kifu_cli_test(NAME "tbase kif writes a 出典中番号 that is not a number as a header line" EXIT 0
  ARGS tbase kif ${cli_dir}/input/tbase-source-index.dia
  STDOUT_MATCH "\n出典中番号：P157\n.*\n出典中番号：第3番\n")
add_test(NAME "cli: tbase 出典中番号 round trip starts from no directory"
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${source_index_round_trip})
kifu_cli_test(NAME "tbase kif of the 出典中番号 texts for the round trip" EXIT 0
  ARGS tbase kif ${cli_dir}/input/tbase-source-index.dia -o ${source_index_round_trip}/kif)
kifu_cli_test(NAME "tbase from-kif reads a 出典中番号 that is not a number back" EXIT 0
  ARGS tbase from-kif kif/tbase-source-index-0005.kif kif/tbase-source-index-0006.kif
    -o tbase-source-index WORKDIR ${source_index_round_trip})
kifu_cli_test(NAME "tbase dump after .dia → KIF → from-kif keeps the 出典中番号 texts" EXIT 0
  ARGS tbase dump tbase-source-index.dia WORKDIR ${source_index_round_trip}
  STDOUT ${cli_dir}/expected/tbase-dump-source-index.jsonl)
set_tests_properties("cli: tbase 出典中番号 round trip starts from no directory"
  PROPERTIES FIXTURES_SETUP tbase_source_index_fresh)
set_tests_properties("cli: tbase kif of the 出典中番号 texts for the round trip"
  PROPERTIES FIXTURES_REQUIRED tbase_source_index_fresh FIXTURES_SETUP tbase_source_index_kif)
set_tests_properties("cli: tbase from-kif reads a 出典中番号 that is not a number back"
  PROPERTIES FIXTURES_REQUIRED tbase_source_index_kif FIXTURES_SETUP tbase_source_index_set)
set_tests_properties("cli: tbase dump after .dia → KIF → from-kif keeps the 出典中番号 texts"
  PROPERTIES FIXTURES_REQUIRED tbase_source_index_set)
kifu_cli_test(NAME "tbase dump of fields that do not decode shows their text, not their bytes"
  EXIT 0 ARGS tbase dump tbase-undecodable.dia WORKDIR ${cli_dir}/input
  STDOUT ${cli_dir}/expected/tbase-dump-undecodable.jsonl
  STDERR ${cli_dir}/expected/tbase-dump-undecodable.txt)
kifu_cli_test(NAME "tbase from-kif warns of an ordinary game, naming its first quiet move" EXIT 0
  ARGS tbase from-kif ${data_dir}/kif/jkf_ryuou201409020101.kif -o ${CMAKE_CURRENT_BINARY_DIR}/from-game --force
  STDERR_MATCH "jkf_ryuou201409020101.kif:22:1: warning: this is not a tsume: the attacker's move 1 \\(７六歩\\(77\\)\\) does not give check")
kifu_cli_test(NAME "tbase diagram --work prints the problems of that work and counts the others" EXIT 1
  ARGS tbase diagram ${data_dir}/tbase/damaged.dia --work 4 -o ${CMAKE_CURRENT_BINARY_DIR}/damaged-4 --force
  STDERR_MATCH "damaged.dia:8:1: error: record 3: its second line has 123 bytes.*record 6 is cut short.*damaged.dia: 1 problem in other works not shown \\(kifu tbase check .*damaged.dia lists them\\)")
# A start that breaks the piece set: dump prints the work as read, with check's located error and
# exit status (it printed it with exit status 0 and no word).
foreach(sub check dump)
  kifu_cli_test(NAME "tbase ${sub} of a work with a third 角 is an error at its line" EXIT 1
    ARGS tbase ${sub} ${cli_dir}/input/too-many-bishops.dia
    STDERR_MATCH "too-many-bishops.dia:4:1: error: record 2: the diagram and the attacker's hand hold 3 角, more than the 2 of a set")
endforeach()
# -o - where a set or a directory is written is refused; one diagram with --work goes to
# standard output.
kifu_cli_test(NAME "tbase from-kif -o - is a usage error" EXIT 2
  ARGS tbase from-kif ${cli_dir}/../data/tsume/kifu-for-js/taichitsume.kif -o -
  STDERR_MATCH "-o - cannot be standard output: a T-BASE set is three files")
kifu_cli_test(NAME "tbase diagram --work -o - writes the diagram to standard output" EXIT 0
  ARGS tbase diagram ${cli_dir}/../data/tbase/classics.dia --work 1 --format text -o -
  STDOUT_MATCH "^持駒：")
kifu_cli_test(NAME "tbase check warns of a comment for a work that has no diagram" EXIT 0
  ARGS tbase check ${cli_dir}/../data/tbase/classics.dia --rem ${cli_dir}/input/orphan-comment.rem
  STDERR_MATCH "orphan-comment.rem: warning: work 0042 has a comment but no diagram")
kifu_cli_test(NAME "tbase index writes no index when no set can be read" EXIT 1
  ARGS tbase index no-such-set.dia -o ${CMAKE_CURRENT_BINARY_DIR}/never-written.kidx
  STDERR_MATCH "no set could be read. no index was written")
add_test(NAME "cli: tbase diagram --work -o - writes to standard output beside a directory named -"
  COMMAND bash -c "d=$(mktemp -d) && cd $d && mkdir -- - && out=$($<TARGET_FILE:kifu_program> tbase diagram ${CMAKE_CURRENT_SOURCE_DIR}/../data/tbase/classics.dia --work 1 --format text -o - 2>&1); s=$?; cd / && rm -rf $d; test $s -eq 0 && [[ $out == 持駒* ]]")
# A .tjn cut inside a solution is damaged input (exit 1), the works before it kept.
add_test(NAME "cli: tbase check of a .tjn cut inside a solution exits 1"
  COMMAND bash -c "d=$(mktemp -d) && cp ${tbase_dir}/classics.dia $d/c.dia && head -c 395 ${tbase_dir}/classics.tjn > $d/c.tjn && err=$($<TARGET_FILE:kifu_program> tbase check $d/c.dia 2>&1); s=$?; rm -rf $d; test $s -eq 1 && [[ $err == *\"c.tjn:5:1: error: the file ends inside work 0001's solution\"* ]]")
# One file of a set in the way: said in the singular.
add_test(NAME "cli: tbase from-kif names the one file of the set in the way"
  COMMAND bash -c "d=$(mktemp -d) && touch $d/x.dia && err=$($<TARGET_FILE:kifu_program> tbase from-kif ${tsume_dir}/taichitsume.kif -o $d/x 2>&1); s=$?; rm -rf $d; test $s -eq 1 && [[ $err == *'1 of the 2 files to write exists; nothing was written'* || $err == *'1 of the 3 files to write exists; nothing was written'* ]]")
