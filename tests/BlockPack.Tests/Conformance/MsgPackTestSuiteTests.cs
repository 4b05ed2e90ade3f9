using System;
using System.Buffers;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.Json;
using BlockPack.Tests.Reader;
using Xunit.Abstractions;

namespace BlockPack.Tests.Conformance
{
    /// <summary>
    /// The kawanet msgpack-test-suite (85 values, 233 encodings): every listed encoding must decode to its value, and
    /// the writer must produce the listed encodings.
    /// </summary>
    public class MsgPackTestSuiteTests
    {
        private const int ExpectedCases = 85;
        private const int ExpectedEncodings = 233;
        private const long UnixEpochTicks = 621_355_968_000_000_000;

        private readonly ITestOutputHelper output;

        public MsgPackTestSuiteTests(ITestOutputHelper output)
        {
            this.output = output;
        }

        [Fact]
        public void Every_listed_encoding_decodes_to_its_value()
        {
            IReadOnlyList<MsgPackTestCase> cases = MsgPackTestSuite.Cases;
            Assert.Equal(ExpectedCases, cases.Count);

            int decoded = 0;
            int rejectedTimestamps = 0;
            foreach (MsgPackTestCase testCase in cases)
            {
                foreach (byte[] encoding in testCase.Encodings)
                {
                    string context = $"{testCase} from {Hex.Format(encoding)}";

                    // Contiguous, and every byte in its own segment.
                    foreach (Layout layout in new[] { Layout.Contiguous, Layout.OneByteSegments })
                    {
                        var reader = new MessagePackReader(TestSequences.Create(encoding, layout));
                        if (testCase.Kind == "timestamp" && !this.CheckTimestamp(ref reader, testCase.Value, encoding, layout == Layout.Contiguous, context))
                        {
                            rejectedTimestamps += layout == Layout.Contiguous ? 1 : 0;
                        }
                        else if (testCase.Kind != "timestamp")
                        {
                            CheckTopLevel(ref reader, testCase, context);
                        }

                        Assert.True(reader.End, $"{context}: {reader.Consumed} of {encoding.Length} bytes read");
                    }

                    decoded++;
                }
            }

            string summary = $"msgpack-test-suite: {decoded} encodings decoded (of {cases.Count} values), {rejectedTimestamps} out-of-range timestamps rejected by ReadDateTime; file {MsgPackTestSuite.FilePath}";
            this.output.WriteLine(summary);
            Assert.Equal(ExpectedEncodings, decoded);
            Assert.Equal(1, rejectedTimestamps); // [-62167219200, 0] is 0000-01-01, a year before DateTime.MinValue
        }

        [Fact]
        public void The_writer_produces_the_most_compact_listed_encoding()
        {
            IReadOnlyList<MsgPackTestCase> cases = MsgPackTestSuite.Cases;
            int encodedFirst = 0;
            int encodedAlternative = 0;
            foreach (MsgPackTestCase testCase in cases)
            {
                byte[] first = testCase.Encodings[0];
                byte[] written = Encode(testCase);
                if (written.AsSpan().SequenceEqual(first))
                {
                    encodedFirst++;
                    continue;
                }

                // The suite's order is most-compact first, but ties are listed in no particular order; an encoder
                // "must produce one of the listed encodings", and a writer that picks one as short as the first one
                // loses nothing.
                Assert.True(
                    testCase.Encodings.Any(e => e.AsSpan().SequenceEqual(written)) && written.Length == first.Length,
                    $"{testCase}: wrote {Hex.Format(written)}, expected {Hex.Format(first)} or another listed encoding of the same length");
                this.output.WriteLine($"equally compact alternative: {testCase}: wrote {Hex.Format(written)}, listed first {Hex.Format(first)}");
                encodedAlternative++;
            }

            this.output.WriteLine(
                $"msgpack-test-suite: {encodedFirst + encodedAlternative} values encoded ({encodedFirst} as the first listed encoding, " +
                $"{encodedAlternative} as an equally compact listed alternative), timestamps through WriteTimestamp and, where DateTime holds them, Write(DateTime)");
            Assert.Equal(ExpectedCases, encodedFirst + encodedAlternative);

            Assert.Equal(1, encodedAlternative); // 9223372036854775807: uint64 (as written) and int64 (listed first) are both 9 bytes
        }

        private static void CheckTopLevel(ref MessagePackReader reader, MsgPackTestCase testCase, string context)
        {
            switch (testCase.Kind)
            {
                case "binary":
                    Assert.Equal(MessagePackType.Binary, reader.NextMessagePackType);
                    ReadOnlySequence<byte>? bytes = reader.ReadBytes();
                    Assert.True(bytes.HasValue, context);
                    Assert.Equal(MsgPackTestSuite.ParseEncoding(testCase.Value.GetString()!), bytes.Value.ToArray());
                    break;
                case "bignum":
                    CheckBignum(ref reader, testCase, context);
                    break;
                case "ext":
                    sbyte type = checked((sbyte)testCase.Value[0].GetInt32());
                    byte[] data = MsgPackTestSuite.ParseEncoding(testCase.Value[1].GetString()!);
                    ExtensionResult extension = reader.ReadExtensionFormat();
                    Assert.Equal(type, extension.TypeCode);
                    Assert.Equal(data, extension.Data.ToArray());
                    break;
                default:
                    CheckJsonValue(ref reader, testCase.Value, context);
                    break;
            }
        }

        /// <summary>Checks a value written as plain JSON: null, booleans, numbers, strings, arrays and string-keyed maps.</summary>
        private static void CheckJsonValue(ref MessagePackReader reader, JsonElement expected, string context)
        {
            switch (expected.ValueKind)
            {
                case JsonValueKind.Null:
                    Assert.True(reader.IsNil, context);
                    reader.ReadNil();
                    break;
                case JsonValueKind.True:
                case JsonValueKind.False:
                    Assert.Equal(expected.GetBoolean(), reader.ReadBoolean());
                    break;
                case JsonValueKind.String:
                    Assert.Equal(expected.GetString(), reader.ReadString());
                    break;
                case JsonValueKind.Number:
                    CheckNumber(ref reader, expected.GetDouble(), expected.TryGetInt64(out long integer) ? integer : null, context);
                    break;
                case JsonValueKind.Array:
                    Assert.Equal(expected.GetArrayLength(), reader.ReadArrayHeader());
                    foreach (JsonElement element in expected.EnumerateArray())
                    {
                        CheckJsonValue(ref reader, element, context);
                    }

                    break;
                case JsonValueKind.Object:
                    Assert.Equal(expected.EnumerateObject().Count(), reader.ReadMapHeader());
                    foreach (JsonProperty entry in expected.EnumerateObject())
                    {
                        Assert.Equal(entry.Name, reader.ReadString());
                        CheckJsonValue(ref reader, entry.Value, context);
                    }

                    break;
                default:
                    Assert.Fail($"{context}: unexpected JSON {expected.ValueKind}");
                    break;
            }
        }

        /// <summary>A number: integers exactly as integers (and as the nearest double), floats exactly as doubles.</summary>
        private static void CheckNumber(ref MessagePackReader reader, double expected, long? expectedInteger, string context)
        {
            MessagePackReader asDouble = reader.CreatePeekReader();
            Assert.Equal(expected, asDouble.ReadDouble());
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Integer:
                    Assert.True(expectedInteger.HasValue, $"{context}: an integer encoding of a non-integral number");
                    Assert.Equal(expectedInteger.Value, reader.ReadInt64());
                    break;
                case MessagePackType.Float:
                    if (reader.NextCode == MessagePackCode.Float32)
                    {
                        MessagePackReader asSingle = reader.CreatePeekReader();
                        Assert.Equal((float)expected, asSingle.ReadSingle());
                    }

                    Assert.Equal(expected, reader.ReadDouble());
                    break;
                default:
                    Assert.Fail($"{context}: {reader.NextMessagePackType} is not a number");
                    break;
            }
        }

        /// <summary>64-bit integers compared exactly as long or ulong; float encodings compared with the nearest double.</summary>
        private static void CheckBignum(ref MessagePackReader reader, MsgPackTestCase testCase, string context)
        {
            string text = testCase.Value.GetString()!;
            if (reader.NextMessagePackType == MessagePackType.Float)
            {
                Assert.Equal(double.Parse(text, CultureInfo.InvariantCulture), reader.ReadDouble());
                Assert.Equal(testCase.Number.GetDouble(), double.Parse(text, CultureInfo.InvariantCulture));
                return;
            }

            Assert.Equal(MessagePackType.Integer, reader.NextMessagePackType);
            if (long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out long signed))
            {
                Assert.Equal(signed, reader.ReadInt64());
            }
            else
            {
                Assert.Equal(ulong.Parse(text, CultureInfo.InvariantCulture), reader.ReadUInt64());
            }
        }

        /// <summary>
        /// A timestamp [seconds, nanoseconds]: compared exactly through ReadTimestamp, then through ReadDateTime, which
        /// must either give the same instant truncated to 100 ns ticks or, outside DateTime's range, refuse clearly.
        /// </summary>
        /// <returns><see langword="false"/> when ReadDateTime (correctly) rejected the timestamp as out of range.</returns>
        private bool CheckTimestamp(ref MessagePackReader reader, JsonElement value, byte[] encoding, bool report, string context)
        {
            long seconds = value[0].GetInt64();
            uint nanoseconds = value[1].GetUInt32();

            MessagePackReader exact = reader.CreatePeekReader();
            exact.ReadTimestamp(out long actualSeconds, out uint actualNanoseconds);
            Assert.Equal(seconds, actualSeconds);
            Assert.Equal(nanoseconds, actualNanoseconds);

            DateTime min = DateTime.MinValue;
            DateTime max = DateTime.MaxValue;
            long minSeconds = (min.Ticks - UnixEpochTicks) / TimeSpan.TicksPerSecond;
            long maxSeconds = (max.Ticks - UnixEpochTicks) / TimeSpan.TicksPerSecond;
            if (seconds >= minSeconds && seconds <= maxSeconds)
            {
                DateTime actual = reader.ReadDateTime();
                Assert.Equal(DateTimeKind.Utc, actual.Kind);
                Assert.Equal(UnixEpochTicks + (seconds * TimeSpan.TicksPerSecond) + (nanoseconds / 100), actual.Ticks);
                return true;
            }

            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(encoding).ReadDateTime());
            Assert.Contains("is outside the range of System.DateTime", ex.Message, StringComparison.Ordinal);
            if (report)
            {
                this.output.WriteLine($"ReadDateTime rejected {context} as it should: {ex.Message}");
            }

            // Consume the value so the caller's end-of-input check holds.
            reader.Skip();
            return false;
        }

        /// <summary>Writes a case's value with the writer's natural API for it; null when that API cannot express it.</summary>
        private static byte[] Encode(MsgPackTestCase testCase)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            switch (testCase.Kind)
            {
                case "binary":
                    writer.Write(MsgPackTestSuite.ParseEncoding(testCase.Value.GetString()!));
                    break;
                case "bignum":
                    string text = testCase.Value.GetString()!;
                    if (long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out long signed))
                    {
                        writer.Write(signed);
                    }
                    else
                    {
                        writer.Write(ulong.Parse(text, CultureInfo.InvariantCulture));
                    }

                    break;
                case "ext":
                    writer.WriteExtensionFormat(new ExtensionResult(
                        checked((sbyte)testCase.Value[0].GetInt32()),
                        MsgPackTestSuite.ParseEncoding(testCase.Value[1].GetString()!)));
                    break;
                case "timestamp":
                    long seconds = testCase.Value[0].GetInt64();
                    uint nanoseconds = testCase.Value[1].GetUInt32();
                    writer.WriteTimestamp(seconds, nanoseconds);
                    if (nanoseconds % 100 == 0
                        && seconds >= (DateTime.MinValue.Ticks - UnixEpochTicks) / TimeSpan.TicksPerSecond
                        && seconds <= (DateTime.MaxValue.Ticks - UnixEpochTicks) / TimeSpan.TicksPerSecond)
                    {
                        // Where DateTime can hold the instant, Write(DateTime) must choose the same form.
                        var viaDateTime = new ArrayBufferWriter<byte>();
                        var dateTimeWriter = new MessagePackWriter(viaDateTime);
                        dateTimeWriter.Write(new DateTime(UnixEpochTicks + (seconds * TimeSpan.TicksPerSecond) + (nanoseconds / 100), DateTimeKind.Utc));
                        dateTimeWriter.Flush();
                        Assert.Equal(testCase.Encodings[0], viaDateTime.WrittenSpan.ToArray());
                    }

                    break;
                case "number":
                    WriteNumber(ref writer, testCase.Value, testCase.Encodings[0][0]);
                    break;
                default:
                    WriteJsonValue(ref writer, testCase.Value);
                    break;
            }

            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        /// <summary>
        /// Integers go through Write(long); a non-integer goes through Write(float) when the suite lists float32 first
        /// (so the value is exactly a float) and Write(double) otherwise.
        /// </summary>
        private static void WriteNumber(ref MessagePackWriter writer, JsonElement number, byte firstCode)
        {
            if (number.TryGetInt64(out long integer) && firstCode != MessagePackCode.Float32 && firstCode != MessagePackCode.Float64)
            {
                writer.Write(integer);
            }
            else if (firstCode == MessagePackCode.Float32)
            {
                writer.Write((float)number.GetDouble());
            }
            else
            {
                writer.Write(number.GetDouble());
            }
        }

        private static void WriteJsonValue(ref MessagePackWriter writer, JsonElement value)
        {
            switch (value.ValueKind)
            {
                case JsonValueKind.Null:
                    writer.WriteNil();
                    break;
                case JsonValueKind.True:
                case JsonValueKind.False:
                    writer.Write(value.GetBoolean());
                    break;
                case JsonValueKind.String:
                    writer.Write(value.GetString());
                    break;
                case JsonValueKind.Number:
                    writer.Write(value.GetInt64());
                    break;
                case JsonValueKind.Array:
                    writer.WriteArrayHeader(value.GetArrayLength());
                    foreach (JsonElement element in value.EnumerateArray())
                    {
                        WriteJsonValue(ref writer, element);
                    }

                    break;
                case JsonValueKind.Object:
                    writer.WriteMapHeader(value.EnumerateObject().Count());
                    foreach (JsonProperty entry in value.EnumerateObject())
                    {
                        writer.Write(entry.Name);
                        WriteJsonValue(ref writer, entry.Value);
                    }

                    break;
                default:
                    throw new InvalidOperationException($"Unexpected JSON {value.ValueKind}");
            }
        }
    }
}
