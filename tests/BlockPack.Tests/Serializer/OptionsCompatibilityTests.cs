using System;
using System.Buffers;

namespace BlockPack.Tests.Serializer
{
    /// <summary>The MessagePack-CSharp options <see cref="MessagePackSerializerOptions"/> carries for source compatibility.</summary>
    public class OptionsCompatibilityTests
    {
        private static MessagePackSerializerOptions Standard => MessagePackSerializerOptions.Standard;

        [Fact]
        public void Defaults_AreMessagePackCSharps()
        {
            Assert.Null(Standard.OldSpec);
            Assert.False(Standard.OmitAssemblyVersion);
            Assert.False(Standard.AllowAssemblyVersionMismatch);
            Assert.Equal(1024 * 1024, Standard.SuggestedContiguousMemorySize);
            Assert.NotNull(Standard.SequencePool);
            Assert.Null(Standard.TypelessAllowList);
        }

        [Fact]
        public void WithMethods_ReturnTheSameInstanceForTheCurrentValue_AndACopyOtherwise()
        {
            Assert.Same(Standard, Standard.WithOmitAssemblyVersion(false));
            Assert.Same(Standard, Standard.WithAllowAssemblyVersionMismatch(false));
            Assert.Same(Standard, Standard.WithSuggestedContiguousMemorySize(1024 * 1024));
            Assert.Same(Standard, Standard.WithPool(Standard.SequencePool));
            Assert.Same(Standard, Standard.WithTypelessAllowList(null));

            MessagePackSerializerOptions changed = Standard.WithOmitAssemblyVersion(true).WithAllowAssemblyVersionMismatch(true).WithSuggestedContiguousMemorySize(4096);
            Assert.True(changed.OmitAssemblyVersion);
            Assert.True(changed.AllowAssemblyVersionMismatch);
            Assert.Equal(4096, changed.SuggestedContiguousMemorySize);
            Assert.False(Standard.OmitAssemblyVersion);

            var pool = new SequencePool(4, ArrayPool<byte>.Create());
            Assert.Same(pool, Standard.WithPool(pool).SequencePool);
            pool.Clear();
        }

        [Fact]
        public void WithMethods_RejectBadArguments()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Standard.WithSuggestedContiguousMemorySize(255));
            Assert.Throws<ArgumentNullException>(() => Standard.WithPool(null!));
            Assert.Throws<ArgumentOutOfRangeException>(() => new SequencePool(-1));
            Assert.Throws<ArgumentNullException>(() => new SequencePool(1, (ArrayPool<byte>)null!));
            Assert.Throws<ArgumentNullException>(() => new SequencePool(1, (MemoryPool<byte>)null!));
        }

        [Fact]
        public void OldSpec_Null_LeavesTheCallersWriterAlone()
        {
            // "abc" as a 3-byte string; a byte array as bin8 (new spec) or as a str (old spec).
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer) { OldSpec = true };
            MessagePackSerializer.Serialize(ref writer, new byte[] { 1 }, Standard);
            writer.Flush();
            Assert.Equal(new byte[] { 0xA1, 0x01 }, buffer.WrittenSpan.ToArray());
            Assert.True(writer.OldSpec);
        }

        [Fact]
        public void OldSpec_Set_AppliesForTheCall_AndTheWriterGetsItsSettingBack()
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            MessagePackSerializer.Serialize(ref writer, new byte[] { 1 }, Standard.WithOldSpec(true));
            writer.Flush();
            Assert.Equal(new byte[] { 0xA1, 0x01 }, buffer.WrittenSpan.ToArray());
            Assert.False(writer.OldSpec);

            Assert.Equal(new byte[] { 0xC4, 0x01, 0x01 }, MessagePackSerializer.Serialize(new byte[] { 1 }, Standard.WithOldSpec(false)));
            Assert.Equal(new byte[] { 0xA1, 0x01 }, MessagePackSerializer.Serialize(new byte[] { 1 }, Standard.WithOldSpec(true)));
        }
    }
}
