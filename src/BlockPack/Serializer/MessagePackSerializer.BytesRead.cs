using System;
using System.Threading;

namespace BlockPack
{
    /// <content>The <c>bytesRead</c> overloads in MessagePack-CSharp's parameter order, so calls written for it compile.</content>
    public static partial class MessagePackSerializer
    {
        /// <summary>Deserializes a value with <see cref="DefaultOptions"/> and reports how many bytes it took.</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="buffer">The MessagePack bytes.</param>
        /// <param name="bytesRead">The number of bytes of <paramref name="buffer"/> the value occupied.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        /// <remarks>
        /// The token has no default here: <see cref="Deserialize{T}(ReadOnlyMemory{byte}, out int, MessagePackSerializerOptions?, CancellationToken)"/>
        /// already serves a call without one, and two overloads with defaults would make that call ambiguous.
        /// </remarks>
        public static T Deserialize<T>(ReadOnlyMemory<byte> buffer, out int bytesRead, CancellationToken cancellationToken)
            => Deserialize<T>(buffer, out bytesRead, null, cancellationToken);

        /// <summary>Deserializes a value and reports how many bytes it took.</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="buffer">The MessagePack bytes.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="bytesRead">The number of bytes of <paramref name="buffer"/> the value occupied.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static T Deserialize<T>(ReadOnlyMemory<byte> buffer, MessagePackSerializerOptions? options, out int bytesRead, CancellationToken cancellationToken = default)
            => Deserialize<T>(buffer, out bytesRead, options, cancellationToken);
    }
}
