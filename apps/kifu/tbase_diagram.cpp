// kifu tbase diagram: the problem diagram of each work of a T-BASE set, in tsume mode, captioned
// with its number, author, title and length.
#include "tbase_diagram.hpp"

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "command.hpp"
#include "diagram_output.hpp"
#include "kifu/tbase/dia.hpp"
#include "options.hpp"
#include "record_file.hpp"
#include "tbase_set.hpp"

namespace kifu_cli {
namespace {

struct tbase_diagram_command {
  std::string file;
  std::optional<int> work;
  std::string output;
  bool hide_defender_hand = false;
  diagram_look look;
};

// A field without the blanks that pad it (ASCII and full-width spaces).
std::string_view trimmed(std::string_view s) {
  while (s.starts_with(' ') || s.starts_with("\xE3\x80\x80"))
    s.remove_prefix(s.starts_with(' ') ? 1 : 3);
  while (s.ends_with(' ') || s.ends_with("\xE3\x80\x80")) s.remove_suffix(s.ends_with(' ') ? 1 : 3);
  return s;
}

// 第12番　作者「作品名」　11手詰: what the work's record gives of it.
std::string caption_of(const kifu::tbase::dia_record& r) {
  std::string caption;
  const auto add = [&caption](std::string_view part) {
    if (part.empty()) return;
    if (!caption.empty()) caption += "　";
    caption += part;
  };
  if (r.number) add("第" + std::to_string(*r.number) + "番");
  std::string who(trimmed(r.author));
  if (const auto title = trimmed(r.title); !title.empty()) who += "「" + std::string(title) + "」";
  add(who);
  if (r.move_count) add(std::to_string(*r.move_count) + "手詰");
  return caption;
}

int run_tbase_diagram(const tbase_diagram_command& o) {
  // -o is the directory of one picture a work, or, with --work, may name the picture itself.
  constexpr std::string_view every_work = "every work of the set is drawn, one picture each";
  if (!o.work &&
      refuse_file_for_directory(o.output, every_work, "--work N to draw one work into this file"))
    return usage_error;
  const bool one_file =
      o.work && (o.output == "-" || names_a_file(o.output) || is_existing_file(o.output));
  const auto format = chosen_format(o.look, one_file ? o.output : std::string());
  if (!format) return usage_error;
  const auto path_of = [&](const std::string& file, const kifu::tbase::dia_record& r) {
    if (one_file) return o.output;
    const int number = r.number.value_or(static_cast<int>(r.index) + 1);
    return numbered_path(o.output, file, "tbase", number, 4, extension(*format));
  };
  directory_on_demand directory(o.output);  // made for the first picture
  if (!none_exist_for_works({o.file}, [&](const auto& file, const auto& r) {
        return o.work && r.number != o.work ? std::string() : path_of(file, r);
      }))
    return invalid_input;
  bool good = true;
  bool found = false;
  good &= for_each_work(
      o.file,
      [&](const kifu::tbase::dia_record& r) {
        if (o.work && r.number != o.work) return;
        found = true;
        const auto start = kifu::tbase::start_position(r);
        for (const auto& d : start.diagnostics()) report(d, display_name(o.file));
        if (!start.ok()) {
          good = false;
          return;
        }
        kifu::shogi::diagram_options options;
        apply_look(o.look, options);
        options.tsume = true;
        if (o.hide_defender_hand) options.tsume_defender = kifu::shogi::defender_hand::hidden;
        options.caption = caption_of(r);
        std::string error;
        const auto bytes = render_diagram(*start, options, *format, error);
        if (!bytes) {
          command_error() << error;
          good = false;
          return;
        }
        good &= (one_file || directory.ready()) &&
                write_output(path_of(o.file, r), *bytes, *format == diagram_format::png);
      },
      o.work);
  if (o.work && !found) {
    error_at(display_name(o.file)) << "no work numbered " << *o.work;
    return invalid_input;
  }
  return good ? success : invalid_input;
}

}  // namespace

void add_tbase_diagram(CLI::App& tbase, std::function<int()>& run) {
  auto o = std::make_shared<tbase_diagram_command>();
  auto* cmd = tbase.add_subcommand(
      "diagram", "draw the problem diagram of each work (tsume mode: 持駒 and 残り全部)");
  cmd->add_option("FILE", o->file, "a .dia file; - for standard input")->required();
  cmd->add_option("--work", o->work, "only the work with this 作品番号")->check(one_or_more);
  cmd->add_option("-o,--output", o->output,
                  "the directory (made if missing) for SET-NNNN.svg files, one per work, named "
                  "by the set's stem and the work number; with --work, a picture file such as "
                  "12.png, or - for standard output")
      ->required();
  cmd->add_flag("--hide-defender-hand", o->hide_defender_hand,
                "write nothing for the defender's hand instead of 残り全部");
  add_diagram_look_options(*cmd, o->look);
  add_force_flag(*cmd);
  cmd->footer(std::string("Each diagram is captioned 第N番　作者「作品名」　M手詰 from the work's "
                          "record.\n") +
              diagram_formats_help +
              "\nExample: kifu tbase diagram set1.dia --work 12 --format png -o pictures/");
  cmd->callback([&run, o] { run = [o] { return run_tbase_diagram(*o); }; });
}

}  // namespace kifu_cli
