using System;
using System.IO;
using System.Linq;
using BlockPack.Tests.Reader;

namespace BlockPack.Tests.Compatibility
{
    /// <summary>
    /// The exception types user code catches, as MessagePack-CSharp throws them: the reader reports truncation with
    /// <see cref="EndOfStreamException"/> and a value that does not fit with <see cref="OverflowException"/>, the depth
    /// limit is an <see cref="InsufficientExecutionStackException"/>, and the serializer wraps each of them in a
    /// <see cref="MessagePackSerializationException"/> whose inner exception is the cause.
    /// </summary>
    public class ExceptionContractTests
    {
        [Theory]
        [InlineData("")] // nothing at all
        [InlineData("cd 01")] // uint16 missing a byte
        [InlineData("a3 61 62")] // fixstr of 3 with 2 bytes
        [InlineData("dc 00 03 01")] // array16 of 3 with 1 element
        public void Truncated_input_is_an_EndOfStreamException_from_the_reader_and_wrapped_by_the_serializer(string hex)
        {
            byte[] bytes = Hex.Parse(hex);
            Assert.Throws<EndOfStreamException>(() => new MessagePackReader(bytes).Skip());

            MessagePackSerializationException wrapped = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(bytes));
            Assert.IsType<EndOfStreamException>(wrapped.InnerException);
        }

        [Fact]
        public void An_integer_that_does_not_fit_is_an_OverflowException_from_the_reader_and_wrapped_by_the_serializer()
        {
            byte[] bytes = Hex.Parse("cd 01 00"); // uint16 256
            Assert.Throws<OverflowException>(() => new MessagePackReader(bytes).ReadByte());
            Assert.Throws<OverflowException>(() => new MessagePackReader(Hex.Parse("ff")).ReadUInt32()); // -1
            Assert.Throws<OverflowException>(() => new MessagePackReader(Hex.Parse("cf 80 00 00 00 00 00 00 00")).ReadInt64());

            MessagePackSerializationException wrapped = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<byte>(bytes));
            Assert.IsType<OverflowException>(wrapped.InnerException);
        }

        [Fact]
        public void A_value_of_the_wrong_type_stays_a_MessagePackSerializationException()
        {
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("a1 61")).ReadInt32());
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("c1")).Skip());
        }

        [Fact]
        public void The_depth_limit_is_an_InsufficientExecutionStackException_wrapped_by_the_serializer()
        {
            var security = MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(3);
            var reader = new MessagePackReader(new byte[] { 0x91 });
            security.DepthStep(ref reader);
            security.DepthStep(ref reader);
            security.DepthStep(ref reader);
            bool threw = false;
            try
            {
                security.DepthStep(ref reader);
            }
            catch (InsufficientExecutionStackException ex)
            {
                threw = ex.Message.Contains("maximum depth of 3", StringComparison.Ordinal);
            }

            Assert.True(threw);

            byte[] deep = Enumerable.Repeat((byte)0x91, 10).Append((byte)0x01).ToArray(); // [[[...[1]...]]], 10 levels
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithSecurity(security);
            MessagePackSerializationException wrapped = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(deep, options));
            Assert.IsType<InsufficientExecutionStackException>(wrapped.InnerException);
        }

        [MessagePackObject]
        public class Nest
        {
            [Key(0)]
            public Nest? Inner { get; set; }
        }

        [Fact]
        public void Object_formatters_let_the_readers_exceptions_through_so_the_serializer_reports_them_as_the_inner_exception()
        {
            var options = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(3));
            byte[] deep = Hex.Parse("91 91 91 91 91 c0"); // five nested Nest objects
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Nest>(deep, options));
            Assert.IsType<InsufficientExecutionStackException>(error.InnerException);

            error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Nest>(Hex.Parse("91 91")));
            Assert.IsType<EndOfStreamException>(error.InnerException);
        }

        [Fact]
        public void With_the_depth_limit_raised_to_int_MaxValue_running_out_of_stack_is_an_exception_not_a_crash()
        {
            // 200,000 nested arrays would overflow a 1 MB stack; with the limit lifted (MessagePack-CSharp would crash
            // the process) they still stop cleanly, because DepthStep also probes the stack past 256 levels.
            byte[] deep = Enumerable.Repeat((byte)0x91, 200_000).Append((byte)0x01).ToArray();
            MessagePackSerializerOptions trusted = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(int.MaxValue));
            MessagePackSerializationException wrapped = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(deep, trusted));
            Assert.IsType<InsufficientExecutionStackException>(wrapped.InnerException);

            byte[] moderate = Enumerable.Repeat((byte)0x91, 1_000).Append((byte)0x01).ToArray();
            Assert.IsType<object?[]>(MessagePackSerializer.Deserialize<object>(moderate, trusted));
        }
    }
}
