// A T-BASE set as the kifu program reads it: a .dia file streamed record by record, with the
// .tjn and .rem beside it (same stem) loaded and joined by work number.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "kifu/tbase/rem.hpp"
#include "kifu/tbase/set.hpp"

namespace kifu_cli {

/// A work number as T-BASE files and kifu's messages write it: four digits, zero-padded (0003).
inline std::string four_digits(int n) {
  std::string s = std::to_string(n);
  return std::string(s.size() < 4 ? 4 - s.size() : 0, '0') + s;
}

/// The solutions and comments of one set, by work number.
struct tbase_companions {
  std::string tjn_path;                              ///< empty when there is none
  std::string rem_path;                              ///< empty when there is none
  kifu::tbase::tjn_file solutions;                   ///< the .tjn file as read
  kifu::tbase::solution_index by_number;             ///< the solutions by work number
  std::map<int, kifu::tbase::rem_section> comments;  ///< the .rem sections by work number

  /// The solution of `work`, or nullptr when it has none.
  const kifu::tbase::tjn_record* solution(const kifu::tbase::dia_record& work) const {
    const auto i = by_number.find(work);
    return i ? &solutions.records[*i] : nullptr;
  }
};

/// The file beside `dia_path` with the same stem and extension `lower` (".tjn") or else `upper`
/// (".TJN"); empty when there is none (always for "-", standard input).
std::string companion_path(const std::string& dia_path, const char* lower, const char* upper);

/// Loads the .tjn and .rem of `dia_path`: the given paths, or else the files beside it with the
/// same stem (.tjn/.TJN, .rem/.REM). Diagnostics are printed; false on an error.
bool load_companions(const std::string& dia_path, const std::string& tjn_path,
                     const std::string& rem_path, tbase_companions& out);

/// Adds the numbered sections of the .rem file `rem_path` to `out`. Diagnostics are printed;
/// false on an error.
bool load_comments(const std::string& rem_path, std::map<int, kifu::tbase::rem_section>& out);

/// Whether for_each_work still has to find out that its file is a .dia.
enum class dia_kind { unchecked, checked };

/// Streams the records of a .dia file ("-": standard input) to `handle`, printing diagnostics;
/// returns false if the file is of another kind (unless the caller `checked` it with
/// check_input_kind), cannot be opened or has an error. With `only` (a work number), the
/// diagnostics of the other works are not printed but counted in one line.
bool for_each_work(const std::string& dia_path,
                   const std::function<void(const kifu::tbase::dia_record&)>& handle,
                   std::optional<int> only = std::nullopt, dia_kind kind = dia_kind::unchecked);

/// Before a directory of files is written from the works of `dia_paths`: true when none of the
/// files `path_of` names for its works exists, or --force was given (see none_exist). The .dia
/// files are read once more for it, without their diagnostics; standard input is not.
bool none_exist_for_works(
    const std::vector<std::string>& dia_paths,
    const std::function<std::string(const std::string& dia_path, const kifu::tbase::dia_record&)>&
        path_of);

}  // namespace kifu_cli
