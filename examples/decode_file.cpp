// Example: read a file in whatever encoding it has (UTF-8, UTF-8 with BOM, Shift_JIS) and write
// it to standard output as UTF-8, or say exactly where it is broken.
#include <kifu/encoding.hpp>

#include <fstream>
#include <iostream>
#include <iterator>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: decode_file FILE\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::cerr << argv[1] << ": cannot open\n";
    return 1;
  }
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto text = kifu::decode(bytes);
  if (!text.ok()) {
    for (const auto& d : text.diagnostics()) std::cerr << kifu::format(d, argv[1]) << '\n';
    return 1;
  }
  std::cerr << argv[1] << ": " << kifu::to_string(text->encoding) << ", " << bytes.size()
            << " bytes\n";
  std::cout << text->utf8;
  return 0;
}
