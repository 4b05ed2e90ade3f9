using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using BlockPack.Resolvers;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// Trained dictionaries: training, saving and loading, the id the framing carries, several registered dictionaries,
    /// the clear failure without one, and small messages compressed below the plain threshold only when that pays.
    /// </summary>
    public sealed class ZstdDictionaryTests
    {
        private static readonly MessagePackSerializerOptions Standard = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);

        private static readonly Lazy<ZstdDictionary> Trained = new Lazy<ZstdDictionary>(() => ZstdDictionary.Train(Orders(2_000, seed: 1), Standard));

        [Fact]
        public void A_trained_dictionary_has_a_non_zero_id_and_survives_save_and_load()
        {
            ZstdDictionary dictionary = Trained.Value;
            Assert.NotEqual(0u, dictionary.Id);
            Assert.InRange(dictionary.Length, 256, ZstdDictionary.DefaultMaxLength);

            byte[] saved = dictionary.ToArray();
            Assert.Equal(new byte[] { 0x37, 0xA4, 0x30, 0xEC }, saved.AsSpan(0, 4).ToArray());
            Assert.Equal(dictionary.Id, BitConverter.ToUInt32(saved, 4));

            using MemoryStream stream = new MemoryStream();
            dictionary.Save(stream);
            stream.Position = 0;
            ZstdDictionary loaded = ZstdDictionary.Load(stream);
            Assert.Equal(dictionary.Id, loaded.Id);
            Assert.Equal(saved, loaded.ToArray());

            // A payload written with the original reads with the loaded copy: same id, same bytes.
            ZstdSampleOrder order = Orders(1, seed: 99)[0];
            byte[] payload = MessagePackSerializer.Serialize(order, Standard.WithZstdDictionary(dictionary));
            ZstdSampleOrder back = MessagePackSerializer.Deserialize<ZstdSampleOrder>(payload, Standard.WithZstdDictionary(loaded));
            Assert.Equal(order.Email, back.Email);
            Assert.Equal(PlainBytes(order), PlainBytes(back));
        }

        [Fact]
        public void Small_messages_compress_well_with_the_dictionary_and_not_without()
        {
            // These orders are harsh on purpose: random ids, e-mail numbers, timestamps and prices (8 random bytes each)
            // leave about half of each message incompressible. The 0.5 × plain goal is measured on the benchmark records
            // (docs/performance.md); here the dictionary must cut the bytes by a third, where Zstandard alone cannot.
            MessagePackSerializerOptions plainOptions = Standard.WithCompression(MessagePackCompression.None);
            MessagePackSerializerOptions options = Standard.WithZstdDictionary(Trained.Value);
            long plainTotal = 0;
            long framedTotal = 0;
            foreach (ZstdSampleOrder order in Orders(500, seed: 2))
            {
                byte[] plain = MessagePackSerializer.Serialize(order, plainOptions);
                byte[] framed = MessagePackSerializer.Serialize(order, options);
                Assert.InRange(plain.Length, 50, 500);
                plainTotal += plain.Length;
                framedTotal += framed.Length;
                Assert.Equal(plain, MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<ZstdSampleOrder>(framed, options), plainOptions));
            }

            Assert.True(framedTotal * 3 <= plainTotal * 2, $"{framedTotal} framed bytes for {plainTotal} plain bytes");

            // Without the dictionary every one of them stays plain: Zstandard alone does not shrink a 100-byte message.
            MessagePackSerializerOptions noDictionary = Standard.WithCompressionMinLength(1).WithMinimumCompressionSavings(0.01);
            Assert.All(Orders(50, seed: 2), order => Assert.Equal(MessagePackSerializer.Serialize(order, plainOptions), MessagePackSerializer.Serialize(order, noDictionary)));
        }

        [Fact]
        public void The_framing_carries_the_dictionary_id()
        {
            ZstdSampleOrder order = Orders(1, seed: 3)[0];
            byte[] payload = MessagePackSerializer.Serialize(order, Standard.WithZstdDictionary(Trained.Value));
            ZstdFramesTests.ParsedHeader header = ZstdFramesTests.ParsedHeader.Parse(payload);
            Assert.Equal(93, header.TypeCode);
            Assert.Equal(Trained.Value.Id, header.DictionaryId);
        }

        [Fact]
        public void A_reader_without_the_dictionary_fails_naming_its_id()
        {
            byte[] payload = MessagePackSerializer.Serialize(Orders(1, seed: 4)[0], Standard.WithZstdDictionary(Trained.Value));
            MessagePackSerializationException none = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ZstdSampleOrder>(payload, Standard));
            Assert.Contains(Trained.Value.Id.ToString(System.Globalization.CultureInfo.InvariantCulture), none.ToString(), StringComparison.Ordinal);
            Assert.Contains("no Zstandard dictionary is registered", none.ToString(), StringComparison.Ordinal);

            ZstdDictionary other = ZstdDictionary.Train(Orders(2_000, seed: 5), Standard, maxLength: 2_048);
            MessagePackSerializationException wrong = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ZstdSampleOrder>(payload, Standard.WithZstdDictionary(other)));
            Assert.Contains($"0x{Trained.Value.Id:X8}", wrong.ToString(), StringComparison.Ordinal);
        }

        [Fact]
        public void A_reader_with_several_dictionaries_picks_the_one_the_payload_names()
        {
            ZstdDictionary second = ZstdDictionary.Train(Orders(2_000, seed: 6), Standard, maxLength: 4_096);
            Assert.NotEqual(Trained.Value.Id, second.Id);
            ZstdSampleOrder order = Orders(1, seed: 7)[0];
            byte[] first = MessagePackSerializer.Serialize(order, Standard.WithZstdDictionary(Trained.Value));
            byte[] other = MessagePackSerializer.Serialize(order, Standard.WithZstdDictionary(second));
            Assert.NotEqual(first, other);

            MessagePackSerializerOptions reader = Standard.WithZstdDictionary(second).WithZstdReadDictionaries(Trained.Value);
            Assert.Equal(2, reader.ZstdReadDictionaries.Count);
            Assert.Equal(order.Email, MessagePackSerializer.Deserialize<ZstdSampleOrder>(first, reader).Email);
            Assert.Equal(order.Email, MessagePackSerializer.Deserialize<ZstdSampleOrder>(other, reader).Email);
            Assert.Equal(PlainBytes(order), PlainBytes(MessagePackSerializer.Deserialize<ZstdSampleOrder>(first, reader)));
            Assert.Equal(PlainBytes(order), PlainBytes(MessagePackSerializer.Deserialize<ZstdSampleOrder>(other, reader)));
        }

        [Fact]
        public void Two_different_dictionaries_with_one_id_are_refused()
        {
            byte[] bytes = Trained.Value.ToArray();
            ZstdDictionary same = ZstdDictionary.Load(bytes);
            Assert.Same(Standard.WithZstdDictionary(Trained.Value).WithZstdReadDictionaries(same).ZstdReadDictionaries[0], Trained.Value);

            ZstdDictionary impostor = ZstdDictionary.Load(new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9 }, Trained.Value.Id);
            Assert.Throws<ArgumentException>(() => Standard.WithZstdDictionary(Trained.Value).WithZstdReadDictionaries(impostor));
        }

        [Fact]
        public void A_short_message_the_dictionary_cannot_shrink_stays_plain()
        {
            byte[] noise = new byte[40];
            new Random(8).NextBytes(noise);
            MessagePackSerializerOptions options = Standard.WithZstdDictionary(Trained.Value);
            byte[] payload = MessagePackSerializer.Serialize(noise, options);
            Assert.Equal(MessagePackSerializer.Serialize(noise, MessagePackSerializerOptions.Standard), payload);
            Assert.Equal(noise, MessagePackSerializer.Deserialize<byte[]>(payload, options));
        }

        [Fact]
        public void A_short_message_that_saves_less_than_MinimumCompressionSavings_stays_plain()
        {
            ZstdSampleOrder order = Orders(1, seed: 9)[0];
            byte[] plain = MessagePackSerializer.Serialize(order, MessagePackSerializerOptions.Standard);
            MessagePackSerializerOptions options = Standard.WithZstdDictionary(Trained.Value);
            int framed = MessagePackSerializer.Serialize(order, options).Length;
            Assert.True(framed < plain.Length);

            // Asking for more savings than the dictionary gives keeps it plain; asking for less keeps it framed.
            double saved = 1 - ((double)framed / plain.Length);
            Assert.Equal(plain, MessagePackSerializer.Serialize(order, options.WithMinimumCompressionSavings(Math.Min(1, saved + 0.01))));
            Assert.Equal(framed, MessagePackSerializer.Serialize(order, options.WithMinimumCompressionSavings(saved - 0.01)).Length);

            // The same through an IBufferWriter.
            System.Buffers.ArrayBufferWriter<byte> output = new System.Buffers.ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(output, order, options.WithMinimumCompressionSavings(Math.Min(1, saved + 0.01)));
            Assert.Equal(plain, output.WrittenSpan.ToArray());
        }

        [Fact]
        public void Large_values_with_a_dictionary_round_trip_in_the_checked_form()
        {
            List<ZstdSampleOrder> orders = Orders(5_000, seed: 10);
            MessagePackSerializerOptions options = Standard.WithZstdDictionary(Trained.Value).WithBlockChecksums(true);
            byte[] payload = MessagePackSerializer.Serialize(orders, options);
            ZstdFramesTests.ParsedHeader header = ZstdFramesTests.ParsedHeader.Parse(payload);
            Assert.Equal(92, header.TypeCode);
            Assert.Equal(Trained.Value.Id, header.DictionaryId);
            List<ZstdSampleOrder> back = MessagePackSerializer.Deserialize<List<ZstdSampleOrder>>(payload, options);
            Assert.Equal(orders.Select(o => o.Email), back.Select(o => o.Email));
            Assert.Equal(PlainBytes(orders), PlainBytes(back));
        }

        [Fact]
        public void Training_from_too_few_samples_fails_with_Zstandards_reason()
        {
            ArgumentException failure = Assert.Throws<ArgumentException>(() => ZstdDictionary.Train(new[] { new ReadOnlyMemory<byte>(new byte[] { 1, 2, 3 }) }));
            Assert.Contains("could not train", failure.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Loading_bytes_that_are_not_a_dictionary_fails()
        {
            Assert.Throws<ArgumentException>(() => ZstdDictionary.Load(new byte[] { 1, 2, 3, 4, 5, 6, 7, 8 }));
            Assert.Throws<ArgumentException>(() => ZstdDictionary.Load(ReadOnlySpan<byte>.Empty, 7));
            Assert.Throws<ArgumentOutOfRangeException>(() => ZstdDictionary.Load(new byte[] { 1 }, 0));
        }

        [Fact]
        public void A_raw_content_dictionary_under_an_explicit_id_round_trips()
        {
            byte[] content = MessagePackSerializer.Serialize(Orders(20, seed: 11), MessagePackSerializerOptions.Standard);
            ZstdDictionary raw = ZstdDictionary.Load(content, 12_345);
            MessagePackSerializerOptions options = Standard.WithZstdDictionary(raw);
            ZstdSampleOrder order = Orders(1, seed: 12)[0];
            byte[] payload = MessagePackSerializer.Serialize(order, options);
            Assert.Equal(order.Customer, MessagePackSerializer.Deserialize<ZstdSampleOrder>(payload, options).Customer);
            Assert.Equal(PlainBytes(order), PlainBytes(MessagePackSerializer.Deserialize<ZstdSampleOrder>(payload, options)));

            // The dictionary was used: the payload is a ZstdBlockArray naming id 12,345, smaller than the same order
            // compressed without it, and unreadable without it.
            ZstdFramesTests.ParsedHeader header = ZstdFramesTests.ParsedHeader.Parse(payload);
            Assert.Equal(93, header.TypeCode);
            Assert.Equal(12_345u, header.DictionaryId);
            byte[] withoutDictionary = MessagePackSerializer.Serialize(order, Standard.WithCompressionMinLength(1).WithMinimumCompressionSavings(0.01));
            Assert.True(payload.Length < withoutDictionary.Length, $"{payload.Length} bytes with the dictionary, {withoutDictionary.Length} without");
            MessagePackSerializationException missing = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ZstdSampleOrder>(payload, Standard));
            Assert.Contains("12345", missing.ToString(), StringComparison.Ordinal);
        }

        /// <summary>A value's plain msgpack: equal bytes mean every member came back, not only the one a test names.</summary>
        private static byte[] PlainBytes<T>(T value) => MessagePackSerializer.Serialize(value, MessagePackSerializerOptions.Standard);
    }
}
