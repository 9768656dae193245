# A file that cannot be read is an input error beside the others (exit 1), named with its
# reason; a typo in the command line is a usage error (exit 2) that names the typo.
set(data_dir ${CMAKE_CURRENT_LIST_DIR}/../data)
kifu_cli_test(NAME "sfen of a directory, a missing file and a record: the record is read" EXIT 1
  ARGS sfen ${cli_dir}/input no-such-file.kif ${data_dir}/kif/tsshogi_sample.kifu
  STDOUT_MATCH "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
  STDERR_MATCH "input: error: is a directory: give the files in it, such as [^\n]*/input/[*][.]kif\nno-such-file.kif: error: cannot open the file \\(No such file or directory\\)")
kifu_cli_test(NAME "check of a missing file exits 1" EXIT 1 ARGS check no-such-file.kif
  STDERR_MATCH "^no-such-file.kif: error: cannot open the file \\(No such file or directory\\)\n$")
kifu_cli_test(NAME "goban parse of a directory says so" EXIT 1 ARGS goban parse ${cli_dir}/input/
  STDERR_MATCH "^[^\n]*input/: error: is a directory: give one of the files in it, such as [^\n]*/input/NAME[.]txt\n$")
kifu_cli_test(NAME "tbase check of a directory says so, with no summary" EXIT 1 ARGS tbase check ${cli_dir}/input
  STDOUT ${cli_dir}/expected/nothing.txt
  STDERR_MATCH "^[^\n]*input: error: is a directory: give the files in it, such as [^\n]*/input/[*][.]dia\n$")
kifu_cli_test(NAME "tbase dump of a directory says so" EXIT 1 ARGS tbase dump ${cli_dir}/input
  STDERR_MATCH "^[^\n]*input: error: is a directory: give the files in it, such as [^\n]*/input/[*][.]dia\n$")
# A file given twice (by any name) is read once, with a note: its records would count twice.
kifu_cli_test(NAME "search of one set given twice finds each work once" EXIT 0
  ARGS search ${data_dir}/tbase/classics.dia ${data_dir}/tbase/../tbase/classics.dia --format numbers
  STDOUT_MATCH "^0001\n.*0009\n$"
  STDERR_MATCH "tbase/../tbase/classics.dia: note: the same file as [^\n]*tbase/classics.dia: it is read once\n9 of 9 problems match")
kifu_cli_test(NAME "export of one record given twice writes its rows once" EXIT 0
  ARGS export ${data_dir}/kif/jkf_fork.kif ${data_dir}/kif/../kif/jkf_fork.kif --format sfen -o -
  STDERR_MATCH "kif/../kif/jkf_fork.kif: note: the same file as [^\n]*/kif/jkf_fork.kif: it is read once\nkifu export: note: 3 examples")
kifu_cli_test(NAME "ckka check of a missing file exits 1" EXIT 1 ARGS ckka check no-such-file.ckka
  STDERR_MATCH "^no-such-file.ckka: error: cannot open the file")
kifu_cli_test(NAME "search of a missing set exits 1" EXIT 1 ARGS search no-such-set.dia --token +**歩
  STDERR_MATCH "^no-such-set.dia: error: cannot open the file")
kifu_cli_test(NAME "serve --host with a name that does not resolve says so, not that the port is in use"
  EXIT 1 ARGS serve ${data_dir}/tbase/classics.dia --host nosuch.invalid --port 0
  STDERR_MATCH "--host nosuch.invalid: not an address nor a name that resolves")
kifu_cli_test(NAME "serve of a missing set exits 1, naming it as the others do" EXIT 1
  ARGS serve no-such-set.dia --port 0
  STDERR_MATCH "^no-such-set.dia: error: cannot open the file \\(No such file or directory\\)\nkifu serve: error: no works to serve")

# A group without its subcommand names those it has, in words (not CLI11's "A subcommand is
# required").
kifu_cli_test(NAME "a group without its subcommand names them" EXIT 2
  ARGS tsume
  STDERR_MATCH "^kifu tsume: error: give a subcommand: solve \\(see kifu tsume --help\\)\n$")
kifu_cli_test(NAME "a mistyped subcommand is named" EXIT 2 ARGS chek
  STDERR_MATCH "^kifu: error: unknown subcommand 'chek'; did you mean 'check'\\? \\(see kifu --help\\)\n$")
kifu_cli_test(NAME "a mistyped option is named, not the required one it misses" EXIT 2
  ARGS convert x --too kif
  STDERR_MATCH "^kifu convert: error: unknown option '--too'. did you mean --to\\? \\(see kifu convert --help\\)\n$")
kifu_cli_test(NAME "a mistyped option of goban render is named" EXIT 2
  ARGS goban render x --fromat json STDERR_MATCH "^kifu goban render: error: unknown option '--fromat'")
kifu_cli_test(NAME "convert --record 0 says records count from 1" EXIT 2
  ARGS convert ${cli_dir}/input/collection.kifu --to usi --record 0
  STDERR_MATCH "^kifu convert: error: --record counts from 1 \\(see kifu convert --help\\)\n$")

kifu_cli_test(NAME "search --times without a pattern is a usage error" EXIT 2
  ARGS search ${data_dir}/tbase/classics.dia --times 3
  STDERR_MATCH "^kifu search: error: --times counts the --regex, --text or --token patterns")
kifu_cli_test(NAME "search --times 0 is a usage error" EXIT 2
  ARGS search ${data_dir}/tbase/classics.dia --token +**歩 --times 0
  STDERR_MATCH "^kifu search: error: --times counts from 1")
kifu_cli_test(NAME "search of a damaged set exits 1 and names its path" EXIT 1
  ARGS search ${data_dir}/tbase/damaged.dia --token +**歩
  STDERR_MATCH "tbase/damaged.dia:8:1: error: record 3")
