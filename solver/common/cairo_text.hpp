// Internal, header-only: the font options render/, vision/ and the test tools draw text with
// (grey antialiasing, no hinting, as a browser draws), set explicitly so that text never depends
// on what the process drew before (a PDF drawn earlier changed cairo's cached glyphs, and one 9x9
// board then read as Tango). Include only where cairo is linked.
#pragma once

#include <cairo.h>

namespace dg {

inline void set_text_options(cairo_t* cr) {
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_set_font_options(cr, options);
  cairo_font_options_destroy(options);
}

}  // namespace dg
