// Reading .dia files: lines are found first (CRLF or LF), then each record is recognised by the
// lengths of its lines: 100, then 124 + 48 + 50 (four lines) or 174 + 50 (three lines). Anything
// else is reported and skipped up to the next line that starts a record (100 bytes with a '/'
// after every file of the diagram).
#include <algorithm>
#include <cstring>
#include <istream>

#include "kifu/encoding.hpp"
#include "tbase/dia_fields.hpp"

namespace kifu::inline v0::tbase {

namespace {

using namespace detail;

constexpr std::size_t three_line_size = line2_size + 2 + ids_size;  // 174
constexpr std::size_t longest_line = 512;  // longer lines are never part of a record

/// One text line of the input.
struct line {
  std::string_view text;   // without the line end
  std::size_t offset = 0;  // of its first byte
  std::size_t end = 0;     // offset just past its line end
  bool crlf = false;
  bool terminated = false;  // ended by LF (not by the end of the input)
};

bool starts_record(std::string_view text) noexcept {
  if (text.size() != line1_size) return false;
  for (std::size_t i = 19; i < line1_size; i += 10)
    if (text[i] != '/') return false;
  return true;
}

bool only_end_of_file_marks(std::string_view rest) noexcept {
  return std::all_of(rest.begin(), rest.end(), [](char c) { return c == '\x1A'; });
}

/// What scanning at a position found.
enum class outcome { record, skipped, need_more, trailer, end };

/// The record recognition shared by the whole-buffer and the streaming readers. It works on a
/// window of the input (`base` is the window's offset in the file); `eof` says whether more
/// input can follow the window.
class scanner {
 public:
  diagnostic_list diagnostics;
  std::size_t record_index = 0;
  bool field_messages = true;  // false: field problems give code, place and line, no text

  /// Scans at `pos` of `window`; on `record` fills `out`, on every outcome but need_more sets
  /// `next` to where the following scan starts.
  outcome scan(std::string_view window, std::size_t base, std::size_t pos, bool eof,
               dia_record& out, std::size_t& next) {
    const outcome o = scan_at(window, base, pos, eof, out, next);
    if (o != outcome::need_more) line_at(base + next);  // keep the line count up to date
    return o;
  }

 private:
  outcome scan_at(std::string_view window, std::size_t base, std::size_t pos, bool eof,
                  dia_record& out, std::size_t& next) {
    window_ = window;
    base_ = base;
    eof_ = eof;
    if (pos == window.size()) {
      if (!eof) return outcome::need_more;
      flush_skipped();
      next = pos;
      return outcome::end;
    }
    if (eof && only_end_of_file_marks(window.substr(pos))) {
      flush_skipped();
      next = window.size();
      return outcome::trailer;
    }
    line lines[4];
    if (!read_line(pos, lines[0])) return outcome::need_more;
    if (!starts_record(lines[0].text)) return skip(lines[0], next);
    record_rest_ = 0;
    if (!read_line(lines[0].end, lines[1])) return more_or_truncated(lines[0], 1, next);
    if (!lines[1].terminated && lines[1].text.size() < three_line_size)
      return more_or_truncated(lines[0], 1, next);
    const bool three = lines[1].text.size() == three_line_size;
    if (!three && lines[1].text.size() != line2_size) {
      flush_skipped();
      report(lines[1], diagnostic_code::tbase_record_length, severity::error,
             "record " + std::to_string(record_index + 1) + ": its second line has " +
                 std::to_string(lines[1].text.size()) + " bytes, but a record's second line has " +
                 std::to_string(line2_size) + " (four-line form) or " +
                 std::to_string(three_line_size) + " (three-line form); the record is skipped");
      ++record_index;
      next = lines[0].end;  // resynchronise from the second line
      // Its lines after the first, by the form its second line is nearer to.
      record_rest_ = lines[1].text.size() * 2 > line2_size + three_line_size ? 2 : 3;
      return outcome::skipped;
    }
    const std::size_t count = three ? 3 : 4;
    for (std::size_t i = 2; i < count; ++i) {
      if (!read_line(lines[i - 1].end, lines[i])) return more_or_truncated(lines[0], i, next);
      const std::size_t expected = i + 1 == count ? line4_size : ids_size;
      if (!lines[i].terminated && lines[i].text.size() < expected)
        return more_or_truncated(lines[0], i, next);
      if (lines[i].text.size() != expected) {
        flush_skipped();
        report(lines[i], diagnostic_code::tbase_record_length, severity::error,
               "record " + std::to_string(record_index + 1) + ": line " + std::to_string(i + 1) +
                   " has " + std::to_string(lines[i].text.size()) + " bytes, expected " +
                   std::to_string(expected) + "; the record is skipped");
        ++record_index;
        next = lines[i - 1].end;
        record_rest_ = count - i;
        return outcome::skipped;
      }
    }
    flush_skipped();
    assemble(lines, three, out);
    next = lines[count - 1].end;
    if (!lines[count - 1].terminated) {
      report(lines[count - 1], diagnostic_code::tbase_line_end, severity::note,
             "the file ends without a line end after the last record; a set written from its "
             "records (write_dia) has one");
    }
    for (std::size_t i = 1; i < count; ++i) {
      if (lines[i].crlf != lines[0].crlf && lines[i].terminated) {
        report(
            lines[i], diagnostic_code::tbase_line_end, severity::note,
            "record " + std::to_string(out.index + 1) +
                " mixes CRLF and LF line ends; written from its fields (write_dia), it has those "
                "of its first line");
        break;
      }
    }
    return outcome::record;
  }

 public:
  /// Reports a run of skipped lines once the run has ended.
  void flush_skipped() {
    if (skipped_bytes_ == 0) return;
    diagnostic d{diagnostic_code::tbase_not_a_record,
                 severity::error,
                 skipped_offset_,
                 skipped_line_,
                 1,
                 std::to_string(skipped_bytes_) + " bytes (" + std::to_string(skipped_lines_) +
                     (skipped_lines_ == 1 ? " line)" : " lines)") +
                     " that do not form a .dia record were skipped; a record starts with a "
                     "100-byte line whose diagram has a '/' after every 9 squares"};
    diagnostics.push_back(std::move(d));
    skipped_bytes_ = 0;
    skipped_lines_ = 0;
  }

 private:
  std::string_view window_;
  std::size_t base_ = 0;
  bool eof_ = false;
  std::size_t skipped_offset_ = 0;
  std::uint32_t skipped_line_ = 1;
  std::size_t skipped_bytes_ = 0;
  // Lines left of a record reported as skipped: passed over without a report of their own.
  std::size_t record_rest_ = 0;
  std::size_t skipped_lines_ = 0;
  std::size_t counted_offset_ = 0;  // file offset up to which line ends were counted
  std::uint32_t counted_line_ = 1;  // line number at counted_offset_

  std::uint32_t line_at(std::size_t file_offset) {
    // Count line ends between the last counted offset and this one (they only move forward).
    if (file_offset > counted_offset_) {
      const std::size_t from = counted_offset_ - base_;
      const std::size_t to = file_offset - base_;
      counted_line_ += static_cast<std::uint32_t>(
          std::count(window_.begin() + static_cast<std::ptrdiff_t>(from),
                     window_.begin() + static_cast<std::ptrdiff_t>(to), '\n'));
      counted_offset_ = file_offset;
    }
    return counted_line_;
  }

  bool read_line(std::size_t pos, line& l) {
    const std::size_t limit = std::min(window_.size(), pos + longest_line);
    const void* nl = std::memchr(window_.data() + pos, '\n', limit - pos);
    std::size_t end = 0;
    if (nl != nullptr) {
      end = static_cast<std::size_t>(static_cast<const char*>(nl) - window_.data());
      l.terminated = true;
      l.end = end + 1;
    } else if (limit - pos == longest_line) {
      end = limit;  // an overlong line: cut into pieces, each skipped
      l.terminated = false;
      l.end = end;
    } else if (eof_) {
      end = window_.size();
      l.terminated = false;
      l.end = end;
    } else {
      return false;
    }
    l.crlf = end > pos && window_[end - 1] == '\r' && l.terminated;
    l.text = window_.substr(pos, end - pos - (l.crlf ? 1 : 0));
    l.offset = base_ + pos;
    return true;
  }

  void report(const line& l, diagnostic_code code, severity level, std::string message) {
    diagnostics.push_back({code, level, l.offset, line_at(l.offset), 1, std::move(message)});
  }

  outcome skip(const line& l, std::size_t& next) {
    if (record_rest_ > 0 && skipped_bytes_ == 0) {  // reported with its record
      --record_rest_;
      next = l.end;
      return outcome::skipped;
    }
    if (skipped_bytes_ == 0) {
      skipped_offset_ = l.offset;
      skipped_line_ = line_at(l.offset);
    }
    skipped_bytes_ += l.end - (l.offset - base_);
    ++skipped_lines_;
    next = l.end;
    return outcome::skipped;
  }

  outcome more_or_truncated(const line& first, std::size_t lines_read, std::size_t& next) {
    if (!eof_) return outcome::need_more;
    flush_skipped();
    diagnostics.push_back({diagnostic_code::tbase_truncated_record, severity::error, first.offset,
                           line_at(first.offset), 1,
                           "record " + std::to_string(record_index + 1) +
                               " is cut short: the file ends after " + std::to_string(lines_read) +
                               " of its lines; the partial record is skipped"});
    ++record_index;
    next = window_.size();
    return outcome::skipped;
  }

  void assemble(const line* lines, bool three, dia_record& out) {
    char frame[frame_size];
    std::memcpy(frame, lines[0].text.data(), line1_size);
    std::size_t next_line = 2;
    if (three) {
      std::memcpy(frame + line1_size, lines[1].text.data(), three_line_size);
    } else {
      std::memcpy(frame + line1_size, lines[1].text.data(), line2_size);
      frame[tail_offset] = frame[tail_offset + 1] = ' ';
      std::memcpy(frame + ids_offset, lines[2].text.data(), ids_size);
      next_line = 3;
    }
    std::memcpy(frame + line4_offset, lines[next_line].text.data(), line4_size);

    out.three_line = three;
    out.line_ending = lines[0].crlf ? line_ending::crlf : line_ending::lf;
    out.index = record_index++;
    out.offset = lines[0].offset;
    out.line = line_at(lines[0].offset);
    out.size = base_ + lines[next_line].end - lines[0].offset;
    problems_.clear();
    decode_frame(std::string_view(frame, frame_size), out, problems_, field_messages);
    for (auto& p : problems_) {
      // Map the frame offset back to its line.
      std::size_t li = 0;
      std::size_t column = p.frame_offset;
      if (p.frame_offset >= line4_offset) {
        li = next_line;
        column -= line4_offset;
      } else if (p.frame_offset >= ids_offset && !three) {
        li = 2;
        column -= ids_offset;
      } else if (p.frame_offset >= line1_size) {
        li = 1;
        column -= line1_size;
      }
      const std::string_view text = lines[li].text;
      const std::size_t offset = lines[li].offset + column;
      if (!field_messages) {
        diagnostics.push_back(
            {diagnostic_code::tbase_field, p.level, offset, line_at(lines[li].offset), 0, {}});
        continue;
      }
      const auto at = locate_shift_jis(text, column);
      // One allocation per message: a database can carry a warning in every work.
      std::string message;
      message.reserve(40 + p.message.size());
      message.append("record ").append(std::to_string(out.index + 1)).append(" (作品番号 ");
      message.append(frame + line1_size, 4).append("): ").append(p.message);
      diagnostics.push_back({diagnostic_code::tbase_field, p.level, offset,
                             line_at(lines[li].offset), at.column, std::move(message)});
    }
  }

  std::vector<field_problem> problems_;
};

}  // namespace

namespace detail {

parse_result<dia_file> read_dia(std::string_view bytes, bool field_messages) {
  parse_result<dia_file> result;
  dia_file file;
  scanner s;
  s.field_messages = field_messages;
  dia_record record;
  std::size_t pos = 0;
  for (;;) {
    std::size_t next = pos;
    const outcome o = s.scan(bytes, 0, pos, true, record, next);
    if (o == outcome::record) file.records.push_back(record);
    if (o == outcome::trailer) file.trailer.assign(bytes.substr(pos));
    if (o == outcome::end || o == outcome::trailer) break;
    pos = next;
  }
  s.flush_skipped();
  for (auto& d : s.diagnostics) result.add(std::move(d));
  result.set_value(std::move(file));
  return result;
}

diagnostic_list first_field_problems(std::string_view bytes, std::size_t count) {
  diagnostic_list found;
  scanner s;
  dia_record record;
  for (std::size_t pos = 0; found.size() < count;) {
    std::size_t next = pos;
    const outcome o = s.scan(bytes, 0, pos, true, record, next);
    for (auto& d : s.diagnostics)
      if (d.code == diagnostic_code::tbase_field && found.size() < count)
        found.push_back(std::move(d));
    s.diagnostics.clear();
    if (o == outcome::end || o == outcome::trailer) break;
    pos = next;
  }
  return found;
}

}  // namespace detail

parse_result<dia_file> read_dia(std::string_view bytes) {
  return detail::read_dia(bytes, true);
}

std::size_t for_each_dia(std::string_view bytes,
                         const std::function<void(const dia_record&)>& handle,
                         const std::function<void(const diagnostic&)>& report) {
  scanner s;
  dia_record record;
  std::size_t pos = 0;
  std::size_t count = 0;
  for (;;) {
    std::size_t next = pos;
    const outcome o = s.scan(bytes, 0, pos, true, record, next);
    for (const auto& d : s.diagnostics) report(d);
    s.diagnostics.clear();
    if (o == outcome::record) {
      handle(record);
      ++count;
    }
    if (o == outcome::end || o == outcome::trailer) break;
    pos = next;
  }
  return count;
}

struct dia_reader::state {
  std::istream& in;
  scanner s;
  std::string buffer;    // the unread part of the input
  std::size_t base = 0;  // file offset of buffer[0]
  std::size_t pos = 0;   // scan position in buffer
  bool eof = false;
  bool done = false;
  std::string trailer;

  explicit state(std::istream& stream) : in(stream) {}

  void refill() {
    buffer.erase(0, pos);
    base += pos;
    pos = 0;
    constexpr std::size_t chunk = 1U << 16U;
    const std::size_t old = buffer.size();
    buffer.resize(old + chunk);
    in.read(buffer.data() + old, static_cast<std::streamsize>(chunk));
    buffer.resize(old + static_cast<std::size_t>(in.gcount()));
    if (!in) eof = true;
  }
};

dia_reader::dia_reader(std::istream& in) : state_(std::make_unique<state>(in)) {}
dia_reader::~dia_reader() = default;

bool dia_reader::next(dia_record& out) {
  state& st = *state_;
  st.s.diagnostics.clear();
  while (!st.done) {
    std::size_t next = st.pos;
    const outcome o = st.s.scan(st.buffer, st.base, st.pos, st.eof, out, next);
    switch (o) {
      case outcome::need_more:
        st.refill();
        continue;
      case outcome::trailer:
        st.trailer.assign(st.buffer, st.pos);
        st.done = true;
        return false;
      case outcome::end:
        st.done = true;
        return false;
      case outcome::skipped:
        st.pos = next;
        continue;
      case outcome::record:
        st.pos = next;
        return true;
    }
  }
  return false;
}

const diagnostic_list& dia_reader::diagnostics() const noexcept {
  return state_->s.diagnostics;
}
const std::string& dia_reader::trailer() const noexcept {
  return state_->trailer;
}

}  // namespace kifu::inline v0::tbase
