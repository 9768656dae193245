// Pictures for Python: SVG drawn as PNG through librsvg, as the kifu program draws them, when
// the extension was built with it.
#include <stdexcept>
#include <string>

#include "bindings.hpp"
#ifdef KIFU_HAVE_RSVG
#include "png.hpp"
#endif

namespace kifu_python {

void register_picture(py::module_& m) {
  m.def(
      "_svg_to_png",
      [](const std::string& svg, double scale) -> py::bytes {
        if (!(scale > 0 && scale <= 16)) throw value_error("scale is above 0 and at most 16");
#ifdef KIFU_HAVE_RSVG
        std::string error;
        std::optional<std::string> png;
        {
          py::gil_scoped_release unlocked;
          png = kifu_cli::svg_to_png(svg, scale, error);
        }
        if (!png) throw std::runtime_error(error);
        return py::bytes(*png);
#else
        throw std::runtime_error(
            "this kifu was built without librsvg, so it cannot draw PNG (install librsvg2-dev "
            "and rebuild, or convert the SVG with rsvg-convert)");
#endif
      },
      py::arg("svg"), py::arg("scale"));
}

}  // namespace kifu_python
