using System;
using System.Collections.Generic;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// Boxed collections in <c>object</c> write the bytes the standard resolver's formatter writes even when the
    /// options' resolver has no formatter for them, as under NativeAOT when no generated resolver registered the type.
    /// </summary>
    public class PrimitiveObjectKnownShapesTests
    {
        private static readonly MessagePackSerializerOptions WithoutGenerics = MessagePackSerializerOptions.Standard.WithResolver(new NonGenericOnlyResolver());

        [Fact]
        public void A_boxed_int_array_is_written_compactly_without_a_resolver_formatter_for_it()
        {
            object value = new object[] { new[] { 1, 300 }, new[] { "a" }, new Dictionary<string, int> { ["k"] = 2 } };

            byte[] bytes = MessagePackSerializer.Serialize(value, WithoutGenerics);

            // [ [1, 300], ["a"], {"k": 2} ] with the compact encodings ArrayFormatter<int> and DictionaryFormatter use
            // (not the fixed-width D2 of a boxed int); the same as the standard resolver.
            Assert.Equal("939201CD012C91A16181A16B02", Convert.ToHexString(bytes));
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(value)), Convert.ToHexString(bytes));
        }

        [Fact]
        public void Nested_object_arrays_and_object_dictionaries_round_trip_without_a_resolver_formatter_for_them()
        {
            object value = new object[][] { new object[] { 1, "two", 3.0, true, null!, new byte[] { 1 }, 12345678901L } };

            byte[] bytes = MessagePackSerializer.Serialize(value, WithoutGenerics);
            var back = (object?[])MessagePackSerializer.Deserialize<object>(bytes, WithoutGenerics)!;

            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(value)), Convert.ToHexString(bytes));
            var inner = (object?[])back[0]!;
            Assert.Equal(new object?[] { 1, "two", 3.0, true, null, new byte[] { 1 }, 12345678901L }, inner);
        }

        /// <summary>Only the non-generic built-in formatters: no arrays (but byte[]), collections or other generic shapes.</summary>
        private sealed class NonGenericOnlyResolver : IFormatterResolver
        {
            public IMessagePackFormatter<T>? GetFormatter<T>() =>
                typeof(T).IsGenericType || (typeof(T).IsArray && typeof(T) != typeof(byte[])) ? null : BuiltinResolver.Instance.GetFormatter<T>();
        }
    }
}
