using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Interop.Tests.Models;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>Lz4Block and Lz4BlockArray payloads written by either library and read by the other.</summary>
    public class CompressionInteropTests
    {
        [Theory]
        [InlineData(1)]
        [InlineData(10)]
        [InlineData(1_000)]
        [InlineData(100_000)]
        public void Int_key_record_lists(int count)
        {
            List<IntKeyRecord> records = Records.IntKeyed(count);
            CompressedInterop.AssertBothDirections(records);
        }

        [Theory]
        [InlineData(1)]
        [InlineData(10)]
        [InlineData(1_000)]
        [InlineData(100_000)]
        public void String_key_record_lists(int count)
        {
            List<StringKeyRecord> records = Records.StringKeyed(count);
            CompressedInterop.AssertBothDirections(records);
        }

        [Fact]
        public void BlockPack_writes_with_its_native_encoder_and_the_real_library_reads_it()
        {
            // Where the native library loads (here it does), every BlockPack-written payload in these tests comes from
            // the native encoder; this pins that, so the other cases keep covering it.
            Assert.True(B.Lz4Encoding.IsNative, B.Lz4Encoding.Description);
            CompressedInterop.AssertBothDirections(Records.StringKeyed(20_000));
        }

        [Fact]
        public void Strings_over_a_megabyte()
        {
            var random = new Random(1);
            const string Alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 äöüßéñ漢字😀";
            char[] text = new char[1_500_000];
            for (int i = 0; i < text.Length; i++)
            {
                text[i] = Alphabet[random.Next(Alphabet.Length - 2)];
            }

            CompressedInterop.AssertBothDirections(new string(text));
            CompressedInterop.AssertBothDirections(new string('x', 1_500_000));
            CompressedInterop.AssertBothDirections(string.Concat(Enumerable.Repeat("😀漢", 400_000)));
        }

        [Fact]
        public void Byte_arrays_over_a_megabyte()
        {
            byte[] random = new byte[1_500_000];
            new Random(2).NextBytes(random);
            CompressedInterop.AssertBothDirections(random);
            CompressedInterop.AssertBothDirections(Enumerable.Repeat((byte)0x5A, 1_500_000).ToArray());
        }

        [Fact]
        public void Values_of_60_to_70_bytes_around_the_threshold()
        {
            var random = new Random(3);
            for (int size = 60; size <= 70; size++)
            {
                // str8 and bin8 headers are two bytes, so these payloads serialize to exactly `size` bytes.
                byte[] payload = new byte[size - 2];
                random.NextBytes(payload);
                Assert.Equal(size, Peers.ReferenceWrite(payload).Length);
                Assert.Equal(size < 64 ? "plain" : "Lz4Block", Framing.Describe(Peers.BlockPackWrite(payload, B.MessagePackCompression.Lz4Block)));
                CompressedInterop.AssertBothDirections(payload);

                string text = new string('q', size - 2);
                Assert.Equal(size, Peers.ReferenceWrite(text).Length);
                CompressedInterop.AssertBothDirections(text);
            }
        }

        [Fact]
        public void Top_level_primitives()
        {
            CompressedInterop.AssertBothDirections(0);
            CompressedInterop.AssertBothDirections(int.MinValue);
            CompressedInterop.AssertBothDirections(long.MaxValue);
            CompressedInterop.AssertBothDirections(ulong.MaxValue);
            CompressedInterop.AssertBothDirections(-0.0);
            CompressedInterop.AssertBothDirections(float.NaN);
            CompressedInterop.AssertBothDirections(true);
            CompressedInterop.AssertBothDirections((string?)null);
            CompressedInterop.AssertBothDirections("short");
            CompressedInterop.AssertBothDirections('ß');
            CompressedInterop.AssertBothDirections(1.25m);
            CompressedInterop.AssertBothDirections(new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Utc));
            CompressedInterop.AssertBothDirections(Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e"));
            CompressedInterop.AssertBothDirections(new byte[] { 1, 2, 3 });
        }
    }
}
