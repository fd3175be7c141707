package build

import (
	"context"
	"errors"
	"io"

	"encoding/json"
	"fmt"
	"github.com/hashicorp/go-hclog"
	"sync"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/pluginhost"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/sdk/pluginpb"
	"google.golang.org/protobuf/proto"
)

// runningPlugin is a started plugin and what its Load produced. Its
// process is supervised: one that crashed or was killed is replaced at the
// plugin's next call, so a dev session survives a plugin's death.
type runningPlugin struct {
	cfg     config.Plugin
	spec    pluginhost.Spec
	host    pluginhost.Options
	proc    *pluginhost.Supervisor // nil until started
	desc    *pluginpb.DescribeResponse
	options []byte

	routes  []*pluginpb.Route
	shared  map[string]json.RawMessage
	globals map[string]json.RawMessage
	head    []*pluginpb.HeadTag
	watch   []string
	// missing are the paths its Load looked for and did not find.
	missing  []string
	warnings diag.List
	// failed are the errors of its Load, which fail the build.
	failed diag.List
	// known are the digests its last Load was told the core holds
	// (LoadRequest.known_digests), by the plugin's route path. removed are
	// the routes of known its Load said it no longer has
	// (LoadItem.removed_route), in a Load told routes_held.
	known   map[string]string
	removed []string
	// cacheFile is the build cache's main file, beside which the
	// plugin's last Load stream is kept ("": none).
	cacheFile string

	// What the last `folio build` kept of the plugin and what this build
	// keeps for the next (reuse.go), when keep says that builds are
	// staged (`folio build`, not dev). kept is the last build's record
	// (nil: none), beforeLoad the ledger's record of the paths that Load
	// read, taken or begun before this build's Load (nil: none); reused
	// says that this build replays the plugin instead of starting it.
	// program is the ledger's record of its program, taken before it
	// started (nil: none).
	keep       bool
	kept       *pluginRecord
	beforeLoad *pendingRecord
	program    *programRecord
	reused     bool
	// early is closed when a start in the background (startEarly: a
	// reused plugin's, or the start of one whose check found a change)
	// has ended, with its process, description and error; nil when none
	// was begun or it was taken (takeEarly).
	early     chan struct{}
	earlyProc *pluginhost.Supervisor
	earlyDesc *pluginpb.DescribeResponse
	earlyErr  error
	// behind is the Load of a reused plugin started early, run in the
	// background once it has started (loadBehind); nil when none was
	// begun or it was taken.
	behind *behindLoad
	// replayed is the stream replayed for a reused plugin whose PostBuild
	// reads the routes but no pages (none: nil too), until the routes say
	// whether it must start (startForRoutes).
	replayed []*pluginpb.LoadItem
	// items are this build's Load stream, loaded whether there was one,
	// inputs the record of the paths it read (nil: none begun yet),
	// postKey the key of its PostBuild request and post what that
	// PostBuild answered.
	items   []*pluginpb.LoadItem
	loaded  bool
	inputs  *pendingRecord
	postKey string
	post    *pluginpb.PostBuildResponse
}

// pluginConfigs returns the configured plugins; a site that lists none
// gets the pages plugin, so a folder of pages is a site.
func pluginConfigs(site *config.Site) []config.Plugin {
	if len(site.Plugins) == 0 {
		return []config.Plugin{{Name: "pages"}}
	}
	return site.Plugins
}

// newPlugins prepares the configured plugins, none of them started yet.
func newPlugins(site *config.Site, opts Options) ([]*runningPlugin, error) {
	if err := checkPluginCommands(site, opts.BuiltinPlugins); err != nil {
		return nil, err
	}
	cfgs := pluginConfigs(site)
	out := make([]*runningPlugin, len(cfgs))
	for i, c := range cfgs {
		options, err := json.Marshal(c.Options)
		if err != nil {
			return nil, fmt.Errorf("plugin %q: options: %w", c.Name, err)
		}
		if c.Options == nil {
			options = []byte("{}")
		}
		out[i] = &runningPlugin{cfg: c, options: options, keep: !opts.Live,
			spec: pluginhost.Spec{Name: c.Name, Command: c.Command, Dir: site.Dir},
			host: pluginhost.Options{Executable: opts.Executable, Logger: pluginLogger(opts.PluginLog), OnExit: reportPluginExit(opts.Log)}}
	}
	return out, nil
}

// startPlugins starts every plugin in parallel and describes it, and
// returns once all have started (a plugin whose check found a change may
// have begun its start already: reusePlugins); but a plugin the build
// reuses (its Load replayed, reuse.go) is started in the background
// (startEarly): the build needs it only for its PostBuild, when the pages
// changed, and its start (a Node.js plugin's takes a tenth of a second of
// CPU) then overlaps the load and render stages instead of holding them.
// A reused plugin whose PostBuild reads no routes is not started at all:
// its last PostBuild is kept unless the static files changed, which
// starts it then. One whose PostBuild reads the routes but no pages is
// started once the routes are known, if they changed (startForRoutes).
func startPlugins(ctx context.Context, ps []*runningPlugin) error {
	errs := make([]error, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		if p.reused {
			if routesSent(p.desc) == sendsAll {
				p.startEarly(ctx, "start (early)")
			}
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if p.early != nil {
				errs[i] = p.takeEarly()
			} else {
				errs[i] = p.start(ctx)
			}
		}()
	}
	wg.Wait()
	if err := firstError(errs); err != nil {
		stopPlugins(ps)
		return err
	}
	return nil
}

// start starts the plugin's process and describes it.
func (p *runningPlugin) start(ctx context.Context) (err error) {
	defer trace.Begin("plugin "+p.cfg.Name, "start").End()
	if p.proc, err = pluginhost.Supervise(p.spec, p.host); err != nil {
		return err
	}
	p.desc, err = p.proc.Describe(ctx)
	return err
}

// startEarly starts the plugin's process and describes it in the
// background, under the trace's name what; takeEarly makes that process
// the plugin's. Until then the build goes on (with the description from
// the plugin's record, for a reused plugin).
func (p *runningPlugin) startEarly(ctx context.Context, what string) {
	p.early = make(chan struct{})
	span := trace.Begin("plugin "+p.cfg.Name, what) // begun when asked for
	go func() {
		defer close(p.early)
		defer span.End()
		if p.earlyProc, p.earlyErr = pluginhost.Supervise(p.spec, p.host); p.earlyErr == nil {
			p.earlyDesc, p.earlyErr = p.earlyProc.Describe(ctx)
		}
	}()
}

// takeEarly waits for the plugin's background start, if one was begun,
// and makes its process (and description) the plugin's.
func (p *runningPlugin) takeEarly() error {
	if p.early == nil {
		return nil
	}
	<-p.early
	p.early = nil
	if p.earlyProc != nil {
		p.proc = p.earlyProc
	}
	if p.earlyErr != nil {
		return p.earlyErr
	}
	p.desc = p.earlyDesc
	return nil
}

// stopPlugins stops every plugin at once and returns when all have
// exited: each takes a few milliseconds to shut down, which one after
// the other were most of a warm build's close. A plugin still starting in
// the background is stopped once started.
func stopPlugins(ps []*runningPlugin) {
	var wg sync.WaitGroup
	for _, p := range ps {
		if p != nil && (p.proc != nil || p.early != nil) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_ = p.takeEarly()
				if p.proc != nil {
					p.proc.Kill()
				}
			}()
		}
	}
	wg.Wait()
}

// loadAll runs every plugin's Load in parallel and collects its stream.
// known are the digests of each plugin's routes whose bodies the last
// build holds, by plugin name. rendersAgain is called (from any plugin's
// goroutine, perhaps more than once) when a route arrives whose digest
// is not the one the core holds for its path: its page will be rendered.
// A plugin reused from the last build (cacheFile holds its stream) is
// replayed; one that cannot be is started now. A replayed plugin that is
// starting in the background (its PostBuild will run) loads there too,
// once started (loadBehind).
func loadAll(ctx context.Context, ps []*runningPlugin, site *config.Site, siteJSON []byte, changed []string, known map[string]map[string]string, cacheFile string, rendersAgain func()) error {
	errs := make([]error, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		wg.Add(1)
		p.replayed = nil
		go func() {
			defer wg.Done()
			if p.reused && known != nil {
				span := trace.Begin("plugin "+p.cfg.Name, "Load (reused)")
				replayed, done := p.replay(cacheFile, known[p.cfg.Name], p.receiver(known[p.cfg.Name], nil))
				span.End()
				if done {
					if p.early != nil && p.behind == nil {
						p.loadBehind(ctx, p.loadRequest(site, siteJSON, nil, known[p.cfg.Name]), replayed)
					} else if routesSent(p.desc) == sendsBare {
						p.replayed = replayed
					}
					errs[i] = p.failed.Err()
					return
				}
			}
			p.cacheFile = cacheFile
			// A plugin that loads again does so because an input changed,
			// and nearly always sends a route to render again: the render
			// worker starts now, beside the plugin's Load, not when the
			// first such route arrives at its end.
			if rendersAgain != nil {
				rendersAgain()
			}
			errs[i] = p.startAndLoad(ctx, site, siteJSON, changed, known[p.cfg.Name], rendersAgain)
		}()
	}
	wg.Wait()
	return firstError(errs)
}

// startAndLoad runs the plugin's Load, starting the plugin first if it
// was not (a plugin the build meant to reuse, whose stream could not be
// replayed or whose PostBuild must run).
func (p *runningPlugin) startAndLoad(ctx context.Context, site *config.Site, siteJSON []byte, changed []string, known map[string]string, rendersAgain func()) error {
	p.reused = false
	if err := p.takeEarly(); err != nil {
		return err
	}
	if p.behind != nil {
		// Loaded with other known digests: its answer is not this Load's.
		<-p.behind.done
		p.behind = nil
	}
	if p.proc == nil {
		if err := p.start(ctx); err != nil {
			return err
		}
	}
	defer trace.Begin("plugin "+p.cfg.Name, "Load").End()
	return p.load(ctx, site, siteJSON, changed, known, rendersAgain)
}

// behindLoad is the Load of a reused plugin that started in the
// background: its PostBuild needs what a Load leaves in its process, and
// that Load, run as soon as the process is up, overlaps the render
// instead of waiting at post-build. The build's routes stay the replayed
// stream's; this one's answer is only compared with it (takeBehind).
type behindLoad struct {
	done chan struct{}
	// items are the Load's stream; same says it is the replayed one.
	items []*pluginpb.LoadItem
	same  bool
	err   error
}

// loadBehind begins the Load of a plugin that is starting in the
// background (startEarly), with req, to be compared with the stream
// replayed for it. It touches nothing of the plugin the build reads.
func (p *runningPlugin) loadBehind(ctx context.Context, req *pluginpb.LoadRequest, replayed []*pluginpb.LoadItem) {
	l := &behindLoad{done: make(chan struct{})}
	p.behind = l
	started, name := p.early, p.cfg.Name
	go func() {
		defer close(l.done)
		<-started
		if p.earlyErr != nil {
			return // takeEarly reports it
		}
		defer trace.Begin("plugin "+name, "Load (background)").End()
		l.err = p.earlyProc.Load(ctx, req, func(it *pluginpb.LoadItem) error {
			l.items = append(l.items, it)
			return nil
		})
		l.same = l.err == nil && sameStream(l.items, replayed, req.KnownDigests)
	}()
}

// sameStream reports whether two Load streams say the same, a body the
// core holds (known) counting as sent whether it was or not.
func sameStream(a, b []*pluginpb.LoadItem, known map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !proto.Equal(withoutKnownBody(a[i], known), withoutKnownBody(b[i], known)) {
			return false
		}
	}
	return true
}

// takeBehind makes the background start and Load of a reused plugin
// (loadBehind) its own, for its PostBuild, and keeps that Load's stream
// for the next build. A Load that failed fails the build, as one run now
// would; one that answered other than the replayed stream, which this
// build's pages were made from, is a staleReplayError: the build is made
// again with the plugin loaded (Session.Build).
func (p *runningPlugin) takeBehind() error {
	l := p.behind
	p.behind, p.reused = nil, false
	if err := p.takeEarly(); err != nil {
		return err
	}
	<-l.done
	switch {
	case l.err != nil:
		return l.err
	case !l.same:
		return &staleReplayError{plugin: p.cfg.Name}
	}
	if p.keep && p.desc.GetReusable() {
		p.recordLoad(l.items)
	}
	return nil
}

// staleReplayError says that a reused plugin's Load, run for its
// PostBuild, answered other than the stream replayed from the last build,
// though no file it watches changed.
type staleReplayError struct{ plugin string }

func (e *staleReplayError) Error() string {
	return fmt.Sprintf("plugin %q: its Load answered other than the last build's, which this build replayed", e.plugin)
}

// warning is what the build made again says of it.
func (e *staleReplayError) warning() *diag.Diagnostic {
	return &diag.Diagnostic{Severity: diag.Warning, Source: e.plugin, Message: fmt.Sprintf("plugin %s is reusable, but its Load answered other than in the last build though no file it watches changed: the build was made again from its new answer. A reusable plugin's Load must depend only on the site configuration, its options and the files it watches (docs/plugins.md, \"Builds that need not start the plugin\")", e.plugin)}
}

// loadRequest is the plugin's LoadRequest; changed are the paths changed
// since its last Load in this session (dev), known the digests of its
// routes whose bodies the core holds.
func (p *runningPlugin) loadRequest(site *config.Site, siteJSON []byte, changed []string, known map[string]string) *pluginpb.LoadRequest {
	return &pluginpb.LoadRequest{SiteDir: site.Dir, SiteConfigJson: siteJSON, OptionsJson: p.options, ChangedPaths: changed, Dev: len(changed) > 0, KnownDigests: known, AcceptsBatches: true}
}

func (p *runningPlugin) load(ctx context.Context, site *config.Site, siteJSON []byte, changed []string, known map[string]string, rendersAgain func()) error {
	// Each Load returns the plugin's whole content; in dev mode the
	// changed paths only let it skip work.
	req := p.loadRequest(site, siteJSON, changed, known)
	if len(changed) == 0 {
		req.InputTrees = p.beforeLoad.takeTrees()
	}
	req.RoutesHeld = p.keep && len(changed) == 0 && len(known) > 0 && p.desc.GetSendsRouteChanges() &&
		p.kept != nil && len(p.kept.Stream) > 0 && p.cacheFile != ""
	err := p.loadWith(ctx, req, rendersAgain)
	if errors.Is(err, errHeldLost) {
		// The routes the Load left out could not be taken from the kept
		// stream (missing or damaged): the plugin loads again and sends
		// every route.
		req.RoutesHeld = false
		err = p.loadWith(ctx, req, rendersAgain)
	}
	return err
}

func (p *runningPlugin) loadWith(ctx context.Context, req *pluginpb.LoadRequest, rendersAgain func()) error {
	var held *heldStream
	if req.RoutesHeld {
		held = readHeld(p.cacheFile, p.kept.Stream) // while the plugin loads
	}
	var items []*pluginpb.LoadItem
	keep := p.keep && p.desc.GetReusable()
	receive := p.receiver(req.KnownDigests, rendersAgain)
	err := p.proc.Load(ctx, req, func(it *pluginpb.LoadItem) error {
		// A removed route is this Load's news; the kept stream is whole.
		if keep && it.GetRemovedRoute() == "" {
			items = append(items, it)
		}
		receive(it)
		return nil
	})
	if err != nil {
		return err
	}
	if len(p.removed) > 0 && !req.RoutesHeld {
		p.failed = append(p.failed, &diag.Diagnostic{Severity: diag.Error, Source: p.cfg.Name, Message: fmt.Sprintf("plugin %s sent removed_route %s in a Load not told routes_held", p.cfg.Name, p.removed[0])})
	}
	if err := p.failed.Err(); err != nil {
		return err
	}
	if held != nil {
		// The routes left out, from the kept stream: the stream kept for
		// the next build is whole again.
		kept, err := held.routes(req.KnownDigests, p.routes, p.removed)
		if err != nil {
			return err
		}
		for _, it := range kept {
			receive(it)
		}
		if keep {
			items = held.ordered(items, kept)
		}
	}
	if keep {
		p.recordLoad(items)
	}
	return nil
}

// receiver starts a Load of the plugin (its last one's items dropped)
// and returns what takes in each item of the stream. rendersAgain may be
// nil.
func (p *runningPlugin) receiver(known map[string]string, rendersAgain func()) func(*pluginpb.LoadItem) {
	p.routes, p.head, p.watch, p.missing, p.warnings, p.failed, p.removed = nil, nil, nil, nil, nil, nil, nil
	p.items, p.inputs, p.loaded = nil, nil, false
	p.shared = map[string]json.RawMessage{}
	p.globals = map[string]json.RawMessage{}
	p.known = known
	// Shared and global data go to the browser as they are: JSON that is
	// not would break every page that reads it, with nothing said at build.
	checkJSON := func(what string, data []byte) {
		if !json.Valid(data) {
			p.failed = append(p.failed, &diag.Diagnostic{Severity: diag.Error, Source: p.cfg.Name, Message: fmt.Sprintf("plugin %s sent %s that is not valid JSON: %v", p.cfg.Name, what, jsonError(data))})
		}
	}
	// A route's data is checked here too for an external plugin, where it
	// enters the core, rather than failing the render with no word of
	// whose it is. The built-ins make all their data with encoding/json:
	// checking it would cost a large site's build a second pass over it
	// (at 10,000 docs the docs plugin's global data and sidebar are 2 MB,
	// about 10 ms on the stream's way in, on every build).
	external := len(p.cfg.Command) > 0
	return func(it *pluginpb.LoadItem) {
		switch x := it.Item.(type) {
		case *pluginpb.LoadItem_Route:
			if external && len(x.Route.DataJson) > 0 {
				checkJSON(fmt.Sprintf("route %s with data_json", x.Route.Path), x.Route.DataJson)
			}
			p.routes = append(p.routes, x.Route)
			if rendersAgain != nil && len(known) > 0 && !x.Route.BodyOmitted {
				if d, ok := known[x.Route.Path]; !ok || d != x.Route.Digest {
					rendersAgain()
				}
			}
		case *pluginpb.LoadItem_Shared:
			if external {
				checkJSON(fmt.Sprintf("shared data %q", x.Shared.Key), x.Shared.DataJson)
			}
			p.shared[x.Shared.Key] = x.Shared.DataJson
		case *pluginpb.LoadItem_Global:
			if external {
				checkJSON(fmt.Sprintf("global data %q", x.Global.Key), x.Global.DataJson)
			}
			p.globals[x.Global.Key] = x.Global.DataJson
		case *pluginpb.LoadItem_HeadTag:
			p.head = append(p.head, x.HeadTag)
		case *pluginpb.LoadItem_WatchPath:
			p.watch = append(p.watch, x.WatchPath)
		case *pluginpb.LoadItem_MissingPath:
			p.missing = append(p.missing, x.MissingPath)
		case *pluginpb.LoadItem_RemovedRoute:
			p.removed = append(p.removed, x.RemovedRoute)
		case *pluginpb.LoadItem_Diagnostic:
			// A plugin may report every broken file before its Load ends;
			// the errors fail the load together, in the order sent.
			d := diag.FromProto(x.Diagnostic, p.cfg.Name)
			if d.Severity == diag.Error {
				p.failed = append(p.failed, d)
			} else {
				p.warnings = append(p.warnings, d)
			}
		}
	}
}

// jsonError says what is wrong with data that is not valid JSON, and
// where.
func jsonError(data []byte) error {
	var v any
	err := json.Unmarshal(data, &v)
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return fmt.Errorf("%v (at byte %d of %d)", err, syntax.Offset, len(data))
	}
	return err
}

func firstError(errs []error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// reportPluginExit says that a plugin process ended between two builds
// (killed from outside, or crashed in the background); the next build
// starts a new one.
func reportPluginExit(log io.Writer) func(*pluginhost.Error) {
	if log == nil {
		return nil
	}
	return func(e *pluginhost.Error) {
		fmt.Fprintf(log, "warning: %v\n  a new process starts at the next build\n", e)
	}
}

// pluginLogger shows the plugins' structured logs when asked (--verbose).
func pluginLogger(w io.Writer) hclog.Logger {
	if w == nil {
		return nil
	}
	return hclog.New(&hclog.LoggerOptions{Name: "plugin", Level: hclog.Debug, Output: w})
}
