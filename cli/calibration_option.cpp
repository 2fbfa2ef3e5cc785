#include "cli/calibration_option.hpp"

#include <string>

#include "grader/common/calibration.hpp"

namespace dg::cli {

CLI::Option* add_calibration_option(CLI::App* cmd) {
  static std::string path;
  return cmd
      ->add_option("--calibration", path,
                   "Calibration file (from `dailygrid calibrate`) for minutes and bands; default: "
                   "the shipped one")
      ->check(CLI::Validator(
          [](std::string& file) {
            auto c = read_calibration_file(file);
            if (!c) return c.error();
            use_calibration(std::move(c).value());
            return std::string();
          },
          "FILE"));
}

}  // namespace dg::cli
