using System;
using System.Collections;
using System.Globalization;
using System.Linq;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Describes a deserialized <c>object</c> graph with the CLR type of every node, so two libraries' results can be
    /// compared type for type (<c>(long)obj</c> only works if both give a long).
    /// </summary>
    internal static class ClrShape
    {
        public static string Of(object? value) => value switch
        {
            null => "null",
            byte[] bytes => $"byte[]({Convert.ToHexString(bytes)})",
            DateTime time => $"DateTime({time.Kind}, {time.ToString("O", CultureInfo.InvariantCulture)})",
            IDictionary map => $"{map.GetType().Name}{{{string.Join(", ", map.Keys.Cast<object>().Select(key => Of(key) + ": " + Of(map[key])))}}}",
            Array array => $"{array.GetType().Name}[{string.Join(", ", array.Cast<object?>().Select(Of))}]",
            IFormattable formattable => $"{value.GetType().Name}({formattable.ToString(null, CultureInfo.InvariantCulture)})",
            _ => $"{value.GetType().Name}({value})",
        };
    }
}
