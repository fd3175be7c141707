package pluginhost

import "google.golang.org/grpc/status"

// remoteError is an error that came back over gRPC. It reads as the
// plugin's own message, without gRPC's "rpc error: code = Unknown desc ="
// wrapper, and keeps the status (its details) for whoever wants them.
type remoteError struct{ s *status.Status }

func (e remoteError) Error() string              { return e.s.Message() }
func (e remoteError) GRPCStatus() *status.Status { return e.s }
