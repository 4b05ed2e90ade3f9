using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// Compressed messages are single MessagePack values (ext 99, or an array led by ext 98), so the reader returns
    /// each whole, plain and compressed ones mixed in one stream.
    /// </summary>
    public class CompressedMessageTests
    {
        [Fact]
        public async Task Lz4Block_messages_come_back_whole()
        {
            await AssertRoundTrip(new[] { Lz4Block, Lz4Block, Lz4Block }, chunked: false);
        }

        [Fact]
        public async Task Lz4BlockArray_messages_come_back_whole()
        {
            await AssertRoundTrip(new[] { Lz4BlockArray, Lz4BlockArray, Lz4BlockArray }, chunked: false);
        }

        [Fact]
        public async Task Plain_and_both_compressed_forms_mixed_and_split_into_small_reads()
        {
            await AssertRoundTrip(new[] { Lz4BlockArray, MessagePackSerializerOptions.Standard, Lz4Block, Lz4BlockArray, MessagePackSerializerOptions.Standard }, chunked: true);
        }

        [Fact]
        public async Task Checked_framings_mixed_with_the_others_and_split_into_small_reads()
        {
            // Ext 96 and the array led by ext 97 (BlockChecksums) are single values too; the third message (900 words)
            // is framed, the first (3 words) is short enough to stay plain.
            await AssertRoundTrip(new[] { Lz4BlockArray.WithBlockChecksums(), Lz4Block.WithBlockChecksums(), Lz4BlockArray.WithBlockChecksums(), Lz4Block, Lz4BlockArray.WithBlockChecksums() }, chunked: true);
        }

        [Fact]
        public async Task A_compressed_message_keeps_its_framing()
        {
            byte[] array = MessagePackSerializer.Serialize(Words(50_000, seed: 1), Lz4BlockArray);
            byte[] block = MessagePackSerializer.Serialize(Words(1000, seed: 2), Lz4Block);
            using var reader = new MessagePackStreamReader(new MemoryStream(Concat(new[] { array, block })));

            // Lz4BlockArray: an array whose first item is ext 98 holding the blocks' lengths; 50,000 words make several blocks.
            ReadOnlySequence<byte> first = (await reader.ReadAsync(default))!.Value;
            var header = new MessagePackReader(first);
            Assert.True(header.ReadArrayHeader() > 2);
            Assert.Equal((sbyte)98, header.ReadExtensionFormatHeader().TypeCode);
            Assert.Equal(array, first.ToArray());

            // Lz4Block: one ext 99.
            ReadOnlySequence<byte> second = (await reader.ReadAsync(default))!.Value;
            Assert.Equal((sbyte)99, new MessagePackReader(second).ReadExtensionFormatHeader().TypeCode);
            Assert.Equal(block, second.ToArray());
        }

        private static async Task AssertRoundTrip(MessagePackSerializerOptions[] optionsPerMessage, bool chunked)
        {
            var values = new List<List<string>>();
            var messages = new List<byte[]>();
            for (int i = 0; i < optionsPerMessage.Length; i++)
            {
                // Sizes from a few bytes to several 64 KB blocks of plain data.
                List<string> words = Words(i switch { 0 => 3, 1 => 40_000, 2 => 900, _ => 15_000 }, seed: 10 + i);
                values.Add(words);
                messages.Add(MessagePackSerializer.Serialize(words, optionsPerMessage[i]));
            }

            byte[] data = Concat(messages);
            Stream stream = chunked ? ChunkedReadStream.RandomChunks(data, seed: 11, maximum: 3000) : new MemoryStream(data);
            using var reader = new MessagePackStreamReader(stream);
            for (int i = 0; i < messages.Count; i++)
            {
                ReadOnlySequence<byte> message = (await reader.ReadAsync(default))!.Value;
                Assert.Equal(messages[i], message.ToArray());
                Assert.Equal(values[i], MessagePackSerializer.Deserialize<List<string>>(message, optionsPerMessage[i]));
            }

            Assert.Null(await reader.ReadAsync(default));
        }
    }
}
