// A consumer of the installed library: formats and parses a Pekzep numeral, decodes Shift_JIS.
#include <kifu/kifu.hpp>

#include <iostream>

static_assert(KIFU_VERSION ==
              KIFU_VERSION_MAJOR * 10000 + KIFU_VERSION_MINOR * 100 + KIFU_VERSION_PATCH);

// Every option struct takes designated initializers without -Wmissing-field-initializers (the
// consumer builds with -Wall -Wextra -Werror): each member has a default.
[[maybe_unused]] void option_structs() {
  [[maybe_unused]] kifu::shogi::csa_write_options a{.version = kifu::shogi::csa_version::v3_0};
  [[maybe_unused]] kifu::shogi::kif_read_options b{.lenient = true};
  [[maybe_unused]] kifu::tsume::solve_options c{.threads = 2};
  [[maybe_unused]] kifu::shogi::diagram_options d{.flip = true};
  [[maybe_unused]] kifu::go::diagram_options e{.width = 300};
  [[maybe_unused]] kifu::cerke::diagram_options f{.hands = false};
  [[maybe_unused]] kifu::shogi::training_options g{.min_plies = 20};
  [[maybe_unused]] kifu::shogi::graph_options h{.winrate = true};
  [[maybe_unused]] kifu::cerke::ckka_read_options i{.body_only = true};
}

int main() {
  const auto text = kifu::pekzep::format(876'543);
  const auto value = kifu::pekzep::parse(text.view());
  const auto king = kifu::shift_jis_to_utf8("\x8B\xCA");
  if (!value.ok() || !king.ok() || *king != "玉") return 1;
  std::cout << "kifu " << kifu::version << " (namespace kifu::v" << KIFU_VERSION_MAJOR << ")"
            << ": " << text.view() << " = " << *value << '\n';
  return 0;
}
