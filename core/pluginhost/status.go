package pluginhost

import (
	"fmt"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// remoteError is the error a plugin answered a call with. It reads as the
// plugin's own message and its gRPC status (UNKNOWN for an exception or
// a plain error), without gRPC's "rpc error: code = … desc =" wrapper,
// and keeps the status (its details) for whoever wants them.
type remoteError struct{ s *status.Status }

func (e remoteError) Error() string {
	return fmt.Sprintf("%s (gRPC status %s)", e.s.Message(), codeName(e.s.Code()))
}
func (e remoteError) GRPCStatus() *status.Status { return e.s }

// connectionError is what gRPC said of a connection that broke.
type connectionError struct{ s *status.Status }

func (e connectionError) Error() string              { return e.s.Message() }
func (e connectionError) GRPCStatus() *status.Status { return e.s }

// codeName is a status code as the gRPC specification and every gRPC
// library spell it: INVALID_ARGUMENT, not Go's InvalidArgument.
func codeName(c codes.Code) string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return fmt.Sprintf("code %d", c)
}

var codeNames = [...]string{
	"OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
	"ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION",
	"ABORTED", "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS",
	"UNAUTHENTICATED",
}
