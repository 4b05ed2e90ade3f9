using System;
using System.Linq;
using System.Reflection;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// The public ext-code tables carry every name MessagePack-CSharp's carry, with the same numbers, so code that picks a
    /// free ext code for a custom formatter by looking at them compiles and means the same after the migration.
    /// </summary>
    public class ExtensionCodeInteropTests
    {
        [Theory]
#if MESSAGEPACK_V3
        // MessagePack 2.5.305 has no public ReservedExtensionTypeCodes (the compiler finds none there); 3.x added it.
        [InlineData(typeof(M.ReservedExtensionTypeCodes), typeof(B.ReservedExtensionTypeCodes))]
#endif
        [InlineData(typeof(M.ReservedMessagePackExtensionTypeCode), typeof(B.ReservedMessagePackExtensionTypeCode))]
        public void Every_code_of_MessagePack_CSharp_is_here_with_its_number(Type theirs, Type ours)
        {
            FieldInfo[] theirCodes = theirs.GetFields(BindingFlags.Public | BindingFlags.Static).Where(f => f.IsLiteral).ToArray();
            Assert.NotEmpty(theirCodes);
            foreach (FieldInfo code in theirCodes)
            {
                FieldInfo? mine = ours.GetField(code.Name, BindingFlags.Public | BindingFlags.Static);
                Assert.True(mine is { IsLiteral: true }, $"{ours.Name}.{code.Name} is missing");
                Assert.Equal(code.GetRawConstantValue(), mine!.GetRawConstantValue());
            }
        }

#if MESSAGEPACK_V3
        [Fact]
        public void The_typeless_code_is_the_one_both_typeless_formatters_write()
        {
            byte[] theirs = M.MessagePackSerializer.Typeless.Serialize(new Version(1, 2));
            byte[] ours = B.MessagePackSerializer.Typeless.Serialize(new Version(1, 2));
            var theirReader = new M.MessagePackReader(theirs);
            var ourReader = new B.MessagePackReader(ours);
            Assert.Equal(M.ReservedExtensionTypeCodes.TypelessFormatter, theirReader.ReadExtensionFormatHeader().TypeCode);
            Assert.Equal(B.ReservedExtensionTypeCodes.TypelessFormatter, ourReader.ReadExtensionFormatHeader().TypeCode);
            Assert.Equal(B.ReservedExtensionTypeCodes.TypelessFormatter, B.Formatters.TypelessFormatter.ExtensionTypeCode);
        }
#endif
    }
}
