package sdk

import (
	"io"
	"os"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
)

// ParentPipeEnv is set by the core when a plugin's stdin is a pipe from the
// core. The operating system closes that pipe when the core ends, however
// it ends (a crash, SIGKILL), and Serve then ends the plugin: no plugin
// outlives its core, also where there is no parent-death signal (macOS,
// Windows).
const ParentPipeEnv = "FOLIO_PARENT_PIPE"

// Serve runs p as a folio plugin. Call it from main; it returns when the
// core closes the connection, and the process exits when the core is gone.
// Log with Logger(): the core forwards those lines, structured, to its own
// output.
func Serve(p Plugin) {
	if os.Getenv(ParentPipeEnv) != "" {
		go exitWhenParentGoes(os.Stdin)
	}
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig:  Handshake,
		VersionedPlugins: VersionedPlugins(p),
		GRPCServer:       plugin.DefaultGRPCServer,
		Logger:           Logger(),
	})
}

// exitWhenParentGoes reads the core's pipe until it closes. The core never
// writes to it: end of file, or an error, means the core has gone.
func exitWhenParentGoes(pipe io.Reader) {
	_, _ = io.Copy(io.Discard, pipe)
	os.Exit(0)
}

// Logger is the plugin-side logger: JSON lines on stderr, which go-plugin
// parses back into structured entries in the core.
func Logger() hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{
		Level:      hclog.Info,
		Output:     os.Stderr,
		JSONFormat: true,
	})
}
