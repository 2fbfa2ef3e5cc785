# Writes OUT (a header defining DG_GIT_SHA) from the checkout at SRC, at build time: a sha taken at
# configure time went stale with every commit, so banners named the wrong build. "+dirty" marks
# uncommitted changes to tracked files. The file is only rewritten when the sha changes, so the
# benchmarks only recompile then.
execute_process(COMMAND git rev-parse --short HEAD WORKING_DIRECTORY ${SRC}
                OUTPUT_VARIABLE sha OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
execute_process(COMMAND git status --porcelain --untracked-files=no WORKING_DIRECTORY ${SRC}
                OUTPUT_VARIABLE dirty OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(sha STREQUAL "")
  set(sha "unknown")
elseif(NOT dirty STREQUAL "")
  string(APPEND sha "+dirty")
endif()
set(content "#define DG_GIT_SHA \"${sha}\"\n")
set(old "")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL content)
  file(WRITE ${OUT} "${content}")
endif()
