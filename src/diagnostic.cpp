// Names of diagnostic codes and the GCC-style formatting of diagnostics.
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0 {

std::string_view to_string(diagnostic_code code) noexcept {
  switch (code) {
    case diagnostic_code::empty_input:
      return "input.empty";
    case diagnostic_code::invalid_utf8:
      return "encoding.invalid-utf8";
    case diagnostic_code::invalid_shift_jis:
      return "encoding.invalid-shift-jis";
    case diagnostic_code::truncated_shift_jis:
      return "encoding.truncated-shift-jis";
    case diagnostic_code::unmappable_character:
      return "encoding.unmappable";
    case diagnostic_code::converter_unavailable:
      return "encoding.no-converter";
    case diagnostic_code::pekzep_syntax:
      return "pekzep.syntax";
    case diagnostic_code::pekzep_out_of_range:
      return "pekzep.out-of-range";
    case diagnostic_code::sfen_syntax:
      return "shogi.sfen-syntax";
    case diagnostic_code::usi_move_syntax:
      return "shogi.usi-syntax";
    case diagnostic_code::illegal_move:
      return "shogi.illegal-move";
    case diagnostic_code::position_piece_count:
      return "shogi.piece-count";
    case diagnostic_code::position_dead_piece:
      return "shogi.dead-piece";
    case diagnostic_code::position_two_pawns:
      return "shogi.two-pawns";
    case diagnostic_code::position_opponent_in_check:
      return "shogi.opponent-in-check";
    case diagnostic_code::notation_syntax:
      return "shogi.notation-syntax";
    case diagnostic_code::notation_ambiguous:
      return "shogi.notation-ambiguous";
    case diagnostic_code::notation_no_piece:
      return "shogi.notation-no-piece";
    case diagnostic_code::encoding_mismatch:
      return "encoding.declared-mismatch";
    case diagnostic_code::kif_unknown_line:
      return "kif.unknown-line";
    case diagnostic_code::kif_unknown_handicap:
      return "kif.unknown-handicap";
    case diagnostic_code::kif_board_diagram:
      return "kif.board-diagram";
    case diagnostic_code::kif_variation:
      return "kif.variation";
    case diagnostic_code::kif_time:
      return "kif.time";
    case diagnostic_code::kif_move_number:
      return "kif.move-number";
    case diagnostic_code::kif_unknown_special:
      return "kif.unknown-special";
    case diagnostic_code::jkf_syntax:
      return "jkf.syntax";
    case diagnostic_code::kif_after_special:
      return "kif.after-special";
    case diagnostic_code::kif_footer:
      return "kif.footer";
    case diagnostic_code::kif_more_records:
      return "kif.more-records";

      // T-BASE (5xx)
    case diagnostic_code::tbase_not_a_record:
      return "tbase.not-a-record";
    case diagnostic_code::tbase_record_length:
      return "tbase.record-length";
    case diagnostic_code::tbase_truncated_record:
      return "tbase.truncated-record";
    case diagnostic_code::tbase_field:
      return "tbase.field";
    case diagnostic_code::tbase_position:
      return "tbase.position";
    case diagnostic_code::tbase_write:
      return "tbase.write";
    case diagnostic_code::tbase_line_end:
      return "tbase.line-end";
    case diagnostic_code::tjn_syntax:
      return "tjn.syntax";
    case diagnostic_code::tjn_move:
      return "tjn.move";
    case diagnostic_code::tjn_length:
      return "tjn.length";
    case diagnostic_code::tjn_not_mate:
      return "tjn.not-mate";
    case diagnostic_code::tbase_unknown_work:
      return "tbase.unknown-work";
    case diagnostic_code::rem_syntax:
      return "rem.syntax";
    case diagnostic_code::query_syntax:
      return "query.syntax";
    case diagnostic_code::query_pattern:
      return "query.pattern";

      // cerke (6xx)
    case diagnostic_code::ckka_bom:
      return "cerke.bom";
    case diagnostic_code::ckka_syntax:
      return "cerke.syntax";
    case diagnostic_code::ckka_header:
      return "cerke.header";
    case diagnostic_code::ckka_separator:
      return "cerke.separator";
    case diagnostic_code::ckka_water_entry:
      return "cerke.water-entry";
    case diagnostic_code::ckka_move_shape:
      return "cerke.move-shape";
    case diagnostic_code::ckka_unsupported:
      return "cerke.unsupported";
    case diagnostic_code::ckka_out_of_range:
      return "cerke.out-of-range";
    case diagnostic_code::ckka_misplaced:
      return "cerke.misplaced";
    case diagnostic_code::ckka_unresolved:
      return "cerke.unresolved";
    case diagnostic_code::ckka_sticks:
      return "cerke.sticks";
    case diagnostic_code::ckka_capture:
      return "cerke.capture";
    case diagnostic_code::ckka_hands:
      return "cerke.hands";
    case diagnostic_code::ckka_points:
      return "cerke.points";
    case diagnostic_code::ckka_order:
      return "cerke.order";
    case diagnostic_code::ckka_declarer:
      return "cerke.declarer";
    case diagnostic_code::ckka_illegal_move:
      return "cerke.illegal-move";

      // Go (7xx)
    case diagnostic_code::go_no_board:
      return "go.no-board";
    case diagnostic_code::go_board_size:
      return "go.board-size";
    case diagnostic_code::go_ignored_text:
      return "go.ignored-text";
    case diagnostic_code::go_second_board:
      return "go.second-board";
    case diagnostic_code::go_missing_row:
      return "go.missing-row";
    case diagnostic_code::go_short_row:
      return "go.short-row";
    case diagnostic_code::go_ambiguous_cell:
      return "go.ambiguous-cell";
    case diagnostic_code::go_ambiguous_rows:
      return "go.ambiguous-rows";
    case diagnostic_code::go_side_to_move:
      return "go.side-to-move";
    case diagnostic_code::go_sgf_syntax:
      return "go.sgf-syntax";
    case diagnostic_code::go_sgf_value:
      return "go.sgf-value";
    case diagnostic_code::go_sgf_conflict:
      return "go.sgf-conflict";
    case diagnostic_code::go_sgf_not_go:
      return "go.sgf-not-go";
    case diagnostic_code::go_sgf_not_played:
      return "go.sgf-not-played";
  }
  return "unknown";
}

std::string_view to_string(severity level) noexcept {
  switch (level) {
    case severity::note:
      return "note";
    case severity::warning:
      return "warning";
    case severity::error:
      return "error";
  }
  return "error";
}

std::string format(const diagnostic& d, std::string_view file) {
  std::string out;
  out.reserve(file.size() + d.message.size() + 32);
  out.append(file);
  out += ':';
  out += std::to_string(d.line);
  out += ':';
  out += std::to_string(d.column);
  out += ": ";
  out.append(to_string(d.level));
  out += ": ";
  out += d.message;
  return out;
}

namespace {
std::string first_error_text(const std::vector<diagnostic>& diagnostics) {
  for (const auto& d : diagnostics)
    if (d.level == severity::error)
      return std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message;
  return "no value was produced";
}
}  // namespace

parse_error::parse_error(std::vector<diagnostic> diagnostics)
    : std::runtime_error(first_error_text(diagnostics)), diagnostics_(std::move(diagnostics)) {}

}  // namespace kifu::inline v0
