// Private: a small SVG text builder that appends elements, attributes and text to one string,
// escaping what XML requires and writing numbers compactly. The diagram writers of every game
// use it; it allocates nothing of its own (only the output string grows).
#pragma once

#include <charconv>
#include <cmath>
#include <string>
#include <string_view>

namespace kifu::inline v0::detail {

/// Appends `text` with the characters XML reserves escaped (`"` and `'` too when `attribute`).
/// Control characters XML 1.0 cannot hold (all below U+0020 but tab, line feed and carriage
/// return) are dropped, so that any input gives well-formed XML.
inline void append_xml_escaped(std::string& out, std::string_view text, bool attribute) {
  std::size_t plain = 0;  // start of the run of characters copied as they are
  const auto flush = [&](std::size_t i) { out.append(text.data() + plain, i - plain); };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    std::string_view entity;
    switch (c) {
      case '&':
        entity = "&amp;";
        break;
      case '<':
        entity = "&lt;";
        break;
      case '>':
        entity = "&gt;";
        break;
      case '"':
        if (attribute) entity = "&quot;";
        break;
      case '\'':
        if (attribute) entity = "&apos;";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') {
          flush(i);
          plain = i + 1;
        }
        continue;
    }
    if (entity.empty()) continue;
    flush(i);
    out += entity;
    plain = i + 1;
  }
  flush(text.size());
}

/// Appends a number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`);
/// numbers beyond ±10^15 (never a coordinate) are written as 0. Integer arithmetic only: the
/// writers call it for every coordinate.
inline void append_svg_number(std::string& out, double value) {
  if (!(std::fabs(value) < 1e15)) {
    out += '0';
    return;
  }
  long long hundredths = std::llround(value * 100);
  if (hundredths < 0) {
    out += '-';
    hundredths = -hundredths;
  }
  char buffer[24];
  out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, hundredths / 100).ptr);
  const int fraction = static_cast<int>(hundredths % 100);
  if (fraction == 0) return;
  out += '.';
  out += static_cast<char>('0' + fraction / 10);
  if (fraction % 10 != 0) out += static_cast<char>('0' + fraction % 10);
}

/// Writes SVG (or any XML) into a string: `open` starts a tag, `attr` adds attributes to it,
/// then `end` closes it empty (`/>`) or `body` leaves it open for content and a later `close`.
///   svg_writer w(out);
///   w.open("rect").attr("x", 10).attr("fill", "#fff").end();
///   w.open("text").attr("x", 5).body().text("a < b").close("text");
class svg_writer {
 public:
  /// Writes into `out`, after what it already holds.
  explicit svg_writer(std::string& out) noexcept : out_(out) {}

  /// Starts an element: `<name`.
  svg_writer& open(std::string_view name) {
    out_ += '<';
    out_ += name;
    return *this;
  }
  /// Adds an attribute with a text value, escaped.
  svg_writer& attr(std::string_view name, std::string_view value) {
    start_attr(name);
    append_xml_escaped(out_, value, true);
    out_ += '"';
    return *this;
  }
  /// Adds an attribute with a C string value, escaped.
  svg_writer& attr(std::string_view name, const char* value) {
    return attr(name, std::string_view(value));
  }
  /// Adds an attribute with a number value (see append_svg_number).
  svg_writer& attr(std::string_view name, double value) {
    start_attr(name);
    append_svg_number(out_, value);
    out_ += '"';
    return *this;
  }
  /// Starts an attribute whose value the caller writes with value_text and value_number, then
  /// ends with end_attr: for values made of several numbers (a transform, path data).
  svg_writer& begin_attr(std::string_view name) {
    start_attr(name);
    return *this;
  }
  /// Appends text to an attribute value begun with begin_attr (the caller guarantees it needs no
  /// escaping).
  svg_writer& value_text(std::string_view text) {
    out_ += text;
    return *this;
  }
  /// Appends a number to an attribute value begun with begin_attr.
  svg_writer& value_number(double value) {
    append_svg_number(out_, value);
    return *this;
  }
  /// Ends an attribute begun with begin_attr.
  svg_writer& end_attr() {
    out_ += '"';
    return *this;
  }
  /// Adds an attribute with an integer value.
  svg_writer& attr(std::string_view name, int value) {
    start_attr(name);
    char buffer[16];
    out_.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value).ptr);
    out_ += '"';
    return *this;
  }
  /// Closes the started element as empty: `/>`.
  svg_writer& end() {
    out_ += "/>";
    return *this;
  }
  /// Ends the start tag (`>`), for content to follow.
  svg_writer& body() {
    out_ += '>';
    return *this;
  }
  /// Appends text content, escaped.
  svg_writer& text(std::string_view content) {
    append_xml_escaped(out_, content, false);
    return *this;
  }
  /// Appends markup as it is (the caller guarantees it is well-formed).
  svg_writer& raw(std::string_view markup) {
    out_ += markup;
    return *this;
  }
  /// Writes the end tag `</name>`.
  svg_writer& close(std::string_view name) {
    out_ += "</";
    out_ += name;
    out_ += '>';
    return *this;
  }
  /// Ends the start tag, then writes `content` escaped and the end tag `</name>`.
  svg_writer& text_body(std::string_view content, std::string_view name = "text") {
    return body().text(content).close(name);
  }
  /// The output string.
  std::string& out() noexcept { return out_; }

 private:
  void start_attr(std::string_view name) {
    out_ += ' ';
    out_ += name;
    out_ += "=\"";
  }

  std::string& out_;
};

}  // namespace kifu::inline v0::detail
