# kifu tsume solve and kifu tbase verify.

# Its time in seconds to the millisecond, never in exponent notation (6.5e-05).
kifu_cli_test(NAME "tsume solve mate in one" EXIT 0
  ARGS tsume solve --sfen "4k4/9/4P4/9/9/9/9/9/9 b G 1"
  STDOUT_MATCH "^info nodes 1 time [0-9]+[.][0-9][0-9][0-9] nps [0-9]+\npv G\\*5b\nmate 1\n$")
kifu_cli_test(NAME "tsume solve in tsume notation" EXIT 0
  ARGS tsume solve --format kif --sfen "7kl/5+R1b1/5K1p1/6+R2/9/8b/9/9/9 b - 1"
  STDOUT_MATCH "32龍12玉23龍21玉32龍12玉13歩同玉23龍\nmate 9\n$")
kifu_cli_test(NAME "tsume solve no mate" EXIT 0
  ARGS tsume solve --sfen "4k4/9/9/9/9/9/9/9/9 b G 1"
  STDOUT_MATCH "\nnomate\n$")
kifu_cli_test(NAME "tsume solve node limit" EXIT 0
  ARGS tsume solve --nodes 20 --sfen "9/1kg6/1p7/3+R5/P+b1g5/2b6/9/9/9 b G2SN 1"
  STDOUT_MATCH "\nunknown\n$")
kifu_cli_test(NAME "tsume solve bad sfen" EXIT 1
  ARGS tsume solve --sfen "4k4/9/4P4/9/9/9/9/9 b G 1"
  STDERR_MATCH "^--sfen:1:[0-9]+: error: ")
# A position file may open with # comments; a mistyped SFEN in a file is an SFEN's error, not
# a KIF read with warnings whose start (the even game) was solved.
kifu_cli_test(NAME "tsume solve a position after comment lines" EXIT 0
  ARGS tsume solve ${cli_dir}/input/commented-position.sfen
  STDOUT_MATCH "\npv G\\*5b\nmate 1\n$")
kifu_cli_test(NAME "tsume solve a mistyped SFEN in a file" EXIT 1
  ARGS tsume solve ${cli_dir}/input/eight-ranks.sfen STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "eight-ranks.sfen:1:20: error: the board needs 9 ranks")
kifu_cli_test(NAME "diagram a position after comment lines" EXIT 0
  ARGS diagram ${cli_dir}/input/commented-position.sfen --format text
  STDOUT_MATCH "持駒：金")
# A list of positions: --record K solves the K-th (comment and blank lines between are not
# counted), the first with a note that there are others; --record with --sfen is a usage error.
kifu_cli_test(NAME "tsume solve the second position of a list" EXIT 0
  ARGS tsume solve ${cli_dir}/input/two-positions.sfen --record 2 --count tsume
  STDOUT_MATCH "\npv 9i9a[+]\nmate 1\n$" STDERR ${cli_dir}/expected/nothing.txt)
kifu_cli_test(NAME "tsume solve the first position of a list, with a note" EXIT 0
  ARGS tsume solve ${cli_dir}/input/two-positions.sfen
  STDOUT_MATCH "\npv G\\*5b\nmate 1\n$"
  STDERR_MATCH "two-positions.sfen: note: the file holds 2 positions; the first is solved")
kifu_cli_test(NAME "tsume solve a record beyond a list of positions" EXIT 1
  ARGS tsume solve ${cli_dir}/input/two-positions.sfen --record 3
  STDERR_MATCH "two-positions.sfen: error: --record 3 but the file holds 2 positions")
kifu_cli_test(NAME "tsume solve --record with --sfen is a usage error" EXIT 2
  ARGS tsume solve --sfen "4k4/9/4P4/9/9/9/9/9/9 b G 1" --record 2
  STDERR_MATCH "error: --sfen and --record cannot be given together")
kifu_cli_test(NAME "diagram the second position of a list" EXIT 0
  ARGS diagram ${cli_dir}/input/two-positions.sfen --record 2 --format text
  STDOUT_MATCH "v王 一\n")
# A file that holds no problem: its error, and nothing on standard output (no answer).
kifu_cli_test(NAME "tsume solve a file that is no record" EXIT 1
  ARGS tsume solve ${cli_dir}/../data/tsume/set-3-29.tsv STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "set-3-29.tsv:1:1: error: no KIF or KI2 header")
kifu_cli_test(NAME "tsume solve without a defender king" EXIT 1
  ARGS tsume solve --sfen "9/9/9/9/9/9/9/9/9 b G 1"
  STDERR_MATCH "error: white \\(the defender\\) has no king")
kifu_cli_test(NAME "tsume solve strict count counts futile interpositions" EXIT 0
  ARGS tsume solve --memory 16 --format kif --sfen "8k/9/6N1G/9/9/9/9/9/R8 b - 1"
  STDOUT_MATCH "\n91飛[^\n]*81歩合[^\n]*22金\nmate 15\n$")
# --steps: a line as each step ends, the proof that no shorter mate exists among them.
kifu_cli_test(NAME "tsume solve steps" EXIT 0
  ARGS tsume solve --steps --memory 16 --sfen "8k/9/6N1G/9/9/9/9/9/R8 b - 1"
  STDOUT_MATCH "^info string a mate of any length: [0-9]+ plies \\([0-9]+ positions, [0-9.]+ s\\)\n.*\ninfo string a mate within 13 plies: none \\([0-9]+ positions, [0-9.]+ s\\)\ninfo string the main line with white's longest resistance: 15 plies \\([0-9]+ positions, [0-9.]+ s\\)\ninfo nodes [^\n]*\npv 9i9a[+] [^\n]*\nmate 15\n$")
kifu_cli_test(NAME "tsume solve tsume count leaves futile interpositions out" EXIT 0
  ARGS tsume solve --memory 16 --count tsume --sfen "8k/9/6N1G/9/9/9/9/9/R8 b - 1"
  STDOUT_MATCH "\npv 9i9a[+]*\nmate 1\n$")
kifu_cli_test(NAME "tbase verify" EXIT 0
  ARGS tbase verify ${cli_dir}/../data/tbase/classics.dia --work 4 --memory 16
  STDOUT_MATCH "^4: recorded 0 完全, verdict 0 完全, shortest mate 9 \\([0-9]+ nodes, [0-9.]+ [µms]+\\)\n1 work: 1 agree with the record, 0 differ, 0 unknown, 0 without a verdict [^\n]*\n$")
kifu_cli_test(NAME "tbase verify without a recorded solution" EXIT 0
  ARGS tbase verify ${cli_dir}/../data/tbase/classics.dia --work 2 --memory 16
  STDOUT_MATCH "^2: recorded 0 完全, verdict none, shortest mate 17, no recorded solution to check .*\n1 work: 0 agree with the record, 0 differ, 0 unknown, 1 without a verdict")
kifu_cli_test(NAME "tbase verify json" EXIT 0
  ARGS tbase verify ${cli_dir}/../data/tbase/classics.dia --work 6 --memory 16 --format json
  STDOUT_MATCH "^\\{.*\"number\":6,.*\"recorded\":1,.*\"verdict\":0")
kifu_cli_test(NAME "tbase verify a work the set does not hold is an error" EXIT 1
  ARGS tbase verify ${cli_dir}/../data/tbase/classics.dia --work 99 --memory 16
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "classics.dia: error: no work numbered 99 in it\n$")
kifu_cli_test(NAME "tbase verify a set from standard input warns that its solutions are missing" EXIT 0
  ARGS tbase verify - --memory 16 --time-limit 10 INPUT ${cli_dir}/input/taichitsume-set.dia
  STDOUT_MATCH "^1: recorded -, verdict none, shortest mate 7"
  STDERR_MATCH "^<stdin>: warning: a set read from standard input comes without its .tjn solution file [(]give it with --tjn[)]; each work is judged without its recorded solution\n$")
kifu_cli_test(NAME "tbase verify a set that cannot be opened prints no summary" EXIT 1
  ARGS tbase verify no-such-set.dia
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "no-such-set.dia: error: cannot open the file")
kifu_cli_test(NAME "tbase verify --resume to standard output is a usage error" EXIT 2
  ARGS tbase verify ${cli_dir}/../data/tbase/classics.dia --resume -
  STDERR_MATCH "error: --resume takes a file \\(standard output cannot be read back\\)")
kifu_cli_test(NAME "tbase verify --shard beyond 64 bits is a usage error, not a wrapped number" EXIT 2
  ARGS tbase verify ${cli_dir}/../data/tbase/classics.dia --shard 18446744073709551616/4
  STDERR_MATCH "error: --shard 18446744073709551616/4: give K/N")
# A position file as Windows editors save it: a byte-order mark, CR LF, a blank line first.
kifu_cli_test(NAME "tsume solve reads a position file with a byte-order mark and a blank first line" EXIT 0
  ARGS tsume solve ${cli_dir}/input/bom-position.sfen --count tsume
  STDOUT_MATCH "\npv 9i9a\\+\nmate 1\n$")
kifu_cli_test(NAME "diagram reads a position file with a byte-order mark and a blank first line" EXIT 0
  ARGS diagram ${cli_dir}/input/bom-position.sfen STDOUT_MATCH "^<svg")
kifu_cli_test(NAME "tsume solve places an error of an indented position line at its column" EXIT 1
  ARGS tsume solve ${cli_dir}/input/indented-position.sfen
  STDERR_MATCH "indented-position.sfen:2:27: error: 'X' cannot be in a hand")
# An empty set is a whole set, as tbase check and search read it: a warning, not an error.
kifu_cli_test(NAME "tbase verify of a set that holds no work warns" EXIT 0
  ARGS tbase verify ${cli_dir}/input/empty-set.dia
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "^[^\n]*empty-set.dia: warning: the set holds no work; nothing was checked\n$")
kifu_cli_test(NAME "tsume solve of a file holding several records says which it solves" EXIT 0
  ARGS tsume solve ${cli_dir}/input/two-games.csa
  STDOUT_MATCH "\nnomate\n$"
  STDERR_MATCH "two-games.csa: note: the file holds 2 records; the first one's start is solved \\(--record K chooses another\\)\n$")
kifu_cli_test(NAME "tsume solve --record beyond the file's records is an error" EXIT 1
  ARGS tsume solve ${cli_dir}/input/two-games.csa --record 3
  STDERR_MATCH "two-games.csa: error: --record 3 but the file holds 2 records")
# A start that breaks a rule: every reader warns of it at its place, and the solver's refusal
# points at the warning instead of repeating it unlocated.
foreach(format ki2 csa jkf)
  kifu_cli_test(NAME "tsume solve of a ${format} start with 二歩 names the rule once" EXIT 1
    ARGS tsume solve ${cli_dir}/input/two-pawns-start.${format}
    STDOUT ${cli_dir}/input/empty.kif
    STDERR_MATCH "two-pawns-start.${format}:[0-9]+:[0-9]+: warning: [^\n]*black has two unpromoted pawns on file 2 \\(二歩\\)\n[^\n]*/two-pawns-start.${format}: error: the start position is no tsume problem: see the warning above\n$")
endforeach()
kifu_cli_test(NAME "tsume solve --sfen with 二歩 names the rule once" EXIT 1
  ARGS tsume solve --sfen "8k/9/7P1/9/7P1/9/9/9/9 b G 1"
  STDOUT ${cli_dir}/input/empty.kif
  STDERR_MATCH "^--sfen:1:1: warning: black has two unpromoted pawns on file 2 \\(二歩\\)\n--sfen: error: the start position is no tsume problem: see the warning above\n$")
# An empty file names what the subcommand reads, not the KIF reader's kinds alone.
foreach(run "tsume|solve" "diagram")
  string(REPLACE "|" ";" run_args "${run}")
  string(REPLACE "|" " " title "${run}")
  kifu_cli_test(NAME "${title} of an empty file names every kind it reads" EXIT 1
    ARGS ${run_args} ${cli_dir}/input/empty.kif STDOUT ${cli_dir}/input/empty.kif
    STDERR_MATCH "empty.kif:1:1: error: nothing to read: the file holds no characters but blanks; `kifu ${title}` reads KIF, KI2, CSA, JKF or SFEN/USI\n$")
endforeach()
kifu_cli_test(NAME "tbase verify of a set from standard input takes its solutions with --tjn" EXIT 0
  ARGS tbase verify - --tjn ${cli_dir}/../data/tbase/classics.tjn --work 4 --memory 16
  INPUT ${cli_dir}/../data/tbase/classics.dia
  STDOUT_MATCH "^4: recorded 0 完全, verdict 0 完全, shortest mate 9 ")
# A subcommand that reads one file names one file of a directory given, not all of them.
kifu_cli_test(NAME "tsume solve of a directory names one file in it" EXIT 1
  ARGS tsume solve ${cli_dir}/input
  STDERR_MATCH "input: error: is a directory: give one of the files in it, such as [^\n]*input/NAME.kif\n$")
