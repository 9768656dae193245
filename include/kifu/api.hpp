// kifu/api.hpp: KIFU_API marks what the shared library exports; everything else stays hidden.
#pragma once

#if defined(_WIN32) && defined(KIFU_SHARED)
#ifdef KIFU_BUILDING
#define KIFU_API __declspec(dllexport)
#else
#define KIFU_API __declspec(dllimport)
#endif
#elif defined(__GNUC__)
#define KIFU_API __attribute__((visibility("default")))
#else
#define KIFU_API
#endif
