using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using BlockPack.Tests.Reader;

namespace BlockPack.Tests.Serializer
{
    /// <summary>The entry points of <see cref="MessagePackSerializer"/>: every overload carries the same bytes.</summary>
    public class SerializerApiTests
    {
        // [1L, "a", [true, nil]] written by hand from the spec: fixarray(3), int64 1 (a boxed long keeps its width, as
        // in MessagePack-CSharp), fixstr(1) "a", fixarray(2) true nil.
        private static readonly byte[] KnownArray = { 0x93, 0xD3, 0, 0, 0, 0, 0, 0, 0, 0x01, 0xA1, 0x61, 0x92, 0xC3, 0xC0 };

        private static object?[] KnownValue => new object?[] { 1L, "a", new object?[] { true, null } };

        [Fact]
        public void Serialize_ToByteArray_WritesSpecBytes()
        {
            Assert.Equal(KnownArray, MessagePackSerializer.Serialize(KnownValue));
        }

        [Fact]
        public void Serialize_ToBufferWriter_MatchesByteArray()
        {
            var writer = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(writer, KnownValue);
            Assert.Equal(KnownArray, writer.WrittenSpan.ToArray());
        }

        [Fact]
        public void Serialize_ToStream_MatchesByteArray()
        {
            using var stream = new MemoryStream();
            MessagePackSerializer.Serialize(stream, KnownValue);
            Assert.Equal(KnownArray, stream.ToArray());
        }

        [Fact]
        public async Task SerializeAsync_ToStream_MatchesByteArray()
        {
            using var stream = new MemoryStream();
            await MessagePackSerializer.SerializeAsync(stream, KnownValue);
            Assert.Equal(KnownArray, stream.ToArray());
        }

        [Fact]
        public void Deserialize_WithBytesRead_ReportsLengthOfFirstValue()
        {
            byte[] twoValues = { 0xCD, 0x01, 0x00, 0x05 }; // 256 then 5
            int value = MessagePackSerializer.Deserialize<int>(twoValues, out int bytesRead);
            Assert.Equal(256, value);
            Assert.Equal(3, bytesRead);
        }

        [Fact]
        public void Deserialize_FromMultiSegmentSequence_MatchesContiguous()
        {
            ReadOnlySequence<byte> split = TestSequences.Split(KnownArray, segmentLength: 1, emptySegmentsBetween: true);
            object?[] value = MessagePackSerializer.Deserialize<object?[]>(split);
            Assert.Equal(1L, Assert.IsType<long>(value[0]));
            Assert.Equal("a", value[1]);
            Assert.Equal(new object?[] { true, null }, (object?[])value[2]!);
        }

        [Fact]
        public void Deserialize_FromSeekableStream_LeavesPositionAfterEachValue()
        {
            using var stream = new MemoryStream(new byte[] { 0x01, 0xA2, 0x68, 0x69, 0xC3 });
            Assert.Equal(1, MessagePackSerializer.Deserialize<int>(stream));
            Assert.Equal(1, stream.Position);
            Assert.Equal("hi", MessagePackSerializer.Deserialize<string>(stream));
            Assert.Equal(4, stream.Position);
            Assert.True(MessagePackSerializer.Deserialize<bool>(stream));
        }

        [Fact]
        public async Task DeserializeAsync_FromStream_ReadsValue()
        {
            using var stream = new MemoryStream(KnownArray);
            object?[] value = await MessagePackSerializer.DeserializeAsync<object?[]>(stream);
            Assert.Equal(3, value.Length);
            Assert.Equal(KnownArray.Length, stream.Position);
        }

        [Fact]
        public void Deserialize_FromNonSeekableStreamLargerThanOneSegment_ReadsWholeValue()
        {
            var payload = new byte[200_000];
            new Random(7).NextBytes(payload);
            byte[] bytes = MessagePackSerializer.Serialize(payload);
            using var stream = new ForwardOnlyStream(bytes);
            Assert.Equal(payload, MessagePackSerializer.Deserialize<byte[]>(stream));
        }

        [Fact]
        public void NonGeneric_Overloads_RoundTrip()
        {
            byte[] bytes = MessagePackSerializer.Serialize(typeof(List<int>), new List<int> { 1, 2, 300 });
            Assert.Equal(new byte[] { 0x93, 0x01, 0x02, 0xCD, 0x01, 0x2C }, bytes);
            object? back = MessagePackSerializer.Deserialize(typeof(List<int>), bytes);
            Assert.Equal(new List<int> { 1, 2, 300 }, Assert.IsType<List<int>>(back));

            using var stream = new MemoryStream();
            MessagePackSerializer.Serialize(stream, typeof(string), "x");
            stream.Position = 0;
            Assert.Equal("x", MessagePackSerializer.Deserialize(typeof(string), stream));
        }

        [Fact]
        public void NonGeneric_WrongValueType_ThrowsArgumentException()
        {
            Assert.Throws<ArgumentException>(() => MessagePackSerializer.Serialize(typeof(int), "not an int"));
            Assert.Throws<ArgumentNullException>(() => MessagePackSerializer.Serialize(typeof(int), (object?)null));
        }

        [Fact]
        public void Deserialize_TruncatedInput_ThrowsNamingTypeAndOffset()
        {
            byte[] truncated = { 0x92, 0x01 }; // an array of 2 holding only one element
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<int[]>(truncated));
            Assert.Contains("System.Int32[]", ex.Message);
            Assert.Contains("byte offset 0 declares 2 elements", ex.Message);
        }

        [Fact]
        public void Deserialize_WrongType_ThrowsNamingType()
        {
            byte[] aString = { 0xA1, 0x61 };
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<int>(aString));
            Assert.Contains("System.Int32", ex.Message);
        }

        [Fact]
        public void Deserialize_DeeperThanLimit_Throws()
        {
            // 600 nested one-element arrays around a nil; the default limit is 500.
            var bytes = new byte[601];
            bytes.AsSpan(0, 600).Fill(0x91);
            bytes[600] = 0xC0;
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(bytes));
            Assert.Contains("depth", ex.Message);

            var lenient = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(1000));
            Assert.NotNull(MessagePackSerializer.Deserialize<object>(bytes, lenient));
        }

        [Fact]
        public void Serialize_CyclicGraph_ThrowsInsteadOfOverflowingStack()
        {
            var list = new List<object>();
            list.Add(list);
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize<object>(list));
            Assert.Contains("depth", ex.Message);
        }

        [Fact]
        public void ConvertToJson_RendersEveryFamily()
        {
            var value = new Dictionary<object, object?>
            {
                ["s"] = "q\"\n",
                ["n"] = -5L,
                ["f"] = 1.5,
                ["b"] = new byte[] { 1, 2, 3 },
                ["a"] = new object?[] { true, null },
                [7L] = new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc),
            };
            string json = MessagePackSerializer.ConvertToJson(MessagePackSerializer.Serialize<object>(value));
            Assert.Equal("{\"s\":\"q\\\"\\n\",\"n\":-5,\"f\":1.5,\"b\":\"AQID\",\"a\":[true,null],\"7\":\"2020-01-02T03:04:05.0000000Z\"}", json);
        }

        [Fact]
        public void SerializeToJson_ShowsValue()
        {
            Assert.Equal("[1,2,3]", MessagePackSerializer.SerializeToJson(new[] { 1, 2, 3 }));
        }

        [Fact]
        public void DefaultOptions_IsUsedWhenNoneGiven_AndRejectsNull()
        {
            Assert.Same(MessagePackSerializerOptions.Standard, MessagePackSerializer.DefaultOptions);
            Assert.Throws<ArgumentNullException>(() => MessagePackSerializer.DefaultOptions = null!);
        }

        [Fact]
        public void Options_WithMethods_ReturnChangedCopies()
        {
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard;
            MessagePackSerializerOptions changed = standard.WithOldSpec().WithCompressionMinLength(128);
            Assert.Null(standard.OldSpec);
            Assert.True(changed.OldSpec);
            Assert.Equal(64, standard.CompressionMinLength);
            Assert.Equal(128, changed.CompressionMinLength);
            Assert.Same(standard, standard.WithOldSpec(null));
            Assert.False(standard.WithOldSpec(false).OldSpec);
            Assert.Throws<ArgumentOutOfRangeException>(() => standard.WithCompressionMinLength(0));
            Assert.Throws<ArgumentOutOfRangeException>(() => standard.WithCompression((MessagePackCompression)9));
        }

        [Fact]
        public void OldSpecOption_WritesBytesAsString()
        {
            byte[] bytes = MessagePackSerializer.Serialize(new byte[] { 0x41 }, MessagePackSerializerOptions.Standard.WithOldSpec());
            Assert.Equal(new byte[] { 0xA1, 0x41 }, bytes);
        }

        private sealed class ForwardOnlyStream : MemoryStream
        {
            public ForwardOnlyStream(byte[] bytes)
                : base(bytes)
            {
            }

            public override bool CanSeek => false;
        }
    }
}
