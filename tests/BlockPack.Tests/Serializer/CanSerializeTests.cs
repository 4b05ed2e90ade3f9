using System;
using System.Collections.Generic;
using BlockPack.Resolvers;
using Xunit;

namespace BlockPack.Tests.Serializer
{
    /// <summary>
    /// Issue 36: <see cref="MessagePackSerializerOptions.CanSerialize{T}()"/> answers for the whole shape of a type, so an
    /// integration that asks before serializing (HybridCache, MVC) is never told yes for a type that then fails.
    /// Each "no" is checked against the serializer itself failing, and each "yes" against a real round trip.
    /// </summary>
    public class CanSerializeTests
    {
        private static readonly MessagePackSerializerOptions Standard = MessagePackSerializerOptions.Standard;

        [Fact]
        public void AttributeFreeElement_IsANo_InEveryShape_AndSerializingReallyFails()
        {
            AssertNo(new List<Plain> { new() });
            AssertNo(new Dictionary<string, Plain> { ["a"] = new() });
            AssertNo(new Dictionary<Plain, int> { [new()] = 1 });
            AssertNo(new[] { new Plain() });
            AssertNo(Tuple.Create(new Plain()));
            AssertNo((1, new Plain()));
            AssertNo(new KeyValuePair<int, Plain>(1, new()));
            AssertNo<PlainStruct?>(new PlainStruct());
            AssertNo(new List<List<Plain[]>> { new() { new[] { new Plain() } } });
            AssertNo(new Holder { Items = new List<Plain> { new() } });
            AssertNo(new Plain());
        }

        [Fact]
        public void AttributedShapes_AreAYes_AndRoundTrip()
        {
            AssertYes(new List<Annotated> { new() { Name = "a" } });
            AssertYes(new Dictionary<string, Annotated[]> { ["a"] = new[] { new Annotated { Name = "b" } } });
            AssertYes(Tuple.Create(new Annotated { Name = "c" }, 2));
            AssertYes(new Node { Children = new List<Node> { new() } });
            AssertYes(new Dictionary<string, object> { ["x"] = 1 });
            AssertYes(new CustomFormatted());
        }

        [Fact]
        public void ContractlessResolver_SaysYesToTheSameShapes_AndTheyRoundTrip()
        {
            var options = ContractlessStandardResolver.Options;
            var value = new Dictionary<string, List<Plain>> { ["a"] = new() { new() { Id = 7 } } };

            Assert.True(options.CanSerialize<Dictionary<string, List<Plain>>>());
            Assert.True(options.CanSerialize(typeof(Dictionary<string, List<Plain>>)));
            var back = MessagePackSerializer.Deserialize<Dictionary<string, List<Plain>>>(MessagePackSerializer.Serialize(value, options), options);
            Assert.Equal(7, back["a"][0].Id);
        }

        [Fact]
        public void Reason_NamesThePartWithoutAFormatter()
        {
            Assert.False(Standard.CanSerialize<Holder>(out string? reason));
            Assert.Contains(nameof(Holder.Items), reason, StringComparison.Ordinal);
            Assert.Contains(nameof(Plain), reason, StringComparison.Ordinal);
            Assert.Throws<ArgumentNullException>(() => Standard.CanSerialize(null!));
        }

        private static void AssertNo<T>(T value)
        {
            Assert.False(Standard.CanSerialize<T>());
            Assert.False(Standard.CanSerialize(typeof(T)));
            Assert.ThrowsAny<Exception>(() => MessagePackSerializer.Serialize(value, Standard));
        }

        private static void AssertYes<T>(T value)
        {
            Assert.True(Standard.CanSerialize<T>());
            Assert.True(Standard.CanSerialize(typeof(T)));
            byte[] bytes = MessagePackSerializer.Serialize(value, Standard);
            Assert.Equal(bytes, MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<T>(bytes, Standard), Standard));
        }

        public sealed class Plain
        {
            public int Id { get; set; }
        }

        public struct PlainStruct
        {
            public int Id { get; set; }
        }

        [MessagePackObject]
        public sealed class Holder
        {
            [Key(0)]
            public List<Plain>? Items { get; set; }
        }

        [MessagePackObject]
        public sealed class Annotated
        {
            [Key(0)]
            public string? Name { get; set; }
        }

        [MessagePackObject]
        public sealed class Node
        {
            [Key(0)]
            public List<Node>? Children { get; set; }
        }

        [MessagePackFormatter(typeof(CustomFormattedFormatter))]
        public sealed class CustomFormatted
        {
        }

        public sealed class CustomFormattedFormatter : BlockPack.Formatters.IMessagePackFormatter<CustomFormatted>
        {
            public void Serialize(ref MessagePackWriter writer, CustomFormatted value, MessagePackSerializerOptions options) => writer.WriteNil();

            public CustomFormatted Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
            {
                reader.Skip();
                return new CustomFormatted();
            }
        }
    }
}
