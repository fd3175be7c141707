package build

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/core/route"
)

// A route's body is its data and content: on a docs site, nine tenths of
// what a plugin sends. A plugin that digests its routes (Route.digest in
// plugin.proto) need not send the body of a route the last build already
// holds: the core tells each Load which digests it holds, and reads the
// body of an omitted route back from the route's data file only when the
// page must be rendered again (the sidebar it shows changed, say). An
// edit of one doc of 10,000 then moves one body over gRPC, not 10,000.
//
// The data file is the last build's, which the new output keeps while the
// digest holds (it is named by its content, which the digest covers). Were
// it lost (a folder changed by hand), the build starts again with the
// plugins asked for every body: errBodyLost.

// errBodyLost says that the body of an omitted route could not be read
// back; Build then loads again without offering any.
var errBodyLost = errors.New("the body of an unchanged route could not be read back from the last build")

// knownDigests are the digests each plugin's next Load is told the core
// holds, by plugin name and then by the plugin's route path: the routes of
// the last committed build that have a digest and a data file.
func (s *Session) knownDigests() map[string]map[string]string {
	if s.ignoreKnown {
		return nil
	}
	known := map[string]map[string]string{}
	for _, p := range s.last {
		if p.digest == "" || p.data == "" {
			continue
		}
		m := known[p.plugin]
		if m == nil {
			m = map[string]string{}
			known[p.plugin] = m
		}
		m[p.pluginPath] = p.digest
	}
	return known
}

// checkOmitted makes sure a plugin omitted only bodies the core said it
// holds: any other omission is a bug in the plugin, reported as one.
func checkOmitted(p *runningPlugin, path, digest string) error {
	if got, ok := p.known[path]; !ok || got != digest {
		return fmt.Errorf("plugin %q: route %s is sent without its body, but the core holds none with digest %q (a route may omit its body only when LoadRequest.known_digests lists its digest)", p.cfg.Name, path, digest)
	}
	return nil
}

// restoreBodies reads the bodies of the omitted routes among which back
// from their data files under dir (where the build kept them), into the
// routes.
func restoreBodies(ctx context.Context, dir string, routes []route.Route, d *siteData, which []int) error {
	return parallel.ForEach(ctx, len(which), func(n int) error {
		i := which[n]
		r := &routes[i]
		if !r.BodyOmitted {
			return nil
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(d.dataFiles[i])))
		if err != nil {
			return fmt.Errorf("%w: %s: %v", errBodyLost, r.Path, err)
		}
		var f routeFile
		if err := json.Unmarshal(b, &f); err != nil {
			return fmt.Errorf("%w: %s: %v", errBodyLost, r.Path, err)
		}
		r.Data, r.ContentHTML, r.BodyOmitted = f.Data, f.Content, false
		return nil
	})
}
