// The SVG text builder the diagram writers share: escaping, numbers, and well-formed output.
#include <catch2/catch.hpp>

#include <string>

#include "../../src/svg.hpp"
#include "support/svg_reader.hpp"

using kifu::detail::append_svg_number;
using kifu::detail::append_xml_escaped;
using kifu::detail::svg_writer;

namespace {
std::string number(double v) {
  std::string s;
  append_svg_number(s, v);
  return s;
}
std::string escaped(std::string_view text, bool attribute) {
  std::string s;
  append_xml_escaped(s, text, attribute);
  return s;
}
}  // namespace

TEST_CASE("numbers are written with at most two decimals, without trailing zeros", "[svg]") {
  CHECK(number(0) == "0");
  CHECK(number(12) == "12");
  CHECK(number(12.5) == "12.5");
  CHECK(number(-0.25) == "-0.25");
  CHECK(number(1.0 / 3) == "0.33");
  CHECK(number(-0.001) == "0");
  CHECK(number(540.004) == "540");
}

TEST_CASE("text and attributes are escaped as XML requires", "[svg]") {
  CHECK(escaped("a<b>&c", false) == "a&lt;b&gt;&amp;c");
  CHECK(escaped("\"it's\"", false) == "\"it's\"");
  CHECK(escaped("\"it's\"", true) == "&quot;it&apos;s&quot;");
  CHECK(escaped("図は３５手目", true) == "図は３５手目");
  CHECK(escaped(std::string("a\0b\x01\tc\n", 7), false) == "ab\tc\n");
}

TEST_CASE("the writer's output parses back with its attributes and text", "[svg]") {
  std::string out;
  svg_writer w(out);
  w.open("svg").attr("xmlns", "http://www.w3.org/2000/svg").attr("viewBox", "0 0 10 10").body();
  w.open("g").attr("class", "piece").attr("data-square", 76).attr("data-piece", "+R").body();
  w.open("rect").attr("x", 1.5).attr("y", 2).attr("width", 3).attr("height", 4).end();
  w.open("text").attr("x", 0.125).text_body("龍 & <馬>");
  w.close("g").close("svg");
  CHECK(out == R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g class="piece" )"
               R"(data-square="76" data-piece="+R"><rect x="1.5" y="2" width="3" height="4"/>)"
               R"(<text x="0.13">龍 &amp; &lt;馬&gt;</text></g></svg>)");
  const kifu::test::svg_document doc(out);
  const auto pieces = doc.with_class("piece");
  REQUIRE(pieces.size() == 1);
  CHECK(pieces[0].at("data-square") == "76");
  CHECK(pieces[0].at("data-piece") == "+R");
  CHECK(doc.texts_with_class("piece") == std::vector<std::string>{"龍 & <馬>"});
  CHECK_THROWS(kifu::test::svg_document("<svg><g></svg>"));
}
