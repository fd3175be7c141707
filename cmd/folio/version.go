package main

import (
	"fmt"
	"runtime"
)

func runVersion(args []string) error {
	fs := newFlags("version", "", "Prints folio's version.")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	fmt.Printf("folio %s (%s, %s/%s)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}
