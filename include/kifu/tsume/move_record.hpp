// kifu/tsume/move_record.hpp: one record per ply of a tsume solution, with the facts a move
// search asks about (drops, promotions, captures, checks, interpositions), and its text line in
// the layout of the tsume-database search scripts:
// `ply,kif,side,fx,fy,tx,ty,piece,promo,kx,ky,rfx,rfy,rtx,rty,captured,check,interpose,chuai,discovered`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::tsume {

/// How a move that is not a capture answers a check.
enum class interposition : std::uint8_t {
  none = 0,   ///< not an interposition
  drop = 1,   ///< 打合: a piece dropped between the checking piece and the king
  board = 2,  ///< 移動合: a board piece moved between them
};

/// Whether a move promoted.
enum class promotion : std::uint8_t {
  impossible = 0,  ///< the move could not promote
  declined = 1,    ///< 不成: it could have promoted
  promoted = 2,    ///< 成
};

/// The facts of one ply.
struct move_record {
  std::uint16_t ply = 0;         ///< 1 for the first move
  std::uint8_t side = 1;         ///< 1 attacker (先手), 2 defender
  shogi::square from{};          ///< origin; file 0 for a drop
  shogi::square to{};            ///< destination
  shogi::piece_kind piece{};     ///< the piece before the move (歩1 … 玉8, と9 … 龍15)
  tsume::promotion promotion{};  ///< 成, 不成 or neither
  shogi::square king{};          ///< the defender's king before the move (file 0: none)
  shogi::piece_kind captured{};  ///< the captured piece (none: 0)
  bool check = false;            ///< the move gives check
  tsume::interposition interposition{};  ///< how a non-capture blocks a check, if it does
  bool chuai = false;                    ///< 中合: interposed on a square not next to the king
  bool discovered = false;  ///< 空き王手: a piece other than the moved one gives check
  bool same = false;        ///< 同: the move goes where the previous one went

  friend bool operator==(const move_record&, const move_record&) = default;
};

/// The records of a move sequence played from `start` (the moves must be legal).
KIFU_API std::vector<move_record> annotate(const shogi::position& start,
                                           const std::vector<shogi::move>& moves);

/// The move as the line writes it: half-width file, kanji rank, piece, 成 or 打, origin
/// (`2三飛成(26)`, `5五角打`, `同　飛(23)`; no 不成, the promo field says it).
KIFU_API std::string to_kif(const move_record& m);

/// Appends the record's text line (without a line end) to `out`.
KIFU_API void append_line(std::string& out, const move_record& m);

}  // namespace kifu::inline v0::tsume
