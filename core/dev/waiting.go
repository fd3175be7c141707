package dev

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// waitingPage stands in for the site while its first build has failed: the
// live-reload script shows the build's error over it (the reloader replays
// the last failure to every page that connects) and loads the real page
// once a fix builds.
const waitingPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>folio dev: the site does not build yet</title></head>
<body><main><h1>The site does not build yet</h1>
<p>folio dev could not build the site. The error is shown above and in the terminal; save a fix and this page reloads.</p></main>
` + clientScript + `</body></html>
`

// waitingFiles are the pages the waiting page is served as: the home page
// and the not-found page every other path gets.
var waitingFiles = []string{"index.html", "404.html"}

// writeWaitingPages puts the waiting page where the site's pages will be,
// without replacing a page a build wrote.
func writeWaitingPages(out string) error {
	for _, name := range waitingFiles {
		path := filepath.Join(out, name)
		if _, err := os.Stat(path); err == nil {
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if err := os.WriteFile(path, []byte(waitingPage), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// removeWaitingPages removes what writeWaitingPages wrote once the site has
// built, leaving any page the build wrote in its place.
func removeWaitingPages(out string) {
	for _, name := range waitingFiles {
		path := filepath.Join(out, name)
		if b, err := os.ReadFile(path); err == nil && bytes.Equal(b, []byte(waitingPage)) {
			os.Remove(path)
		}
	}
}
