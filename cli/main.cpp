// dailygrid: command-line front end. Parses arguments, runs one subcommand, maps failures to
// exit codes. Everything else lives in the libraries.
#include <exception>
#include <iostream>
#include <new>
#include <stdexcept>

#include "cli/command.hpp"
#include "solver/common/game.hpp"

int main(int argc, char** argv) {
  using namespace dg::cli;
  CLI::App app{"dailygrid: generate, verify, grade and store daily " +
               dg::all_titles_in_words("and") + " puzzles"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "dailygrid 0.1.0");
  Runner run;
  add_show(app, run);
  add_convert(app, run);
  add_solve(app, run);
  add_check(app, run);
  add_grade(app, run);
  add_generate(app, run);
  add_import(app, run);
  add_export(app, run);
  add_stats(app, run);
  add_render(app, run);
  add_regrade(app, run);
  add_merge(app, run);
  add_times(app, run);
  add_calibrate(app, run);
  add_daily(app, run);
  add_read(app, run);
  add_qubo(app, run);
  add_registries(app, run);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e) == 0 ? kOk : kUsage;
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e) == 0 ? kOk : kUsage;
  } catch (const CLI::CallForVersion& e) {
    app.exit(e);
    return kOk;
  } catch (const CLI::Success&) {  // a flag that did its job and asked to stop (--print-curve)
    return kOk;
  } catch (const CLI::ParseError& e) {
    std::cerr << "dailygrid: " << e.what() << "\n";
    return kUsage;
  }
  try {
    const int code = run ? run() : kUsage;
    // Output that did not reach its reader (a full disk, a closed pipe) is a failure, not a
    // success with a truncated product.
    if (!std::cout.flush()) {
      std::cerr << "dailygrid: cannot write standard output\n";
      return kRuntime;
    }
    return code;
  } catch (const UsageError& e) {
    std::cerr << "dailygrid: " << e.what() << "\n";
    return kUsage;
  } catch (const std::bad_alloc&) {
    // The library's own text ("std::bad_alloc") tells a person nothing; std::length_error is a
    // request past what any allocation can hold, the same thing.
    std::cerr << "dailygrid: out of memory\n";
    return kRuntime;
  } catch (const std::length_error&) {
    std::cerr << "dailygrid: out of memory\n";
    return kRuntime;
  } catch (const std::exception& e) {
    std::cerr << "dailygrid: " << e.what() << "\n";
    return kRuntime;
  }
}
