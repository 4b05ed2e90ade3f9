using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading.Tasks;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Serializer.Typeless
{
    /// <summary><see cref="MessagePackSerializer.Typeless"/>: the runtime type travels with the value and comes back.</summary>
    public class TypelessSerializerTests
    {
        private static string Aqn<T>() => typeof(T).AssemblyQualifiedName!;

        [Fact]
        public void ClassRoundTrips_WithItsTypeAndObjectMember()
        {
            var value = new TypelessSample { Name = "n", Payload = new List<int> { 1, 2 } };
            object? read = MessagePackSerializer.Typeless.Deserialize(MessagePackSerializer.Typeless.Serialize(value));
            TypelessSample sample = Assert.IsType<TypelessSample>(read);
            Assert.Equal("n", sample.Name);
            Assert.Equal(new List<int> { 1, 2 }, Assert.IsType<List<int>>(sample.Payload));
        }

        [Theory]
        [InlineData((sbyte)0)]
        [InlineData((short)0)]
        [InlineData(0)]
        [InlineData(0L)]
        [InlineData((byte)0)]
        [InlineData((ushort)0)]
        [InlineData(0u)]
        [InlineData(0UL)]
        [InlineData('a')]
        [InlineData(1.5f)]
        [InlineData(true)]
        public void PrimitiveInAnObjectMember_KeepsItsType(object primitive)
        {
            var value = new TypelessSample { Payload = primitive };
            var read = (TypelessSample)MessagePackSerializer.Typeless.Deserialize(MessagePackSerializer.Typeless.Serialize(value))!;
            Assert.Equal(primitive.GetType(), read.Payload!.GetType());
            Assert.Equal(primitive, read.Payload);
        }

        [Fact]
        public void Int_IsWrittenAtFullWidthWithoutAName()
        {
            // int32 0 (D2 00000000): the width tells the reader the type, so no name is needed.
            Assert.Equal(new byte[] { 0xD2, 0, 0, 0, 0 }, MessagePackSerializer.Typeless.Serialize(0));
            Assert.Equal(new byte[] { 0xC0 }, MessagePackSerializer.Typeless.Serialize(null));
            Assert.Equal(new byte[] { 0xA2, 0x68, 0x69 }, MessagePackSerializer.Typeless.Serialize("hi"));
        }

        [Fact]
        public void Char_IsWrittenAsExtension100WithItsFullName()
        {
            byte[] expected = TypelessBytes.Ext(Aqn<char>(), 0x61);
            Assert.Equal(expected, MessagePackSerializer.Typeless.Serialize('a'));
            Assert.Equal('a', MessagePackSerializer.Typeless.Deserialize(expected));
        }

        [Fact]
        public void ObjectInstance_IsTheNameAlone()
        {
            byte[] expected = TypelessBytes.Ext(Aqn<object>());
            Assert.Equal(expected, MessagePackSerializer.Typeless.Serialize(new object()));
            Assert.IsType<object>(MessagePackSerializer.Typeless.Deserialize(expected));
        }

        [Fact]
        public void DateTime_KeepsItsKind()
        {
            foreach (DateTimeKind kind in new[] { DateTimeKind.Unspecified, DateTimeKind.Utc, DateTimeKind.Local })
            {
                var value = new DateTime(2017, 6, 26, 14, 58, 0, kind);
                var read = Assert.IsType<DateTime>(MessagePackSerializer.Typeless.Deserialize(MessagePackSerializer.Typeless.Serialize(value)));
                Assert.Equal(value, read);
                Assert.Equal(kind, read.Kind);
            }
        }

        [Fact]
        public void ArrayTypes_AreKept()
        {
            Assert.Equal(new[] { "a", "b" }, Assert.IsType<string[]>(MessagePackSerializer.Typeless.Deserialize(MessagePackSerializer.Typeless.Serialize(new[] { "a", "b" }))));
            Assert.Equal(new[] { 1, -2 }, Assert.IsType<int[]>(MessagePackSerializer.Typeless.Deserialize(MessagePackSerializer.Typeless.Serialize(new[] { 1, -2 }))));
        }

        [Fact]
        public void OmitAssemblyVersion_WritesNamesWithoutVersions()
        {
            MessagePackSerializerOptions options = MessagePackSerializer.Typeless.DefaultOptions.WithOmitAssemblyVersion(true);
            byte[] bytes = MessagePackSerializer.Typeless.Serialize(new List<TypelessSample>(), options);
            string text = Encoding.UTF8.GetString(bytes);
            Assert.Contains("System.Collections.Generic.List`1[[BlockPack.Tests.Serializer.Typeless.TypelessSample, ", text, StringComparison.Ordinal);
            Assert.DoesNotContain("Version=", text, StringComparison.Ordinal);
            Assert.IsType<List<TypelessSample>>(MessagePackSerializer.Typeless.Deserialize(bytes));
        }

        [Fact]
        public void AllowAssemblyVersionMismatch_LoadsANameWithAnotherVersion()
        {
            // A strong-named framework assembly at a version this runtime does not have: only the exact name fails.
            const string Name = "System.Version, System.Runtime, Version=99.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a";
            Assert.Null(MessagePackSerializerOptions.Standard.LoadType(Name));
            Assert.Equal(typeof(Version), MessagePackSerializerOptions.Standard.WithAllowAssemblyVersionMismatch(true).LoadType(Name));
        }

        [Fact]
        public void LoadType_CanBeOverriddenToMapNames()
        {
            byte[] bytes = TypelessBytes.Ext("Old.Name, Gone", 0x80);
            var options = new RenamingOptions();
            Assert.IsType<TypelessSample>(MessagePackSerializer.Typeless.Deserialize(bytes, options));
        }

        [Fact]
        public void UnknownTypeName_FailsWithTheName()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(TypelessBytes.Ext("No.Such.Type, NoSuchAssembly", 0xC0)));
            Assert.Contains("No.Such.Type", ex.ToString(), StringComparison.Ordinal);
        }

        [Fact]
        public void ExtensionWithoutATypeName_Fails()
        {
            // ext8 100 holding a fixint where the name should be.
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(new byte[] { 0xC7, 0x01, 100, 0x01 }));
        }

        [Fact]
        public async Task EveryEntryPoint_CarriesTheSameBytes()
        {
            var value = new TypelessSample { Name = "x", Payload = 'c' };
            byte[] expected = MessagePackSerializer.Typeless.Serialize(value);

            var bufferWriter = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Typeless.Serialize(bufferWriter, value);
            Assert.Equal(expected, bufferWriter.WrittenSpan.ToArray());

            using var stream = new MemoryStream();
            MessagePackSerializer.Typeless.Serialize(stream, value);
            Assert.Equal(expected, stream.ToArray());

            using var asyncStream = new MemoryStream();
            await MessagePackSerializer.Typeless.SerializeAsync(asyncStream, value);
            Assert.Equal(expected, asyncStream.ToArray());

            var sequenceWriter = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(sequenceWriter);
            MessagePackSerializer.Typeless.Serialize(ref writer, value);
            writer.Flush();
            Assert.Equal(expected, sequenceWriter.WrittenSpan.ToArray());

            Assert.Equal('c', ((TypelessSample)MessagePackSerializer.Typeless.Deserialize(new ReadOnlySequence<byte>(expected))!).Payload);
            Assert.Equal('c', ((TypelessSample)MessagePackSerializer.Typeless.Deserialize((ReadOnlyMemory<byte>)expected)!).Payload);
            Assert.Equal('c', ((TypelessSample)MessagePackSerializer.Typeless.Deserialize(new MemoryStream(expected))!).Payload);
            Assert.Equal('c', ((TypelessSample)(await MessagePackSerializer.Typeless.DeserializeAsync(new MemoryStream(expected)))!).Payload);
            var reader = new MessagePackReader(expected);
            Assert.Equal('c', ((TypelessSample)MessagePackSerializer.Typeless.Deserialize(ref reader)!).Payload);
        }

        [Fact]
        public void DefaultOptions_StartAsTheResolversOptions_AndCanBeReplaced()
        {
            MessagePackSerializerOptions original = MessagePackSerializer.Typeless.DefaultOptions;
            Assert.Same(TypelessContractlessStandardResolver.Options, original);
            Assert.Throws<ArgumentNullException>(() => MessagePackSerializer.Typeless.DefaultOptions = null!);
        }

        [Fact]
        public void ForceTypelessFormatter_KeepsTheRuntimeTypeUnderTheStandardResolver()
        {
            var value = new ShapeHolder { Shape = new TypelessSample { Name = "s" } };
            byte[] bytes = MessagePackSerializer.Serialize(value, MessagePackSerializerOptions.Standard.WithResolver(ContractlessStandardResolver.Instance));
            Assert.Equal(0x91, bytes[0]);
            Assert.Equal(0xC7, bytes[1]); // ext8: the typeless extension
            Assert.Equal(100, bytes[3]);
            var read = MessagePackSerializer.Deserialize<ShapeHolder>(bytes, MessagePackSerializerOptions.Standard.WithResolver(ContractlessStandardResolver.Instance));
            Assert.Equal("s", Assert.IsType<TypelessSample>(read.Shape).Name);
        }

        [Fact]
        public void TypelessResolvers_GiveObjectTheTypelessFormatter()
        {
            Assert.Same(BlockPack.Formatters.TypelessFormatter.Instance, TypelessContractlessStandardResolver.Instance.GetFormatter<object>());
            Assert.Same(BlockPack.Formatters.TypelessFormatter.Instance, TypelessObjectResolver.Instance.GetFormatter<object>());
            Assert.Equal(100, BlockPack.Formatters.TypelessFormatter.ExtensionTypeCode);
        }

        private sealed class RenamingOptions : MessagePackSerializerOptions
        {
            public RenamingOptions()
                : base(TypelessContractlessStandardResolver.Instance)
            {
            }

            private RenamingOptions(RenamingOptions copyFrom)
                : base(copyFrom)
            {
            }

            public override Type? LoadType(string typeName) => typeName == "Old.Name, Gone" ? typeof(TypelessSample) : base.LoadType(typeName);

            protected override MessagePackSerializerOptions Clone() => new RenamingOptions(this);
        }
    }
}
