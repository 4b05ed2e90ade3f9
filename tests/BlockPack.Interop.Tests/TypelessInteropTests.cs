using System;
using System.Collections.Generic;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Typeless data (extension 100 with the type's name): BlockPack's <c>MessagePackSerializer.Typeless</c> writes the
    /// bytes MessagePack-CSharp's writes, and each library reads the other's back to the same type and value.
    /// </summary>
    public class TypelessInteropTests
    {
        public static IEnumerable<object?[]> Values()
        {
            yield return new object?[] { "null", null };
            yield return new object?[] { "int 0", 0 };
            yield return new object?[] { "int 300", 300 };
            yield return new object?[] { "int -70000", -70000 };
            yield return new object?[] { "byte", (byte)1 };
            yield return new object?[] { "sbyte", (sbyte)-1 };
            yield return new object?[] { "short", (short)5 };
            yield return new object?[] { "ushort", (ushort)5 };
            yield return new object?[] { "uint", 5u };
            yield return new object?[] { "long", 5L };
            yield return new object?[] { "ulong", ulong.MaxValue };
            yield return new object?[] { "bool", true };
            yield return new object?[] { "float", 1.5f };
            yield return new object?[] { "double", 0.1 };
            yield return new object?[] { "string", "hi" };
            yield return new object?[] { "bytes", new byte[] { 1, 2, 3 } };
            yield return new object?[] { "char", 'a' };
            yield return new object?[] { "decimal", 1.5m };
            yield return new object?[] { "guid", new Guid("00112233-4455-6677-8899-aabbccddeeff") };
            yield return new object?[] { "DateTime unspecified", new DateTime(2017, 6, 26, 14, 58, 0) };
            yield return new object?[] { "DateTime utc", new DateTime(2017, 6, 26, 14, 58, 0, DateTimeKind.Utc) };
            yield return new object?[] { "DateTime local", new DateTime(2017, 6, 26, 14, 58, 0, DateTimeKind.Local) };
            yield return new object?[] { "DateTimeOffset", new DateTimeOffset(2017, 6, 26, 14, 58, 0, TimeSpan.FromHours(2)) };
            yield return new object?[] { "TimeSpan", TimeSpan.FromSeconds(1) };
            yield return new object?[] { "enum", Status.Closed };
            yield return new object?[] { "negative enum", Status.Lost };
            yield return new object?[] { "object", new object() };
            yield return new object?[] { "string[]", new[] { "a", "b" } };
            yield return new object?[] { "int[]", new[] { 1, -2, 300 } };
            yield return new object?[] { "long[]", new[] { 1L, 2L } };
            yield return new object?[] { "DateTime[]", new[] { new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc) } };
            yield return new object?[] { "object[]", new object?[] { 1, "a", null, new TypelessAddress { Street = "x" }, (short)2 } };
            yield return new object?[] { "List<int>", new List<int> { 1, 2 } };
            yield return new object?[] { "List<object>", new List<object> { 1, (byte)2, "three" } };
            yield return new object?[] { "Dictionary<string, object>", new Dictionary<string, object> { { "a", 1 }, { "b", new[] { 1.5 } } } };
            yield return new object?[] { "contractless class", new TypelessAddress { Street = "St." } };
            yield return new object?[] { "nested object member", new TypelessHolder { Obj = new TypelessAddress { Street = "in" }, Number = 7 } };
            yield return new object?[] { "keyed class", new IntKeyPoint { X = 1, Y = 2 } };
            yield return new object?[] { "list of classes", new List<TypelessAddress> { new TypelessAddress(), new TypelessAddress { Street = "b" } } };
        }

        [Theory]
        [MemberData(nameof(Values))]
        public void BlockPackWritesMessagePackCSharpsBytes(string what, object? value)
        {
            byte[] reference = M.MessagePackSerializer.Typeless.Serialize(value);
            byte[] blockPack = B.MessagePackSerializer.Typeless.Serialize(value);
#if MESSAGEPACK_V2
            if (value is List<int>)
            {
                // Version 2 writes a List<int>'s elements at full width under the typeless resolver; version 3 (and
                // BlockPack) in their shortest form. Each reads the other (the two tests below).
                Assert.NotEqual(Peers.Hex(reference), Peers.Hex(blockPack));
                return;
            }
#endif
            Peers.AssertSameBytes(reference, blockPack, what);
        }

        [Theory]
        [MemberData(nameof(Values))]
        public void BlockPackReadsMessagePackCSharpsBytes(string what, object? value)
        {
            byte[] reference = M.MessagePackSerializer.Typeless.Serialize(value);
            object? read = B.MessagePackSerializer.Typeless.Deserialize(reference);
            Assert.Equal(value?.GetType(), read?.GetType());

            // Same type and same content: writing what was read gives the reference bytes again.
            Peers.AssertSameBytes(reference, M.MessagePackSerializer.Typeless.Serialize(read), what);
        }

        [Theory]
        [MemberData(nameof(Values))]
        public void MessagePackCSharpReadsBlockPacksBytes(string what, object? value)
        {
            byte[] blockPack = B.MessagePackSerializer.Typeless.Serialize(value);
            object? read = M.MessagePackSerializer.Typeless.Deserialize(blockPack);
            Assert.Equal(value?.GetType(), read?.GetType());
            Peers.AssertSameBytes(blockPack, B.MessagePackSerializer.Typeless.Serialize(read), what);
        }

        [Fact]
        public void OmitAssemblyVersion_WritesTheShortName_AsMessagePackCSharp()
        {
            var value = new List<TypelessAddress> { new TypelessAddress { Street = "a" } };
            byte[] reference = M.MessagePackSerializer.Typeless.Serialize(value, M.MessagePackSerializer.Typeless.DefaultOptions.WithOmitAssemblyVersion(true));
            byte[] blockPack = B.MessagePackSerializer.Typeless.Serialize(value, B.MessagePackSerializer.Typeless.DefaultOptions.WithOmitAssemblyVersion(true));
            Peers.AssertSameBytes(reference, blockPack, "shortened names");
            Assert.Contains("TypelessAddress, BlockPack.Interop.Tests", System.Text.Encoding.UTF8.GetString(blockPack), StringComparison.Ordinal);
            Assert.DoesNotContain("Version=", System.Text.Encoding.UTF8.GetString(blockPack).Split(']')[^1], StringComparison.Ordinal);
            Assert.IsType<List<TypelessAddress>>(B.MessagePackSerializer.Typeless.Deserialize(reference));
        }

        [Fact]
        public void AnonymousType_IsWrittenAsAMap_AndReadAsADictionary()
        {
            var value = new { Name = "n", Count = 3 };
            byte[] reference = M.MessagePackSerializer.Typeless.Serialize(value);
            Peers.AssertSameBytes(reference, B.MessagePackSerializer.Typeless.Serialize(value), "anonymous");
            var read = Assert.IsType<Dictionary<object, object>>(B.MessagePackSerializer.Typeless.Deserialize(reference));
            Assert.Equal("n", read["Name"]);
            Assert.Equal((byte)3, read["Count"]);
        }

        [Fact]
        public void TypelessContractlessStandardResolver_WritesObjectMembersAsMessagePackCSharp()
        {
            var value = new TypelessHolder { Obj = new object?[] { (byte)1, new DateTime(2017, 6, 26, 14, 58, 0) }, Number = 1 };
            byte[] reference = M.MessagePackSerializer.Serialize(value, M.Resolvers.TypelessContractlessStandardResolver.Options);
            byte[] blockPack = B.MessagePackSerializer.Serialize(value, B.Resolvers.TypelessContractlessStandardResolver.Options);
            Peers.AssertSameBytes(reference, blockPack, "holder");
            TypelessHolder read = B.MessagePackSerializer.Deserialize<TypelessHolder>(reference, B.Resolvers.TypelessContractlessStandardResolver.Options);
            object?[] items = Assert.IsType<object?[]>(read.Obj);
            Assert.Equal((byte)1, items[0]);
            Assert.Equal(DateTimeKind.Unspecified, Assert.IsType<DateTime>(items[1]).Kind);
        }

        [Fact]
        public void TypelessObjectResolver_WritesAsMessagePackCSharp()
        {
            object value = new object[] { 1, new TypelessAddress { Street = "s" } };
            byte[] reference = M.MessagePackSerializer.Serialize(value, M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.TypelessObjectResolver.Instance));
            byte[] blockPack = B.MessagePackSerializer.Serialize(value, B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.TypelessObjectResolver.Instance));
            Peers.AssertSameBytes(reference, blockPack, "TypelessObjectResolver");
        }

        [Fact]
        public void ConvertToJson_ShowsTypelessDataAsMessagePackCSharp()
        {
            foreach (object?[] row in Values())
            {
                byte[] bytes = M.MessagePackSerializer.Typeless.Serialize(row[1]);
                Assert.Equal(M.MessagePackSerializer.ConvertToJson(bytes), B.MessagePackSerializer.ConvertToJson(bytes));
            }
        }
    }
}
