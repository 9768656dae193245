// kifu/kifu.hpp: the whole public API of kifu in one include.
#pragma once

#include "kifu/cerke/ckka.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/encoding.hpp"
#include "kifu/pekzep.hpp"
#include "kifu/shogi/handicap.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/shogi/record.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/shogi/types.hpp"
#include "kifu/version.hpp"
