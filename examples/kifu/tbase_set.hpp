// A T-BASE set as the kifu program reads it: a .dia file streamed record by record, with the
// .tjn and .rem beside it (same stem) loaded and joined by work number.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "kifu/tbase/rem.hpp"
#include "kifu/tbase/tjn.hpp"

namespace kifu_cli {

/// The solutions and comments of one set, by work number.
struct tbase_companions {
  std::string tjn_path;  ///< empty when there is none
  std::string rem_path;  ///< empty when there is none
  std::map<int, kifu::tbase::tjn_record> solutions;
  std::map<int, kifu::tbase::rem_section> comments;
};

/// The file beside `dia_path` with the same stem and extension `lower` (".tjn") or else `upper`
/// (".TJN"); empty when there is none.
std::string companion_path(const std::string& dia_path, const char* lower, const char* upper);

/// Loads the .tjn and .rem of `dia_path`: the given paths, or else the files beside it with the
/// same stem (.tjn/.TJN, .rem/.REM). Diagnostics are printed; false on an error.
bool load_companions(const std::string& dia_path, const std::string& tjn_path,
                     const std::string& rem_path, tbase_companions& out);

/// Streams the records of a .dia file to `handle`, printing diagnostics; returns false if the
/// file cannot be opened or has an error.
bool for_each_work(const std::string& dia_path,
                   const std::function<void(const kifu::tbase::dia_record&)>& handle);

}  // namespace kifu_cli
