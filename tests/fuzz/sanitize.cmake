# -DDG_FUZZ=ON: every library is built with libFuzzer's coverage and the address and undefined-
# behaviour sanitizers, so a harness finds bugs in the readers, not only in itself. Included by the
# root CMakeLists.txt before the libraries; scripts/fuzz.sh configures build-fuzz/ with it.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "DG_FUZZ needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++")
endif()
# No recovery: undefined behaviour aborts, so libFuzzer keeps the input as a crash.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
                    -fno-omit-frame-pointer -g
                    -Wno-unknown-warning-option)  # the shared -Wno-restrict is a g++ option
add_link_options(-fsanitize=address,undefined)
