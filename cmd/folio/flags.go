package main

import (
	"flag"
	"fmt"
	"os"
)

// newFlags makes a flag set whose --help prints the command's synopsis.
func newFlags(name, synopsis, description string) *flag.FlagSet {
	fs := flag.NewFlagSet("folio "+name, flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(os.Stderr, "Usage: folio %s %s\n\n%s\n", name, synopsis, description)
		if hasFlags(fs) {
			fmt.Fprintf(os.Stderr, "\nFlags:\n")
			fs.PrintDefaults()
		}
	}
	return fs
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// parse parses flags; --help is a successful exit, not an error.
func parse(fs *flag.FlagSet, args []string) (ok bool, err error) {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return false, nil
		}
		return false, usageError{err}
	}
	return true, nil
}

// usageError is a mistake in the command line rather than a failure of
// the work: folio exits with status 2 for it, 1 for a failed build.
type usageError struct{ error }
