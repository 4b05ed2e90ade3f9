using System;
using System.Collections.Generic;
using System.Text;

namespace BlockPack.Tests.Serializer.Typeless
{
    /// <summary>Typeless payloads built by hand from the format (ext 100: a str type name, then the value).</summary>
    internal static class TypelessBytes
    {
        /// <summary>Builds <c>ext8 100 [str8 name][value]</c>.</summary>
        internal static byte[] Ext(string typeName, params byte[] value)
        {
            byte[] name = Encoding.UTF8.GetBytes(typeName);
            if (name.Length > 255 || name.Length + 2 + value.Length > 255)
            {
                throw new ArgumentException("Keep test names short.", nameof(typeName));
            }

            var bytes = new List<byte> { 0xC7, (byte)(2 + name.Length + value.Length), 100, 0xD9, (byte)name.Length };
            bytes.AddRange(name);
            bytes.AddRange(value);
            return bytes.ToArray();
        }
    }
}
