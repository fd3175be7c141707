package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// printSiteNextSteps tells how to start working on a new site, with the
// command that runs this very binary from inside the site: "folio" when
// it is the one on PATH, its path otherwise, so the steps work as printed.
func printSiteNextSteps(siteDir, asTyped string) {
	folio, onPath := folioCommand(siteDir)
	fmt.Printf("Created a site in %s. Next:\n  cd %s\n  npm install\n  %s dev\n", siteDir, asTyped, folio)
	if !onPath {
		fmt.Println("The site's npm scripts (npm run dev, build, serve) call `folio` from your PATH: put this binary on it to use them.")
	}
}

// folioCommand is how to run this binary from dir, and whether it is the
// folio found on PATH.
func folioCommand(dir string) (string, bool) {
	self, err := os.Executable()
	if err != nil {
		return "folio", false
	}
	if found, err := exec.LookPath("folio"); err == nil && sameFile(found, self) {
		return "folio", true
	}
	if rel, err := filepath.Rel(dir, self); err == nil && !strings.HasPrefix(rel, filepath.Join("..", "..", "..")) {
		if !strings.HasPrefix(rel, "..") {
			rel = "." + string(filepath.Separator) + rel
		}
		return rel, false
	}
	return self, false
}

func sameFile(a, b string) bool {
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}
