using System;
using System.IO;
using System.Buffers;
using System.Text;

namespace BlockPack.Tests.Reader
{
    public class MalformedInputTests
    {
        [Fact]
        public void The_nested_payload_reads_as_expected()
        {
            Assert.Equal(ValueDump.NestedPayloadDump, ValueDump.ReadAll(new ReadOnlySequence<byte>(Hex.Parse(ValueDump.NestedPayload))));
        }

        [Fact]
        public void Every_truncation_of_a_nested_payload_is_rejected_by_reading_and_skipping()
        {
            byte[] payload = Hex.Parse(ValueDump.NestedPayload);
            for (int length = 0; length < payload.Length; length++)
            {
                byte[] truncated = payload.AsSpan(0, length).ToArray();
                foreach (Layout layout in TestSequences.AllLayouts)
                {
                    ReadOnlySequence<byte> input = TestSequences.Create(truncated, layout);
                    var ex = Assert.Throws<EndOfStreamException>(() =>
                    {
                        var reader = new MessagePackReader(input);
                        ValueDump.ReadValue(ref reader, new StringBuilder());
                    });
                    Assert.True(
                        ex.Message.StartsWith("Unexpected end of MessagePack data at byte offset", StringComparison.Ordinal) || ex.Message.EndsWith("the data is truncated or corrupt.", StringComparison.Ordinal),
                        ex.Message);

                    Assert.Throws<EndOfStreamException>(() => new MessagePackReader(input).Skip());
                    Assert.Throws<EndOfStreamException>(() => new MessagePackReader(input).ReadRaw());

                    var trier = new MessagePackReader(input);
                    Assert.False(trier.TrySkip(), $"TrySkip succeeded on {length} bytes in {layout}");
                    Assert.Equal(0, trier.Consumed);
                }
            }
        }

        /// <summary>
        /// Replaces each byte of the payload with each of the 256 possible values. Whatever the result means, reading
        /// and skipping must either succeed or throw one of the reader's documented exceptions (as MessagePack-CSharp's:
        /// <see cref="MessagePackSerializationException"/>, <see cref="EndOfStreamException"/> for truncation,
        /// <see cref="OverflowException"/> for a value that does not fit); and when a typed read succeeds, skipping the
        /// same input must cover exactly the same bytes.
        /// </summary>
        [Fact]
        public void Corrupting_any_byte_never_yields_another_exception_type()
        {
            byte[] payload = Hex.Parse(ValueDump.NestedPayload);
            int succeeded = 0;
            int rejected = 0;
            foreach (Layout layout in new[] { Layout.Contiguous, Layout.OneByteSegments })
            {
                for (int position = 0; position < payload.Length; position++)
                {
                    for (int value = 0; value <= 0xff; value++)
                    {
                        byte[] corrupt = (byte[])payload.Clone();
                        corrupt[position] = (byte)value;
                        ReadOnlySequence<byte> input = TestSequences.Create(corrupt, layout);

                        long readLength = -1;
                        try
                        {
                            var reader = new MessagePackReader(input);
                            ValueDump.ReadValue(ref reader, new StringBuilder());
                            readLength = reader.Consumed;
                            succeeded++;
                        }
                        catch (Exception ex) when (IsReaderException(ex))
                        {
                            rejected++;
                        }

                        try
                        {
                            var skipper = new MessagePackReader(input);
                            skipper.Skip();
                            if (readLength >= 0)
                            {
                                Assert.Equal(readLength, skipper.Consumed);
                            }
                        }
                        catch (Exception ex) when (IsReaderException(ex))
                        {
                            Assert.True(readLength < 0, $"Skip failed where reading succeeded: byte {position} = 0x{value:x2} in {layout}");
                        }
                    }
                }
            }

            // Both outcomes must actually occur, or the test proves nothing.
            Assert.True(succeeded > 1000, $"{succeeded} corrupted inputs read successfully");
            Assert.True(rejected > 1000, $"{rejected} corrupted inputs were rejected");
        }

        [Fact]
        public void The_never_used_code_in_place_of_any_value_is_rejected_with_its_offset()
        {
            // Offsets in NestedPayload where a value (or key) starts.
            int[] valueOffsets = { 0, 1, 5, 6, 7, 9, 18, 22, 23, 29 };
            byte[] payload = Hex.Parse(ValueDump.NestedPayload);
            foreach (int offset in valueOffsets)
            {
                byte[] corrupt = (byte[])payload.Clone();
                corrupt[offset] = MessagePackCode.NeverUsed;
                foreach (Layout layout in TestSequences.AllLayouts)
                {
                    ReadOnlySequence<byte> input = TestSequences.Create(corrupt, layout);
                    var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(input).Skip());
                    Assert.Contains($"0xc1 (never used (0xc1)) at byte offset {offset}", ex.Message, StringComparison.Ordinal);
                    var readEx = Assert.Throws<MessagePackSerializationException>(() =>
                    {
                        var reader = new MessagePackReader(input);
                        ValueDump.ReadValue(ref reader, new StringBuilder());
                    });
                    Assert.Contains($"0xc1 (never used (0xc1)) at byte offset {offset}", readEx.Message, StringComparison.Ordinal);
                }
            }
        }

        private static bool IsReaderException(Exception ex) =>
            ex is MessagePackSerializationException or EndOfStreamException or OverflowException;
    }
}
