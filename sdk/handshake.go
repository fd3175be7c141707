package sdk

import "github.com/hashicorp/go-plugin"

// ProtocolVersion is the plugin protocol this SDK speaks. The core and a
// plugin agree on it during the handshake; a plugin built for another
// version is refused before any call is made.
const ProtocolVersion = 1

// PluginName is the key under which the folio plugin interface is
// dispensed. One process serves one plugin.
const PluginName = "folio"

// Handshake is shared by the core and every plugin. The cookie is not a
// secret: it only stops a plugin binary from being run by hand by mistake.
var Handshake = plugin.HandshakeConfig{
	ProtocolVersion:  ProtocolVersion,
	MagicCookieKey:   "FOLIO_PLUGIN_COOKIE",
	MagicCookieValue: "a1d4f3c0-folio-plugin-protocol",
}

// VersionedPlugins maps each protocol version to the plugin set that speaks
// it; used on both sides so that adding version 2 later is one entry.
func VersionedPlugins(impl Plugin) map[int]plugin.PluginSet {
	return map[int]plugin.PluginSet{
		ProtocolVersion: {PluginName: &GRPCPlugin{Impl: impl}},
	}
}
