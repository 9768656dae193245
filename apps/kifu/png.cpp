// PNG output through librsvg and cairo (see png.hpp); without them every call says so. The
// libraries are loaded on first use (dlopen), not at start-up: librsvg brings some thirty
// libraries whose loading would add about 5 ms to every kifu command, PNG or not.
#include "png.hpp"

#ifdef KIFU_HAVE_RSVG
#include <cairo.h>
#include <dlfcn.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <cstring>
#include <memory>
#endif

namespace kifu_cli {

#ifndef KIFU_HAVE_RSVG

bool png_available() noexcept {
  return false;
}

std::optional<raster_image> rasterise_svg(std::string_view, double, std::string& error) {
  error = png_unavailable_reason;
  return std::nullopt;
}

std::optional<std::string> encode_png(const raster_image&, std::string& error) {
  error = png_unavailable_reason;
  return std::nullopt;
}

#else

namespace {

// The librsvg, cairo and GLib functions this file calls.
#define KIFU_GRAPHICS_FUNCTIONS(X)            \
  X(rsvg_handle_new_from_data)                \
  X(rsvg_handle_get_intrinsic_size_in_pixels) \
  X(rsvg_handle_get_intrinsic_dimensions)     \
  X(rsvg_handle_render_document)              \
  X(g_object_unref)                           \
  X(g_error_free)                             \
  X(cairo_image_surface_create)               \
  X(cairo_image_surface_create_for_data)      \
  X(cairo_image_surface_get_stride)           \
  X(cairo_image_surface_get_data)             \
  X(cairo_format_stride_for_width)            \
  X(cairo_surface_flush)                      \
  X(cairo_surface_write_to_png_stream)        \
  X(cairo_surface_destroy)                    \
  X(cairo_create)                             \
  X(cairo_set_source_rgb)                     \
  X(cairo_paint)                              \
  X(cairo_destroy)

// Those functions, looked up in librsvg (whose own dependencies bring cairo and GLib), or why
// they could not be.
struct graphics {
#define KIFU_GRAPHICS_POINTER(name) decltype(&::name) name = nullptr;
  KIFU_GRAPHICS_FUNCTIONS(KIFU_GRAPHICS_POINTER)
#undef KIFU_GRAPHICS_POINTER
  std::string error;
};

graphics load_graphics() {
  graphics g;
  void* library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (library == nullptr) {
    const char* why = dlerror();
    g.error = std::string("cannot load librsvg to write PNG (") + (why ? why : "unknown reason") +
              "); install librsvg2-2, or write SVG";
    return g;
  }
#define KIFU_GRAPHICS_LOOKUP(name)                                    \
  g.name = reinterpret_cast<decltype(g.name)>(dlsym(library, #name)); \
  if (g.name == nullptr && g.error.empty()) g.error = "librsvg has no function " #name;
  KIFU_GRAPHICS_FUNCTIONS(KIFU_GRAPHICS_LOOKUP)
#undef KIFU_GRAPHICS_LOOKUP
  return g;
}

// Loaded once, on first use, by whichever thread asks first.
const graphics& api() {
  static const graphics g = load_graphics();
  return g;
}

}  // namespace

bool png_available() noexcept {
  return api().error.empty();
}

namespace {

struct surface_deleter {
  void operator()(cairo_surface_t* s) const { api().cairo_surface_destroy(s); }
};
struct context_deleter {
  void operator()(cairo_t* c) const { api().cairo_destroy(c); }
};
struct handle_deleter {
  void operator()(RsvgHandle* h) const { api().g_object_unref(h); }
};
using surface_ptr = std::unique_ptr<cairo_surface_t, surface_deleter>;
using context_ptr = std::unique_ptr<cairo_t, context_deleter>;
using handle_ptr = std::unique_ptr<RsvgHandle, handle_deleter>;

// The SVG's size in pixels: its width and height, or its viewBox.
bool intrinsic_size(RsvgHandle* handle, double& width, double& height) {
  const graphics& g = api();
  if (g.rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) return true;
  gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
  RsvgLength w{}, h{};
  RsvgRectangle viewbox{};
  g.rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox,
                                         &viewbox);
  if (!has_viewbox) return false;
  width = viewbox.width;
  height = viewbox.height;
  return true;
}

}  // namespace

std::optional<raster_image> rasterise_svg(std::string_view svg, double scale, std::string& error) {
  const graphics& g = api();
  if (!g.error.empty()) {
    error = g.error;
    return std::nullopt;
  }
  GError* failure = nullptr;
  handle_ptr handle(g.rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()),
                                                svg.size(), &failure));
  if (!handle) {
    error = std::string("the SVG could not be read (") +
            (failure != nullptr ? failure->message : "unknown reason") + ")";
    if (failure != nullptr) g.g_error_free(failure);
    return std::nullopt;
  }
  double width = 0, height = 0;
  if (!intrinsic_size(handle.get(), width, height) || width <= 0 || height <= 0) {
    error = "the SVG has no size (neither width and height nor a viewBox)";
    return std::nullopt;
  }
  raster_image image;
  image.width = static_cast<int>(std::ceil(width * scale));
  image.height = static_cast<int>(std::ceil(height * scale));
  if (image.width > 20000 || image.height > 20000) {
    error = "the picture would be larger than 20000 pixels across or down";
    return std::nullopt;
  }
  surface_ptr surface(g.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, image.width, image.height));
  context_ptr cr(g.cairo_create(surface.get()));
  g.cairo_set_source_rgb(cr.get(), 1, 1, 1);
  g.cairo_paint(cr.get());
  const RsvgRectangle viewport{0, 0, static_cast<double>(image.width),
                               static_cast<double>(image.height)};
  if (!g.rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &failure)) {
    error = std::string("the SVG could not be drawn (") +
            (failure != nullptr ? failure->message : "unknown reason") + ")";
    if (failure != nullptr) g.g_error_free(failure);
    return std::nullopt;
  }
  g.cairo_surface_flush(surface.get());
  const int stride = g.cairo_image_surface_get_stride(surface.get());
  const unsigned char* data = g.cairo_image_surface_get_data(surface.get());
  image.pixels.resize(static_cast<std::size_t>(image.width) * image.height);
  for (int y = 0; y < image.height; ++y)
    std::memcpy(image.pixels.data() + static_cast<std::size_t>(y) * image.width,
                data + static_cast<std::size_t>(y) * stride,
                static_cast<std::size_t>(image.width) * 4);
  return image;
}

std::optional<std::string> encode_png(const raster_image& image, std::string& error) {
  const graphics& g = api();
  if (!g.error.empty()) {
    error = g.error;
    return std::nullopt;
  }
  const int stride = g.cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, image.width);
  std::vector<unsigned char> data(static_cast<std::size_t>(stride) * image.height);
  for (int y = 0; y < image.height; ++y)
    std::memcpy(data.data() + static_cast<std::size_t>(y) * stride,
                image.pixels.data() + static_cast<std::size_t>(y) * image.width,
                static_cast<std::size_t>(image.width) * 4);
  surface_ptr surface(g.cairo_image_surface_create_for_data(data.data(), CAIRO_FORMAT_ARGB32,
                                                            image.width, image.height, stride));
  std::string png;
  const auto append = [](void* closure, const unsigned char* bytes, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(bytes), length);
    return CAIRO_STATUS_SUCCESS;
  };
  if (g.cairo_surface_write_to_png_stream(surface.get(), append, &png) != CAIRO_STATUS_SUCCESS) {
    error = "the PNG could not be encoded";
    return std::nullopt;
  }
  return png;
}

#endif

std::optional<std::string> svg_to_png(std::string_view svg, double scale, std::string& error) {
  const auto image = rasterise_svg(svg, scale, error);
  if (!image) return std::nullopt;
  return encode_png(*image, error);
}

}  // namespace kifu_cli
