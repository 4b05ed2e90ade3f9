using System;
using System.Collections.Generic;
using BlockPack.Formatters;
using BlockPack.Formatters.Typeless;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The formatters MessagePack-CSharp's typeless resolver puts ahead of the standard ones: <see cref="DateTime"/>
    /// in <see cref="DateTime.ToBinary"/> form (keeping its kind) and integers at their full width (keeping their type),
    /// with their nullable and array forms.
    /// </summary>
    internal sealed class TypelessPrimitivesResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        internal static readonly TypelessPrimitivesResolver Instance = new TypelessPrimitivesResolver();

        private static readonly Dictionary<Type, IMessagePackFormatter> Formatters = new Dictionary<Type, IMessagePackFormatter>
        {
            { typeof(DateTime), NativeDateTimeTypelessFormatter.Instance },
            { typeof(DateTime?), new StaticNullableFormatter<DateTime>(NativeDateTimeTypelessFormatter.Instance) },
            { typeof(DateTime[]), NativeDateTimeArrayTypelessFormatter.Instance },
            { typeof(short), ForceSizeIntegerFormatter<short>.Instance },
            { typeof(int), ForceSizeIntegerFormatter<int>.Instance },
            { typeof(long), ForceSizeIntegerFormatter<long>.Instance },
            { typeof(ushort), ForceSizeIntegerFormatter<ushort>.Instance },
            { typeof(uint), ForceSizeIntegerFormatter<uint>.Instance },
            { typeof(ulong), ForceSizeIntegerFormatter<ulong>.Instance },
            { typeof(byte), ForceSizeIntegerFormatter<byte>.Instance },
            { typeof(sbyte), ForceSizeIntegerFormatter<sbyte>.Instance },
            { typeof(short?), NullableForceSizeIntegerFormatter<short>.Instance },
            { typeof(int?), NullableForceSizeIntegerFormatter<int>.Instance },
            { typeof(long?), NullableForceSizeIntegerFormatter<long>.Instance },
            { typeof(ushort?), NullableForceSizeIntegerFormatter<ushort>.Instance },
            { typeof(uint?), NullableForceSizeIntegerFormatter<uint>.Instance },
            { typeof(ulong?), NullableForceSizeIntegerFormatter<ulong>.Instance },
            { typeof(byte?), NullableForceSizeIntegerFormatter<byte>.Instance },
            { typeof(sbyte?), NullableForceSizeIntegerFormatter<sbyte>.Instance },

            // No byte[]: that stays bin, as in MessagePack-CSharp.
            { typeof(short[]), ForceSizeIntegerArrayFormatter<short>.Instance },
            { typeof(int[]), ForceSizeIntegerArrayFormatter<int>.Instance },
            { typeof(long[]), ForceSizeIntegerArrayFormatter<long>.Instance },
            { typeof(ushort[]), ForceSizeIntegerArrayFormatter<ushort>.Instance },
            { typeof(uint[]), ForceSizeIntegerArrayFormatter<uint>.Instance },
            { typeof(ulong[]), ForceSizeIntegerArrayFormatter<ulong>.Instance },
            { typeof(sbyte[]), ForceSizeIntegerArrayFormatter<sbyte>.Instance },

            // MessagePack-CSharp's built-in lists of these keep short encodings (its List<byte> does not).
            { typeof(List<short>), CompactIntegerListFormatter<short>.Instance },
            { typeof(List<int>), CompactIntegerListFormatter<int>.Instance },
            { typeof(List<long>), CompactIntegerListFormatter<long>.Instance },
            { typeof(List<ushort>), CompactIntegerListFormatter<ushort>.Instance },
            { typeof(List<uint>), CompactIntegerListFormatter<uint>.Instance },
            { typeof(List<ulong>), CompactIntegerListFormatter<ulong>.Instance },
            { typeof(List<sbyte>), CompactIntegerListFormatter<sbyte>.Instance },
        };

        private TypelessPrimitivesResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => Formatters.TryGetValue(typeof(T), out IMessagePackFormatter? formatter) ? (IMessagePackFormatter<T>)formatter : null;
    }
}
