package sdk

import (
	"slices"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A plugin whose Describe sets sends_route_changes may, in a Load whose
// request says routes_held, send only the routes that changed: the core
// keeps the others from the last Load. Unchanged and RemovedRoutes are the
// two questions such a Load asks; a plugin that sends every route never
// asks them.

// Unchanged reports whether the Load may leave the route at path out of
// its stream altogether: the core holds it with this digest.
func Unchanged(req *pluginpb.LoadRequest, path, digest string) bool {
	return req.GetRoutesHeld() && KnownBody(req, path, digest)
}

// RemovedRoutes are the paths of the routes the core holds that have no
// route in this Load (has answers for each), in a Load that may leave
// routes out, sorted: send each with Sender.RemovedRoute. Nil otherwise.
func RemovedRoutes(req *pluginpb.LoadRequest, has func(path string) bool) []string {
	if !req.GetRoutesHeld() {
		return nil
	}
	var out []string
	for path := range req.GetKnownDigests() {
		if !has(path) {
			out = append(out, path)
		}
	}
	slices.Sort(out)
	return out
}
