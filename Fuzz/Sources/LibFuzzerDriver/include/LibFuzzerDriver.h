// libFuzzer's driver, which `-sanitize=fuzzer` links in. SwiftPM gives every executable its own `main`,
// so each fuzz target calls the driver from its top-level code instead of relying on libFuzzer's `main`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
