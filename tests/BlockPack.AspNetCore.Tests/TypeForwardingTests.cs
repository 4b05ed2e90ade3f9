using System;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// The HttpClient types moved to BlockPack.Http: a binary compiled against BlockPack.AspNetCore names them in that
    /// assembly, and the runtime must follow its forwards to BlockPack.Http.
    /// </summary>
    public sealed class TypeForwardingTests
    {
        [Theory]
        [InlineData("BlockPack.AspNetCore.HttpClientMessagePackExtensions")]
        [InlineData("BlockPack.AspNetCore.HttpContentMessagePackExtensions")]
        [InlineData("BlockPack.AspNetCore.MessagePackContent")]
        public void A_type_named_in_the_old_assembly_resolves_to_BlockPack_Http(string typeName)
        {
            Type? throughOldAssembly = Type.GetType(typeName + ", BlockPack.AspNetCore", throwOnError: true);

            Assert.NotNull(throughOldAssembly);
            Assert.Equal("BlockPack.Http", throughOldAssembly!.Assembly.GetName().Name);
            Assert.Same(Type.GetType(typeName + ", BlockPack.Http", throwOnError: true), throughOldAssembly);
        }

        [Fact]
        public void The_forwarded_types_are_listed_by_the_old_assembly()
        {
            Type[] forwarded = typeof(BlockPackResults).Assembly.GetForwardedTypes();

            Assert.Contains(typeof(MessagePackContent), forwarded);
            Assert.Contains(typeof(HttpClientMessagePackExtensions), forwarded);
            Assert.Contains(typeof(HttpContentMessagePackExtensions), forwarded);
            // What stays server-side is still defined here.
            Assert.Equal("BlockPack.AspNetCore", typeof(MessagePackMediaTypes).Assembly.GetName().Name);
        }
    }
}
