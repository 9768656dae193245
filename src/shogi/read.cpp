// The records of a file whatever its format: one switch from the kind to its reader.
#include "kifu/shogi/read.hpp"

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"

namespace kifu::inline v0::shogi {

bool is_record_kind(input_kind kind) noexcept {
  switch (kind) {
    case input_kind::kif:
    case input_kind::ki2:
    case input_kind::csa:
    case input_kind::jkf:
    case input_kind::usi:
      return true;
    default:
      return false;
  }
}

std::vector<parse_result<record>> read_records(std::string_view bytes, input_kind kind,
                                               const record_read_options& options) {
  std::vector<parse_result<record>> out;
  switch (kind) {
    case input_kind::kif:
    case input_kind::ki2:
      return read_kif_records(bytes, {options.lenient, options.file_name});
    case input_kind::csa:
      return read_csa_records(bytes, {options.lenient});
    case input_kind::jkf:
      out.push_back(read_jkf(bytes));
      break;
    case input_kind::usi:
      return read_usi_records(bytes, {options.lenient});
    default:
      break;
  }
  return out;
}

std::vector<parse_result<record>> read_records(std::string_view bytes,
                                               const record_read_options& options) {
  return read_records(bytes, detect_input(bytes).kind, options);
}

}  // namespace kifu::inline v0::shogi
