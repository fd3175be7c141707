package pluginhost

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"

	"github.com/hashicorp/go-plugin/runner"

	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/sdk"
)

// child runs a plugin process for go-plugin (its runner.Runner), in place
// of go-plugin's own runner, for two things that one cannot do: the process
// is started through proc.Start, so that it dies with folio, and its stdin
// is a pipe from folio (go-plugin hands plugins folio's own stdin), which
// the SDK watches to exit when folio is gone on systems without a
// parent-death signal.
type child struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
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
func newChild(argv []string, dir string, env []string) (*child, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(env, sdk.ParentPipeEnv+"=stdin")
	c := &child{cmd: cmd, exited: make(chan struct{})}
	var err error
	if c.stdin, err = cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	c.handshake = &handshakeReader{ReadCloser: stdout}
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
func (c *child) Name() string          { return c.cmd.Path }

// ID is empty until the process starts: go-plugin then has nothing to kill.
func (c *child) ID() string {
	if c.pid == 0 {
		return ""
	}
	return strconv.Itoa(c.pid)
}

func (c *child) Diagnose(context.Context) string {
	return fmt.Sprintf("%s did not answer with the plugin handshake: is it a folio plugin built with the folio SDK (sdk.Serve)?", c.cmd.Path)
}

// The plugin runs on this machine: addresses need no translation.
func (c *child) PluginToHost(network, addr string) (string, string, error) {
	return network, addr, nil
}

func (c *child) HostToPlugin(network, addr string) (string, string, error) {
	return network, addr, nil
}
