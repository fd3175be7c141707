package sdk

import _ "embed"

// Version is the SDK module's version that this tree carries. A release
// tags sdk/vX.Y.Z with it; folio requires it, and `folio new plugin`
// writes it into a new plugin's go.mod.
const Version = "v0.1.0"

// ModFile and SumFile are this module's own go.mod and go.sum. `folio new
// plugin` takes a new plugin's requirements and checksums from them, so the
// plugin builds from the module cache alone, with no checksum database.
//
//go:embed go.mod
var ModFile []byte

//go:embed go.sum
var SumFile []byte

// ProtoFile is the protocol's contract, proto/plugin.proto. `folio new
// plugin --lang node` writes it into a new plugin, whose gRPC library reads
// it at start.
//
//go:embed proto/plugin.proto
var ProtoFile []byte
