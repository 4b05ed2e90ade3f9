using System;
#if NETSTANDARD2_0
using System.Buffers;
#endif
using System.IO;
#if NETSTANDARD2_0
using System.Runtime.InteropServices;
#endif
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.Buffers
{
    /// <summary>
    /// Moves bytes between a <see cref="Stream"/> and pooled segment memory on every target framework. On
    /// netstandard2.0 a stream only takes arrays, so memory backed by an array (every pooled segment) is passed as
    /// that array; anything else goes through a rented bounce array of the same size.
    /// </summary>
    internal static class StreamSegmentTransfer
    {
        /// <summary>Reads up to <paramref name="destination"/>'s length from <paramref name="stream"/>.</summary>
        /// <param name="stream">The stream.</param>
        /// <param name="destination">Where the bytes go.</param>
        /// <returns>The number of bytes read; 0 at the end of the stream.</returns>
        internal static int Read(Stream stream, Memory<byte> destination)
        {
#if NETSTANDARD2_0
            if (MemoryMarshal.TryGetArray(destination, out ArraySegment<byte> array))
            {
                return stream.Read(array.Array!, array.Offset, array.Count);
            }

            byte[] bounce = ArrayPool<byte>.Shared.Rent(destination.Length);
            try
            {
                int read = stream.Read(bounce, 0, destination.Length);
                bounce.AsSpan(0, read).CopyTo(destination.Span);
                return read;
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(bounce);
            }
#else
            return stream.Read(destination.Span);
#endif
        }

        /// <summary>Reads up to <paramref name="destination"/>'s length from <paramref name="stream"/>.</summary>
        /// <param name="stream">The stream.</param>
        /// <param name="destination">Where the bytes go.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The number of bytes read; 0 at the end of the stream.</returns>
        internal static async ValueTask<int> ReadAsync(Stream stream, Memory<byte> destination, CancellationToken cancellationToken)
        {
#if NETSTANDARD2_0
            if (MemoryMarshal.TryGetArray(destination, out ArraySegment<byte> array))
            {
                return await stream.ReadAsync(array.Array!, array.Offset, array.Count, cancellationToken).ConfigureAwait(false);
            }

            byte[] bounce = ArrayPool<byte>.Shared.Rent(destination.Length);
            try
            {
                int read = await stream.ReadAsync(bounce, 0, destination.Length, cancellationToken).ConfigureAwait(false);
                bounce.AsSpan(0, read).CopyTo(destination.Span);
                return read;
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(bounce);
            }
#else
            return await stream.ReadAsync(destination, cancellationToken).ConfigureAwait(false);
#endif
        }

        /// <summary>Writes <paramref name="source"/> to <paramref name="stream"/>.</summary>
        /// <param name="stream">The stream.</param>
        /// <param name="source">The bytes.</param>
        internal static void Write(Stream stream, ReadOnlyMemory<byte> source)
        {
#if NETSTANDARD2_0
            if (MemoryMarshal.TryGetArray(source, out ArraySegment<byte> array))
            {
                stream.Write(array.Array!, array.Offset, array.Count);
                return;
            }

            byte[] bounce = ArrayPool<byte>.Shared.Rent(source.Length);
            try
            {
                source.Span.CopyTo(bounce);
                stream.Write(bounce, 0, source.Length);
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(bounce);
            }
#else
            stream.Write(source.Span);
#endif
        }

        /// <summary>Writes <paramref name="source"/> to <paramref name="stream"/>.</summary>
        /// <param name="stream">The stream.</param>
        /// <param name="source">The bytes.</param>
        /// <param name="cancellationToken">Cancels the write.</param>
        /// <returns>A task that completes when the bytes are written.</returns>
        internal static async ValueTask WriteAsync(Stream stream, ReadOnlyMemory<byte> source, CancellationToken cancellationToken)
        {
#if NETSTANDARD2_0
            if (MemoryMarshal.TryGetArray(source, out ArraySegment<byte> array))
            {
                await stream.WriteAsync(array.Array!, array.Offset, array.Count, cancellationToken).ConfigureAwait(false);
                return;
            }

            byte[] bounce = ArrayPool<byte>.Shared.Rent(source.Length);
            try
            {
                source.Span.CopyTo(bounce);
                await stream.WriteAsync(bounce, 0, source.Length, cancellationToken).ConfigureAwait(false);
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(bounce);
            }
#else
            await stream.WriteAsync(source, cancellationToken).ConfigureAwait(false);
#endif
        }
    }
}
