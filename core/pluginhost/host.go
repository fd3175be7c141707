// Package pluginhost starts folio plugins as child processes and talks to
// them through hashicorp/go-plugin over gRPC. Built-in plugins are the
// folio binary itself run as `folio plugin NAME` (one binary to ship, real
// process isolation); external plugins are any command from site.toml.
//
// A Process is one plugin process; a Supervisor keeps a plugin running
// across builds, starting a new process when the last one ended.
package pluginhost

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
	"github.com/hashicorp/go-plugin/runner"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/connectivity"
	"google.golang.org/grpc/status"

	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Spec says which plugin to start.
type Spec struct {
	Name string
	// Command runs an external plugin. Empty means the built-in plugin
	// Name, run by re-executing the folio binary.
	Command []string
	// Dir is the working directory of the plugin process (the site dir).
	Dir string
}

// Options tune every plugin start.
type Options struct {
	// Executable is the folio binary used for built-ins; default
	// os.Executable().
	Executable string
	// StartTimeout bounds the handshake; default 10 s, or
	// $FOLIO_PLUGIN_START_TIMEOUT.
	StartTimeout time.Duration
	// CallTimeout bounds each call, Load included (a PostBuild gets more
	// for each page, postBuildPerRoute); default 2 min, or
	// $FOLIO_PLUGIN_TIMEOUT.
	CallTimeout time.Duration
	// Logger receives what the plugins log and print, each line under
	// the plugin's name at its level; default discards.
	Logger hclog.Logger
	// OnExit, when set, is told (from another goroutine) about a plugin
	// process that ended without being asked to: killed from outside, or
	// crashed between two calls. A Supervisor starts a new one at its next
	// call.
	OnExit func(*Error)
}

func (o Options) withDefaults() (Options, error) {
	if o.Executable == "" {
		exe, err := os.Executable()
		if err != nil {
			return o, fmt.Errorf("finding the folio binary: %w", err)
		}
		o.Executable = exe
	}
	var err error
	if o.StartTimeout, err = limit(o.StartTimeout, StartTimeoutEnv, 10*time.Second); err != nil {
		return o, err
	}
	if o.CallTimeout, err = limit(o.CallTimeout, CallTimeoutEnv, 2*time.Minute); err != nil {
		return o, err
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	return o, nil
}

// The environment variables that raise the limits, for a site whose
// plugins need longer (a slow machine, a huge site); every timeout
// message names the one that ran out.
const (
	StartTimeoutEnv = "FOLIO_PLUGIN_START_TIMEOUT"
	CallTimeoutEnv  = "FOLIO_PLUGIN_TIMEOUT"
)

// limit is set, else the duration in the environment variable env, else
// def.
func limit(set time.Duration, env string, def time.Duration) (time.Duration, error) {
	if set != 0 {
		return set, nil
	}
	v := os.Getenv(env)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%s=%q: want a duration such as 30s or 5m", env, v)
	}
	return d, nil
}

// Process is one running plugin. It implements sdk.Plugin, adding the
// call timeout and turning transport failures into an *Error that says
// how the process ended.
type Process struct {
	Name string
	PID  int
	// command is the plugin's command as site.toml writes it; empty for
	// a built-in.
	command string

	impl        sdk.Plugin
	client      *plugin.Client
	rpc         *plugin.GRPCClient
	child       *child
	sockets     string // the folder of its gRPC socket
	stderr      *tailBuffer
	callTimeout time.Duration
	// stoppedBy says how the last Kill ended the process: "stdin",
	// "SIGTERM", "SIGKILL", or "" when it had ended already.
	stoppedBy string
	// stopping is set by Kill: the process ends because we asked.
	stopping atomic.Bool
	// broken is set when a call found the connection lost: the process
	// is stopped and must not be used again.
	broken atomic.Bool
	// calls counts the calls under way: a process that ends during one
	// is that call's error, not news for OnExit.
	calls atomic.Int32
}

var _ sdk.Plugin = (*Process)(nil)

// Start launches the plugin and completes the handshake, including the
// protocol version negotiation.
func Start(spec Spec, opts Options) (*Process, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	argv := spec.Command
	if len(argv) == 0 {
		argv = []string{opts.Executable, "plugin", spec.Name}
	}
	// The socket lives in a folder named after folio's pid, which a later
	// run deletes if folio is killed before it can.
	sockets, err := proc.MkdirTemp("", proc.PluginSocketsPrefix)
	if err != nil {
		return nil, &Error{Plugin: spec.Name, Op: "start", Err: err}
	}
	p := &Process{Name: spec.Name, command: commandLine(spec.Command), sockets: sockets, stderr: newTailBuffer(20), callTimeout: opts.CallTimeout}
	out := &output{log: opts.Logger.Named(spec.Name), tail: p.stderr}
	name := p.command
	if name == "" {
		name = "folio plugin " + spec.Name
	}
	p.client = plugin.NewClient(&plugin.ClientConfig{
		HandshakeConfig:  sdk.Handshake,
		VersionedPlugins: sdk.VersionedPlugins(nil),
		RunnerFunc: func(_ hclog.Logger, prepared *exec.Cmd, _ string) (runner.Runner, error) {
			// The plugin's socket goes straight into our folder rather than
			// into a folder go-plugin makes inside it: a Unix socket's path
			// has room for 104 bytes on macOS (108 on Linux), and macOS's
			// TMPDIR alone takes about 50.
			env := append(prepared.Env, plugin.EnvUnixSocketDir+"="+sockets)
			c, err := newChild(argv, name, spec.Dir, env, out.stdout())
			p.child = c
			return c, err
		},
		UnixSocketConfig: &plugin.UnixSocketConfig{TempDir: sockets},
		AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
		StartTimeout:     opts.StartTimeout,
		// Every line of stderr: go-plugin passes them on whole, and its
		// own reading of them is switched off (Logger below).
		Stderr: out.stderr(),
		// What a Go plugin prints on os.Stdout and os.Stderr comes through
		// go-plugin's stdio stream instead.
		SyncStdout: out.stdout(),
		SyncStderr: out.stderr(),
		// Off: go-plugin would parse the plugin's stderr itself, and it
		// panics on some lines a plugin may write (output.go).
		Logger: hclog.New(&hclog.LoggerOptions{Level: hclog.Off, Output: io.Discard}),
	})
	rpc, err := p.client.Client()
	if err != nil {
		return nil, p.startFailed(p.startError(err, opts.StartTimeout))
	}
	p.rpc, _ = rpc.(*plugin.GRPCClient)
	raw, err := rpc.Dispense(sdk.PluginName)
	if err != nil {
		return nil, p.startFailed(err)
	}
	impl, ok := raw.(sdk.Plugin)
	if !ok {
		return nil, p.startFailed(fmt.Errorf("dispensed %T, not a folio plugin", raw))
	}
	p.impl = impl
	p.PID = p.child.pid
	if opts.OnExit != nil {
		go p.reportUnexpectedExit(opts.OnExit)
	}
	return p, nil
}

func (p *Process) startFailed(err error) *Error {
	// How it ended on its own, if it did: a process that failed to start
	// may close its stdout a moment before it is reaped.
	var ended string
	if p.child != nil && p.child.waitExit(200*time.Millisecond) {
		ended = p.exitStatus()
	}
	p.Kill()
	return p.report(&Error{Op: "start", Err: err, ExitStatus: ended, StderrTail: p.stderr.String()})
}

// report fills in what every *Error of this process says.
func (p *Process) report(e *Error) *Error {
	e.Plugin, e.Command = p.Name, p.command
	return e
}

// startError rewords go-plugin's errors at start for a plugin author, in
// terms of the handshake line (docs/plugin-protocol.md).
func (p *Process) startError(err error, limit time.Duration) error {
	var first string
	if p.child != nil {
		if verr := versionError(p.child.handshake, err); verr != err {
			return verr
		}
		first = p.child.handshake.firstLine()
	}
	switch msg := err.Error(); {
	case msg == "timeout while waiting for plugin to start":
		return fmt.Errorf("no handshake line on its stdout within %s (the start limit); if the plugin needs longer to start, raise it, e.g. %s=30s", limit, StartTimeoutEnv)
	case msg == "plugin exited before we could connect",
		strings.HasPrefix(msg, "Unrecognized remote plugin message") && first == "":
		return errors.New("the process ended before it printed its handshake line")
	case strings.HasPrefix(msg, "Unrecognized remote plugin message"):
		return fmt.Errorf("the first line of its stdout is %q, not the handshake line (such as 1|%d|unix|/path/to/socket|grpc), which must come first", first, sdk.ProtocolVersion)
	}
	return err
}

func (p *Process) Describe(ctx context.Context) (*pluginpb.DescribeResponse, error) {
	defer p.call()()
	ctx, cancel := context.WithTimeout(ctx, p.callTimeout)
	defer cancel()
	res, err := p.impl.Describe(ctx)
	if err != nil {
		return nil, p.fail("describe", ctx, p.callTimeout, err)
	}
	return res, nil
}

func (p *Process) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	defer p.call()()
	ctx, cancel := context.WithTimeout(ctx, p.callTimeout)
	defer cancel()
	if err := p.impl.Load(ctx, req, send); err != nil {
		return p.fail("load", ctx, p.callTimeout, err)
	}
	return nil
}

func (p *Process) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	defer p.call()()
	limit := p.postBuildTimeout(len(req.Routes))
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	res, err := p.impl.PostBuild(ctx, req)
	if err != nil {
		return nil, p.fail("post-build", ctx, limit, err)
	}
	return res, nil
}

// call counts a call under way until the function it returns is called.
func (p *Process) call() func() {
	p.calls.Add(1)
	return func() { p.calls.Add(-1) }
}

// postBuildPerRoute is how much longer a PostBuild may take for each page:
// a post-build's work (a search index, a sitemap) grows with the site, and
// a fixed limit failed the cold build of a 10,000-page site on a busy
// machine (the search index took 112 s) while catching no real hang sooner.
const postBuildPerRoute = 20 * time.Millisecond

// postBuildTimeout is the call limit for a PostBuild over routes pages.
func (p *Process) postBuildTimeout(routes int) time.Duration {
	return p.callTimeout + time.Duration(routes)*postBuildPerRoute
}

// Kill stops the process, returns once it has ended, and deletes its
// socket folder. Safe to call more than once.
//
// go-plugin's own stop asks the plugin's controller service to shut down
// and then waits 2 s before it kills the process; a plugin that does not
// serve the controller (one not written in Go, say) would cost every
// build those 2 s. The controller is still asked, and meanwhile the
// plugin's stdin is closed, then it is signalled (child.stop).
func (p *Process) Kill() {
	p.stopping.Store(true)
	tidied := make(chan struct{})
	go func() {
		p.client.Kill() // the controller's Shutdown; returns once the process has ended
		close(tidied)
	}()
	if p.child != nil {
		if by := p.child.stop(); by != "" {
			p.stoppedBy = by
		}
	}
	<-tidied
	_ = os.RemoveAll(p.sockets)
}

// StoppedBy says how the last Kill ended the process: "stdin" (it ended
// when its stdin closed, or when its controller asked it to), "SIGTERM",
// "SIGKILL"; "" when it had ended before.
func (p *Process) StoppedBy() string { return p.stoppedBy }

// Exited reports whether the process has ended.
func (p *Process) Exited() bool {
	return p.child == nil || p.exitStatus() != ""
}

// Usable reports whether the process can take another call: it runs, no
// call has found its connection broken, and gRPC has not given the
// connection up. It asks the plugin nothing: a round trip before every
// call would cost each build one more wait per plugin, and a connection
// that breaks silently is found by the next call, which then marks the
// process broken.
func (p *Process) Usable() bool {
	if p.broken.Load() || p.Exited() || p.rpc == nil {
		return false
	}
	state := p.rpc.Conn.GetState()
	return state != connectivity.Shutdown && state != connectivity.TransientFailure
}

func (p *Process) exitStatus() string {
	if p.child == nil {
		return ""
	}
	return p.child.exitStatus()
}

// reportUnexpectedExit waits for the process to end and, unless Kill
// ended it, tells onExit how and with what last words.
func (p *Process) reportUnexpectedExit(onExit func(*Error)) {
	<-p.child.exited
	// A call under way, or one that found the process gone (broken is
	// set before the call ends), reports the end itself.
	if p.stopping.Load() || p.calls.Load() > 0 || p.broken.Load() {
		return
	}
	onExit(p.report(&Error{Op: "run", Err: errors.New("the plugin process ended on its own"), ExitStatus: p.exitStatus(), StderrTail: p.stderr.String()}))
}

// fail builds the *Error for a failed call, telling apart four causes:
//   - the call ran out of time: the plugin hangs, and is stopped; the
//     message says which limit ran out and how to raise it;
//   - the caller gave up (folio is stopping): not the plugin's doing;
//   - the process ended or its connection is gone (a crash, a kill): its
//     exit status and stderr tail say why;
//   - the plugin answered the call with an error, whatever its gRPC
//     status: its message and status, and the process stays up, since it
//     still serves.
//
// A stopped or crashed process is not used again: a Supervisor starts a new
// one for the next call.
func (p *Process) fail(op string, ctx context.Context, limit time.Duration, err error) *Error {
	e := p.report(&Error{Op: op, Err: err})
	if p.timedOut(ctx) {
		p.broken.Store(true)
		e.StderrTail = p.stderr.String()
		p.Kill()
		e.Err = fmt.Errorf("no answer within %s (%s); the plugin was stopped. If it needs longer, raise the limit, e.g. %s=5m", limit, p.limitName(op, limit), CallTimeoutEnv)
		return e
	}
	if ctx.Err() != nil {
		e.Err = ctx.Err()
		return e
	}
	s, isStatus := status.FromError(err)
	if isStatus && !p.gone(s.Code()) {
		e.Err = remoteError{s}
		return e
	}
	p.broken.Store(true)
	switch {
	case p.waitExit(500 * time.Millisecond):
		// gRPC's words for it ("error reading from server: EOF") say less.
		e.Err = errors.New("the plugin process ended during the call")
	case isStatus && s.Message() != "":
		p.Kill()
		e.Err = connectionError{s}
	default:
		p.Kill()
	}
	e.ExitStatus = p.exitStatus()
	e.StderrTail = p.stderr.String()
	return e
}

// gone reports whether a call that failed with code failed because the
// process or its connection is gone, rather than because the plugin
// answered with an error. gRPC reports a lost connection as UNAVAILABLE
// (or INTERNAL for a stream cut short); a plugin may answer either code
// itself, so those count as lost only when the process ends within a
// moment or the connection is down.
func (p *Process) gone(code codes.Code) bool {
	if p.Exited() {
		return true
	}
	if code != codes.Unavailable && code != codes.Internal {
		return false
	}
	if p.waitExit(300 * time.Millisecond) {
		return true
	}
	if p.rpc == nil {
		return true
	}
	state := p.rpc.Conn.GetState()
	return state == connectivity.Shutdown || state == connectivity.TransientFailure
}

// limitName says what a call's limit is made of.
func (p *Process) limitName(op string, limit time.Duration) string {
	if op == "post-build" && limit > p.callTimeout {
		return fmt.Sprintf("the call limit, %s, and %s for each page", p.callTimeout, postBuildPerRoute)
	}
	return "the call limit"
}

// timedOut reports whether the call's own deadline passed. The plugin side
// sees the propagated deadline too and may reset the stream a moment
// before our own timer fires, so a deadline that is all but reached counts
// as reached.
func (p *Process) timedOut(ctx context.Context) bool {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return true
	}
	dl, ok := ctx.Deadline()
	return ok && time.Until(dl) < 50*time.Millisecond
}

// waitExit gives a crashing process a moment to be reaped, so that its
// exit status can be reported.
func (p *Process) waitExit(limit time.Duration) bool {
	if p.child == nil {
		return false
	}
	select {
	case <-p.child.exited:
		return true
	case <-time.After(limit):
		return false
	}
}
