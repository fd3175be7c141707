package docs

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
)

// started is the plugin of a process the core starts in dir, once its
// early read (if any) is done.
func started(t *testing.T, dir string) *Plugin {
	t.Helper()
	t.Chdir(dir)
	p := Started()
	if e := p.parsed.early; e != nil {
		<-e.done
	}
	return p
}

// A plugin process reads the site's parse store before its Load asks
// for it: the Load takes every parse from that read, even with the store
// gone from the disk meanwhile, and sends what a fresh Load sends.
func TestAStartedPluginsLoadTakesTheStoreReadBeforeIt(t *testing.T) {
	const options = `{}`
	dir := mdpagetest.WriteSite(t, storeSite)
	loadWith(t, New(), dir, options, plainSite)
	p := started(t, dir)
	if p.parsed.early == nil {
		t.Fatal("a plugin started in a site with one parse store read none early")
	}
	if err := os.RemoveAll(filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	got := loadWith(t, p, dir, options, plainSite)
	if got.reused != 3 {
		t.Errorf("the Load reused %d parses from the early read, want all 3", got.reused)
	}
	if err := os.RemoveAll(filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	want := loadWith(t, New(), dir, options, plainSite)
	if want.reused != 0 {
		t.Fatalf("a Load with no store reused %d parses", want.reused)
	}
	sameItems(t, "early read", got, want)
}

// A store that is not the Load's (the docs folder's route base path
// changed since) is dropped: the Load parses, and sends what a fresh Load
// sends.
func TestAnEarlyReadOfAnotherStoreIsDropped(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadWith(t, New(), dir, `{}`, plainSite)
	p := started(t, dir)
	if p.parsed.early == nil {
		t.Fatal("a plugin started in a site with one parse store read none early")
	}
	const moved = `{"routeBasePath":"guide"}`
	got := loadWith(t, p, dir, moved, plainSite)
	if got.reused != 0 {
		t.Errorf("a Load of another store reused %d parses of the early read", got.reused)
	}
	if p.parsed.early != nil {
		t.Error("the early read is still held after the first Load")
	}
	if err := os.RemoveAll(filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	sameItems(t, "another store", got, loadWith(t, New(), dir, moved, plainSite))
}

// A site with two docs folders has two stores: which one a process's Load
// will read is not known before it, so none is read early.
func TestTwoStoresAreNotReadEarly(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadWith(t, New(), dir, `{}`, plainSite)
	loadWith(t, New(), dir, `{"routeBasePath":"guide"}`, plainSite)
	p := started(t, dir)
	if p.parsed.early != nil {
		t.Errorf("a plugin started beside two parse stores read %s early", p.parsed.early.dir)
	}
	if got := loadWith(t, p, dir, `{}`, plainSite); got.reused != 3 {
		t.Errorf("the Load reused %d parses from its own read, want all 3", got.reused)
	}
}
