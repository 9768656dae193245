// JSON Kifu Format export and import through nlohmann::ordered_json (keeps header order).
#include "kifu/shogi/jkf.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include <array>

#include "counted.hpp"
#include "json_scan.hpp"
#include "kifu/shogi/names.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "shogi/csa_words.hpp"
#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi {
namespace {

using json = nlohmann::ordered_json;

// The JKF `special` of a special-move node: the CSA word (JKF's words are CSA's without the %:
// a CSA word kifu has no special move for, %MATTA, is MATTA), or the node's own word.
std::string special_to_jkf(const record& r, const record_node& n) {
  if (std::string code = detail::code_of_special(r, n); !code.empty()) return code;
  if (n.special != special_move::unknown) return std::string(to_string(n.special));
  return n.text.starts_with('%') ? n.text.substr(1) : n.text;
}

json square_json(square s) {
  return {{"x", s.file}, {"y", s.rank}};
}

json hands_json(const position& p, color side) {
  json h = json::object();
  for (piece_kind k : {piece_kind::pawn, piece_kind::lance, piece_kind::knight, piece_kind::silver,
                       piece_kind::gold, piece_kind::bishop, piece_kind::rook})
    h[std::string(csa_piece_codes[static_cast<int>(k)])] = p.hand(side, k);
  return h;
}

json initial_json(const record& r) {
  if (!r.has_board_diagram && r.handicap && *r.handicap != handicap::other)
    return {{"preset", jkf_preset(*r.handicap)}};
  if (!r.has_board_diagram && r.start == position::initial()) return {{"preset", "HIRATE"}};
  json board = json::array();
  for (std::uint8_t x = 1; x <= 9; ++x) {
    json column = json::array();
    for (std::uint8_t y = 1; y <= 9; ++y) {
      const piece pc = r.start.at({x, y});
      column.push_back(pc.kind == piece_kind::none
                           ? json::object()
                           : json{{"color", static_cast<int>(pc.color)},
                                  {"kind", csa_piece_codes[static_cast<int>(pc.kind)]}});
    }
    board.push_back(std::move(column));
  }
  return {{"preset", "OTHER"},
          {"data",
           {{"board", std::move(board)},
            {"color", static_cast<int>(r.start.side_to_move())},
            {"hands", json::array({hands_json(r.start, color::black),
                                   hands_json(r.start, color::white)})}}}};
}

std::string relative_code(const move& m, const position& before, std::optional<square> previous) {
  std::string code;
  const std::string ki2 = to_ki2(m, before, previous);
  for (const auto& [word, c] : {std::pair<std::string_view, char>{"左", 'L'},
                                {"直", 'C'},
                                {"右", 'R'},
                                {"上", 'U'},
                                {"寄", 'M'},
                                {"引", 'D'},
                                {"打", 'H'}})
    if (ki2.find(word) != std::string::npos) code += c;
  return code;
}

json move_json(const move& m, const position& before, std::optional<square> previous) {
  json j = json::object();
  j["color"] = static_cast<int>(before.side_to_move());
  if (!m.is_drop()) j["from"] = square_json(m.from());
  j["to"] = square_json(m.to());
  j["piece"] = csa_piece_codes[static_cast<int>(m.kind())];
  if (previous && *previous == m.to()) j["same"] = true;
  if (m.promotes())
    j["promote"] = true;
  else if (!m.is_drop() && before.is_legal(move::board(m.from(), m.to(), m.kind(), promote::yes)))
    j["promote"] = false;
  if (const piece captured = before.at(m.to()); captured.kind != piece_kind::none)
    j["capture"] = csa_piece_codes[static_cast<int>(captured.kind)];
  if (const auto rel = relative_code(m, before, previous); !rel.empty()) j["relative"] = rel;
  return j;
}

// The elements of the line that starts at node `first` (from position `p`), with forks.
json line_json(const record& r, std::size_t first, position p) {
  json moves = json::array();
  for (std::size_t i = first;;) {
    const record_node& n = r.nodes[i];
    json e = json::object();
    if (n.move) {
      std::optional<square> previous;
      if (const auto& last = r.nodes[n.parent].move) previous = last->to();
      e["move"] = move_json(*n.move, p, previous);
    } else {
      e["special"] = special_to_jkf(r, n);
    }
    if (n.time)
      e["time"] = {{"now", {{"m", n.time->move_seconds / 60}, {"s", n.time->move_seconds % 60}}},
                   {"total",
                    {{"h", n.time->total_seconds / 3600},
                     {"m", n.time->total_seconds / 60 % 60},
                     {"s", n.time->total_seconds % 60}}}};
    if (!r.comments(i).empty()) e["comments"] = r.comments(i).to_vector();
    const auto& siblings = r.nodes[n.parent].children;
    if (i == siblings.front() && siblings.size() > 1) {
      json forks = json::array();
      for (std::size_t s = 1; s < siblings.size(); ++s)
        forks.push_back(line_json(r, siblings[s], p));
      e["forks"] = std::move(forks);
    }
    moves.push_back(std::move(e));
    if (n.move) p.play(*n.move);
    if (n.children.empty()) {
      // A result said by a まで line alone (a KI2 record's) is written as the special it states.
      if (const auto end = detail::stated_end(r, i))
        moves.push_back({{"special", special_to_jkf(r, *end)}});
      break;
    }
    i = n.children.front();
  }
  return moves;
}

// --- import ---

class importer {
 public:
  explicit importer(std::string_view text) : text_(text) {}

  parse_result<record> run() {
    if (const std::size_t deep = kifu::detail::json_too_deep_byte(text_); deep != 0) {
      result_.add(
          kifu::detail::json_syntax_error(text_, deep, diagnostic_code::jkf_syntax,
                                          "arrays and objects nested more than " +
                                              std::to_string(kifu::detail::json_deepest_nesting) +
                                              " levels deep; no JKF record nests so"));
      return std::move(result_);
    }
    json j;
    try {
      j = json::parse(text_.begin(), text_.end());
    } catch (const json::parse_error& e) {
      result_.add(kifu::detail::json_syntax_error(
          text_, e.byte, diagnostic_code::jkf_syntax,
          std::string("not JSON: ") + kifu::detail::json_error_words(e.what())));
      return std::move(result_);
    } catch (const json::exception& e) {  // a number out of range, say
      result_.add(kifu::detail::json_syntax_error(
          text_, kifu::detail::json_quoted_number_byte(text_, e.what()),
          diagnostic_code::jkf_syntax,
          std::string("cannot be read: ") + kifu::detail::json_error_words(e.what())));
      return std::move(result_);
    }
    if (!j.is_object()) return fail("", "is not a JSON object (is this JKF?)");
    drop_nulls(j);
    try {
      return read(j);
    } catch (const json::exception& e) {  // a value of the wrong type where a default was read
      return fail(at_, kifu::detail::json_error_words(e.what()));
    }
  }

 private:
  // JKF's schema lets an optional member be null (`"initial": null` for 平手, `"from": null`
  // for a drop, `"promote": null`): such a member is read as absent. Only members go: a null
  // element of an array stays, for the reader to refuse.
  static void drop_nulls(json& j) {
    if (j.is_object()) {
      for (auto it = j.begin(); it != j.end();) {
        if (it->is_null()) {
          it = j.erase(it);
        } else {
          drop_nulls(*it);
          ++it;
        }
      }
    } else if (j.is_array()) {
      for (json& e : j) drop_nulls(e);
    }
  }

  parse_result<record> read(const json& j) {
    if (!j.contains("header") && !j.contains("initial") && !j.contains("moves"))
      return fail("", "holds none of header, initial and moves (is this JKF?)");
    if (j.contains("header") && !j["header"].is_object())
      return fail("header", "must be an object of names and values");
    at_ = "initial";
    if (j.contains("header"))
      for (auto& [k, v] : j["header"].items())
        r_.headers.push_back({k, v.is_string() ? v.get<std::string>() : v.dump()});
    if (!read_initial(j.value("initial", json::object()))) return std::move(result_);
    at_ = "moves";
    const json moves = j.value("moves", json::array());
    if (!moves.is_array()) return fail("moves", "must be an array");
    if (!moves.empty() && !moves[0].is_object())
      return fail("moves[0]", "must be an object (the start's comments)");
    if (!moves.empty()) add_comments(0, moves[0]);
    // The first element stands for the start: a move there would be lost unread.
    if (!moves.empty() && moves[0].is_object() && moves[0].contains("move"))
      return fail("moves[0].move",
                  "is in the start's element: a JKF record's first move is moves[1], the first "
                  "element holds only the start's comments");
    read_line(
        moves, "moves", 1, 0, r_.start,
        kifu::detail::json_element_offsets(text_, kifu::detail::json_value_offset(text_, "moves")));
    result_.set_value(std::move(r_));
    return std::move(result_);
  }

  // Records an error about the value at JSON path `path` (empty: the whole document); the
  // import stops at it.
  void report(const std::string& path, std::string message,
              diagnostic_code code = diagnostic_code::jkf_syntax) {
    result_.add(kifu::detail::json_value_error(text_, path.empty() ? "JKF" : path, code,
                                               std::move(message), "JKF"));
  }

  // Records a warning about the value at JSON path `path`; the import goes on.
  void warn(const std::string& path, std::string message) {
    diagnostic d = kifu::detail::json_value_error(text_, path, diagnostic_code::jkf_syntax,
                                                  std::move(message), "JKF");
    d.level = severity::warning;
    result_.add(std::move(d));
  }

  // Records an error and gives the failed result.
  parse_result<record> fail(const std::string& path, std::string message) {
    report(path, std::move(message));
    return std::move(result_);
  }

  // Gives node `i` the comments of JKF element `e`.
  void add_comments(std::size_t i, const json& e) {
    if (e.contains("comments") && e["comments"].is_array())
      for (const auto& c : e["comments"])
        if (c.is_string()) r_.add_comment(i, c.get<std::string>());
  }

  // Whether `a` is an array of nine (the board's files, or a file's ranks); an error at `path`
  // when not: with fewer or more, every piece after the gap would stand on another square.
  bool nine_squares(const json& a, const std::string& path) {
    if (!a.is_array()) {
      report(path, std::string("is a ") + a.type_name() + " where an array belongs");
      return false;
    }
    if (a.size() == 9) return true;
    report(path, "has " + kifu::detail::counted(a.size(), "element", "elements") +
                     ": a board is 9 files of 9 squares, each {} when empty");
    return false;
  }

  // The side that member "color" of `object` names: 0 black (the default), 1 white; an error
  // at `path` for anything else.
  std::optional<color> side_of(const json& object, const std::string& path) {
    const json c = object.value("color", json(0));
    if (c == 0) return color::black;
    if (c == 1) return color::white;
    report(path, "must be 0 (black, 先手) or 1 (white, 後手)");
    return std::nullopt;
  }

  bool read_initial(const json& initial) {
    const std::string preset = initial.value("preset", std::string("HIRATE"));
    if (preset != "OTHER") {
      for (handicap h : all_handicaps())
        if (jkf_preset(h) == preset) {
          r_.handicap = h;
          r_.start = *start_position(h);
          return true;
        }
      report("initial.preset", "is an unknown preset \"" + preset + "\"");
      return false;
    }
    at_ = "initial.data";
    if (!initial.contains("data") || !initial["data"].is_object())
      return report("initial",
                    "has preset \"OTHER\" but no data object: the position's board, "
                    "color and hands"),
             false;
    const json& data = initial["data"];
    position p;
    // Nine columns (files 1 to 9) of nine squares (ranks 1 to 9), each {} or {color, kind}.
    const json board = data.value("board", json::array());
    if (!nine_squares(board, "initial.data.board")) return false;
    for (std::size_t x = 0; x < 9; ++x)
      if (!nine_squares(board[x], "initial.data.board[" + std::to_string(x) + "]")) return false;
    for (std::size_t x = 0; x < 9; ++x)
      for (std::size_t y = 0; y < 9; ++y) {
        const json& cell = board[x][y];
        at_ = "initial.data.board[" + std::to_string(x) + "][" + std::to_string(y) + "]";
        if (!cell.is_object())
          return report(at_, "must be an object: {} or {\"color\": 0 or 1, \"kind\": \"FU\"…}"),
                 false;
        if (!cell.contains("kind")) continue;
        const auto kind = piece_kind_from_csa(cell.value("kind", std::string()));
        if (!kind) return report(at_ + ".kind", "is an unknown piece kind"), false;
        const auto side = side_of(cell, at_ + ".color");
        if (!side) return false;
        p.set({static_cast<std::uint8_t>(x + 1), static_cast<std::uint8_t>(y + 1)}, {*side, *kind});
      }
    at_ = "initial.data.color";
    const auto to_move = side_of(data, at_);
    if (!to_move) return false;
    p.set_side_to_move(*to_move);
    at_ = "initial.data.hands";
    const json hands = data.value("hands", json::array({json::object(), json::object()}));
    if (!hands.is_array() || hands.size() != 2 || !hands[0].is_object() || !hands[1].is_object())
      return report(at_, "must be two objects, black's hand and white's ({\"FU\": 2, …})"), false;
    for (std::size_t side = 0; side < 2; ++side)
      for (auto& [code, count] : hands[side].items()) {
        const std::string path = at_ + "[" + std::to_string(side) + "]." + code;
        const auto k = piece_kind_from_csa(code);
        if (!k || !is_hand_kind(*k))
          return report(path, "is not a kind a hand holds (FU KY KE GI KI KA HI)"), false;
        const int most = piece_set_count[static_cast<int>(*k)];
        // Read as 64 bits: a count past an int's range must not wrap into one that fits (one past
        // 64 bits' reads as negative).
        const std::int64_t n = count.is_number_integer() ? count.get<std::int64_t>() : -1;
        if (n < 0 || n > most)
          return report(path, "must be a count from 0 to " + std::to_string(most) +
                                  " (the set holds " + std::to_string(most) + ")"),
                 false;
        p.set_hand(static_cast<color>(side), *k, static_cast<int>(n));
      }
    // More pieces of a kind than the set holds makes a position no engine accepts.
    for (const piece p_kind :
         {piece{color::black, piece_kind::king}, piece{color::white, piece_kind::king},
          piece{color::black, piece_kind::rook}, piece{color::black, piece_kind::bishop},
          piece{color::black, piece_kind::gold}, piece{color::black, piece_kind::silver},
          piece{color::black, piece_kind::knight}, piece{color::black, piece_kind::lance},
          piece{color::black, piece_kind::pawn}})
      if (const auto d = p.check_piece_count(p_kind))
        return report("initial.data", d->message, d->code), false;
    // The rest breaks only the rules of play, which tsume and fun problems do on purpose:
    // warnings, as every reader gives them.
    for (const auto& d : p.validate())
      if (d.code != diagnostic_code::position_piece_count)
        warn("initial.data", "is a position against the rules: " + d.message);
    r_.start = p;
    r_.has_board_diagram = true;
    r_.handicap = handicap::other;
    return true;
  }

  // Reads elements [from...] of a JKF line as children of `parent`.
  // `offsets`: where each element of `moves` starts in the text, for the nodes' lines.
  void read_line(const json& moves, const std::string& path, std::size_t from, std::size_t parent,
                 position p, const std::vector<std::size_t>& offsets) {
    for (std::size_t k = from; k < moves.size(); ++k) {
      const json& e = moves[k];
      const std::string e_path = path + "[" + std::to_string(k) + "]";
      at_ = e_path;
      if (!e.is_object()) return report(e_path, "must be an object (a move, or a special)");
      record_node n;
      n.parent = parent;
      n.ply = r_.nodes[parent].ply + 1;
      if (k < offsets.size()) n.line = line_at(offsets[k]);
      if (e.contains("time") && e["time"].is_object()) {
        const json& now = e["time"].value("now", json::object());
        const json& total = e["time"].value("total", json::object());
        n.time =
            move_time{now.value("m", 0) * 60 + now.value("s", 0),
                      total.value("h", 0) * 3600 + total.value("m", 0) * 60 + total.value("s", 0)};
      }
      if (e.contains("move")) {
        const auto m = read_move(e["move"], e_path + ".move", p, n.ply);
        if (!m) return;
        n.move = *m;
      } else if (e.contains("special")) {
        const std::string code = e.value("special", std::string());
        n.text = code;
        n.special = detail::special_of_code(code, detail::black_to_move_at(r_, n));
        if (const auto word = detail::special_of(code); word != special_move::none)
          n.special = word;
        if (n.special != special_move::unknown) n.text = std::string(to_string(n.special));
      } else {  // its comments would belong to no move
        warn(e_path, "holds no move and no special: skipped, with its comments");
        continue;
      }
      const std::size_t index = r_.nodes.size();
      r_.nodes[parent].children.push_back(index);
      const bool has_forks = e.contains("forks") && e["forks"].is_array();
      const json forks = has_forks ? e["forks"] : json::array();
      const position before = p;
      if (n.move) p.play(*n.move);
      r_.nodes.push_back(std::move(n));
      add_comments(index, e);
      const auto fork_offsets =
          has_forks && k < offsets.size()
              ? kifu::detail::json_element_offsets(
                    text_, kifu::detail::json_member_offset(text_, offsets[k], "forks"))
              : std::vector<std::size_t>{};
      for (std::size_t f = 0; f < forks.size(); ++f) {
        const std::string fork_path = e_path + ".forks[" + std::to_string(f) + "]";
        if (!forks[f].is_array()) return report(fork_path, "must be an array of moves");
        read_line(forks[f], fork_path, 0, parent, before,
                  f < fork_offsets.size()
                      ? kifu::detail::json_element_offsets(text_, fork_offsets[f])
                      : std::vector<std::size_t>{});
      }
      parent = index;
    }
  }

  // The move at JSON path `path`, ply `ply`, checked against `p`; none after an error.
  std::optional<move> read_move(const json& m, const std::string& path, const position& p,
                                std::int32_t ply) {
    const std::string move_n = " (move " + std::to_string(ply) + ")";
    if (!m.is_object()) return report(path, "must be an object" + move_n), std::nullopt;
    const auto square_of = [&](const std::string& key) -> std::optional<square> {
      const json& s = m[key];
      if (!s.is_object())
        return report(path + "." + key, "must be an object" + move_n), std::nullopt;
      for (const char* xy : {"x", "y"})
        if (!s.contains(xy) || !s[xy].is_number_integer() || s[xy].get<std::int64_t>() < 1 ||
            s[xy].get<std::int64_t>() > 9)
          return report(path + "." + key + "." + xy, "must be an integer 1 to 9" + move_n),
                 std::nullopt;
      return square{static_cast<std::uint8_t>(s["x"].get<int>()),
                    static_cast<std::uint8_t>(s["y"].get<int>())};
    };
    if (!m.contains("to")) return report(path + ".to", "is missing" + move_n), std::nullopt;
    if (!m.contains("piece") || !m["piece"].is_string())
      return report(path + ".piece", "must be a CSA piece name such as \"FU\"" + move_n),
             std::nullopt;
    const auto kind = piece_kind_from_csa(m["piece"].get<std::string>());
    if (!kind)
      return report(path + ".piece",
                    "is an unknown piece kind \"" + m["piece"].get<std::string>() + "\"" + move_n),
             std::nullopt;
    const auto to = square_of("to");
    if (!to) return std::nullopt;
    std::optional<square> from;
    if (m.contains("from") && !(from = square_of("from"))) return std::nullopt;
    const move mv = from ? move::board(*from, *to, *kind, promote{m.value("promote", false)})
                         : move::drop(*to, *kind);
    if (!p.is_legal(mv)) {
      report(path, "is not legal" + move_n + ": " + to_usi(mv) + " in " + to_sfen(p),
             diagnostic_code::illegal_move);
      return std::nullopt;
    }
    return mv;
  }

  // The 1-based line of byte `offset`, counted on from the last one asked for: the elements are
  // read in the order of the text, so the whole text is counted once.
  std::uint32_t line_at(std::size_t offset) noexcept {
    if (offset < counted_to_) counted_to_ = 0, counted_line_ = 1;
    offset = std::min(offset, text_.size());
    counted_line_ += static_cast<std::uint32_t>(
        std::count(text_.begin() + static_cast<std::ptrdiff_t>(counted_to_),
                   text_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
    counted_to_ = offset;
    return counted_line_;
  }

  std::string_view text_;
  std::size_t counted_to_ = 0;      // line_at's place in the text
  std::uint32_t counted_line_ = 1;  // and its line
  std::string at_;  // the JSON path being read, where a value of the wrong type is reported
  record r_;
  parse_result<record> result_;
};

}  // namespace

std::string write_jkf(const record& r) {
  json j;
  j["header"] = json::object();
  for (const auto& h : r.headers) j["header"][h.key] = h.value;
  j["initial"] = initial_json(r);
  json moves = json::array();
  json start = json::object();
  if (!r.comments(0).empty()) start["comments"] = r.comments(0).to_vector();
  moves.push_back(std::move(start));
  if (!r.nodes[0].children.empty())
    for (auto& e : line_json(r, r.nodes[0].children.front(), r.start))
      moves.push_back(std::move(e));
  j["moves"] = std::move(moves);
  return j.dump(2) + '\n';
}

parse_result<record> read_jkf(std::string_view json_text) {
  return importer(json_text).run();
}

}  // namespace kifu::inline v0::shogi
