package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// What the ledger (core/ledger) sees, as a user meets it: each case is
// one a warm build once got wrong, and ends with the output a cold build
// of the same files writes.

// A tool restores a file's times, or a checkout writes a same-size change
// within one clock tick: the edit keeps the size and modification time.
func TestAnEditKeepingSizeAndTimeReachesTheSite(t *testing.T) {
	s := builtReuseSite(t)
	setup := filepath.Join(s.dir, "site/docs/setup.md")
	info, err := os.Stat(setup)
	if err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(setup)
	edited := strings.Replace(string(old), "Install it.", "Compile it.", 1)
	if len(edited) != len(old) || edited == string(old) {
		t.Fatalf("the edit must keep the size: %q", edited)
	}
	s.write("site/docs/setup.md", edited)
	if err := os.Chtimes(setup, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	s.assertFile("build/docs/setup/index.html", "Compile it.")
	sameTree(t, "after an edit that kept size and time", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// site/theme/Footer/index.tsx is created where site/theme/Footer/ was
// already: the folder's own time is not the theme folder's.
func TestAThemeOverrideAddedInAnExistingFolderReachesEveryPage(t *testing.T) {
	s := newTestSite(t, reuseSite+"-- site/theme/Footer/notes.txt --\nThe footer comes here.\n")
	backdate(t, s.dir)
	s.mustBuild()
	s.mustBuild()
	s.write("site/theme/Footer/index.tsx", "export default function Footer() { return <footer>A footer of our own</footer>; }\n")
	s.mustBuild()
	for _, page := range []string{"build/docs/intro/index.html", "build/about/index.html"} {
		s.assertFile(page, "A footer of our own")
	}
	sameTree(t, "after a nested override", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// A plugin run as a script (command = ["node", "plugins/notes"]) that
// says it is reusable is reused while its package is as it was, and
// started again when a module its entry requires changes.
func TestAReusedScriptPluginRunsAgainWhenAModuleItRequiresChanges(t *testing.T) {
	nodeScriptEnv(t)
	s := newTestSite(t, scriptPluginSite)
	backdate(t, s.dir)
	s.mustBuild()
	s.assertFile("build/notes/index.html", "Notes, first edition")
	waitForNextTick(t, s.dir)
	if _, started := reusedPlugins(s.mustBuild()); len(started) > 0 {
		t.Fatalf("a build that changed nothing started %v", started)
	}
	s.write("site/plugins/notes/text.cjs", "module.exports = 'Notes, second edition';\n")
	// Its time set back: the change time tells.
	past := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(s.dir, "site/plugins/notes/text.cjs"), past, past)
	if reused, _ := reusedPlugins(s.mustBuild()); len(reused) > 0 {
		t.Errorf("a build after the plugin's module changed reused %v", reused)
	}
	s.assertFile("build/notes/index.html", "Notes, second edition")
	sameTree(t, "after the plugin's module changed", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// scriptPluginSite has a reusable Node.js plugin written against the
// protocol alone, whose page text comes from a module it requires.
var scriptPluginSite = `
-- site.toml --
title = "Script"
url = "https://script.example"
[themeConfig.navbar]
title = "Script"
[[plugins]]
name = "notes"
command = ["node", "site/plugins/notes"]
-- site/plugins/notes/text.cjs --
module.exports = 'Notes, first edition';
` + notesPlugin("require('./text.cjs')")

// notesPlugin is the package of the reusable Node.js plugin "notes",
// written against the protocol alone, in site/plugins/notes: its Load
// sends one page, /notes, whose text (and digest) is the JavaScript
// expression text.
func notesPlugin(text string) string {
	return strings.Replace(`-- site/plugins/notes/package.json --
{ "name": "notes", "private": true, "main": "index.cjs" }
-- site/plugins/notes/index.cjs --
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

const def = protoLoader.loadSync(process.env.FOLIO_TEST_PROTO, { keepCase: true, longs: String, enums: String, defaults: true, oneofs: true });
const { Plugin } = grpc.loadPackageDefinition(def).folio.plugin.v1;
const server = new grpc.Server();
server.addService(Plugin.service, {
  Describe(call, cb) { cb(null, { name: 'notes', version: '1.0.0', components: ['MarkdownPage'], reusable: true }); },
  Load(call) {
    const text = TEXT;
    call.write({ route: { path: '/notes', component: 'MarkdownPage', data_json: Buffer.from(JSON.stringify({ title: 'Notes' })), content_html: '<p>' + text + '</p>', digest: text, meta: { title: 'Notes' } } });
    call.end();
  },
  PostBuild(call, cb) { cb(null, { files: [], diagnostics: [] }); },
});
const empty = () => Buffer.alloc(0);
server.addService({ Shutdown: { path: '/plugin.GRPCController/Shutdown', requestStream: false, responseStream: false, requestSerialize: empty, requestDeserialize: () => ({}), responseSerialize: empty, responseDeserialize: () => ({}) } }, {
  Shutdown(call, cb) { cb(null, {}); setImmediate(() => process.exit(0)); },
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
const socket = path.join(process.env.PLUGIN_UNIX_SOCKET_DIR, 'notes-' + process.pid + '.sock');
server.bindAsync('unix:' + socket, grpc.ServerCredentials.createInsecure(), (err) => {
  if (err) throw err;
  process.stdout.write('1|1|unix|' + socket + '|grpc\n');
});
`, "TEXT", text, 1)
}

// A component saved while esbuild bundles: a Node shim, started for the
// build's first Node process (the MDX compiler, or a render worker),
// holds the build open, then saves the component, keeping its size and
// time. Whatever esbuild read, the next build writes what a cold build of
// the saved files writes.
func TestAComponentSavedWhileABuildBundlesReachesTheNextBuild(t *testing.T) {
	site := strings.Replace(reuseSite, `{ "guide": ["intro", "setup"] }`, `{ "guide": ["intro", "setup", "live"] }`, 1) + `-- site/docs/live.mdx --
# Live

An MDX page.
-- site/theme/Footer.tsx --
export default function Footer() { return <footer>Footer one</footer>; }
`
	s := newTestSite(t, site)
	backdate(t, s.dir)
	s.mustBuild()
	footer := filepath.Join(s.dir, "site/theme/Footer.tsx")
	s.write("site/theme/Footer.tsx", "export default function Footer() { return <footer>Footer two</footer>; }\n")
	info, _ := os.Stat(footer)
	// Saved mid-build: the same size as "two", and its time set back.
	edit := filepath.Join(t.TempDir(), "edit")
	writeFile(t, edit, "export default function Footer() { return <footer>Footer 3rd</footer>; }\n")
	shim := filepath.Join(t.TempDir(), "node")
	writeFile(t, shim, `#!/bin/sh
claim="$FOLIO_TEST_EDIT.$$"
if mv "$FOLIO_TEST_EDIT" "$claim" 2>/dev/null; then
  # In a process of its own: the build may stop the Node process that
  # claimed the edit (an early render worker it does not need) before the
  # save lands, and the save must land all the same.
  ( sleep 1
    cat "$claim" > "$FOLIO_TEST_TARGET"
    touch -d "$FOLIO_TEST_TIME" "$FOLIO_TEST_TARGET"
    touch "$FOLIO_TEST_EDIT.saved" ) </dev/null >/dev/null 2>&1 &
fi
exec node "$@"
`)
	if err := os.Chmod(shim, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("FOLIO_TEST_EDIT", edit)
	t.Setenv("FOLIO_TEST_TARGET", footer)
	t.Setenv("FOLIO_TEST_TIME", info.ModTime().Format(time.RFC3339Nano))
	var log strings.Builder
	if _, err := Build(t.Context(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), Node: shim, Log: &log}); err != nil {
		t.Fatalf("the build with the shim: %v", err)
	}
	if _, err := os.Stat(edit); err == nil {
		t.Fatal("no Node process started during the build: the edit was not saved")
	}
	// On a loaded machine the save may land after the build ended: the
	// next build must see it either way (the same size and time, a new
	// ctime), so wait for it rather than race it.
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(edit + ".saved"); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the edit started during the build was not saved within a minute")
		}
	}
	s.mustBuild()
	s.assertFile("build/docs/live/index.html", "Footer 3rd")
	sameTree(t, "after a component saved while the build bundled", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// A page links an image that is not there yet: the docs plugin reports
// the path as missing (LoadItem.missing_path), and the build after the
// image appears starts it again instead of replaying a page that says the
// file is missing.
func TestAMissingImageThatAppearsStartsThePlugins(t *testing.T) {
	s := newTestSite(t, strings.Replace(reuseSite, "Read [the setup](setup.md).", "Read [the setup](setup.md).\n\n![The plan](../../static/img/plan.png)", 1))
	backdate(t, s.dir)
	s.mustBuild()
	if _, started := reusedPlugins(s.mustBuild()); len(started) > 0 {
		t.Fatalf("a build that changed nothing started %v", started)
	}
	writeFile(t, filepath.Join(s.dir, "static/img/plan.png"), "PNG")
	if reused, _ := reusedPlugins(s.mustBuild()); len(reused) > 0 {
		t.Errorf("a build after the missing image appeared reused %v", reused)
	}
	sameTree(t, "after a missing image appeared", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}
