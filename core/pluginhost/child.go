package pluginhost

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/go-plugin/runner"

	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/sdk"
)

// child runs a plugin process for go-plugin (its runner.Runner), in place
// of go-plugin's own runner, for what that one cannot do: the process is
// started through proc.Start, so that it dies with folio; its stdin is a
// pipe from folio (go-plugin hands plugins folio's own stdin), which a
// plugin watches to exit when folio is done with it or gone; and what it
// prints on stdout after its handshake reaches folio's log.
type child struct {
	cmd *exec.Cmd
	// command is the plugin's command as site.toml writes it, for
	// messages: "node plugins/changelog", not "/usr/bin/node".
	command string
	stdin   io.WriteCloser
	stdout  io.ReadCloser
	// handshake keeps the first line of stdout, for version errors.
	handshake *handshakeReader
	stderr    io.ReadCloser
	pid       int

	// exited is closed once the process has ended and been reaped; status
	// then says how ("exit status 2", "signal: killed").
	exited chan struct{}
	mu     sync.Mutex
	status string
}

var _ runner.Runner = (*child)(nil)

// newChild prepares argv to run in dir with env (what go-plugin prepared:
// the handshake cookie and socket folder, over folio's environment).
// afterHandshake receives the plugin's stdout past its first line.
func newChild(argv []string, command, dir string, env []string, afterHandshake io.Writer) (*child, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(env, sdk.ParentPipeEnv+"=stdin")
	c := &child{cmd: cmd, command: command, exited: make(chan struct{})}
	var err error
	if c.stdin, err = cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	c.handshake = &handshakeReader{ReadCloser: stdout, after: afterHandshake}
	c.stdout = c.handshake
	if c.stderr, err = cmd.StderrPipe(); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *child) Start(context.Context) error {
	if err := proc.Start(c.cmd); err != nil {
		return err
	}
	c.pid = c.cmd.Process.Pid
	return nil
}

// Wait is called once, by go-plugin, after the process's output has ended.
func (c *child) Wait(context.Context) error {
	err := c.cmd.Wait()
	c.mu.Lock()
	if c.cmd.ProcessState != nil {
		c.status = c.cmd.ProcessState.String()
	}
	c.mu.Unlock()
	close(c.exited)
	return err
}

// exitStatus is how the process ended, "" while it runs.
func (c *child) exitStatus() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// How long a plugin has to end after folio closed its stdin, and then
// after SIGTERM, before the next step. A plugin that watches its stdin
// (the SDKs' do) ends in a few milliseconds; one that does not is sent
// SIGTERM, which ends a Node.js or Python process at once. go-plugin's own
// stop waited 2 s on a plugin without its controller service.
const (
	stdinGrace = 200 * time.Millisecond
	termGrace  = 1 * time.Second
)

// stop ends the process and returns when it has been reaped: its stdin
// closed first, as a plugin's cue that folio is done with it, then
// SIGTERM, then SIGKILL, each after a grace. It reports how the process
// ended ("stdin", "SIGTERM", "SIGKILL"), or "" if it had already.
func (c *child) stop() string {
	if c.cmd.Process == nil {
		return ""
	}
	select {
	case <-c.exited:
		return ""
	default:
	}
	_ = c.stdin.Close()
	if c.waitExit(stdinGrace) {
		return "stdin"
	}
	// Windows has no SIGTERM: Signal fails there, and Kill follows.
	if c.cmd.Process.Signal(syscall.SIGTERM) == nil && c.waitExit(termGrace) {
		return "SIGTERM"
	}
	_ = c.Kill(context.Background())
	<-c.exited
	return "SIGKILL"
}

// waitExit reports whether the process ends within limit.
func (c *child) waitExit(limit time.Duration) bool {
	t := time.NewTimer(limit)
	defer t.Stop()
	select {
	case <-c.exited:
		return true
	case <-t.C:
		return false
	}
}

func (c *child) Kill(context.Context) error {
	if c.cmd.Process == nil {
		return nil
	}
	if err := c.cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return err
	}
	return nil
}

func (c *child) Stdout() io.ReadCloser { return c.stdout }
func (c *child) Stderr() io.ReadCloser { return c.stderr }
func (c *child) Name() string          { return c.command }

// ID is empty until the process starts: go-plugin then has nothing to kill.
func (c *child) ID() string {
	if c.pid == 0 {
		return ""
	}
	return strconv.Itoa(c.pid)
}

// Diagnose adds nothing to go-plugin's refusal of a first line that is not
// a handshake: Process.startError says it instead.
func (c *child) Diagnose(context.Context) string { return "" }

// The plugin runs on this machine: addresses need no translation.
func (c *child) PluginToHost(network, addr string) (string, string, error) {
	return network, addr, nil
}

func (c *child) HostToPlugin(network, addr string) (string, string, error) {
	return network, addr, nil
}

// commandLine is a command as site.toml writes it, for messages.
func commandLine(argv []string) string {
	quoted := make([]string, len(argv))
	for i, a := range argv {
		if a == "" || strings.ContainsAny(a, " \t\"'") {
			a = strconv.Quote(a)
		}
		quoted[i] = a
	}
	return strings.Join(quoted, " ")
}
