#!/bin/sh
# A stand-in USI engine for fault injection beside the real engines: it shakes hands, then on
# `go` does what its one argument says:
#   crash       dies by SIGSEGV        hang        never answers, not even `stop`
#   garbage     writes lines that are not USI, then a bestmove
#   illegal-pv  gives a pv whose second move is illegal (after 7g7f)
#   other-position  gives a pv whose first move is illegal after 7g7f (7g7f again)
#   book        gives a bestmove alone, as a move from an opening book
#   bound-last  gives an exact score, then a deeper bound (a search stopped in an iteration)
#   exit-at-start  exits at once
#   slow-start  takes 20 seconds to answer `usi` (an engine loading its tables)
#   strict      exits at a `setoption` after `isready` (the protocol's order: options first);
#               on `go` as illegal-pv
mode=$1
readied=0
[ "$mode" = exit-at-start ] && exit 3
while read -r line; do
  case $line in
    usi) [ "$mode" = slow-start ] && sleep 20 </dev/null >/dev/null 2>&1
         echo "id name standin-$mode"; echo "id author kifu tests"
         echo "option name USI_Hash type spin default 16 min 1 max 1024"
         echo "option name Style type combo default Normal var Normal var Risky"
         echo "usiok" ;;
    isready) readied=1; echo readyok ;;
    setoption*) [ "$mode" = strict ] && [ $readied = 1 ] && exit 4 ;;
    go*) case $mode in
           crash) kill -SEGV $$ ;;
           hang) ;;
           garbage) echo "%%%% not USI at all"; echo "info depth x score cp"
                    echo "bestmove 7g7f" ;;
           illegal-pv|strict) echo "info depth 3 score cp 50 pv 3c3d 3c3d"; echo "bestmove 3c3d" ;;
           other-position) echo "info depth 3 score cp 50 pv 7g7f"; echo "bestmove 7g7f" ;;
           book) echo "bestmove 3c3d" ;;
           bound-last) echo "info depth 11 score cp -102 pv 3c3d 2g2f 8c8d"
                       echo "info depth 12 score cp -141 upperbound pv 3c3d"
                       echo "info depth 12 currmove 3c3d"; echo "bestmove 3c3d" ;;
           *) echo "info depth 1 score cp 0 pv 7g7f"; echo "bestmove 7g7f" ;;
         esac ;;
    quit) exit 0 ;;
  esac
done
