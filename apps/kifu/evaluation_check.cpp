#include "evaluation_check.hpp"

#include "kifu/shogi/evaluation.hpp"
#include "record_file.hpp"

namespace kifu_cli {

void check_evaluations(const kifu::shogi::record& r, const std::string& file,
                       held_messages& messages, bool reading_lines) {
  for (const auto& d : kifu::shogi::check_evaluations(r, reading_lines))
    messages.report(d, display_name(file));
}

}  // namespace kifu_cli
