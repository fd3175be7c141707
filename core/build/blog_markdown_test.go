package build

import (
	"os"
	"path/filepath"
	"testing"
)

// blogMarkdownSite has a post that links to another post by its file and
// shows an image kept in its own folder.
const blogMarkdownSite = `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"

[[plugins]]
name = "blog"
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
---
Hello.

<!-- truncate -->

## Getting started
-- site/blog/2021-09-01-release/index.md --
---
title: The release
---
As [the welcome post](../2021-08-26-welcome.md#getting-started) promised:

![A screenshot](./img/shot.png)

<!-- truncate -->
-- site/blog/2021-09-01-release/img/shot.png --
PNG
`

func TestBlogPostLinksAndImagesAreResolved(t *testing.T) {
	s := newTestSite(t, blogMarkdownSite)
	s.mustBuild()

	copied, err := filepath.Glob(filepath.Join(s.dir, "build", "assets", "blog", "*-shot.png"))
	if err != nil || len(copied) != 1 {
		t.Fatalf("the image beside the post was not published once: %v, %v", copied, err)
	}
	if b, err := os.ReadFile(copied[0]); err != nil || string(b) != "PNG\n" {
		t.Errorf("published image: %q, %v", b, err)
	}
	s.assertFile("build/blog/release/index.html",
		`href="/blog/welcome#getting-started"`,
		`src="/assets/blog/`+filepath.Base(copied[0])+`"`,
		"! 2021-08-26-welcome.md",
		"! ./img/shot.png",
	)
}
