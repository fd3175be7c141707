package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// devVersion is the version of a binary built from a checkout without a
// stamp; `make dist` stamps release archives with -ldflags "-X main.version=…".
const devVersion = "0.1.0-dev"

func runVersion(args []string) error {
	fs := newFlags("version", "", "Prints folio's version.")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	fmt.Printf("folio %s (%s, %s/%s)\n", folioVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}

// folioVersion is the stamped version; failing that, the module version
// `go install …/cmd/folio@v1.2.3` records in the binary.
func folioVersion() string {
	if version != devVersion {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return version
}
