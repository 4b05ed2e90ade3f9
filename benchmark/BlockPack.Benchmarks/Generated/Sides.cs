using System.Collections.Generic;
using BlockPack.Benchmarks.Suite;
using BlockPack.Resolvers;

namespace BlockPack.Benchmarks.Generated
{
    /// <summary>The three serializers measured, each as one serialize and one deserialize of the record list.</summary>
    internal static class Sides
    {
        /// <summary>BlockPack with the formatters the source generator wrote (built-ins first, as in StandardResolver).</summary>
        public static readonly MessagePackSerializerOptions Generated = new(CompositeResolver.Create(BuiltinResolver.Instance, GeneratedMessagePackResolver.Instance));

        /// <summary>BlockPack with its DynamicMethod formatters, the standard resolver's objects before the generator.</summary>
        public static readonly MessagePackSerializerOptions Emitted = new(CompositeResolver.Create(BuiltinResolver.Instance, DynamicObjectResolver.Instance));

        /// <summary>MessagePack-CSharp v3's standard resolver: its dynamic resolver, as users without the analyzer run it.</summary>
        public static readonly MessagePack.MessagePackSerializerOptions Mpcs = MessagePack.MessagePackSerializerOptions.Standard;

        public static readonly string[] Names = { "generated", "emitted", MessagePackPeer.Major >= 3 ? "mpcs-v3" : "mpcs-v2" };

        public static byte[] Serialize(int side, List<Record> records) => side switch
        {
            0 => MessagePackSerializer.Serialize(records, Generated),
            1 => MessagePackSerializer.Serialize(records, Emitted),
            _ => MessagePack.MessagePackSerializer.Serialize(records, Mpcs),
        };

        public static List<Record> Deserialize(int side, byte[] bytes) => side switch
        {
            0 => MessagePackSerializer.Deserialize<List<Record>>(bytes, Generated),
            1 => MessagePackSerializer.Deserialize<List<Record>>(bytes, Emitted),
            _ => MessagePack.MessagePackSerializer.Deserialize<List<Record>>(bytes, Mpcs),
        };
    }
}
