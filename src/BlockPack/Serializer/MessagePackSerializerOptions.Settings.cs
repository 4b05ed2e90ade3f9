using System;
using System.Collections.Generic;

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
