// Example: Pekzep numerals. Formats a few scores and reads numerals back, showing the
// diagnostic of one that is malformed.
#include <kifu/pekzep.hpp>

#include <iostream>

int main() {
  for (std::int32_t score : {0, 5, 20, 40, -10, 125, 1234, 876'543, 2'147'483'647})
    std::cout << score << " = " << kifu::pekzep::format(score).view() << '\n';

  for (std::string_view text : {"百二五", "万二三百四五", "下六八百四八", "二十一百"}) {
    const auto value = kifu::pekzep::parse(text);
    if (value.ok())
      std::cout << text << " -> " << *value << '\n';
    else
      std::cout << text << " -> " << kifu::format(value.diagnostics().front(), "example") << '\n';
  }
}
