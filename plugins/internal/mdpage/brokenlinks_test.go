package mdpage

import (
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/diag"
)

// The hint to set onBrokenMarkdownLinks to warn is given where the link
// stops the build, and not where the site already warns.
func TestBrokenLinkHintOnlyWhereTheLinkStopsTheBuild(t *testing.T) {
	links := []BrokenLink{{File: "docs/a.md", Line: 3, Column: 5, URL: "gone.md"}}
	const hint = "set onBrokenMarkdownLinks in site.toml to warn instead"

	err := ReportBrokenLinks("throw", links, "a doc", func(*diag.Diagnostic) error { return nil })
	if err == nil || !strings.Contains(err.Error(), hint) || !strings.Contains(err.Error(), "docs/a.md:3:5") {
		t.Errorf("throw: got %v, want the error at docs/a.md:3:5 with the hint", err)
	}

	var warned []*diag.Diagnostic
	err = ReportBrokenLinks("warn", links, "a doc", func(d *diag.Diagnostic) error { warned = append(warned, d); return nil })
	if err != nil || len(warned) != 1 {
		t.Fatalf("warn: err %v, %d warnings", err, len(warned))
	}
	if strings.Contains(warned[0].Message, hint) || !strings.Contains(warned[0].Message, `broken Markdown link "gone.md"`) {
		t.Errorf("warn: message %q", warned[0].Message)
	}
}
