package proc

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// The "parent" keeps its main goroutine on the main thread, so that the
// goroutine that starts the child runs on another thread: the runtime never
// ends the main thread (it parks it), which would hide the pitfall.
func init() {
	if os.Getenv("FOLIO_PROC_TEST_ROLE") == "parent" {
		runtime.LockOSThread()
	}
}

// The test binary plays two more roles: "parent" starts a "child" through
// Start from a goroutine whose thread then ends, and waits to be killed;
// "child" waits to be killed too.
func TestMain(m *testing.M) {
	switch os.Getenv("FOLIO_PROC_TEST_ROLE") {
	case "child":
		time.Sleep(time.Hour)
		os.Exit(0)
	case "parent":
		actAsParent()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// actAsParent prints "child PID" once it has started the child from a
// thread that has ended since, then waits.
func actAsParent() {
	started := make(chan string)
	go func() {
		// Locked and never unlocked: the runtime ends this thread when the
		// goroutine returns, the pitfall Start must survive.
		runtime.LockOSThread()
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "FOLIO_PROC_TEST_ROLE=child")
		if err := Start(cmd); err != nil {
			started <- "error " + err.Error()
			return
		}
		started <- fmt.Sprintf("child %d thread %d", cmd.Process.Pid, syscall.Gettid())
	}()
	line := <-started
	var child, thread int
	if _, err := fmt.Sscanf(line, "child %d thread %d", &child, &thread); err != nil {
		fmt.Println(line)
		return
	}
	for exists(fmt.Sprintf("/proc/self/task/%d", thread)) {
		time.Sleep(10 * time.Millisecond)
	}
	fmt.Printf("child %d\n", child)
	time.Sleep(time.Hour)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func TestChildOutlivesTheStartingThreadButNotTheProcess(t *testing.T) {
	parent := exec.Command(os.Args[0], "-test.run=^$")
	parent.Env = append(os.Environ(), "FOLIO_PROC_TEST_ROLE=parent")
	out, err := parent.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	// Started through Start itself, so that it cannot outlive this test.
	if err := Start(parent); err != nil {
		t.Fatal(err)
	}
	defer parent.Process.Kill()
	said := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(out).ReadString('\n')
		said <- line
	}()
	var line string
	select {
	case line = <-said:
	case <-time.After(20 * time.Second):
		t.Fatal("the parent did not start its child")
	}
	var child int
	if _, err := fmt.Sscanf(line, "child %d", &child); err != nil {
		t.Fatalf("parent said %q", line)
	}
	defer syscall.Kill(child, syscall.SIGKILL)

	// The thread that forked the child has ended; the child must not have
	// been sent its parent-death signal for that.
	time.Sleep(300 * time.Millisecond)
	if !Running(child) {
		t.Fatal("the child died with the thread that started it, not with its parent")
	}

	if err := parent.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = parent.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for Running(child) {
		if time.Now().After(deadline) {
			t.Fatalf("child %d still runs 5 s after its parent was killed", child)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
