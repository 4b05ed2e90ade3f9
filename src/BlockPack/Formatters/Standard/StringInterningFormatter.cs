using System;
using System.Threading;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Reads strings so that equal strings share one instance, as MessagePack-CSharp's formatter of the same name
    /// does; writes them as the default string formatter does. Use it on members whose values repeat a lot
    /// (<c>[MessagePackFormatter(typeof(StringInterningFormatter))]</c>) or for every string through a composite
    /// resolver, to save the memory of the duplicates.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Unlike <see cref="string.Intern(string)"/>, the pool holds its strings weakly and has a fixed number of slots,
    /// so data from an untrusted source cannot make it grow: a string nobody else references any more is collected,
    /// and two different strings that land in the same slot simply replace each other (the later one is then not
    /// shared with earlier copies). The pool is shared by every instance and thread.
    /// </para>
    /// </remarks>
    public sealed class StringInterningFormatter : IMessagePackFormatter<string?>
    {
        // A power of two, so a hash picks a slot with a mask.
        private const int SlotCount = 4096;

        private static readonly WeakReference<string>?[] Slots = new WeakReference<string>?[SlotCount];

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, string? value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public string? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            string? value = reader.ReadString();
            if (value is null)
            {
                return null;
            }

            return value.Length == 0 ? string.Empty : Intern(value);
        }

        private static string Intern(string value)
        {
            int slot = StringComparer.Ordinal.GetHashCode(value) & (SlotCount - 1);

            // Each slot is read and replaced as one reference, so concurrent readers see either entry whole.
            WeakReference<string>? entry = Volatile.Read(ref Slots[slot]);
            if (entry is not null && entry.TryGetTarget(out string? pooled) && string.Equals(pooled, value, StringComparison.Ordinal))
            {
                return pooled;
            }

            Volatile.Write(ref Slots[slot], new WeakReference<string>(value));
            return value;
        }
    }
}
