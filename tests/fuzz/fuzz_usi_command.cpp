// Fuzz harness: the USI command reader. What it keeps of a line lies in the line; an option it
// read writes back as a setoption line that reads the same; a mate time is positive; the line
// quoted back in an info string is one printable UTF-8 line of bounded length.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "kifu/encoding.hpp"
#include "kifu/usi/command.hpp"
#include "kifu/usi/protocol.hpp"

using namespace kifu::usi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  const command c = parse_command(line);
  for (const std::string* part : {&c.word, &c.rest, &c.name, &c.value})
    if (line.find(*part) == std::string_view::npos) std::abort();
  if ((c.kind == command_kind::empty) != c.word.empty()) std::abort();
  if (c.mate_time && (c.mate_time->count() <= 0 || !c.mate)) std::abort();
  if (c.kind == command_kind::setoption && !c.name.empty()) {
    const command again =
        parse_command("setoption name " + c.name + (c.value.empty() ? "" : " value " + c.value));
    if (again.name != c.name || again.value != c.value) std::abort();
  }
  if (c.mate_time && !c.error.empty()) std::abort();
  const std::string info = write_info_string(line);
  if (!kifu::is_valid_utf8(info) || info.size() > 12 + 1000 + 3) std::abort();
  for (const char ch : info)
    if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F) std::abort();
  return 0;
}
