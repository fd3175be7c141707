package build

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func writeOutput(t *testing.T, dir, page string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
}

func entries(t *testing.T, dir string) []string {
	t.Helper()
	list, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name())
	}
	return names
}

func servedPage(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatalf("no servable output: %v", err)
	}
	return string(b)
}

// build runs what a build does with its output folder: create the
// temporary sibling, fill it, commit it.
func build(t *testing.T, final, trash, content string) {
	t.Helper()
	tmp, err := tempOutDir(final)
	if err != nil {
		t.Fatal(err)
	}
	writeOutput(t, tmp, content)
	if err := commitOutput(tmp, final, trash); err != nil {
		t.Fatal(err)
	}
}

// deadPID is the pid of a process that has ended.
func deadPID(t *testing.T) string {
	t.Helper()
	cmd := exec.Command("sh", "-c", "exit 0")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return strconv.Itoa(cmd.Process.Pid)
}

func TestCommitMovesTheOldOutputToTrashAndTheNextBuildEmptiesIt(t *testing.T) {
	root := t.TempDir()
	final, trash := filepath.Join(root, "build"), filepath.Join(root, "cache", "trash")

	build(t, final, trash, "first")
	build(t, final, trash, "second")
	if got := servedPage(t, final); got != "second" {
		t.Fatalf("the output holds %q, want the second build", got)
	}
	// Nothing is left beside the output: the old one waits in the trash.
	if got := entries(t, root); !slices.Equal(got, []string{"build", "cache"}) {
		t.Errorf("beside the output: %q, want only build and cache", got)
	}
	if got := entries(t, trash); len(got) != 1 {
		t.Fatalf("trash = %q, want the first output", got)
	}

	// The next build empties the trash while it works.
	emptyTrash(trash)()
	if got := entries(t, trash); len(got) != 0 {
		t.Errorf("trash after emptying = %q", got)
	}

	// Without a trash folder the old output is removed at once.
	build(t, final, "", "third")
	if got := entries(t, root); !slices.Equal(got, []string{"build", "cache"}) {
		t.Errorf("beside the output: %q", got)
	}
}

func TestWithoutAnAtomicExchangeTheCommitRenamesTwice(t *testing.T) {
	exchangeNames = func(string, string) error { return errNoExchange }
	t.Cleanup(func() { exchangeNames = exchange })
	root := t.TempDir()
	final, trash := filepath.Join(root, "build"), filepath.Join(root, "trash")
	build(t, final, trash, "first")
	build(t, final, trash, "second")
	if got := servedPage(t, final); got != "second" {
		t.Fatalf("the output holds %q", got)
	}
	if got := entries(t, root); !slices.Equal(got, []string{"build", "trash"}) {
		t.Errorf("beside the output: %q", got)
	}
}

func TestExchangeSwapsTwoFoldersInOneStep(t *testing.T) {
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	writeOutput(t, a, "A")
	writeOutput(t, b, "B")
	err := exchange(a, b)
	if err == errNoExchange {
		t.Skip("this file system cannot exchange names; commitOutput renames twice here")
	}
	if err != nil {
		t.Fatal(err)
	}
	if servedPage(t, a) != "B" || servedPage(t, b) != "A" {
		t.Errorf("after the exchange a holds %q and b %q", servedPage(t, a), servedPage(t, b))
	}
}

func TestTheNextBuildCleansUpAfterKilledBuilds(t *testing.T) {
	root := t.TempDir()
	final := filepath.Join(root, "build")
	writeOutput(t, final, "good")
	dead := deadPID(t)
	// A build killed while writing, and one killed after the swap (its
	// temporary folder holds the output it replaced).
	writeOutput(t, filepath.Join(root, ".build.tmp-"+dead+"-1"), "half")
	writeOutput(t, filepath.Join(root, ".build.tmp-"+dead+"-2"), "replaced")
	running, err := tempOutDir(final)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(filepath.Base(running), ".build.tmp-"+strconv.Itoa(os.Getpid())+"-") {
		t.Errorf("the new build's folder %s does not name its owner", running)
	}
	if got := entries(t, root); !slices.Equal(got, []string{filepath.Base(running), "build"}) {
		t.Errorf("beside the output: %q, want build and the new build's folder", got)
	}
	if servedPage(t, final) != "good" {
		t.Errorf("the output changed")
	}
}

// Where the swap is two renames, a build killed between them leaves no
// output, only the old one aside: the next build puts it back before
// anything else, so `folio serve` has a site again even if that build
// fails.
func TestAnOutputLeftAsideByAKilledSwapIsPutBack(t *testing.T) {
	root := t.TempDir()
	final := filepath.Join(root, "build")
	writeOutput(t, filepath.Join(root, "build.old-"+deadPID(t)+"-7"), "last good")
	if _, err := tempOutDir(final); err != nil {
		t.Fatal(err)
	}
	if got := servedPage(t, final); got != "last good" {
		t.Errorf("the output holds %q", got)
	}
	for _, n := range entries(t, root) {
		if n != "build" && n[0] != '.' {
			t.Errorf("left beside the output: %s", n)
		}
	}
}
