using System;
using BlockPack.Resolvers;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// Enum members are written and read as their underlying integer, and decimal members through the built-in decimal
    /// formatter called directly, while the resolver gives the built-in formatters; a resolver replacing either is
    /// still honoured. One enum per integer type C# allows, each at a value that needs that type's widest encoding, so
    /// a read through the wrong reader method fails. Bytes are computed by hand from the msgpack spec.
    /// </summary>
    public class DirectEnumAndDecimalMemberTests
    {
        private const string Source = """
            #nullable disable
            using System;
            using BlockPack;
            using BlockPack.Formatters;
            namespace E
            {
                public enum S8 : sbyte { Low = -100 }
                public enum U8 : byte { High = 200 }
                public enum S16 : short { Low = -30000 }
                public enum U16 : ushort { High = 60000 }
                public enum S32 { Low = -2000000000 }
                public enum U32 : uint { High = 4000000000 }
                public enum S64 : long { Low = -9000000000000000000 }
                public enum U64 : ulong { High = 18000000000000000000 }

                [MessagePackObject]
                public class Kinds
                {
                    [Key(0)] public S8 A { get; set; }
                    [Key(1)] public U8 B { get; set; }
                    [Key(2)] public S16 C { get; set; }
                    [Key(3)] public U16 D { get; set; }
                    [Key(4)] public S32 F { get; set; }
                    [Key(5)] public U32 G { get; set; }
                    [Key(6)] public S64 H { get; set; }
                    [Key(7)] public U64 I { get; set; }
                    [Key(8)] public decimal Price { get; set; }

                    public static Kinds Make() => new Kinds
                    {
                        A = S8.Low, B = U8.High, C = S16.Low, D = U16.High, F = S32.Low, G = U32.High, H = S64.Low, I = U64.High,
                        Price = 12.5m,
                    };
                }

                // Writes the enum's name, as MessagePack-CSharp's string enum resolvers do.
                public sealed class NameOfU64Formatter : IMessagePackFormatter<U64>
                {
                    public void Serialize(ref MessagePackWriter writer, U64 value, MessagePackSerializerOptions options) => writer.Write(value.ToString());
                    public U64 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => Enum.Parse<U64>(reader.ReadString());
                }

                // Writes a decimal as a double.
                public sealed class DoubleDecimalFormatter : IMessagePackFormatter<decimal>
                {
                    public void Serialize(ref MessagePackWriter writer, decimal value, MessagePackSerializerOptions options) => writer.Write((double)value);
                    public decimal Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => (decimal)reader.ReadDouble();
                }

                public sealed class Replacing : IFormatterResolver
                {
                    public IMessagePackFormatter<T> GetFormatter<T>() =>
                        typeof(T) == typeof(U64) ? (IMessagePackFormatter<T>)(object)new NameOfU64Formatter()
                        : typeof(T) == typeof(decimal) ? (IMessagePackFormatter<T>)(object)new DoubleDecimalFormatter()
                        : null;
                }
            }
            """;

        // [int8 -100, uint8 200, int16 -30000, uint16 60000, int32 -2,000,000,000, uint32 4,000,000,000,
        //  int64 -9e18, uint64 1.8e19, fixstr "12.5"]
        private const string Head = "99" + "D09C" + "CCC8" + "D18AD0" + "CDEA60" + "D288CA6C00" + "CEEE6B2800" + "D3831993AF1D7C0000";
        private const string StandardBytes = Head + "CFF9CCD8A1C5080000" + "A431322E35";

        // The last enum as the fixstr "High", the decimal as float64 12.5 (0x4029000000000000).
        private const string ReplacedBytes = Head + "A448696768" + "CB4029000000000000";

        [Fact]
        public void Enums_of_every_integer_type_and_decimals_read_and_write_directly_unless_the_resolver_replaces_them()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "DirectEnums");
            run.AssertCompilesCleanly();

            // The direct paths are there (the bytes alone would not tell them from the resolver's formatters).
            string formatter = run.Generated("E_KindsFormatter");
            Assert.Contains("this.Direct0 = this.Formatter0 is global::BlockPack.Formatters.EnumFormatter<global::E.S8>;", formatter);
            Assert.Contains("if (resolved.Direct0) { writer.Write((sbyte)value.A); }", formatter);
            Assert.Contains("(resolved.Direct7 ? (global::E.U64)reader.ReadUInt64() :", formatter);
            Assert.Contains("(resolved.Direct8 ? global::BlockPack.Formatters.DecimalFormatter.Instance.Deserialize(ref reader, options) :", formatter);
            run.WithLoadedOutput(assembly =>
            {
                var generated = (IFormatterResolver)assembly.GetType("DirectEnums.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                var replacingResolver = (IFormatterResolver)Activator.CreateInstance(assembly.GetType("E.Replacing", throwOnError: true)!)!;
                var standard = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(generated, StandardResolver.Instance));
                var replacing = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(replacingResolver, generated, StandardResolver.Instance));
                Type kinds = assembly.GetType("E.Kinds", throwOnError: true)!;
                object value = kinds.GetMethod("Make")!.Invoke(null, null)!;

                for (int i = 0; i < 2; i++)
                {
                    Assert.Equal(StandardBytes, Convert.ToHexString(MessagePackSerializer.Serialize(kinds, value, standard)));
                    Assert.Equal(ReplacedBytes, Convert.ToHexString(MessagePackSerializer.Serialize(kinds, value, replacing)));
                }

                foreach ((string hex, MessagePackSerializerOptions options) in new[] { (StandardBytes, standard), (ReplacedBytes, replacing) })
                {
                    object back = MessagePackSerializer.Deserialize(kinds, Convert.FromHexString(hex), options)!;
                    foreach (string name in new[] { "A", "B", "C", "D", "F", "G", "H", "I", "Price" })
                    {
                        Assert.Equal(kinds.GetProperty(name)!.GetValue(value), kinds.GetProperty(name)!.GetValue(back));
                    }
                }

                // A value outside the underlying type fails as the enum formatter's read does, with the reader's
                // OverflowException inside: [300] into the sbyte enum.
                MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(
                    () => MessagePackSerializer.Deserialize(kinds, Convert.FromHexString("91CD012C"), standard));
                Assert.IsType<OverflowException>(error.InnerException);
            });
        }
    }
}
