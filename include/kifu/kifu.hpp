// kifu/kifu.hpp: the whole public API of kifu in one include.
#pragma once

#include "kifu/diagnostic.hpp"
#include "kifu/encoding.hpp"
#include "kifu/pekzep.hpp"
#include "kifu/version.hpp"
