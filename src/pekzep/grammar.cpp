// Instantiates the Pekzep numeral grammar for `const char*` input.
#include "pekzep/grammar.hpp"

#include "pekzep/grammar_def.hpp"

namespace kifu::inline v0::pekzep::detail {

bool parse_kanji(const char*& first, const char* last, std::int64_t& value) {
  return x3::parse(first, last, integer, value);
}

}  // namespace kifu::inline v0::pekzep::detail
