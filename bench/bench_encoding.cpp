// Shift_JIS decoding throughput: many short fixed-width fields (the T-BASE case) through the
// per-thread converter, and whole buffers.
#include <benchmark/benchmark.h>

#include <string>

#include "kifu/encoding.hpp"

namespace {

// 32 bytes of typical record text: kanji, half-width digits and padding.
const std::string field = [] {
  const std::string kanji =
      "\x8B\xCA\x94\xF2\x8A\x70\x8B\xE0\x8B\xE2\x8C\x6A\x8D\x81\x95\xE0";  // 玉飛角金銀桂香歩
  std::string f = kanji + "1234" + kanji.substr(0, 8) + "    ";
  return f;
}();

void decode_fields(benchmark::State& state) {
  std::string out;
  for (auto _ : state) {
    out.clear();
    for (int i = 0; i < 100; ++i) kifu::append_shift_jis_as_utf8(field, out);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * 100);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * 100 *
                          static_cast<std::int64_t>(field.size()));
}
BENCHMARK(decode_fields);

void decode_buffer(benchmark::State& state) {
  std::string buffer;
  for (int i = 0; i < 10'000; ++i) buffer += field + "\r\n";
  for (auto _ : state) {
    auto r = kifu::shift_jis_to_utf8(buffer);
    benchmark::DoNotOptimize(r);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(buffer.size()));
}
BENCHMARK(decode_buffer);

void detect_encoding(benchmark::State& state) {
  std::string buffer;
  for (int i = 0; i < 10'000; ++i) buffer += "7g7f 3c3d 2g2f ▲７六歩(77)\n";
  for (auto _ : state) benchmark::DoNotOptimize(kifu::detect_encoding(buffer));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(buffer.size()));
}
BENCHMARK(detect_encoding);

}  // namespace
