using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Dynamic;
using BlockPack.Resolvers;
using Xunit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// Issue 36: a map read as an <see cref="ExpandoObject"/> costs O(n²) in its member count, so under
    /// <see cref="MessagePackSecurity.UntrustedData"/> more than 1,024 members are refused from the header, as
    /// MessagePack-CSharp's own tests (1,025 nil-valued members, top level and nested) expect.
    /// </summary>
    public class ExpandoMemberLimitTests
    {
        [Fact]
        public void UntrustedData_RefusesAMapOf1025Members()
        {
            byte[] map = MapOfNilValues(1025);

            var error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ExpandoObject>(map, ExpandoObjectResolver.Options));
            Assert.Contains("MaximumExpandoObjectMembers", error.ToString(), StringComparison.Ordinal);
        }

        [Fact]
        public void UntrustedData_RefusesANestedMapOf1025Members_ReadAsObject()
        {
            byte[] map = MapOfNilValues(1025);

            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(map, ExpandoObjectResolver.Options));

            var writer = new ArrayBufferWriter<byte>();
            var outer = new MessagePackWriter(writer);
            outer.WriteArrayHeader(1);
            outer.WriteRaw(map);
            outer.Flush();
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(writer.WrittenMemory, ExpandoObjectResolver.Options));
        }

        [Fact]
        public void UntrustedData_ReadsAMapAtTheLimit()
        {
            var read = (IDictionary<string, object?>)MessagePackSerializer.Deserialize<ExpandoObject>(MapOfNilValues(1024), ExpandoObjectResolver.Options);

            Assert.Equal(1024, read.Count);
            Assert.True(read.ContainsKey("k1023"));
        }

        [Fact]
        public void TrustedData_AndARaisedLimit_ReadLargerMaps()
        {
            byte[] map = MapOfNilValues(1025);

            var trusted = (IDictionary<string, object?>)MessagePackSerializer.Deserialize<ExpandoObject>(map, ExpandoObjectResolver.Options.WithSecurity(MessagePackSecurity.TrustedData));
            var raised = (IDictionary<string, object?>)MessagePackSerializer.Deserialize<ExpandoObject>(map, ExpandoObjectResolver.Options.WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumExpandoObjectMembers(2000)));

            Assert.Equal(1025, trusted.Count);
            Assert.Equal(1025, raised.Count);
            Assert.Equal(int.MaxValue, MessagePackSecurity.TrustedData.MaximumExpandoObjectMembers);
            Assert.Equal(MessagePackSecurity.DefaultMaximumExpandoObjectMembers, MessagePackSecurity.UntrustedData.MaximumExpandoObjectMembers);
            Assert.Throws<ArgumentOutOfRangeException>(() => MessagePackSecurity.UntrustedData.WithMaximumExpandoObjectMembers(-1));
        }

        [Fact]
        public void AMillionDistinctKeys_AreRefusedAtOnce_UnderTheDefaultOptions()
        {
            byte[] map = MapOfNilValues(1_000_000);

            var watch = Stopwatch.StartNew();
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ExpandoObject>(map, MessagePackSerializerOptions.Standard));
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(map, ExpandoObjectResolver.Options));

            // Refused from the header: the bound is generous for a loaded machine; the measured figure is in docs/security.md.
            Assert.True(watch.Elapsed < TimeSpan.FromSeconds(5), $"{watch.Elapsed}");
        }

        private static byte[] MapOfNilValues(int count)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteMapHeader(count);
            for (int i = 0; i < count; i++)
            {
                writer.Write("k" + i);
                writer.WriteNil();
            }

            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }
    }
}
