// The declaration in include/LibFuzzerDriver.h is all this target provides; SwiftPM needs one source.
#include "LibFuzzerDriver.h"
