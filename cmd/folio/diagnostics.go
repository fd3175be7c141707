package main

import (
	"flag"
	"io"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/diag"
)

// reportedError is a failure whose diagnostics are already printed: main
// exits with status 1 without printing it again.
type reportedError struct{ error }

// diagnosticsFlag adds --json to a command that builds.
func diagnosticsFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("json", false, "print errors and warnings as JSON lines on stdout, for editors and CI\n(also FOLIO_DIAGNOSTICS=json)")
}

// diagnosticsPrinter prints for people on stderr, or JSON lines on stdout
// when --json or the environment asks; configFile locates the site, whose
// files the excerpts are read from.
func diagnosticsPrinter(asJSON bool, configFile string) *diag.Printer {
	dir, err := filepath.Abs(filepath.Dir(configFile))
	if err != nil {
		dir = filepath.Dir(configFile)
	}
	if asJSON || diag.JSONFromEnv() {
		return &diag.Printer{W: os.Stdout, JSON: true, Dir: dir}
	}
	return &diag.Printer{W: os.Stderr, Dir: dir}
}

// summaryOutput is where a command's human summary goes: stdout, unless
// stdout carries JSON lines.
func summaryOutput(p *diag.Printer) io.Writer {
	if p.JSON {
		return os.Stderr
	}
	return os.Stdout
}

// report prints err's diagnostics and returns it marked as printed.
func report(p *diag.Printer, err error, source string) error {
	p.PrintError(err, source)
	return reportedError{err}
}
