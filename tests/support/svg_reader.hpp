// Test helpers: reading SVG back with an XML parser (tinyxml2), so that tests check diagrams by
// what they say (the data-* attributes of their elements), never by eye or by string matching.
#pragma once

#include <tinyxml2.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::test {

/// The attributes of one element, by name.
using xml_attributes = std::map<std::string, std::string, std::less<>>;

/// A parsed SVG document; parse_svg throws when the text is not well-formed XML.
class svg_document {
 public:
  /// Parses `text`; throws std::runtime_error with tinyxml2's message when it is not well-formed
  /// or its root element is not <svg>.
  explicit svg_document(std::string_view text) : doc_(std::make_unique<tinyxml2::XMLDocument>()) {
    if (doc_->Parse(text.data(), text.size()) != tinyxml2::XML_SUCCESS)
      throw std::runtime_error(std::string("SVG is not well-formed XML: ") + doc_->ErrorStr());
    const auto* root = doc_->RootElement();
    if (root == nullptr || std::string_view(root->Name()) != "svg")
      throw std::runtime_error("the root element is not <svg>");
  }

  /// The root <svg> element's attributes.
  xml_attributes root() const { return attributes(doc_->RootElement()); }

  /// The attributes of every element whose class attribute lists `name`, in document order.
  std::vector<xml_attributes> with_class(std::string_view name) const {
    std::vector<xml_attributes> found;
    collect(doc_->RootElement(), name, found);
    return found;
  }

  /// The text content of every element whose class lists `name`, its descendants' text joined.
  std::vector<std::string> texts_with_class(std::string_view name) const {
    std::vector<std::string> found;
    collect_text(doc_->RootElement(), name, found);
    return found;
  }

  /// The text of the whole document (every text node, in order), for checking what is written.
  std::string all_text() const {
    std::string s;
    append_text(doc_->RootElement(), s);
    return s;
  }

  /// The parsed document, for anything else.
  const tinyxml2::XMLDocument& xml() const { return *doc_; }

 private:
  static xml_attributes attributes(const tinyxml2::XMLElement* e) {
    xml_attributes a;
    for (const auto* at = e->FirstAttribute(); at != nullptr; at = at->Next())
      a.emplace(at->Name(), at->Value());
    return a;
  }
  static bool has_class(const tinyxml2::XMLElement* e, std::string_view name) {
    const char* c = e->Attribute("class");
    if (c == nullptr) return false;
    std::string_view classes = c;
    while (!classes.empty()) {
      const auto space = classes.find(' ');
      if (classes.substr(0, space) == name) return true;
      if (space == std::string_view::npos) break;
      classes.remove_prefix(space + 1);
    }
    return false;
  }
  static void collect(const tinyxml2::XMLElement* e, std::string_view name,
                      std::vector<xml_attributes>& found) {
    for (; e != nullptr; e = e->NextSiblingElement()) {
      if (has_class(e, name)) found.push_back(attributes(e));
      collect(e->FirstChildElement(), name, found);
    }
  }
  static void collect_text(const tinyxml2::XMLElement* e, std::string_view name,
                           std::vector<std::string>& found) {
    for (; e != nullptr; e = e->NextSiblingElement()) {
      if (has_class(e, name)) {
        found.emplace_back();
        append_text(e, found.back());
      }
      collect_text(e->FirstChildElement(), name, found);
    }
  }
  static void append_text(const tinyxml2::XMLNode* n, std::string& s) {
    for (const auto* c = n->FirstChild(); c != nullptr; c = c->NextSibling()) {
      if (const auto* t = c->ToText()) s += t->Value();
      append_text(c, s);
    }
  }

  std::unique_ptr<tinyxml2::XMLDocument> doc_;
};

}  // namespace kifu::test
