package build

import (
	"errors"

	"golang.org/x/sys/unix"
)

// exchange swaps the names of two folders in one step (renamex_np(2) with
// RENAME_SWAP; APFS and HFS+).
func exchange(a, b string) error {
	err := unix.RenamexNp(a, b, unix.RENAME_SWAP)
	if errors.Is(err, unix.ENOTSUP) || errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) {
		return errNoExchange
	}
	return err
}
