package sdk

import (
	"os"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
)

// Serve runs p as a folio plugin. Call it from main; it returns when the
// core closes the connection. Log with Logger(): the core forwards those
// lines, structured, to its own output.
func Serve(p Plugin) {
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig:  Handshake,
		VersionedPlugins: VersionedPlugins(p),
		GRPCServer:       plugin.DefaultGRPCServer,
		Logger:           Logger(),
	})
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
