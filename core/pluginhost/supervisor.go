package pluginhost

import (
	"context"
	"sync"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Supervisor keeps one plugin running across builds. Before each call it
// checks the process: one that has ended (a crash, a SIGKILL from outside,
// a hang it was stopped for) or lost its connection is replaced by a new
// one, so a plugin's failure costs one build, never the rest of a `folio
// dev` session. The failed call itself returns the *Error that says what
// happened.
type Supervisor struct {
	spec Spec
	opts Options

	mu       sync.Mutex
	current  *Process
	restarts int
	killed   bool
}

var _ sdk.Plugin = (*Supervisor)(nil)

// Supervise starts the plugin and returns its supervisor.
func Supervise(spec Spec, opts Options) (*Supervisor, error) {
	s := &Supervisor{spec: spec, opts: opts}
	p, err := Start(spec, opts)
	if err != nil {
		return nil, err
	}
	s.current = p
	return s, nil
}

// process returns a usable process, starting a new one in place of one
// that is not.
func (s *Supervisor) process() (*Process, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.killed {
		return nil, &Error{Plugin: s.spec.Name, Op: "start", Err: context.Canceled}
	}
	if s.current != nil && s.current.Usable() {
		return s.current, nil
	}
	if s.current != nil {
		s.current.Kill()
		s.current = nil
		s.restarts++
	}
	p, err := Start(s.spec, s.opts)
	if err != nil {
		return nil, err
	}
	s.current = p
	return p, nil
}

func (s *Supervisor) Describe(ctx context.Context) (*pluginpb.DescribeResponse, error) {
	p, err := s.process()
	if err != nil {
		return nil, err
	}
	return p.Describe(ctx)
}

func (s *Supervisor) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	p, err := s.process()
	if err != nil {
		return err
	}
	return p.Load(ctx, req, send)
}

func (s *Supervisor) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	p, err := s.process()
	if err != nil {
		return nil, err
	}
	return p.PostBuild(ctx, req)
}

// PID is the current process's id; it changes when a new process starts.
func (s *Supervisor) PID() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.current == nil {
		return 0
	}
	return s.current.PID
}

// Restarts counts the processes started in place of one that ended.
func (s *Supervisor) Restarts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.restarts
}

// Kill stops the plugin for good. Safe to call more than once.
func (s *Supervisor) Kill() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.killed = true
	if s.current != nil {
		s.current.Kill()
		s.current = nil
	}
}
