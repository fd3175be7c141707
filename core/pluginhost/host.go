// Package pluginhost starts folio plugins as child processes and talks to
// them through hashicorp/go-plugin over gRPC. Built-in plugins are the
// folio binary itself run as `folio plugin NAME` (one binary to ship, real
// process isolation); external plugins are any command from site.toml.
package pluginhost

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"

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
	// StartTimeout bounds the handshake; default 10 s.
	StartTimeout time.Duration
	// CallTimeout bounds each call, Load included; default 2 min.
	CallTimeout time.Duration
	// Logger receives the plugins' structured logs; default discards.
	Logger hclog.Logger
}

func (o Options) withDefaults() (Options, error) {
	if o.Executable == "" {
		exe, err := os.Executable()
		if err != nil {
			return o, fmt.Errorf("finding the folio binary: %w", err)
		}
		o.Executable = exe
	}
	if o.StartTimeout == 0 {
		o.StartTimeout = 10 * time.Second
	}
	if o.CallTimeout == 0 {
		o.CallTimeout = 2 * time.Minute
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	return o, nil
}

// Process is one running plugin. It implements sdk.Plugin, adding the
// call timeout and turning transport failures into an *Error that says
// how the process ended.
type Process struct {
	Name string
	PID  int

	impl        sdk.Plugin
	client      *plugin.Client
	cmd         *exec.Cmd
	stderr      *tailBuffer
	callTimeout time.Duration
}

var _ sdk.Plugin = (*Process)(nil)

// Start launches the plugin and completes the handshake, including the
// protocol version negotiation.
func Start(spec Spec, opts Options) (*Process, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	var cmd *exec.Cmd
	if len(spec.Command) == 0 {
		cmd = exec.Command(opts.Executable, "plugin", spec.Name)
	} else {
		cmd = exec.Command(spec.Command[0], spec.Command[1:]...)
	}
	cmd.Dir = spec.Dir

	stderr := newTailBuffer(20)
	client := plugin.NewClient(&plugin.ClientConfig{
		HandshakeConfig:  sdk.Handshake,
		VersionedPlugins: sdk.VersionedPlugins(nil),
		Cmd:              cmd,
		AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
		StartTimeout:     opts.StartTimeout,
		Stderr:           stderr,
		SyncStdout:       io.Discard,
		// Plugins that print to os.Stderr reach us through go-plugin's stdio
		// stream; a crash report wants those lines too.
		SyncStderr: stderr,
		Logger:     opts.Logger.Named(spec.Name),
	})
	p := &Process{Name: spec.Name, client: client, cmd: cmd, stderr: stderr, callTimeout: opts.CallTimeout}

	rpc, err := client.Client()
	if err != nil {
		return nil, p.fail("start", err)
	}
	raw, err := rpc.Dispense(sdk.PluginName)
	if err != nil {
		return nil, p.fail("start", err)
	}
	impl, ok := raw.(sdk.Plugin)
	if !ok {
		return nil, p.fail("start", fmt.Errorf("dispensed %T, not a folio plugin", raw))
	}
	p.impl = impl
	if rc := client.ReattachConfig(); rc != nil {
		p.PID = rc.Pid
	}
	return p, nil
}

func (p *Process) Describe(ctx context.Context) (*pluginpb.DescribeResponse, error) {
	ctx, cancel := context.WithTimeout(ctx, p.callTimeout)
	defer cancel()
	res, err := p.impl.Describe(ctx)
	if err != nil {
		return nil, p.fail("describe", err)
	}
	return res, nil
}

func (p *Process) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	ctx, cancel := context.WithTimeout(ctx, p.callTimeout)
	defer cancel()
	if err := p.impl.Load(ctx, req, send); err != nil {
		return p.fail("load", p.explainTimeout(ctx, err))
	}
	return nil
}

func (p *Process) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	ctx, cancel := context.WithTimeout(ctx, p.callTimeout)
	defer cancel()
	res, err := p.impl.PostBuild(ctx, req)
	if err != nil {
		return nil, p.fail("post-build", p.explainTimeout(ctx, err))
	}
	return res, nil
}

// Kill stops the process. Safe to call more than once.
func (p *Process) Kill() {
	p.client.Kill()
}

// explainTimeout replaces the transport's words for a call that ran out of
// time. The plugin side sees the propagated deadline too and may reset the
// stream a moment before our own timer fires, so a deadline that is all but
// reached counts as reached.
func (p *Process) explainTimeout(ctx context.Context, err error) error {
	dl, ok := ctx.Deadline()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) || ok && time.Until(dl) < 50*time.Millisecond {
		return fmt.Errorf("no answer within %s; the plugin was stopped", p.callTimeout)
	}
	return err
}

// fail builds the *Error for a failed operation. A hung plugin is killed
// here, so a failed build never leaves a plugin process behind.
func (p *Process) fail(op string, err error) *Error {
	exited := p.waitExit(500 * time.Millisecond)
	if !exited {
		p.client.Kill()
	}
	e := &Error{Plugin: p.Name, Op: op, Err: unwrapStatus(err), StderrTail: p.stderr.String()}
	if exited && p.cmd.ProcessState != nil {
		e.ExitStatus = p.cmd.ProcessState.String()
	}
	return e
}

// waitExit gives a crashing process a moment to be reaped, so its exit
// status can be reported; go-plugin marks it exited only after Wait.
func (p *Process) waitExit(limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for !p.client.Exited() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return true
}
