// The benchmark programs' one way to read a file whole.
#pragma once

#include <cstdio>
#include <string>

namespace kifu_bench {

/// The bytes of a file into `bytes`; false when it cannot be opened.
inline bool read_file(const char* path, std::string& bytes) {
  std::FILE* f = std::fopen(path, "rb");
  if (f == nullptr) return false;
  std::fseek(f, 0, SEEK_END);
  bytes.assign(static_cast<std::size_t>(std::ftell(f)), '\0');
  std::rewind(f);
  bytes.resize(std::fread(bytes.data(), 1, bytes.size(), f));
  std::fclose(f);
  return true;
}

}  // namespace kifu_bench
