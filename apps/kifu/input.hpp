// What a subcommand was given: every file the program reads is named from its bytes
// (kifu/detect.hpp) before any reader sees it, and a file of another kind is refused with one
// message that says what it is and which subcommand reads it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"
#include "kifu/detect.hpp"

namespace kifu_cli {

/// The kinds of file a subcommand reads. Text of no known kind and empty files always go to its
/// reader, which says what is wrong with them where it is wrong.
using accepted_input = std::span<const kifu::input_kind>;

/// Shogi records: KIF, KI2, CSA, JKF, and SFEN/USI position lines (one record a line, as
/// `kifu convert --to usi` writes them).
inline constexpr kifu::input_kind shogi_record_kinds[] = {
    kifu::input_kind::kif, kifu::input_kind::ki2, kifu::input_kind::csa, kifu::input_kind::jkf,
    kifu::input_kind::usi};
/// T-BASE diagrams.
inline constexpr kifu::input_kind dia_kinds[] = {kifu::input_kind::tbase_dia};
/// T-BASE solutions.
inline constexpr kifu::input_kind tjn_kinds[] = {kifu::input_kind::tbase_tjn};
/// T-BASE remarks.
inline constexpr kifu::input_kind rem_kinds[] = {kifu::input_kind::tbase_rem};
/// What kifu search reads: T-BASE diagrams or one index file.
inline constexpr kifu::input_kind tsume_set_kinds[] = {kifu::input_kind::tbase_dia,
                                                       kifu::input_kind::tsume_index};
/// Cerke records.
inline constexpr kifu::input_kind ckka_kinds[] = {kifu::input_kind::ckka};
/// SGF Go records.
inline constexpr kifu::input_kind sgf_kinds[] = {kifu::input_kind::sgf};
/// Go boards drawn as text. A subcommand that reads them is given the text_kinds too: a board is
/// looked for amid any text.
inline constexpr kifu::input_kind go_text_kinds[] = {kifu::input_kind::go_text};
/// The kinds of text a Go board drawn as text may stand in (a forum post, a Markdown or HTML page,
/// a file whose first line looks like another format's).
inline constexpr kifu::input_kind text_kinds[] = {
    kifu::input_kind::go_text,   kifu::input_kind::text,      kifu::input_kind::kif,
    kifu::input_kind::ki2,       kifu::input_kind::csa,       kifu::input_kind::jkf,
    kifu::input_kind::usi,       kifu::input_kind::tbase_dia, kifu::input_kind::tbase_tjn,
    kifu::input_kind::tbase_rem, kifu::input_kind::ckka,      kifu::input_kind::pekzep,
    kifu::input_kind::html,      kifu::input_kind::markdown};

/// Which subcommand reads a kind, for the message that refuses it ("`kifu goban` reads it");
/// empty for the foreign kinds, which no subcommand reads.
std::string_view reader_of(kifu::input_kind kind);

/// The message that refuses `found` for the running subcommand, which reads `accepted`, without
/// the file's name: "this is an SGF Go record (it starts with (;): `kifu goban render` reads
/// it; `kifu sfen` reads KIF, KI2, CSA, JKF or SFEN/USI".
std::string refusal(const kifu::input_detection& found, const accepted_input& accepted);

/// The bytes of `path` ("-": standard input) when they are of a kind `accepted` reads;
/// otherwise nothing, with "PATH: error: …" (cannot be read, or the refusal) kept in `messages`.
std::optional<std::string> read_input(const std::string& path, const accepted_input& accepted,
                                      held_messages& messages);

/// read_input, printing its error at once.
std::optional<std::string> read_input(const std::string& path, const accepted_input& accepted);

/// For a file read as a stream (T-BASE .dia): reads its first 64 KB and gives false, printing
/// the refusal, when it is a directory or of a kind `accepted` does not read. Standard input
/// ("-") and files that cannot be opened pass: the stream's reader reports those.
bool check_input_kind(const std::string& path, const accepted_input& accepted);

/// Leaves out of `files`, with a note for each, a file that an earlier argument names too (the
/// same file by any name, or standard input again), for a subcommand that gathers its inputs
/// into one result: read twice, its records would count twice there (training rows, search
/// results, an index, a T-BASE set made of KIF files, KIF files made of a set).
void drop_repeated_inputs(std::vector<std::string>& files);

}  // namespace kifu_cli
