package pluginhost

import (
	"errors"

	"google.golang.org/grpc/status"
)

// unwrapStatus strips gRPC's "rpc error: code = Unknown desc =" wrapper
// from an error the plugin returned, so the maintainer reads the plugin's
// own message (which names the file and line).
func unwrapStatus(err error) error {
	if s, ok := status.FromError(err); ok && s.Message() != "" {
		return errors.New(s.Message())
	}
	return err
}
