// JSON Kifu Format export and import through nlohmann::ordered_json (keeps header order).
#include "kifu/shogi/jkf.hpp"

#include <nlohmann/json.hpp>

#include <array>

#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi {
namespace {

using json = nlohmann::ordered_json;

constexpr std::array<std::string_view, 16> csa_piece = {
    "", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "", "UM", "RY"};

std::optional<piece_kind> piece_of_csa(std::string_view code) {
  for (std::size_t i = 1; i < csa_piece.size(); ++i)
    if (!csa_piece[i].empty() && csa_piece[i] == code) return static_cast<piece_kind>(i);
  return std::nullopt;
}

struct special_code {
  special_move special;
  std::string_view code;
};
constexpr std::array<special_code, 9> special_codes = {
    {{special_move::resign, "TORYO"},
     {special_move::interrupt, "CHUDAN"},
     {special_move::repetition, "SENNICHITE"},
     {special_move::time_up, "TIME_UP"},
     {special_move::illegal_loss, "ILLEGAL_MOVE"},
     {special_move::jishogi, "JISHOGI"},
     {special_move::entering_king, "KACHI"},
     {special_move::checkmate, "TSUMI"},
     {special_move::no_mate, "FUZUMI"}}};

// The side to move at a node of ply `ply` (the node's own move was made by the other side).
std::string special_to_jkf(const record& r, const record_node& n) {
  if (n.special == special_move::illegal_win) {
    // The player to move wins: the previous mover (+ black, - white) acted illegally.
    const bool black_to_move = (n.ply % 2 == 1) == (r.start.side_to_move() == color::black);
    return black_to_move ? "-ILLEGAL_ACTION" : "+ILLEGAL_ACTION";
  }
  for (const auto& c : special_codes)
    if (c.special == n.special) return std::string(c.code);
  return n.special == special_move::unknown ? n.text : std::string(to_string(n.special));
}

json square_json(square s) {
  return {{"x", s.file}, {"y", s.rank}};
}

json hands_json(const position& p, color side) {
  json h = json::object();
  for (piece_kind k : {piece_kind::pawn, piece_kind::lance, piece_kind::knight, piece_kind::silver,
                       piece_kind::gold, piece_kind::bishop, piece_kind::rook})
    h[std::string(csa_piece[static_cast<int>(k)])] = p.hand(side, k);
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
                                  {"kind", csa_piece[static_cast<int>(pc.kind)]}});
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
  j["piece"] = csa_piece[static_cast<int>(m.kind())];
  if (previous && *previous == m.to()) j["same"] = true;
  if (m.promotes())
    j["promote"] = true;
  else if (!m.is_drop() && before.is_legal(move::board(m.from(), m.to(), m.kind(), promote::yes)))
    j["promote"] = false;
  if (const piece captured = before.at(m.to()); captured.kind != piece_kind::none)
    j["capture"] = csa_piece[static_cast<int>(captured.kind)];
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
    if (n.children.empty()) break;
    i = n.children.front();
  }
  return moves;
}

// --- import ---

class importer {
 public:
  parse_result<record> run(std::string_view text) {
    json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) return fail("not a JSON object (is this JKF?)");
    if (j.contains("header") && j["header"].is_object())
      for (auto& [k, v] : j["header"].items())
        r_.headers.push_back({k, v.is_string() ? v.get<std::string>() : v.dump()});
    if (!read_initial(j.value("initial", json::object()))) return std::move(result_);
    const json moves = j.value("moves", json::array());
    if (!moves.is_array()) return fail("\"moves\" must be an array");
    if (!moves.empty()) add_comments(0, moves[0]);
    read_line(moves, 1, 0, r_.start);
    result_.set_value(std::move(r_));
    return std::move(result_);
  }

 private:
  // Records an error; the import stops at it.
  void report(std::string message) {
    result_.add({diagnostic_code::jkf_syntax, severity::error, 0, 1, 1, std::move(message)});
  }

  // Records an error and gives the failed result.
  parse_result<record> fail(std::string message) {
    report(std::move(message));
    return std::move(result_);
  }

  // Gives node `i` the comments of JKF element `e`.
  void add_comments(std::size_t i, const json& e) {
    if (e.contains("comments") && e["comments"].is_array())
      for (const auto& c : e["comments"])
        if (c.is_string()) r_.add_comment(i, c.get<std::string>());
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
      report("unknown preset \"" + preset + "\"");
      return false;
    }
    const json data = initial.value("data", json::object());
    position p;
    const json board = data.value("board", json::array());
    for (std::size_t x = 0; x < 9 && x < board.size(); ++x)
      for (std::size_t y = 0; y < 9 && y < board[x].size(); ++y) {
        const json& cell = board[x][y];
        if (!cell.is_object() || !cell.contains("kind")) continue;
        const auto kind = piece_of_csa(cell.value("kind", std::string()));
        if (!kind) return report("unknown piece kind in the initial board"), false;
        p.set({static_cast<std::uint8_t>(x + 1), static_cast<std::uint8_t>(y + 1)},
              {cell.value("color", 0) == 0 ? color::black : color::white, *kind});
      }
    p.set_side_to_move(data.value("color", 0) == 0 ? color::black : color::white);
    const json hands = data.value("hands", json::array());
    for (std::size_t side = 0; side < 2 && side < hands.size(); ++side)
      for (auto& [code, count] : hands[side].items())
        if (const auto k = piece_of_csa(code); k && is_hand_kind(*k) && count.is_number_integer())
          p.set_hand(static_cast<color>(side), *k, count.get<int>());
    r_.start = p;
    r_.has_board_diagram = true;
    r_.handicap = handicap::other;
    return true;
  }

  // Reads elements [from...] of a JKF line as children of `parent`.
  void read_line(const json& moves, std::size_t from, std::size_t parent, position p) {
    for (std::size_t k = from; k < moves.size(); ++k) {
      const json& e = moves[k];
      record_node n;
      n.parent = parent;
      n.ply = r_.nodes[parent].ply + 1;
      if (e.contains("time") && e["time"].is_object()) {
        const json& now = e["time"].value("now", json::object());
        const json& total = e["time"].value("total", json::object());
        n.time =
            move_time{now.value("m", 0) * 60 + now.value("s", 0),
                      total.value("h", 0) * 3600 + total.value("m", 0) * 60 + total.value("s", 0)};
      }
      if (e.contains("move")) {
        const auto m = read_move(e["move"], p, n.ply);
        if (!m) return;
        n.move = *m;
      } else if (e.contains("special")) {
        const std::string code = e.value("special", std::string());
        n.special = special_move::unknown;
        n.text = code;
        if (code == "+ILLEGAL_ACTION" || code == "-ILLEGAL_ACTION")
          n.special = special_move::illegal_win;
        for (const auto& c : special_codes)
          if (c.code == code) n.special = c.special;
        if (const auto word = detail::special_of(code); word != special_move::none)
          n.special = word;
        if (n.special != special_move::unknown) n.text = std::string(to_string(n.special));
      } else {
        continue;  // an element with comments only
      }
      const std::size_t index = r_.nodes.size();
      r_.nodes[parent].children.push_back(index);
      const bool has_forks = e.contains("forks") && e["forks"].is_array();
      const json forks = has_forks ? e["forks"] : json::array();
      const position before = p;
      if (n.move) p.play(*n.move);
      r_.nodes.push_back(std::move(n));
      add_comments(index, e);
      for (const json& fork : forks)
        if (fork.is_array()) read_line(fork, 0, parent, before);
      parent = index;
    }
  }

  std::optional<move> read_move(const json& m, const position& p, std::int32_t ply) {
    const auto square_of = [](const json& s) {
      return square{static_cast<std::uint8_t>(s.value("x", 0)),
                    static_cast<std::uint8_t>(s.value("y", 0))};
    };
    const auto kind = piece_of_csa(m.value("piece", std::string()));
    if (!kind || !m.contains("to")) {
      report("move " + std::to_string(ply) + ": needs \"to\" and a known \"piece\"");
      return std::nullopt;
    }
    const move mv = m.contains("from") ? move::board(square_of(m["from"]), square_of(m["to"]),
                                                     *kind, promote{m.value("promote", false)})
                                       : move::drop(square_of(m["to"]), *kind);
    if (!p.is_legal(mv)) {
      result_.add(
          {diagnostic_code::illegal_move, severity::error, 0, 1, 1,
           "move " + std::to_string(ply) + " (" + to_usi(mv) + ") is not legal in " + to_sfen(p)});
      return std::nullopt;
    }
    return mv;
  }

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
  return importer().run(json_text);
}

}  // namespace kifu::inline v0::shogi
