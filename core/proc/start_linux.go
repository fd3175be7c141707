package proc

import (
	"os/exec"
	"runtime"
	"sync"
	"syscall"
)

// The kernel sends the parent-death signal when the *thread* that forked
// the child exits, not when the process does (prctl(2), PR_SET_PDEATHSIG;
// golang/go#27505). A Go program's goroutines move between threads, and
// the runtime ends a thread when a goroutine locked to it returns, so a
// child forked from an arbitrary goroutine could be killed in the middle of
// a build. Every child is therefore forked from one goroutine locked to its
// thread for good: that thread lives exactly as long as the process.

type spawnRequest struct {
	cmd  *exec.Cmd
	done chan error
}

var (
	spawnOnce sync.Once
	spawns    chan spawnRequest
)

func start(cmd *exec.Cmd) error {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
	spawnOnce.Do(func() {
		spawns = make(chan spawnRequest)
		go spawnLoop()
	})
	req := spawnRequest{cmd: cmd, done: make(chan error, 1)}
	spawns <- req
	return <-req.done
}

// spawnLoop never returns and never unlocks its thread. Forking takes
// about a millisecond, so one thread serves every start.
func spawnLoop() {
	runtime.LockOSThread()
	for req := range spawns {
		req.done <- req.cmd.Start()
	}
}
