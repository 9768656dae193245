// Pekzep numerals against a direct, all-parses reading of the CKKA EBNF: every string of up to
// six symbols over a small alphabet must be accepted by the X3 grammar exactly when the EBNF
// derives it, with the same value.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "kifu/pekzep.hpp"

namespace {

// Symbols: 1..9 digits, then the characters below.
enum : int { ten = 10, hundred, man, oku, zero, minus };

using parses = std::vector<std::pair<std::size_t, std::int64_t>>;  // (end, value)

// The EBNF rules, each returning every (end, value) derivable from position i.
struct reference {
  const std::vector<int>& s;

  bool is(std::size_t i, int sym) const { return i < s.size() && s[i] == sym; }
  bool digit(std::size_t i) const { return i < s.size() && s[i] >= 1 && s[i] <= 9; }

  parses less_than_hundred(std::size_t i) const {  // [d] T [d] | d
    parses out;
    const auto after = [&](std::size_t j, std::int64_t tens) {
      if (!is(j, ten)) return;
      out.emplace_back(j + 1, tens * 10);
      if (digit(j + 1)) out.emplace_back(j + 2, tens * 10 + s[j + 1]);
    };
    after(i, 1);
    if (digit(i)) {
      after(i + 1, s[i]);
      out.emplace_back(i + 1, s[i]);
    }
    return out;
  }
  parses elided(std::size_t i) const {  // T [d] | d T | d d | d
    parses out;
    if (is(i, ten)) {
      out.emplace_back(i + 1, 10);
      if (digit(i + 1)) out.emplace_back(i + 2, 10 + s[i + 1]);
    }
    if (digit(i)) {
      if (is(i + 1, ten)) out.emplace_back(i + 2, s[i] * 10);
      if (digit(i + 1)) out.emplace_back(i + 2, s[i] * 10 + s[i + 1]);
      out.emplace_back(i + 1, s[i]);
    }
    return out;
  }
  // [A] unit [A] with an empty A meaning 1 before the unit and 0 after it.
  template <class Left, class Right>
  parses unit_form(std::size_t i, int unit, std::int64_t scale, Left left, Right right) const {
    parses out;
    parses lefts = left(i);
    lefts.emplace_back(i, 1);
    for (auto [j, a] : lefts) {
      if (!is(j, unit)) continue;
      out.emplace_back(j + 1, a * scale);
      for (auto [k, b] : right(j + 1)) out.emplace_back(k, a * scale + b);
    }
    return out;
  }
  parses less_than_ten_thousand(std::size_t i) const {
    auto el = [&](std::size_t j) { return elided(j); };
    parses out = unit_form(i, hundred, 100, el, el);
    if (is(i, hundred))
      for (auto [k, b] : less_than_hundred(i + 1)) out.emplace_back(k, 100 + b);
    for (auto p : less_than_hundred(i)) out.push_back(p);
    return out;
  }
  parses less_than_hundred_million(std::size_t i) const {
    auto group = [&](std::size_t j) {
      parses g = less_than_ten_thousand(j);
      for (auto p : elided(j)) g.push_back(p);
      return g;
    };
    parses out = unit_form(i, man, 10'000, group, group);
    for (auto p : less_than_ten_thousand(i)) out.push_back(p);
    return out;
  }
  parses positive(std::size_t i) const {
    auto group = [&](std::size_t j) {
      parses g = less_than_hundred_million(j);
      for (auto p : elided(j)) g.push_back(p);
      return g;
    };
    parses out = unit_form(i, oku, 100'000'000, group, group);
    for (auto p : less_than_hundred_million(i)) out.push_back(p);
    return out;
  }
  // The values of every complete derivation of pekzep-integer.
  std::set<std::int64_t> integer() const {
    std::set<std::int64_t> values;
    if (s.size() == 1 && s[0] == zero) values.insert(0);
    const bool negative = is(0, minus);
    for (auto [end, v] : positive(negative ? 1 : 0))
      if (end == s.size()) values.insert(negative ? -v : v);
    return values;
  }
};

std::string spell(const std::vector<int>& s) {
  static const char* names[] = {"",   "一", "二", "三", "四", "五", "六", "七",
                                "八", "九", "十", "百", "万", "億", "無", "下"};
  std::string out;
  for (int sym : s) out += names[sym];
  return out;
}

}  // namespace

TEST_CASE("the X3 grammar accepts exactly the EBNF language (all strings up to 6 symbols)",
          "[pekzep][reference]") {
  const std::vector<int> alphabet = {1, 2, ten, hundred, man, oku, zero, minus};
  std::vector<int> s;
  long long strings = 0, valid = 0;
  const auto check = [&] {
    ++strings;
    const auto values = reference{s}.integer();
    const std::string text = spell(s);
    const auto r = kifu::pekzep::parse(text);
    if (values.empty()) {
      if (r.has_value()) FAIL_CHECK(text << " is not in the EBNF language but parsed as " << *r);
      return;
    }
    ++valid;
    if (values.size() != 1) FAIL_CHECK(text << " has several values");
    const std::int64_t v = *values.begin();
    if (v > std::numeric_limits<std::int32_t>::max() ||
        v < std::numeric_limits<std::int32_t>::min()) {
      if (r.has_value() || r.diagnostics().at(0).code != kifu::diagnostic_code::pekzep_out_of_range)
        FAIL_CHECK(text << " = " << v << " should be out of range");
    } else if (!r.ok() || *r != v) {
      FAIL_CHECK(text << " should be " << v);
    }
  };
  // Enumerate all strings of length 1..6 like an odometer.
  for (std::size_t len = 1; len <= 6; ++len) {
    std::vector<std::size_t> idx(len, 0);
    s.assign(len, alphabet[0]);
    while (true) {
      check();
      std::size_t k = 0;
      while (k < len && ++idx[k] == alphabet.size()) idx[k++] = 0;
      if (k == len) break;
      for (std::size_t j = 0; j < len; ++j) s[j] = alphabet[idx[j]];
    }
  }
  CHECK(strings == 299'592);  // 8 + 8^2 + ... + 8^6
  CHECK(valid > 1000);
  INFO("valid strings: " << valid);
}
