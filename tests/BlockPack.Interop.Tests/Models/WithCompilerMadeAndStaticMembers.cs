using System;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>
    /// Non-public members the AllowPrivate rule does not count: an event's compiler-made field, static and const
    /// fields, an indexer, and (as a record) the compiler's EqualityContract property.
    /// </summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public record WithCompilerMadeAndStaticMembers
    {
        private const int Step = 1;
        private static int created = 2;

        public event Action? Changed;

        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        private int this[int index] => index + Step;

        public int Touch()
        {
            this.Changed?.Invoke();
            return created++ + this[0];
        }
    }
}
