package docs

import (
	"bytes"
	"context"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// lastUpdate is when a doc's file was last committed, and by whom: the
// "Last updated on … by …" line of Docusaurus's showLastUpdateTime and
// showLastUpdateAuthor options.
type lastUpdate struct {
	At     time.Time
	Author string
}

// lastUpdates reads the docs folder's history with one `git log`, newest
// first, and keeps each file's newest commit, by path relative to root.
// Outside a git work tree, or without git, there is no history: the docs
// then show no such line, and nothing fails. Files with changes not yet
// committed keep their last commit's date, as in Docusaurus.
func lastUpdates(ctx context.Context, root string) map[string]lastUpdate {
	cmd := exec.CommandContext(ctx, "git", "-C", root, "log", "--relative", "--no-renames", "--name-only", "--format=%x1e%ct%x1f%an", "--", ".")
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	updates := map[string]lastUpdate{}
	for _, entry := range bytes.Split(out, []byte{0x1e}) {
		head, files, _ := bytes.Cut(entry, []byte{'\n'})
		secs, author, ok := strings.Cut(string(head), "\x1f")
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(secs, 10, 64)
		if err != nil {
			continue
		}
		for _, f := range strings.Split(string(files), "\n") {
			if f = strings.TrimSpace(f); f == "" {
				continue
			}
			if _, seen := updates[f]; !seen {
				updates[f] = lastUpdate{At: time.Unix(n, 0).UTC(), Author: author}
			}
		}
	}
	return updates
}

// formatLastUpdate is the date as the theme shows it ("Nov 27, 2026",
// Docusaurus's short month, in UTC), made once here so that the server's
// page and the browser agree.
func formatLastUpdate(t time.Time) string { return t.Format("Jan 2, 2006") }
