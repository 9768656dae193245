// The 手合割 table: names, JSON Kifu Format presets and start positions.
#include "kifu/shogi/handicap.hpp"

#include <array>

#include "kifu/shogi/sfen.hpp"

namespace kifu::inline v0::shogi {
namespace {

struct handicap_row {
  handicap value;
  std::string_view name;
  std::string_view preset;
  std::string_view sfen;
};

// Ranks 3-9 are those of 平手 in every handicap; only 上手's first two ranks differ.
constexpr std::array<handicap_row, 17> rows = {{
    {handicap::even, "平手", "HIRATE",
     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {handicap::lance, "香落ち", "KY",
     "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::right_lance, "右香落ち", "KY_R",
     "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::bishop, "角落ち", "KA",
     "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::rook, "飛車落ち", "HI",
     "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::rook_lance, "飛香落ち", "HIKY",
     "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::two_pieces, "二枚落ち", "2",
     "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::three_pieces, "三枚落ち", "3",
     "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::four_pieces, "四枚落ち", "4",
     "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::five_pieces, "五枚落ち", "5",
     "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::left_five_pieces, "左五枚落ち", "5_L",
     "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::six_pieces, "六枚落ち", "6",
     "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::left_seven_pieces, "左七枚落ち", "7_L",
     "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::right_seven_pieces, "右七枚落ち", "7_R",
     "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::eight_pieces, "八枚落ち", "8",
     "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::ten_pieces, "十枚落ち", "10",
     "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {handicap::other, "その他", "OTHER", ""},
}};

constexpr std::array<handicap, 17> all = [] {
  std::array<handicap, 17> a{};
  for (std::size_t i = 0; i < rows.size(); ++i) a[i] = rows[i].value;
  return a;
}();

// The row of `h`; an empty one (no name, preset or start) for a value outside the enumeration,
// as a stored byte or a language binding may give.
const handicap_row& row(handicap h) noexcept {
  static constexpr handicap_row none{handicap::other, "", "", ""};
  const auto i = static_cast<std::size_t>(h);
  return i < rows.size() ? rows[i] : none;
}

}  // namespace

std::span<const handicap> all_handicaps() noexcept {
  return all;
}
std::string_view to_string(handicap h) noexcept {
  return row(h).name;
}
std::string_view jkf_preset(handicap h) noexcept {
  return row(h).preset;
}
std::string_view start_sfen(handicap h) noexcept {
  return row(h).sfen;
}

std::optional<handicap> handicap_from_string(std::string_view text) noexcept {
  for (const auto& r : rows)
    if (r.name == text) return r.value;
  if (text == "飛落ち") return handicap::rook;
  // Names written without the final ち (香落, 二枚落).
  for (const auto& r : rows)
    if (r.name.ends_with("ち") && r.name.substr(0, r.name.size() - 3) == text) return r.value;
  return std::nullopt;
}

std::optional<position> start_position(handicap h) {
  if (h == handicap::other || static_cast<std::size_t>(h) >= rows.size()) return std::nullopt;
  static const auto positions = [] {  // read from the SFENs once per process
    std::array<position, rows.size()> all;
    for (std::size_t i = 0; i + 1 < rows.size(); ++i) all[i] = parse_sfen(rows[i].sfen).value();
    return all;
  }();
  return positions[static_cast<std::size_t>(h)];
}

std::optional<handicap> handicap_of(const position& p) {
  for (const handicap h : all_handicaps()) {
    const auto start = start_position(h);
    if (!start) continue;
    position q = p;
    q.set_move_number(start->move_number());
    if (q == *start) return h;
  }
  return std::nullopt;
}

}  // namespace kifu::inline v0::shogi
