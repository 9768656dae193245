// Drawing Go positions as text boards in the three styles.
#include <array>

#include "glyphs.hpp"
#include "kifu/go/text_board.hpp"

namespace kifu::inline v0::go {
namespace {

// The Japanese style of the FIGOM recipe: full-width frame glyphs, two-column row labels.
constexpr std::string_view jp_corner = "・", jp_edge = "－", jp_side = "｜", jp_inner = "＋",
                           jp_star = "・";
// The box-drawing grid, indexed [row kind][column kind] with kinds 0 = first, 1 = middle, 2 = last.
constexpr std::array<std::array<std::string_view, 3>, 3> box = {
    {{"┌", "┬", "┐"}, {"├", "┼", "┤"}, {"└", "┴", "┘"}}};

int line_kind(int i, int size) noexcept {
  return i == 0 ? 0 : i == size - 1 ? 2 : 1;
}

std::string_view stone_glyph(stone s) noexcept {
  return s == stone::black ? "●" : "○";
}

void append_number(std::string& out, int n, std::size_t width) {
  const std::string digits = std::to_string(n);
  if (digits.size() < width) out.append(width - digits.size(), ' ');
  out += digits;
}

void render_japanese(const position& b, std::string& out) {
  const int n = b.size();
  out += "  ";
  for (int x = 0; x < n; ++x) {
    const char letter = gtp_column_letters[static_cast<std::size_t>(x)];
    out += "\xEF\xBC";  // full-width Ａ–Ｚ are U+FF21–U+FF3A: EF BC A1–BA
    out += static_cast<char>(0xA1 + (letter - 'A'));
  }
  out += '\n';
  for (int y = 0; y < n; ++y) {
    append_number(out, y + 1, 2);
    const bool edge_row = y == 0 || y == n - 1;
    for (int x = 0; x < n; ++x) {
      const stone s = b.at(x, y);
      const bool edge_column = x == 0 || x == n - 1;
      if (s != stone::empty)
        out += stone_glyph(s);
      else if (edge_row)
        out += edge_column ? jp_corner : jp_edge;
      else if (edge_column)
        out += jp_side;
      else
        out += is_star_point(n, x, y) ? jp_star : jp_inner;
    }
    out += '\n';
  }
}

void gtp_letters(int n, std::string& out) {
  out += "  ";
  for (int x = 0; x < n; ++x) {
    out += ' ';
    out += gtp_column_letters[static_cast<std::size_t>(x)];
  }
  out += '\n';
}

void render_gtp(const position& b, std::string& out) {
  const int n = b.size();
  gtp_letters(n, out);
  for (int y = 0; y < n; ++y) {
    const int label = n - y;
    append_number(out, label, 2);
    for (int x = 0; x < n; ++x) {
      const stone s = b.at(x, y);
      out += ' ';
      out += s == stone::black ? 'X' : s == stone::white ? 'O' : is_star_point(n, x, y) ? '+' : '.';
    }
    out += ' ';
    out += std::to_string(label);
    out += '\n';
  }
  gtp_letters(n, out);
}

void render_unicode(const position& b, std::string& out) {
  const int n = b.size();
  // Row labels are kanji padded with ideographic spaces to the width of the longest.
  const std::size_t label_cells = n > 20 ? 3 : 2;
  const auto pad = [&](std::string_view label) {
    out += label;
    for (std::size_t cells = label.size() / 3; cells < label_cells; ++cells) out += "　";
  };
  pad("");
  for (int x = 0; x < n; ++x)
    out += detail::full_width_digits[static_cast<std::size_t>((x + 1) % 10)];
  out += '\n';
  for (int y = 0; y < n; ++y) {
    pad(detail::kanji_numbers[static_cast<std::size_t>(y + 1)]);
    for (int x = 0; x < n; ++x) {
      const stone s = b.at(x, y);
      out += s != stone::empty ? stone_glyph(s)
                               : box[static_cast<std::size_t>(line_kind(y, n))]
                                    [static_cast<std::size_t>(line_kind(x, n))];
    }
    out += '\n';
  }
}

}  // namespace

std::string_view to_string(text_style style) noexcept {
  switch (style) {
    case text_style::japanese:
      return "japanese";
    case text_style::gtp:
      return "gtp";
    case text_style::unicode:
      return "unicode";
  }
  return "japanese";
}

std::string write_text_board(const position& board, text_style style) {
  std::string out;
  const auto n = static_cast<std::size_t>(board.size());
  out.reserve((n + 2) * (n * 3 + 8));
  switch (style) {
    case text_style::japanese:
      render_japanese(board, out);
      break;
    case text_style::gtp:
      render_gtp(board, out);
      break;
    case text_style::unicode:
      render_unicode(board, out);
      break;
  }
  return out;
}

parse_result<std::string> write_text_board(const position& board, text_style style,
                                           text_encoding encoding) {
  std::string utf8 = write_text_board(board, style);
  switch (encoding) {
    case text_encoding::shift_jis: {
      auto encoded = utf8_to_shift_jis(utf8);
      if (encoded.ok()) return encoded;
      parse_result<std::string> r;  // a board may be written in UTF-8 instead: say so
      for (diagnostic d : encoded.diagnostics()) {
        d.message += "; UTF-8 keeps it";
        r.add(std::move(d));
      }
      return r;
    }
    case text_encoding::utf8_bom:
      return "\xEF\xBB\xBF" + utf8;
    case text_encoding::utf8:
      break;
  }
  return utf8;
}

}  // namespace kifu::inline v0::go
