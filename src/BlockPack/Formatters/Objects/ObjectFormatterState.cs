using System;
using System.Text;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// The per-type data a generated object formatter reads at run time (encoded keys, key table, custom formatters,
    /// constructor defaults) and the failure handling it shares with the reflection fallback. Generated methods are
    /// closed over one instance, so these are plain field loads.
    /// </summary>
    internal sealed class ObjectFormatterState
    {
        /// <summary>Marks a failure while reading headers, keys or skipped values: not tied to a member.</summary>
        internal const int NoMember = -1;

        /// <summary>Marks a failure in the constructor or in assigning members after it.</summary>
        internal const int Constructing = -2;

        /// <summary>Marks a failure in an <see cref="IMessagePackSerializationCallbackReceiver"/> callback.</summary>
        internal const int Callback = -3;

#pragma warning disable SA1401 // Fields are read by generated IL, which wants plain fields.
        /// <summary>Each member's key as a complete MessagePack string (header and UTF-8), for string-key objects.</summary>
        internal readonly byte[][] EncodedKeys;

        /// <summary>Each member's key as bare UTF-8, for string-key objects.</summary>
        internal readonly byte[][] Utf8Keys;

        /// <summary>Matches keys read from the input to member indexes, for string-key objects.</summary>
        internal readonly StringKeyTable? KeyTable;

        /// <summary>Each member's [MessagePackFormatter] instance, or <see langword="null"/>.</summary>
        internal readonly object?[] CustomFormatters;
#pragma warning restore SA1401

        internal ObjectFormatterState(ObjectContract contract)
        {
            this.Contract = contract;
            ObjectMember[] members = contract.Members;
            this.EncodedKeys = new byte[members.Length][];
            this.Utf8Keys = new byte[members.Length][];
            this.CustomFormatters = new object?[members.Length];
            for (int i = 0; i < members.Length; i++)
            {
                this.CustomFormatters[i] = members[i].CustomFormatter;
                if (!contract.IsIntKey)
                {
                    byte[] utf8 = Encoding.UTF8.GetBytes(members[i].StringKey!);
                    this.Utf8Keys[i] = utf8;
                    this.EncodedKeys[i] = EncodeString(utf8);
                }
            }

            if (!contract.IsIntKey)
            {
                this.KeyTable = new StringKeyTable(contract.Type, this.Utf8Keys);
            }
        }

        /// <summary>Gets the contract the formatter implements.</summary>
        internal ObjectContract Contract { get; }

        /// <summary>
        /// Gets a value indicating whether a key's header differs between the current and the old MessagePack spec
        /// (str8 does not exist in the old one), so it must be written through the writer rather than as raw bytes.
        /// </summary>
        /// <param name="memberIndex">The member.</param>
        /// <returns><see langword="true"/> for keys of 32 to 255 UTF-8 bytes.</returns>
        internal bool KeyDependsOnSpec(int memberIndex) => this.Utf8Keys[memberIndex].Length is > 31 and <= byte.MaxValue;

        /// <summary>
        /// Turns a failure into the exception to throw, naming the type and the member; <see langword="null"/> means
        /// rethrow the original unchanged.
        /// </summary>
        /// <param name="memberIndex">The member being processed, or one of <see cref="NoMember"/>, <see cref="Constructing"/>, <see cref="Callback"/>.</param>
        /// <param name="exception">The failure.</param>
        /// <param name="serializing">Whether the object was being written.</param>
        /// <returns>The exception to throw, or <see langword="null"/>.</returns>
        internal Exception? WrapFailure(int memberIndex, Exception exception, bool serializing) =>
            ObjectFailureWrapping.Wrap(this.Contract.Type, memberIndex >= 0 ? this.Contract.Members[memberIndex].Name : null, memberIndex, exception, serializing);

        /// <summary>Throws the error for nil where a struct is expected.</summary>
        /// <param name="position">The nil's byte offset.</param>
        internal void ThrowNilForStruct(long position) => ThrowHelper.ThrowNilForStruct(this.Contract.Type, position);

        /// <summary>Encodes a key the way the current spec's writer would: the shortest str header, then the bytes.</summary>
        private static byte[] EncodeString(byte[] utf8)
        {
            int length = utf8.Length;
            int header = length <= 31 ? 1 : length <= byte.MaxValue ? 2 : length <= ushort.MaxValue ? 3 : 5;
            byte[] encoded = new byte[header + length];
            switch (header)
            {
                case 1:
                    encoded[0] = (byte)(MessagePackCode.MinFixStr | length);
                    break;
                case 2:
                    encoded[0] = MessagePackCode.Str8;
                    encoded[1] = (byte)length;
                    break;
                case 3:
                    encoded[0] = MessagePackCode.Str16;
                    encoded[1] = (byte)(length >> 8);
                    encoded[2] = (byte)length;
                    break;
                default:
                    encoded[0] = MessagePackCode.Str32;
                    encoded[1] = (byte)(length >> 24);
                    encoded[2] = (byte)(length >> 16);
                    encoded[3] = (byte)(length >> 8);
                    encoded[4] = (byte)length;
                    break;
            }

            Buffer.BlockCopy(utf8, 0, encoded, header, length);
            return encoded;
        }
    }
}
