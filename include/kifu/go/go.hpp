// kifu/go/go.hpp: all of kifu::go — Go positions, play by the rules, text boards, SGF and diagrams.
#pragma once

#include "kifu/go/board.hpp"
#include "kifu/go/diagram.hpp"
#include "kifu/go/play.hpp"
#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"
