// The files of kifu serve's web page (apps/kifu-serve/web), compiled into the program.
#pragma once

#include <span>
#include <string_view>

namespace kifu_cli {

/// One file of the page, held in memory.
struct web_asset {
  std::string_view path;          ///< its URL path, "/app.js"
  std::string_view content_type;  ///< its Content-Type
  std::string_view body;          ///< its bytes
};

/// Every file of the page, sorted by path.
std::span<const web_asset> web_assets();

}  // namespace kifu_cli
