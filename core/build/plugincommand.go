package build

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/folio-docs/folio/core/config"
)

// checkPluginCommands finds every external plugin's program before any
// plugin starts, so that a missing one is named by its site.toml line and
// where it was looked for, instead of by a failed fork deep in a start.
// A program with a slash in its name is relative to the site's folder (the
// folder plugins run in); a bare name is looked up on PATH. A plugin
// without a command must be a built-in, when the built-ins are known.
func checkPluginCommands(site *config.Site, builtins []string) error {
	var errs []error
	for i, p := range site.Plugins {
		if len(p.Command) == 0 {
			if builtins != nil && !slices.Contains(builtins, p.Name) {
				errs = append(errs, site.KeyError(fmt.Sprintf("plugins[%d].name", i),
					"no built-in plugin %q (the built-ins: %s); an external plugin needs command = [\"path/to/its/program\"]", p.Name, strings.Join(builtins, ", ")))
			}
			continue
		}
		key := fmt.Sprintf("plugins[%d].command", i)
		prog := p.Command[0]
		file, err := programFile(site.Dir, prog)
		if err != nil {
			errs = append(errs, site.KeyError(key, "plugin %q: no program %q on PATH", p.Name, prog))
			continue
		}
		if onPath(prog) {
			continue // exec.LookPath found an executable file
		}
		switch st, err := os.Stat(file); {
		case err != nil:
			errs = append(errs, site.KeyError(key, "plugin %q: no program %s (looked for %s); build the plugin first (a Go plugin: go build -o %s in its folder), or fix the path", p.Name, prog, file, file))
		case st.IsDir() || runtime.GOOS != "windows" && st.Mode()&0o111 == 0: // Windows has no execute bit
			errs = append(errs, site.KeyError(key, "plugin %q: %s is not an executable file", p.Name, file))
		}
	}
	return errors.Join(errs...)
}

// programFile is the file an external plugin's program names: one with a
// slash in its name is relative to the site's folder (the folder plugins
// run in), a bare name is looked up on PATH (the error says it is not
// there).
func programFile(siteDir, prog string) (string, error) {
	switch {
	case onPath(prog):
		return exec.LookPath(prog)
	case filepath.IsAbs(prog):
		return prog, nil
	}
	return filepath.Join(siteDir, prog), nil
}

// onPath says whether a program is looked up on PATH: a bare name.
func onPath(prog string) bool {
	return !strings.ContainsRune(prog, '/') && !strings.ContainsRune(prog, filepath.Separator)
}
