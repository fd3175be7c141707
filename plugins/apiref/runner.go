package apiref

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	corefiles "github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/sdk"
)

// runnerScript runs TypeDoc. It is written into the site's node_modules at
// run time, so that its imports resolve from the site's dependencies.
//
//go:embed runner/typedoc-runner.mjs
var runnerScript []byte

// siteCacheDir is folio's cache folder in the site's node_modules.
func siteCacheDir(siteDir string) string {
	return filepath.Join(siteDir, "node_modules", ".cache", "folio")
}

// runnerDir is where the script goes: inside the site's node_modules, with
// what else folio keeps there (it finds TypeDoc from the site's folder,
// which the request names). It is a folder of its own, which the core's sweep of the cache folder leaves
// as it leaves any folder without a store manifest.
func runnerDir(siteDir string) string {
	return filepath.Join(siteCacheDir(siteDir), "typedoc")
}

// cacheDir is where what is kept between builds goes: opts.CacheDir, by
// default folio's cache folder in the site's node_modules.
func cacheDir(opts Options) string {
	if opts.CacheDir != "" {
		return opts.CacheDir
	}
	return siteCacheDir(opts.SiteDir)
}

// compilerOptions are TypeScript's settings for reading the declarations:
// only the entry points and what they import, with the DOM's types.
var compilerOptions = map[string]any{
	"target":           "esnext",
	"module":           "esnext",
	"moduleResolution": "bundler",
	"jsx":              "react-jsx",
	"lib":              []string{"esnext", "dom", "dom.iterable"},
	"types":            []string{},
	"strict":           true,
	"skipLibCheck":     true,
	"noEmit":           true,
}

// runTypeDoc converts the entry points with TypeDoc and writes its JSON to
// out. It takes a few seconds: callers cache the result.
func runTypeDoc(ctx context.Context, opts Options, entries []entryPoint, out string) error {
	dir := runnerDir(opts.SiteDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("typedoc: %w", err)
	}
	if _, err := os.Stat(filepath.Join(opts.SiteDir, "node_modules", "typedoc", "package.json")); err != nil {
		return errors.New("typedoc is not installed in the site's node_modules: add it as a devDependency (npm install --save-dev typedoc)")
	}
	script := filepath.Join(dir, "typedoc-runner.mjs")
	if err := writeIfChanged(script, runnerScript); err != nil {
		return fmt.Errorf("typedoc: %w", err)
	}
	files := make([]string, len(entries))
	for i, e := range entries {
		files[i] = e.File
	}
	tsconfig := out + ".tsconfig.json"
	if err := writeJSON(tsconfig, map[string]any{"compilerOptions": compilerOptions, "files": files}); err != nil {
		return fmt.Errorf("typedoc: %w", err)
	}
	defer os.Remove(tsconfig)
	siteDir, err := filepath.Abs(opts.SiteDir)
	if err != nil {
		return fmt.Errorf("typedoc: %w", err)
	}
	request := out + ".request.json"
	if err := writeJSON(request, map[string]any{"entryPoints": entries, "tsconfig": tsconfig, "out": out, "siteDir": siteDir}); err != nil {
		return fmt.Errorf("typedoc: %w", err)
	}
	defer os.Remove(request)

	node := opts.Node
	if node == "" {
		node = "node"
	}
	cmd := exec.CommandContext(ctx, node, script, request)
	cmd.Dir = opts.SiteDir
	var stderr bytes.Buffer
	cmd.Stdout = &stderr
	cmd.Stderr = &stderr
	// The runner exits when this pipe closes, as it does when the plugin
	// process dies, and on Linux the kernel kills it with the plugin too.
	cmd.Env = append(os.Environ(), sdk.ParentPipeEnv+"=stdin")
	parentPipe, err := cmd.StdinPipe()
	if err != nil {
		return fmt.Errorf("typedoc: %w", err)
	}
	defer parentPipe.Close()
	err = proc.Start(cmd)
	if err == nil {
		err = cmd.Wait()
	}
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("typedoc (%s %s): %v\n%s", node, filepath.ToSlash(relOrAbs(opts.SiteDir, script)), err, tail(stderr.String(), 20))
	}
	return nil
}

// writeIfChanged writes data to file unless it already holds it, through a
// temporary file, so that a concurrent build never reads half a file.
func writeIfChanged(file string, data []byte) error {
	if old, err := os.ReadFile(file); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return corefiles.WriteAtomic(file, data, 0o644)
}

func writeJSON(file string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return os.WriteFile(file, data, 0o644)
}

// tail keeps the last n lines of a process's output for an error message.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func relOrAbs(base, file string) string {
	if rel, err := filepath.Rel(base, file); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return file
}
