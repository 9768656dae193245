# Tests of `kifu goban`: text Go boards to SGF and back (included by CMakeLists.txt beside it).

set(go_data ${cli_dir}/../data/go)
kifu_cli_test(NAME "goban parse GNU Go showboard" EXIT 0
  ARGS goban parse ${go_data}/gnugo/showboard_9.txt
  STDOUT ${cli_dir}/expected/goban-parse-showboard-9.sgf)
kifu_cli_test(NAME "goban parse a Shift_JIS post to a GTP board" EXIT 0
  ARGS goban parse ${go_data}/synthetic/figom_like_jp_9.sjis.txt --to text --style gtp
  STDOUT ${cli_dir}/expected/goban-parse-sjis-to-gtp.txt
  STDERR_MATCH "figom_like_jp_9.sjis.txt:18:1: warning: another board starts here")
kifu_cli_test(NAME "goban parse --to text prints each diagnostic once" EXIT 0
  ARGS goban parse ${go_data}/synthetic/figom_like_jp_9.sjis.txt --to text
  STDERR_MATCH "^[^\n]*:18:1: warning: another board starts here[^\n]*\n$")
kifu_cli_test(NAME "goban parse from stdin, notes with -v" EXIT 0
  ARGS goban parse - -v INPUT ${go_data}/gnugo/showboard_9.txt
  STDOUT ${cli_dir}/expected/goban-parse-showboard-9.sgf
  STDERR_MATCH "<stdin>:10:28: note: ignored 'WHITE \\(O\\) has captured 0 stones' after row 2")
kifu_cli_test(NAME "goban parse without a board" EXIT 1
  ARGS goban parse ${cli_dir}/input/goban-no-board.txt
  STDERR_MATCH "goban-no-board.txt:1:1: error: no Go board found")
kifu_cli_test(NAME "goban parse rejects an unknown style" EXIT 2
  ARGS goban parse ${go_data}/gnugo/showboard_9.txt --style ascii)
kifu_cli_test(NAME "goban render unicode" EXIT 0
  ARGS goban render ${go_data}/gnugo/printsgf_13.sgf --style unicode
  STDOUT ${cli_dir}/expected/goban-render-13-unicode.txt)
kifu_cli_test(NAME "goban render Shift_JIS" EXIT 0
  ARGS goban render ${go_data}/gnugo/setup.sgf --encoding sjis
  STDOUT ${cli_dir}/expected/goban-render-setup-jp.sjis.txt)
kifu_cli_test(NAME "goban render a file that is not SGF" EXIT 1
  ARGS goban render ${cli_dir}/input/goban-no-board.txt
  STDERR_MATCH "goban-no-board.txt:1:1: error: not SGF")
kifu_cli_test(NAME "goban help teaches" EXIT 0 ARGS goban parse --help)

# Against GNU Go (Debian package gnugo): what kifu reads, GNU Go loads as the same stones, and
# kifu's GTP drawing is GNU Go's showboard. Skipped when gnugo is not installed. Run on the
# uninstrumented program only: its 250 starts of kifu took 136 s under the sanitizers (34 s
# without), the longest test of the sanitized run, while the Go reader and writer are
# sanitized through their unit tests and the fuzz replay.
if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize")
  add_test(NAME "peers: text boards against GNU Go"
    COMMAND bash ${cli_dir}/../go/gnugo_check.sh $<TARGET_FILE:kifu_program> ${go_data}
      ${CMAKE_CURRENT_BINARY_DIR}/gnugo-work)
  set_tests_properties("peers: text boards against GNU Go" PROPERTIES SKIP_RETURN_CODE 77 COST 80)
endif()

# Playing the main line of a game: the position after a move, as text, SVG and errors.
kifu_cli_test(NAME "goban render a game after move 100 (GNU Go's board)" EXIT 0
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --move 100 --style gtp
  STDOUT ${cli_dir}/expected/goban-render-game-100-gtp.txt)
kifu_cli_test(NAME "goban render svg with move numbers (the golden diagram)" EXIT 0
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --move 60 --numbers 51 --format svg
  STDOUT ${cli_dir}/../data/diagram/go_game_60.svg)
kifu_cli_test(NAME "goban render past the last move" EXIT 1
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --move 165
  STDERR_MATCH "utf8bom.sgf: error: --move 165 is past the end of the main line, which has 164 moves")
# The board before the illegal move is drawn, as the error says (nothing was drawn), exit 1.
kifu_cli_test(NAME "goban render stops at an illegal move" EXIT 1
  ARGS goban render ${cli_dir}/input/goban-illegal.sgf --style gtp
  STDOUT_MATCH " 7 \\. \\. X \\. \\. \\. \\+ \\. \\. 7\n 6 \\. \\. \\. O \\. \\. \\. \\. \\. 6\n 5 \\. \\. \\. \\. X"
  STDERR_MATCH "goban-illegal.sgf:2:8: error: move 4 W\\[cc\\] is played on a stone already there")
kifu_cli_test(NAME "goban render up to the move before an illegal one" EXIT 0
  ARGS goban render ${cli_dir}/input/goban-illegal.sgf --move 3 --format svg
  STDOUT_MATCH "data-point=\"ee\" data-color=\"b\"")
kifu_cli_test(NAME "goban render warns of a ko retake" EXIT 0
  ARGS goban render ${cli_dir}/input/goban-ko.sgf --style gtp
  STDERR_MATCH "goban-ko.sgf:2:8: warning: move 2 W\\[bb\\] retakes the ko at once")
kifu_cli_test(NAME "goban render --every-move draws each board up to --move under its number" EXIT 0
  ARGS goban render ${cli_dir}/input/goban-ko.sgf --every-move --move 2 --style gtp
  STDOUT ${cli_dir}/expected/goban-render-every-move-gtp.txt)
kifu_cli_test(NAME "goban render --every-move stops at an illegal move" EXIT 1
  ARGS goban render ${cli_dir}/input/goban-illegal.sgf --every-move
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "goban-illegal.sgf:2:8: error: move 4 W\\[cc\\] is played on a stone already there")
kifu_cli_test(NAME "goban render --every-move is for the text board" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --every-move --format svg
  STDERR_MATCH "--every-move is for the text board")
kifu_cli_test(NAME "goban render svg to a full disk" EXIT 1
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --format svg OUTPUT_FILE /dev/full)
kifu_cli_test(NAME "goban render png to a full disk" EXIT 1
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --format png -o /dev/full --force)
kifu_cli_test(NAME "goban render help teaches --move and --format" EXIT 0
  ARGS goban render --help STDOUT_MATCH "--move.*--format.*class=\"stone\"")

# The example of playing a game and drawing it.
kifu_cli_test(NAME "example go_game plays a game with a capture and a ko" EXIT 0
  PROGRAM example_go_game STDOUT ${cli_dir}/expected/example-go-game.txt)

# Figures (譜): the moves of a range drawn on the position before it, retakes noted.
kifu_cli_test(NAME "goban render a figure notes a move played where a stone of the figure was" EXIT 0
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --figure 91 --move 110 --format svg
  STDOUT_MATCH "<text class=\"note\" [^>]*>104 at 94</text>")
kifu_cli_test(NAME "goban render --figure needs a picture format" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --figure 91
  STDERR_MATCH "--figure draws a picture: add --format svg or png")
# An option the output ignores is refused by name (it was passed over in silence).
kifu_cli_test(NAME "goban render --numbers needs a picture format" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --numbers 10
  STDERR_MATCH "^kifu goban render: error: --numbers draws on a picture: add --format svg or png\n$")
kifu_cli_test(NAME "goban render --style is for the text board" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --format svg --style gtp
  STDERR_MATCH "^kifu goban render: error: --style is for the text board: leave it out, or give --format text\n$")
kifu_cli_test(NAME "goban parse --encoding is for --to text" EXIT 2
  ARGS goban parse ${go_data}/gnugo/showboard_9.txt --encoding sjis
  STDERR_MATCH "^kifu goban parse: error: --encoding is for the text board: add --to text\n$")
kifu_cli_test(NAME "goban render --figure after --move" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --figure 91 --move 50 --format svg
  STDERR_MATCH "--figure 91 must name a move from 1 to the last move drawn \\(50\\)")
# A board amid text is read whatever the first line looks like ($ starts a CSA statement); a
# file with no board is named for what it is.
kifu_cli_test(NAME "goban parse finds the board of a post whose first line looks like CSA" EXIT 0
  ARGS goban parse ${cli_dir}/input/goban-forum-post.txt
  STDOUT_MATCH "AB\\[bb\\]\\[bc\\]\nAW\\[cb\\]\\[cc\\]")
kifu_cli_test(NAME "goban parse names a CSA record that holds no board" EXIT 1
  ARGS goban parse ${cli_dir}/input/game.csa
  STDERR_MATCH "game.csa: error: this is a CSA shogi record .*`kifu goban parse` reads")
# A pass is said beside its number (the board after it is the board before).
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/goban-pass.sgf "(;GM[1]FF[4]SZ[5];B[cc];W[];B[bb])")
kifu_cli_test(NAME "goban render --every-move says which moves were passes" EXIT 0
  ARGS goban render ${CMAKE_CURRENT_BINARY_DIR}/goban-pass.sgf --every-move --style gtp
  STDOUT_MATCH "^move 0\n.*\nmove 1\n.*\nmove 2: pass\n.*\nmove 3\n")
# A board larger than 25×25 is an error, not a board cut to 25×25 and written with exit 0: in
# GTP's style a 26×26 board names its columns A–Z without I (25 letters) and labels its top row 26.
set(goban_letters "   A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n")
string(REPEAT " ." 26 goban_cells)
set(goban_26 "${goban_letters}")
foreach(i RANGE 1 26)
  math(EXPR row "27 - ${i}")
  string(LENGTH "${row}" digits)
  if(digits EQUAL 1)
    set(row " ${row}")
  endif()
  string(APPEND goban_26 "${row}${goban_cells} ${row}\n")
endforeach()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/goban-26.txt "${goban_26}${goban_letters}")
kifu_cli_test(NAME "goban parse of a 26×26 board names the limit" EXIT 1
  ARGS goban parse ${CMAKE_CURRENT_BINARY_DIR}/goban-26.txt
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "^[^\n]*goban-26.txt:3:4: error: the board is 26 points wide. kifu reads boards of 2×2 to 25×25\n$")
# A file cut short: the error stays (exit 1), and the moves read before the cut are drawn.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/goban-cut.sgf "(;SZ[5];B[aa];W[bb]")
kifu_cli_test(NAME "goban render of a file cut short draws the moves read before the cut" EXIT 1
  ARGS goban render ${CMAKE_CURRENT_BINARY_DIR}/goban-cut.sgf --style gtp
  STDOUT_MATCH "\n 5 X \\. \\. \\. \\. 5\n 4 \\. O \\. \\+ \\. 4\n"
  STDERR_MATCH "^[^\n]*goban-cut.sgf:1:1: error: the game tree that starts here is not closed with '\\)' \\(is the file cut short\\?\\). what comes before the end of the file is read\n$")
# A second game tree is warned of where it starts, also after text.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/goban-two-games.sgf "(;SZ[5];B[aa])\nsecond game:\n(;SZ[19])\n")
kifu_cli_test(NAME "goban render warns that only the first game tree is read" EXIT 0
  ARGS goban render ${CMAKE_CURRENT_BINARY_DIR}/goban-two-games.sgf --style gtp
  STDOUT_MATCH "\n 5 X \\. \\. \\. \\. 5\n 4 \\. \\+ \\. \\+ \\. 4\n"
  STDERR_MATCH "^[^\n]*goban-two-games.sgf:3:1: warning: another game starts here. only the file's first game is read")
# --numbers names a move drawn, as --figure does: 0, a move past the last drawn or a sign is a
# usage error that names it (no numbers were drawn, exit 0).
foreach(numbers 0 500)
  kifu_cli_test(NAME "goban render --numbers ${numbers} is a usage error" EXIT 2
    ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --numbers ${numbers} --format svg
    STDOUT ${cli_dir}/expected/nothing.txt
    STDERR_MATCH "^kifu goban render: error: --numbers ${numbers} must name a move from 1 to the last move drawn \\(164\\)\n$")
endforeach()
kifu_cli_test(NAME "goban render --numbers after --move is a usage error" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --move 60 --numbers 61 --format svg
  STDERR_MATCH "^kifu goban render: error: --numbers 61 must name a move from 1 to the last move drawn \\(60\\)\n$")
kifu_cli_test(NAME "goban render --numbers takes no sign" EXIT 2
  ARGS goban render ${go_data}/sabaki-sgf/utf8bom.sgf --numbers -5 --format svg
  STDERR_MATCH "^kifu goban render: error: --numbers: '-5' is negative. this option takes no sign")
# What goban parse reads is said in the words of every refusal: Go boards drawn as text (it
# looks for them in any text, but does not read the kinds of that text).
kifu_cli_test(NAME "goban parse of binary data says what it reads" EXIT 1
  ARGS goban parse ${cli_dir}/hostile/random.bin
  STDERR_MATCH "^[^\n]*random.bin: error: this is binary data \\(it holds NUL bytes\\), which no kifu subcommand reads. `kifu goban parse` reads Go boards drawn as text\n$")
kifu_cli_test(NAME "goban parse of an SGF file says what it reads" EXIT 1
  ARGS goban parse ${cli_dir}/input/goban-ko.sgf
  STDERR_MATCH ": `kifu goban render` reads it. `kifu goban parse` reads Go boards drawn as text\n$")
kifu_cli_test(NAME "goban parse of a KIF record says what it reads" EXIT 1
  ARGS goban parse ${cli_dir}/../data/kif/tsshogi_sample.kifu
  STDERR_MATCH "^[^\n]*tsshogi_sample.kifu: error: this is a KIF shogi record [^\n]*. `kifu goban parse` reads Go boards drawn as text\n$")
# An empty file holds nothing to read, in the words of every other subcommand.
kifu_cli_test(NAME "goban parse of an empty file has nothing to read" EXIT 1
  ARGS goban parse ${cli_dir}/input/empty.kif
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "^[^\n]*empty.kif:1:1: error: nothing to read: the file holds no characters but blanks. `kifu goban parse` reads Go boards drawn as text\n$")
