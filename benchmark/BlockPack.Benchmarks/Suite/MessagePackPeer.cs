using System;
using System.Reflection;
using M = MessagePack;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// Which MessagePack-CSharp this build measures against: 3.x in BlockPack.Benchmarks, 2.x in BlockPack.Benchmarks.V2
    /// (the same sources; the two versions share an assembly name, so each has its own process).
    /// </summary>
    internal static class MessagePackPeer
    {
        private static readonly Assembly PeerAssembly = typeof(M.MessagePackSerializer).Assembly;

        /// <summary>Gets the major version (2 or 3).</summary>
        internal static int Major => PeerAssembly.GetName().Version!.Major;

        /// <summary>Gets the package version, e.g. <c>3.1.12</c> (the informational version without its commit).</summary>
        internal static string Version
        {
            get
            {
                string? informational = PeerAssembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion;
                return informational is null ? PeerAssembly.GetName().Version!.ToString(3) : informational.Split('+')[0];
            }
        }

        /// <summary>Gets the column name the paired step writes for the peer, e.g. <c>MessagePackCSharp 3.1.12</c>.</summary>
        internal static string ColumnName => "MessagePackCSharp " + Version;

        /// <summary>
        /// Gets whether this build is the main suite, which also runs the context rows (MemoryPack, Nerdbank.MessagePack,
        /// System.Text.Json); the v2 build measures only BlockPack against its peer, since the context rows would repeat.
        /// </summary>
        internal static bool IsMainSuite => Major >= 3;

        /// <summary>Gets the suffix of the results folder: none for the main suite, <c>-v2</c> for the v2 build.</summary>
        internal static string ResultsSuffix => IsMainSuite ? string.Empty : FormattableString.Invariant($"-v{Major}");
    }
}
