// kifu/go/go.hpp: all of kifu::go — Go positions, text boards and SGF setup.
#pragma once

#include "kifu/go/board.hpp"
#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"
