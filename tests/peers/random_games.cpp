// Writes N random legal games (for the differential tests against peer readers); a move that
// could promote usually does:
//   random_games DIR N SEED        N KIF files from the even position
//   random_games DIR N SEED csa    N CSA files in the styles of differential_csa.sh, the style
//                                  in the name (game0001-comma.csa); some start from a handicap
//                                  or a mid-game position with pieces in hand, moves have times
//                                  and comments, and some games end with a special move
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/names.hpp"

namespace {

using namespace kifu::shogi;

// A random move of `legal` (which must not be empty).
move random_move(std::mt19937& rng, const move_list& legal) {
  move m = legal[rng() % legal.size()];
  // Promote nine times in ten when the move could: fewer 不成, which a peer mishandles.
  const move promoting = move::board(m.from(), m.to(), m.kind(), promote::yes);
  if (!m.is_drop() && !m.promotes() && rng() % 10 != 0 && legal.contains(promoting)) m = promoting;
  return m;
}

// Appends up to `plies` random legal moves to the main line of `r` (from its start).
void add_random_moves(std::mt19937& rng, record& r, int plies) {
  position p = r.start;
  for (int ply = 0; ply < plies; ++ply) {
    const move_list legal = p.legal_moves();
    if (legal.empty()) break;
    record_node n;
    n.parent = r.nodes.size() - 1;
    n.ply = ply + 1;
    n.move = random_move(rng, legal);
    r.nodes.back().children.push_back(r.nodes.size());
    r.nodes.push_back(n);
    p.play(*n.move);
  }
}

// The CSA move of `m` played from `before` (+7776FU).
std::string csa_move(const position& before, const move& m) {
  std::string out(1, before.side_to_move() == color::black ? '+' : '-');
  out += m.is_drop() ? "00" : std::to_string(m.from().file) + std::to_string(m.from().rank);
  out += std::to_string(m.to().file) + std::to_string(m.to().rank);
  out += csa_piece_codes[static_cast<int>(m.promotes() ? promoted(m.kind()) : m.kind())];
  return out;
}

// A random game for a CSA file: even (6 in 10), handicap (2 in 10) or mid-game start; times on
// half the moves; a comment (some with a comma) or an engine line (`**` EVAL PV) on a tenth
// each, on every move with `engine_lines`; a special move after half the games.
record random_csa_game(std::mt19937& rng, bool engine_lines) {
  record r;
  r.headers = {{"先手", "先手" + std::to_string(rng() % 100)},
               {"後手", "Player " + std::to_string(rng() % 100)},
               {"棋戦", "Random games"}};
  const unsigned start = rng() % 10;
  if (start >= 6 && start < 8) {
    const auto handicaps = all_handicaps();  // 1 to 15: neither 平手 nor その他
    r.start = *start_position(handicaps[1 + rng() % 15]);
  } else if (start >= 8) {
    add_random_moves(rng, r, 20 + static_cast<int>(rng() % 60));
    r.start = r.position_after(r.main_line().empty() ? 0 : r.main_line().back());
    r.nodes = {record_node{}};
  }
  add_random_moves(rng, r, static_cast<int>(rng() % 150) + 1);
  position p = r.start;
  for (const std::size_t i : r.main_line()) {
    p.play(*r.nodes[i].move);
    if (rng() % 2 == 0)
      r.nodes[i].time = move_time{static_cast<std::int32_t>(rng() % 600), 0,
                                  static_cast<std::int32_t>(rng() % 1000)};
    if (rng() % 10 == 0) r.add_comment(i, rng() % 2 == 0 ? "a comment, with a comma" : "コメント");
    if (engine_lines || rng() % 10 == 0) {
      std::string line = "** " + std::to_string(static_cast<int>(rng() % 2001) - 1000);
      position q = p;
      for (int k = 0; k < 3; ++k) {
        const move_list legal = q.legal_moves();
        if (legal.empty()) break;
        const move m = random_move(rng, legal);
        line += " " + csa_move(q, m);
        q.play(m);
      }
      r.add_comment(i, line);
    }
  }
  if (rng() % 2 == 0) {
    record_node n;
    n.parent = r.nodes.size() - 1;
    n.ply = r.nodes.back().ply + 1;
    n.special = rng() % 2 == 0 ? special_move::resign : special_move::interrupt;
    r.nodes.back().children.push_back(r.nodes.size());
    r.nodes.push_back(n);
  }
  return r;
}

// The lines of a CRLF text.
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find("\r\n", at);
    lines.push_back(text.substr(at, end - at));
    at = end == std::string::npos ? text.size() : end + 2;
  }
  return lines;
}

// True for a line of the start position (PI, P1…P9, P+/P-, the side line).
bool is_position_line(const std::string& line) {
  return line.starts_with('P') || line == "+" || line == "-";
}

// The start position as P1…P9 rows with runs of blanks collapsed (" * * " for " *  * ", as mail
// and HTML leave them), hands as P+/P- lines; `all_rest` writes white's hand as P-00AL.
std::vector<std::string> collapsed_rows(const position& p, bool all_rest) {
  std::vector<std::string> out;
  for (std::uint8_t r = 1; r <= 9; ++r) {
    std::string row = "P" + std::to_string(r);
    for (std::uint8_t f = 9; f >= 1; --f) {
      const piece pc = p.at({f, r});
      if (pc.kind == piece_kind::none) {
        row += row.ends_with(' ') ? "* " : " * ";
      } else {
        row += pc.color == color::black ? '+' : '-';
        row += csa_piece_codes[static_cast<int>(pc.kind)];
      }
    }
    out.push_back(row);
  }
  for (const color c : {color::black, color::white}) {
    std::string hand = c == color::black ? "P+" : "P-";
    for (int k = 1; k <= 7; ++k)
      for (int n = p.hand(c, static_cast<piece_kind>(k)); n > 0; --n)
        hand += "00" + std::string(csa_piece_codes[k]);
    if (c == color::white && all_rest) hand = "P-00AL";
    if (hand.size() > 2) out.push_back(hand);
  }
  out.emplace_back(p.side_to_move() == color::black ? "+" : "-");
  return out;
}

// The start position as P+/P- piece lists on an empty board, a few pieces a line.
std::vector<std::string> piece_lists(std::mt19937& rng, const position& p) {
  std::vector<std::string> out;
  for (const color c : {color::black, color::white}) {
    std::vector<std::string> items;
    for (std::uint8_t f = 1; f <= 9; ++f)
      for (std::uint8_t r = 1; r <= 9; ++r)
        if (const piece pc = p.at({f, r}); pc.kind != piece_kind::none && pc.color == c)
          items.push_back(std::to_string(f) + std::to_string(r) +
                          std::string(csa_piece_codes[static_cast<int>(pc.kind)]));
    for (int k = 1; k <= 7; ++k)
      for (int n = p.hand(c, static_cast<piece_kind>(k)); n > 0; --n)
        items.push_back("00" + std::string(csa_piece_codes[k]));
    for (std::size_t i = 0; i < items.size();) {
      std::string line = c == color::black ? "P+" : "P-";
      for (std::size_t n = 1 + rng() % 8; n > 0 && i < items.size(); --n) line += items[i++];
      out.push_back(line);
    }
  }
  out.emplace_back(p.side_to_move() == color::black ? "+" : "-");
  return out;
}

// Joins a CRLF text's lines after the start position into lines of 1-4 statements separated by
// ',' (`+7776FU,T12,-3334FU`); comment lines stay alone, as a comment runs to the line's end.
std::string join_statements(std::mt19937& rng, const std::string& text) {
  std::string out;
  bool moves = false;
  std::size_t on_line = 0, room = 0;
  for (const std::string& line : lines_of(text)) {
    const bool joinable = moves && !line.starts_with('\'');
    if (joinable && on_line > 0 && on_line < room) {
      out += "," + line;
      ++on_line;
      continue;
    }
    if (!out.empty()) out += "\r\n";
    out += line;
    on_line = joinable ? 1 : 0;
    room = 1 + rng() % 4;
    if (line == "+" || line == "-") moves = true;
  }
  return out + "\r\n";
}

// The text with its start-position lines replaced by `position_lines`.
std::string replace_position(const std::string& text,
                             const std::vector<std::string>& position_lines) {
  std::string out;
  bool replaced = false;
  for (const std::string& line : lines_of(text)) {
    if (!replaced && is_position_line(line)) {
      if (line == "+" || line == "-") {
        for (const auto& l : position_lines) out += l + "\r\n";
        replaced = true;
      }
      continue;
    }
    out += line + "\r\n";
  }
  return out;
}

// Writes game `g` in one of the styles of differential_csa.sh; returns the style's name.
std::string write_csa_game(std::mt19937& rng, const std::filesystem::path& dir, int g) {
  static const char* const styles[] = {"v22",   "v30",    "comma",    "rows",
                                       "lists", "engine", "end-time", "multi"};
  const std::string style = styles[g % 8];
  const csa_write_options v22{csa_version::v2_2, kifu::text_encoding::shift_jis, false};
  const csa_write_options v30{csa_version::v3_0, kifu::text_encoding::utf8, true};
  std::vector<record> games{random_csa_game(rng, style == "engine")};
  if (style == "multi")
    for (unsigned n = 1 + rng() % 3; n > 0; --n) games.push_back(random_csa_game(rng, false));
  const auto written = write_csa_records(games, style == "v30" ? v30 : v22);
  if (!written.ok()) {
    std::cerr << "game " << g << ": write_csa failed\n";
    std::exit(1);
  }
  std::string text = *written;
  const position& start = games.front().start;
  if (style == "comma") text = join_statements(rng, text);
  if (style == "rows") {
    // P-00AL only where every piece of the set is on the board or in a hand (no handicap).
    int pieces = 0;
    for (std::uint8_t f = 1; f <= 9; ++f)
      for (std::uint8_t r = 1; r <= 9; ++r) pieces += start.at({f, r}).kind != piece_kind::none;
    for (int k = 1; k <= 7; ++k)
      for (const color c : {color::black, color::white})
        pieces += start.hand(c, static_cast<piece_kind>(k));
    text = replace_position(text, collapsed_rows(start, pieces == 40 && rng() % 2 == 0));
  }
  if (style == "lists") text = replace_position(text, piece_lists(rng, start));
  if (style == "end-time") text += "$END_TIME:2026/01/01 12:34:56\r\n";
  char name[40];
  std::snprintf(name, sizeof name, "game%04d-%s.csa", g, style.c_str());
  std::ofstream(dir / name, std::ios::binary) << text;
  return style;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 && !(argc == 5 && std::string(argv[4]) == "csa")) {
    std::cerr << "usage: random_games DIR N SEED [csa]\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  std::filesystem::create_directories(dir);
  std::mt19937 rng(static_cast<unsigned>(std::stoul(argv[3])));
  const int games = std::stoi(argv[2]);
  for (int g = 0; g < games; ++g) {
    if (argc == 5) {
      write_csa_game(rng, dir, g);
      continue;
    }
    record r;
    add_random_moves(rng, r, static_cast<int>(rng() % 200) + 1);
    char name[32];
    std::snprintf(name, sizeof name, "game%04d.kifu", g);
    std::ofstream(dir / name, std::ios::binary) << write_kif(r);
  }
  return 0;
}
