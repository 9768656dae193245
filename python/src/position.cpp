// Color, Move and Position for Python: a position as python-shogi and cshogi users expect it
// (push, pop, legal_moves, sfen, hash), drawn inline in notebooks through its SVG diagram.
#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>

#include "bindings.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/shogi/training.hpp"

namespace kifu_python {

namespace {

using kifu::shogi::color;
using kifu::shogi::move;
using kifu::shogi::piece_kind;
using kifu::shogi::position;
using kifu::shogi::promote;
using kifu::shogi::square;

// SFEN's letter of each kind (black's; white's in lower case), "" for none and 13.
constexpr std::array<const char*, 16> sfen_letters = {"",  "P",  "L",  "N",  "S",  "G", "B",  "R",
                                                      "K", "+P", "+L", "+N", "+S", "",  "+B", "+R"};
constexpr std::array<piece_kind, 7> hand_kinds = {
    piece_kind::rook,   piece_kind::bishop, piece_kind::gold, piece_kind::silver,
    piece_kind::knight, piece_kind::lance,  piece_kind::pawn};

// The SFEN letter of a piece: "P", "+r"; None for an empty square.
py::object piece_letter(kifu::shogi::piece p) {
  if (p.kind == piece_kind::none) return py::none();
  std::string s = sfen_letters[static_cast<int>(p.kind)];
  if (p.color == color::white)
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return py::str(s);
}

// The square of an index 0..80 (file-major from 1一: (file - 1) * 9 + rank - 1).
square square_of(int index) {
  if (index < 0 || index > 80) throw py::index_error("a square index is 0 to 80");
  return {static_cast<std::uint8_t>(index / 9 + 1), static_cast<std::uint8_t>(index % 9 + 1)};
}
py::object index_of(square s) {
  if (!s.valid()) return py::none();
  return py::int_((s.file - 1) * 9 + s.rank - 1);
}

// A position from what Python gives: None (the initial position), an SFEN, `sfen …`,
// `startpos`, or `position … moves …`.
position position_from(const std::optional<std::string>& text) {
  if (!text) return position::initial();
  auto r = kifu::shogi::parse_usi_position(*text);
  if (!r.ok() || !r.has_value()) {
    auto plain = kifu::shogi::parse_sfen(*text);
    if (plain.ok() && plain.has_value()) return std::move(plain).value();
    const auto& d = r.diagnostics().front();
    throw value_error("not a position: column " + std::to_string(d.column) + ": " + d.message);
  }
  return std::move(r).value();
}

// The legal move `usi` in `p`; ValueError when it is not one.
move usi_move(const position& p, const std::string& usi) {
  auto r = kifu::shogi::parse_usi_move(usi, p);
  if (!r.ok() || !r.has_value())  // the reader's words name the move and say why
    throw value_error(r.diagnostics().empty() ? "'" + usi + "' is not a legal move here"
                                              : r.diagnostics().front().message);
  return std::move(r).value();
}

// The move a pickled Move's state (its USI text and its piece's SFEN letter) gives back;
// ValueError when the state is not one.
move move_from_state(const py::tuple& state) {
  if (state.size() != 2) throw value_error("not a pickled Move");
  const auto usi = state[0].cast<std::string>();
  const auto letter = state[1].cast<std::string>();
  const auto kind_at = std::find(sfen_letters.begin() + 1, sfen_letters.end(), letter);
  const auto square_of = [&](std::size_t at) {
    if (at + 1 >= usi.size() || usi[at] < '1' || usi[at] > '9' || usi[at + 1] < 'a' ||
        usi[at + 1] > 'i')
      throw value_error("not a pickled Move: '" + usi + "'");
    return square{static_cast<std::uint8_t>(usi[at] - '0'),
                  static_cast<std::uint8_t>(usi[at + 1] - 'a' + 1)};
  };
  if (letter.empty() || kind_at == sfen_letters.end() || usi.size() < 4)
    throw value_error("not a pickled Move: '" + usi + "', '" + letter + "'");
  const auto kind = static_cast<piece_kind>(kind_at - sfen_letters.begin());
  if (usi[1] == '*') return move::drop(square_of(2), kind);
  return move::board(square_of(0), square_of(2), kind,
                     usi.size() == 5 && usi[4] == '+' ? promote::yes : promote::no);
}

// ValueError when `mv` is not legal in `p`, saying why (its notation there would describe
// another move; pushing it would break the game).
void require_legal(const move& mv, const py_position& p) {
  if (const std::string why = p.now().why_illegal(mv); !why.empty())
    throw value_error(kifu::shogi::to_usi(mv) + " is not legal in " +
                      kifu::shogi::to_sfen(p.now()) + ": " + why);
}

void push(py_position& p, const move& m) {
  if (p.game.push(m)) return;
  require_legal(m, p);  // the reason, looked for only when the move is refused
  throw value_error(kifu::shogi::to_usi(m) + " is not legal here");
}

// Move `mv` written in KIF or KI2 (`ki2`) in `p`, 同 when the last move pushed went to its
// square; ValueError when it is not legal there.
std::string written(const move& mv, const py_position& p, bool ki2) {
  require_legal(mv, p);
  const auto& pushed = p.game.moves();
  const std::optional<kifu::shogi::square> previous =
      pushed.empty() ? std::nullopt : std::optional(pushed.back().to());
  return ki2 ? kifu::shogi::to_ki2(mv, p.now(), previous)
             : kifu::shogi::to_kif(mv, p.now(), previous);
}

// Position(text): a USI line's moves are pushed on its start, so that pop() takes them back and
// 千日手 counts them, as if they had been pushed one by one.
py_position made_position(const std::optional<std::string>& text) {
  if (text && text->find("moves") != std::string::npos) {
    auto r = kifu::shogi::read_usi_record(*text);
    if (r.ok() && r.has_value()) {
      py_position p(r->start);
      for (const std::size_t i : r->main_line())
        if (r->nodes[i].move) push(p, *r->nodes[i].move);
      return p;
    }
  }
  return py_position(position_from(text));
}

py::str svg_of(const position& p, bool flip, std::optional<move> last_move,
               const std::string& style, bool tsume) {
  kifu::shogi::diagram_options o;
  o.style = diagram_style_of(style);
  o.flip = flip;
  o.tsume = tsume;
  if (last_move) {
    o.last_move = last_move->to();
    if (!last_move->is_drop()) o.last_move_from = last_move->from();
  }
  return py::str(kifu::shogi::write_svg(p, o));
}

}  // namespace

void register_position(py::module_& m) {
  py::enum_<color>(m, "Color", "A side: BLACK (先手, moves first) or WHITE (後手).")
      .value("BLACK", color::black)
      .value("WHITE", color::white);

  // Position is declared before Move's methods name it, so that their signatures say
  // `Position`, not the C++ type.
  py::class_<py_position> position_class(
      m, "Position", "A shogi position: board, hands, side to move, and the moves pushed.");

  py::class_<move>(m, "Move", "A move: a board move or a drop. Made by Position.")
      .def_property_readonly(
          "usi", [](const move& mv) { return kifu::shogi::to_usi(mv); },
          "the move in USI: '7g7f', '8h2b+', 'P*5e'")
      .def_property_readonly("is_drop", &move::is_drop, "True for a drop (打)")
      .def_property_readonly("promotes", &move::promotes, "True when the piece promotes (成)")
      .def_property_readonly(
          "from_square", [](const move& mv) { return index_of(mv.from()); },
          "the square it leaves, 0..80 ((file - 1) * 9 + rank - 1); None for a drop")
      .def_property_readonly(
          "to_square", [](const move& mv) { return index_of(mv.to()); },
          "the square it goes to, 0..80")
      .def_property_readonly(
          "piece", [](const move& mv) { return std::string(sfen_letters[int(mv.kind())]); },
          "the moving (or dropped) piece's SFEN letter before the move: 'P', '+R' (upper case "
          "for either side: a Move does not know who plays it; Position.piece_at tells)")
      .def_property_readonly(
          "csa",
          [](const move& mv) {
            // The sign is the side to move's; the rest is the move's own.
            return kifu::shogi::to_csa(mv, position::initial()).substr(1);
          },
          "the move in CSA without its sign: '7776FU', '0055KA', '8822UM' (the piece after "
          "the move)")
      .def(
          "csa_with_sign",
          [](const move& mv, const py_position& p) {
            require_legal(mv, p);
            return kifu::shogi::to_csa(mv, p.now());
          },
          py::arg("position"),
          "the move in CSA as played in `position`: '+7776FU'; ValueError when it is not legal "
          "there")
      .def_property_readonly(
          "move16_psv", [](const move& mv) { return kifu::shogi::to_psv_move16(mv); },
          "the move as YaneuraOu's Move16 (PSV's move)")
      .def(
          "kif", [](const move& mv, const py_position& p) { return written(mv, p, false); },
          py::arg("position"),
          "the move in KIF as written in `position`: '７六歩(77)', '同　歩(76)' after a move to "
          "its square was pushed; ValueError when it is not legal there")
      .def(
          "ki2", [](const move& mv, const py_position& p) { return written(mv, p, true); },
          py::arg("position"),
          "the move in KI2 as written in `position`: '▲７六歩', '△同　銀' after a move to its "
          "square was pushed; ValueError when it is not legal there")
      .def_property_readonly(
          "move16", [](const move& mv) { return kifu::shogi::to_move16(mv); },
          "the move as move16 (HCPE's bestMove16: destination, origin or dropped kind, "
          "promotion)")
      .def(py::self == py::self)
      .def(py::self != py::self)
      .def("__hash__", [](const move& mv) { return py::hash(py::str(kifu::shogi::to_usi(mv))); })
      .def(py::pickle(
          [](const move& mv) {
            return py::make_tuple(kifu::shogi::to_usi(mv), sfen_letters[int(mv.kind())]);
          },
          &move_from_state))
      .def("__str__", [](const move& mv) { return kifu::shogi::to_usi(mv); })
      .def("__repr__", [](const move& mv) { return "<Move " + kifu::shogi::to_usi(mv) + ">"; });

  position_class
      .def(py::init([](const std::optional<std::string>& sfen) { return made_position(sfen); }),
           py::arg("sfen") = py::none(),
           "The initial position, or the one an SFEN gives ('lnsgkgsnl/… b - 1', 'sfen …', "
           "'startpos', 'position startpos moves 7g7f'); ValueError when it is none.")
      .def_property_readonly(
          "legal_moves",
          [](const py_position& p) {
            const auto moves = p.now().legal_moves();
            return std::vector<move>(moves.begin(), moves.end());
          },
          "every legal move of the side to move")
      .def("push", &push, py::arg("move"), "plays a legal move (ValueError when it is not one)")
      .def(
          "push_usi",
          [](py_position& p, const std::string& usi) {
            const move mv = usi_move(p.now(), usi);
            push(p, mv);
            return mv;
          },
          py::arg("usi"), "plays a move given in USI ('7g7f') and gives it")
      .def(
          "pop",
          [](py_position& p) {
            const auto mv = p.game.pop();
            if (!mv) throw py::index_error("pop from a position with no move pushed");
            return *mv;
          },
          "takes the last pushed move back and gives it (IndexError when none was pushed)")
      .def_property_readonly(
          "move_stack", [](const py_position& p) { return p.game.moves(); },
          "the moves pushed, in order")
      .def(
          "is_check", [](const py_position& p) { return p.now().in_check(); },
          "True when the side to move is in check")
      .def(
          "is_checkmate", [](const py_position& p) { return p.now().is_checkmate(); },
          "True when the side to move is checkmated")
      .def(
          "is_legal", [](const py_position& p, const move& mv) { return p.now().is_legal(mv); },
          py::arg("move"), "True when the move is legal here")
      .def(
          "problems",
          [](const py_position& p) {
            std::vector<std::string> out;
            for (const auto& d : p.now().validate()) out.push_back(d.message);
            return out;
          },
          "what makes the position impossible in a game: more pieces of a kind than the set "
          "holds, a piece that can never move again, 二歩, the side not to move in check; "
          "empty when none (a side without a king, as in tsume, is not one)")
      .def(
          "is_valid", [](const py_position& p) { return p.now().validate().empty(); },
          "True when problems() finds nothing")
      .def(
          "gives_check",
          [](const py_position& p, const move& mv) {
            require_legal(mv, p);
            return p.now().gives_check(mv);
          },
          py::arg("move"),
          "True when the move checks the other side; ValueError, saying why, when it is not "
          "legal here")
      .def(
          "mate_in_one", [](const py_position& p) { return p.now().mate_in_one(); },
          "a move that mates at once, or None")
      .def(
          "repetitions", [](const py_position& p) { return p.game.repetitions(); },
          "how many times the current position stood before among the positions pushed "
          "(3: the fourth time, 千日手)")
      .def(
          "sennichite",
          [](const py_position& p) -> py::object {
            const auto outcome = p.game.sennichite();
            if (!outcome) return py::none();
            switch (*outcome) {
              case kifu::shogi::repetition_outcome::black_loses:
                return py::str("black_loses");
              case kifu::shogi::repetition_outcome::white_loses:
                return py::str("white_loses");
              case kifu::shogi::repetition_outcome::draw:
                break;
            }
            return py::str("draw");
          },
          "None until the position stands for the fourth time (千日手); then 'draw', or "
          "'black_loses' / 'white_loses' when that side gave check with each of its moves "
          "since the first time (連続王手の千日手)")
      .def_property_readonly(
          "hash", [](const py_position& p) { return p.now().hash(); },
          "a 64-bit hash of board, hands and side to move")
      .def_property_readonly(
          "turn", [](const py_position& p) { return p.now().side_to_move(); }, "the side to move")
      .def_property_readonly(
          "move_number", [](const py_position& p) { return p.now().move_number(); },
          "the number of the next move (1 at the start of a game)")
      .def_property_readonly(
          "board",
          [](const py_position& p) {
            py::list out;
            for (int i = 0; i < 81; ++i) out.append(piece_letter(p.now().at(square_of(i))));
            return out;
          },
          "the 81 squares, index (file - 1) * 9 + rank - 1 (0: 1一, 8: 1九, 80: 9九): an SFEN "
          "letter ('P' black's pawn, '+r' white's dragon) or None")
      .def(
          "piece_at",
          [](const py_position& p, int index) {
            return piece_letter(p.now().at(square_of(index)));
          },
          py::arg("square"), "the SFEN letter of the piece on a square 0..80, or None")
      .def(
          "hand",
          [](const py_position& p, color c) {
            if (c != color::black && c != color::white)
              throw value_error("a Color is BLACK (0) or WHITE (1)");
            py::dict out;
            for (const piece_kind k : hand_kinds)
              if (const int n = p.now().hand(c, k); n > 0) out[sfen_letters[int(k)]] = n;
            return out;
          },
          py::arg("color"), "a side's hand: {'R': 1, 'P': 3}")
      .def(
          "hcp",
          [](const py_position& p) -> py::object {
            const auto code = kifu::shogi::to_hcp(p.now());
            if (!code) return py::none();
            return py::bytes(reinterpret_cast<const char*>(code->data()), code->size());
          },
          "the position as HuffmanCodedPos (32 bytes), or None when it has none: the code "
          "holds the 40 pieces of a set, so a position with a king or another piece missing "
          "(tsume, handicap) has none")
      .def(
          "copy", [](const py_position& p) { return p; }, "a copy, with its moves pushed")
      .def(
          "svg",
          [](const py_position& p, bool flip, std::optional<move> last_move,
             const std::string& style,
             bool tsume) { return svg_of(p.now(), flip, last_move, style, tsume); },
          py::arg("flip") = false, py::arg("last_move") = py::none(), py::arg("style") = "book",
          py::arg("tsume") = false,
          "the diagram as SVG text: style 'book' or 'game', flip (後手 at the bottom), the "
          "last move highlighted, tsume (the attacker's hand as 持駒); the upper side's king "
          "is 王 and the lower side's 玉 (in tsume mode every king is 玉)")
      .def("_repr_svg_",
           [](const py_position& p) {
             return svg_of(
                 p.now(), false,
                 p.game.moves().empty() ? std::nullopt : std::optional(p.game.moves().back()),
                 "book", false);
           })
      .def(
          "__eq__",
          [](const py_position& a, const py_position& b) {
            // The same board, hands and side to move, whatever the move number (as the hash).
            position x = a.now(), y = b.now();
            x.set_move_number(1);
            y.set_move_number(1);
            return x == y;
          },
          py::is_operator())
      .def("__hash__", [](const py_position& p) { return p.now().hash(); })
      // Pickled as its start's SFEN and the USI moves pushed, so that pop() and 千日手 work on
      // the copy too.
      .def(py::pickle(
          [](const py_position& p) {
            py::list moves;
            for (const move& mv : p.game.moves()) moves.append(kifu::shogi::to_usi(mv));
            return py::make_tuple(kifu::shogi::to_sfen(p.game.start()), moves);
          },
          [](const py::tuple& state) {
            // A state of other types is no pickled Position either (not a C++ cast error).
            if (state.size() != 2 || !py::isinstance<py::str>(state[0]) ||
                !py::isinstance<py::list>(state[1]))
              throw value_error("not a pickled Position");
            py_position p(position_from(state[0].cast<std::string>()));
            for (const auto& usi : state[1].cast<py::list>()) {
              if (!py::isinstance<py::str>(usi)) throw value_error("not a pickled Position");
              push(p, usi_move(p.now(), usi.cast<std::string>()));
            }
            return p;
          }))
      .def("__str__", [](const py_position& p) { return kifu::shogi::write_text_diagram(p.now()); })
      .def("__repr__",
           [](const py_position& p) { return "<Position " + kifu::shogi::to_sfen(p.now()) + ">"; });
  // sfen() is the call of every loop over positions: a plain CPython method (the descriptor
  // checks that `self` is a Position), without pybind11's dispatcher, writing the ASCII SFEN
  // into one buffer a thread and copying it once into the str.
  static PyMethodDef sfen_method = {
      "sfen",
      [](PyObject* self, PyObject*) -> PyObject* {
        auto v = reinterpret_cast<py::detail::instance*>(self)->get_value_and_holder();
        if (!v.holder_constructed()) {
          PyErr_SetString(PyExc_TypeError, "an uninitialised Position");
          return nullptr;
        }
        thread_local std::string text;
        text.clear();
        kifu::shogi::append_sfen(text, v.value_ptr<py_position>()->now());
        PyObject* s = PyUnicode_New(static_cast<Py_ssize_t>(text.size()), 127);
        if (s != nullptr) std::memcpy(PyUnicode_1BYTE_DATA(s), text.data(), text.size());
        return s;
      },
      METH_NOARGS, "the position in SFEN"};
  PyObject* descriptor =
      PyDescr_NewMethod(reinterpret_cast<PyTypeObject*>(position_class.ptr()), &sfen_method);
  if (descriptor == nullptr) throw py::error_already_set();
  position_class.attr("sfen") = py::reinterpret_steal<py::object>(descriptor);
}

}  // namespace kifu_python
