package main

import (
	"errors"
	"strings"
	"testing"
)

// Mistakes on the command line are usage errors (exit status 2) that say
// what was expected.
func TestImportUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "expected: folio import docusaurus [DIR]"},
		{[]string{"hugo"}, `unknown source "hugo": folio imports from docusaurus`},
		{[]string{"docusaurus", "a", "b"}, "expected: folio import docusaurus [DIR]"},
	} {
		err := runImport(c.args)
		var usage usageError
		if !errors.As(err, &usage) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("folio import %v: %v, want a usage error %q", c.args, err, c.want)
		}
	}
	// A folder without a Docusaurus config is the work failing, not usage.
	err := runImport([]string{"docusaurus", t.TempDir()})
	var usage usageError
	if err == nil || errors.As(err, &usage) || !strings.Contains(err.Error(), "no docusaurus.config.js, .mjs or .ts in") {
		t.Errorf("empty folder: %v", err)
	}
}
