package main

import "flag"

// parseInterspersed parses flags wherever they stand among the positional
// arguments: Go's flag package stops at the first positional one, so
// `folio new plugin DIR --sdk ../sdk` would otherwise take "--sdk" for a
// folder.
func parseInterspersed(fs *flag.FlagSet, args []string) (ok bool, positional []string, err error) {
	for {
		if ok, err := parse(fs, args); !ok {
			return false, nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return true, positional, nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}
