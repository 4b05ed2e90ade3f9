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

        [Fact]
        public void TrustedData_ReadsAMillionDistinctKeysInLinearTime()
        {
            // Added one by one, a million members take hours (each Add searches and copies the member names so far).
            var options = ExpandoObjectResolver.Options.WithSecurity(MessagePackSecurity.TrustedData);
            byte[] map = MapOfIntValues(1_000_000);
            Assert.True(BlockPack.Formatters.Collections.ExpandoObjectLayout.IsAvailable, "this runtime's ExpandoObject cannot be filled at once");

            var watch = Stopwatch.StartNew();
            var read = (IDictionary<string, object?>)MessagePackSerializer.Deserialize<ExpandoObject>(map, options);
            watch.Stop();

            Assert.Equal(1_000_000, read.Count);
            Assert.Equal(999_999, Convert.ToInt32(read["k999999"], System.Globalization.CultureInfo.InvariantCulture));

            // A bound no quadratic read meets on any machine; the measured figure is in docs/security.md.
            Assert.True(watch.Elapsed < TimeSpan.FromSeconds(60), $"{watch.Elapsed}");
        }

        [Theory]
        [InlineData(32)] // the largest map added member by member
        [InlineData(33)] // the smallest read whole
        [InlineData(1024)]
        public void A_map_read_whole_behaves_as_one_built_member_by_member(int count)
        {
            byte[] map = MapOfIntValues(count);
            var read = (IDictionary<string, object?>)MessagePackSerializer.Deserialize<ExpandoObject>(map, ExpandoObjectResolver.Options);

            // The reference: the same members added one by one (the reader gives each integer the CLR type of its width).
            var byAdd = (IDictionary<string, object?>)new ExpandoObject();
            for (int i = 0; i < count; i++)
            {
                byAdd.Add("k" + i, i < 256 ? (byte)i : (object)(ushort)i);
            }

            Assert.Equal(byAdd.Keys, read.Keys);
            Assert.Equal(byAdd.Values, read.Values);

            // Written back, it is the same map; dynamic member access, adding and removing work on it as on any other.
            Assert.Equal(MessagePackSerializer.Serialize((ExpandoObject)byAdd, ExpandoObjectResolver.Options), MessagePackSerializer.Serialize((ExpandoObject)read, ExpandoObjectResolver.Options));
            dynamic members = read;
            Assert.Equal(5, Convert.ToInt32((object)members.k5, System.Globalization.CultureInfo.InvariantCulture));
            members.added = "new";
            members.k5 = "changed";
            Assert.Equal("new", (string)members.added);
            Assert.Equal("changed", read["k5"]);
            Assert.True(read.Remove("k0"));
            Assert.Equal(count, read.Count);
            Assert.False(read.ContainsKey("k0"));
        }

        [Fact]
        public void A_map_read_whole_refuses_a_repeated_or_nil_member_name_at_its_position()
        {
            var options = ExpandoObjectResolver.Options.WithSecurity(MessagePackSecurity.TrustedData);
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteMapHeader(40);
            for (int i = 0; i < 39; i++)
            {
                writer.Write("k" + i);
                writer.WriteNil();
            }

            writer.Flush();
            int repeatAt = buffer.WrittenCount;
            var rest = new MessagePackWriter(buffer);
            rest.Write("k7");
            rest.WriteNil();
            rest.Flush();

            var repeated = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ExpandoObject>(buffer.WrittenMemory, options));
            Assert.Contains("repeats the key k7", repeated.ToString(), StringComparison.Ordinal);
            Assert.Contains(repeatAt.ToString(System.Globalization.CultureInfo.InvariantCulture), repeated.ToString(), StringComparison.Ordinal);

            var nil = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ExpandoObject>(NilKeyMap(40), options));
            Assert.Contains("nil key", nil.ToString(), StringComparison.Ordinal);
        }

        private static byte[] NilKeyMap(int count)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteMapHeader(count);
            for (int i = 0; i < count - 1; i++)
            {
                writer.Write("k" + i);
                writer.WriteNil();
            }

            writer.WriteNil();
            writer.WriteNil();
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static byte[] MapOfIntValues(int count)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteMapHeader(count);
            for (int i = 0; i < count; i++)
            {
                writer.Write("k" + i);
                writer.Write(i);
            }

            writer.Flush();
            return buffer.WrittenSpan.ToArray();
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
