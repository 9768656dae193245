// SGF out and in: a one-node game with SZ/AB/AW/PL, the root setup of any SGF game, and the
// main line of a game as moves.
#include "kifu/go/sgf.hpp"

#include <optional>
#include <type_traits>
#include <vector>

#include "counted.hpp"
#include "diagnostic_builder.hpp"
#include "excerpt.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0::go {

std::string write_sgf(const position& board) {
  std::string out = "(;GM[1]FF[4]CA[UTF-8]SZ[" + std::to_string(board.size()) + "]\n";
  for (const stone s : {stone::black, stone::white}) {
    if (board.count(s) == 0) continue;
    out += s == stone::black ? "AB" : "AW";
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x)
        if (board.at(x, y) == s) out += '[' + to_sgf_point(x, y) + ']';
    out += '\n';
  }
  if (const auto side = board.to_play()) out += side == color::black ? "PL[B]\n" : "PL[W]\n";
  out += ")\n";
  return out;
}

namespace {

bool is_upper(char c) noexcept {
  return c >= 'A' && c <= 'Z';
}
bool is_lower(char c) noexcept {
  return c >= 'a' && c <= 'z';
}
bool is_blank(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

bool is_ascii(std::string_view bytes) noexcept {
  for (char c : bytes)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// The encoding named by the first CA property, looked up in the raw bytes (CA is ASCII).
std::optional<text_encoding> declared_encoding(std::string_view bytes, std::string* name) {
  for (std::size_t at = bytes.find("CA["); at != std::string_view::npos;
       at = bytes.find("CA[", at + 3)) {
    if (at > 0 && (is_upper(bytes[at - 1]) || is_lower(bytes[at - 1]))) continue;
    const std::size_t close = bytes.find(']', at + 3);
    if (close == std::string_view::npos || close - at > 40) return std::nullopt;
    *name = std::string(bytes.substr(at + 3, close - at - 3));
    std::string key;
    for (char c : *name)
      if (c != '-' && c != '_' && !is_blank(c))
        key += is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c;
    if (key == "utf8") return text_encoding::utf8;
    if (key == "shiftjis" || key == "sjis" || key == "cp932" || key == "windows31j" ||
        key == "mskanji")
      return text_encoding::shift_jis;
    return std::nullopt;
  }
  return std::nullopt;
}

struct property {
  std::string_view id;
  std::size_t at = 0;  // offset of the identifier in the decoded text
  std::vector<std::pair<std::string_view, std::size_t>> values;  // raw value text and offset
};

class sgf_reader {
 public:
  sgf_reader(const decoded_text& text, bool game) : s_(text.utf8), place_(text), game_(game) {}

  parse_result<position> run(diagnostic_list early) {
    for (auto& d : early) result_.add(std::move(d));
    std::vector<std::vector<property>> nodes;
    if (!parse(nodes)) return std::move(result_);
    apply(nodes.front());
    return std::move(result_);
  }

  parse_result<sgf_game> run_game(diagnostic_list early) {
    parse_result<sgf_game> out;
    for (auto& d : early) out.add(std::move(d));
    std::vector<std::vector<property>> nodes;
    if (parse(nodes)) {
      apply(nodes.front());
      if (result_.has_value()) {
        sgf_game g;
        g.setup = *result_;
        for (const auto& p : nodes.front()) {
          if (p.id == "B" || p.id == "W") g.first = read_move(p, g.setup.size());
        }
        for (std::size_t i = 1; i < nodes.size(); ++i)
          g.main_line.push_back(node(nodes[i], g.setup));
        out.set_value(std::move(g));
      }
    }
    for (const auto& d : result_.diagnostics()) out.add(d);
    return out;
  }

 private:
  // Diagnostics mostly come in text order: positions are counted on from the previous one.
  void add(diagnostic_code code, severity level, std::size_t at, std::string message) {
    result_.add(place_.at(at, code, level, std::move(message)));
  }

  void skip_blanks() {
    while (at_ < s_.size() && is_blank(s_[at_])) ++at_;
  }

  // Reads the first game tree. Setup mode keeps the properties of its first node and counts the
  // rest; game mode keeps every node of the main line (the first variation at each branch). A
  // fault (a file cut short) is an error, and the nodes read before it are kept: true when there
  // are any.
  bool parse(std::vector<std::vector<property>>& main) {
    at_ = s_.find('(');
    if (at_ == std::string_view::npos) {
      add(diagnostic_code::go_sgf_syntax, severity::error, 0,
          "not SGF: no game tree '(' found (an SGF file starts with '(;')");
      return false;
    }
    const std::size_t open = at_;
    int depth = 0, nodes = 0, moves = 0, side_nodes = 0, side_lines = 0;
    std::vector<char> on_main, child_seen;  // per open tree: on the main line; a child opened
    for (;;) {
      skip_blanks();
      if (at_ >= s_.size()) {
        add(diagnostic_code::go_sgf_syntax, severity::error, open,
            "the game tree that starts here is not closed with ')' (is the file cut short?)" +
                kept(main, "the end of the file"));
        return !main.empty();
      }
      const char c = s_[at_];
      if (c == '(') {
        const bool main_child = on_main.empty() || (on_main.back() != 0 && child_seen.back() == 0);
        if (!on_main.empty()) {
          if (on_main.back() != 0 && child_seen.back() != 0) ++side_lines;
          child_seen.back() = 1;
        }
        on_main.push_back(main_child ? 1 : 0);
        child_seen.push_back(0);
        ++depth;
        ++at_;
      } else if (c == ')') {
        ++at_;
        on_main.pop_back();
        child_seen.pop_back();
        if (--depth == 0) break;
      } else if (c == ';') {
        ++nodes;
        if (on_main.back() != 0 && (nodes == 1 || game_))
          main.emplace_back();
        else if (on_main.back() == 0)
          ++side_nodes;
        ++at_;
      } else if (is_upper(c) || is_lower(c)) {
        property p;
        if (!read_property(p, main)) return !main.empty();
        if (nodes == 0) {  // Nihon Ki-in files start "(PB[…]…;B[pd]": the root has no ';'
          add(diagnostic_code::go_sgf_syntax, severity::warning, p.at,
              "property '" + kifu::detail::excerpt(p.id) +
                  "' comes before the first ';'; it is read as part of the root node");
          nodes = 1;
          main.emplace_back();
        }
        const bool move = p.id == "B" || p.id == "W";
        if (nodes == 1 && depth == 1) {
          if (move && !game_)
            add(diagnostic_code::go_sgf_not_played, severity::note, p.at,
                "the first node also plays " + std::string(p.id) +
                    "; moves are not played, only the setup is read");
          main.back().push_back(std::move(p));
        } else {
          if (move) ++moves;
          if (game_ && on_main.back() != 0) main.back().push_back(std::move(p));
        }
      } else {
        add(diagnostic_code::go_sgf_syntax, severity::error, at_,
            std::string("unexpected '") + c + "' (expected '(', ';', ')' or a property)" +
                kept(main, "it"));
        return !main.empty();
      }
    }
    if (nodes == 0) {
      add(diagnostic_code::go_sgf_syntax, severity::error, open, "the game tree has no node");
      return false;
    }
    if (!game_ && nodes > 1)
      add(diagnostic_code::go_sgf_not_played, severity::note, open,
          "only the setup of the first node is read; the " + std::to_string(nodes - 1) +
              " nodes after it (" + std::to_string(moves) + " moves) are not played");
    if (game_ && side_lines > 0)
      add(diagnostic_code::go_sgf_not_played, severity::note, open,
          "only the main line is read; " +
              kifu::detail::counted(side_lines, "other variation", "other variations") + " (" +
              kifu::detail::counted(side_nodes, "node", "nodes") + ") " +
              (side_lines == 1 ? "is" : "are") + " not");
    // A further game tree, next or after text: a whole game unread, more than a note.
    for (std::size_t next = s_.find('(', at_); next != std::string_view::npos;
         next = s_.find('(', next + 1)) {
      std::size_t node = next + 1;
      while (node < s_.size() && is_blank(s_[node])) ++node;
      if (node == s_.size() || s_[node] != ';') continue;
      add(diagnostic_code::go_sgf_not_played, severity::warning, next,
          "another game starts here; only the file's first game is read (give each game a "
          "file of its own)");
      break;
    }
    return true;
  }

  // What an error says is kept of the tree: "; what comes before <where> is read" when nodes
  // were read before the fault.
  static std::string kept(const std::vector<std::vector<property>>& main, std::string_view where) {
    return main.empty() ? std::string() : "; what comes before " + std::string(where) + " is read";
  }

  bool read_property(property& p, const std::vector<std::vector<property>>& main) {
    p.at = at_;
    const std::size_t begin = at_;
    std::string_view id;
    // FF[1]-style identifiers mix in lowercase letters (AddBlack): only the capitals count.
    std::size_t id_begin = std::string_view::npos, id_end = 0;
    while (at_ < s_.size() && (is_upper(s_[at_]) || is_lower(s_[at_]))) {
      if (is_upper(s_[at_])) {
        if (id_begin == std::string_view::npos) id_begin = at_;
        id_end = at_ + 1;
      }
      ++at_;
    }
    id = id_begin == std::string_view::npos ? s_.substr(begin, at_ - begin)
                                            : s_.substr(id_begin, id_end - id_begin);
    p.id = id;
    skip_blanks();
    if (at_ >= s_.size() || s_[at_] != '[') {
      add(diagnostic_code::go_sgf_syntax, severity::error, begin,
          "property '" + kifu::detail::excerpt(s_.substr(begin, at_ - begin)) +
              "' has no value '[…]'" + kept(main, "it"));
      return false;
    }
    while (at_ < s_.size() && s_[at_] == '[') {
      const std::size_t value = ++at_;
      while (at_ < s_.size() && s_[at_] != ']') at_ += s_[at_] == '\\' ? 2 : 1;
      if (at_ >= s_.size()) {
        add(diagnostic_code::go_sgf_syntax, severity::error, value - 1,
            "the value of '" + std::string(id) + "' that starts here has no closing ']'" +
                kept(main, "it"));
        return false;
      }
      p.values.emplace_back(s_.substr(value, at_ - value), value);
      ++at_;
      skip_blanks();
    }
    return true;
  }

  std::optional<int> coordinate(char c) const noexcept {
    if (is_lower(c)) return c - 'a';
    if (is_upper(c)) return c - 'A' + 26;
    return std::nullopt;
  }

  void apply(const std::vector<property>& root) {
    int size = 19;
    for (const auto& p : root) {
      if (p.id == "GM" && p.values.front().first != "1") {
        add(diagnostic_code::go_sgf_not_go, severity::error, p.values.front().second,
            "GM[" + kifu::detail::excerpt(p.values.front().first) + "] is not Go (GM[1])");
        return;
      }
      if (p.id == "SZ" && !read_size(p, size)) return;
    }
    position board(size);
    std::vector<std::uint8_t> set_by(static_cast<std::size_t>(size * size), 0);
    for (const auto& p : root) {
      const stone s = p.id == "AB" ? stone::black : p.id == "AW" ? stone::white : stone::empty;
      if (p.id == "AB" || p.id == "AW" || p.id == "AE") {
        for (const auto& [value, at] : p.values) place(board, set_by, p.id, s, value, at);
      } else if (p.id == "PL") {
        if (const auto side = player(p)) board.set_to_play(*side);
      }
    }
    result_.set_value(board);
  }

  // A B or W property as a move: a pass for B[] (and B[tt] up to 19×19); an unreadable point is
  // an error and gives a point off the board, where play stops.
  sgf_move read_move(const property& p, int size) {
    sgf_move m;
    m.color = p.id == "B" ? color::black : color::white;
    const auto [value, at] = p.values.front();
    const auto where = place_.locate(p.at);
    m.place = {where.offset, where.line, where.column};
    if (value.empty() || (value == "tt" && size <= 19)) return m;
    const auto x = value.size() == 2 ? coordinate(value[0]) : std::nullopt;
    const auto y = value.size() == 2 ? coordinate(value[1]) : std::nullopt;
    if (!x || !y) {
      add(diagnostic_code::go_sgf_value, severity::error, at,
          std::string(p.id) + "[" + kifu::detail::excerpt(value) +
              "] is not a point (write two letters, e.g. dd, or " + std::string(p.id) +
              "[] to pass)");
      m.at = point{-1, -1};
      return m;
    }
    m.at = point{*x, *y};
    return m;
  }

  // A node of the main line after the root: its setup, PL and move.
  sgf_node node(const std::vector<property>& props, const position& setup) {
    sgf_node n;
    const int size = setup.size();
    position changed(size);
    std::vector<std::uint8_t> set_by(static_cast<std::size_t>(size * size), 0);
    for (const auto& p : props) {
      if (p.id == "B" || p.id == "W") {
        if (n.move)
          add(diagnostic_code::go_sgf_value, severity::warning, p.at,
              "a node with two moves; only the first is played");
        else
          n.move = read_move(p, size);
      } else if (p.id == "AB" || p.id == "AW" || p.id == "AE") {
        const stone s = p.id == "AB" ? stone::black : p.id == "AW" ? stone::white : stone::empty;
        for (const auto& [value, at] : p.values) place(changed, set_by, p.id, s, value, at);
      } else if (p.id == "PL") {
        n.to_play = player(p);
      }
    }
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x)
        if (set_by[static_cast<std::size_t>(y * size + x)] != 0)
          n.setup.emplace_back(point{x, y}, changed.at(x, y));
    return n;
  }

  // The player a PL property names; a warning and nothing when it names none.
  std::optional<color> player(const property& p) {
    const std::string_view v = p.values.front().first;
    if (v == "B" || v == "b" || v == "1") return color::black;
    if (v == "W" || v == "w" || v == "2") return color::white;
    add(diagnostic_code::go_sgf_value, severity::warning, p.values.front().second,
        "PL[" + kifu::detail::excerpt(v) + "] names no player (write B or W); ignored");
    return std::nullopt;
  }

  bool read_size(const property& p, int& size) {
    const auto [v, at] = p.values.front();
    int n = 0, columns = -1;
    bool digits = !v.empty();
    for (char c : v) {
      if (c == ':' && columns < 0) {
        columns = n;
        n = 0;
      } else if (c >= '0' && c <= '9') {
        n = std::min(n * 10 + (c - '0'), 1000);
      } else {
        digits = false;
      }
    }
    if (!digits || (columns >= 0 && columns != n)) {
      add(diagnostic_code::go_sgf_value, severity::error, at,
          "SZ[" + kifu::detail::excerpt(v) + "] is not the size of a square board (write SZ[19])");
      return false;
    }
    if (n < min_board_size || n > max_board_size) {
      add(diagnostic_code::go_sgf_value, severity::error, at,
          "SZ[" + kifu::detail::excerpt(v) + "]: kifu reads boards of 2×2 to 25×25");
      return false;
    }
    size = n;
    return true;
  }

  void place(position& board, std::vector<std::uint8_t>& set_by, std::string_view id, stone s,
             std::string_view value, std::size_t at) {
    const int n = board.size();
    const auto bad = [&](const std::string& why) {
      add(diagnostic_code::go_sgf_value, severity::warning, at,
          kifu::detail::excerpt(id) + "[" + kifu::detail::excerpt(value) + "]: " + why +
              "; ignored");
    };
    const bool rectangle = value.size() == 5 && value[2] == ':';
    if (value.size() != 2 && !rectangle) return bad("not a point (write two letters, e.g. dd)");
    auto x1 = coordinate(value[0]), y1 = coordinate(value[1]);
    auto x2 = rectangle ? coordinate(value[3]) : x1, y2 = rectangle ? coordinate(value[4]) : y1;
    if (!x1 || !y1 || !x2 || !y2) return bad("not a point (write two letters, e.g. dd)");
    if (*x1 >= n || *y1 >= n || *x2 >= n || *y2 >= n)
      return bad("off the " + std::to_string(n) + "×" + std::to_string(n) + " board");
    if (*x1 > *x2 || *y1 > *y2) {
      add(diagnostic_code::go_sgf_value, severity::warning, at,
          kifu::detail::excerpt(id) + "[" + kifu::detail::excerpt(value) +
              "]: a rectangle is written upper-left:lower-right; read as the rectangle it spans");
      if (*x1 > *x2) std::swap(x1, x2);
      if (*y1 > *y2) std::swap(y1, y2);
    }
    const std::uint8_t mark = id == "AB" ? 1 : id == "AW" ? 2 : 3;
    std::string twice;  // the first point another property already set
    for (int y = *y1; y <= *y2; ++y)
      for (int x = *x1; x <= *x2; ++x) {
        auto& by = set_by[static_cast<std::size_t>(y * n + x)];
        if (by != 0 && by != mark && twice.empty()) twice = to_sgf_point(x, y);
        by = mark;
        board.set(x, y, s);
      }
    if (!twice.empty())
      add(diagnostic_code::go_sgf_conflict, severity::warning, at,
          std::string(id) + " sets " + twice +
              ", which another setup property of the node already set; the later one wins");
  }

  std::string_view s_;
  kifu::detail::diagnostic_builder place_;  // places of diagnostics, counted on from the last
  bool game_ = false;                       // read the main line too
  std::size_t at_ = 0;
  parse_result<position> result_;
};

// Decodes the bytes (strict UTF-8, else Shift_JIS; a CA that disagrees is reported) and runs
// the reader in setup or game mode.
template <class T>
parse_result<T> read_any(std::string_view bytes, bool game) {
  auto decoded = decode(bytes);
  diagnostic_list early;
  std::string name;
  const auto declared = declared_encoding(bytes, &name);
  const std::size_t at = bytes.find("CA[");
  if (at != std::string_view::npos && !name.empty()) {
    const text_encoding actual = detect_encoding(bytes);
    const bool sjis = actual == text_encoding::shift_jis;
    const auto where = sjis ? locate_shift_jis(bytes, at) : locate_utf8(bytes, at);
    std::string why;
    if (!declared)
      why = " is not an encoding kifu reads (UTF-8 or Shift_JIS)";
    else if (*declared == text_encoding::shift_jis ? !sjis && !is_ascii(bytes) : sjis)
      why = " does not match the bytes";
    if (!why.empty())
      early.push_back(
          {diagnostic_code::encoding_mismatch, severity::warning, at, where.line, where.column,
           "CA[" + name + "]" + why + "; the file is read as " + std::string(to_string(actual))});
  }
  if (!decoded.ok()) {
    parse_result<T> failed;
    for (auto& d : early) failed.add(std::move(d));
    for (const auto& d : decoded.diagnostics()) failed.add(d);
    return failed;
  }
  sgf_reader reader(*decoded, game);
  if constexpr (std::is_same_v<T, sgf_game>)
    return reader.run_game(std::move(early));
  else
    return reader.run(std::move(early));
}

}  // namespace

parse_result<position> read_sgf(std::string_view bytes) {
  return read_any<position>(bytes, false);
}

parse_result<sgf_game> read_sgf_game(std::string_view bytes) {
  return read_any<sgf_game>(bytes, true);
}

std::size_t sgf_game::move_count() const noexcept {
  std::size_t n = first ? 1 : 0;
  for (const auto& node : main_line) n += node.move ? 1 : 0;
  return n;
}

}  // namespace kifu::inline v0::go
