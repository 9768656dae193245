# kifu analyze and kifu graph: a real engine (Debian's fairy-stockfish) over a real game, a
# stand-in engine that crashes or gives an illegal line, and the usage errors. The real engine
# searches to a depth, not for a time: on a loaded machine it once answered a 50 ms search
# before its first score, which left a position unanalysed.
set(analyze_out ${CMAKE_CURRENT_BINARY_DIR}/analyze-out)
file(MAKE_DIRECTORY ${analyze_out})
set(standin "sh ${data_dir}/usi/standin.sh")
kifu_cli_test(NAME "analyze writes ShogiHome's evaluation lines for ten plies with fairy-stockfish"
  EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine /usr/games/fairy-stockfish
    --depth 6 --plies 1-10 -o ${analyze_out}/ryuou.kif --force
  STDERR_MATCH "kifu analyze: note: 10 of 10 positions analysed by Fairy-Stockfish")
kifu_cli_test(NAME "analyze writes floodgate's '** lines in CSA, with MultiPV set" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine /usr/games/fairy-stockfish
    --depth 6 --plies 110- --multipv 2 -o ${analyze_out}/ryuou.csa --force
  STDERR_MATCH "kifu analyze: note: 8 of 8 positions analysed")
kifu_cli_test(NAME "analyze restarts an engine that crashes and stops after three failures" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} crash"
    --movetime 30 --plies 1-5 -o ${analyze_out}/crash.kif --force
  STDERR_MATCH "ply 1: the engine was ended by signal 11.*the engine is started again.*failed on 3 positions in a row")
kifu_cli_test(NAME "analyze reports an engine's illegal reading line and keeps the score" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} illegal-pv"
    --movetime 30 --plies 1 -o ${analyze_out}/illegal.kif --force
  STDERR_MATCH "ply 1: the engine's reading line is illegal at its move 2 \\(3c3d\\); it is left out, the score kept")
kifu_cli_test(NAME "analyze keeps no score whose reading line starts illegal: the engine searched another position" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} other-position"
    --movetime 30 --plies 1 -o ${analyze_out}/other.kif --force
  STDERR_MATCH "ply 1: the engine's reading line starts with a move that is not legal here \\(7g7f\\), so its score is for another position; left unanalysed.*0 of 1 positions analysed")
kifu_cli_test(NAME "analyze warns of moves from the engine's book, which give no score, and succeeds" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} book"
    --movetime 30 --plies 1-2 -o ${analyze_out}/book.kif --force
  STDERR_MATCH "ply 1: the engine gave no score or reading line.*0 of 2 positions analysed by standin-book; 2 left without a score by the engine")
# What would stop the writing after the analysis is found before the engine starts (an engine
# that cannot start shows it: its error would come first).
kifu_cli_test(NAME "analyze refuses an output file that exists before it starts the engine" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine kifu-no-such-engine
    --movetime 30 -o ${data_dir}/kif/jkf_fork.kif
  STDERR_MATCH "jkf_fork.kif: error: the file exists; it is left as it is")
kifu_cli_test(NAME "analyze of several files refuses -o FILE.kif, which would be made a directory" EXIT 2
  ARGS analyze ${data_dir}/kif/jkf_fork.kif ${data_dir}/kif/jkf_9fu.kif --engine "${standin} fine"
    --movetime 30 -o ${analyze_out}/several.kif
  STDERR_MATCH "several.kif: error: -o names a file, but several inputs are written one file each")
kifu_cli_test(NAME "analyze refuses an output in a missing directory before it starts the engine" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine kifu-no-such-engine
    --movetime 30 -o ${analyze_out}/no-such-directory/x.kif
  STDERR_MATCH "no-such-directory/x.kif: error: cannot write the file \\(No such file or directory\\)")
file(WRITE ${analyze_out}/emoji.kifu "先手：𠮷田\n手数----指手---------消費時間--\n   1 ７六歩(77)\n")
kifu_cli_test(NAME "analyze refuses a record its output cannot hold before it starts the engine" EXIT 1
  ARGS analyze ${analyze_out}/emoji.kifu --engine kifu-no-such-engine --movetime 30
    -o ${analyze_out}/emoji.kif --force
  STDERR_MATCH "emoji.kif: error: written line 1, column 4: .* has no Shift_JIS \\(Windows-31J\\) form; UTF-8 keeps it \\(--encoding utf8\\)")
kifu_cli_test(NAME "analyze writes a record its output cannot hold in Shift_JIS with --encoding utf8" EXIT 0
  ARGS analyze ${analyze_out}/emoji.kifu --engine "${standin} illegal-pv" --movetime 30
    --encoding utf8 -o ${analyze_out}/emoji.kif --force
  STDERR_MATCH "1 of 1 positions analysed")
kifu_cli_test(NAME "analyze refuses two inputs written to one output file" EXIT 2
  ARGS analyze ${data_dir}/kif/jkf_fork.kif ${data_dir}/kif/jkf_fork.kif
    --engine kifu-no-such-engine --movetime 30 -o ${analyze_out}/twice --force
  STDERR_MATCH "'.*jkf_fork.kif' and '.*jkf_fork.kif' would both be written to .*twice/jkf_fork.kif")
configure_file(${data_dir}/kif/jkf_fork.kif ${analyze_out}/other-game.kif COPYONLY)
kifu_cli_test(NAME "analyze --resume refuses an output that holds other games than its input" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine kifu-no-such-engine
    --movetime 30 -o ${analyze_out}/other-game.kif --resume
  STDERR_MATCH "other-game.kif: error: --resume: it does not hold the games of .*jkf_ryuou201409020101.kif")
kifu_cli_test(NAME "analyze needs a limit for the engine" EXIT 2
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine /usr/games/fairy-stockfish
    -o ${analyze_out}/x.kif
  STDERR_MATCH "give the engine a limit: --movetime MS, --nodes N or --depth D")
kifu_cli_test(NAME "analyze says when the engine cannot be started" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine kifu-no-such-engine
    --movetime 30 -o ${analyze_out}/x.kif
  STDERR_MATCH "--engine 'kifu-no-such-engine': cannot start 'kifu-no-such-engine'")
kifu_cli_test(NAME "analyze refuses an option the engine does not declare" EXIT 2
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine /usr/games/fairy-stockfish
    --movetime 30 --option NoSuchOption=1 -o ${analyze_out}/x.kif
  STDERR_MATCH "the engine has no option 'NoSuchOption'")
kifu_cli_test(NAME "graph draws a floodgate game's evaluations as SVG" EXIT 0
  ARGS graph ${data_dir}/kif/skc_floodgate.csa -o -
  STDOUT_MATCH "class=\"eval-point\" data-ply=\"1\" data-score=\"113\".*class=\"largest-swing\"")
kifu_cli_test(NAME "graph warns that a record without evaluations gives an empty graph" EXIT 0
  ARGS graph ${data_dir}/kif/jkf_fork.kif -o ${analyze_out}/empty.svg --force
  STDERR_MATCH "the record holds no engine evaluations.*kifu analyze adds them")
kifu_cli_test(NAME "diagram --eval writes the position's evaluation under the caption" EXIT 0
  ARGS diagram ${data_dir}/kif/skc_floodgate.csa --ply 2 --eval -o -
  STDOUT_MATCH "【図は2手目 △３四歩まで】</text><text class=\"caption\"[^>]*>評価値 \\+126</text>")
# A 60-ply game to depth 6 a position with the real engine, then its graph read back: a point for
# each of the 60 analysed plies.
kifu_cli_test(NAME "analyze a 60-ply game to depth 6 a position with fairy-stockfish" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine /usr/games/fairy-stockfish
    --depth 6 --plies 1-60 -o ${analyze_out}/sixty.kif --force
  STDERR_MATCH "60 of 60 positions analysed")
set_tests_properties("cli: analyze a 60-ply game to depth 6 a position with fairy-stockfish"
  PROPERTIES FIXTURES_SETUP analysed_sixty)
kifu_cli_test(NAME "graph of the 60 analysed plies has a point for each" EXIT 0
  ARGS graph ${analyze_out}/sixty.kif -o -
  STDOUT_MATCH "data-ply=\"1\" data-score=.*data-ply=\"60\" data-score=")
set_tests_properties("cli: graph of the 60 analysed plies has a point for each"
  PROPERTIES FIXTURES_REQUIRED analysed_sixty)
kifu_cli_test(NAME "check warns of an engine's reading line that is not legal, at its move" EXIT 0
  ARGS check ${cli_dir}/input/illegal-reading-line.kif
  STDERR_MATCH "illegal-reading-line.kif:3:1: warning: the engine's reading line in the comment of move 1 is not legal at its move 2; it is kept as text only")
kifu_cli_test(NAME "check warns of an evaluation whose value does not read, at its move" EXIT 0
  ARGS check ${cli_dir}/input/unreadable-evaluations.kif
  STDERR_MATCH "unreadable-evaluations.kif:3:1: warning: the evaluation line '#評価値=abc' in the comment of move 1 has no value kifu can read.*unreadable-evaluations.kif:8:1: warning: the evaluation line '#詰み=引き分け' in the comment of move 3")
kifu_cli_test(NAME "check warns of a floodgate line whose score is not a number" EXIT 0
  ARGS check ${cli_dir}/input/unreadable-evaluation.csa
  STDERR_MATCH "unreadable-evaluation.csa:4:1: warning: the evaluation line '.. abc .3334FU' in the comment of move 1 has no value kifu can read \\(a whole number after \\*\\*\\)")
kifu_cli_test(NAME "graph warns of an evaluation whose value does not read" EXIT 0
  ARGS graph ${cli_dir}/input/unreadable-evaluations.kif -o -
  STDERR_MATCH "warning: the evaluation line '#評価値=abc' in the comment of move 1 has no value kifu can read .*: the move counts as unevaluated")
kifu_cli_test(NAME "export warns of an evaluation whose value does not read" EXIT 0
  ARGS export ${cli_dir}/input/unreadable-evaluations.kif --format sfen -o -
  STDERR_MATCH "warning: the evaluation line '#評価値=abc' in the comment of move 1")
kifu_cli_test(NAME "analyze warns when --plies selects no position of a record" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} fine"
    --movetime 30 --plies 200 -o ${analyze_out}/none.kif --force
  STDERR_MATCH "warning: --plies 200 selects no position of a record of 117 moves")
kifu_cli_test(NAME "analyze hints that an engine dying under --depth may not read go depth" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} crash"
    --depth 3 --plies 1 -o ${analyze_out}/depth.kif --force
  STDERR_MATCH "signal 11 \\(Segmentation fault\\) \\(not every engine reads go depth: --movetime works with every one\\); left unanalysed")
# The evaluations already on the plies analysed (a floodgate player's) go when the run starts: a
# run stopped short leaves none of them to be taken for its own by --resume.
add_test(NAME "cli: analyze clears the old evaluations of the plies it analyses, kept or not"
  COMMAND bash -c "out=${analyze_out}/cleared.csa; $<TARGET_FILE:kifu_program> analyze ${data_dir}/csa/floodgate-style.csa --engine '${standin} crash' --movetime 30 --plies 1-2 -o $out --force 2>/dev/null; test $? -eq 1 && test \"$(grep \"^'\" $out | grep -o \"^'[*][*] -*[0-9]*\" | tr '\\n' ' ')\" = \"'** 120 \"")
add_test(NAME "cli: analyze --resume without an earlier output says every position is analysed"
  COMMAND bash -c "out=${analyze_out}/fresh-resume.csa; rm -f $out; err=$($<TARGET_FILE:kifu_program> analyze ${data_dir}/csa/floodgate-style.csa --engine '${standin} illegal-pv' --movetime 30 --plies 1 -o $out --resume 2>&1) && [[ $err == *'fresh-resume.csa: note: --resume: there is no output of an earlier run yet, so every position is analysed'*'1 of 1 positions analysed'* ]]")
kifu_cli_test(NAME "analyze refuses an engine name its Shift_JIS output cannot hold before it searches" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} Stöckfish"
    --movetime 30 --plies 1 -o ${analyze_out}/name.kif --force
  STDERR_MATCH "name.kif: error: the engine's name 'standin-Stöckfish' cannot be written in it .*give --encoding utf8; nothing was analysed")
file(WRITE ${analyze_out}/two.kifu "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n#--separator--\n手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n")
kifu_cli_test(NAME "analyze refuses JKF for a file of two records before it starts the engine" EXIT 1
  ARGS analyze ${analyze_out}/two.kifu --engine kifu-no-such-engine --movetime 30
    -o ${analyze_out}/two.jkf --force
  STDERR_MATCH "two.kifu: error: JKF holds one record and there are 2")
# USI's order: the options, then `isready` (an engine may load what they name on the first one).
kifu_cli_test(NAME "analyze sets the engine's options before its first isready" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} strict"
    --option USI_Hash=32 --movetime 30 --plies 1 -o ${analyze_out}/strict.kif --force
  STDERR_MATCH "1 of 1 positions analysed by standin-strict")
# Option names in any case, as USI engines take them; an unknown one is answered with those the
# engine declares; --multipv says it needs the engine's MultiPV.
kifu_cli_test(NAME "analyze sets an option named in another case, and lists the declared ones for an unknown name" EXIT 2
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} strict"
    --option usi_hash=32 --option hash=32 --movetime 30 --plies 1 -o ${analyze_out}/case.kif --force
  STDERR_MATCH "^kifu analyze: error: the engine has no option 'hash' \\(it declares USI_Hash, Style\\)\n$")
kifu_cli_test(NAME "analyze --multipv with an engine without MultiPV says what it needs" EXIT 2
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} strict"
    --multipv 2 --movetime 30 --plies 1 -o ${analyze_out}/multipv.kif --force
  STDERR_MATCH "--multipv asks the engine for several lines through its MultiPV option: the engine has no option 'MultiPV'")
# A full disk: the analysis is done but not written, and the closing note says so.
kifu_cli_test(NAME "analyze says its closing note's positions were not written to a full disk" EXIT 1
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine "${standin} illegal-pv"
    --movetime 30 --plies 1 -o /dev/full --force
  STDERR_MATCH "/dev/full: error: cannot write to it.*1 of 1 positions analysed.*not all of it could be written")
# Nothing to analyse: the engine (here one that does not exist) is not started for nothing.
kifu_cli_test(NAME "analyze starts no engine when --plies selects no position" EXIT 0
  ARGS analyze ${data_dir}/kif/jkf_ryuou201409020101.kif --engine kifu-no-such-engine
    --movetime 30 --plies 500- -o ${analyze_out}/none.kif --force
  STDERR_MATCH "--plies 500- selects no position of a record of [0-9]+ moves\nkifu analyze: note: no position to analyse, so the engine was not started\n$")
