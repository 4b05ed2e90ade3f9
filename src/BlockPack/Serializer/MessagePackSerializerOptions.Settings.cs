using System;
using System.Collections.Generic;
using BlockPack.Compression;

namespace BlockPack
{
    /// <content>The values behind the public settings, in one struct so that a copy takes them all.</content>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>The values of every setting; each property of the options reads one field, documented there.</summary>
        private struct Settings
        {
            internal IFormatterResolver Resolver;

            internal MessagePackCompression Compression;

            /// <summary>
            /// The serializer's way into <see cref="Compression"/>'s codecs: null for none. Set together with it, so
            /// that an app that never asks for compression never constructs a dispatch and NativeAOT drops the codecs.
            /// </summary>
            internal CompressionDispatch? CompressionDispatch;

            internal int CompressionMinLength;

            internal MessagePackCompressionLevel CompressionLevel;

            internal double MinimumCompressionSavings;

            internal MessagePackSecurity Security;

            internal bool? OldSpec;

            internal bool OmitAssemblyVersion;

            internal bool AllowAssemblyVersionMismatch;

            internal int SuggestedContiguousMemorySize;

            internal SequencePool SequencePool;

            internal TypelessAllowList? TypelessAllowList;

            internal int MaxDegreeOfParallelism;

            internal bool BlockChecksums;

            internal int? ZstdCompressionLevel;

            internal ZstdDictionary? ZstdDictionary;

            internal IReadOnlyList<ZstdDictionary> ZstdReadDictionaries;

            internal int ZstdFrameSize;

            /// <summary>Gets the defaults; the resolver has none.</summary>
            internal static Settings Defaults => new Settings
            {
                CompressionMinLength = DefaultCompressionMinLength,
                Security = MessagePackSecurity.UntrustedData,
                SuggestedContiguousMemorySize = DefaultSuggestedContiguousMemorySize,
                SequencePool = SequencePool.Shared,
                ZstdReadDictionaries = Array.Empty<ZstdDictionary>(),
                ZstdFrameSize = DefaultZstdFrameSize,
            };
        }
    }
}
