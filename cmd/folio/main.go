// Command folio builds and serves documentation sites.
package main

import (
	"errors"
	"fmt"
	"os"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = devVersion

type command struct {
	name    string
	summary string
	run     func(args []string) error
}

func commands() []command {
	return []command{
		{"build", "build the site into a static output directory", runBuild},
		{"serve", "serve a built site, with its plugins' endpoints", runServe},
		{"dev", "build, serve and rebuild on change, with live reload", runDev},
		{"new", "create a starter site, plugin or theme", runNew},
		{"import", "move a Docusaurus site to folio, in place", runImport},
		{"types", "write the client runtime's types into a theme, for its editor", runTypes},
		{"search", "run the search API alone, or push an index to Algolia", runSearch},
		{"plugin", "run a built-in plugin (internal: started by the core)", runPlugin},
		{"version", "print folio's version", runVersion},
	}
}

func usage() {
	fmt.Fprintf(os.Stderr, "folio: a documentation site framework\n\nUsage:\n  folio <command> [flags]\n\nCommands:\n")
	for _, c := range commands() {
		fmt.Fprintf(os.Stderr, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(os.Stderr, "\nRun 'folio <command> --help' for a command's flags.\n")
}

func main() {
	if len(os.Args) < 2 || os.Args[1] == "-h" || os.Args[1] == "--help" || os.Args[1] == "help" {
		usage()
		if len(os.Args) < 2 {
			os.Exit(2)
		}
		return
	}
	for _, c := range commands() {
		if c.name == os.Args[1] {
			if err := c.run(os.Args[2:]); err != nil {
				if !errors.As(err, new(reportedError)) {
					fmt.Fprintf(os.Stderr, "folio %s: %v\n", c.name, err)
				}
				var usage usageError
				if errors.As(err, &usage) {
					os.Exit(2)
				}
				os.Exit(1)
			}
			return
		}
	}
	fmt.Fprintf(os.Stderr, "folio: unknown command %q\n\n", os.Args[1])
	usage()
	os.Exit(2)
}
