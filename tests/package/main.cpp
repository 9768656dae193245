// A consumer of the installed library: formats and parses a Pekzep numeral, decodes Shift_JIS.
#include <kifu/kifu.hpp>

#include <iostream>

static_assert(KIFU_VERSION ==
              KIFU_VERSION_MAJOR * 10000 + KIFU_VERSION_MINOR * 100 + KIFU_VERSION_PATCH);

int main() {
  const auto text = kifu::pekzep::format(876'543);
  const auto value = kifu::pekzep::parse(text.view());
  const auto king = kifu::shift_jis_to_utf8("\x8B\xCA");
  if (!value.ok() || !king.ok() || *king != "玉") return 1;
  std::cout << "kifu " << kifu::version << " (namespace kifu::v" << KIFU_VERSION_MAJOR << ")"
            << ": " << text.view() << " = " << *value << '\n';
  return 0;
}
