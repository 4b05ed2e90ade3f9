using System;
using System.Collections.Generic;

namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// Members of built-in types that under NativeAOT only the generated resolver serves (BuiltinResolver leaves them out
    /// there so apps that never use them do not carry them).
    /// </summary>
    [MessagePackObject]
    public sealed class ReleaseNote
    {
        [Key(0)]
        public Version? Release { get; set; }

        [Key(1)]
        public List<byte>? Digest { get; set; }
    }
}
